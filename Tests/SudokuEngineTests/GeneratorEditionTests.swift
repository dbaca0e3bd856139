import Testing
@testable import SudokuEngine

/// The second and third editions: catalogued puzzles under random transforms, and their pinned
/// outputs.
@Suite("Generator editions", .timeLimit(.minutes(15)))
struct GeneratorEditionTests {
    /// Every catalogue entry is what the generator promises: one solution, the grade it is
    /// filed under, rotational symmetry.
    @Test(arguments: [Grade.easy, .medium])
    func everyCatalogueEntryHasOneSolutionItsGradeAndSymmetry(grade: Grade) throws {
        let (puzzles, shape) = try #require(PuzzleCatalogue.puzzles(size: 6, grade: grade, edition: .second))
        #expect(puzzles.count >= 100)
        #expect(Set(puzzles).count == puzzles.count)
        let exact = ExactSolver(shape: shape), logic = LogicSolver(shape: shape)
        for line in puzzles {
            let board = try PuzzleText.parse(line, shape: shape)
            #expect(exact.countSolutions(board, limit: 2) == 1, "\(line)")
            #expect(logic.rate(board).grade == grade, "\(line)")
            #expect(Symmetry.rotational.holds(for: board), "\(line)")
        }
    }

    /// The third edition's catalogue, entry by entry (in chunks, so that they run side by
    /// side): one solution, the grade it is filed under, rotational symmetry, no entry twice.
    @Test(arguments: LargeCatalogueChunk.all)
    func everyLargeCatalogueEntryHasOneSolutionItsGradeAndSymmetry(_ chunk: LargeCatalogueChunk) throws {
        let (puzzles, shape) = try #require(PuzzleCatalogue.puzzles(size: chunk.size, grade: chunk.grade, edition: .third))
        #expect(Set(puzzles).count == puzzles.count)
        let exact = ExactSolver(shape: shape), logic = LogicSolver(shape: shape)
        for line in puzzles[chunk.range] {
            let board = try PuzzleText.parse(line, shape: shape)
            #expect(exact.countSolutions(board, limit: 2) == 1, "\(line)")
            #expect(logic.rate(board).grade == chunk.grade, "\(line)")
            #expect(Symmetry.rotational.holds(for: board), "\(line)")
        }
    }

    /// No two entries of a large catalogue are one puzzle transformed: their invariants under
    /// the transforms (givens per row and per column, each sorted, as a pair in either order;
    /// givens per symbol, sorted) all differ. So the entries seeds draw are as many essentially
    /// different puzzles, which `bench --only variety` reports where it cannot search canonical forms (16×16).
    @Test(arguments: [(16, Grade.hard), (16, .expert)])
    func noTwoLargeEntriesAreAlike(size: Int, grade: Grade) throws {
        let (puzzles, shape) = try #require(PuzzleCatalogue.puzzles(size: size, grade: grade, edition: .third))
        let invariants = try puzzles.map { TransformInvariant(try PuzzleText.parse($0, shape: shape)) }
        #expect(Set(invariants).count == puzzles.count)
    }

    /// The 8×8 medium entries, counted by canonical form (cheap on 8×8, so `bench --only
    /// variety` counts this cell's puzzles directly): enough classes for a child who plays it
    /// again and again (issue 28, item 6: at least 50 in 1,000 seeds).
    @Test func eightByEightMediumEntriesAreManyClasses() throws {
        let (puzzles, shape) = try #require(PuzzleCatalogue.puzzles(size: 8, grade: .medium, edition: .third))
        let forms = try puzzles.map { try #require(CanonicalForm(of: try PuzzleText.parse($0, shape: shape))) }
        #expect(Set(forms).count >= 50)
    }

    /// `catalogueEntry` names the entry `generate` transforms: the puzzle made has that entry's
    /// invariant (and none of the second edition's cells has an entry).
    @Test func theEntryASeedDrawsIsTheOneTransformed() throws {
        let shape = Fixtures.shape(4, 4)
        let generator = Generator(shape: shape, edition: .third)
        let (puzzles, _) = try #require(PuzzleCatalogue.puzzles(size: 16, grade: .hard, edition: .third))
        var drawn: Set<Int> = []
        for seed in UInt64(1)...4 {
            let entry = try #require(generator.catalogueEntry(grade: .hard, seed: seed))
            drawn.insert(entry)
            let made = generator.generate(grade: .hard, seed: seed)
            #expect(TransformInvariant(made.puzzle) == TransformInvariant(try PuzzleText.parse(puzzles[entry], shape: shape)))
        }
        #expect(drawn.count > 1)
        #expect(generator.catalogueSize(grade: .hard) == puzzles.count)
        #expect(Generator(shape: shape, edition: .second).catalogueEntry(grade: .hard, seed: 1) == nil)
        #expect(generator.catalogueEntry(grade: .medium, seed: 1) == nil)
    }

    /// The second edition has no catalogue for the cells the third added: its codes keep
    /// making their puzzles from random grids.
    @Test func theLargeCataloguesAreTheThirdEditions() {
        for (size, grade) in [(8, Grade.medium), (16, .hard), (16, .expert)] {
            #expect(PuzzleCatalogue.puzzles(size: size, grade: grade, edition: .second) == nil)
            #expect(PuzzleCatalogue.puzzles(size: size, grade: grade, edition: .third) != nil)
        }
        #expect(PuzzleCatalogue.puzzles(size: 6, grade: .medium, edition: .third)?.puzzles
                == PuzzleCatalogue.puzzles(size: 6, grade: .medium, edition: .second)?.puzzles)
    }

    /// A transformed entry is still rated before it is served; this shows that rating is a
    /// formality, as the transforms promise: on a sample of entries and transforms of every
    /// large cell, the image has the entry's grade, one solution and the symmetry.
    @Test(arguments: [(8, Grade.medium), (16, .hard), (16, .expert)])
    func transformsOfLargeEntriesKeepTheirGrade(size: Int, grade: Grade) throws {
        let (puzzles, shape) = try #require(PuzzleCatalogue.puzzles(size: size, grade: grade, edition: .third))
        var random = RandomSource(seed: 28)
        for k in 0..<3 {
            let entry = try PuzzleText.parse(puzzles[random.nextInt(below: puzzles.count)], shape: shape)
            // Transposing 2×4 boxes makes a 4×2-box grid.
            let transform = GridTransform.random(for: shape, keeping: .rotational, transposes: k % 2 == 1, using: &random)
            let image = transform.apply(entry)
            #expect(image != entry)
            #expect(LogicSolver(shape: image.shape).rate(image).grade == grade)
            #expect(ExactSolver(shape: image.shape).countSolutions(image, limit: 2) == 1)
            #expect(Symmetry.rotational.holds(for: image))
        }
    }

    /// Third-edition puzzles of the catalogued cells: the grade, one solution, the symmetry,
    /// the same puzzle for the same seed, a different one for another seed.
    @Test(arguments: [(2, 4, Grade.medium), (4, 2, .medium), (4, 4, .hard), (4, 4, .expert)])
    func catalogueCellsOfTheThirdEdition(rows: Int, columns: Int, grade: Grade) {
        let shape = Fixtures.shape(rows, columns)
        let generator = Generator(shape: shape, edition: .third)
        let logic = LogicSolver(shape: shape)
        var seen: Set<Board> = []
        for seed in UInt64(1)...3 {
            let made = generator.generate(grade: grade, seed: seed)
            #expect(logic.rate(made.puzzle).grade == grade)
            #expect(ExactSolver(shape: shape).solve(made.puzzle) == .unique(made.solution))
            #expect(Symmetry.rotational.holds(for: made.puzzle))
            #expect(generator.generate(grade: grade, seed: seed) == made)
            seen.insert(made.puzzle)
        }
        #expect(seen.count == 3)
    }

    /// Codes marked `g2-` keep their puzzles under the third edition: a 16×16 hard code of the
    /// second edition is still made from a random grid (pinned), not from the catalogue.
    @Test func secondEditionCodesKeepTheirPuzzlesBesideTheThird() {
        let shape = Fixtures.shape(4, 4)
        let second = Generator(shape: shape, edition: .second).generate(grade: .hard, seed: 42)
        #expect(PuzzleText.line(second.puzzle) == GeneratorEditionTests.secondEdition16x16Hard42)
        let third = Generator(shape: shape, edition: .third).generate(grade: .hard, seed: 42)
        #expect(third.puzzle != second.puzzle)
    }

    static let secondEdition16x16Hard42 = "1.4E.7.C..F.B..3.G...1.A...B...9....GF...9..5D...75...D.1.6..C4....5.8B.3...E4...8.G..3..BE.C7F1.9..C..681.F3.G2E.6F.....C5..B....E..CG.....26.F5C.8E.61F..7..A.9FD2.BA..E..G.8...37...D.4A.1....59..E.7.6...FC...7D..C...8G....2...5...4.9...3.3..C.A..B.1.6G.5"

    /// Where the third edition makes the same puzzles as the second (every cell but its new
    /// catalogues), a new code says `g2-`, so a program one edition older plays it.
    @Test func aCodeNamesTheOldestEditionThatMakesItsPuzzle() {
        let nine = Fixtures.shape(3, 3), sixteen = Fixtures.shape(4, 4), twentyFive = Fixtures.shape(5, 5)
        #expect(Generator.Edition.third.oldestAlike(shape: nine, grade: .hard) == .second)
        #expect(Generator.Edition.third.oldestAlike(shape: sixteen, grade: .medium) == .second)
        #expect(Generator.Edition.third.oldestAlike(shape: twentyFive, grade: .beginner) == .second)
        #expect(Generator.Edition.third.oldestAlike(shape: sixteen, grade: .hard) == .third)
        #expect(Generator.Edition.third.oldestAlike(shape: sixteen, grade: .expert) == .third)
        #expect(Generator.Edition.third.oldestAlike(shape: Fixtures.shape(4, 2), grade: .medium) == .third)
        #expect(Generator.Edition.third.oldestAlike(shape: Fixtures.shape(4, 2), grade: .hard) == .second)
        #expect(Generator.Edition.third.oldestAlike(shape: twentyFive, grade: .medium) == .second)
        // The fourth edition adds only 25×25 catalogues: elsewhere its codes name an older one.
        #expect(Generator.Edition.fourth.oldestAlike(shape: nine, grade: .hard) == .second)
        #expect(Generator.Edition.fourth.oldestAlike(shape: sixteen, grade: .expert) == .third)
        #expect(Generator.Edition.fourth.oldestAlike(shape: twentyFive, grade: .medium) == .fourth)
        #expect(Generator.Edition.second.oldestAlike(shape: nine, grade: .hard) == .second)
        #expect(Generator.Edition.first.oldestAlike(shape: nine, grade: .hard) == .first)
        for grade in [Grade.beginner, .easy, .medium, .hard, .expert] {
            for seed in UInt64(5)...6 {
                #expect(Generator(shape: nine, edition: .third).generate(grade: grade, seed: seed)
                        == Generator(shape: nine, edition: .second).generate(grade: grade, seed: seed))
            }
        }
    }

    /// Transforms keep the number of solutions, the grade and the symmetry asked, on every
    /// shape (transposing square boxes, and 2×3 into 3×2).
    @Test(arguments: [(2, 3), (3, 2), (3, 3), (3, 4), (4, 4)])
    func transformsKeepUniquenessGradeAndSymmetry(rows: Int, columns: Int) {
        let shape = Fixtures.shape(rows, columns)
        let logic = LogicSolver(shape: shape)
        for symmetry in Symmetry.allCases {
            let made = Generator(shape: shape, edition: .first).generate(grade: .easy, symmetry: symmetry, seed: 11)
            var random = RandomSource(seed: 5)
            for k in 0..<4 {
                let transposes = symmetry != .mirror && (rows != columns || k % 2 == 1)
                let transform = GridTransform.random(for: shape, keeping: symmetry, transposes: transposes, using: &random)
                let image = transform.apply(made.puzzle)
                let imageShape = image.shape
                #expect(ExactSolver(shape: imageShape).countSolutions(image, limit: 2) == 1)
                #expect(LogicSolver(shape: imageShape).rate(image).grade == logic.rate(made.puzzle).grade)
                #expect(symmetry.holds(for: image))
                #expect(image.emptyCount == made.puzzle.emptyCount)
            }
        }
    }

    @Test func aPermutationCommutingWithReversalDoes() {
        var random = RandomSource(seed: 3)
        for count in 1...7 {
            let map = GridTransform.permutationCommutingWithReversal(count, using: &random)
            #expect(map.sorted() == Array(0..<count))
            for i in 0..<count { #expect(map[count - 1 - i] == count - 1 - map[i]) }
        }
    }

    /// 6×6 easy and medium puzzles in both box shapes, with every symmetry the catalogue
    /// serves, for many seeds: the grade, one solution, the symmetry, the seed's puzzle again.
    @Test(arguments: [(2, 3), (3, 2)])
    func sixBySixEasyAndMediumComeFromTheCatalogue(rows: Int, columns: Int) {
        let shape = Fixtures.shape(rows, columns)
        let generator = Generator(shape: shape, edition: .second)
        let logic = LogicSolver(shape: shape), exact = ExactSolver(shape: shape)
        var seen: Set<Board> = []
        for grade in [Grade.easy, .medium] {
            for symmetry in [Symmetry.rotational, .none] {
                for seed in UInt64(0)..<20 {
                    let made = generator.generate(grade: grade, symmetry: symmetry, seed: seed)
                    #expect(exact.solve(made.puzzle) == .unique(made.solution))
                    #expect(logic.rate(made.puzzle).grade == grade)
                    #expect(made.grade == grade && made.seed == seed)
                    #expect(symmetry.holds(for: made.puzzle))
                    #expect(generator.generate(grade: grade, symmetry: symmetry, seed: seed) == made)
                    seen.insert(made.puzzle)
                }
            }
        }
        #expect(seen.count == 80)
    }

    /// Several seeds for every shape and grade, 25×25 included, with the newest edition. (A
    /// 25×25 easy puzzle takes about a minute in a debug build: beginner only here.)
    @Test(arguments: GenerationCase.all + [GenerationCase(rows: 5, columns: 5, grade: .beginner)])
    func severalSeedsGiveUniquePuzzlesAtTheGradeAsked(_ item: GenerationCase) {
        let shape = Fixtures.shape(item.rows, item.columns)
        let generator = Generator(shape: shape, edition: .newest)
        let logic = LogicSolver(shape: shape), exact = ExactSolver(shape: shape)
        for seed in UInt64(1)...3 {
            let made = generator.generate(grade: item.grade, symmetry: .rotational, seed: seed)
            #expect(exact.solve(made.puzzle) == .unique(made.solution))
            #expect(logic.rate(made.puzzle).grade == item.grade)
            #expect(Symmetry.rotational.holds(for: made.puzzle))
        }
    }

    /// Pinned outputs of the second edition: codes marked `g2-` rebuild these puzzles.
    @Test(arguments: [
        (2, 3, Grade.easy, UInt64(42), "..46...6.....5...22...5.....1...34.."),
        (2, 3, .medium, 42, "....464......3.5....5.1......132...."),
        (3, 2, .medium, 7, "3...4....42...1......1...35....6...5"),
        (3, 2, .beginner, 42, "...6.265..434..3....1..454..613.6..."),
        (3, 3, .easy, 43, "4..8..15.....6..9...51.24..9..3...6.5.......8.8...9..4..25.37...3..2.....58..6..1"),
        (3, 3, .easy, 42, "2...4..8..95....4...46.5.1...18.4..6...796...4..1.38...8.4.15...4....97..5..3...8"),
        (3, 3, .medium, 7, "6...9....3...4.7...128......5...41....37258....89...2......938...1.7...5....5...4"),
        (3, 3, .hard, 42, "49......6...6..9.......1.57..3.65....72...38....27.1..28.1.......5..4...3......12"),
        (3, 3, .medium, 42, ".1..79.5.........13..1...476...5.9....18.25....7.6...372...5..91.........4.31..8."),
        (4, 4, .hard, 42, "1.4E.7.C..F.B..3.G...1.A...B...9....GF...9..5D...75...D.1.6..C4....5.8B.3...E4...8.G..3..BE.C7F1.9..C..681.F3.G2E.6F.....C5..B....E..CG.....26.F5C.8E.61F..7..A.9FD2.BA..E..G.8...37...D.4A.1....59..E.7.6...FC...7D..C...8G....2...5...4.9...3.3..C.A..B.1.6G.5"),
    ])
    func goldenPuzzles(rows: Int, columns: Int, grade: Grade, seed: UInt64, line: String) {
        let shape = Fixtures.shape(rows, columns)
        let generated = Generator(shape: shape, edition: .second).generate(grade: grade, seed: seed)
        #expect(PuzzleText.line(generated.puzzle) == line)
    }
}

/// A slice of one of the third edition's catalogues, so that its checks run in parallel.
struct LargeCatalogueChunk: CustomTestStringConvertible, Sendable {
    let size: Int, grade: Grade
    let range: Range<Int>
    var testDescription: String { "\(size)x\(size) grade \(grade.rawValue) entries \(range.lowerBound)..<\(range.upperBound)" }

    static let all: [LargeCatalogueChunk] = [(8, Grade.medium, 100), (16, .hard, 50), (16, .expert, 40)].flatMap { size, grade, chunk in
        let count = PuzzleCatalogue.puzzles(size: size, grade: grade, edition: .third)?.puzzles.count ?? 0
        return stride(from: 0, to: count, by: chunk).map {
            LargeCatalogueChunk(size: size, grade: grade, range: $0..<min(count, $0 + chunk))
        }
    }
}

/// What a grid transform (`GridTransform`) leaves of a puzzle: two puzzles with different
/// invariants are not one transformed into the other.
struct TransformInvariant: Hashable {
    let lines: [[Int]]
    let symbols: [Int]

    init(_ board: Board) {
        let n = board.shape.size
        var rows = [Int](repeating: 0, count: n), columns = rows, symbols = [Int](repeating: 0, count: n + 1)
        for r in 0..<n {
            for c in 0..<n where board[row: r, column: c] != 0 {
                rows[r] += 1
                columns[c] += 1
                symbols[Int(board[row: r, column: c])] += 1
            }
        }
        // A transposition swaps rows and columns.
        lines = [rows.sorted(), columns.sorted()].sorted { $0.lexicographicallyPrecedes($1) }
        self.symbols = symbols.dropFirst().sorted()
    }
}
