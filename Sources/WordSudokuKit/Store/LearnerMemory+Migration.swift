import Foundation

/// Format 1 of `memory.json` kept a Leitner box per pair (1 = missed last time; a right answer
/// moved a pair up one box, to 5 at most; a wrong one back to 1) and no dates.
extension LearnerMemory {
    /// Whether some record still holds a Leitner box instead of a memory state.
    var hasLeitnerBoxes: Bool { players.values.contains { $0.values.contains { $0.leitnerBox != nil } } }

    /// Turns every Leitner box into the FSRS state it stands for, reviewed last at `date`;
    /// the counts (seen, right, wrong) are kept as they are, so nothing is lost.
    ///
    /// Box 1 means the last answer was wrong: the state after one review rated again
    /// (S = w₀ = 0.212 days). Box b ≥ 2 means b − 1 right answers in a row since the last miss
    /// (at least 4 in box 5): the state after b − 1 reviews rated good, each made one stability
    /// after the last, when recall had fallen to 90 % (the point FSRS's S names) — S = 2.31,
    /// 11.9, 49.7, 174 days for boxes 2 to 5, due as a review gives (`FSRS.scheduledDays`, no fuzz). Not at the game's own target (85 %, later): that
    /// would credit box 5 with 420 days from answers that, without dates, may all have come in
    /// one week. So the order of the boxes is kept: a pair of box 1 is due the same day, one of
    /// box 5 months later. Every wrong answer counts
    /// as a lapse, every answer as a review (their order is lost with the old format).
    ///
    /// The store passes the file's last change (when its last game was recorded, the latest
    /// any of its answers can be), so the dates are the same at every load until it is saved.
    mutating func migrateLeitnerBoxes(reviewedAt date: Date) {
        for (player, words) in players {
            for (key, record) in words {
                guard let box = record.leitnerBox else { continue }
                var migrated = record
                migrated.leitnerBox = nil
                var state = Self.state(forLeitnerBox: box, reviewedAt: date)
                state.reps = record.right + record.wrong
                state.lapses = record.wrong
                // A record the migrated memory would refuse when read again is not made: a box
                // of 1 with no wrong answer has no lapse to date, and a record never answered
                // (only shown) has no state (the structure-aware fuzz target found a box 1 with
                // one right answer saved as a state the next load dropped).
                if state.lapses == 0 { state.lastLapse = nil }
                migrated.state = state.reps > 0 ? state : nil
                players[player]?[key] = migrated
            }
        }
    }

    /// The FSRS state of Leitner box `box`, its last review at `date`.
    static func state(forLeitnerBox box: Int, reviewedAt date: Date, timeZone: TimeZone = .current) -> MemoryState {
        var state: MemoryState
        if box <= 1 {
            state = FSRS.review(nil, rating: .again, at: date)
        } else {
            state = FSRS.review(nil, rating: .good, at: date)
            for _ in 2..<box {
                state = FSRS.review(state, rating: .good, at: state.lastReview.addingTimeInterval(state.stability * FSRS.secondsPerDay),
                                    timeZone: timeZone)
            }
        }
        // The same state, its last review moved to `date`, due that many whole days after.
        state.lastReview = date
        state.due = FSRS.dueDate(after: date, days: FSRS.scheduledDays(stability: state.stability), timeZone: timeZone)
        return state
    }
}
