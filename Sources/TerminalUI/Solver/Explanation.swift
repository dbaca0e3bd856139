import SudokuEngine

/// The logical solution of the typed givens, one explained step per page, as `rate --steps`
/// prints it (`LogicSolver` with recorded steps, texts from `StepText`), and a last page that
/// says how it ended: solved, or where the logic solver stopped.
struct Explanation: Equatable {
    let puzzle: Board
    let steps: [LogicStep]
    let outcome: Rating.Outcome
    /// The grid before each step, and after the last one (`boards[steps.count]`).
    let boards: [Board]
    /// The page shown: a step, or `steps.count` for the last page.
    var page = 0

    init(of puzzle: Board) {
        self.puzzle = puzzle
        let rating = LogicSolver(shape: puzzle.shape).rate(puzzle, recordingSteps: true)
        steps = rating.steps
        outcome = rating.outcome
        var board = puzzle
        var boards = [board]
        for step in rating.steps {
            for placement in step.placements { board.cells[placement.cell] = UInt8(placement.value) }
            boards.append(board)
        }
        self.boards = boards
    }

    var pageCount: Int { steps.count + 1 }
    /// The step on show, nil on the last page.
    var step: LogicStep? { page < steps.count ? steps[page] : nil }
    /// The grid to draw: before the step, with the step's own placements in it (the text says
    /// "7 can only go in C4", so the 7 is seen there), or the final grid on the last page.
    var board: Board { boards[min(page + 1, steps.count)] }

    /// The cells the step is about: those of its reasoning, those it fills and those it clears.
    var highlighted: Set<Int> {
        guard let step else { return [] }
        return Set(step.cells + step.placements.map(\.cell) + step.eliminations.map(\.cell))
    }

    mutating func next() { page = min(page + 1, pageCount - 1) }
    mutating func previous() { page = max(page - 1, 0) }
}
