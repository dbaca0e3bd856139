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
    /// Pairs due before the end of the day (overdue ones included).
    public var dueToday = 0
    /// Pairs whose stability reached `LearnerMemory.learnedStability`.
    public var learned = 0
    /// The mean probability of recall now of the reviewed pairs; nil when there is none.
    public var retention: Double?
    /// Pairs with at least `LearnerMemory.leechLapses` lapses, most lapses first.
    public var leeches: [Leech] = []
}

extension LearnerMemory {
    /// A pair counts as learned once its stability reaches 21 days: recall stays above 90 % for
    /// three weeks without review. Anki calls such a card "mature" from the same 21 days.
    public static let learnedStability = 21.0
    /// A pair forgotten this often (every review rated again counts) is a leech. Anki's default
    /// is 8 lapses for cards seen daily; a word here comes back about once a game, so 4.
    public static let leechLapses = 4

    /// The statistics of `player` (everyone's pairs when nil, each player's counted apart) at
    /// `date`; due today means due before `endOfDay`.
    public func summary(player: String?, at date: Date, endOfDay: Date) -> MemorySummary {
        var summary = MemorySummary()
        var recallSum = 0.0
        for (name, words) in players where player == nil || name == player {
            for (key, record) in words {
                guard let state = record.state else { continue }
                summary.reviewed += 1
                recallSum += state.recall(at: date)
                if state.due < endOfDay { summary.dueToday += 1 }
                if state.stability >= Self.learnedStability { summary.learned += 1 }
                if state.lapses >= Self.leechLapses { summary.leeches.append(.init(key: key, lapses: state.lapses)) }
            }
        }
        if summary.reviewed > 0 { summary.retention = recallSum / Double(summary.reviewed) }
        summary.leeches.sort { ($0.lapses, $1.key) > ($1.lapses, $0.key) }
        return summary
    }
}
