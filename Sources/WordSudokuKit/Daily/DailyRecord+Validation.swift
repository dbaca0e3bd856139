extension DailyRecord: StoredValue {
    /// Real days (`YYYY-MM-DD`), with bounded times and scores.
    func validate() throws(InvalidStoredValue) {
        for (day, solve) in solved {
            try InvalidStoredValue.check(CivilDate(parsing: day)?.description == day, "solved[\(day)]: not a day")
            try InvalidStoredValue.check("solved[\(day)].seconds", solve.seconds, in: StoreLimits.seconds)
            try InvalidStoredValue.check("solved[\(day)].score", solve.score, in: StoreLimits.score)
        }
    }
}
