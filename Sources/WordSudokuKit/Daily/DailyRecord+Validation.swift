extension DailyRecord: StoredValue {
    /// Real days (`YYYY-MM-DD`), at most `StoreLimits.days` of them, with bounded times and
    /// scores and a player's name within `StoreLimits.textBytes`.
    func validate() throws(InvalidStoredValue) {
        try InvalidStoredValue.check("solved", solved, atMost: StoreLimits.days)
        for (day, solve) in solved {
            try InvalidStoredValue.check(text: "solved: a day", day, maximum: 64)
            try InvalidStoredValue.check(text: "solved[\(day)].player", solve.player)
            try InvalidStoredValue.check(CivilDate(parsing: day)?.description == day, "solved[\(day)]: not a day")
            try InvalidStoredValue.check("solved[\(day)].seconds", solve.seconds, in: StoreLimits.seconds)
            try InvalidStoredValue.check("solved[\(day)].score", solve.score, in: StoreLimits.score)
        }
    }
}
