import TestSupport
import SudokuEngine

/// Inputs shared by the engine's tests: every supported shape and the real puzzle sets.
enum Fixtures {
    /// Every box shape the issue names, as (rows, columns).
    static let shapes: [(Int, Int)] = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3), (3, 4), (4, 3), (4, 4), (5, 5)]

    static func shape(_ rows: Int, _ columns: Int) -> BoxShape { try! BoxShape(rows: rows, columns: columns) }

    /// The package's root (`PackageFiles`), so the tests read the package's own data from
    /// whatever directory they run in.
    static let packageRoot: String = PackageFiles.root.path

    /// The puzzle sets `bench` solves, which the tests read too: `Benchmarks/puzzles`.
    static let benchmarkPuzzles = packageRoot + "/Benchmarks/puzzles"

    /// Inputs only the tests use (the 25×25 stress puzzles): `Tests/Fixtures`.
    static let testFixtures = packageRoot + "/Tests/Fixtures"

    /// The text of a puzzle set of `Benchmarks/puzzles`.
    static func puzzleSetText(_ name: String) throws -> String {
        try readFile(benchmarkPuzzles + "/" + name)
    }

    /// The puzzles of a set of `Benchmarks/puzzles` (every item must parse), at most `limit` of them.
    static func puzzleSet(_ name: String, shape: BoxShape? = nil, limit: Int = .max) throws -> [Board] {
        var boards: [Board] = []
        for item in PuzzleText.puzzles(in: try puzzleSetText(name), shape: shape) {
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

/// A data file a test needs that cannot be read, or does not hold what the test expects: the
/// test fails with the path, rather than the run crashing or the test passing on nothing.
enum FixtureError: Error, CustomStringConvertible {
    case unreadable(String)

    var description: String {
        switch self {
        case .unreadable(let what): "fixture unreadable: \(what) (the package's data files must be there)"
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file with the C library (the engine's tests use no Foundation either).
func readFile(_ path: String) throws -> String {
    guard let file = fopen(path, "r") else {
        throw FixtureError.unreadable("\(path): \(String(cString: strerror(errno)))")
    }
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
