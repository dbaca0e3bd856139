import SudokuEngine
import WordSudokuKit

/// What the game screen needs from a game in progress: the kit's `GameSession` conforms to it
/// (`GameSession+PlayableGame.swift`), and tests may pass any other game.
///
/// Symbols are 1...N; symbol `s` is the word pair `pairs[s - 1]`.
public protocol PlayableGame {
    var shape: BoxShape { get }
    var grade: Grade { get }
    var pairs: [WordPair] { get }
    /// The side the givens show; the learner enters the other side.
    var givenSide: Side { get }
    /// The two language codes of the pairs' sides, e.g. `["en", "fr"]`.
    var languages: [String] { get }
    /// The N² cells as they are now, givens and entries (0 empty, else the symbol).
    var cells: [UInt8] { get }
    func isGiven(_ cell: Int) -> Bool
    /// Whether the entry at `cell` is to be shown as wrong now (never in exam mode).
    func isShownWrong(_ cell: Int) -> Bool
    func notes(at cell: Int) -> CandidateSet
    var mistakes: Int { get }
    /// Whether mistakes are shown during play (immediate mode) or only at the end (exam).
    var showsMistakes: Bool { get }
    var hintsUsed: Int { get }
    var peeksLeft: Int { get }
    /// The short code that rebuilds this puzzle, if it has one.
    var code: String? { get }
    /// Seconds played, at `now` (seconds on the injected clock).
    func elapsedSeconds(at now: Double) -> Int
    var isSolved: Bool { get }

    mutating func place(_ symbol: Int, at cell: Int) -> PlayOutcome
    mutating func erase(at cell: Int) -> PlayOutcome
    mutating func toggleNote(_ symbol: Int, at cell: Int) -> PlayOutcome
    mutating func undo() -> PlayOutcome
    mutating func redo() -> PlayOutcome
    mutating func restart() -> PlayOutcome
    /// The next logical step explained, and the cells it is about; nil when none is found.
    mutating func hint() -> BoardHint?
    /// Spends a dictionary peek; false when none are left.
    mutating func peek() -> Bool
    mutating func pause(at now: Double)
    mutating func resume(at now: Double)
    /// The final account, once solved or given up.
    func result(at now: Double) -> ResultsSummary
}

/// What a move did, for the status line and the bell.
public enum PlayOutcome: Equatable, Sendable {
    case done
    /// The word placed is not the solution's word for that cell (counted).
    case mistake
    case givenIsLocked
    case nothingToUndo
    case nothingToRedo
    /// The grid is full: right, or in exam mode with its mistakes; the game ends.
    case solved
    /// The move was not played, for this reason.
    case refused(Localized)
}

/// An explained step, in both UI languages, and the cells to highlight.
public struct BoardHint: Equatable, Sendable {
    public var text: Localized
    public var cells: [Int]
    public init(text: Localized, cells: [Int]) {
        self.text = text
        self.cells = cells
    }
}

/// The results screen's content.
public struct ResultsSummary: Equatable, Sendable {
    public var isValid: Bool
    public var mistakes: Int
    public var seconds: Int
    public var hintsUsed: Int
    public var peeksUsed: Int
    public var score: Int
    /// Lines to celebrate: a new record, the daily streak.
    public var announcements: [Localized]
    /// Pairs the learner got wrong at least once.
    public var missed: [WordPair]
    public init(isValid: Bool, mistakes: Int, seconds: Int, hintsUsed: Int, peeksUsed: Int, score: Int,
                announcements: [Localized] = [], missed: [WordPair]) {
        self.isValid = isValid
        self.mistakes = mistakes
        self.seconds = seconds
        self.hintsUsed = hintsUsed
        self.peeksUsed = peeksUsed
        self.score = score
        self.announcements = announcements
        self.missed = missed
    }
}
