import Foundation
import Testing

/// `--size`, `--box`, `--grade`, `--seed` and `--code` are read by one piece of code for every
/// command that takes them: the same mistake gets the same message from each.
@Suite("Puzzle options", .timeLimit(.minutes(15)))
struct PuzzleOptionsTests {
    static let commands = [["play", "--plain", "--new"], ["worksheet", "--words", "animals"], ["generate"]]

    @Test(arguments: [
        (["--size", "10"], "option “--size” expects 4, 6, 8, 9, 12, 16 or 25, got “10”; use --box RxC for other shapes"),
        (["--size", "4", "--box", "2x3"], "give either “--box” or “--size”, not both"),
        (["--size", "30"], "option “--size” expects a whole number from 4 to 25, got “30”"),
        (["--box", "1x1"], "option “--box”"),
        (["--grade", "7"], "option “--grade” expects 1-5 or beginner, easy, medium, hard, expert, got “7”"),
        (["--seed", "-3"], "option “--seed” expects a whole number"),
    ])
    func aBadPuzzleOptionIsTheSameUsageErrorInEveryCommand(options: [String], message: String) throws {
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        for command in Self.commands {
            let result = try Binary.run(command + options, input: "quit\n", environment: ["WORD_SUDOKU_HOME": home, "LANG": "C"])
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr.hasPrefix("word-sudoku: " + message), "\(command): \(result.stderr)")
            #expect(result.stderr.hasSuffix("(see “word-sudoku help \(command[0])”)\n"), "\(command): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(command)")
        }
    }

    @Test func aBadCodeIsTheSameUsageErrorInPlayAndWorksheet() throws {
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let messages = try [["play", "--plain", "--new"], ["worksheet"]].map { command in
            let result = try Binary.run(command + ["--code", "not-a-code"], input: "quit\n", environment: ["WORD_SUDOKU_HOME": home, "LANG": "C"])
            #expect(result.status == 2)
            return result.stderr.components(separatedBy: " (see ").first ?? ""
        }
        #expect(messages[0] == messages[1])
        #expect(messages[0].contains("not-a-code"))
    }
}
