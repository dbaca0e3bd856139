import Testing
@testable import SudokuEngine

/// The 25×25 search alternates two ways of guessing (`_Search.searchAlternating`): the random
/// puzzles of `Tests/Fixtures/stress/25x25-random.txt`, which took one way minutes, are all settled,
/// with answers that check out. Bounded by a count of checks (about 4,096 guesses each), not
/// by time: today each needs a few thousand guesses at most.
@Suite("Alternating search", .timeLimit(.minutes(15)))
struct AlternatingSearchTests {
    @Test func everyRandom25x25PuzzleIsSettledWithAnswersThatCheckOut() throws {
        let text = try readFile(Fixtures.testFixtures + "/stress/25x25-random.txt")
        let shape = Fixtures.shape(5, 5)
        let solver = ExactSolver(shape: shape)
        let workspace = ExactSolver.Workspace(shape: shape)
        var puzzles = 0
        for case let .puzzle(puzzle, line) in PuzzleText.puzzles(in: text, shape: shape) {
            puzzles += 1
            var checks = 0
            switch solver.solve(puzzle, using: workspace, while: { checks += 1; return checks < 250 }) {
            case .gaveUp:
                Issue.record("line \(line): not settled in 1,000,000 guesses")
            case .answered(.noSolution):
                #expect(solver.countSolutions(puzzle, limit: 1) == 0)
            case let .answered(.unique(solution)):
                #expect(solution.isSolution(of: puzzle))
            case let .answered(.multiple(first, second)):
                #expect(first != second, "line \(line)")
                #expect(first.isSolution(of: puzzle) && second.isSolution(of: puzzle), "line \(line)")
            }
        }
        #expect(puzzles == 40)
    }
}
