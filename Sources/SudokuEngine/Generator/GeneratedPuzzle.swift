/// A puzzle made by the `Generator`, with everything needed to play it and make it again.
public struct GeneratedPuzzle: Hashable, Sendable {
    /// The givens (0 = empty cell).
    public let puzzle: Board
    /// Its one solution.
    public let solution: Board
    /// The grade asked for, which is the grade the logic solver gives it.
    public let grade: Grade
    /// The techniques its logical solution uses, in the solver's order. A catalogue puzzle is
    /// served without being rated again (its grade is its entry's: `Generator+Catalogue.swift`),
    /// so its techniques are found here, only when asked (`generate --format json`), by the very
    /// rating the generator used to make: the lesser techniques the solver meets on its way
    /// depend on where the cells lie, so they are not the entry's.
    public var techniques: [Technique] {
        knownTechniques ?? LogicSolver(shape: puzzle.shape).rate(puzzle, upTo: grade, recordingSteps: true).techniques
    }
    /// The techniques, when the generator rated the puzzle it made (nil for a catalogue's).
    let knownTechniques: [Technique]?
    /// The seed that makes this puzzle again (with the same shape, grade and symmetry).
    public let seed: UInt64
    /// Where the givens lie.
    public let symmetry: Symmetry

    public init(puzzle: Board, solution: Board, grade: Grade, techniques: [Technique]?, seed: UInt64, symmetry: Symmetry) {
        self.puzzle = puzzle
        self.solution = solution
        self.grade = grade
        knownTechniques = techniques
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
