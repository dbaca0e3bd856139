import Foundation
import Synchronization
import WordSudokuKit

/// The benchmark's clock: seconds since the first game, moved by the simulation only. It is both
/// the game's timer (`GameClock`) and, through `date`, the wall-clock date the game and the
/// learner memory are given — the kit takes both as parameters.
public final class SimulatedClock: GameClock, Sendable {
    public let start: Date
    private let seconds: Mutex<Double>

    public init(start: Date, seconds: Double = 0) {
        self.start = start
        self.seconds = Mutex(seconds)
    }

    public func now() -> Double { seconds.withLock { $0 } }
    public func set(_ value: Double) { seconds.withLock { $0 = value } }
    public func advance(by delta: Double) { seconds.withLock { $0 += delta } }
    /// The simulated date now.
    public var date: Date { start.addingTimeInterval(now()) }
}
