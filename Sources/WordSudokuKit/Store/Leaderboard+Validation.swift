extension Leaderboard: StoredValue {
    /// Scores and times non-negative and bounded, so sorting and comparing them cannot
    /// overflow; at most `keep` entries a board.
    func validate() throws(InvalidStoredValue) {
        for (board, entries) in boards {
            try InvalidStoredValue.check(entries.count <= Self.keep, "boards[\(board)]: \(entries.count) > \(Self.keep)")
            for entry in entries {
                try InvalidStoredValue.check("boards[\(board)].score", entry.score, in: StoreLimits.score)
                try InvalidStoredValue.check("boards[\(board)].seconds", entry.seconds, in: StoreLimits.seconds)
            }
        }
    }
}
