import SudokuEngine

/// What a front end reads and does while a game is on screen, beside `apply(_:at:)`.
extension GameSession {
    /// The board now, as the engine's value.
    public var board: Board { Board(shape: shape, cells: cells) }
    /// Whether mistakes are shown during play (immediate mode) or only at the end (exam).
    public var showsMistakes: Bool { setup.mode == .immediate }
    /// Whether `cell` is to be shown as wrong now: a wrong entry, in immediate mode only.
    public func isShownWrong(_ cell: Int) -> Bool { showsMistakes && isWrong(cell) }
    /// Whole seconds played, as of the clock reading `time`.
    public func elapsedSeconds(at time: Double) -> Int { Int(timer.elapsed(at: time)) }
    /// Stops the timer (pause screen, suspend, quit).
    public mutating func pause(at time: Double) { timer.pause(at: time) }
    /// Starts the timer again (or for the first time, or after a resume from disk).
    public mutating func resume(at time: Double) { if !isFinished { timer.start(at: time) } }
    /// The pairs the learner got wrong at least once, once finished.
    public var missedPairs: [WordPair] { (result?.missedSymbols ?? []).map { setup.pairs[$0 - 1] } }
}
