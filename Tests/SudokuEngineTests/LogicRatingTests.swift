import Testing
@testable import SudokuEngine

@Suite("Logic solver: ratings of real puzzles", .timeLimit(.minutes(15)))
struct LogicRatingTests {
    static let nine = LogicFixtures.shape(3, 3)

    @Test func easyPuzzlesAreRatedBeginnerOrEasy() throws {
        let solver = LogicSolver(shape: Self.nine)
        for line in try LogicFixtures.puzzleLines("9x9-easy50.txt") {
            let rating = solver.rate(LogicFixtures.board(line, shape: Self.nine))
            #expect(rating.isSolved)
            #expect(rating.grade! <= .easy, "\(line) rated \(rating.grade!) by \(String(describing: rating.hardest))")
        }
    }

    @Test func hardestPuzzlesAreMostlyExpert() throws {
        let solver = LogicSolver(shape: Self.nine)
        var experts = 0, total = 0
        for line in try LogicFixtures.puzzleLines("9x9-hardest11.txt") {
            let rating = solver.rate(LogicFixtures.board(line, shape: Self.nine))
            total += 1
            if rating.grade == .expert { experts += 1 }
        }
        #expect(experts * 2 > total, "\(experts) of \(total) rated expert")
    }
}
