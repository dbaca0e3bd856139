/// A random change of a grid that a solver cannot tell from a new puzzle but that keeps its
/// answers: the symbols relabelled, the bands permuted and the rows within each band, the
/// stacks and the columns within each stack, and, when the boxes are square, transposed half
/// the time. Rows go to rows, columns to columns and boxes to boxes, so a puzzle's isomorph has
/// as many solutions as the puzzle, and its solution is the isomorph of the puzzle's.
///
/// Why: a benchmark that solves the same 11 or 50 puzzles over and over lets the processor's
/// branch predictors learn them (issue 28: ours ran 2.2–2.7× faster on repeated puzzles);
/// `bench` times large sets of distinct isomorphs instead. For any box shape R×C; a transposition
/// would turn R×C boxes into C×R ones, so it is drawn only when R = C. The generator's own
/// transforms (`GridTransform`, which also keep a symmetry) are drawn separately: drawing these
/// changes no generated puzzle.
public struct Isomorphism: Sendable {
    let transform: GridTransform

    /// The shape of the grids it takes and makes.
    public var shape: BoxShape { transform.shape }
    /// Whether rows become columns (only for square boxes).
    public var transposes: Bool { transform.transposes }

    /// An isomorphism of `shape`'s grids drawn from `random`.
    public static func random(for shape: BoxShape, using random: inout RandomSource) -> Isomorphism {
        let transposes = shape.boxRows == shape.boxColumns && random.nextInt(below: 2) == 1
        return Isomorphism(transform: .random(for: shape, keeping: .none, transposes: transposes, using: &random))
    }

    /// `board` changed (its shape must be `shape`): a puzzle, or a solution.
    public func apply(_ board: Board) -> Board {
        precondition(board.shape == shape, "an isomorphism of \(shape) grids applied to a \(board.shape) grid")
        return transform.apply(board)
    }

    /// `count` isomorphs of `puzzles`, no two alike, the same for the same seed on every
    /// machine: the k-th drawn from `puzzles[k % puzzles.count]` (a puzzle of its own shape),
    /// an isomorph equal to one already drawn drawn again. Fewer when the puzzles have fewer
    /// distinct isomorphs than `count` (a solved 4×4 grid has 288): a puzzle whose 64 draws in
    /// a row all repeat is passed over, and the list ends when every puzzle was passed over in
    /// turn.
    public static func distinctIsomorphs(of puzzles: [Board], count: Int, seed: UInt64) -> [Isomorph] {
        var random = RandomSource(seed: seed)
        var seen = Set<Board>()
        var result: [Isomorph] = []
        var original = 0, repeats = 0, passedOver = 0
        while result.count < count && !puzzles.isEmpty && passedOver < puzzles.count {
            let isomorphism = Isomorphism.random(for: puzzles[original].shape, using: &random)
            let puzzle = isomorphism.apply(puzzles[original])
            if seen.insert(puzzle).inserted {
                result.append(Isomorph(original: original, isomorphism: isomorphism, puzzle: puzzle))
                passedOver = 0
            } else {
                repeats += 1
                if repeats < 64 { continue }
                passedOver += 1
            }
            repeats = 0
            original = (original + 1) % puzzles.count
        }
        return result
    }
}

/// One of `Isomorphism.distinctIsomorphs`: the puzzle and where it comes from, so that its
/// solution can be checked against its original's.
public struct Isomorph: Sendable {
    /// The index of its original in the puzzles given.
    public let original: Int
    /// What made it from its original.
    public let isomorphism: Isomorphism
    /// The isomorph.
    public let puzzle: Board
}
