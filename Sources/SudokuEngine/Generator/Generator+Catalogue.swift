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
    /// of solutions and the same grade as the catalogued puzzle, the same symmetry. It is
    /// rated all the same (cheap), and nil if it ever missed, so that the search takes over.
    func fromCatalogue(grade: Grade, symmetry: Symmetry, random: inout RandomSource)
        -> (puzzle: Board, solution: Board, techniques: [Technique])? {
        guard let (puzzles, written, transposes) = catalogue(for: grade, symmetry: symmetry),
              !puzzles.isEmpty else { return nil }
        let line = puzzles[random.nextInt(below: puzzles.count)]
        guard let source = try? PuzzleText.parse(line, shape: written) else { return nil }
        // A square box may be transposed too: one more way for a seed to vary the puzzle.
        let transpose = transposes || (shape.boxRows == shape.boxColumns && random.nextInt(below: 2) == 1)
        let transform = GridTransform.random(for: written, keeping: symmetry, transposes: transpose, using: &random)
        let puzzle = transform.apply(source)
        guard puzzle.shape == shape, case let .unique(solution) = ExactSolver(shape: shape).solve(puzzle) else { return nil }
        let rating = solver.rate(puzzle, upTo: grade, recordingSteps: true)
        guard rating.isSolved, rating.grade == grade else { return nil }
        return (puzzle, solution, rating.techniques)
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
