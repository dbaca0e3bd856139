/// The playing time of one game. It runs only between `start(at:)` and `pause(at:)`; the
/// front end pauses it when the game is paused, suspended or quit. Only the accumulated time
/// is saved, so a resumed game goes on from where the save left it.
public struct GameTimer: Equatable, Sendable, Codable {
    /// Seconds played before the current run began.
    public private(set) var accumulated: Double
    /// The clock reading when the current run began; nil while paused.
    public private(set) var runningSince: Double?

    /// A stopped timer showing `seconds`.
    public init(seconds: Double = 0) {
        accumulated = seconds
        runningSince = nil
    }

    var isRunning: Bool { runningSince != nil }

    /// Starts (or restarts after a pause) counting from the clock reading `time`.
    public mutating func start(at time: Double) {
        if runningSince == nil { runningSince = time }
    }

    /// Stops counting; the time so far is kept.
    public mutating func pause(at time: Double) {
        guard let since = runningSince else { return }
        accumulated += max(0, time - since)
        runningSince = nil
    }

    /// Seconds played, as of the clock reading `time`.
    public func elapsed(at time: Double) -> Double {
        accumulated + (runningSince.map { max(0, time - $0) } ?? 0)
    }

    /// `mm:ss` below an hour, `h:mm:ss` from an hour on.
    public static func format(seconds: Int) -> String {
        let s = max(0, seconds)
        let h = s / 3600, m = (s % 3600) / 60, sec = s % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(sec))" : "\(two(m)):\(two(sec))"
    }

    private enum CodingKeys: String, CodingKey { case seconds }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(seconds: try container.decode(Double.self, forKey: .seconds))
    }

    /// Saves the time accumulated so far; a running timer should be paused first
    /// (`GameSession.snapshot(at:)` does it).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(accumulated, forKey: .seconds)
    }
}
