extension Leaderboard: StoredValue {
    /// Scores and times non-negative and bounded, so sorting and comparing them cannot
    /// overflow; at most `keep` entries a board, `StoreLimits.boards` boards, and names and
    /// dates within `StoreLimits.textBytes`.
    func validate() throws(InvalidStoredValue) {
        try InvalidStoredValue.check("boards", boards, atMost: StoreLimits.boards)
        try recentGames.validate(name: "recentGames")
        for (board, entries) in boards {
            try InvalidStoredValue.check(text: "boards: a board's name", board)
            try InvalidStoredValue.check(entries.count <= Self.keep, "boards[\(board)]: \(entries.count) > \(Self.keep)")
            for entry in entries {
                try InvalidStoredValue.check("boards[\(board)].score", entry.score, in: StoreLimits.score)
                try InvalidStoredValue.check("boards[\(board)].seconds", entry.seconds, in: StoreLimits.seconds)
                try InvalidStoredValue.check(text: "boards[\(board)].player", entry.player)
                try InvalidStoredValue.check(text: "boards[\(board)].date", entry.date)
            }
        }
    }
}
