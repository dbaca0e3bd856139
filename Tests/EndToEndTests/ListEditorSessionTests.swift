import Foundation
import Testing

/// The list editor in the real binary, typed in a pseudo-terminal: the list is on disk in the
/// documented format and `word-sudoku words` lists it.
@Suite("List editor in a pseudo-terminal", .serialized, .timeLimit(.minutes(15)))
struct ListEditorSessionTests {
    @Test func aListTypedInTheEditorIsSavedAndListedByWords() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-editor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try TerminalSessionTests.Session(environment: ["WORD_SUDOKU_HOME": home.path])
        defer { session.close() }
        #expect(session.waitFor("Puzzle of the day"))
        session.send("\u{1b}[B\u{1b}[B\r")                  // down, down: Word lists
        #expect(session.waitFor("+ New list"), "\(session.output.suffix(300))")
        session.send("\r")
        #expect(session.waitFor("New word list"))
        session.send("Fruits\r\r\r")                         // title; the file name and languages as they come
        session.send("apple\rla pomme\rpear\rla poire\rpeach\rla pêche\rcherry\rla cerise|les cerises\r")
        #expect(session.waitFor("fills 4×4"), "\(TerminalSessionTests.screen(session.output).joined(separator: "\n"))")
        session.send("\u{13}")                               // Ctrl-S
        #expect(session.waitFor("Saved: it is in New game now (play --words fruits)."))
        session.send("\u{3}")                                // Ctrl-C
        try #require(session.waitForExit())
        #expect(session.process.terminationStatus == 0)

        let file = home.appendingPathComponent("lists/fruits.json").path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"title\": \"Fruits\""))
        #expect(text.contains("{ \"en\": \"peach\", \"fr\": \"la pêche\" }"))
        #expect(text.contains("{ \"en\": \"cherry\", \"fr\": [\"la cerise\", \"les cerises\"] }"))
        let words = try Binary.run(["words"], environment: ["WORD_SUDOKU_HOME": home.path])
        #expect(words.status == 0)
        #expect(words.stdout.contains("fruits"), "\(words.stdout)")
        let check = try Binary.run(["words", "check", file])
        #expect(check.status == 0 && check.stdout.contains("fruits.json: ok: 4 pairs (fills 4×4)"), "\(check.stdout)")
    }
}
