import SudokuEngine

/// Inputs shared by the engine's tests: every supported shape and the real puzzle sets.
enum Fixtures {
    /// Every box shape the issue names, as (rows, columns).
    static let shapes: [(Int, Int)] = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3), (3, 4), (4, 3), (4, 4), (5, 5)]

    static func shape(_ rows: Int, _ columns: Int) -> BoxShape { try! BoxShape(rows: rows, columns: columns) }

    /// `../shared/puzzles`, found from this file's path.
    static let sharedPuzzles: String = {
        var path = "\(#filePath)"
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/../shared/puzzles"
    }()

    /// The text of a shared puzzle set.
    static func sharedText(_ name: String) throws -> String {
        try readFile(sharedPuzzles + "/" + name)
    }

    /// The puzzles of a shared set (every item must parse), at most `limit` of them.
    static func sharedPuzzles(_ name: String, shape: BoxShape? = nil, limit: Int = .max) throws -> [Board] {
        var boards: [Board] = []
        for item in PuzzleText.puzzles(in: try sharedText(name), shape: shape) {
            guard case let .puzzle(board, _) = item else { throw FixtureError.unreadable("\(name): \(item)") }
            boards.append(board)
            if boards.count == limit { break }
        }
        return boards
    }

    /// The classic puzzle from Wikipedia's sudoku article, and its solution.
    static let classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    static let classicSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
}

enum FixtureError: Error { case unreadable(String) }

#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file with the C library (the engine's tests use no Foundation either).
func readFile(_ path: String) throws -> String {
    guard let file = fopen(path, "r") else { throw FixtureError.unreadable(path) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}
