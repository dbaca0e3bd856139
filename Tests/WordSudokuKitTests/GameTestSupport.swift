import TestSupport
import Foundation
import Testing
import SudokuEngine
@testable import WordSudokuKit

/// A clock the test moves by hand.
typealias FakeClock = ManualClock

/// Real puzzles and real word lists for game tests.
enum GameFixtures {
    /// The package's puzzle sets, which `bench` solves.
    static let benchmarkPuzzles = packageRoot.appendingPathComponent("Benchmarks/puzzles")

    /// The `index`-th puzzle of a set of `Benchmarks/puzzles`, with its solution from the exact solver. A missing
    /// or unreadable fixture fails the test that asked for it (and a generated puzzle stands in,
    /// so the rest of the run goes on).
    static func puzzle(_ file: String, shape: BoxShape, index: Int = 0,
                       sourceLocation: SourceLocation = #_sourceLocation) -> (givens: [UInt8], solution: [UInt8]) {
        let path = benchmarkPuzzles.appendingPathComponent(file).path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            return standIn(for: shape, "fixture \(path) cannot be read", sourceLocation)
        }
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        guard lines.indices.contains(index) else {
            return standIn(for: shape, "fixture \(path) has no puzzle \(index)", sourceLocation)
        }
        let cells = lines[index].map { ch -> UInt8 in ch == "." || ch == "0" ? 0 : UInt8(String(ch), radix: 36) ?? 0 }
        guard cells.count == shape.size * shape.size,
              case .unique(let solution) = ExactSolver(shape: shape).solve(Board(shape: shape, cells: cells)) else {
            return standIn(for: shape, "fixture \(path) puzzle \(index) is not a \(shape) puzzle with one solution", sourceLocation)
        }
        return (cells, solution.cells)
    }

    /// Records the fixture problem against the calling test, and makes a puzzle instead.
    private static func standIn(for shape: BoxShape, _ problem: String,
                                _ sourceLocation: SourceLocation) -> (givens: [UInt8], solution: [UInt8]) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        let made = Generator(shape: shape).generate(grade: .beginner, seed: 1)
        return (made.puzzle.cells, made.solution.cells)
    }

    static func file(for shape: BoxShape) -> String {
        shape.boxRows == 3 && shape.boxColumns == 3 ? "9x9-easy50.txt" : "gen-box-\(shape).txt"
    }

    static let animals = BuiltInWordLists.named("animals")!.list

    /// A game on a real puzzle and the first N animals.
    static func session(_ shape: BoxShape = try! BoxShape(rows: 2, columns: 2), mode: MistakeMode = .immediate,
                        peekLimit: Int = 2, index: Int = 0) -> GameSession {
        let puzzle = puzzle(file(for: shape), shape: shape, index: index)
        let setup = GameSetup(shape: shape, grade: .easy, listName: "animals", languages: ["en", "fr"],
                              pairs: Array(animals.pairs.prefix(shape.size)), shownSide: .first, mode: mode,
                              peekLimit: peekLimit, player: "ada", seed: 7, code: "\(shape)-2-animals-7")
        return GameSession(setup: setup, givens: puzzle.givens, solution: puzzle.solution)
    }

    static func emptyCells(_ session: GameSession) -> [Int] { session.givens.indices.filter { session.givens[$0] == 0 } }

    /// A wrong symbol for an empty cell.
    static func wrongSymbol(_ session: GameSession, _ cell: Int) -> Int { Int(session.solution[cell]) % session.shape.size + 1 }
}

extension GameFixtures {
    /// An empty cell and a wrong word for it whose own translation is a given in the cell's row,
    /// column or box: a learner who knew that pair could see it cannot go there.
    static func vocabularyMiss(_ session: GameSession) -> (cell: Int, symbol: Int)? {
        for cell in emptyCells(session) {
            for peer in session.shape.peers(of: cell) where session.givens[peer] != 0 {
                return (cell, Int(session.givens[peer]))
            }
        }
        return nil
    }

    /// An empty cell and a wrong word for it that no given of its row, column or box rules out:
    /// only the sudoku's reasoning could, so it is a slip, not a vocabulary miss.
    static func sudokuSlip(_ session: GameSession) -> (cell: Int, symbol: Int)? {
        for cell in emptyCells(session) {
            let ruledOut = Set(session.shape.peers(of: cell).map { Int(session.givens[$0]) })
            if let symbol = (1...session.shape.size).first(where: { $0 != Int(session.solution[cell]) && !ruledOut.contains($0) }) {
                return (cell, symbol)
            }
        }
        return nil
    }
}
