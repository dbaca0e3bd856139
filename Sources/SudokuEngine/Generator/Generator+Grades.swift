extension Generator {
    /// The grades this shape can have: a 4×4 grid is too small for the hard patterns, and so on.
    /// Found by generating many puzzles of each shape (see the generator tests).
    public var offeredGrades: [Grade] { Generator.offeredGrades(for: shape) }

    /// The grades `shape` can have.
    public static func offeredGrades(for shape: BoxShape) -> [Grade] {
        switch shape.size {
        case ...4: [.beginner, .easy, .medium]
        case ...6: [.beginner, .easy, .medium, .hard]
        default: Grade.allCases
        }
    }
}
