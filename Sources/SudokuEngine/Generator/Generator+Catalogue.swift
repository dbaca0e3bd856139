extension Generator {
    /// The catalogue puzzles this generator starts from for `grade` with `symmetry`, and
    /// whether they must be transposed to fit `shape`; nil where it makes its puzzles from
    /// random grids (the first edition everywhere, and every kind without a catalogue).
    ///
    /// A catalogue's puzzles have rotational symmetry, which also serves `none` (it asks for no
    /// symmetry); a mirror cannot be drawn from them.
    func catalogue(for grade: Grade, symmetry: Symmetry) -> (puzzles: [String], shape: BoxShape, transposes: Bool)? {
        guard edition >= .second, symmetry != .mirror,
              let (puzzles, written) = PuzzleCatalogue.puzzles(size: shape.size, grade: grade, edition: edition) else { return nil }
        if written == shape { return (puzzles, written, false) }
        guard written.boxRows == shape.boxColumns, written.boxColumns == shape.boxRows else { return nil }
        return (puzzles, written, true)
    }

    /// A puzzle of `grade` drawn from the catalogue with a random transform: the same number
    /// of solutions and the same grade as the catalogued puzzle, the same symmetry; nil if it
    /// ever missed, so that the search takes over.
    ///
    /// The transformed puzzle is solved (for its solution, which shows it has one only) but not
    /// rated again: every transform keeps the grade, as `GeneratorEditionTests` shows on every
    /// entry and `Scripts/check-catalogue.sh` on a thousand seeds of each cell. Rating it was
    /// what made a few 16×16 expert seeds slow (issue 28): some entries take the logic solver
    /// 0.25–0.9 s under any transform (measured in a release build), where the rest of a draw
    /// takes milliseconds. Serving the same puzzles as before, it changes no edition's output.
    func fromCatalogue(grade: Grade, symmetry: Symmetry, random: inout RandomSource) -> (puzzle: Board, solution: Board)? {
        guard let (puzzles, written, transposes) = catalogue(for: grade, symmetry: symmetry),
              !puzzles.isEmpty else { return nil }
        let line = puzzles[random.nextInt(below: puzzles.count)]
        guard let source = try? PuzzleText.parse(line, shape: written) else { return nil }
        // A square box may be transposed too: one more way for a seed to vary the puzzle.
        let transpose = transposes || (shape.boxRows == shape.boxColumns && random.nextInt(below: 2) == 1)
        let transform = GridTransform.random(for: written, keeping: symmetry, transposes: transpose, using: &random)
        let puzzle = transform.apply(source)
        guard puzzle.shape == shape, case let .unique(solution) = ExactSolver(shape: shape).solve(puzzle) else { return nil }
        return (puzzle, solution)
    }
}

extension Generator {
    /// The place in its catalogue of the entry that `seed` makes its puzzle of `grade` from, nil
    /// where this edition draws no catalogue puzzle for it. `bench --only variety` counts the
    /// entries drawn on grids whose canonical form is too costly to search (16×16, 25×25): a
    /// test shows no two entries are alike under the transforms, so entries drawn are classes.
    /// It reads the seed as `generate` does: the first split's first draw picks the entry.
    public func catalogueEntry(grade: Grade, symmetry: Symmetry = .rotational, seed: UInt64) -> Int? {
        guard let (puzzles, _, _) = catalogue(for: grade, symmetry: symmetry), !puzzles.isEmpty else { return nil }
        var seeds = RandomSource(seed: seed)
        var random = seeds.split()
        return random.nextInt(below: puzzles.count)
    }

    /// The number of entries of the catalogue `grade` is drawn from, nil where there is none.
    public func catalogueSize(grade: Grade, symmetry: Symmetry = .rotational) -> Int? {
        catalogue(for: grade, symmetry: symmetry)?.puzzles.count
    }
}
