import Testing
@testable import SudokuEngine

@Suite("Hints", .timeLimit(.minutes(15)))
struct HintTests {
    static let nine = LogicFixtures.shape(3, 3)
    static let generated = Generator(shape: nine).generate(grade: .medium, seed: 3)

    @Test func theFirstWrongEntryIsNamed() {
        var current = Self.generated.puzzle
        let empties = (0..<81).filter { current[$0] == 0 }
        current[empties[3]] = Self.generated.solution[empties[3]] % 9 + 1
        current[empties[1]] = Self.generated.solution[empties[1]] % 9 + 1
        current[empties[0]] = Self.generated.solution[empties[0]]
        #expect(Hints.next(givens: Self.generated.puzzle, current: current, solution: Self.generated.solution)
                == .wrongEntry(cell: empties[1]))
    }

    @Test func aCorrectBoardGetsTheEasiestStep() {
        let hint = Hints.next(givens: Self.generated.puzzle, current: Self.generated.puzzle, solution: Self.generated.solution)
        guard case let .step(step) = hint else { Issue.record("expected a step, got \(hint)"); return }
        #expect(step == LogicSolver(shape: Self.nine).nextStep(Self.generated.puzzle))
        #expect(step.technique.grade == .beginner)
    }

    @Test func followingTheHintsSolvesThePuzzle() {
        var current = Self.generated.puzzle
        var candidates = [CandidateSet](repeating: .all(9), count: 81)
        var hints = 0
        while case let .step(step) = Hints.next(givens: Self.generated.puzzle, current: current,
                                                solution: Self.generated.solution, candidates: candidates) {
            for placement in step.placements { current[placement.cell] = placement.value }
            for elimination in step.eliminations { candidates[elimination.cell].remove(elimination.value) }
            hints += 1
            if hints > 200 { break }
        }
        #expect(current == Self.generated.solution)
        #expect(Hints.next(givens: Self.generated.puzzle, current: current, solution: Self.generated.solution) == .solved)
    }
}

extension HintTests {
    @Test func aFullCorrectBoardIsSolved() {
        #expect(Hints.next(givens: Self.generated.puzzle, current: Self.generated.solution, solution: Self.generated.solution) == .solved)
    }
}
