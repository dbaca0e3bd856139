import Testing
@testable import SudokuEngine

/// A catalogue puzzle is served without rating its transform again (`Generator+Catalogue.swift`,
/// issue 28: that rating made 2 in 100 16×16 expert games take 0.25–0.9 s). These show it may
/// be skipped — transforms keep the grade — and that skipping it changed no puzzle.
/// (`Scripts/check-catalogue.sh` does the same at scale on a release build.)
@Suite("Catalogue draws", .timeLimit(.minutes(15)))
struct CatalogueDrawTests {
    /// Every 6×6 and 8×8 entry under transforms (both ways round for 2×4 boxes), rated by the
    /// very rating the generator used to make: the entry's grade each time.
    @Test(arguments: [(6, Grade.easy, 6), (6, .medium, 6), (8, .medium, 2)])
    func transformsOfEveryEntryKeepItsGrade(size: Int, grade: Grade, transforms: Int) throws {
        let edition = Generator.Edition.newest
        let (puzzles, shape) = try #require(PuzzleCatalogue.puzzles(size: size, grade: grade, edition: edition))
        var random = RandomSource(seed: UInt64(size * 10 + grade.rawValue))
        for line in puzzles {
            let entry = try PuzzleText.parse(line, shape: shape)
            for k in 0..<transforms {
                let transform = GridTransform.random(for: shape, keeping: .rotational, transposes: k % 2 == 1, using: &random)
                let image = transform.apply(entry)
                #expect(LogicSolver(shape: image.shape).rate(image, upTo: grade, recordingSteps: true).grade == grade, "\(line)")
            }
        }
    }

    /// The 16×16 entry that takes the logic solver longest (one of those that made the slow
    /// games) and a sample of the others, under transforms: their grade each time. (Rating the
    /// slow entries takes a debug build seconds each: `Scripts/check-catalogue.sh` rates a
    /// thousand draws of each cell on a release build.)
    @Test(arguments: [(Grade.expert, [48, 80]), (.hard, [0, 299])])
    func transformsOfSixteenBySixteenEntriesKeepTheirGrade(grade: Grade, entries: [Int]) throws {
        let (puzzles, shape) = try #require(PuzzleCatalogue.puzzles(size: 16, grade: grade, edition: .newest))
        let logic = LogicSolver(shape: shape)
        var random = RandomSource(seed: 16)
        for index in entries {
            let entry = try PuzzleText.parse(puzzles[index], shape: shape)
            let transform = GridTransform.random(for: shape, keeping: .rotational, transposes: index % 2 == 0, using: &random)
            #expect(logic.rate(transform.apply(entry), upTo: grade).grade == grade, "entry \(index)")
        }
    }

    /// The third edition's puzzles as the program that rated every transform made them (lines
    /// printed by it before the change): `g3-` codes rebuild these very puzzles. Seeds 1003 and
    /// 1129 draw the two entries slowest to rate.
    @Test(arguments: [
        (4, 4, Grade.expert, UInt64(1003), ".1E..5.A2......3..C5.9...D.AG....3.G4F..E..7..1.64D.....C..F92..D..FG..9....836.A.3...8....45......8.1.B6..2.G..E6....4C..3..........8..4A....97..2.A..53.D.1......46....G...E.2.867....5..BA..D..967..2.....53B.C..8..D..754.F....2C.F...E.D8..3......E1.B..C7."),
        (4, 4, .expert, 1129, ".....F....38.7.....8E.A.7.G4F....31.497.B...8C...76A...........3...4..G28...D..1.....5..G3...9A.28.C...9.....G.5.6G.3B.AF.9E...28...96.FA.CB.4D.3.4.....E...A.FC.9B...EG..F.....C..7...352..1...5...........BF3...71...D.B52.6C....F12.6.C.D9.....9.BG....A....."),
        (4, 4, .hard, 7, "D.2.GE.A8..5..9....95B....7.4D..68.A.3.4.E..1.7.....8..7.....E...E.5..GD3F.72...4.C2..53D.9.E.B.3.9...F..26.51......4..91.B..G.35.E..D.F4..C......83.6A..D...F.9.C.6.G.BF9..D4.2...DE.3127..A.5...G.....5..2.....2.8..7.6.C.9.AE..DB.F....E9G....3..2..CG.4A.6.D"),
        (2, 4, .medium, 5, ".2863...54......31.4.7....7...3..6...8....4.6.72......16...5742."),
        (4, 2, .medium, 5, "7....48...3..7.6.3..12.7....6..23..5....1.24..6.4.6..5...78....4"),
        (3, 2, .medium, 9, ".1.6.4...46...5......3...56...1.4.2."),
    ])
    func thirdEditionPuzzlesAreThoseItAlwaysMade(rows: Int, columns: Int, grade: Grade, seed: UInt64, line: String) {
        let made = Generator(shape: Fixtures.shape(rows, columns), edition: .third).generate(grade: grade, seed: seed)
        #expect(PuzzleText.line(made.puzzle) == line)
    }

    /// Old path against new, seed by seed: the old one served the transform only if rating it
    /// gave the grade asked (else it searched from scratch), so where every puzzle served now
    /// has that grade, both served the same puzzle. The techniques are the old rating's.
    @Test(arguments: [(2, 3, Grade.easy, 60), (3, 2, .medium, 60), (2, 4, .medium, 40), (4, 2, .medium, 40),
                      (4, 4, .hard, 3), (4, 4, .expert, 3)])
    func everyDrawIsWhatTheRatingPathServed(rows: Int, columns: Int, grade: Grade, seeds: Int) throws {
        let shape = Fixtures.shape(rows, columns)
        let generator = Generator(shape: shape, edition: .third)
        let logic = LogicSolver(shape: shape)
        for seed in UInt64(1)...UInt64(seeds) {
            let made = generator.generate(grade: grade, seed: seed)
            #expect(made.knownTechniques == nil, "drawn from the catalogue")
            let rating = logic.rate(made.puzzle, upTo: grade, recordingSteps: true)
            #expect(rating.isSolved && rating.grade == grade, "seed \(seed)")
            #expect(made.techniques == rating.techniques)
        }
    }

    /// A puzzle found by the search keeps the techniques its rating found (not rated again).
    @Test func aSearchedPuzzleKeepsItsTechniques() {
        let made = Generator(shape: Fixtures.shape(3, 3), edition: .third).generate(grade: .hard, seed: 3)
        #expect(made.knownTechniques != nil)
        #expect(made.techniques.contains(.xyWing))
    }
}
