import Foundation

/// Reads a plain-mode game from the program's own output (the board and a dictionary peek) and
/// solves it, so end-to-end tests can script right and wrong moves whatever the generator makes.
struct PlayScript {
    let boxRows: Int
    let boxColumns: Int
    var size: Int { boxRows * boxColumns }
    /// Symbol per cell of the puzzle (0 empty); symbol s is `answers[s - 1]`.
    let givens: [Int]
    let solution: [Int]
    /// The shown word and the answer word of each symbol, in the dictionary's order.
    let shown: [String]
    let answers: [String]

    /// From the output of `play --plain` given `peek` as its first command.
    init(output: String) throws {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let title = lines.first(where: { $0.hasPrefix("WordSudoku ") }),
              let range = title.range(of: #"boxes (\d+)×(\d+)"#, options: .regularExpression) else { throw Problem("no title in \(output)") }
        let dims = title[range].dropFirst(6).split(separator: "×").map { Int($0)! }
        boxRows = dims[0]
        boxColumns = dims[1]
        guard let peek = lines.first(where: { $0.hasPrefix("Dictionary (") }) else { throw Problem("no dictionary in \(output)") }
        let pairs = peek[peek.range(of: "): ")!.upperBound...].components(separatedBy: "; ").map { $0.components(separatedBy: " = ") }
        shown = pairs.map { $0[0] }
        answers = pairs.map { $0[1] }
        let n = boxRows * boxColumns
        let rows = lines.filter { line in
            guard let first = line.unicodeScalars.first, ("A"..."Y").contains(first), line.dropFirst().hasPrefix(" ") else { return false }
            return true
        }.prefix(n)
        var cells: [Int] = []
        for row in rows {
            let tokens = row.dropFirst(2).components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && $0 != "|" }
            for token in tokens {
                if token == "." { cells.append(0); continue }
                let word = token.hasPrefix("[") ? String(token.dropFirst().dropLast()) : token
                guard let index = (token.hasPrefix("[") ? shown : answers).firstIndex(of: word) else { throw Problem("unknown word \(token)") }
                cells.append(index + 1)
            }
        }
        guard cells.count == n * n else { throw Problem("read \(cells.count) cells from \(output)") }
        givens = cells
        solution = try PlayScript.solve(cells, boxRows: boxRows, boxColumns: boxColumns)
    }

    func name(_ cell: Int) -> String { "\(Character(UnicodeScalar(UInt8(65 + cell / size))))\(cell % size + 1)" }
    var emptyCells: [Int] { givens.indices.filter { givens[$0] == 0 } }
    func right(_ cell: Int) -> String { "\(name(cell)) \(answers[solution[cell] - 1])" }
    func wrongWord(_ cell: Int) -> String { answers[solution[cell] % size] }

    struct Problem: Error, CustomStringConvertible {
        let description: String
        init(_ text: String) { description = text }
    }

    static func solve(_ cells: [Int], boxRows: Int, boxColumns: Int) throws -> [Int] {
        let n = boxRows * boxColumns
        var grid = cells
        func fits(_ cell: Int, _ v: Int) -> Bool {
            let r = cell / n, c = cell % n, br = r / boxRows * boxRows, bc = c / boxColumns * boxColumns
            for i in 0..<n where grid[r * n + i] == v || grid[i * n + c] == v { return false }
            for dr in 0..<boxRows { for dc in 0..<boxColumns where grid[(br + dr) * n + bc + dc] == v { return false } }
            return true
        }
        func fill() -> Bool {
            guard let cell = grid.firstIndex(of: 0) else { return true }
            for v in 1...n where fits(cell, v) {
                grid[cell] = v
                if fill() { return true }
            }
            grid[cell] = 0
            return false
        }
        guard fill() else { throw Problem("no solution") }
        return grid
    }

    /// A fresh store directory for one test.
    static func temporaryHome() -> String {
        let path = NSTemporaryDirectory() + "word-sudoku-e2e-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
