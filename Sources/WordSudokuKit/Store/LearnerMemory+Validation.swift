import Foundation

extension LearnerMemory: StoredValue {
    /// Every record with bounded counts, seen = right + wrong + shown (each game counts once);
    /// a format-1 record in a Leitner box 1…5; a format-2 record with a memory state exactly
    /// when it has reviews, whose reps = right + wrong and lapses = wrong, stability finite in
    /// 0.001…36,500 days, difficulty finite in 1…10, and dates in `MemoryState.dates` with the
    /// due date after the last review.
    func validate() throws(InvalidStoredValue) {
        for (player, words) in players {
            for (key, record) in words {
                try record.validate(name: "players[\(player)][\(key)]")
            }
        }
        for (player, sources) in listsPlayed {
            try InvalidStoredValue.check(sources.count <= Self.listsPlayedLimit, "listsPlayed[\(player)]: more than \(Self.listsPlayedLimit)")
            for source in sources {
                try InvalidStoredValue.check(!source.isEmpty && source.utf8.count <= Self.listSourceLimit,
                                             "listsPlayed[\(player)]: a source empty or too long")
            }
        }
    }
}

extension LearnerMemory.Record {
    func validate(name: String) throws(InvalidStoredValue) {
        try InvalidStoredValue.check("\(name).right", right, in: StoreLimits.count)
        try InvalidStoredValue.check("\(name).wrong", wrong, in: StoreLimits.count)
        try InvalidStoredValue.check("\(name).shown", shown, in: StoreLimits.count)
        try InvalidStoredValue.check(seen == right + wrong + shown, "\(name).seen ≠ right + wrong + shown")
        if let leitnerBox {
            try InvalidStoredValue.check("\(name).box", leitnerBox, in: 1...5)
            try InvalidStoredValue.check(state == nil, "\(name): both a box and a state")
            return
        }
        guard let state else {
            try InvalidStoredValue.check(right + wrong == 0, "\(name): reviews without a state")
            return
        }
        try InvalidStoredValue.check(state.reps == right + wrong, "\(name).state.reps ≠ right + wrong")
        try InvalidStoredValue.check(state.lapses == wrong, "\(name).state.lapses ≠ wrong")
        try state.validate(name: "\(name).state")
    }
}

extension MemoryState {
    /// Stability finite in 0.001…36,500 days, difficulty finite in 1…10, dates in `dates` with the
    /// due date after the last review, and a last lapse (when there is one) at or before the
    /// last review, with at least one lapse counted.
    func validate(name: String) throws(InvalidStoredValue) {
        try InvalidStoredValue.check(stability.isFinite, "\(name).stability = \(stability)")
        try InvalidStoredValue.check("\(name).stability", stability, in: FSRS.stabilityRange)
        try InvalidStoredValue.check(difficulty.isFinite, "\(name).difficulty = \(difficulty)")
        try InvalidStoredValue.check("\(name).difficulty", difficulty, in: FSRS.difficultyRange)
        for (field, date) in [("lastReview", lastReview), ("due", due)] {
            let seconds = date.timeIntervalSince1970
            try InvalidStoredValue.check(seconds.isFinite, "\(name).\(field) = \(seconds)")
            try InvalidStoredValue.check("\(name).\(field)", seconds, in: MemoryState.dates)
        }
        try InvalidStoredValue.check(due >= lastReview, "\(name).due < lastReview")
        try InvalidStoredValue.check("\(name).reps", reps, in: StoreLimits.count)
        try InvalidStoredValue.check("\(name).lapses", lapses, in: 0...reps)
        if let lastLapse {
            let seconds = lastLapse.timeIntervalSince1970
            try InvalidStoredValue.check(seconds.isFinite, "\(name).lastLapse = \(seconds)")
            try InvalidStoredValue.check("\(name).lastLapse", seconds, in: MemoryState.dates)
            try InvalidStoredValue.check(lapses >= 1, "\(name).lastLapse without a lapse")
            try InvalidStoredValue.check(lastLapse <= lastReview, "\(name).lastLapse after lastReview")
        }
    }
}

extension MemoryState {
    /// The dates a stored state may hold, in seconds since 1970: from 2000 to 2200 (a due
    /// date may lie up to 100 years after a review).
    static let dates = 946_684_800.0...7_258_118_400.0
}
