import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
#if canImport(Glibc)
import Glibc
#endif

/// Issue 10: one game lifecycle behind both front ends. The real binary is played in a
/// pseudo-terminal and in line mode, on real data folders, waiting on what the screen shows
/// and on what the store holds, never on fixed sleeps.
@Suite("One game behind both front ends", .serialized, .timeLimit(.minutes(15)))
struct OneGameBothFrontEndsTests {
    typealias Session = TerminalSessionTests.Session

    /// A data folder of the test's own, removed after.
    final class Home {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-life-\(UUID().uuidString)").path
        var store: Store { Store(directory: path) }
        var environment: [String: String] { ["WORD_SUDOKU_HOME": path, "USER": "ada"] }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Waits until the screen the program drew (not only its raw output) shows `text`.
    static func waitForScreen(_ session: Session, _ text: String, columns: Int = 80, rows: Int = 24, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if TerminalSessionTests.screen(session.output, columns: columns, rows: rows).joined(separator: "\n").contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Waits until `condition` holds of the store (the game is saved after every move).
    static func waitForStore(_ home: Home, seconds: Double = 20, _ condition: (Store) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(home.store) { return true }
            usleep(20_000)
        }
        return false
    }

    static func screenText(_ session: Session) -> String {
        TerminalSessionTests.screen(session.output).joined(separator: "\n")
    }

    // MARK: One scripted game, two front ends, the same records

    /// The moves of the script, for the game it is played on.
    struct Script {
        let game: GameSession
        var empties: [Int] { game.givens.indices.filter { game.givens[$0] == 0 } }
        var first: Int { empties[0] }
        var wrong: Int { Int(game.solution[first]) % game.shape.size + 1 }
        func word(_ symbol: Int) -> String { game.setup.answerWord(symbol) }
        func name(_ cell: Int) -> String { CellName.text(cell, shape: game.shape) }

        /// Keys that select `cell` from anywhere: PgUp and Home to the top left corner, then
        /// arrows down and right.
        func select(_ cell: Int) -> String {
            "\u{1b}[5~\u{1b}[H" + String(repeating: "\u{1b}[B", count: game.shape.row(of: cell))
                + String(repeating: "\u{1b}[C", count: game.shape.column(of: cell))
        }

        /// Before quitting: a mistake, undo, the right word, a hint, a peek.
        var firstHalfKeys: String {
            select(first) + "\(wrong)" + "\u{15}" + "\(game.solution[first])" + "\u{14}" + "\u{04}y" + "\r"
        }
        var firstHalfLines: String {
            ["\(name(first)) \(word(wrong))", "undo", "\(name(first)) \(word(Int(game.solution[first])))", "hint", "peek", "quit"]
                .joined(separator: "\n") + "\n"
        }
        /// After resuming: every other cell right, which finishes the game.
        var secondHalfKeys: String {
            empties.dropFirst().map { select($0) + "\(game.solution[$0])" }.joined()
        }
        var secondHalfLines: String {
            empties.dropFirst().map { "\(name($0)) \(word(Int(game.solution[$0])))" }.joined(separator: "\n") + "\n"
        }
    }

    /// What the store holds after the game, without what the clock decides (the time, the
    /// date and the score, which rewards speed).
    static func records(_ home: Home) throws -> [String: Any] {
        func json(_ name: String) throws -> Any? {
            guard let data = FileManager.default.contents(atPath: home.path + "/" + name) else { return nil }
            return try JSONSerialization.jsonObject(with: data)
        }
        // Without the clock's readings, nor the game's id (each game played is its own).
        func withoutClock(_ value: Any?) -> Any? {
            if let object = value as? [String: Any] {
                return object.filter { !["date", "seconds", "score", "bestScore", "bestTime", "id", "recentGames", "lastReview", "due", "lastLapse"].contains($0.key) }
                    .mapValues { withoutClock($0) ?? NSNull() }
            }
            if let array = value as? [Any] { return array.map { withoutClock($0) ?? NSNull() } }
            return value
        }
        let history = (try String(contentsOfFile: home.path + "/history.jsonl", encoding: .utf8))
            .split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) }
        return [
            "history": withoutClock(history) ?? NSNull(),
            "leaderboard": withoutClock(try json("leaderboard.json")) ?? NSNull(),
            "memory": withoutClock(try json("memory.json")) ?? NSNull(),
            "daily": withoutClock(try json("daily.json")) ?? NSNull(),
        ]
    }

    @Test func theSameScriptedGameLeavesTheSameRecordsInBothFrontEnds() throws {
        let date = "2026-11-20"
        // Line mode.
        let plain = Home()
        let started = try Binary.run(["daily", "--plain", "--date", date], input: "", environment: plain.environment)
        #expect(started.status == 0, "\(started.stderr)")
        let script = Script(game: try #require(plain.store.loadGame()))
        let first = try Binary.run(["resume", "--plain"], input: script.firstHalfLines, environment: plain.environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(plain.store.loadGame()?.mistakes == 1)
        let second = try Binary.run(["resume", "--plain"], input: script.secondHalfLines, environment: plain.environment)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Solved!"))

        // The full screen, on the same puzzle of the day.
        let screen = Home()
        let session = try Session(arguments: ["daily", "--date", date], environment: screen.environment)
        defer { session.close() }
        #expect(Self.waitForStore(screen) { $0.loadGame()?.setup.code == script.game.setup.code })
        #expect(Self.waitForScreen(session, "Peeks"))
        session.send(script.firstHalfKeys)
        #expect(Self.waitForStore(screen) { $0.loadGame()?.peeksUsed == 1 }, "\(Self.screenText(session))")
        session.send("\u{11}k")
        #expect(Self.waitForScreen(session, "Puzzle of the day"))
        session.send("q")
        try #require(session.waitForExit())
        #expect(session.process.terminationStatus == 0)
        let saved = try #require(screen.store.loadGame())
        #expect(saved.mistakes == 1 && saved.hintsUsed == 1 && saved.peeksUsed == 1)
        #expect(saved.cells[script.first] == saved.solution[script.first])

        let resumed = try Session(arguments: ["resume"], environment: screen.environment)
        defer { resumed.close() }
        #expect(Self.waitForScreen(resumed, "Peeks"))
        resumed.send(script.secondHalfKeys)
        // The solved board first, the cell of the wrong word marked (issue 26, item 10); any key: the results.
        #expect(Self.waitForScreen(resumed, "The solved board: 1 cell marked where a wrong word came first"), "\(Self.screenText(resumed))")
        resumed.send("\r")
        #expect(Self.waitForScreen(resumed, "Solved!"), "\(Self.screenText(resumed))")
        // The recall check of the words missed, peeked at or hinted: Enter on an empty answer
        // skips it, as the end of line mode's input left it unanswered; Enter again: the menu.
        #expect(Self.waitForScreen(resumed, "Recall check 1/"), "\(Self.screenText(resumed))")
        resumed.send("\r")
        #expect(Self.waitForScreen(resumed, "Recall check skipped"), "\(Self.screenText(resumed))")
        resumed.send("\r")
        #expect(Self.waitForScreen(resumed, "Puzzle of the day"))
        resumed.send("q")
        try #require(resumed.waitForExit())
        #expect(resumed.process.terminationStatus == 0)

        // Both left the same history entry, leaderboard, learner memory and calendar.
        let fromPlain = try Self.records(plain), fromScreen = try Self.records(screen)
        for key in ["history", "leaderboard", "memory", "daily"] {
            let a = try JSONSerialization.data(withJSONObject: fromPlain[key]!, options: [.sortedKeys, .fragmentsAllowed])
            let b = try JSONSerialization.data(withJSONObject: fromScreen[key]!, options: [.sortedKeys, .fragmentsAllowed])
            #expect(a == b, "\(key): \(String(decoding: a, as: UTF8.self)) vs \(String(decoding: b, as: UTF8.self))")
        }
        let entry = try #require(plain.store.loadHistory().first)
        #expect(plain.store.loadHistory().count == 1 && screen.store.loadHistory().count == 1)
        #expect(entry.valid && entry.mistakes == 1 && entry.hints == 1 && entry.peeks == 1 && entry.daily == date)
        #expect(plain.store.loadDailyRecord().isSolved(CivilDate(parsing: date)!))
        #expect(!plain.store.hasSavedGame && !screen.store.hasSavedGame)
    }

    // MARK: A saved game is never replaced without asking

    /// A 9×9 left in line mode after one move, as in the issue.
    static func nineByNineInProgress(_ home: Home) throws -> GameSession {
        let result = try Binary.run(["play", "--plain", "--size", "9", "--seed", "5"], input: "show\nquit\n", environment: home.environment)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(home.store.loadGame())
    }

    @Test func aNewGameInTheFullScreenAsksBeforeReplacingTheSavedOne() throws {
        let home = Home()
        let saved = try Self.nineByNineInProgress(home)

        // Cancel: the program ends and the 9×9 stays.
        let cancelled = try Session(arguments: ["play", "--size", "4"], environment: home.environment)
        defer { cancelled.close() }
        #expect(Self.waitForScreen(cancelled, "You have a game in progress"), "\(Self.screenText(cancelled))")
        #expect(Self.waitForScreen(cancelled, "9×9"))
        cancelled.send("\u{1b}")
        try #require(cancelled.waitForExit())
        #expect(cancelled.process.terminationStatus == 0)
        #expect(home.store.loadGame() == saved)

        // Replace asks again; any other key keeps it; y replaces it.
        let replaced = try Session(arguments: ["play", "--size", "4"], environment: home.environment)
        defer { replaced.close() }
        #expect(Self.waitForScreen(replaced, "You have a game in progress"))
        replaced.send("n")
        #expect(Self.waitForScreen(replaced, "Replace the saved game?"))
        replaced.send("x")
        #expect(Self.waitForScreen(replaced, "r Resume it"))
        #expect(home.store.loadGame() == saved)
        replaced.send("ny")
        #expect(Self.waitForStore(home) { $0.loadGame()?.shape.size == 4 }, "\(Self.screenText(replaced))")
        replaced.send("\u{3}")
        try #require(replaced.waitForExit())
    }

    @Test func theMenusNewGameOffersToResumeTheSavedGame() throws {
        let home = Home()
        let saved = try Self.nineByNineInProgress(home)
        let session = try Session(environment: home.environment)
        defer { session.close() }
        #expect(Self.waitForScreen(session, "Puzzle of the day"))
        session.send("\r")                  // New game
        #expect(Self.waitForScreen(session, "Start"))
        session.send("\r")                  // Start
        #expect(Self.waitForScreen(session, "You have a game in progress"))
        session.send("r")                   // Resume it
        #expect(Self.waitForScreen(session, "9×9"))
        session.send("\u{3}")
        try #require(session.waitForExit())
        #expect(home.store.loadGame()?.setup.code == saved.setup.code)
        #expect(home.store.loadGame()?.cells == saved.cells)
    }

    // MARK: Moves kept, failures said

    @Test func aMoveMadeBeforeCtrlCIsInTheSavedGame() throws {
        let home = Home()
        let session = try Session(arguments: ["play", "--size", "4", "--seed", "3"], environment: home.environment)
        defer { session.close() }
        #expect(Self.waitForScreen(session, "Peeks"))
        let game = try #require(home.store.loadGame())
        let cell = try #require(game.givens.indices.first { game.givens[$0] == 0 })
        let script = Script(game: game)
        session.send(script.select(cell) + "\(game.solution[cell])")
        session.send("\u{3}")
        try #require(session.waitForExit())
        #expect(session.process.terminationStatus == 0)
        #expect(home.store.loadGame()?.cells[cell] == game.solution[cell])
    }

    @Test func aFailedSaveIsShownOnTheScreenAndTheProgramEndsWith73() throws {
        // A data folder that cannot be made: a path under a file (a read-only folder would not
        // stop a test run as root).
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-file-\(UUID().uuidString)").path
        // Without the file, the data folder could be made and the save would not fail.
        try #require(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try Session(arguments: ["play", "--size", "4", "--seed", "3"],
                                  environment: ["WORD_SUDOKU_HOME": file + "/home"])
        defer { session.close() }
        // The game's first save fails and says so at once, in the status line. (A key sent
        // after it would replace the message with its own: the failure is said once.)
        #expect(Self.waitForScreen(session, "Peeks"))
        #expect(Self.waitForScreen(session, "cannot save"), "\(Self.screenText(session))")
        session.send("\u{3}")
        try #require(session.waitForExit())
        #expect(session.process.terminationStatus == 73)
        #expect(session.output.contains("cannot save"))
    }
}

/// Issue 10: a teacher's list is offered in the full screen's New game form and played there.
@Suite("Teachers' lists in the full screen", .serialized, .timeLimit(.minutes(15)))
struct TeachersListsOnScreenTests {
    typealias Home = OneGameBothFrontEndsTests.Home

    /// Six pairs of classroom words, as a teacher saves them from a spreadsheet.
    static func writeList(in directory: String, name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try "en\tfr\npencil\tle crayon\nruler\tla règle\nbook\tle livre\nchalk\tla craie\ndesk\tle pupitre\nglue\tla colle\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Presses `key` until the screen shows `text` (at most 40 times, each waited on).
    static func press(_ key: String, until text: String, in session: TerminalSessionTests.Session) -> Bool {
        for _ in 0..<40 {
            if OneGameBothFrontEndsTests.waitForScreen(session, text, seconds: 0.3) { return true }
            session.send(key)
        }
        return OneGameBothFrontEndsTests.waitForScreen(session, text, seconds: 1)
    }

    @Test func theListTheSettingsNameIsTheFormsFirstChoiceAndIsPlayed() throws {
        let home = Home()
        let file = try Self.writeList(in: home.path + "-files", name: "classroom.tsv")
        defer { try? FileManager.default.removeItem(atPath: home.path + "-files") }
        let set = try Binary.run(["settings", "words", file], environment: home.environment)
        #expect(set.status == 0, "\(set.stderr)")
        let session = try TerminalSessionTests.Session(environment: home.environment)
        defer { session.close() }
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Puzzle of the day"))
        session.send("\r")
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "classroom (6 pairs)"), "\(OneGameBothFrontEndsTests.screenText(session))")
        session.send("\r")
        #expect(OneGameBothFrontEndsTests.waitForStore(home) { $0.loadGame()?.setup.listName == "classroom" })
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "le crayon"))
        session.send("\u{3}")
        try #require(session.waitForExit())
        // Starting kept the setting on the file, not on a built-in list.
        #expect(home.store.loadSettings().list == file)
    }

    @Test func aListAddedToTheListsFolderIsChosenInTheFormAndPlayed() throws {
        let home = Home()
        let file = try Self.writeList(in: home.path + "-files", name: "classroom.tsv")
        defer { try? FileManager.default.removeItem(atPath: home.path + "-files") }
        let added = try Binary.run(["words", "add", file], environment: home.environment)
        #expect(added.status == 0, "\(added.stderr)")
        // A broken list beside it is listed with its problem, not hidden.
        try "no languages here\n".write(toFile: home.path + "/lists/zz-broken.csv", atomically: true, encoding: .utf8)
        let session = try TerminalSessionTests.Session(environment: home.environment)
        defer { session.close() }
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Puzzle of the day"))
        session.send("\r")                                       // New game
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Start"))
        session.send("jj")                                       // the list field
        // Back through the lists from the last: the teacher's come after the built-in ones.
        #expect(Self.press("h", until: "zz-broken — cannot be used", in: session), "\(OneGameBothFrontEndsTests.screenText(session))")
        session.send("\r")                                       // a broken list is not played
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "the first line must name the two languages"))
        #expect(Self.press("h", until: "classroom (6 pairs)", in: session), "\(OneGameBothFrontEndsTests.screenText(session))")
        session.send("\r")
        #expect(OneGameBothFrontEndsTests.waitForStore(home) { $0.loadGame()?.setup.listName == "classroom" })
        session.send("\u{3}")
        try #require(session.waitForExit())
    }
}
