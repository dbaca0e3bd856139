import Foundation
import Synchronization
import Testing
@testable import WordSudokuKit

/// Files that decode but describe something impossible: each is reported in one line, set
/// aside as `NAME.corrupt-<timestamp>` with its bytes intact, and defaults are used; nothing
/// crashes, no other file is touched.
@Suite("Store: validation of what it reads", .timeLimit(.minutes(15)))
struct StoreValidationTests {
    /// A saved game's `game.json` as a JSON object, changed by `change`, written back.
    static func writeGame(_ temp: TemporaryStore, _ change: (inout [String: Any]) -> Void) throws -> String {
        var game = GameFixtures.session()
        game.apply(.toggleNote(cell: GameFixtures.emptyCells(game)[1], symbol: 2), at: 0)
        game.apply(.place(cell: GameFixtures.emptyCells(game)[0], symbol: 1), at: 0)
        try temp.store.saveGame(game)
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: temp.path("game.json"))))
        var envelope = try #require(file as? [String: Any])
        var data = try #require(envelope["data"] as? [String: Any])
        change(&data)
        envelope["data"] = data
        let text = String(decoding: try JSONSerialization.data(withJSONObject: envelope), as: UTF8.self)
        try text.write(toFile: temp.path("game.json"), atomically: false, encoding: .utf8)
        return text
    }

    /// The bad games of issue 11 and a few more, each a change to a real saved game.
    static let badGames: [(String, @Sendable (inout [String: Any]) -> Void)] = [
        ("a cell value of 99", { d in var cells = d["cells"] as! [Int]; cells[cells.firstIndex(of: 0)!] = 99; d["cells"] = cells }),
        ("a board of the wrong length", { d in d["cells"] = (d["cells"] as! [Int]).dropLast().map { $0 } }),
        ("a box of 0 rows", { d in var setup = d["setup"] as! [String: Any]; setup["boxRows"] = 0; d["setup"] = setup }),
        ("a box of 2^32 × 2^32", { d in var setup = d["setup"] as! [String: Any]; setup["boxRows"] = 4294967296; setup["boxColumns"] = 4294967296; d["setup"] = setup }),
        ("an empty word list", { d in var setup = d["setup"] as! [String: Any]; setup["pairs"] = [Any](); d["setup"] = setup }),
        ("an empty word", { d in var setup = d["setup"] as! [String: Any]; setup["pairs"] = Array(repeating: ["first": [""], "second": ["x"]], count: 4); d["setup"] = setup }),
        ("a timer of 1e300", { d in d["timer"] = ["seconds": 1e300] }),
        ("a negative timer", { d in d["timer"] = ["seconds": -1] }),
        ("a note mask of 4294967295", { d in var notes = d["notes"] as! [Int]; notes[0] = 4294967295; d["notes"] = notes }),
        ("a solution that is not a grid", { d in d["solution"] = Array(repeating: 1, count: 16) }),
        // Issue 25: checks a one-line change could break unnoticed.
        ("a board that contradicts a given", { d in var cells = d["cells"] as! [Int]; let givens = d["givens"] as! [Int]; let i = givens.firstIndex { $0 != 0 }!; cells[i] = givens[i] % 4 + 1; d["cells"] = cells }),
        ("a note bit just above the grid's size", { d in var notes = d["notes"] as! [Int]; notes[0] = 1 << 4; d["notes"] = notes }),
        ("a given the solution contradicts", { d in var givens = d["givens"] as! [Int]; let i = givens.firstIndex { $0 != 0 }!; givens[i] = givens[i] % 4 + 1; d["givens"] = givens }),
        ("a negative mistake count", { d in d["mistakes"] = -1 }),
        ("mistakes by symbol of the wrong length", { d in d["mistakesBySymbol"] = [0] }),
        ("an undo step on cell 1000", { d in d["undo"] = "p1000,1 1000:0,0>1,0" }),
        ("an undo step placing symbol 9", { d in d["undo"] = "p1,9 1:0,0>9,0" }),
        ("malformed undo steps", { d in d["undo"] = "p1,1 1:0,0>" }),
        // An undo step that wipes a given: play never makes one (a move on a given is refused);
        // undone, the board lost the given and the game saved then was refused at its next load.
        ("an undo step that changes a given", { d in
            let givens = d["givens"] as! [Int], cells = d["cells"] as! [Int]
            let given = givens.firstIndex { $0 != 0 }!, empty = cells.firstIndex(of: 0)!
            d["undo"] = "p\(empty),1 \(given):0,0>\(givens[given]),0"
        }),
        ("a result with a missed symbol 7", { d in d["result"] = ["valid": true, "mistakes": 0, "seconds": 1, "hints": 0, "peeks": 0, "score": 1, "missedSymbols": [7]] }),
    ]

    @Test(arguments: badGames.indices)
    func anImpossibleGameIsSetAsideInOneLineAndResumeGoesOn(_ index: Int) throws {
        let (name, change) = Self.badGames[index]
        let temp = TemporaryStore()
        let written = try Self.writeGame(temp, change)
        #expect(temp.store.loadGame() == nil, "\(name)")
        #expect(temp.notices.count == 1, "\(name)")
        #expect(temp.notices.first.map { !$0.contains("\n") && $0.contains("game.json") && $0.contains("moved to") } == true, "\(name): \(temp.notices)")
        let aside = temp.files().filter { $0.hasPrefix("game.json.corrupt-") }
        #expect(aside.count == 1, "\(name)")
        #expect(aside.first.flatMap(temp.contents) == written, "nothing is lost")
        #expect(!temp.store.hasSavedGame)
        #expect(temp.store.loadGame() == nil, "a second resume finds nothing and says nothing")
        #expect(temp.notices.count == 1)
    }

    @Test func theReasonIsNamedInBothLanguages() throws {
        let temp = TemporaryStore()
        _ = try Self.writeGame(temp) { $0["timer"] = ["seconds": 1e300] }
        let said = Mutex<[Localized]>([])
        let store = Store(directory: temp.directory, notify: { notice in said.withLock { $0.append(notice.text) } })
        #expect(store.loadGame() == nil)
        let texts = said.withLock { $0 }
        #expect(texts.first?.en.contains("does not hold valid data (timer = 1e+300 ∉ 0.0…1000000000.0)") == true, "\(texts)")
        #expect(texts.first?.fr.contains("ne contient pas de données valides") == true)
    }

    @Test func twoFilesSetAsideInOneSecondAreBothKept() throws {
        let temp = TemporaryStore()
        _ = try Self.writeGame(temp) { $0["mistakes"] = -1 }
        #expect(temp.store.loadGame() == nil)
        _ = try Self.writeGame(temp) { $0["mistakes"] = -2 }
        #expect(temp.store.loadGame() == nil)
        #expect(temp.files().filter { $0.hasPrefix("game.json.corrupt-") }.count == 2)
    }

    func write(_ temp: TemporaryStore, _ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: temp.directory, withIntermediateDirectories: true)
        try text.write(toFile: temp.path(name), atomically: false, encoding: .utf8)
    }

    @Test func aLeitnerBoxOutsideOneToFiveIsSetAsideAndANewGameIsPlanned() throws {
        let temp = TemporaryStore()
        try write(temp, "memory.json", #"{"data":{"players":{"ada":{"cat = le chat":{"box":7,"right":1,"seen":1,"wrong":0}}}},"formatVersion":1}"#)
        #expect(temp.store.loadMemory() == LearnerMemory())
        #expect(temp.files().contains { $0.hasPrefix("memory.json.corrupt-") })
        let request = GameRequest(settings: Settings(), player: "ada")
        _ = try GameLifecycle.plan(request, in: temp.store)
    }

    @Test func seenMustBeRightPlusWrong() throws {
        let temp = TemporaryStore()
        try write(temp, "memory.json", #"{"data":{"players":{"ada":{"cat = le chat":{"box":1,"right":1,"seen":-9,"wrong":0}}}},"formatVersion":1}"#)
        #expect(temp.store.loadMemory() == LearnerMemory())
        #expect(temp.notices.count == 1)
    }

    @Test func settingsWithAHugeBoxGiveDefaultsAndEveryKeyReads() throws {
        let temp = TemporaryStore()
        try write(temp, "settings.json", #"{"data":{"boxRows":4294967296,"boxColumns":4294967296,"grade":3},"formatVersion":1}"#)
        let settings = temp.store.loadSettings()
        #expect(settings == Settings())
        #expect(Settings.keys.map { $0.value(in: settings) }.count == Settings.keys.count)
        try write(temp, "settings.json", #"{"data":{"grade":9},"formatVersion":1}"#)
        #expect(temp.store.loadSettings() == Settings())
        #expect(temp.notices.count == 2)
    }

    @Test func aLeaderboardTimeOfIntMinIsSetAsideAndTheNextFinishIsRecorded() throws {
        let temp = TemporaryStore()
        try write(temp, "leaderboard.json", #"{"data":{"boards":{"2x2-2":[{"date":"d","player":"ada","score":10,"seconds":-9223372036854775808}]}},"formatVersion":1}"#)
        var game = GameFixtures.session()
        for cell in GameFixtures.emptyCells(game) { game.apply(.place(cell: cell, symbol: Int(game.solution[cell])), at: 0) }
        guard case .finished(let result) = game.apply(.finish, at: 30) else { Issue.record("not finished"); return }
        let record = try temp.store.recordFinishedGame(game, result: result)
        #expect(record.leaderboard.bestScore)
        #expect(temp.store.loadLeaderboard().boards["2x2-2"]?.count == 1)
        #expect(temp.files().contains { $0.hasPrefix("leaderboard.json.corrupt-") })
    }

    @Test func dailyDaysMustBeRealDaysWithBoundedTimes() throws {
        let temp = TemporaryStore()
        try write(temp, "daily.json", #"{"data":{"solved":{"2026-02-30":{"player":"ada","score":1,"seconds":1}}},"formatVersion":1}"#)
        #expect(temp.store.loadDailyRecord() == DailyRecord())
        try write(temp, "daily.json", #"{"data":{"solved":{"2026-02-03":{"player":"ada","score":1,"seconds":-1}}},"formatVersion":1}"#)
        #expect(temp.store.loadDailyRecord() == DailyRecord())
        #expect(temp.notices.count == 2)
    }

    @Test func historyLinesWithTimesBeyondTheBoundAreSetAsideAndTheRestAddsUp() throws {
        let (temp, entry) = try StoreTests.historyWithOneEntry(thenDamage: "")
        for _ in 0..<3 {
            var huge = entry
            huge.seconds = Int.max
            try temp.store.appendHistory(huge)
        }
        let history = temp.store.loadHistory()
        #expect(history == [entry])
        #expect(temp.notices.count == 1)
    }
}

/// `memory.json` format 2: the FSRS states are checked after decoding like every stored value.
@Suite("Store: validation of the learner memory's states", .timeLimit(.minutes(15)))
struct MemoryStateValidationTests {
    /// A format-2 record of `cat = le chat` (one good review by default) with `state`.
    static func file(record: String = #""right":1,"seen":1,"shown":0,"wrong":0"#, _ state: String) -> String {
        "{\"data\":{\"players\":{\"ada\":{\"cat = le chat\":{" + record + ",\"state\":{" + state + "}}}}},\"formatVersion\":2}"
    }

    static let good = #""difficulty":2.1181,"due":1795364482,"lapses":0,"lastReview":1795165200,"reps":1,"stability":2.3065"#

    @Test func aGoodStateLoads() throws {
        let temp = TemporaryStore()
        try StoreValidationTests().write(temp, "memory.json", Self.file(Self.good))
        let state = try #require(temp.store.loadMemory().players["ada"]?["cat = le chat"]?.state)
        #expect(state.stability == 2.3065 && state.due == Date(timeIntervalSince1970: 1_795_364_482))
        #expect(temp.notices.isEmpty)
    }

    @Test(arguments: [
        ("stability", Self.good.replacingOccurrences(of: #""stability":2.3065"#, with: #""stability":0"#), "state.stability = 0.0 ∉ 0.001…36500.0"),
        ("stability", Self.good.replacingOccurrences(of: #""stability":2.3065"#, with: #""stability":1e300"#), "state.stability"),
        ("difficulty", Self.good.replacingOccurrences(of: #""difficulty":2.1181"#, with: #""difficulty":11"#), "state.difficulty = 11.0 ∉ 1.0…10.0"),
        ("due", Self.good.replacingOccurrences(of: #""due":1795364482"#, with: #""due":1795000000"#), "state.due < lastReview"),
        ("lastReview", Self.good.replacingOccurrences(of: #""lastReview":1795165200"#, with: #""lastReview":-5"#), "state.lastReview"),
        ("reps", Self.good.replacingOccurrences(of: #""reps":1"#, with: #""reps":3"#), "state.reps ≠ right + wrong"),
        ("lapses", Self.good.replacingOccurrences(of: #""lapses":0"#, with: #""lapses":2"#), "state.lapses ≠ wrong"),
    ])
    func anImpossibleStateIsSetAsideAndSaysWhy(_ field: String, _ state: String, _ reason: String) throws {
        let temp = TemporaryStore()
        try StoreValidationTests().write(temp, "memory.json", Self.file(state))
        #expect(temp.store.loadMemory() == LearnerMemory())
        #expect(temp.notices.count == 1 && temp.notices[0].contains(reason), "\(field): \(temp.notices)")
        #expect(temp.files().contains { $0.hasPrefix("memory.json.corrupt-") })
    }

    /// A format-1 record in Leitner box 0 (boxes are 1…5): set aside, not turned into a state.
    @Test func aLeitnerBoxZeroIsSetAside() throws {
        let temp = TemporaryStore()
        try StoreValidationTests().write(temp, "memory.json",
            #"{"data":{"players":{"ada":{"cat = le chat":{"box":0,"right":1,"seen":1,"shown":0,"wrong":0}}}},"formatVersion":1}"#)
        #expect(temp.store.loadMemory() == LearnerMemory())
        #expect(temp.notices.first?.contains("box") == true, "\(temp.notices)")
        #expect(temp.files().contains { $0.hasPrefix("memory.json.corrupt-") })
    }

    @Test func reviewsWithoutAStateAreSetAside() throws {
        let temp = TemporaryStore()
        try StoreValidationTests().write(temp, "memory.json",
            #"{"data":{"players":{"ada":{"cat = le chat":{"right":1,"seen":1,"shown":0,"wrong":0}}}},"formatVersion":2}"#)
        #expect(temp.store.loadMemory() == LearnerMemory())
        #expect(temp.notices.first?.contains("reviews without a state") == true)
    }

    @Test func aMemoryOfANewerFormatIsKeptAndNeverWritten() throws {
        let temp = TemporaryStore()
        let newer = #"{"data":{"players":{}},"formatVersion":4}"#
        try StoreValidationTests().write(temp, "memory.json", newer)
        #expect(temp.store.loadMemory() == LearnerMemory())
        let (game, result) = StoreRefusalTests.finishedGame()
        #expect(throws: StoreError.self) { try temp.store.recordFinishedGame(game, result: result) }
        #expect(temp.contents("memory.json") == newer)
    }
}
