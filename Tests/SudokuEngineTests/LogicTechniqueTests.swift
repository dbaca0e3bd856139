import Testing
@testable import SudokuEngine

@Suite("Logic solver: technique grades, sound steps on every shape, edge cases", .timeLimit(.minutes(15)))
struct LogicTechniqueTests {
    static let nine = LogicFixtures.shape(3, 3)

    @Test func gradesFollowTheTable() {
        #expect(Technique.introduced(by: .beginner, for: Self.nine) == [.fullHouse, .hiddenSingle, .nakedSingle])
        #expect(Technique.introduced(by: .easy, for: Self.nine) == [.pointing, .claiming, .nakedPair, .xWing])
        #expect(Technique.introduced(by: .medium, for: Self.nine) == [.hiddenPair, .nakedTriple, .swordfish, .hiddenTriple])
        #expect(Technique.introduced(by: .hard, for: Self.nine) == [.xyWing])
        #expect(Technique.introduced(by: .expert, for: Self.nine) == [.trial])
    }

    /// Every step on every shape, rectangular boxes included, agrees with the solution.
    @Test(arguments: [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3), (3, 4), (4, 3)])
    func stepsAreSoundOnEveryShape(rows: Int, columns: Int) {
        let shape = LogicFixtures.shape(rows, columns)
        let generator = Generator(shape: shape)
        let solver = LogicSolver(shape: shape)
        var seen = Set<Technique>()
        for grade in generator.offeredGrades {
            let generated = generator.generate(grade: grade, seed: GenerationCase.seed(2026, for: shape, grade: grade))
            let rating = solver.rate(generated.puzzle, recordingSteps: true)
            #expect(rating.isSolved)
            for step in rating.steps {
                seen.insert(step.technique)
                #expect(step.placements.allSatisfy { generated.solution[$0.cell] == $0.value }, "\(step)")
                #expect(step.eliminations.allSatisfy { generated.solution[$0.cell] != $0.value }, "\(step)")
            }
        }
        #expect(seen.contains(.hiddenSingle) || seen.contains(.nakedSingle))
    }

    @Test func aSolvedBoardHasNoNextStep() throws {
        let line = try LogicFixtures.puzzleLines("9x9-easy50.txt")[0]
        let board = LogicFixtures.board(line, shape: Self.nine)
        guard case let .unique(solution) = ExactSolver(shape: Self.nine).solve(board) else { Issue.record(); return }
        #expect(LogicSolver(shape: Self.nine).nextStep(solution) == nil)
    }

    @Test func contradictoryGivensAreReported() {
        var board = Board(shape: Self.nine)
        board[0] = 5
        board[1] = 5
        #expect(LogicSolver(shape: Self.nine).rate(board).outcome == .contradiction)
    }

    @Test func anEmptyGridIsStuck() {
        let rating = LogicSolver(shape: Self.nine).rate(Board(shape: Self.nine))
        #expect(rating.outcome == .stuck)
        #expect(rating.grade == nil)
    }
}
