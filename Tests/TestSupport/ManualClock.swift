import WordSudokuKit

/// A game clock that only the test moves (`time += 30`): timers, pauses and the time limit
/// are checked without waiting. The one stand-in for the monotonic clock in every test target.
public final class ManualClock: GameClock, @unchecked Sendable {
    /// Seconds on the clock's own scale (its zero means nothing, as a monotonic clock's).
    public var time: Double
    public init(_ time: Double = 1000) { self.time = time }
    public func now() -> Double { time }
}
