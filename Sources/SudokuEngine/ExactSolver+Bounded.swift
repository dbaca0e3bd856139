/// The answer of a search that may give up first: the puzzle files of `solve` and `rate`
/// hold puzzles (random 25×25 ones) that a complete search cannot settle in minutes.
public enum BoundedResult<Answer> {
    /// The search ended: its answer, as the unbounded call gives it.
    case answered(Answer)
    /// `shouldContinue` said stop before the search ended: no answer, not a wrong one.
    case gaveUp
}

extension BoundedResult: Equatable where Answer: Equatable {}
extension BoundedResult: Sendable where Answer: Sendable {}

extension ExactSolver {
    /// `solve(_:using:)`, asking `shouldContinue` at the first guess and every few thousand
    /// guesses after it (a deadline or a cancellation: the engine reads no clock itself).
    public func solve(_ board: Board, using workspace: Workspace,
                      while shouldContinue: () -> Bool) -> BoundedResult<SolveResult> {
        guard let found = workspace.run(board, limit: 2, while: shouldContinue) else { return .gaveUp }
        switch found {
        case 0: return .answered(.noSolution)
        case 1: return .answered(.unique(workspace.solution(0)))
        default: return .answered(.multiple(workspace.solution(0), workspace.solution(1)))
        }
    }

    /// `countSolutions(_:limit:using:)`, asking `shouldContinue` as `solve(_:using:while:)` does.
    public func countSolutions(_ board: Board, limit: Int, using workspace: Workspace,
                               while shouldContinue: () -> Bool) -> BoundedResult<Int> {
        guard limit > 0 else { return .answered(0) }
        guard let found = workspace.run(board, limit: limit, while: shouldContinue) else { return .gaveUp }
        return .answered(found)
    }
}

extension ExactSolver.Workspace {
    /// `run(_:limit:random:)` that stops when `shouldContinue` says so: the number of
    /// solutions found (at most `limit`), or nil when it gave up. The closure is held only
    /// for the length of the call.
    func run(_ board: Board, limit: Int, while shouldContinue: () -> Bool) -> Int? {
        withoutActuallyEscaping(shouldContinue) { shouldContinue in
            search.shouldContinue = shouldContinue
            defer { search.shouldContinue = nil }
            let found = run(board, limit: limit, random: nil)
            return search.gaveUp ? nil : found
        }
    }
}
