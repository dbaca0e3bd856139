import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("Resume after a kill", .timeLimit(.minutes(15)))
struct ResumeTests {
    @Test func aNineByNineGameKilledMidwaySurvivesAndIsFinishedAfterResume() throws {
        let game = ["play", "--plain", "--box", "3x3", "--grade", "1", "--seed", "5", "--words", "animals", "--lang", "en"]
        let script = try PlayTests.learn(game)
        let empty = script.emptyCells
        let half = empty.count / 2
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }

        // Play half the game, with a mistake, a note and a peek, and wait for every answer.
        let process = Process()
        process.executableURL = Binary.url
        process.arguments = game
        process.environment = ProcessInfo.processInfo.environment.merging(["WORD_SUDOKU_HOME": home]) { $1 }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.runChild()
        let watchdog = Watchdog(process)
        let noteCell = empty[half + 1]
        var moves = ["\(script.name(empty[0])) \(script.wrongWord(empty[0]))"] + empty.prefix(half).map(script.right)
        moves += ["note \(script.name(noteCell)) \(script.answers[script.solution[noteCell] - 1])", "peek"]
        try input.fileHandleForWriting.write(contentsOf: Data((moves.joined(separator: "\n") + "\n").utf8))
        var seen = ""
        while !seen.contains("Dictionary (") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        #expect(seen.contains("\(script.right(empty[half - 1])): placed."))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        watchdog.finish("play")
        #expect(process.terminationReason == .uncaughtSignal)

        // Resume: the board, the note, the mistake and the peek are all there; finish the game.
        let rest = empty.dropFirst(half).map(script.right)
        let resumed = try Binary.run(["resume", "--plain", "--lang", "en"], input: (["show"] + rest + ["", "undo", "quit"]).joined(separator: "\n") + "\n",
                                     environment: ["WORD_SUDOKU_HOME": home])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stdout.contains("mistakes 1, hints 0, peeks left 1, cells to fill \(empty.count - half)"))
        #expect(resumed.stdout.contains("Notes: \(script.name(noteCell)) \(script.answers[script.solution[noteCell] - 1])"))
        let solved = try #require(resumed.stdout.split(separator: "\n").first { $0.hasPrefix("Solved!") })
        #expect(solved.contains("mistakes 1, hints 0, peeks 1, score"))
        // The wrong word was a sudoku slip (no given of its own pair in sight: not charged), but
        // the first cell's own word, placed there after it, was found by trial and error: the
        // one word to review, which the recall check asks first. The empty line skips the check,
        // and the game is over for commands.
        let triedFor = script.solution[empty[0]] - 1
        #expect(resumed.stdout.contains("Words to review: \(script.shown[triedFor]) = \(script.answers[triedFor])"), "\(resumed.stdout)")
        #expect(resumed.stdout.contains("\(script.shown[triedFor]) in French?\nRecall check skipped (0 answered).\nThe game is over: type show to see the board, or quit to leave.\n"))
        #expect(resumed.stdout.contains("The game is over: type show to see the board, or quit to leave.\nThe game is over: type show to see the board, or quit to leave.\nGoodbye."))
        #expect(!FileManager.default.fileExists(atPath: home + "/game.json"))
    }

    @Test func undoHistorySurvivesResume() throws {
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let game = ["play", "--plain", "--box", "2x2", "--seed", "3", "--words", "animals", "--lang", "en"]
        let script = try PlayTests.learn(game)
        let cell = script.emptyCells[0]
        _ = try Binary.run(game, input: script.right(cell) + "\n", environment: ["WORD_SUDOKU_HOME": home])
        let resumed = try Binary.run(["resume", "--plain", "--lang", "en"], input: "undo\nredo\nundo\nundo\n", environment: ["WORD_SUDOKU_HOME": home])
        let lines = resumed.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Undone: \(script.right(cell))."))
        #expect(lines.contains("Redone: \(script.right(cell))."))
        #expect(lines.contains("Nothing to undo."))
    }
}
