import SudokuEngine

extension HistoryEntry: StoredValue {
    /// A grade 1…5 and bounded counts, time and score, so that `stats` can add up a lifetime
    /// of games without overflow; names, codes and dates within `StoreLimits.textBytes`.
    func validate() throws(InvalidStoredValue) {
        for (name, text) in [("date", date), ("player", player), ("shape", shape), ("list", list), ("code", code),
                             ("daily", daily ?? ""), ("id", id ?? "")] {
            try InvalidStoredValue.check(text: name, text)
        }
        try InvalidStoredValue.check(Grade(rawValue: grade) != nil, "grade = \(grade)")
        try InvalidStoredValue.check("seconds", seconds, in: StoreLimits.seconds)
        try InvalidStoredValue.check("mistakes", mistakes, in: StoreLimits.count)
        try InvalidStoredValue.check("hints", hints, in: StoreLimits.count)
        try InvalidStoredValue.check("peeks", peeks, in: StoreLimits.count)
        try InvalidStoredValue.check("score", score, in: StoreLimits.score)
        try InvalidStoredValue.check((players == nil) == (scores == nil), "players and scores: one without the other")
        if let players, let scores {
            try InvalidStoredValue.check("players", players, count: PlayerSeat.count)
            for (seat, name) in players.enumerated() {
                try InvalidStoredValue.check(!PlayerName.trimmed(name).isEmpty && name.count <= PlayerSeat.maximumNameLength,
                                             "players[\(seat)]: empty or too long")
            }
            try Turns.validate(scores: scores, name: "scores")
        }
    }
}
