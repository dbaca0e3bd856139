import SudokuEngine
import WordSudokuKit

/// The game screen's own state around a game: the selected cell, the word being typed, the
/// notes switch, the last message, the hint on show and any question asked. The game itself
/// is the kit's `GameLifecycle`, which saves, finishes and records it as line mode does.
public struct GamePlay {
    public var lifecycle: GameLifecycle
    /// The game as it stands.
    public var game: GameSession { lifecycle.session }
    public var selected: Int
    /// The word being typed into the selected cell, nil when not typing.
    public var entry: String?
    /// Tab completion: the prefix typed before the first Tab, and which match is shown.
    var completionPrefix: String?
    var completionIndex = 0
    var notesMode = false
    /// The first digit of a word's number, waiting for the second (grids of 10 words and more).
    var pendingNumber: Int?
    /// `L` away from a given: the next word number (from the bank) is looked up, not placed.
    var lookingUp = false
    public var message: Localized?
    public var hint: BoardHint?
    /// The results' board corrected: these cells (left empty or wrong) show their right word,
    /// shaded, a wrong one in the mistake colour; no cell is selected. Nil while playing.
    var corrections: Set<Int>?
    /// The cell a wrong word clashes with (the same word in its row, column or box), shaded
    /// until the next move while the message says where it is.
    public var clash: Int?
    var overlay: Overlay?

    /// A question or panel over the board.
    public enum Overlay: Equatable, Sendable {
        case peekAsk, peek, paused, quitAsk
        /// Finish now, with cells still empty?
        case finishAsk
        /// Clear the board of the player's words? (`^K`, which throws work away, asks first.)
        case clearAsk
        /// Discard the game for good? (`d` on the leave question asks a second time.)
        case discardAsk
        /// The word bank on its own page.
        case bank
    }

    /// Recognises typed words as line mode does (case, accents, articles forgiven; the givens'
    /// language noticed).
    let lookup: AnswerLookup

    public init(_ lifecycle: GameLifecycle) {
        self.lifecycle = lifecycle
        let game = lifecycle.session
        shape = game.shape
        // Where the player left it, else the first empty cell.
        selected = game.cursor.flatMap { game.cells.indices.contains($0) ? $0 : nil } ?? game.cells.firstIndex(of: 0) ?? 0
        lookup = AnswerLookup(setup: game.setup)
    }

    var isPaused: Bool { overlay == .paused }
    /// The board is out of sight (the help page, a window too small): its clock is stopped
    /// until it shows again (`TerminalApp.settleClock`).
    var boardHidden = false
    /// Read once: the screen asks often.
    public let shape: BoxShape
    /// The board now.
    public var board: Board { Board(shape: shape, cells: game.cells) }
    var answerSide: Side { game.setup.answerSide }
    var pairs: [WordPair] { game.setup.pairs }

    /// The word shown in `cell` (a heard given's speaker mark), or nil when empty.
    func word(at cell: Int) -> String? {
        let symbol = Int(game.cells[cell])
        guard symbol != 0 else { return nil }
        // A heard given keeps its word to the ear (`Listening`).
        if game.isGiven(cell) { return game.boardLabel(ofGiven: symbol) }
        return pairs[symbol - 1].shown(answerSide)
    }

    /// Which of the puzzle's words `text` is, as line mode reads it.
    func match(_ text: String) -> AnswerMatch {
        lookup.match(text)
    }

    /// The puzzle's answer words that start with `prefix`, or whose word after an article
    /// (`le chat` for `ch`) does, in bank order; case and accents do not matter (`eg` finds
    /// `l'église`).
    func completions(of prefix: String) -> [String] {
        func folded(_ text: String) -> String { WordNormalizer.withoutAccents(WordNormalizer.key(text)) }
        let wanted = folded(prefix)
        return pairs.map { $0.shown(answerSide) }.filter { word in
            let form = folded(word)
            if form.hasPrefix(wanted) { return true }
            return form.split(whereSeparator: { $0 == " " || $0 == "'" || $0 == "’" }).dropFirst()
                .contains { $0.hasPrefix(wanted) }
        }
    }

    /// The next empty cell after the selected one in reading order (wrapping), if any.
    func nextEmpty(forward: Bool) -> Int? {
        let count = shape.cellCount
        let cells = game.cells
        for step in 1...count {
            let cell = ((selected + (forward ? step : -step)) % count + count) % count
            if cells[cell] == 0 { return cell }
        }
        return nil
    }
}

/// An explained step, in both UI languages, and the cells to highlight.
public struct BoardHint: Equatable, Sendable {
    public var text: Localized
    public var cells: [Int]

    /// The hint the kit found, in line mode's words; nil when there is nothing left to find.
    init?(_ hint: GameHint, _ session: GameSession) {
        switch hint {
        case .solved: return nil
        case .wrongEntry(let cell): cells = [cell]
        case .step(let stepCells, _, _): cells = stepCells
        }
        text = Localized { GameText.hint(hint, session, $0) }
    }
}
