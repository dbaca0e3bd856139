extension Generator {
    /// The grades this shape can have: every puzzle of a 4×4 grid falls to singles, so it offers
    /// grades 1–3 (see `Technique.grade(for:)`); grids up to 16×16 offer all five. A 25×25 grid
    /// offers grades 1–3 too: harder ones take its exact search many minutes per puzzle.
    public var offeredGrades: [Grade] { Generator.offeredGrades(for: shape) }

    /// The grades `shape` can have.
    public static func offeredGrades(for shape: BoxShape) -> [Grade] {
        shape.size <= 4 || shape.size > 16 ? [.beginner, .easy, .medium] : Grade.allCases
    }
}

extension Generator {
    /// Whether puzzles of `grade` with `symmetry` are too rare on `shape` to wait for: a 6×6
    /// medium with mirror symmetry (300 s and millions of grids found none, where rotational
    /// finds one in 35,000).
    public static func isTooRare(_ grade: Grade, symmetry: Symmetry, for shape: BoxShape) -> Bool {
        shape.size == 6 && grade == .medium && symmetry == .mirror
    }
}
