extension Generator {
    /// The grades this shape can have: every puzzle of a 4×4 grid falls to singles, so it offers
    /// grades 1–3 (see `Technique.grade(for:)`); larger grids offer all five.
    public var offeredGrades: [Grade] { Generator.offeredGrades(for: shape) }

    /// The grades `shape` can have.
    public static func offeredGrades(for shape: BoxShape) -> [Grade] {
        shape.size <= 4 ? [.beginner, .easy, .medium] : Grade.allCases
    }
}
