import TestSupport
import Foundation
import Testing
@testable import WordSudokuKit

/// The formats, pinned by files the program really wrote (`Tests/Fixtures/vN/`, made by
/// playing: see `Tests/Fixtures/README.md`). Renaming a field or changing a format without
/// reading the old one fails here, instead of setting every player's files aside.
@Suite("Store: the formats of real files", .timeLimit(.minutes(15)))
struct StoreFormatFixtureTests {
    static let fixtures = PackageFiles.testFixtures

    /// A store holding copies of the fixture files of `version` (a missing one fails the test).
    static func store(_ version: String, _ names: [String]) throws -> TemporaryStore {
        let temp = TemporaryStore()
        try FileManager.default.createDirectory(atPath: temp.directory, withIntermediateDirectories: true)
        for name in names {
            let data = try Data(contentsOf: fixtures.appendingPathComponent(version).appendingPathComponent(name))
            try data.write(to: URL(fileURLWithPath: temp.path(name)))
        }
        return temp
    }

    @Test func aVersionOneGameLoadsWithItsStepsAndResumes() throws {
        let temp = try Self.store("v1", ["game.json"])
        let game = try #require(temp.store.loadGame())
        #expect(temp.notices.isEmpty)
        #expect(game.id == "v1-2x2-1-animals-3-3", "an id from its code and seed, the same at every load")
        #expect(temp.store.loadGame()?.id == game.id)
        #expect(game.setup.code == "2x2-1-animals-3" && game.setup.player == "ada" && game.setup.pairs[1].second == ["le cheval"])
        #expect(game.cells == [3, 4, 2, 0, 2, 0, 0, 3, 1, 0, 0, 4, 0, 0, 1, 2])
        #expect(game.notes[5] == 3 && game.mistakes == 1 && game.mistakesBySymbol == [0, 1, 0, 0])
        #expect(game.hintsUsed == 1 && game.peeksUsed == 1)
        #expect(game.undoSteps.count == 6 && game.redoSteps.count == 1)
        #expect(game.undoSteps[3].move == .place(cell: 2, symbol: 1) && game.undoSteps[3].changes.count == 2)

        var resumed = try #require(GameLifecycle(resumingFrom: temp.store, clock: FakeClock()))
        #expect(resumed.play(.redo) == .redone(.place(cell: 3, symbol: 1)))
        for _ in 0..<7 { resumed.play(.undo) }
        #expect(resumed.session.cells == resumed.session.givens && resumed.session.notes.allSatisfy { $0 == 0 })
        #expect(temp.contents("game.json")?.hasSuffix("\"formatVersion\":2}\n") == true, "saved again in the new format")
        #expect(temp.store.loadGame() == resumed.session.snapshot(at: FakeClock().time))
    }

    @Test func aVersionTwoGameLoads() throws {
        let temp = try Self.store("v2", ["game.json"])
        let game = try #require(temp.store.loadGame())
        #expect(temp.notices.isEmpty)
        #expect(game.id == "B8AE22D5-954B-4133-8A9F-5BFFE7FC94F1")
        #expect(game.setup.code == "2x2-1-animals-3")
        #expect(game.undoSteps.count == 6 && game.redoSteps.count == 1)
        #expect(game.undoSteps[3].move == .place(cell: 2, symbol: 1))
        #expect(game.notes[5] == 3 && game.mistakes == 1)
    }

    @Test func theRecordsOfTheSecondProgramCarryGameIds() throws {
        let temp = try Self.store("v2", ["history.jsonl", "leaderboard.json", "memory.json", "settings.json", "daily.json"])
        let history = temp.store.loadHistory()
        #expect(history.map(\.id) == ["B8AE22D5-954B-4133-8A9F-5BFFE7FC94F1", "B67B2B33-6591-4492-B888-1C4F304660EA"])
        #expect(history[0].score == 680 && history[1].daily == "2026-11-20")
        #expect(temp.store.loadLeaderboard().recentGames.ids == history.compactMap(\.id))
        #expect(temp.store.loadMemory().recentGames.ids == history.compactMap(\.id))
        #expect(temp.store.loadMemory().players["ada"]?["horse = le cheval"]?.state?.stability == FSRS.parameters[0], "box 1: forgotten")
        #expect(temp.store.loadSettings().player == "ada")
        #expect(temp.store.loadDailyRecord().solved["2026-11-20"]?.score == 2400)
        #expect(temp.notices.isEmpty)
    }

    /// The third program's files: the learner memory at format 2 (FSRS states, no boxes) and
    /// the review log, one line per word the game rated.
    @Test func theMemoryStatesAndTheReviewLogOfTheThirdProgramLoad() throws {
        let temp = try Self.store("v3", ["game.json", "history.jsonl", "leaderboard.json", "memory.json", "reviews.jsonl", "settings.json"])
        #expect(temp.store.loadGame()?.setup.code == "g2-2x2-1-animals-3")
        let history = temp.store.loadHistory()
        #expect(history.map(\.score) == [680])
        let memory = temp.store.loadMemory()
        #expect(!memory.hasLeitnerBoxes)
        #expect(memory.recentGames.ids == history.compactMap(\.id))
        let horse = try #require(memory.players["ada"]?["horse = le cheval"]?.state)
        #expect(horse.stability == 0.212 && horse.reps == 1 && horse.lapses == 1)
        let reviews = temp.store.loadReviews()
        #expect(reviews.count == 4 && Set(reviews.map(\.pair)) == Set(memory.players["ada"]!.keys))
        #expect(reviews.allSatisfy { $0.game == history[0].id && $0.source == .game && $0.before == nil })
        #expect(temp.store.loadLeaderboard().recentGames.ids == history.compactMap(\.id))
        #expect(temp.notices.isEmpty)
    }

    /// The fourth program's memory at format 3: FSRS fitted to the player and their states on
    /// the fitted curve.
    @Test func theFitOfTheFourthProgramLoads() throws {
        let temp = try Self.store("v4", ["memory.json"])
        let memory = temp.store.loadMemory()
        let fit = try #require(memory.fits["ada"])
        #expect(fit.reviews == 104 && RetentionPlanner.targets.contains(fit.target))
        #expect(FSRSOptimizer.isValid(fit.weights) && fit.weights != FSRS.parameters)
        let states = memory.players["ada"]!.values.compactMap(\.state)
        #expect(states.count == 13 && states.allSatisfy { $0.decay == fit.weights[20] && $0.lapses == $0.reps })
        #expect(memory.target(player: "ada", setting: nil) == fit.target)
        #expect(memory.players["ada"]!.values.reduce(0) { $0 + $1.wrong } == 162, "18 games of nine words, every one looked up")
        #expect(temp.notices.isEmpty)
    }

    /// The fifth program's memory, still at format 3, with each player's plan: bob's gives new
    /// words a quarter of a due word's chance, ada's none (the key absent, due words first).
    @Test func thePlansOfTheFifthProgramLoad() throws {
        let temp = try Self.store("v5", ["memory.json"])
        let memory = temp.store.loadMemory()
        let ada = try #require(memory.fits["ada"]), bob = try #require(memory.fits["bob"])
        #expect(ada.newWords == nil && ada.reviews == 101 && ada.target == 0.95)
        #expect(bob.newWords == 0.25 && bob.reviews == 104 && bob.target == 0.75)
        #expect(memory.players["ada"]?.count == 13 && memory.players["bob"]?.count == 10)
        // bob's words never met weigh a quarter of a due word's 8 × the list's size; ada's 4.
        let animals = try #require(BuiltInWordLists.named("animals")).list
        let date = Date(timeIntervalSince1970: 1_797_703_200)   // 2026-12-19 18:00 UTC, the last game
        let met = { (player: String) in Set(memory.players[player]!.keys) }
        let unmet = animals.pairs.indices.filter { !met("bob").contains(animals.pairs[$0].memoryKey) && !met("ada").contains(animals.pairs[$0].memoryKey) }
        #expect(!unmet.isEmpty)
        let bobWeights = memory.weights(player: "bob", pairs: animals.pairs, at: date)
        let adaWeights = memory.weights(player: "ada", pairs: animals.pairs, at: date)
        #expect(unmet.allSatisfy { bobWeights[$0] == 2 * animals.pairs.count && adaWeights[$0] == 4 })
        #expect(temp.notices.isEmpty)
    }

    @Test func versionOneRecordsLoad() throws {
        let temp = try Self.store("v1", ["history.jsonl", "leaderboard.json", "memory.json", "settings.json", "daily.json"])
        let history = temp.store.loadHistory()
        #expect(history.count == 2)
        #expect(history[0].code == "2x2-1-animals-3" && history[0].score == 680 && history[0].mistakes == 1 && history[0].id == nil)
        #expect(history[1].daily == "2026-11-20" && history[1].shape == "3x2" && history[1].grade == 2)
        let board = temp.store.loadLeaderboard()
        #expect(board.boards["2x2-1"]?.first?.score == 680 && board.boards["3x2-2"]?.first?.player == "ada")
        let memory = temp.store.loadMemory()
        #expect(memory.players["ada"]?["horse = le cheval"]?.state?.stability == FSRS.parameters[0])
        #expect(memory.players["ada"]?["horse = le cheval"]?.wrong == 1)
        #expect(memory.players["ada"]?["goat = la chèvre"]?.state?.stability == FSRS.parameters[2])
        let settings = temp.store.loadSettings()
        #expect(settings.player == "ada" && settings.boxRows == 2 && settings.boxColumns == 2 && settings.mode == .immediate)
        let daily = temp.store.loadDailyRecord()
        #expect(daily.isSolved(CivilDate(parsing: "2026-11-20")!) && daily.solved["2026-11-20"]?.score == 2400)
        #expect(temp.notices.isEmpty)
        #expect(!temp.files().contains { $0.contains("corrupt") })
    }
}

/// The packed undo and redo steps of `game.json` (format 2).
@Suite("Game: packed steps", .timeLimit(.minutes(15)))
struct PackedStepsTests {
    @Test func everyKindOfStepRoundTrips() {
        var game = GameFixtures.session(try! .init(rows: 3, columns: 3))
        let empty = GameFixtures.emptyCells(game)
        game.apply(.toggleNote(cell: empty[1], symbol: 9), at: 0)
        game.apply(.toggleNote(cell: empty[2], symbol: 1), at: 0)
        game.apply(.place(cell: empty[0], symbol: 9), at: 0)
        game.apply(.erase(cell: empty[0]), at: 0)
        game.apply(.place(cell: empty[3], symbol: 1), at: 0)
        game.apply(.restart, at: 0)
        game.apply(.undo, at: 0)
        let packed = GameSession.Step.pack(game.undoSteps)
        #expect(GameSession.Step.unpack(packed) == game.undoSteps)
        #expect(GameSession.Step.unpack(GameSession.Step.pack(game.redoSteps)) == game.redoSteps)
        #expect(GameSession.Step.unpack("") == [])
    }

    @Test(arguments: ["x1", "p1", "p1,", "p1,1 1:0,0>1", "p1,1;", "p1,1 1:0,0>1,0 ", "e99999999999", "p1,1 1:300,0>1,0"])
    func malformedStepsAreRefused(_ text: String) {
        #expect(GameSession.Step.unpack(text) == nil)
    }
}

/// `memory.json` format 1 (Leitner boxes, no dates), as the program really wrote it, read by
/// the scheduler's format 2.
@Suite("Store: the learner memory's migration to FSRS", .timeLimit(.minutes(15)))
struct MemoryMigrationTests {
    static let changed = SchedulerTests.monday

    /// The v1 fixture, last changed on Monday 09:00 (when its last game was recorded).
    static func store(_ version: String = "v1") throws -> TemporaryStore {
        let temp = try StoreFormatFixtureTests.store(version, ["memory.json"])
        try FileManager.default.setAttributes([.modificationDate: changed], ofItemAtPath: temp.path("memory.json"))
        return temp
    }

    /// 4 am on the learner's day `days` after the one of the file's last change.
    static func learnerDayStart(daysAfterChange days: Int) -> Date {
        LearnerDay.start(of: LearnerDay.of(changed).adding(days: days))
    }

    @Test func leitnerBoxesBecomeStatesReviewedWhenTheFileLastChangedWithEveryCountKept() throws {
        let temp = try Self.store()
        let original = temp.contents("memory.json")
        let now = Self.changed.addingTimeInterval(5 * SchedulerTests.day)
        let memory = temp.store.loadMemory(now: now)
        let words = try #require(memory.players["ada"])
        #expect(words.count == 10 && temp.notices.isEmpty)
        // horse = le cheval was in box 1 (missed last): one review rated again. S = w₀ = 0.212,
        // D = w₄ = 6.4133, due 0.212 × 1.906426 = 0.4 days after the file's last change: at least one
        // whole day, so at 4 am the next morning; its one wrong answer is a lapse.
        let horse = try #require(words["horse = le cheval"])
        #expect(horse.seen == 1 && horse.right == 0 && horse.wrong == 1)
        let horseState = try #require(horse.state)
        #expect(horseState.stability == 0.212 && SchedulerTests.close(horseState.difficulty, 6.4133))
        #expect(horseState.lastReview == Self.changed && horseState.due == Self.learnerDayStart(daysAfterChange: 1))
        #expect(horseState.reps == 1 && horseState.lapses == 1)
        // goat = la chèvre was in box 2 (right once): one review rated good. S = w₂ = 2.3065,
        // D = 2.1181, due 4.4 days later: 4 whole days.
        let goat = try #require(words["goat = la chèvre"]?.state)
        #expect(goat.stability == 2.3065 && goat.due == Self.learnerDayStart(daysAfterChange: 4))
        #expect(goat.reps == 1 && goat.lapses == 0)
        // Five days on, both are due, the forgotten one the least likely to be recalled.
        let pairs = GameFixtures.animals.pairs.filter { ["horse", "goat"].contains($0.first[0]) }
        #expect(memory.due(player: "ada", among: pairs, at: now).map { $0.first[0] } == ["horse", "goat"])

        // The same at every load while the file is not written again; the file is untouched.
        #expect(temp.store.loadMemory(now: now.addingTimeInterval(SchedulerTests.day)) == memory)
        #expect(temp.contents("memory.json") == original)
        // Written again (after the next game) in format 2, it reads back the same.
        try temp.store.save(memory, to: .memory)
        #expect(temp.contents("memory.json")?.hasSuffix("\"formatVersion\":3}\n") == true)
        #expect(temp.contents("memory.json")?.contains("\"box\"") == false)
        #expect(temp.store.loadMemory(now: now) == memory)
    }

    /// A format-1 record the old program's checks allowed but its rules did not make — box 1
    /// with no wrong answer, a box with no answer at all — migrates to a record the store reads
    /// back: saved and loaded again, nothing is dropped and nothing said.
    @Test func oddBoxesMigrateToRecordsThatLoadAgain() throws {
        let temp = TemporaryStore()
        let records = #"{"a = b":{"box":1,"right":1,"seen":1,"wrong":0},"c = d":{"box":1,"right":0,"seen":1,"shown":1,"wrong":0},"e = f":{"box":3,"right":1,"seen":2,"wrong":1}}"#
        try StoreValidationTests().write(temp, "memory.json", "{\"data\":{\"players\":{\"ada\":\(records)}},\"formatVersion\":1}")
        let memory = temp.store.loadMemory()
        #expect(temp.notices.isEmpty, "\(temp.notices)")
        #expect(memory.players["ada"]?.count == 3)
        try temp.store.save(memory, to: .memory)
        #expect(temp.store.loadMemory() == memory)
        #expect(temp.notices.isEmpty, "\(temp.notices)")
    }

    @Test func theGameIdsOfTheSecondProgramAreKept() throws {
        let temp = try Self.store("v2")
        let memory = temp.store.loadMemory(now: Self.changed)
        #expect(memory.recentGames.ids == ["B8AE22D5-954B-4133-8A9F-5BFFE7FC94F1", "B67B2B33-6591-4492-B888-1C4F304660EA"])
        #expect(memory.players["ada"]?.values.allSatisfy { $0.state != nil } == true)
    }

    @Test func eachBoxMapsToTheStateOfItsRunOfRightAnswers() {
        // Box b ≥ 2: b − 1 good reviews, each one stability after the last (R ≈ 0.9), not at the
        // game's 85 %, counted in the learner's whole days (UTC here): S = 2.3065, 10.964, 46.280,
        // 162.86 — py-fsrs 6.3.0 (learning steps off, no fuzz) gives these, fed the same days.
        let utc = TimeZone(identifier: "UTC")!
        let stabilities = (1...5).map { LearnerMemory.state(forLeitnerBox: $0, reviewedAt: Self.changed, timeZone: utc).stability }
        #expect(stabilities[0] == 0.212 && stabilities[1] == 2.3065)
        #expect(SchedulerTests.close(stabilities[2], 10.9643, 0.001) && SchedulerTests.close(stabilities[3], 46.2802, 0.001))
        #expect(SchedulerTests.close(stabilities[4], 162.862, 0.01))
        #expect((1...5).allSatisfy { LearnerMemory.state(forLeitnerBox: $0, reviewedAt: Self.changed).lastReview == Self.changed })
    }
}
