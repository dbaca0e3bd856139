import Testing
@testable import SudokuEngine

/// The second edition: catalogued puzzles under random transforms, and its pinned outputs.
@Suite("Generator editions", .timeLimit(.minutes(5)))
struct GeneratorEditionTests {
    /// Every catalogue entry is what the generator promises: one solution, the grade it is
    /// filed under, rotational symmetry.
    @Test(arguments: [Grade.easy, .medium])
    func everyCatalogueEntryHasOneSolutionItsGradeAndSymmetry(grade: Grade) throws {
        let (puzzles, shape) = try #require(PuzzleCatalogue.puzzles(size: 6, grade: grade))
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
