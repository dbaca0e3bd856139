import Foundation
import SudokuEngine
@testable import WordSudokuKit

/// A clock the test moves by hand.
final class FakeClock: GameClock, @unchecked Sendable {
    var time: Double
    init(_ time: Double = 1000) { self.time = time }
    func now() -> Double { time }
}

/// Real puzzles and real word lists for game tests.
enum GameFixtures {
    static let puzzles = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/puzzles")

    /// The `index`-th puzzle of a shared file, with its solution from the exact solver.
    static func puzzle(_ file: String, shape: BoxShape, index: Int = 0) -> (givens: [UInt8], solution: [UInt8]) {
        let text = try! String(contentsOf: puzzles.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let cells = lines[index].map { ch -> UInt8 in ch == "." || ch == "0" ? 0 : UInt8(String(ch), radix: 36)! }
        let board = Board(shape: shape, cells: cells)
        guard case .unique(let solution) = ExactSolver(shape: shape).solve(board) else { fatalError("not unique") }
        return (cells, solution.cells)
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
