#if canImport(Glibc)
import Glibc
#endif

/// Where a game's timer reads the time: seconds from any fixed origin, never going back.
///
/// Named `GameClock` rather than `Clock` so it does not shadow the standard library's `Clock`.
/// Front ends pass `SystemClock()`; tests pass a clock they move by hand.
public protocol GameClock: Sendable {
    /// The current reading, in seconds.
    func now() -> Double
}

/// The machine's monotonic clock (unaffected by changes to the wall-clock time).
public struct SystemClock: GameClock {
    public init() {}

    public func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}
