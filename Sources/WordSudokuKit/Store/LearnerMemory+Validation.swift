import Foundation

extension LearnerMemory: StoredValue {
    /// Every record with bounded counts, seen = right + wrong + shown (each game counts once);
    /// a format-1 record in a Leitner box 1…5; a format-2 record with a memory state exactly
    /// when it has reviews, whose reps = right + wrong and lapses = wrong, stability finite in
    /// 0.001…36,500 days, difficulty finite in 1…10, and dates in `MemoryState.dates` with the
    /// due date after the last review. At most `StoreLimits.players` players of at most
    /// `StoreLimits.recordsPerPlayer` records each, names and keys within `StoreLimits.textBytes`.
    func validate() throws(InvalidStoredValue) {
        try validateBounds()
        for (player, words) in players {
            for (key, record) in words {
                try record.validate(name: "players[\(player)][\(key)]")
            }
        }
        for (player, fit) in fits {
            try fit.validate(name: "fits[\(player)]")
        }
        for (player, test) in spacingTests {
            try test.validate(name: "spacingTests[\(player)]")
        }
        for (player, sources) in listsPlayed {
            try Self.validate(sources: sources, name: "listsPlayed[\(player)]")
        }
    }

    /// A player's lists played: at most `listsPlayedLimit`, each source neither empty nor longer
    /// than `listSourceLimit`.
    static func validate(sources: [String], name: String) throws(InvalidStoredValue) {
        try InvalidStoredValue.check(sources.count <= listsPlayedLimit, "\(name): more than \(listsPlayedLimit)")
        for source in sources {
            try InvalidStoredValue.check(!source.isEmpty && source.utf8.count <= listSourceLimit, "\(name): a source empty or too long")
        }
    }

    /// The sizes alone: how many players, records and recent games. A file past them is not a
    /// learner's memory with a bad record but something else, set aside whole.
    func validateBounds() throws(InvalidStoredValue) {
        try InvalidStoredValue.check("players", players, atMost: StoreLimits.players)
        for (player, words) in players {
            try InvalidStoredValue.check("players[\(player.prefix(40))]", words, atMost: StoreLimits.recordsPerPlayer)
        }
        try recentGames.validate(name: "recentGames")
        try InvalidStoredValue.check("fits", fits, atMost: StoreLimits.players)
        try InvalidStoredValue.check("spacingTests", spacingTests, atMost: StoreLimits.players)
    }

    /// Removes every record that does not validate (or whose player's name or pair's key is too
    /// long), and players left with none; returns each one removed, with why
    /// (`players[ada][cat = le chat] (players[ada][cat = le chat].box = 9 ∉ 1…5)`). What is left
    /// validates, when `validateBounds()` holds: one bad record costs that record, not every
    /// player's memory.
    mutating func dropInvalidRecords() -> [String] {
        var dropped: [String] = []
        for (player, words) in players {
            if let problem = Self.problem({ () throws(InvalidStoredValue) in try InvalidStoredValue.check(text: "players: a name", player) }) {
                dropped.append("players[\(player.prefix(40))…] (\(problem))")
                players[player] = nil
                continue
            }
            let before = dropped.count
            for (key, record) in words {
                let name = "players[\(player)][\(key.prefix(100))]"
                let problem = Self.problem { () throws(InvalidStoredValue) in
                    try InvalidStoredValue.check(text: "\(name): its key", key)
                    try record.validate(name: name)
                }
                if let problem {
                    dropped.append("\(name) (\(problem))")
                    players[player]?[key] = nil
                }
            }
            if dropped.count > before, players[player]?.isEmpty == true { players[player] = nil }
        }
        dropped += Self.dropInvalid(&listsPlayed, field: "listsPlayed") { sources, name throws(InvalidStoredValue) in
            try Self.validate(sources: sources, name: name)
        }
        dropped += Self.dropInvalid(&fits, field: "fits") { fit, name throws(InvalidStoredValue) in try fit.validate(name: name) }
        dropped += Self.dropInvalid(&spacingTests, field: "spacingTests") { test, name throws(InvalidStoredValue) in try test.validate(name: name) }
        return dropped.sorted()
    }

    /// Removes each player's value of `values` (the memory's `field`, one value per player) whose
    /// player's name or value does not validate; returns each one removed, with why.
    private static func dropInvalid<Value>(_ values: inout [String: Value], field: String,
                                           _ validate: (Value, String) throws(InvalidStoredValue) -> Void) -> [String] {
        var dropped: [String] = []
        for (player, value) in values {
            if let problem = Self.problem({ () throws(InvalidStoredValue) in
                try InvalidStoredValue.check(text: "\(field): a name", player)
                try validate(value, "\(field)[\(player)]")
            }) {
                dropped.append("\(field)[\(player.prefix(40))] (\(problem))")
                values[player] = nil
            }
        }
        return dropped
    }

    private static func problem(_ check: () throws(InvalidStoredValue) -> Void) -> String? {
        do { try check() } catch { return error.reason }
        return nil
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
        if let decay {
            try InvalidStoredValue.check(decay.isFinite, "\(name).decay = \(decay)")
            try InvalidStoredValue.check("\(name).decay", decay, in: FSRSOptimizer.bounds[20])
        }
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
