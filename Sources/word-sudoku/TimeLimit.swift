import WordSudokuKit

/// The budget of one puzzle in `solve` and `rate` (`--time-limit S`): past it the search
/// gives up on that puzzle and the command goes on with the next, so no input keeps a
/// command busy for ever (a random 25×25 puzzle can take a complete search minutes).
struct TimeLimit {
    /// Seconds per puzzle.
    let seconds: Int
    /// Read at the start of a puzzle and whenever the search asks whether to go on.
    let clock: any GameClock

    /// Enough for every benchmark set by far (their slowest puzzle takes milliseconds), short
    /// enough that a file of hopeless puzzles still ends.
    static let defaultSeconds = 10
    /// From one second to one hour: a whole number, as the message says it.
    static let range = 1...3600

    /// `--time-limit` of `arguments`, 10 s when absent; a usage error outside `range`.
    init(_ arguments: Arguments, clock: any GameClock = SystemClock()) throws {
        seconds = try arguments.integer(.timeLimit) ?? TimeLimit.defaultSeconds
        self.clock = clock
    }

    /// A `shouldContinue` for the search of one puzzle, its budget starting now.
    func startPuzzle() -> () -> Bool {
        let deadline = clock.now() + Double(seconds)
        let clock = self.clock
        return { clock.now() < deadline }
    }
}
