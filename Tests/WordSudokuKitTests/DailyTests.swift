import SudokuEngine
import Testing
@testable import WordSudokuKit

@Suite("Daily puzzle", .timeLimit(.minutes(15)))
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

    /// A day's puzzle through the lifecycle, as `daily` plays it: planned from a request on a
    /// store, every cell filled right (slowly, so a replay's better time would be a record).
    static func playDaily(_ day: CivilDate, practice: Bool, store: Store, clock: FakeClock, seconds: Double) throws -> GameLifecycle {
        var request = GameRequest(settings: Settings(), player: "Ada")
        request.applyDaily(day, practice: practice)
        let session = try GameLifecycle.plan(request, in: store).make(shouldContinue: { true })!
        #expect(session.setup.practice == (practice ? true : nil))
        var game = try GameLifecycle(starting: session, store: store, clock: clock, replacing: true)
        for cell in GameFixtures.emptyCells(game.session) {
            clock.time += seconds
            game.play(.place(cell: cell, symbol: Int(game.session.solution[cell])))
        }
        #expect(game.isFinished && game.session.result?.valid == true)
        return game
    }

    /// Issue 26, item 9: a day's puzzle played again after it was solved said nothing and went to
    /// the leaderboard as a new game. The kit's `DailyReplay` says when and how it was solved,
    /// and a practice replay (faster, better score) changes neither the streak nor the records:
    /// the history and the learner memory get it, the leaderboard and the calendar do not.
    @Test func aSolvedDayIsReplayedOnlyAsPracticeWithoutRecordsOrStreak() throws {
        let temp = TemporaryStore()
        let clock = FakeClock()
        let day = CivilDate(parsing: "2025-03-01")!
        #expect(DailyReplay(day, record: temp.store.loadDailyRecord()) == nil, "not solved: played for the streak")
        let first = try Self.playDaily(day, practice: false, store: temp.store, clock: clock, seconds: 30)
        let firstResult = try #require(first.session.result)
        #expect(first.finishRecord?.streak == 1)
        let leaderboard = temp.store.loadLeaderboard()
        let record = temp.store.loadDailyRecord()
        let replay = try #require(DailyReplay(day, record: record))
        #expect(replay.solve == DailyRecord.Solve(player: "Ada", seconds: firstResult.seconds, score: firstResult.score))
        let time = GameTimer.format(seconds: firstResult.seconds)
        #expect(replay.notice.en == "The puzzle of the day (2025-03-01) is solved: Ada solved it in \(time), score \(firstResult.score). Playing it again is practice: your streak and your records stay as they are.")
        #expect(replay.notice.fr.contains("Ada l’a résolue en \(time), score \(firstResult.score)"))
        #expect(replay.offer(today: day).en == "To play it again for practice: word-sudoku daily --practice")
        #expect(replay.offer(today: day.adding(days: 1)).fr == "Pour la rejouer en entraînement : word-sudoku daily --date 2025-03-01 --practice")

        let again = try Self.playDaily(day, practice: true, store: temp.store, clock: clock, seconds: 1)
        let againResult = try #require(again.session.result)
        #expect(againResult.score > firstResult.score && againResult.seconds < firstResult.seconds, "a better game, still no record")
        #expect(temp.store.loadLeaderboard() == leaderboard)
        #expect(temp.store.loadDailyRecord() == record)
        #expect(again.finishRecord?.streak == nil && again.finishRecord?.practice == true)
        #expect(again.announcements == [DailyReplay.practiceFinished])
        let history = temp.store.loadHistory()
        #expect(history.count == 2 && history.last?.practice == true && history.first?.practice == nil)
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
