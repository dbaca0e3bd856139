import Foundation
import Testing

/// A word list whose file name holds an escape sequence, a bell, a newline or a right-to-left
/// override: the list's name goes into the game's header and its code, so none of those
/// characters may reach the terminal (an OSC sequence would set the terminal's title).
@Suite("Hostile file names", .timeLimit(.minutes(15)))
struct HostileFileNameTests {
    @Test func aListFileNameNeverReachesTheTerminalRaw() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ws-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "a\u{1B}]0;pwned\u{07}b\u{202E}c\nd.json"
        let list = Binary.projectRoot.appendingPathComponent("WordPairs/animals.json")
        try FileManager.default.copyItem(at: list, to: folder.appendingPathComponent(name))
        let result = try Binary.run(["play", "--plain", "--size", "4", "--seed", "1", "--words", name], input: "quit\n",
                                    environment: ["WORD_SUDOKU_HOME": folder.path], currentDirectory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let header = try #require(result.stdout.split(separator: "\n").first)
        // Named in the code as `words import` would keep the file (`WordListLibrary.codeName`).
        #expect(header.contains("list a-0-pwned-b-c-d, code g2-2x2-1-a-0-pwned-b-c-d-1"), "\(header)")
        for scalar in (result.stdout + result.stderr).unicodeScalars {
            #expect(scalar == "\n" || !(scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x202E), "U+\(String(scalar.value, radix: 16))")
        }
    }
}
