import Foundation
import Testing
@testable import WordSudokuKit

/// The formats, pinned by files the program really wrote (`Tests/Fixtures/vN/`, made by
/// playing: see `Tests/Fixtures/README.md`). Renaming a field or changing a format without
/// reading the old one fails here, instead of setting every player's files aside.
@Suite("Store: the formats of real files")
struct StoreFormatFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

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
        #expect(temp.store.loadMemory().players["ada"]?["horse = le cheval"]?.box == 1)
        #expect(temp.store.loadSettings().player == "ada")
        #expect(temp.store.loadDailyRecord().solved["2026-11-20"]?.score == 2400)
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
        #expect(memory.players["ada"]?["horse = le cheval"]?.box == 1)
        #expect(memory.players["ada"]?["horse = le cheval"]?.wrong == 1)
        #expect(memory.players["ada"]?["goat = la chèvre"]?.box == 2)
        let settings = temp.store.loadSettings()
        #expect(settings.player == "ada" && settings.boxRows == 2 && settings.boxColumns == 2 && settings.mode == .immediate)
        let daily = temp.store.loadDailyRecord()
        #expect(daily.isSolved(CivilDate(parsing: "2026-11-20")!) && daily.solved["2026-11-20"]?.score == 2400)
        #expect(temp.notices.isEmpty)
        #expect(!temp.files().contains { $0.contains("corrupt") })
    }
}

/// The packed undo and redo steps of `game.json` (format 2).
@Suite("Game: packed steps")
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
