import Testing
@testable import SudokuEngine

/// A position where a technique is the easiest way forward: the board of a seeded 9×9 puzzle
/// after the first `stepIndex` steps of its logical solution (placements made, eliminations
/// kept as candidates).
struct TechniquePosition: CustomTestStringConvertible, Sendable {
    let technique: Technique
    let grade: Grade
    let seed: UInt64
    let stepIndex: Int

    var testDescription: String { technique.rawValue }

    static let all: [TechniquePosition] = [
        .init(technique: .fullHouse, grade: .beginner, seed: 0, stepIndex: 3),
        .init(technique: .hiddenSingle, grade: .beginner, seed: 0, stepIndex: 0),
        .init(technique: .nakedSingle, grade: .beginner, seed: 0, stepIndex: 11),
        .init(technique: .pointing, grade: .easy, seed: 0, stepIndex: 14),
        .init(technique: .claiming, grade: .hard, seed: 0, stepIndex: 14),
        .init(technique: .nakedPair, grade: .medium, seed: 0, stepIndex: 15),
        .init(technique: .hiddenPair, grade: .medium, seed: 0, stepIndex: 17),
        .init(technique: .nakedTriple, grade: .hard, seed: 0, stepIndex: 20),
        .init(technique: .hiddenTriple, grade: .medium, seed: 10, stepIndex: 14),
        .init(technique: .xWing, grade: .easy, seed: 3, stepIndex: 22),
        .init(technique: .xyWing, grade: .hard, seed: 0, stepIndex: 23),
        .init(technique: .swordfish, grade: .hard, seed: 5, stepIndex: 28),
        .init(technique: .trial, grade: .expert, seed: 0, stepIndex: 11),
    ]

    /// The board and candidates of the position, and the step the solver took there.
    func replay() -> (board: Board, candidates: [CandidateSet], step: LogicStep) {
        let shape = try! BoxShape(rows: 3, columns: 3)
        let puzzle = Generator(shape: shape).generate(grade: grade, seed: seed).puzzle
        let steps = LogicSolver(shape: shape).rate(puzzle, recordingSteps: true).steps
        var board = puzzle
        var removed: [Elimination] = []
        for step in steps.prefix(stepIndex) {
            for placement in step.placements { board[placement.cell] = placement.value }
            removed += step.eliminations
        }
        var candidates = (0..<shape.cellCount).map { board[$0] == 0 ? board.candidates(at: $0) : .empty }
        for elimination in removed { candidates[elimination.cell].remove(elimination.value) }
        return (board, candidates, steps[stepIndex])
    }
}

@Suite("Logic solver: each technique where it is the way forward")
struct LogicTechniqueTests {
    static let nine = LogicFixtures.shape(3, 3)

    @Test(arguments: TechniquePosition.all)
    func techniqueIsTheEasiestStep(position: TechniquePosition) {
        let (board, candidates, recorded) = position.replay()
        let step = LogicSolver(shape: Self.nine).nextStep(board, candidates: candidates)
        #expect(step == recorded)
        #expect(step?.technique == position.technique)
        // Sound: every conclusion agrees with the solution.
        let solution = ExactSolver(shape: Self.nine).solve(board)
        guard case let .unique(solved) = solution, let step else { Issue.record("no unique solution"); return }
        #expect(step.placements.allSatisfy { solved[$0.cell] == $0.value })
        #expect(step.eliminations.allSatisfy { solved[$0.cell] != $0.value })
        #expect(!step.placements.isEmpty || !step.eliminations.isEmpty)
    }

    @Test func everyTechniqueHasAPosition() {
        #expect(Set(TechniquePosition.all.map(\.technique)) == Set(Technique.allCases))
    }

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
        for grade in generator.offeredGrades where grade != .medium || shape.size != 6 {
            let generated = generator.generate(grade: grade, seed: 11)
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
        let line = try LogicFixtures.sharedPuzzles("9x9-easy50.txt")[0]
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
