import SudokuEngine

/// What Solve found for the typed givens: the one solution, why there is none, or two that
/// differ. The cells each case highlights come with it, so the screen only draws.
enum SolverVerdict: Equatable {
    /// Exactly one solution.
    case solved(Board)
    /// Givens that break a rule (two equal givens in a row, column or box): no solution, and
    /// these are the cells to fix.
    case conflict(cells: [Int])
    /// No given breaks a rule, yet no grid completes them.
    case noSolution
    /// At least two solutions: one shown, and the cells where the other differs.
    case several(Board, other: Board, differing: [Int])

    /// Judges `puzzle`. The rules are checked first: they name the cells at fault, which the
    /// search could only call "no solution". The exact solver stops at two solutions, so even a
    /// nearly empty 16×16 takes a moment at most (`SolverScreenTests` times the empty one).
    init(judging puzzle: Board) {
        self = SolverVerdict(judging: puzzle, while: { true })!
    }

    /// Judges `puzzle`, or gives up (nil) as soon as `shouldContinue` says no: the bounded
    /// search asks it at the first guess and every few thousand guesses after, so Esc stops a
    /// long search on a sparse 16×16 within moments.
    init?(judging puzzle: Board, while shouldContinue: () -> Bool) {
        let issues = puzzle.issues
        if !issues.isEmpty {
            self = .conflict(cells: Array(Set(issues.flatMap(\.cells))).sorted())
            return
        }
        let solver = ExactSolver(shape: puzzle.shape)
        guard case .answered(let result) = solver.solve(puzzle, using: ExactSolver.Workspace(shape: puzzle.shape), while: shouldContinue)
        else { return nil }
        switch result {
        case .noSolution: self = .noSolution
        case .unique(let solution): self = .solved(solution)
        case .multiple(let first, let second):
            self = .several(first, other: second, differing: first.cells.indices.filter { first.cells[$0] != second.cells[$0] })
        }
    }
}
