import Foundation
import Testing
@testable import SudokuEngine

/// Small helpers for the logic, generator and hint tests.
enum LogicFixtures {
    static let symbols = Array("123456789ABCDEFGHIJKLMNOP")

    /// A board from one puzzle line (`.` or `0` empty), for test inputs only.
    static func board(_ line: String, shape: BoxShape) -> Board {
        var cells: [UInt8] = []
        for character in line where !character.isWhitespace {
            if character == "." || character == "0" { cells.append(0); continue }
            cells.append(UInt8(symbols.firstIndex(of: Character(character.uppercased()))! + 1))
        }
        return Board(shape: shape, cells: cells)
    }

    /// The puzzles of a set of `Benchmarks/puzzles`, one per non-comment line.
    static func puzzleLines(_ name: String) throws -> [String] {
        let text = try Fixtures.puzzleSetText(name)
        return text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    static func shape(_ rows: Int, _ columns: Int) -> BoxShape { try! BoxShape(rows: rows, columns: columns) }
}
