import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 25: two `resume` processes on one saved game each saved after every move, and one
/// move was lost. The process playing holds the game (`game.lock`); a second `resume`, `play`
/// or `daily` is refused in one line (status 75), changes nothing, and no move is lost.
@Suite("One game in play at a time", .timeLimit(.minutes(15)))
struct GameHeldTests {
    /// A `resume --plain` left running, its input open, after its first answer was said.
    struct Player {
        let process = Process()
        let input = Pipe(), output = Pipe()
        let watchdog: Watchdog

        init(home: String, firstMove: String) throws {
            process.executableURL = Binary.url
            process.arguments = ["resume", "--plain", "--lang", "en"]
            process.environment = ProcessInfo.processInfo.environment.merging(["WORD_SUDOKU_HOME": home, "LANG": "C.UTF-8"]) { $1 }
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.runChild()
            watchdog = Watchdog(process)
            try send(firstMove)
            _ = read(until: "\(firstMove): placed.")
        }

        func send(_ line: String) throws {
            try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
        }

        func read(until text: String) -> String {
            var seen = ""
            while !seen.contains(text) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                seen += String(decoding: chunk, as: UTF8.self)
            }
            return seen
        }
    }

    @Test func aSecondProcessIsRefusedAndNoMoveIsLost() throws {
        let game = ["play", "--plain", "--box", "2x2", "--seed", "3", "--words", "animals", "--lang", "en"]
        let script = try PlayTests.learn(game)
        let empty = script.emptyCells
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let started = try Binary.run(game, input: "quit\n", environment: ["WORD_SUDOKU_HOME": home])
        #expect(started.status == 0, "\(started.stderr)")

        let first = try Player(home: home, firstMove: script.right(empty[0]))
        let pid = first.process.processIdentifier
        // While it plays: a second resume, a new game, the daily puzzle: each refused, in one line.
        for (command, language) in [(["resume", "--plain"], "en"), (["play", "--plain", "--new", "--size", "4"], "en"), (["daily", "--plain"], "en")] {
            let second = try Binary.run(command + ["--lang", language], input: "\(script.right(empty[1]))\nquit\n", environment: ["WORD_SUDOKU_HOME": home])
            #expect(second.status == 75, "\(command): \(second.stderr)")
            #expect(second.stderr == "word-sudoku: the game is open in another word-sudoku (process \(pid)); go on with it there, or quit it there first (nothing was changed here)\n")
            #expect(second.stdout.isEmpty)
        }
        let french = try Binary.run(["resume", "--plain", "--lang", "fr"], input: "quit\n", environment: ["WORD_SUDOKU_HOME": home])
        #expect(french.status == 75)
        #expect(french.stderr == "word-sudoku: la partie est ouverte dans un autre word-sudoku (processus \(pid)) ; continuez-la là-bas, ou quittez-le d’abord (rien n’a été changé ici)\n")
        // Other commands go on as before.
        #expect(try Binary.run(["stats", "--lang", "en"], environment: ["WORD_SUDOKU_HOME": home]).status == 0)

        // The first goes on, and both its moves are in the saved game.
        try first.send(script.right(empty[2]))
        _ = first.read(until: "\(script.right(empty[2])): placed.")
        try first.send("quit")
        try first.input.fileHandleForWriting.close()
        first.process.waitUntilExit()
        first.watchdog.finish("resume")
        #expect(first.process.terminationStatus == 0)

        let after = try Binary.run(["resume", "--plain", "--lang", "en"], input: "quit\n", environment: ["WORD_SUDOKU_HOME": home])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout.contains("cells to fill \(empty.count - 2)"), "\(after.stdout)")
    }

    /// The hold ends with its process, however it ends: after `kill -9` the game opens again.
    @Test func aKilledHolderLetsTheGameGo() throws {
        let game = ["play", "--plain", "--box", "2x2", "--seed", "3", "--words", "animals", "--lang", "en"]
        let script = try PlayTests.learn(game)
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        _ = try Binary.run(game, input: "quit\n", environment: ["WORD_SUDOKU_HOME": home])
        let first = try Player(home: home, firstMove: script.right(script.emptyCells[0]))
        kill(first.process.processIdentifier, SIGKILL)
        first.process.waitUntilExit()
        first.watchdog.finish("resume")
        let after = try Binary.run(["resume", "--plain", "--lang", "en"], input: "quit\n", environment: ["WORD_SUDOKU_HOME": home])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout.contains("cells to fill \(script.emptyCells.count - 1)"))
    }
}
