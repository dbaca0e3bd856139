/// The days a puzzle of the day was solved, and the streak they make.
public struct DailyRecord: Equatable, Sendable, Codable {
    public struct Solve: Equatable, Sendable, Codable {
        public var player: String
        public var seconds: Int
        public var score: Int
    }

    /// Solves by day (`YYYY-MM-DD`); the first solve of a day is kept.
    public var solved: [String: Solve] = [:]

    public init() {}

    public mutating func markSolved(_ date: CivilDate, player: String, seconds: Int, score: Int) {
        if solved[date.description] == nil {
            solved[date.description] = Solve(player: player, seconds: seconds, score: score)
        }
    }

    public func isSolved(_ date: CivilDate) -> Bool { solved[date.description] != nil }

    /// Consecutive solved days ending today, or yesterday when today is not solved yet.
    public func streak(today: CivilDate) -> Int {
        var day = isSolved(today) ? today : today.adding(days: -1)
        var count = 0
        while isSolved(day) {
            count += 1
            day = day.adding(days: -1)
        }
        return count
    }

    /// The solved days of one month.
    public func solvedDays(year: Int, month: Int) -> Set<Int> {
        Set((1...CivilDate.daysIn(month: month, year: year)).filter {
            isSolved(CivilDate(year: year, month: month, day: $0)!)
        })
    }
}
