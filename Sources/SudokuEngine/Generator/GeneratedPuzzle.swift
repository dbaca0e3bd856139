/// A puzzle made by the `Generator`, with everything needed to play it and make it again.
public struct GeneratedPuzzle: Hashable, Sendable {
    /// The givens (0 = empty cell).
    public let puzzle: Board
    /// Its one solution.
    public let solution: Board
    /// The grade asked for, which is the grade the logic solver gives it.
    public let grade: Grade
    /// The techniques its logical solution uses, in the solver's order.
    public let techniques: [Technique]
    /// The seed that makes this puzzle again (with the same shape, grade and symmetry).
    public let seed: UInt64
    /// Where the givens lie.
    public let symmetry: Symmetry

    public init(puzzle: Board, solution: Board, grade: Grade, techniques: [Technique], seed: UInt64, symmetry: Symmetry) {
        self.puzzle = puzzle
        self.solution = solution
        self.grade = grade
        self.techniques = techniques
        self.seed = seed
        self.symmetry = symmetry
    }

    /// The number of givens.
    public var givenCount: Int { puzzle.cellCount - puzzle.emptyCount }
}

extension Board {
    /// N².
    var cellCount: Int { cells.count }
}
