/// What a learner should do next.
public enum Hint: Hashable, Sendable {
    /// An entry differs from the solution: the first such cell in reading order.
    case wrongEntry(cell: Int)
    /// The easiest logical step from the board as it is.
    case step(LogicStep)
    /// Every cell holds its solution value.
    case solved
}

/// Finds the hint for a board in progress.
public enum Hints {
    /// The hint for `current` (the givens plus the learner's entries): the first wrong entry if
    /// any, else the next logical step. When no technique applies (rare: the solver's trial is
    /// bounded), the step is a `.trial` that places the solution value in the empty cell with the
    /// fewest candidates.
    ///
    /// A step may only remove candidates; pass the candidates the learner keeps (`candidates`,
    /// one set per cell, e.g. the previous hints' eliminations) so that the next hint moves on.
    public static func next(givens: Board, current: Board, solution: Board, candidates: [CandidateSet]? = nil) -> Hint {
        next(givens: givens, current: current, solution: solution, candidates: candidates, solver: LogicSolver(shape: current.shape))
    }

    /// `next(givens:current:solution:candidates:)` with a solver made once by the caller.
    public static func next(givens: Board, current: Board, solution: Board, candidates: [CandidateSet]? = nil,
                            solver: LogicSolver) -> Hint {
        for cell in 0..<current.cells.count where current[cell] != 0 && current[cell] != solution[cell] {
            return .wrongEntry(cell: cell)
        }
        if current.isFilled { return .solved }
        if let step = solver.nextStep(current, candidates: candidates) { return .step(step) }
        var best = -1, fewest = Int.max
        for cell in 0..<current.cells.count where current[cell] == 0 {
            let count = current.candidates(at: cell).count
            if count < fewest { best = cell; fewest = count }
        }
        return .step(LogicStep(technique: .trial, houses: [], cells: [best], values: [solution[best]],
                               placements: [Placement(cell: best, value: solution[best])], eliminations: []))
    }
}
