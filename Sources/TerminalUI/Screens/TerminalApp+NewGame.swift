import SudokuEngine
import WordSudokuKit

/// The choices of the New game screen, one field per line.
///
/// It offers only what works: the grades the chosen shape has (`Generator.offeredGrades`; a
/// 4×4 has grades 1–3, and a change of size clamps the grade), and, while the player goes
/// through the lists, only those that can fill the chosen size (a broken list is still shown,
/// with its problem). A list chosen before the size was changed (or on the Word lists screen)
/// stays chosen and is marked as too short, rather than replaced behind the teacher's back.
struct NewGameForm {
    /// The box shapes offered: 4×4, 6×6 both ways, 9×9, 12×12 both ways, 16×16.
    static let shapes: [(rows: Int, columns: Int)] = [(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 3), (4, 4)]
    enum Field: Int, CaseIterable { case size, grade, list, shown, mode, player, start }

    /// The longest name the field takes.
    static let maximumNameLength = 30

    var field: Field = .size
    /// A small grid at a low grade is kinder to a newcomer than an expert 9×9.
    var shapeIndex = 0
    var grade: Grade = .easy
    var listIndex = 0
    var givenSide: Side = .first
    var immediate = true
    /// The name the game is recorded under, as typed (trimmed at Start).
    var player = ""
    /// Each list's number of pairs, nil for a broken list.
    let listPairs: [Int?]
    var listCount: Int { listPairs.count }

    init(listPairs: [Int?], choice: GameChoice? = nil, player: String = "") {
        self.listPairs = listPairs.isEmpty ? [nil] : listPairs
        self.player = player
        guard let choice else { return }
        shapeIndex = NewGameForm.shapes.firstIndex { $0 == (choice.shape.boxRows, choice.shape.boxColumns) } ?? 0
        grade = choice.grade
        listIndex = min(max(0, choice.listIndex), self.listCount - 1)
        givenSide = choice.givenSide
        immediate = choice.immediate
        clampGrade()
    }

    /// Why the last Start failed, shown under the form.
    var failure: Localized?

    /// Play it (the solver screen): the typed puzzle Start makes a game on. Its size and grade
    /// are the puzzle's, so those fields stay as they are while it is set; the list, the shown
    /// language, the mode and the name are chosen as for a new game.
    private(set) var typed: TypedPuzzle?
    /// The size and grade chosen before Play it, given back when the form leaves it.
    private var beforeTyped: (shapeIndex: Int, grade: Grade)?

    /// Opens the form on `typed`, whose shape is `shapes[shapeIndex]`: on the list field, on a
    /// list that fills the puzzle's size when the one chosen does not.
    mutating func play(_ typed: TypedPuzzle, shapeIndex: Int) {
        if self.typed == nil { beforeTyped = (self.shapeIndex, grade) }
        self.typed = typed
        self.shapeIndex = shapeIndex
        grade = typed.grade
        failure = nil
        field = .list
        if !listFits(listIndex) { change(by: 1) }
    }

    /// Back to the New game form of the menu, its size and grade as they were.
    mutating func leaveTyped() {
        guard typed != nil else { return }
        typed = nil
        if let beforeTyped { (shapeIndex, grade) = beforeTyped }
        beforeTyped = nil
        failure = nil
    }

    /// The fields the player can go to: not the size and grade of a typed puzzle.
    var fields: [Field] { typed == nil ? Field.allCases : Field.allCases.filter { $0 != .size && $0 != .grade } }

    var shape: BoxShape {
        let (r, c) = NewGameForm.shapes[shapeIndex]
        return try! BoxShape(rows: r, columns: c)
    }

    /// The grades the chosen shape offers.
    var offeredGrades: [Grade] { Generator.offeredGrades(for: shape) }

    /// Whether list `index` can fill the chosen size (a broken list cannot; it is shown anyway).
    func listFits(_ index: Int) -> Bool {
        guard let pairs = listPairs[index] else { return false }
        return pairs >= shape.size
    }

    var choice: GameChoice {
        GameChoice(shape: shape, grade: grade, listIndex: listIndex, givenSide: givenSide, immediate: immediate, player: player)
    }

    /// The grade kept within the shape's: the highest offered one not above it.
    mutating func clampGrade() {
        let offered = offeredGrades
        if !offered.contains(grade) { grade = offered.last { $0.rawValue <= grade.rawValue } ?? offered[0] }
    }

    /// Moves the value of the current field by `step` (−1 or +1), wrapping.
    mutating func change(by step: Int) {
        func wrap(_ value: Int, _ count: Int) -> Int { ((value + step) % count + count) % count }
        switch field {
        case .size where typed != nil, .grade where typed != nil: break
        case .size:
            shapeIndex = wrap(shapeIndex, NewGameForm.shapes.count)
            clampGrade()
        case .grade:
            let offered = offeredGrades
            grade = offered[wrap(offered.firstIndex(of: grade) ?? 0, offered.count)]
        case .list:
            // The next list that can fill the size, or a broken one (shown with its problem).
            var index = listIndex
            for _ in 0..<listCount {
                index = wrap(index, listCount)
                if listFits(index) || listPairs[index] == nil { break }
            }
            listIndex = index
        case .shown: givenSide = givenSide.other
        case .mode: immediate.toggle()
        case .player, .start: break
        }
    }

    /// A key typed in the name field: a character is added, Backspace removes the last one.
    /// Returns false when the key is not for the field.
    mutating func edit(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            if player.count < NewGameForm.maximumNameLength, !character.isNewline { player.append(character) }
        case .backspace, .delete:
            if !player.isEmpty { player.removeLast() }
        default: return false
        }
        return true
    }
}

extension TerminalApp {
    mutating func handleNewGame(_ key: Key) -> [Effect] {
        // In the name field, letters type (j, k, h, l and q too); arrows, Tab and Esc still work.
        if newGame.field == .player, newGame.edit(key) {
            newGame.failure = nil
            return []
        }
        let fields = newGame.fields
        let index = fields.firstIndex(of: newGame.field) ?? 0
        switch key {
        case .up, .character("k"), .backTab:
            newGame.field = fields[(index + fields.count - 1) % fields.count]
        case .down, .character("j"), .tab:
            newGame.field = fields[(index + 1) % fields.count]
        case .left, .character("h"): newGame.change(by: -1)
        case .right, .character("l"), .character(" "): newGame.change(by: 1)
        case .enter:
            var choice = newGame.choice
            let entry = services.lists.indices.contains(choice.listIndex) ? services.lists[choice.listIndex] : nil
            // A broken list says why and is not played; a list too short for the size says so
            // too (the teacher chose it: another list would not be what she asked for).
            if let entry, entry.list == nil {
                newGame.failure = Localized { entry.firstProblem(in: $0) ?? "" }
                return []
            }
            if let list = entry?.list, list.pairs.count < choice.shape.size {
                newGame.failure = GameSetupError.tooFewPairs(list: entry!.displayName, pairs: list.pairs.count, size: choice.shape.size).text
                return []
            }
            // The name: trimmed, the default when left empty, refused when it holds a control
            // character (as `--player` is).
            let name = PlayerName.trimmed(choice.player)
            if let problem = PlayerName.problem(name) {
                newGame.failure = problem
                newGame.field = .player
                return []
            }
            choice.player = name.isEmpty ? PlayerName.defaultName(login: nil)(language) : name
            newGame.player = choice.player
            settings.player = choice.player
            // Making a big puzzle can take a moment: the screen says so first. An unfinished
            // saved game is asked about before.
            return requestStart(newGame.typed.map { .typedGame(choice, $0) } ?? .newGame(choice))
        case .escape, .character("q"):
            // Play it goes back to the solved puzzle; the form is the menu's again.
            screen = newGame.typed != nil && solver != nil ? .solver : .menu
            newGame.leaveTyped()
        default: break
        }
        return []
    }

    func renderNewGame(into buffer: inout ScreenBuffer) {
        let form = newGame
        buffer.write((form.typed == nil ? ScreenText.newGameTitle : ScreenText.playTypedTitle)(language), column: 2, row: 1, style: theme.title)
        let entry = services.lists.indices.contains(form.listIndex) ? services.lists[form.listIndex] : nil
        let list = entry?.list
        let languages = list?.languages ?? ["en", "fr"]
        let shape = form.shape
        let size = "\(shape.size)×\(shape.size)"
        let values: [(Localized, String)] = [
            (ScreenText.fieldSize, size + (shape.boxRows == shape.boxColumns ? "" : " (\(ScreenText.boxes(language)) \(shape.boxRows)×\(shape.boxColumns))")),
            (ScreenText.fieldGrade, GameText.gradeName(form.grade)(language)),
            (ScreenText.fieldList, entry.map { entry in
                entry.list.map { list in
                    let pairs = "\(list.title(in: language)) (\(ScreenText.pairsCount(list.pairs.count)(language)))"
                    return list.pairs.count < shape.size ? pairs + " — " + ScreenText.listTooShort(size)(language) : pairs
                } ?? "\(entry.displayName) — \(ScreenText.listBroken(language))"
            } ?? "—"),
            (ScreenText.fieldShown, GameText.languageName(languages[form.givenSide == .first ? 0 : 1])(language)),
            (ScreenText.fieldMode, (form.immediate ? ScreenText.modeImmediate : ScreenText.modeAtFinish)(language)),
            (ScreenText.fieldPlayer, form.player),
        ]
        let labelWidth = values.map { DisplayWidth.of($0.0(language)) }.max() ?? 8
        let spacing = buffer.height >= 20 ? 2 : 1
        for (index, (label, value)) in values.enumerated() {
            let row = 3 + index * spacing
            let selected = form.field.rawValue == index
            let labelText = label(language) + String(repeating: " ", count: labelWidth - DisplayWidth.of(label(language)))
            buffer.write(labelText, column: 2, row: row, style: theme.text)
            // The name is a text field: shown with a cursor while it is selected.
            // A typed puzzle's size and grade are its own: shown, not offered.
            let fixed = form.typed != nil && index <= NewGameForm.Field.grade.rawValue
            let shown = index == NewGameForm.Field.player.rawValue ? "[ \(value)\(selected ? "_" : "") ]" : fixed ? "  \(value)" : "‹ \(value) ›"
            buffer.write(shown, column: 4 + labelWidth, row: row, style: selected ? theme.menuChoice : theme.text, limit: buffer.width - 5 - labelWidth)
        }
        buffer.write("  \(ScreenText.start(language))  ", column: 4 + labelWidth, row: 3 + values.count * spacing,
                     style: form.field == .start ? theme.menuChoice : theme.title)
        let below = 4 + values.count * spacing + (spacing == 2 ? 1 : 0)
        if pendingWork != nil {
            buffer.write(ScreenText.makingPuzzle(language), column: 2, row: below, style: theme.message)
            buffer.write(ScreenText.cancelMaking(language), column: 2, row: below + 1, style: theme.help)
        } else if let failure = form.failure {
            writeWrapped(failure(language), into: &buffer, column: 2, row: below, width: buffer.width - 4, style: theme.wrong)
        }
        writeHelp(form.field == .player ? ScreenText.newGameNameHelp : ScreenText.newGameHelp, into: &buffer)
    }
}
