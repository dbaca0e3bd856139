import Testing
import SudokuEngine

/// The random isomorphs `bench` times (issue 28): distinct puzzles that keep their answers.
@Suite("Isomorphisms", .timeLimit(.minutes(15)))
struct IsomorphismTests {
    /// Every isomorph of a set has one solution, and it is the isomorph of its original's
    /// solution (same isomorphism): the isomorphs are the same puzzles, relabelled and moved.
    @Test(arguments: [("9x9-hardest11.txt", 3, 3), ("9x9-hard-top95.txt", 3, 3), ("9x9-easy50.txt", 3, 3),
                      ("gen-box-2x3.txt", 2, 3), ("gen-box-2x2.txt", 2, 2), ("gen-box-3x4.txt", 3, 4)])
    func anIsomorphsSolutionIsTheIsomorphOfItsOriginals(set: String, rows: Int, columns: Int) throws {
        let shape = Fixtures.shape(rows, columns)
        let puzzles = try Fixtures.puzzleSet(set, shape: shape)
        let solver = ExactSolver(shape: shape)
        let solutions = try puzzles.map { puzzle in
            guard case let .unique(solution) = solver.solve(puzzle) else { throw FixtureError.unreadable("\(set): not unique") }
            return solution
        }
        let isomorphs = Isomorphism.distinctIsomorphs(of: puzzles, count: 1000, seed: 28)
        #expect(isomorphs.count == 1000)
        #expect(Set(isomorphs.map { PuzzleText.line($0.puzzle) }).count == 1000, "no two alike")
        for isomorph in isomorphs {
            #expect(isomorph.puzzle.shape == shape)
            #expect(isomorph.puzzle.isConsistent)
            #expect(isomorph.puzzle.emptyCount == puzzles[isomorph.original].emptyCount)
            #expect(solver.solve(isomorph.puzzle) == .unique(isomorph.isomorphism.apply(solutions[isomorph.original])),
                    "\(PuzzleText.line(isomorph.puzzle))")
        }
        // Drawn in turn from each original.
        #expect(isomorphs.prefix(puzzles.count).map(\.original) == Array(0..<min(puzzles.count, 1000)))
    }

    /// The same seed gives the same isomorphs; another seed, others.
    @Test func theIsomorphsAreDecidedByTheSeed() throws {
        let puzzles = try Fixtures.puzzleSet("9x9-hardest11.txt")
        let first = Isomorphism.distinctIsomorphs(of: puzzles, count: 1000, seed: 7).map(\.puzzle)
        let again = Isomorphism.distinctIsomorphs(of: puzzles, count: 1000, seed: 7).map(\.puzzle)
        let other = Isomorphism.distinctIsomorphs(of: puzzles, count: 1000, seed: 8).map(\.puzzle)
        #expect(first == again)
        #expect(first != other)
        #expect(Set(first).intersection(other).count < 10, "another seed draws other isomorphs")
        #expect(Set(first).isDisjoint(with: puzzles), "an isomorph is not its original unchanged")
    }

    /// Every kind of change is drawn: relabelling, moved rows and columns, and on square boxes
    /// a transposition about half the time; boxes of 2×3 are never transposed (they would
    /// become 3×2).
    @Test func transposesOnlySquareBoxesAndAboutHalfTheTime() {
        var random = RandomSource(seed: 1)
        let square = Fixtures.shape(3, 3), oblong = Fixtures.shape(2, 3)
        let transposed = (0..<1000).filter { _ in Isomorphism.random(for: square, using: &random).transposes }.count
        #expect((400...600).contains(transposed))
        #expect(!(0..<1000).contains { _ in Isomorphism.random(for: oblong, using: &random).transposes })
        #expect(Isomorphism.random(for: Fixtures.shape(2, 2), using: &random).shape == Fixtures.shape(2, 2))
    }

    /// An isomorph of the classic puzzle, applied by hand: a transposition moves the given at
    /// row 0, column 1 to row 1, column 0 before the rows and columns are permuted, so every
    /// given keeps its row's, column's and box's company.
    @Test func anIsomorphKeepsEachHousesGivensTogether() throws {
        let shape = Fixtures.shape(3, 3)
        let puzzle = try PuzzleText.parse(Fixtures.classic, shape: shape)
        var random = RandomSource(seed: 3)
        for _ in 0..<50 {
            let isomorphism = Isomorphism.random(for: shape, using: &random)
            let image = isomorphism.apply(puzzle)
            // The multiset of givens per house is kept, up to the relabelling: count givens per
            // house, sorted; the same numbers of givens per row, column and box (rows and
            // columns swap under a transposition).
            func counts(_ board: Board, _ houses: Range<Int>) -> [Int] {
                houses.map { house in shape.houses[house].cells.filter { board[$0] != 0 }.count }.sorted()
            }
            let rows = 0..<9, columns = 9..<18, boxes = 18..<27
            let rowsAndColumns = [counts(puzzle, rows), counts(puzzle, columns)]
            let imageRowsAndColumns = [counts(image, rows), counts(image, columns)]
            #expect(imageRowsAndColumns == (isomorphism.transposes ? rowsAndColumns.reversed() : rowsAndColumns))
            #expect(counts(image, boxes) == counts(puzzle, boxes))
            #expect(image.emptyCount == puzzle.emptyCount)
        }
    }

    /// A set with fewer distinct isomorphs than asked gives them all once and stops: a solved
    /// 4×4 grid has at most 192 isomorphs (there are 288 grids, in two classes).
    @Test func fewerIsomorphsThanAskedEndTheList() throws {
        let shape = Fixtures.shape(2, 2)
        let grid = try PuzzleText.parse("1234341221434321", shape: shape)
        let isomorphs = Isomorphism.distinctIsomorphs(of: [grid], count: 1000, seed: 1).map(\.puzzle)
        #expect(isomorphs.count > 50 && isomorphs.count <= 192, "\(isomorphs.count)")
        #expect(Set(isomorphs).count == isomorphs.count)
        #expect(isomorphs.allSatisfy { $0.isFilled && $0.isConsistent })
        #expect(Isomorphism.distinctIsomorphs(of: [], count: 10, seed: 1).isEmpty)
    }
}
