import SudokuEngine
import Testing
@testable import WordSudokuKit

@Suite("Daily puzzle", .timeLimit(.minutes(5)))
struct DailyTests {
    static let lists = ["animals", "body", "food", "house"]

    @Test func theDailyPuzzleIsStableForADate() {
        let day = CivilDate(parsing: "2026-11-23")!
        let a = DailyPuzzle(date: day, listNames: Self.lists)
        let b = DailyPuzzle(date: day, listNames: Self.lists.reversed())
        #expect(a == b)
        #expect(a.seed == DailyPuzzle.fnv1a64("2026-11-23") % GameFactory.seedRange)
        #expect(DailyPuzzle.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(DailyPuzzle.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        let next = DailyPuzzle(date: day.adding(days: 1), listNames: Self.lists)
        #expect(next.seed != a.seed)
    }

    /// A year of daily puzzles: friendly sizes and grades only, every kind, 6×6 medium included
    /// (made by the newest edition, which is quick at it).
    @Test func dailyPuzzlesAreFriendlyAndQuickToMake() {
        let start = CivilDate(parsing: "2026-01-01")!
        var seen = Set<String>()
        for offset in 0..<365 {
            let daily = DailyPuzzle(date: start.adding(days: offset), listNames: BuiltInWordLists.names)
            #expect([6, 9].contains(daily.shape.size))
            #expect(daily.grade <= .medium)
            #expect(daily.edition == .newest)
            seen.insert("\(daily.shape)-\(daily.grade.rawValue)")
        }
        #expect(seen.count == DailyPuzzle.kinds.count, "every kind comes up in a year")
        #expect(seen.contains("2x3-3") && seen.contains("3x2-3"))
    }

    /// Every 6×6 medium daily puzzle of a year is made at once, from the catalogue.
    @Test func aSixBySixMediumDailyPuzzleIsMadeAtOnce() throws {
        let start = CivilDate(parsing: "2026-01-01")!
        for offset in 0..<365 {
            let daily = DailyPuzzle(date: start.adding(days: offset), listNames: BuiltInWordLists.names)
            guard daily.shape.size == 6, daily.grade == .medium else { continue }
            let generator = Generator(shape: daily.shape, edition: daily.edition)
            let result = generator.generate(grade: .medium, symmetry: .rotational, seed: daily.seed) { _ in false }
            guard case .generated = result else {
                Issue.record("\(daily.date): not made before a first grid from scratch")
                continue
            }
        }
    }

    @Test func theDailyGameIsTheSameGameForEveryone() throws {
        let day = CivilDate(parsing: "2025-03-01")!
        let daily = DailyPuzzle(date: day, listNames: BuiltInWordLists.names)
        func make() throws -> GameSession {
            let list = BuiltInWordLists.named(daily.listName)!.list
            return try GameFactory.makeSession(shape: daily.shape, grade: daily.grade, listName: daily.listName, list: list,
                                               shownLanguage: "en", mode: .immediate, peekLimit: nil, player: "x",
                                               seed: daily.seed, dailyDate: day.description)
        }
        let (one, other) = (try make(), try make())
        #expect(one.setup == other.setup && one.givens == other.givens && one.solution == other.solution)
        #expect(one.id != other.id, "each game played is its own, recorded once")
    }

    @Test func theStreakCountsConsecutiveSolvedDays() {
        var record = DailyRecord()
        let today = CivilDate(parsing: "2024-03-01")!
        #expect(record.streak(today: today) == 0)
        for back in [1, 2, 3, 5] { record.markSolved(today.adding(days: -back), player: "a", seconds: 1, score: 1) }
        #expect(record.streak(today: today) == 3, "yesterday's streak still counts today")
        record.markSolved(today, player: "a", seconds: 1, score: 1)
        #expect(record.streak(today: today) == 4)
        #expect(record.isSolved(CivilDate(parsing: "2024-02-29")!))
        #expect(record.streak(today: today.adding(days: 2)) == 0)
    }

    @Test func datesAndLeapYears() {
        #expect(CivilDate.isLeap(2024) && !CivilDate.isLeap(2025) && !CivilDate.isLeap(2100) && CivilDate.isLeap(2000))
        #expect(CivilDate(year: 2100, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CivilDate(parsing: "1970-01-01")!.dayNumber == 0)
        #expect(CivilDate(parsing: "1970-01-01")!.weekdayFromMonday == 3)
        #expect(CivilDate(parsing: "2024-02-28")!.adding(days: 1).description == "2024-02-29")
        #expect(CivilDate(parsing: "2100-02-28")!.adding(days: 1).description == "2100-03-01")
        #expect(CivilDate(parsing: "2026-11-23")!.weekdayFromMonday == 0)
        #expect(CivilDate(parsing: "2026-13-01") == nil)
        for n in stride(from: -800_000, to: 800_000, by: 997) { #expect(CivilDate(dayNumber: n).dayNumber == n) }
    }
}
