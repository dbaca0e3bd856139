import Foundation
import Synchronization
import Testing
@testable import WordSudokuKit

/// A fresh store directory per test, and the notices it reported.
final class TemporaryStore: @unchecked Sendable {
    let directory: String
    private let lock = NSLock()
    private var _notices: [Localized] = []
    var notices: [String] { lock.withLock { _notices.map(\.en) } }
    var frenchNotices: [String] { lock.withLock { _notices.map(\.fr) } }
    lazy var store = Store(directory: directory, notify: { [weak self] notice in
        guard let self else { return }
        self.lock.withLock { self._notices.append(notice.text) }
    })

    init() {
        directory = NSTemporaryDirectory() + "word-sudoku-store-\(UUID().uuidString)"
    }

    /// A second store on the same folder (another process, as it were).
    init(directory: String) {
        self.directory = directory
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func path(_ name: String) -> String { directory + "/" + name }
    func contents(_ name: String) -> String? { try? String(contentsOfFile: path(name), encoding: .utf8) }
    func files() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() }
}

@Suite("Store", .timeLimit(.minutes(15)))
struct StoreTests {
    @Test func theDirectoryComesFromTheEnvironmentInOrder() {
        #expect(StoreLocation.directory(environment: ["WORD_SUDOKU_HOME": "/w", "XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/w")
        #expect(StoreLocation.directory(environment: ["WORD_SUDOKU_HOME": "", "XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/word-sudoku")
        #expect(StoreLocation.directory(environment: ["HOME": "/h"]) == "/h/.local/share/word-sudoku")
    }

    @Test func aSavedGameLoadsEqualWithItsFormatVersion() throws {
        let temp = TemporaryStore()
        var game = GameFixtures.session()
        game.apply(.place(cell: GameFixtures.emptyCells(game)[0], symbol: 1), at: 0)
        try temp.store.saveGame(game)
        #expect(temp.store.loadGame() == game)
        #expect(temp.contents("game.json")!.hasSuffix("\"formatVersion\":2}\n"))
        #expect(temp.files() == ["game.json"], "no temporary file is left behind")
        try temp.store.discardGame()
        #expect(temp.store.loadGame() == nil)
    }

    @Test func aCorruptedSaveIsSetAsideAndReportedInOneLine() throws {
        let temp = TemporaryStore()
        try temp.store.saveGame(GameFixtures.session())
        try "{\"formatVersion\":1,\"data\":{\"cells\":[1,2".write(toFile: temp.path("game.json"), atomically: false, encoding: .utf8)
        #expect(temp.store.loadGame() == nil)
        #expect(temp.notices.count == 1)
        #expect(temp.notices[0].contains("game.json was damaged; it was moved to"))
        #expect(!temp.notices[0].contains("\n"))
        let aside = temp.files().filter { $0.hasPrefix("game.json.corrupt-") }
        #expect(aside.count == 1)
        #expect(temp.contents(aside[0])!.hasPrefix("{\"formatVersion\":1,\"data\":{\"cells\""), "nothing is lost")
        #expect(!temp.store.hasSavedGame)
    }

    @Test func damagedSettingsGiveDefaults() throws {
        let temp = TemporaryStore()
        try FileManager.default.createDirectory(atPath: temp.directory, withIntermediateDirectories: true)
        try "not json".write(toFile: temp.path("settings.json"), atomically: false, encoding: .utf8)
        #expect(temp.store.loadSettings() == Settings())
        #expect(temp.files().contains { $0.hasPrefix("settings.json.corrupt-") })
    }

    @Test func aFailedWriteKeepsTheLastGoodFileAndSaysWhy() throws {
        let temp = TemporaryStore()
        let good = GameFixtures.session()
        try temp.store.saveGame(good)
        // The temporary file cannot be created (a directory stands in its way), as on a full disk.
        try FileManager.default.createDirectory(atPath: temp.path("game.json.tmp.\(getpid())"), withIntermediateDirectories: true)
        var changed = good
        changed.apply(.peek, at: 0)
        #expect(throws: StoreError.self) { try temp.store.saveGame(changed) }
        do { try temp.store.saveGame(changed) } catch {
            #expect(error.description.hasPrefix("cannot save \(temp.path("game.json")): Is a directory"))
        }
        #expect(temp.store.loadGame() == good)
    }

    @Test func aStoreUnderAFileCannotBeCreated() {
        let temp = TemporaryStore()
        try? FileManager.default.createDirectory(atPath: temp.directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: temp.path("file"), contents: Data())
        let store = Store(directory: temp.path("file/inside"))
        #expect(throws: StoreError.self) { try store.saveSettings(Settings()) }
    }

    @Test func settingsAreKeptAndOldFilesLoadWithDefaults() throws {
        let temp = TemporaryStore()
        var settings = Settings()
        settings.uiLanguage = .fr
        settings.grade = 3
        try temp.store.saveSettings(settings)
        #expect(temp.store.loadSettings() == settings)
        try "{\"formatVersion\":1,\"data\":{\"grade\":4}}".write(toFile: temp.path("settings.json"), atomically: false, encoding: .utf8)
        #expect(temp.store.loadSettings().grade == 4)
        #expect(temp.store.loadSettings().list == "animals")
    }

    /// A store whose history holds one game, then `damage` written straight into the file,
    /// as a crash or another program would leave it.
    static func historyWithOneEntry(thenDamage damage: String) throws -> (TemporaryStore, HistoryEntry) {
        let temp = TemporaryStore()
        let entry = HistoryEntry(date: "2026-01-01T00:00:00Z", player: "ada", shape: "2x2", grade: 1, list: "animals",
                                 code: "c", valid: true, seconds: 60, mistakes: 0, hints: 0, peeks: 0, score: 500)
        try temp.store.appendHistory(entry)
        let handle = try #require(FileHandle(forWritingAtPath: temp.path("history.jsonl")))
        handle.seekToEndOfFile()
        handle.write(Data(damage.utf8))
        handle.closeFile()
        return (temp, entry)
    }

    @Test func aTornLastHistoryLineIsSkippedAndTheNextAppendStartsAfreshLine() throws {
        let (temp, entry) = try Self.historyWithOneEntry(thenDamage: "{\"formatVersion\":1,\"data\":{\"da")
        #expect(temp.store.loadHistory() == [entry])
        try temp.store.appendHistory(entry)
        #expect(temp.store.loadHistory() == [entry, entry])
        #expect(temp.notices.count == 1)
        #expect(temp.notices.last?.hasPrefix("\(temp.path("history.jsonl")): 1 damaged line moved aside to \(temp.path("history.jsonl.corrupt-"))") == true)
    }

    /// Writers that append at once, each through its own `Store` (its own file descriptor,
    /// so the `flock` is contended as between processes), lose no line and tear none.
    @Test func concurrentHistoryWritersLoseNothingAndTearNothing() throws {
        let temp = TemporaryStore()
        let writers = 4, count = 200
        let failures = Mutex<[StoreError]>([])
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            let store = Store(directory: temp.directory)
            for i in 0..<count {
                let entry = HistoryEntry(date: "2026-01-01T00:00:00Z", player: "writer-\(writer)", shape: "2x2", grade: 1,
                                         list: "animals", code: "2x2-1-animals-\(i)", valid: true, seconds: i,
                                         mistakes: 0, hints: 0, peeks: 0, score: i)
                do throws(StoreError) { try store.appendHistory(entry) } catch { failures.withLock { $0.append(error) } }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let lines = try #require(temp.contents("history.jsonl")).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        #expect(lines.count == writers * count + 1)
        var perWriter: [String: Set<String>] = [:]
        for line in lines.dropLast() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "torn line: \(line)")
            #expect(object["formatVersion"] as? Int == 1)
            let data = try #require(object["data"] as? [String: Any])
            perWriter[data["player"] as! String, default: []].insert(data["code"] as! String)
        }
        #expect(perWriter.count == writers)
        #expect(perWriter.values.allSatisfy { $0.count == count })
        #expect(temp.store.loadHistory().count == writers * count)
        #expect(temp.notices.isEmpty)
    }

    @Test func damagedHistoryLinesAreMovedAsideOnceAndTheHistoryKeepsTheRest() throws {
        let invalid = "{\"formatVersion\":1,\"data\":{\"code\":\"c\",\"date\":\"d\",\"grade\":1,\"hints\":0,\"list\":\"l\",\"mistakes\":0,\"peeks\":0,\"player\":\"p\",\"score\":0,\"seconds\":-5,\"shape\":\"2x2\",\"valid\":true}}"
        let (temp, entry) = try Self.historyWithOneEntry(thenDamage: "not json\n\(invalid)\n")
        try temp.store.appendHistory(entry)

        #expect(temp.store.loadHistory() == [entry, entry])
        #expect(temp.store.loadHistory() == [entry, entry])
        #expect(temp.notices.count == 1)
        let aside = try #require(temp.files().first { $0.hasPrefix("history.jsonl.corrupt-") })
        #expect(temp.contents(aside) == "not json\n\(invalid)\n")
        #expect(temp.contents("history.jsonl")?.split(separator: "\n").count == 2)
        try temp.store.appendHistory(entry)
        #expect(temp.store.loadHistory().count == 3)
    }

    @Test func aFinishedGameGoesToHistoryLeaderboardMemoryAndCalendar() throws {
        let temp = TemporaryStore()
        var game = GameFixtures.session()
        let empty = GameFixtures.emptyCells(game)
        // A word typed beside its own translation (a given of the same row, column or box): forgotten.
        let miss = try #require(GameFixtures.vocabularyMiss(game))
        game.apply(.place(cell: miss.cell, symbol: miss.symbol), at: 0)
        for cell in empty { game.apply(.place(cell: cell, symbol: Int(game.solution[cell])), at: 0) }
        try temp.store.saveGame(game)
        guard case .finished(let result) = game.apply(.finish, at: 30) else { Issue.record("not finished"); return }
        let date = SchedulerTests.monday
        let record = try temp.store.recordFinishedGame(game, result: result, at: date)
        #expect(record.leaderboard == Leaderboard.Record(bestScore: true, bestTime: true))
        #expect(!temp.store.hasSavedGame)
        let history = temp.store.loadHistory()
        #expect(history.count == 1)
        #expect(history[0].mistakes == 1 && history[0].valid && history[0].player == "ada" && history[0].shape == "2x2")
        #expect(temp.store.loadLeaderboard().boards["2x2-2"]?.first?.score == result.score)
        let memory = temp.store.loadMemory(now: date)
        let missedPair = game.setup.pairs[miss.symbol - 1]
        #expect(memory.players["ada"]?[missedPair.memoryKey]?.wrong == 1)
        #expect(memory.players["ada"]?[missedPair.memoryKey]?.state?.stability == FSRS.parameters[0], "rated again")
        // The cell's own word, placed there after the wrong one: trial and error, rated again too.
        let triedFor = game.setup.pairs[Int(game.solution[miss.cell]) - 1]
        #expect(memory.players["ada"]?[triedFor.memoryKey]?.wrong == 1)
        let others = game.setup.pairs.filter { $0 != missedPair && $0 != triedFor }
        #expect(others.allSatisfy { memory.record(player: "ada", pair: $0)?.state?.stability == FSRS.parameters[2] }, "the others rated good")
        #expect(Set(memory.hardest(player: nil, limit: 5).prefix(2).map(\.key)) == [missedPair.memoryKey, triedFor.memoryKey])
    }

    @Test func reviewsMoveTheMemoryStateAndCountRightAndWrong() {
        var memory = LearnerMemory()
        let pair = WordPair(first: ["cat"], second: ["le chat"])
        var date = SchedulerTests.monday
        let utc = TimeZone(identifier: "UTC")!
        for _ in 0..<4 {
            memory.record(player: "ada", pair: pair, rating: .good, at: date, timeZone: utc)
            // The next review when the interval before its fuzz has passed, as py-fsrs schedules without fuzz.
            let days = FSRS.scheduledDays(stability: memory.record(player: "ada", pair: pair)!.state!.stability)
            date = LearnerDay.start(of: LearnerDay.of(date, timeZone: utc).adding(days: days), timeZone: utc)
        }
        // Four good reviews, the days between them counted as the learner's whole days (4, 31,
        // 174): S = 2.3065, 16.177, 90.989, 405.31 — what py-fsrs 6.3.0 (learning steps off, no
        // fuzz) gives for the same days.
        #expect(SchedulerTests.close(memory.record(player: "ada", pair: pair)!.state!.stability, 405.31, 0.01))
        memory.record(player: "ada", pair: pair, rating: .again, at: date)
        let record = memory.record(player: "ada", pair: pair)!
        #expect(record.seen == 5 && record.right == 4 && record.wrong == 1 && record.shown == 0)
        #expect(record.state!.lapses == 1 && record.state!.reps == 5)
        #expect(record.state!.stability < 10, "forgotten: stability falls")
        #expect(memory.record(player: "bob", pair: pair) == nil, "each player has their own memory")
    }

    @Test func weightedWordChoiceFavoursLowBoxesAndIsReproducible() throws {
        let list = BuiltInWordLists.named("animals")!.list
        let weights = list.pairs.indices.map { $0 < 5 ? 16 : 1 }
        var hits = 0
        for seed in 0..<100 as Range<UInt64> {
            let chosen = try GameFactory.choose(6, from: list, listName: "animals", weights: weights, seed: seed)
            #expect(Set(chosen).count == 6)
            hits += chosen.filter { $0 < 5 }.count
        }
        #expect(hits > 100 * 3, "the five heavy words fill most places")
        #expect(try GameFactory.choose(6, from: list, listName: "animals", weights: weights, seed: 9)
                == GameFactory.choose(6, from: list, listName: "animals", weights: weights, seed: 9))
    }

    @Test func theLeaderboardKeepsTheBestScoresAndTheFastestGamePerBoard() {
        var board = Leaderboard()
        func game(_ player: String, score: Int, seconds: Int, shape: String = "3x3") -> HistoryEntry {
            HistoryEntry(date: "d", player: player, shape: shape, grade: 2, list: "l", code: "c", valid: true,
                         seconds: seconds, mistakes: 0, hints: 0, peeks: 0, score: score)
        }
        // A score of 0 (solved by hints) is no record, even the board's first, and not on the
        // board: a play-tester's 48 hints stood first with the best time.
        #expect(board.add(game("zed", score: 0, seconds: 4)) == .init(bestScore: false, bestTime: false))
        #expect(board.standings("3x3-2").isEmpty && board.bestTime("3x3-2") == nil)
        #expect(StatsText.leaderboard(board, player: nil, .en) == ["Leaderboard (best scores; best time):", "  no solved game yet"])
        #expect(board.add(game("ada", score: 100, seconds: 300)) == .init(bestScore: true, bestTime: true))
        #expect(board.add(game("bob", score: 50, seconds: 200)) == .init(bestScore: false, bestTime: true))
        for i in 0..<12 { board.add(game("cy\(i)", score: 200 + i, seconds: 900)) }
        let entries = board.boards["3x3-2"]!
        #expect(entries.count == Leaderboard.keep)
        #expect(entries.first?.player == "cy11")
        #expect(board.bestTime("3x3-2")?.player == "bob")
        // A file written before keeps its games of score 0: not shown, not the best time.
        var older = board
        older.boards["3x3-2"]!.insert(.init(player: "zed", score: 0, seconds: 4, date: "d"), at: 0)
        #expect(older.bestTime("3x3-2")?.player == "bob")
        #expect(!StatsText.leaderboard(older, player: nil, .en).joined().contains("zed"))
        var invalid = game("dee", score: 0, seconds: 1)
        invalid.valid = false
        #expect(board.add(invalid) == .init(bestScore: false, bestTime: false))
        #expect(board.boards["2x3-2"] == nil)
    }

    @Test func aSolvedPuzzleOfTheDayMarksTheCalendarAndTheStreak() throws {
        let temp = TemporaryStore()
        let setup = GameFixtures.session().setup
        var daily = setup
        daily.dailyDate = "2024-02-29"
        var game = GameSession(setup: daily, givens: GameFixtures.session().givens, solution: GameFixtures.session().solution)
        for cell in GameFixtures.emptyCells(game) { game.apply(.place(cell: cell, symbol: Int(game.solution[cell])), at: 0) }
        guard case .finished(let result) = game.apply(.finish, at: 0) else { Issue.record("not finished"); return }
        let record = try temp.store.recordFinishedGame(game, result: result, today: CivilDate(parsing: "2024-03-01"))
        #expect(record.streak == 1)
        #expect(temp.store.loadDailyRecord().solvedDays(year: 2024, month: 2) == [29])
        #expect(temp.store.loadHistory().first?.daily == "2024-02-29")
    }
}
