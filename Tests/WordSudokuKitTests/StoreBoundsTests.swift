import Foundation
import Testing
@testable import WordSudokuKit

/// Issue 25: every collection and string a stored file holds has a maximum (`StoreLimits`); a
/// file past one is set aside like any invalid one, and the notice says which bound. A game
/// giving one word 300,000 alternatives was accepted, and each move then took 0.3–0.7 s.
@Suite("Store: bounded sizes", .timeLimit(.minutes(15)))
struct StoreBoundsTests {
    static func setup(_ d: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
        var setup = d["setup"] as! [String: Any]
        change(&setup)
        d["setup"] = setup
    }

    /// A real game changed past one bound, and the reason the notice must give.
    static let oversized: [(String, @Sendable (inout [String: Any]) -> Void)] = [
        ("pairs[0].second: 17 > 16", { d in setup(&d) { s in
            var pairs = s["pairs"] as! [[String: [String]]]
            pairs[0]["second"] = (0..<17).map { "mot\($0)" }
            s["pairs"] = pairs
        } }),
        ("pairs[1].first[0] length = 41 ∉ 0…40", { d in setup(&d) { s in
            var pairs = s["pairs"] as! [[String: [String]]]
            pairs[1]["first"] = [String(repeating: "a", count: 41)]
            s["pairs"] = pairs
        } }),
        ("pairs[0].first[0]: 1025 bytes > 1024", { d in setup(&d) { s in
            var pairs = s["pairs"] as! [[String: [String]]]
            pairs[0]["first"] = ["e" + String(repeating: "\u{301}", count: 512)]
            s["pairs"] = pairs
        } }),
        ("player: 4097 bytes > 4096", { d in setup(&d) { s in s["player"] = String(repeating: "x", count: 4097) } }),
        ("listName: 4097 bytes > 4096", { d in setup(&d) { s in s["listName"] = String(repeating: "x", count: 4097) } }),
        ("code: 4097 bytes > 4096", { d in setup(&d) { s in s["code"] = String(repeating: "x", count: 4097) } }),
        ("languages[1]: 4097 bytes > 4096", { d in setup(&d) { s in s["languages"] = ["en", String(repeating: "x", count: 4097)] } }),
        ("undo: 100001 > 100000", { d in d["undo"] = Array(repeating: "p1,1 1:0,0>1,0", count: 100_001).joined(separator: ";") }),
        ("result.missedSymbols: 5 > 4", { d in d["result"] = ["valid": true, "mistakes": 0, "seconds": 1, "hints": 0, "peeks": 0, "score": 1, "missedSymbols": [1, 2, 3, 4, 1]] }),
    ]

    @Test(arguments: oversized.indices)
    func aGamePastABoundIsSetAsideAndSaysWhich(_ index: Int) throws {
        let (reason, change) = Self.oversized[index]
        let temp = TemporaryStore()
        let written = try StoreValidationTests.writeGame(temp, change)
        #expect(temp.store.loadGame() == nil, "\(reason)")
        #expect(temp.notices.count == 1 && temp.notices[0].contains("(\(reason))"), "\(temp.notices)")
        let aside = temp.files().filter { $0.hasPrefix("game.json.corrupt-") }
        #expect(aside.count == 1 && aside.first.flatMap(temp.contents) == written, "set aside whole")
        #expect(!temp.store.hasSavedGame)
    }

    /// Just within each bound, a game loads: the bounds refuse only what no list makes.
    @Test func aGameAtEveryBoundLoads() throws {
        let temp = TemporaryStore()
        _ = try StoreValidationTests.writeGame(temp) { d in
            Self.setup(&d) { s in
                var pairs = s["pairs"] as! [[String: [String]]]
                pairs[0]["second"] = (0..<16).map { "mot\($0)" }
                pairs[1]["first"] = [String(repeating: "a", count: 40)]
                s["pairs"] = pairs
                s["listName"] = String(repeating: "x", count: 4096)
            }
        }
        let game = try #require(temp.store.loadGame(), "\(temp.notices)")
        #expect(game.setup.pairs[0].second.count == 16)
        #expect(temp.notices.isEmpty)
    }

    /// Play never makes a game the store would refuse: past `StepStack.limit` steps, the
    /// oldest is forgotten, and the packed stack is the one its steps make.
    @Test func theUndoStackKeepsItsLastStepsOnly() {
        let steps = (0..<4).map { cell in
            GameSession.Step(move: .place(cell: cell, symbol: 1), changes: [.init(cell: cell, before: .init(value: 0, notes: 0), after: .init(value: 1, notes: 0))])
        }
        var stack = GameSession.StepStack()
        for index in 0..<(GameSession.StepStack.limit + 3) { stack.push(steps[index % 4]) }
        #expect(stack.steps.count == GameSession.StepStack.limit)
        #expect(stack.steps.first == steps[3] && stack.steps.last == steps[2])
        #expect(stack.packedText == GameSession.StepStack(stack.steps).packedText)
        _ = stack.pop()
        #expect(stack.packedText == GameSession.StepStack(stack.steps).packedText)
    }

    @Test func aLeaderboardOfTooManyBoardsIsSetAside() throws {
        let temp = TemporaryStore()
        let boards = (0...StoreLimits.boards).map { "\"b\($0)\":[]" }.joined(separator: ",")
        try StoreValidationTests().write(temp, "leaderboard.json", "{\"data\":{\"boards\":{\(boards)}},\"formatVersion\":1}")
        #expect(temp.store.loadLeaderboard() == Leaderboard())
        #expect(temp.notices.first?.contains("boards: 1001 > 1000") == true, "\(temp.notices)")
    }

    /// settings.json's strings are bounded like every other stored name: the player, the list
    /// (a name or a path) and the shown language within 4096 bytes; one past is set aside.
    @Test(arguments: ["player", "list", "shownLanguage"])
    func settingsPastTheTextBoundAreSetAside(_ key: String) throws {
        for (length, accepted) in [(4096, true), (4097, false)] {
            let temp = TemporaryStore()
            let text = String(repeating: "é", count: length / 2) + String(repeating: "x", count: length % 2)
            try StoreValidationTests().write(temp, "settings.json", "{\"data\":{\"\(key)\":\"\(text)\"},\"formatVersion\":1}")
            let settings = temp.store.loadSettings()
            if accepted {
                #expect(temp.notices.isEmpty, "\(temp.notices)")
                #expect(settings != Settings(), "\(key) of \(length) bytes kept")
            } else {
                #expect(settings == Settings())
                #expect(temp.notices.first?.contains("\(key): 4097 bytes > 4096") == true, "\(temp.notices)")
                #expect(temp.files().contains { $0.hasPrefix("settings.json.corrupt-") })
            }
        }
    }

    @Test func aHistoryLineWithAHugeNameIsSetAsideAndTheRestKept() throws {
        let temp = TemporaryStore()
        let good = #"{"data":{"code":"c","date":"2026-01-01T00:00:00Z","grade":1,"hints":0,"list":"animals","mistakes":0,"peeks":0,"player":"ada","score":10,"seconds":60,"shape":"2x2","valid":true},"formatVersion":1}"#
        let huge = good.replacingOccurrences(of: #""player":"ada""#, with: "\"player\":\"\(String(repeating: "x", count: 5000))\"")
        try StoreValidationTests().write(temp, "history.jsonl", good + "\n" + huge + "\n")
        #expect(temp.store.loadHistory().map(\.player) == ["ada"])
        #expect(temp.files().contains { $0.hasPrefix("history.jsonl.corrupt-") })
    }

    /// A word list cannot give a pair more accepted words than a saved game may hold.
    @Test func aListPairOfSeventeenAlternativesIsRefused() {
        let words = (0..<17).map { "\"le mot \($0)\"" }.joined(separator: ", ")
        #expect(problems("[{\"en\": \"cat\", \"fr\": [\(words)]}]") == ["list.json:1:23: pairs[0].fr: 17 accepted words; at most 16"])
        let sixteen = (0..<16).map { "\"le mot \($0)\"" }.joined(separator: ", ")
        #expect(problems("[{\"en\": \"cat\", \"fr\": [\(sixteen)]}]").isEmpty)
    }
}
