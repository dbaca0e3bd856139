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
    /// The box shapes offered, smallest first: every usual size the engine plays (those a
    /// puzzle file's cell count names, `BoxShape.standard`) and 10×10, a rectangular size both
    /// ways — 4×4, 6×6, 8×8, 9×9, 10×10, 12×12, 16×16, 25×25. A grid the window is too small
    /// for is still offered, with the window it needs (`renderNewGame`); the game screen waits
    /// for the window to grow. Boxes one cell wide (Latin squares) and the odd sizes between
    /// (14, 15, 18, 20…) stay on the command line (`--box`).
    static let shapes: [(rows: Int, columns: Int)] = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3), (2, 5), (5, 2),
                                                      (3, 4), (4, 3), (4, 4), (5, 5)]
    enum Field: Int, CaseIterable {
        // One player or two before the names, so each name sits beside its colour.
        case size, grade, list, shown, givens, mode, speak, players, player, colour, secondPlayer, secondColour, start
        /// The fields of the second player and the colours, shown only when two play.
        var isForTwo: Bool { self == .colour || self == .secondPlayer || self == .secondColour }
        /// The fields where letters type a name.
        var isName: Bool { self == .player || self == .secondPlayer }
    }

    /// The longest name the field takes.
    static let maximumNameLength = 30
    /// From this size on, making a puzzle can take seconds (a 25×25): the wait says so.
    static let slowSize = 25

    var field: Field = .size
    /// A small grid at a low grade is kinder to a newcomer than an expert 9×9.
    var shapeIndex = 0
    var grade: Grade = .easy
    var listIndex = 0
    var givenSide: Side = .first
    /// The givens read (nil), heard or dictated (`Listening`).
    var listening: Listening?
    var immediate = true
    /// Speak the words: every word placed rightly said aloud, and the recall check's questions
    /// (for a child who cannot read yet); first as the settings say (`speak-words`).
    var speakWords = false
    /// The name the game is recorded under, as typed (trimmed at Start).
    var player = ""
    /// Two players taking turns on one board (`Turns`): the second's name and both colours.
    var twoPlayers = false
    var colour: PlayerColour = .red
    var secondPlayer = ""
    var secondColour: PlayerColour = .blue
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
        listening = choice.listening
        immediate = choice.immediate
        speakWords = choice.speakWords
        if let players = choice.players, players.count == PlayerSeat.count {
            twoPlayers = true
            colour = players[0].colour
            secondPlayer = players[1].name
            secondColour = players[1].colour
        }
        clampGrade()
    }

    /// The fields on the form: those of the second player only when two play.
    var shownFields: [Field] { Field.allCases.filter { twoPlayers || !$0.isForTwo } }

    /// The fields the player can go to: those shown, but not the size and grade of a typed
    /// puzzle (Play it).
    var fields: [Field] { shownFields.filter { typed == nil || ($0 != .size && $0 != .grade) } }

    /// The field `step` (−1 or +1) from the current one, wrapping.
    mutating func moveField(by step: Int) {
        let shown = fields
        let index = shown.firstIndex(of: field) ?? 0
        field = shown[((index + step) % shown.count + shown.count) % shown.count]
    }

    /// The two players as typed (names trimmed), when two play.
    var seats: [PlayerSeat]? {
        guard twoPlayers else { return nil }
        return [PlayerSeat(name: PlayerName.trimmed(player), colour: colour),
                PlayerSeat(name: PlayerName.trimmed(secondPlayer), colour: secondColour)]
    }

    /// Why the last Start failed, shown under the form.
    var failure: Localized?

    /// Play it (the solver screen): the typed puzzle Start makes a game on. Its size and grade
    /// are the puzzle's, so those fields stay as they are while it is set; the list, the shown
    /// language, the mode and the name are chosen as for a new game.
    private(set) var typed: TypedPuzzle?
    /// The size and grade chosen before Play it, given back when the form leaves it.
    private var beforeTyped: (shapeIndex: Int, grade: Grade)?

    /// Opens the form on `typed`, of `shape` (one of `shapes`, as the solver's are): on the list
    /// field, on a list that fills the puzzle's size when the one chosen does not.
    mutating func play(_ typed: TypedPuzzle, shape: BoxShape) {
        if self.typed == nil { beforeTyped = (self.shapeIndex, grade) }
        self.typed = typed
        shapeIndex = NewGameForm.shapes.firstIndex { $0 == (shape.boxRows, shape.boxColumns) } ?? shapeIndex
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
        var choice = GameChoice(shape: shape, grade: grade, listIndex: listIndex, givenSide: givenSide, immediate: immediate,
                                player: player, players: seats, speakWords: speakWords)
        choice.listening = listening
        return choice
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
        case .givens:
            let ways: [Listening?] = [nil] + Listening.allCases
            listening = ways[wrap(ways.firstIndex(of: listening) ?? 0, ways.count)]
        case .mode: immediate.toggle()
        case .speak: speakWords.toggle()
        case .players: twoPlayers.toggle()
        // Two players never share a colour: the other's is skipped.
        case .colour: colour = Self.colour(after: colour, by: step, skipping: secondColour)
        case .secondColour: secondColour = Self.colour(after: secondColour, by: step, skipping: colour)
        case .player, .secondPlayer, .start: break
        }
    }

    /// The palette's colour `step` from `colour`, wrapping, never `taken`.
    static func colour(after colour: PlayerColour, by step: Int, skipping taken: PlayerColour) -> PlayerColour {
        let palette = PlayerColour.allCases
        var index = palette.firstIndex(of: colour) ?? 0
        repeat { index = ((index + step) % palette.count + palette.count) % palette.count } while palette[index] == taken
        return palette[index]
    }

    /// A key typed in the name field: a character is added, Backspace removes the last one,
    /// Ctrl-U clears it (as in a shell: the field starts with the last name, which a second
    /// player would otherwise erase letter by letter). Returns false when the key is not for
    /// the field.
    mutating func edit(_ key: Key) -> Bool {
        var name = field == .secondPlayer ? secondPlayer : player
        switch key {
        case .character(let character):
            if name.count < NewGameForm.maximumNameLength, !character.isNewline { name.append(character) }
        case .backspace, .delete:
            if !name.isEmpty { name.removeLast() }
        case .control("u"):
            name = ""
        default: return false
        }
        if field == .secondPlayer { secondPlayer = name } else { player = name }
        return true
    }
}
