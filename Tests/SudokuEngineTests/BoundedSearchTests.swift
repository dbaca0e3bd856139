import Testing
@testable import SudokuEngine

/// The exact search with a `shouldContinue`: told to stop, it says it gave up (never a wrong
/// answer); told to go on, it answers as the unbounded search does; and the generator's
/// searches in the same workspace are not bounded by a closure passed before.
@Suite("Bounded search", .timeLimit(.minutes(15)))
struct BoundedSearchTests {
    /// An empty grid: several solutions, found only by guessing.
    @Test(arguments: Fixtures.shapes)
    func aSearchToldToStopAtOnceGivesUpInsteadOfAnswering(rows: Int, columns: Int) {
        let shape = Fixtures.shape(rows, columns)
        let solver = ExactSolver(shape: shape)
        let workspace = ExactSolver.Workspace(shape: shape)
        var asked = 0
        let stop: () -> Bool = { asked += 1; return false }
        #expect(solver.solve(Board(shape: shape), using: workspace, while: stop) == .gaveUp)
        #expect(solver.countSolutions(Board(shape: shape), limit: 2, using: workspace, while: stop) == .gaveUp)
        // Asked at the first guess, once per search.
        #expect(asked == 2)
    }

    @Test func aSearchToldToGoOnAnswersAsTheUnboundedOne() throws {
        let puzzles = try Fixtures.puzzleSet("9x9-hardest11.txt")
        let solver = ExactSolver(shape: puzzles[0].shape)
        let workspace = ExactSolver.Workspace(shape: puzzles[0].shape)
        for puzzle in puzzles {
            #expect(solver.solve(puzzle, using: workspace, while: { true }) == .answered(solver.solve(puzzle)))
            #expect(solver.countSolutions(puzzle, limit: 2, using: workspace, while: { true }) == .answered(1))
        }
        let empty = Board(shape: puzzles[0].shape)
        #expect(solver.countSolutions(empty, limit: 2, using: workspace, while: { true }) == .answered(2))
    }

    /// A puzzle that singles alone solve needs no guess, so the closure is never asked.
    @Test func aPuzzleSolvedWithoutGuessingIsAnsweredEvenWhenToldToStop() throws {
        let puzzle = try PuzzleText.parse(Fixtures.classic)
        let solver = ExactSolver(shape: puzzle.shape)
        let answer = solver.solve(puzzle, using: ExactSolver.Workspace(shape: puzzle.shape), while: { false })
        #expect(answer == .answered(.unique(try PuzzleText.parse(Fixtures.classicSolution))))
    }

    /// A search that gave up leaves nothing behind: the next unbounded search of the same
    /// workspace (the generator's random completion, its uniqueness check) runs to the end.
    @Test func aWorkspaceThatGaveUpSearchesUnboundedAfterwards() throws {
        let shape = Fixtures.shape(3, 3)
        let solver = ExactSolver(shape: shape)
        let workspace = ExactSolver.Workspace(shape: shape)
        _ = solver.solve(Board(shape: shape), using: workspace, while: { false })
        var fresh = RandomSource(seed: 7), reused = RandomSource(seed: 7)
        let expected = solver.randomCompletion(of: Board(shape: shape), using: &fresh)
        #expect(expected != nil)
        #expect(solver.randomCompletion(of: Board(shape: shape), using: &reused, workspace: workspace) == expected)
        #expect(solver.countSolutions(Board(shape: shape), limit: 2, using: workspace) == 2)
    }
}
