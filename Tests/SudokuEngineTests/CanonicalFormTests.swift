import Testing
import SudokuEngine

/// The canonical form `bench --only variety` counts (issue 28, item 6): the same for every
/// isomorph of a puzzle, different for puzzles that are not isomorphs.
@Suite("Canonical forms", .timeLimit(.minutes(15)))
struct CanonicalFormTests {
    /// Random isomorphs of real puzzles (relabelled, rows, bands, columns and stacks moved,
    /// square boxes transposed half the time) share their original's form, and the set's
    /// puzzles, no two alike, keep one form each.
    /// (Few 9×9 ones and no 12×12: a debug build searches a 9×9 form in some 0.2 s and a
    /// 12×12 one in seconds; the same code serves every shape, an oblong box searched
    /// transposed or not as the 2×3 and 3×2 ones here.)
    @Test(arguments: [("9x9-hardest11.txt", 3, 3, 4, 1), ("gen-box-2x3.txt", 2, 3, 20, 5),
                      ("gen-box-2x3.txt", 3, 2, 10, 3), ("gen-box-2x2.txt", 2, 2, 50, 5)])
    func everyIsomorphHasItsOriginalsForm(set: String, rows: Int, columns: Int, puzzles count: Int, isomorphs: Int) throws {
        let shape = Fixtures.shape(rows, columns)
        // A 3×2 set is the 2×3 one transposed.
        let puzzles = try Fixtures.puzzleSet(set, limit: count).map { board in
            shape == board.shape ? board : Board(shape: shape, cells: Self.transposedCells(board.cells, size: shape.size))
        }
        var random = RandomSource(seed: 6)
        var forms: [CanonicalForm] = []
        for puzzle in puzzles {
            let form = try #require(CanonicalForm(of: puzzle))
            forms.append(form)
            #expect(form.shape == shape && form.cells.count == shape.cellCount)
            for _ in 0..<isomorphs {
                let isomorph = Isomorphism.random(for: shape, using: &random).apply(puzzle)
                #expect(CanonicalForm(of: isomorph) == form, "\(PuzzleText.line(isomorph))")
            }
        }
        if shape.size >= 6 {
            // These real sets hold no two isomorphs (told apart by brute force below for 4×4 and
            // 6×6): as many forms as puzzles.
            #expect(Set(forms).count == puzzles.count)
        }
    }

    /// Exact on every pair: two 4×4 or 6×6 puzzles share a form exactly when one is in the other's
    /// orbit, found here by brute force, with no pruning: every arrangement of rows and columns
    /// (and both orientations of a square box), each with its symbols renamed by first appearance.
    /// The 4×4 set is taken with isomorphs of its puzzles mixed in, so both answers occur.
    @Test(arguments: [("gen-box-2x2.txt", 2, 2, 50), ("gen-box-2x3.txt", 2, 3, 12), ("gen-box-2x3.txt", 3, 2, 12)])
    func twoPuzzlesShareAFormExactlyWhenOneIsAnIsomorphOfTheOther(set: String, rows: Int, columns: Int, count: Int) throws {
        let written = try Fixtures.puzzleSet(set, limit: count)
        let shape = Fixtures.shape(rows, columns)
        // A 3×2 set is the 2×3 one transposed.
        var puzzles = written.map { board in
            shape == board.shape ? board : Board(shape: shape, cells: Self.transposedCells(board.cells, size: shape.size))
        }
        var random = RandomSource(seed: 61)
        for k in 0..<6 { puzzles.append(Isomorphism.random(for: shape, using: &random).apply(puzzles[k])) }
        let orbits = puzzles.map { Self.bruteForceLeast($0) }
        let forms = try puzzles.map { try #require(CanonicalForm(of: $0)) }
        var sameClass = 0
        for i in puzzles.indices {
            for j in puzzles.indices where j > i {
                #expect((forms[i] == forms[j]) == (orbits[i] == orbits[j]), "\(i) \(j)")
                if orbits[i] == orbits[j] { sameClass += 1 }
            }
        }
        #expect(sameClass >= 6, "the isomorphs mixed in share their originals' class")
        #expect(Set(orbits).count < puzzles.count)
    }

    /// A puzzle one given away from another (the same grid otherwise) is another puzzle.
    @Test func aGivenMovedMakesAnotherForm() throws {
        let puzzle = try #require(try Fixtures.puzzleSet("9x9-easy50.txt", limit: 1).first)
        let solution = try #require({ if case let .unique(s) = ExactSolver(shape: puzzle.shape).solve(puzzle) { s } else { nil } }())
        var other = puzzle
        let given = try #require(other.cells.firstIndex { $0 != 0 })
        let empty = try #require(other.cells.firstIndex { $0 == 0 })
        other.cells[given] = 0
        other.cells[empty] = solution.cells[empty]
        #expect(CanonicalForm(of: puzzle) != CanonicalForm(of: other))
        #expect(CanonicalForm(of: solution) != CanonicalForm(of: puzzle))
    }

    /// Up to 12×12 the form is searched; 16×16 and 25×25 grids have too many arrangements.
    @Test func largeGridsHaveNoFormSearched() {
        #expect(CanonicalForm.isPractical(for: Fixtures.shape(3, 4)))
        #expect(CanonicalForm.isPractical(for: Fixtures.shape(5, 2)))
        #expect(!CanonicalForm.isPractical(for: Fixtures.shape(4, 4)))
        #expect(!CanonicalForm.isPractical(for: Fixtures.shape(5, 5)))
        #expect(CanonicalForm(of: Board(shape: Fixtures.shape(4, 4))) == nil)
    }

    static func transposedCells(_ cells: [UInt8], size n: Int) -> [UInt8] {
        var result = cells
        for r in 0..<n { for c in 0..<n { result[c * n + r] = cells[r * n + c] } }
        return result
    }

    /// The least relabelled grid over every arrangement, with nothing pruned: the definition of
    /// the form, computed the slow way (a 6×6 grid's 48 × 72 arrangements).
    static func bruteForceLeast(_ board: Board) -> [UInt8] {
        let shape = board.shape, n = shape.size
        var least: [UInt8]?
        let orientations = shape.boxRows == shape.boxColumns ? [false, true] : [false]
        for transposes in orientations {
            let cells = transposes ? transposedCells(board.cells, size: n) : board.cells
            for rows in lineOrders(count: n, perGroup: shape.boxRows) {
                for columns in lineOrders(count: n, perGroup: shape.boxColumns) {
                    var labels = [UInt8](repeating: 0, count: n + 1)
                    var next: UInt8 = 1
                    var grid: [UInt8] = []
                    for r in rows {
                        for c in columns {
                            let symbol = Int(cells[r * n + c])
                            if symbol != 0 && labels[symbol] == 0 { labels[symbol] = next; next += 1 }
                            grid.append(symbol == 0 ? 0 : labels[symbol])
                        }
                    }
                    if least.map({ grid.lexicographicallyPrecedes($0) }) ?? true { least = grid }
                }
            }
        }
        return least!
    }

    /// Every order of `count` lines in groups of `perGroup` that moves groups and lines within them.
    static func lineOrders(count: Int, perGroup: Int) -> [[Int]] {
        func permutations(_ items: [Int]) -> [[Int]] {
            items.count <= 1 ? [items] : items.indices.flatMap { i in
                permutations(Array(items[..<i] + items[(i + 1)...])).map { [items[i]] + $0 }
            }
        }
        let groups = permutations(Array(0..<(count / perGroup)))
        let within = permutations(Array(0..<perGroup))
        var result: [[Int]] = []
        for groupOrder in groups {
            var partial: [[Int]] = [[]]
            for group in groupOrder {
                partial = partial.flatMap { prefix in within.map { prefix + $0.map { group * perGroup + $0 } } }
            }
            result += partial
        }
        return result
    }
}
