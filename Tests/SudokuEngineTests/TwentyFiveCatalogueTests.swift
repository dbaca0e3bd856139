import Testing
@testable import SudokuEngine

/// The fourth edition's 25×25 catalogues (issue 28: 25×25 grades 1–3 on screen within 2 s).
/// Rating a 25×25 puzzle in a debug build takes seconds, so these check a sample of entries;
/// `Scripts/check-catalogue.sh` checks every entry, and a thousand draws, on a release build.
@Suite("25×25 catalogues", .timeLimit(.minutes(15)))
struct TwentyFiveCatalogueTests {
    /// The first, middle and last entries of each 25×25 catalogue: one solution, the grade it
    /// is filed under, rotational symmetry; and no entry twice.
    @Test(arguments: TwentyFiveCatalogueTests.grades)
    func sampledEntriesHaveOneSolutionTheirGradeAndSymmetry(grade: Grade) throws {
        let (puzzles, shape) = try #require(PuzzleCatalogue.puzzles(size: 25, grade: grade, edition: .fourth))
        #expect(Set(puzzles).count == puzzles.count)
        let logic = LogicSolver(shape: shape)
        for index in Set([0, puzzles.count / 2, puzzles.count - 1]).sorted() {
            let board = try PuzzleText.parse(puzzles[index], shape: shape)
            // Solved by logic alone, with sound steps: exactly one solution.
            let rating = logic.rate(board)
            #expect(rating.isSolved && rating.grade == grade, "entry \(index)")
            #expect(Symmetry.rotational.holds(for: board), "entry \(index)")
        }
    }

    /// No two entries are one puzzle transformed (their invariants differ), so the entries the
    /// seeds draw are as many essentially different puzzles, as `bench --only variety` counts.
    @Test(arguments: TwentyFiveCatalogueTests.grades)
    func noTwoEntriesAreAlike(grade: Grade) throws {
        let (puzzles, shape) = try #require(PuzzleCatalogue.puzzles(size: 25, grade: grade, edition: .fourth))
        let invariants = try puzzles.map { TransformInvariant(try PuzzleText.parse($0, shape: shape)) }
        #expect(Set(invariants).count == puzzles.count)
    }

    /// A fourth-edition 25×25 game of a catalogued grade is a transform of the entry its seed
    /// draws, with its solution, the symmetry, and the same puzzle again for the same seed; the
    /// third edition has no such catalogue (its codes keep their puzzles from random grids).
    @Test(arguments: TwentyFiveCatalogueTests.grades)
    func aSeedDrawsATransformOfItsEntry(grade: Grade) throws {
        let shape = Fixtures.shape(5, 5)
        let generator = Generator(shape: shape, edition: .fourth)
        let (puzzles, _) = try #require(PuzzleCatalogue.puzzles(size: 25, grade: grade, edition: .fourth))
        for seed in UInt64(1)...2 {
            let made = generator.generate(grade: grade, seed: seed)
            let entry = try #require(generator.catalogueEntry(grade: grade, seed: seed))
            #expect(TransformInvariant(made.puzzle) == TransformInvariant(try PuzzleText.parse(puzzles[entry], shape: shape)))
            #expect(made.solution.emptyCount == 0)
            #expect(zip(made.puzzle.cells, made.solution.cells).allSatisfy { given, value in given == 0 || given == value })
            #expect(Symmetry.rotational.holds(for: made.puzzle))
            #expect(generator.generate(grade: grade, seed: seed) == made)
        }
        #expect(PuzzleCatalogue.puzzles(size: 25, grade: grade, edition: .third) == nil)
        #expect(Generator.Edition.fourth.oldestAlike(shape: shape, grade: grade) == .fourth)
    }

    /// Seeds 1–1,000 (as `bench --only variety` counts) draw every entry: the grade has as many
    /// essentially different puzzles as entries, and no more (the README's variety table).
    @Test(arguments: TwentyFiveCatalogueTests.grades)
    func aThousandSeedsDrawEveryEntry(grade: Grade) throws {
        let generator = Generator(shape: Fixtures.shape(5, 5), edition: .fourth)
        let count = try #require(generator.catalogueSize(grade: grade))
        let drawn = Set(try (UInt64(1)...1000).map { try #require(generator.catalogueEntry(grade: grade, seed: $0)) })
        #expect(drawn == Set(0..<count))
    }

    static let grades: [Grade] = [.beginner, .easy, .medium]
}
