/// What an exact search found.
public enum SolveResult: Equatable, Sendable {
    /// The givens contradict each other, directly or after search.
    case noSolution
    /// Exactly one solution: a proper puzzle.
    case unique(Board)
    /// Two different solutions, as proof that the puzzle is not unique.
    case multiple(Board, Board)
}

/// A complete solver: it finds every solution (up to a limit), so it can prove uniqueness.
///
/// Constraint propagation (naked and hidden singles) over bitmask candidates, with a
/// most-constrained-cell search; generic over every box shape. Each call without a
/// `Workspace` allocates one scratch block; hot loops pass one `Workspace` to every call.
public struct ExactSolver: Sendable {
    /// The shape of the grids this solver takes.
    public let shape: BoxShape

    /// A solver for grids of `shape`.
    public init(shape: BoxShape) { self.shape = shape }

    /// Solves `board`: none, exactly one, or more than one solution (with two as proof).
    public func solve(_ board: Board) -> SolveResult {
        solve(board, using: Workspace(shape: shape))
    }

    /// The number of solutions, counting stops at `limit`.
    public func countSolutions(_ board: Board, limit: Int) -> Int {
        countSolutions(board, limit: limit, using: Workspace(shape: shape))
    }

    /// A solution of `board` found with every branch's symbols tried in an order drawn from
    /// `source`, or nil when there is none. The same seed gives the same grid on every machine.
    func randomCompletion(of board: Board, using source: inout RandomSource) -> Board? {
        randomCompletion(of: board, using: &source, workspace: Workspace(shape: shape))
    }

    /// `solve(_:)` with buffers reused from `workspace` (no allocation but the answer).
    public func solve(_ board: Board, using workspace: Workspace) -> SolveResult {
        let found = workspace.run(board, limit: 2, random: nil)
        switch found {
        case 0: return .noSolution
        case 1: return .unique(workspace.solution(0))
        default: return .multiple(workspace.solution(0), workspace.solution(1))
        }
    }

    /// `countSolutions(_:limit:)` with buffers reused from `workspace`: allocation-free.
    public func countSolutions(_ board: Board, limit: Int, using workspace: Workspace) -> Int {
        guard limit > 0 else { return 0 }
        return workspace.run(board, limit: limit, random: nil)
    }

    /// `randomCompletion(of:using:)` with buffers reused from `workspace`.
    func randomCompletion(of board: Board, using source: inout RandomSource,
                                 workspace: Workspace) -> Board? {
        var random = source
        let found = workspace.run(board, limit: 1, random: &random)
        source = random
        return found == 0 ? nil : workspace.solution(0)
    }
}

extension ExactSolver {
    /// The buffers of a search (state stack, queue, solutions), allocated once for one shape.
    /// Make one per thread and pass it to every call of a loop that solves many puzzles.
    public final class Workspace {
        /// The shape whose grids this workspace can search.
        public let shape: BoxShape
        var search: _Search

        /// Allocates the buffers for grids of `shape`.
        public init(shape: BoxShape) {
            self.shape = shape
            search = _Search(geometry: shape.geometry, boxRows: shape.boxRows, boxColumns: shape.boxColumns)
        }

        deinit { search.deallocate() }

        /// Runs a search; returns how many solutions were found (at most `limit`).
        func run(_ board: Board, limit: Int, random: UnsafeMutablePointer<RandomSource>?) -> Int {
            precondition(board.shape == shape, "a \(shape) workspace cannot search a \(board.shape) grid")
            return board.cells.withUnsafeBufferPointer { cells in
                search.run(givens: cells, limit: limit, random: random)
            }
        }

        /// A solution of `board` other than `solution`, if any, knowing that `board` with the
        /// cells of `emptied` filled from `solution` has no other. Any other solution then
        /// differs from `solution` in one of those cells: one search per cell, each with that
        /// cell's value forbidden, settles it, and a wrong value usually fails at once — far
        /// cheaper than counting solutions up to two.
        ///
        /// The givens of each search are those of the one before and one more, so each search
        /// after the first starts from the first one's level 0 with that given placed, not from
        /// the givens (building level 0 was most of a search's cost); it finds the same.
        func otherSolution(_ board: Board, than solution: Board, emptied: [Int]) -> Board? {
            precondition(board.shape == shape, "a \(shape) workspace cannot search a \(board.shape) grid")
            // Level 0 can be reused while each given added is to an empty cell.
            var reusable = emptied.count > 1 && emptied.allSatisfy { board.cells[$0] == 0 }
            var previous = -1
            for (index, cell) in emptied.enumerated() {
                let avoided = Int(solution[cell])
                let saving = reusable && index + 1 < emptied.count
                var other: Bool?
                if reusable && previous >= 0 {
                    other = search.hasSolution(avoiding: avoided, at: cell, placing: Int(solution[previous]),
                                               at: previous, saving: saving)
                    if other == nil { reusable = false }
                }
                if other == nil {
                    // The next searches look for solutions agreeing with `solution` in the cells
                    // searched before (a copy of the cells only when there are some).
                    var cells = board.cells
                    for earlier in emptied[..<index] { cells[earlier] = UInt8(solution[earlier]) }
                    var saved = false
                    other = cells.withUnsafeBufferPointer { givens in
                        search.hasSolution(givens, avoiding: avoided, at: cell, saving: saving, saved: &saved)
                    }
                    if saving && !saved { reusable = false }
                }
                if other == true { return self.solution(0) }
                previous = cell
            }
            return nil
        }

        /// The `index`-th solution of the last search (0 or 1).
        func solution(_ index: Int) -> Board {
            let cells = [UInt8](unsafeUninitializedCapacity: shape.cellCount) { buffer, count in
                search.copySolution(index, into: buffer)
                count = shape.cellCount
            }
            return Board(shape: shape, cells: cells)
        }
    }
}
