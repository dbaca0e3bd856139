import Foundation
import Testing
import WordSudokuKit

/// The bad store files of issue 11, through the real binary: each is said in one line, set
/// aside (or, for a newer version's file or a link, left as it is), and the command goes on.
@Suite("Hostile store files", .timeLimit(.minutes(15)))
struct HostileStoreTests {
    /// A data folder holding a real game saved by `play`, then changed by `change`.
    static func homeWithGame(_ change: (inout [String: Any]) -> Void) throws -> String {
        let home = PlayScript.temporaryHome()
        _ = try FinishedGame.start(["--size", "4", "--seed", "3"], home: home)
        let url = URL(fileURLWithPath: home + "/game.json")
        var envelope = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var data = try #require(envelope["data"] as? [String: Any])
        change(&data)
        envelope["data"] = data
        try JSONSerialization.data(withJSONObject: envelope).write(to: url)
        return home
    }

    static func files(_ home: String) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: home)) ?? []).sorted() }

    static let badGames: [(String, @Sendable (inout [String: Any]) -> Void)] = [
        ("cell 99", { d in var cells = d["cells"] as! [Int]; cells[cells.firstIndex(of: 0)!] = 99; d["cells"] = cells }),
        ("wrong length", { d in d["cells"] = (d["cells"] as! [Int]).dropLast().map { $0 } }),
        ("box of 0 rows", { d in var setup = d["setup"] as! [String: Any]; setup["boxRows"] = 0; d["setup"] = setup }),
        ("empty word list", { d in var setup = d["setup"] as! [String: Any]; setup["pairs"] = [Any](); d["setup"] = setup }),
        ("timer 1e300", { d in d["timer"] = ["seconds": 1e300] }),
        ("note mask 4294967295", { d in var notes = d["notes"] as! [Int]; notes[notes.count - 1] = 4294967295; d["notes"] = notes }),
    ]

    @Test(arguments: badGames.indices)
    func anImpossibleGameIsSaidInOneLineAndSetAsideAndResumeFindsNone(_ index: Int) throws {
        let home = try Self.homeWithGame(Self.badGames[index].1)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let first = try Binary.run(["resume", "--plain", "--lang", "en"], environment: ["WORD_SUDOKU_HOME": home])
        #expect(first.status == 1, "\(Self.badGames[index].0): \(first.stderr)")
        let lines = first.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.contains("game.json does not hold valid data (") == true, "\(lines)")
        #expect(lines.last == "word-sudoku: no saved game; start one with “word-sudoku play”")
        #expect(Self.files(home).contains { $0.hasPrefix("game.json.corrupt-") })
        let second = try Binary.run(["resume", "--plain", "--lang", "en"], environment: ["WORD_SUDOKU_HOME": home])
        #expect(second.status == 1)
        #expect(second.stderr == "word-sudoku: no saved game; start one with “word-sudoku play”\n")
    }

    @Test func aNewerGameIsKeptAndResumeSaysSo() throws {
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let newer = #"{"data":{"next":true},"formatVersion":3}"#
        try newer.write(toFile: home + "/game.json", atomically: false, encoding: .utf8)
        let resumed = try Binary.run(["resume", "--plain", "--lang", "fr"], environment: ["WORD_SUDOKU_HOME": home, "LANG": "fr_FR.UTF-8"])
        #expect(resumed.status == 1)
        #expect(resumed.stderr.hasPrefix("word-sudoku: \(home)/game.json a été écrit par une version plus récente de word-sudoku ; laissé tel quel\n"))
        let played = try Binary.run(["play", "--plain", "--size", "4", "--lang", "en"], input: "quit\n", environment: ["WORD_SUDOKU_HOME": home])
        #expect(played.status == 73, "a new game cannot be kept over it: \(played.stderr)")
        #expect(try String(contentsOfFile: home + "/game.json", encoding: .utf8) == newer)
        #expect(Self.files(home).filter { $0.hasPrefix("game.json") } == ["game.json"])
    }

    func home(with name: String, _ text: String) throws -> String {
        let home = PlayScript.temporaryHome()
        try text.write(toFile: home + "/" + name, atomically: false, encoding: .utf8)
        return home
    }

    @Test func aLeitnerBoxOfNineLeavesNewGamesPlayable() throws {
        let home = try home(with: "memory.json", #"{"data":{"players":{"ada":{"cat = le chat":{"box":9,"right":1,"seen":1,"wrong":0}}}},"formatVersion":1}"#)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let played = try Binary.run(["play", "--plain", "--size", "4", "--player", "ada", "--lang", "en"], input: "quit\n", environment: ["WORD_SUDOKU_HOME": home])
        #expect(played.status == 0, "\(played.stderr)")
        #expect(played.stderr.contains("memory.json: 1 record could not be used and was dropped: players[ada][cat = le chat] (players[ada][cat = le chat].box = 9 ∉ 1…5)"))
        #expect(Self.files(home).contains { $0.hasPrefix("memory.json.corrupt-") })
    }

    /// Issue 25: a game.json giving one word 300,000 alternatives (3.8 MB) was accepted, and each
    /// move then took 0.3–0.7 s. It is past `StoreLimits.alternatives`: set aside, said why.
    @Test func aGameOfThreeHundredThousandAlternativesIsSetAsideAndSaysWhy() throws {
        let home = try Self.homeWithGame { d in
            var setup = d["setup"] as! [String: Any]
            var pairs = setup["pairs"] as! [[String: [String]]]
            pairs[0]["second"] = pairs[0]["second"]! + (0..<300_000).map { "mot\($0)" }
            setup["pairs"] = pairs
            d["setup"] = setup
        }
        defer { try? FileManager.default.removeItem(atPath: home) }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: home + "/game.json")[.size] as? Int)
        #expect(size > 3_000_000)
        let started = Date()
        let resumed = try Binary.run(["resume", "--plain", "--lang", "en"], input: "A3 le singe\nquit\n", environment: ["WORD_SUDOKU_HOME": home])
        #expect(resumed.status == 1, "\(resumed.stderr)")
        #expect(resumed.stderr.hasPrefix("word-sudoku: \(home)/game.json does not hold valid data (pairs[0].second: 300001 > 16); it was moved to \(home)/game.json.corrupt-"), "\(resumed.stderr)")
        #expect(Date().timeIntervalSince(started) < 10)
        let aside = try #require(Self.files(home).first { $0.hasPrefix("game.json.corrupt-") })
        let attributes = try FileManager.default.attributesOfItem(atPath: home + "/" + aside)
        #expect(attributes[.size] as? Int == size, "set aside whole")
        #expect(!Self.files(home).contains("game.json"))
    }

    @Test func settingsWithAHugeBoxStillList() throws {
        let home = try home(with: "settings.json", #"{"data":{"boxRows":4294967296,"boxColumns":4294967296},"formatVersion":1}"#)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let shown = try Binary.run(["settings"], environment: ["WORD_SUDOKU_HOME": home])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("size          6"))
        #expect(shown.stderr.split(separator: "\n").count == 1)
    }

    @Test func historyTimesSummingPastIntMaxLeaveStatsWorking() throws {
        let line = #"{"data":{"code":"c","date":"2026-01-01T00:00:00Z","grade":1,"hints":0,"list":"animals","mistakes":0,"peeks":0,"player":"ada","score":1,"seconds":9223372036854775807,"shape":"2x2","valid":true},"formatVersion":1}"#
        let home = try home(with: "history.jsonl", [line, line, line].joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let stats = try Binary.run(["stats", "--lang", "en"], environment: ["WORD_SUDOKU_HOME": home])
        #expect(stats.status == 0, "\(stats.stderr)")
        #expect(stats.stdout.contains("Games: 0 finished"))
        #expect(stats.stderr.split(separator: "\n").count == 1)
    }

    @Test func aLeaderboardTimeOfIntMinLeavesTheNextFinishWorking() throws {
        let home = try home(with: "leaderboard.json", #"{"data":{"boards":{"2x2-1":[{"date":"d","player":"ada","score":10,"seconds":-9223372036854775808}]}},"formatVersion":1}"#)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let finished = try FinishedGame.play(["--size", "4", "--seed", "3", "--grade", "1"], home: home)
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(finished.stdout.contains("Solved!"))
        #expect(Store(directory: home).loadLeaderboard().boards["2x2-1"]?.count == 1)
    }

    @Test func aHistoryLinkedElsewhereIsNotWrittenThroughAndTheFinishSaysSo() throws {
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let other = home + "/other.txt"
        try "precious\n".write(toFile: other, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: home + "/history.jsonl", withDestinationPath: other)
        let finished = try FinishedGame.play(["--size", "4", "--seed", "3"], home: home)
        #expect(finished.status == 73)
        #expect(finished.stderr.contains("\(home)/history.jsonl is a symbolic link; left alone"), "\(finished.stderr)")
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "precious\n")
    }
}
