import SudokuEngine
import WordSudokuKit

/// The game screen's own state around a game: the selected cell, the word being typed, the
/// notes switch, the last message, the hint on show and any question asked.
public struct GamePlay {
    public var game: any PlayableGame
    public var selected: Int
    /// The word being typed into the selected cell, nil when not typing.
    public var entry: String?
    /// Tab completion: the prefix typed before the first Tab, and which match is shown.
    var completionPrefix: String?
    var completionIndex = 0
    public var notesMode = false
    public var message: Localized?
    public var hint: BoardHint?
    public var overlay: Overlay?

    /// A question or panel over the board.
    public enum Overlay: Equatable, Sendable {
        case peekAsk, peek, paused, quitAsk
    }

    /// Recognises typed words (case, accents, articles forgiven as the kit's matcher does).
    let matcher: AnswerMatcher

    public init(game: any PlayableGame) {
        self.game = game
        shape = game.shape
        selected = game.cells.firstIndex(of: 0) ?? 0
        let answerSide = game.givenSide.other
        matcher = AnswerMatcher(pairs: game.pairs, side: answerSide, language: game.languages[answerSide == .first ? 0 : 1])
    }

    public var isPaused: Bool { overlay == .paused }
    /// Read once: a game may build its shape on each call, and the screen asks often.
    public let shape: BoxShape
    /// The board now.
    public var board: Board { Board(shape: shape, cells: game.cells) }
    var answerSide: Side { game.givenSide.other }

    /// The word shown in `cell`, or nil when empty.
    func word(at cell: Int) -> String? {
        let symbol = Int(game.cells[cell])
        guard symbol != 0 else { return nil }
        return game.pairs[symbol - 1].shown(game.isGiven(cell) ? game.givenSide : answerSide)
    }

    /// Which of the puzzle's words `text` is: the kit's matcher's answer.
    func match(_ text: String) -> AnswerMatcher.Match {
        matcher.match(text)
    }

    /// The puzzle's answer words that start with `prefix`, or whose word after an article
    /// (`le chat` for `ch`) does, in bank order; case and accents do not matter (`eg` finds
    /// `l'église`).
    func completions(of prefix: String) -> [String] {
        func folded(_ text: String) -> String { WordNormalizer.withoutAccents(WordNormalizer.key(text)) }
        let wanted = folded(prefix)
        return game.pairs.map { $0.shown(answerSide) }.filter { word in
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
