import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
#if canImport(Glibc)
import Glibc
#endif

/// Issue 12: the board as a child and a learner meet it, in a pseudo-terminal at 80×24.
@Suite("The board on screen", .serialized, .timeLimit(.minutes(15)))
struct BoardOnScreenTests {
    typealias Home = OneGameBothFrontEndsTests.Home
    typealias Session = TerminalSessionTests.Session

    static func screen(_ session: Session) -> [String] { TerminalSessionTests.screen(session.output) }

    @Test(arguments: ["2x2", "2x3", "3x2", "3x3", "3x4", "4x3", "4x4"])
    func coordinatesBankAndAWholeHintAt80x24(box: String) throws {
        let home = Home()
        let session = try Session(arguments: ["play", "--box", box, "--seed", "1"], environment: home.environment)
        defer { session.close() }
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Peeks"), "\(OneGameBothFrontEndsTests.screenText(session))")
        let game = try #require(home.store.loadGame())
        let n = game.shape.size
        var lines = Self.screen(session)
        // Row letters on the left, column numbers in the top border.
        let top = try #require(lines.first { $0.contains("┌") })
        for column in 1...n { #expect(top.contains("\(column)"), "\(box): column \(column) in \(top)") }
        for row in 0..<n {
            #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(CellName.rowLetter(row) + "│")
                || $0.trimmingCharacters(in: .whitespaces).hasPrefix(CellName.rowLetter(row) + " │") }, "\(box): row \(row)")
        }
        // The bank's page: every word's count is the game's.
        session.send("\u{17}")
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Words to place"))
        lines = Self.screen(session)
        let text = lines.joined(separator: "\n")
        for symbol in 1...n {
            let word = game.setup.answerWord(symbol)
            let left = n - game.cells.filter { Int($0) == symbol }.count
            #expect(text.contains("\(symbol) \(word)") && lines.contains { $0.contains("\(symbol) \(word)") && $0.contains("×\(left)") },
                    "\(box): \(word) ×\(left)\n\(text)")
        }
        session.send("\u{7f}")          // back to the board
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Peeks"))
        // A hint, whole: its explanation ends with the technique's name in brackets.
        session.send("\u{14}")
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Hint: "), "\(OneGameBothFrontEndsTests.screenText(session))")
        // The hint's rows, from "Hint: " down to the status line, as one text.
        func shownHint() -> String {
            Self.screen(session).drop { !$0.contains("Hint: ") }.prefix { !$0.contains(" · ") }
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
        // Its first row can arrive before the rest: wait for the end (up to the session's
        // deadline) rather than a fixed time that a slow machine may overrun.
        session.waitUntil { shownHint().hasSuffix(")") || shownHint().hasSuffix(".") }
        let hint = shownHint()
        #expect(hint.hasSuffix(")") || hint.hasSuffix("."), "\(box): hint cut: \(hint)")
        session.send("\u{3}")
        try #require(session.waitForExit())
    }

    /// A child types words straight away: "poule" and "le chat" go into their cells.
    @Test func aChildTypesPouleAndLeChatAndBothArePlaced() throws {
        let home = Home()
        let list = home.path + "-list.tsv"
        try "en\tfr\nhen\tla poule\ncat\tle chat\ndog\tle chien\ncow\tla vache\n".write(toFile: list, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: list) }
        let session = try Session(arguments: ["play", "--words", list, "--size", "4", "--seed", "3"], environment: home.environment)
        defer { session.close() }
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Peeks"), "\(OneGameBothFrontEndsTests.screenText(session))")
        let game = try #require(home.store.loadGame())
        let script = OneGameBothFrontEndsTests.Script(game: game)
        var placed: [(Int, UInt8)] = []
        for (typed, word) in [("poule", "la poule"), ("le chat", "le chat")] {
            let cell = try #require(script.empties.first { game.setup.answerWord(Int(game.solution[$0])) == word })
            session.send(script.select(cell) + typed + "\r")
            placed.append((cell, game.solution[cell]))
        }
        #expect(OneGameBothFrontEndsTests.waitForStore(home) { store in
            placed.allSatisfy { store.loadGame()?.cells[$0.0] == $0.1 }
        }, "\(OneGameBothFrontEndsTests.screenText(session))")
        #expect(home.store.loadGame()?.mistakes == 0)
        session.send("\u{3}")
        try #require(session.waitForExit())
    }
}
