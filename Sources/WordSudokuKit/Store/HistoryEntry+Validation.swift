import SudokuEngine

extension HistoryEntry: StoredValue {
    /// A grade 1…5 and bounded counts, time and score, so that `stats` can add up a lifetime
    /// of games without overflow.
    func validate() throws(InvalidStoredValue) {
        try InvalidStoredValue.check(Grade(rawValue: grade) != nil, "grade = \(grade)")
        try InvalidStoredValue.check("seconds", seconds, in: StoreLimits.seconds)
        try InvalidStoredValue.check("mistakes", mistakes, in: StoreLimits.count)
        try InvalidStoredValue.check("hints", hints, in: StoreLimits.count)
        try InvalidStoredValue.check("peeks", peeks, in: StoreLimits.count)
        try InvalidStoredValue.check("score", score, in: StoreLimits.score)
    }
}
