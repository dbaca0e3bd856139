import Foundation
import SudokuEngine
import Testing
import WordSudokuKit

/// The solver screen in the real binary, typed in a pseudo-terminal: a benchmark puzzle pasted and
/// solved, the solution read back from the screen; a conflict and an empty grid get their messages.
@Suite("Solver screen in a pseudo-terminal", .serialized, .timeLimit(.minutes(15)))
struct SolverSessionTests {
    /// `9x9-easy50.txt`, line 1.
    static let easy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

    /// The 9×9 grid on screen, in the puzzle format: the rows whose second column is a row letter.
    static func grid(_ screen: [String]) -> String {
        screen.filter { $0.range(of: #"^ [A-I] │"#, options: .regularExpression) != nil }
            .map { line in String(line.prefix(45).filter { $0.isNumber || $0 == "." }) }
            .joined()
    }

    @Test func aPastedPuzzleIsSolvedOnScreen() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-solver-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try TerminalSessionTests.Session(environment: ["WORD_SUDOKU_HOME": home.path])
        defer { session.close() }
        #expect(session.waitFor("Puzzle of the day"))
        session.send("\u{1b}[B\u{1b}[B\u{1b}[B\r")           // down ×3: Solve a puzzle
        #expect(session.waitFor("Solve a puzzle"))
        for _ in 0..<7 where !TerminalSessionTests.screen(session.output).joined().contains("Size 9×9") {
            let drawn = session.output.count
            session.send("\t")
            session.waitUntil { session.output.count > drawn }
        }
        session.send("\(Self.easy)\r")                        // a paste, its line end included
        #expect(session.waitFor("One solution"), "\(TerminalSessionTests.screen(session.output).joined(separator: "\n"))")
        let shown = Self.grid(TerminalSessionTests.screen(session.output))
        let puzzle = try PuzzleText.parse(Self.easy)
        guard case .unique(let solution) = ExactSolver(shape: puzzle.shape).solve(puzzle) else {
            Issue.record("the puzzle is unique")
            return
        }
        #expect(shown == PuzzleText.line(solution))

        // Two 6s in row A, then an empty grid.
        session.send("\u{1b}[H66\r")
        #expect(session.waitFor("No solution:"))
        session.send("\t\u{1b}[Z\r")                          // another size and back: an empty 9×9
        #expect(session.waitFor("Several solutions"))
        session.send("\u{3}")
        try #require(session.waitForExit())
        #expect(session.process.terminationStatus == 0)
    }

    /// Play it: the typed puzzle solved, `P`, another list picked in the form, Start: the game
    /// board shows the typed givens as words, and the saved game holds exactly those givens.
    @Test func aTypedPuzzleIsPlayedWithTheListPicked() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-play-typed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try TerminalSessionTests.Session(columns: 120, rows: 30, environment: ["WORD_SUDOKU_HOME": home.path])
        defer { session.close() }
        func screen() -> [String] { TerminalSessionTests.screen(session.output, columns: 120, rows: 30) }
        #expect(session.waitFor("Puzzle of the day"))
        session.send("\u{1b}[B\u{1b}[B\u{1b}[B\r")           // down ×3: Solve a puzzle
        #expect(session.waitFor("Solve a puzzle"))
        for _ in 0..<7 where !screen().joined().contains("Size 9×9") {
            let drawn = session.output.count
            session.send("\t")
            session.waitUntil { session.output.count > drawn }
        }
        session.send("\(Self.easy)\r")
        #expect(session.waitUntil { screen().joined().contains("P play it") }, "\(screen().joined(separator: "\n"))")
        session.send("P")
        #expect(session.waitUntil { screen().joined().contains("Play the typed puzzle") })
        #expect(screen().joined().contains("Animals (31 pairs)"))
        session.send("\u{1b}[C")                             // → the next list that fills a 9×9
        #expect(session.waitUntil { screen().joined().contains("Body (") }, "\(screen().joined(separator: "\n"))")
        session.send("\u{1b}[B\u{1b}[B\u{1b}[B\u{1b}[B\r")   // down to Start, Enter
        let store = Store(directory: home.path)
        #expect(session.waitUntil { store.loadGame() != nil })
        let game = try #require(store.loadGame())
        let puzzle = try PuzzleText.parse(Self.easy)
        #expect(game.givens == puzzle.cells)
        #expect(game.setup.listName == "body")
        #expect(game.setup.code == TypedPuzzle.code)
        // On the board: row A's givens, as the words of the list picked. The board is centred
        // when its cells are narrow (the nine words are drawn at random from the list), so the
        // row's label is found after any margin.
        let rowA = (0..<9).filter { puzzle.cells[$0] != 0 }.map { game.setup.shownWord(Int(puzzle.cells[$0])) }
        #expect(session.waitUntil { screen().contains { line in
            line.drop { $0 == " " }.hasPrefix("A │") && rowA.allSatisfy { line.contains($0) } } },
                "\(rowA) \(screen().joined(separator: "\n"))")
        session.send("\u{3}")
        try #require(session.waitForExit())
        #expect(session.process.terminationStatus == 0)
    }
}
