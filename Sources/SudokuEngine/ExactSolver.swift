/// What an exact search found.
public enum SolveResult: Equatable, Sendable {
    case noSolution
    case unique(Board)
    /// Two different solutions, as proof that the puzzle is not unique.
    case multiple(Board, Board)
}

/// A complete solver: it finds every solution (up to a limit), so it can prove uniqueness.
///
/// NOTE: simple reference implementation; the engine issue replaces its internals with the
/// fast propagating search while keeping this API.
public struct ExactSolver: Sendable {
    public let shape: BoxShape

    public init(shape: BoxShape) { self.shape = shape }

    /// Solves `board`: none, exactly one, or more than one solution (with two as proof).
    public func solve(_ board: Board) -> SolveResult {
        var found: [Board] = []
        search(board, limit: 2) { found.append($0) }
        switch found.count {
        case 0: return .noSolution
        case 1: return .unique(found[0])
        default: return .multiple(found[0], found[1])
        }
    }

    /// The number of solutions, counting stops at `limit`.
    public func countSolutions(_ board: Board, limit: Int) -> Int {
        var count = 0
        search(board, limit: limit) { _ in count += 1 }
        return count
    }

    private func search(_ board: Board, limit: Int, onSolution: (Board) -> Void) {
        let n = shape.size
        for cell in 0..<shape.cellCount where board.cells[cell] != 0 {
            let v = board[cell]
            if v > n || board.candidates(at: cell).contains(v) == false { return }
        }
        var work = board
        var found = 0
        func recurse() {
            if found >= limit { return }
            var best = -1, bestSet = CandidateSet.empty, bestCount = Int.max
            for cell in 0..<shape.cellCount where work.cells[cell] == 0 {
                let set = work.candidates(at: cell)
                if set.count < bestCount { best = cell; bestSet = set; bestCount = set.count }
                if bestCount == 0 { return }
            }
            if best < 0 { found += 1; onSolution(work); return }
            for v in bestSet {
                work[best] = v
                recurse()
                if found >= limit { break }
            }
            work[best] = 0
        }
        recurse()
    }
}
