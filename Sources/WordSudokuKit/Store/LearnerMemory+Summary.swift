import Foundation

/// What the statistics say of a learner memory at one moment (`LearnerMemory.summary`).
public struct MemorySummary: Equatable, Sendable {
    /// A pair failed again and again: named in the statistics with a suggestion.
    public struct Leech: Equatable, Sendable {
        public var key: String
        public var lapses: Int
    }

    /// Pairs reviewed at least once (with a memory state).
    public var reviewed = 0
    /// Pairs due before the end of the learner's day (overdue ones included).
    var dueToday = 0
    /// Pairs coming due during tomorrow's learner day.
    var dueTomorrow = 0
    /// Pairs due before the end of the seventh learner's day from today (today's included).
    var dueThisWeek = 0
    /// Pairs whose stability reached `LearnerMemory.learnedStability`.
    public var learned = 0
    /// The mean probability of recall now of the reviewed pairs; nil when there is none.
    public var retention: Double?
    /// Pairs with at least `LearnerMemory.leechLapses` lapses, most lapses first.
    var leeches: [Leech] = []
}

/// How well the memory's predictions held (`MemoryCalibration.of`): over the reviews of the
/// last 30 days of words met before, the share recalled against the mean recall the memory
/// predicted for them at that moment. A learner far below the prediction forgets faster than
/// FSRS's default learner; far above, slower.
public struct MemoryCalibration: Equatable, Sendable {
    /// The days looked back.
    public static let days = 30

    /// Reviews counted (first meetings of a word are not: nothing was predicted).
    public var reviews: Int
    /// The share of them recalled (rated hard, good or easy).
    public var measured: Double
    /// The mean predicted chance of recall at each of them.
    var predicted: Double

    /// The calibration of `player`'s (everyone's when nil) reviews in `log` over the `days`
    /// before `date`; nil when there is none.
    public static func of(_ log: [ReviewLogEntry], player: String?, at date: Date) -> MemoryCalibration? {
        let since = date.addingTimeInterval(-Double(days) * FSRS.secondsPerDay)
        let counted = log.compactMap { entry -> (Bool, Double)? in
            guard player == nil || entry.player == player, entry.time >= since, entry.time <= date,
                  let before = entry.before, (entry.elapsedDays ?? 0) >= 1 else { return nil }
            return (entry.rating != .again, before.recall(at: entry.time))
        }
        guard !counted.isEmpty else { return nil }
        let n = Double(counted.count)
        return MemoryCalibration(reviews: counted.count, measured: Double(counted.filter(\.0).count) / n,
                                 predicted: counted.map(\.1).reduce(0, +) / n)
    }
}

extension LearnerMemory {
    /// A pair counts as learned once its stability reaches 21 days: recall stays above 90 % for
    /// three weeks without review. Anki calls such a card "mature" from the same 21 days.
    static let learnedStability = 21.0
    /// A pair forgotten this often (every review rated again counts) is a leech. Anki's default
    /// is 8 lapses for cards seen daily; a word here comes back about once a game, so 4.
    static let leechLapses = 4

    /// The statistics of `player` (everyone's pairs when nil, each player's counted apart) at
    /// `date`; today, tomorrow and the week are learner's days (`LearnerDay`, from 4 am in
    /// `timeZone`). The retention is the mean recall at the start of tomorrow: "now" it read
    /// 100 % right after a game whose words were all missed (a review's recall is 1 at once),
    /// where tomorrow's tells the learner what will be left.
    public func summary(player: String?, at date: Date, timeZone: TimeZone = .current) -> MemorySummary {
        var summary = MemorySummary()
        var recallSum = 0.0
        let today = LearnerDay.of(date, timeZone: timeZone)
        func end(_ days: Int) -> Date { LearnerDay.start(of: today.adding(days: days), timeZone: timeZone) }
        let (endOfToday, endOfTomorrow, endOfWeek) = (end(1), end(2), end(7))
        for (name, words) in players where player == nil || name == player {
            for (key, record) in words {
                guard let state = record.state else { continue }
                summary.reviewed += 1
                recallSum += state.recall(at: endOfToday)
                if state.due < endOfToday { summary.dueToday += 1 } else if state.due < endOfTomorrow { summary.dueTomorrow += 1 }
                if state.due < endOfWeek { summary.dueThisWeek += 1 }
                if state.stability >= Self.learnedStability { summary.learned += 1 }
                if state.lapses >= Self.leechLapses { summary.leeches.append(.init(key: key, lapses: state.lapses)) }
            }
        }
        if summary.reviewed > 0 { summary.retention = recallSum / Double(summary.reviewed) }
        summary.leeches.sort { ($0.lapses, $1.key) > ($1.lapses, $0.key) }
        return summary
    }
}
