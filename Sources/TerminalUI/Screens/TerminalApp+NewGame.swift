import SudokuEngine
import WordSudokuKit

/// The choices of the New game screen, one field per line.
struct NewGameForm {
    /// The box shapes offered: 4×4, 6×6 both ways, 9×9, 12×12 both ways, 16×16.
    static let shapes: [(rows: Int, columns: Int)] = [(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 3), (4, 4)]
    enum Field: Int, CaseIterable { case size, grade, list, shown, mode, start }

    var field: Field = .size
    /// A small grid at a low grade is kinder to a newcomer than an expert 9×9.
    var shapeIndex = 0
    var grade: Grade = .easy
    var listIndex = 0
    var givenSide: Side = .first
    var immediate = true
    let listCount: Int

    init(listCount: Int, choice: GameChoice? = nil) {
        self.listCount = max(1, listCount)
        guard let choice else { return }
        shapeIndex = NewGameForm.shapes.firstIndex { $0 == (choice.shape.boxRows, choice.shape.boxColumns) } ?? 0
        grade = choice.grade
        listIndex = min(max(0, choice.listIndex), self.listCount - 1)
        givenSide = choice.givenSide
        immediate = choice.immediate
    }

    /// Why the last Start failed, shown under the form.
    var failure: Localized?

    var shape: BoxShape {
        let (r, c) = NewGameForm.shapes[shapeIndex]
        return try! BoxShape(rows: r, columns: c)
    }

    var choice: GameChoice {
        GameChoice(shape: shape, grade: grade, listIndex: listIndex, givenSide: givenSide, immediate: immediate)
    }

    /// Moves the value of the current field by `step` (−1 or +1), wrapping.
    mutating func change(by step: Int) {
        func wrap(_ value: Int, _ count: Int) -> Int { ((value + step) % count + count) % count }
        switch field {
        case .size: shapeIndex = wrap(shapeIndex, NewGameForm.shapes.count)
        case .grade: grade = Grade(rawValue: wrap(grade.rawValue - 1, Grade.allCases.count) + 1)!
        case .list: listIndex = wrap(listIndex, listCount)
        case .shown: givenSide = givenSide.other
        case .mode: immediate.toggle()
        case .start: break
        }
    }
}

extension TerminalApp {
    mutating func handleNewGame(_ key: Key) -> [Effect] {
        let fields = NewGameForm.Field.allCases
        switch key {
        case .up, .character("k"), .backTab:
            newGame.field = fields[(newGame.field.rawValue + fields.count - 1) % fields.count]
        case .down, .character("j"), .tab:
            newGame.field = fields[(newGame.field.rawValue + 1) % fields.count]
        case .left, .character("h"): newGame.change(by: -1)
        case .right, .character("l"), .character(" "): newGame.change(by: 1)
        case .enter:
            let choice = newGame.choice
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
            // Making a big puzzle can take a moment: the screen says so first. An unfinished
            // saved game is asked about before.
            return requestStart(.newGame(choice))
        case .escape, .character("q"): screen = .menu
        default: break
        }
        return []
    }

    func renderNewGame(into buffer: inout ScreenBuffer) {
        buffer.write(ScreenText.newGameTitle(language), column: 2, row: 1, style: theme.title)
        let form = newGame
        let entry = services.lists.indices.contains(form.listIndex) ? services.lists[form.listIndex] : nil
        let list = entry?.list
        let languages = list?.languages ?? ["en", "fr"]
        let shape = form.shape
        let values: [(Localized, String)] = [
            (ScreenText.fieldSize, "\(shape.size)×\(shape.size)" + (shape.boxRows == shape.boxColumns ? "" : " (\(ScreenText.boxes(language)) \(shape.boxRows)×\(shape.boxColumns))")),
            (ScreenText.fieldGrade, GameText.gradeName(form.grade)(language)),
            (ScreenText.fieldList, entry.map { entry in
                entry.list.map { "\($0.title(in: language)) (\(ScreenText.pairsCount($0.pairs.count)(language)))" }
                    ?? "\(entry.displayName) — \(ScreenText.listBroken(language))"
            } ?? "—"),
            (ScreenText.fieldShown, GameText.languageName(languages[form.givenSide == .first ? 0 : 1])(language)),
            (ScreenText.fieldMode, (form.immediate ? ScreenText.modeImmediate : ScreenText.modeAtFinish)(language)),
        ]
        let labelWidth = values.map { DisplayWidth.of($0.0(language)) }.max() ?? 8
        let spacing = buffer.height >= 16 ? 2 : 1
        for (index, (label, value)) in values.enumerated() {
            let row = 3 + index * spacing
            let selected = form.field.rawValue == index
            let labelText = label(language) + String(repeating: " ", count: labelWidth - DisplayWidth.of(label(language)))
            buffer.write(labelText, column: 2, row: row, style: theme.text)
            buffer.write("‹ \(value) ›", column: 4 + labelWidth, row: row, style: selected ? theme.menuChoice : theme.text, limit: buffer.width - 5 - labelWidth)
        }
        buffer.write("  \(ScreenText.start(language))  ", column: 4 + labelWidth, row: 3 + values.count * spacing,
                     style: form.field == .start ? theme.menuChoice : theme.title)
        if pendingWork != nil {
            buffer.write(ScreenText.makingPuzzle(language), column: 2, row: 5 + values.count * spacing, style: theme.message)
            buffer.write(ScreenText.cancelMaking(language), column: 2, row: 6 + values.count * spacing, style: theme.help)
        } else if let failure = form.failure {
            writeWrapped(failure(language), into: &buffer, column: 2, row: 5 + values.count * spacing, width: buffer.width - 4, style: theme.wrong)
        }
        writeHelp(ScreenText.newGameHelp, into: &buffer)
    }
}
