extension Generator {
    /// The grades this shape can have: every puzzle of a 4×4 grid falls to singles, so it offers
    /// grades 1–3 (see `Technique.grade(for:)`); grids up to 16×16 offer all five. A 25×25 grid
    /// offers grades 1–3 too: harder ones take its exact search many minutes per puzzle.
    /// A box one cell wide (4×1, 1×9…) makes a Latin square: its boxes repeat its columns (or
    /// rows), so box–line techniques never apply and harder grades are found by luck or never
    /// (a 4×1, 5×1 or 6×1 medium and every such hard one: no puzzle in minutes of grids). It
    /// offers grades 1–2, which come at once.
    public var offeredGrades: [Grade] { Generator.offeredGrades(for: shape) }

    /// The grades `shape` can have.
    public static func offeredGrades(for shape: BoxShape) -> [Grade] {
        if shape.boxRows == 1 || shape.boxColumns == 1 { return [.beginner, .easy] }
        return shape.size <= 4 || shape.size > 16 ? [.beginner, .easy, .medium] : Grade.allCases
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
