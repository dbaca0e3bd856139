import Foundation
import Testing

/// The game commands as a new user meets them: names, saves, settings, usage errors.
@Suite("Game commands", .timeLimit(.minutes(15)))
struct GameCommandTests {
    static func run(_ arguments: [String], input: String? = "", home: String, extra: [String: String] = [:]) throws -> Binary.Result {
        var environment = ["WORD_SUDOKU_HOME": home, "LANG": "C"]
        for (key, value) in extra { environment[key] = value }
        return try Binary.run(arguments, input: input, environment: environment)
    }

    static func withHome(_ body: (String) throws -> Void) rethrows {
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try body(home)
    }

    @Test func aPlayerNameWithEscapeSequencesIsAUsageErrorOnOneLine() throws {
        try Self.withHome { home in
            let result = try Self.run(["play", "--plain", "--player", "Zo\u{1B}]0;pwned\u{07}\u{1B}[2J"], input: "quit\n", home: home)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "word-sudoku: option “--player”: control character U+001B not allowed (it could take over the terminal) (see “word-sudoku help play”)\n")
        }
    }

    @Test func statsNeverPrintsAControlCharacterFromTheHistoryFile() throws {
        try Self.withHome { home in
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            let line = #"{"data":{"code":"c","date":"2026-01-01T00:00:00Z","grade":1,"hints":0,"list":"animals","mistakes":0,"peeks":0,"player":"Zo\u001b]0;pwned\u0007","score":5,"seconds":60,"shape":"2x2","valid":true},"formatVersion":1}"#
            try (line + "\n").write(toFile: home + "/history.jsonl", atomically: true, encoding: .utf8)
            let result = try Self.run(["stats"], home: home)
            #expect(result.status == 0)
            #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
            #expect(result.stdout.contains("Zo<U+001B>]0;pwned<U+0007>"))
        }
    }
}

extension GameCommandTests {
    @Test func quittingAfterAFailedSaveSaysTheGameWasNotSavedAndExits73() throws {
        let result = try Self.run(["play", "--plain", "--seed", "1"], input: "quit\n", home: "/proc/nope")
        #expect(result.status == 73)
        #expect(!result.stdout.contains("Game saved"))
        #expect(result.stdout.hasSuffix("Your game could not be saved: /proc/nope: No such file or directory.\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// Discarding the game leaves nothing unsaved, so the failed saves before it are no error.
    @Test func discardingAfterFailedSavesExitsZero() throws {
        let result = try Self.run(["play", "--plain", "--seed", "1"], input: "quit discard\n", home: "/proc/nope")
        #expect(result.status == 0)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func endOfInputAfterAFailedSaveSaysTheGameWasNotSaved() throws {
        let result = try Self.run(["play", "--plain", "--seed", "1"], input: "", home: "/proc/nope")
        #expect(result.status == 73)
        #expect(!result.stdout.contains("game saved"))
        #expect(result.stdout.contains("Your game could not be saved: "))
    }

    @Test func aClearThatFailsSaysItCannotClear() throws {
        try Self.withHome { home in
            // A history that cannot be deleted: a directory with something in it.
            try FileManager.default.createDirectory(atPath: home + "/history.jsonl/x", withIntermediateDirectories: true)
            let result = try Self.run(["stats", "--clear", "--yes"], home: home)
            #expect(result.status == 73)
            #expect(result.stderr.hasPrefix("word-sudoku: cannot clear \(home)/history.jsonl: "))
            #expect(!result.stderr.contains("cannot save"))
        }
    }
}

extension GameCommandTests {
    @Test func playKeepsAnUnfinishedSavedGameUnlessToldNew() throws {
        try Self.withHome { home in
            let first = try Self.run(["play", "--plain", "--seed", "1", "--box", "2x3", "--grade", "1"], input: "quit\n", home: home)
            #expect(first.status == 0)
            let saved = try String(contentsOfFile: home + "/game.json", encoding: .utf8)
            let again = try Self.run(["play", "--plain", "--seed", "2"], input: "quit\n", home: home)
            #expect(again.status == 1)
            #expect(again.stdout.isEmpty)
            let lines = again.stderr.split(separator: "\n")
            #expect(lines.count == 1)
            #expect(again.stderr.hasPrefix("You have a game in progress (6×6, "))
            #expect(again.stderr.hasSuffix(" cells to fill): continue it with “word-sudoku resume”, or start another with “word-sudoku play --new”.\n"))
            #expect(try String(contentsOfFile: home + "/game.json", encoding: .utf8) == saved)
            let daily = try Self.run(["daily", "--plain"], input: "quit\n", home: home)
            #expect(daily.status == 1)
            #expect(daily.stderr.contains("“word-sudoku daily --new”"))
            let replaced = try Self.run(["play", "--plain", "--new", "--seed", "2"], input: "quit\n", home: home)
            #expect(replaced.status == 0)
            #expect(try String(contentsOfFile: home + "/game.json", encoding: .utf8) != saved)
        }
    }
}

extension GameCommandTests {
    @Test func settingsListsEveryKeyWithItsValueAndAllowedValues() throws {
        try Self.withHome { home in
            let result = try Self.run(["settings"], home: home)
            #expect(result.status == 0)
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.count == 18)
            #expect(lines.contains { $0.hasPrefix("speech-rate   140         allowed: 80-260 words a minute") })
            #expect(lines.contains { $0.hasPrefix("voice         auto        allowed: LANGUAGE VOICE") })
            #expect(lines.contains { $0.hasPrefix("retention     auto        allowed: 0.70-0.97") })
            #expect(lines.contains { $0.hasPrefix("size          6           allowed: 4, 6, 8, 9, 12, 16, 25") })
            #expect(lines.contains { $0.hasPrefix("grade         1           allowed: 1-5") })
        }
    }

    @Test func aSettingChangedOnTheCommandLineIsKeptAndUsedByTheNextGame() throws {
        try Self.withHome { home in
            let set = try Self.run(["settings", "size", "4"], home: home)
            #expect(set.status == 0)
            #expect(set.stdout.hasPrefix("size          4 "))
            #expect(try Self.run(["settings", "grade", "easy"], home: home).status == 0)
            let shown = try Self.run(["settings", "grade"], home: home)
            #expect(shown.stdout.hasPrefix("grade         2 "))
            let game = try Self.run(["play", "--plain", "--seed", "1"], input: "quit\n", home: home)
            #expect(game.stdout.hasPrefix("WordSudoku 4×4 (boxes 2×2), grade 2"))
        }
    }

    @Test func anUnknownSettingOrABadValueIsAUsageErrorListingTheAllowedValues() throws {
        try Self.withHome { home in
            let unknown = try Self.run(["settings", "colour", "on"], home: home)
            #expect(unknown.status == 2)
            #expect(unknown.stderr == "word-sudoku: unknown setting “colour” (settings: language, colours, high-contrast, sound, speech, speech-rate, voice, speak-words, mode, timer, vim-keys, size, box, grade, words, show, retention, player) (see “word-sudoku help settings”)\n")
            let bad = try Self.run(["settings", "mode", "exam"], home: home)
            #expect(bad.status == 2)
            #expect(bad.stderr == "word-sudoku: setting “mode” expects immediate, at-finish, got “exam” (see “word-sudoku help settings”)\n")
            #expect(!FileManager.default.fileExists(atPath: home + "/settings.json"))
        }
    }
}

extension GameCommandTests {
    @Test func aGameWithoutPeeksSaysSoWhenAPeekIsAsked() throws {
        try Self.withHome { home in
            let result = try Self.run(["play", "--plain", "--seed", "1", "--peeks", "0"], input: "peek\nquit\n", home: home)
            #expect(result.stdout.contains("\nNo peek: this game allows no peeks.\n"))
            #expect(!result.stdout.contains("used them all"))
        }
    }

    @Test func aDamagedHistoryLineIsReportedOnceAndMovedAside() throws {
        try Self.withHome { home in
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            try "garbage\n".write(toFile: home + "/history.jsonl", atomically: true, encoding: .utf8)
            let first = try Self.run(["stats"], home: home)
            #expect(first.stderr.hasPrefix("word-sudoku: \(home)/history.jsonl: 1 damaged line moved aside to \(home)/history.jsonl.corrupt-"))
            let second = try Self.run(["stats"], home: home)
            #expect(second.stderr.isEmpty)
            let files = try FileManager.default.contentsOfDirectory(atPath: home)
            #expect(files.contains { $0.hasPrefix("history.jsonl.corrupt-") })
        }
    }

    @Test(arguments: [
        (["stats", "--yes"], "word-sudoku: “--yes” only goes with “--clear” (see “word-sudoku help stats”)\n"),
        (["play", "--plain", "--theme", "food", "--words", "animals"], "word-sudoku: give --words or --theme, not both (see “word-sudoku help play”)\n"),
    ])
    func conflictingOptionsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        try Self.withHome { home in
            let result = try Self.run(arguments, home: home)
            #expect(result.status == 2)
            #expect(result.stderr == message)
        }
    }

    @Test func anUnknownShownLanguageIsAUsageErrorPointingToTheHelp() throws {
        try Self.withHome { home in
            let result = try Self.run(["play", "--plain", "--show", "de"], home: home)
            #expect(result.status == 2)
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stderr.hasSuffix(" (see “word-sudoku help play”)\n"))
        }
    }

    @Test func helpForPlayNamesEverySizeThatWorks() throws {
        let result = try Binary.run(["help", "play"])
        #expect(result.stdout.contains("4, 6, 8, 9, 12, 16 or 25"))
    }

    @Test func frenchStatsAgreeInNumber() throws {
        try Self.withHome { home in
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            func line(_ valid: Bool) -> String {
                #"{"data":{"code":"c","date":"2026-01-01T00:00:00Z","grade":1,"hints":0,"list":"animals","mistakes":0,"peeks":0,"player":"zoe","score":5,"seconds":60,"shape":"2x2","valid":\#(valid)},"formatVersion":1}"#
            }
            try (line(true) + "\n").write(toFile: home + "/history.jsonl", atomically: true, encoding: .utf8)
            let one = try Self.run(["stats", "--lang", "fr"], home: home)
            #expect(one.stdout.hasPrefix("Parties : 1 finie, 1 résolue, "))
            try ([line(true), line(false)].joined(separator: "\n") + "\n").write(toFile: home + "/history.jsonl", atomically: true, encoding: .utf8)
            let two = try Self.run(["stats", "--lang", "fr"], home: home)
            #expect(two.stdout.hasPrefix("Parties : 2 finies, 1 résolue, "))
        }
    }
}
