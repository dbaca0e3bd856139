/// Puzzles of our own generator kept as data, for the kinds that random grids give too rarely
/// or too slowly to wait for: from the second edition a generator draws one and transforms it
/// (`GridTransform`), which keeps its one solution, its grade and its symmetry, so a seed still
/// picks among millions of puzzles (each 6×6 entry has 69,120 images under the transforms that
/// keep a half turn, an 8×8 one millions, a 16×16 one billions, a 25×25 one far more).
///
/// Each entry is a puzzle line (`PuzzleText`) with rotational symmetry, written in the entry's
/// box shape. `GeneratorEditionTests` checks every one: one solution, the grade, the symmetry.
/// Entries are never edited or reordered: a seed names an entry by its place (add a new
/// generator edition to change them).
enum PuzzleCatalogue {
    /// The catalogue of `grade` on grids of `size` for `edition` and the box shape its lines
    /// are written in; nil where that edition makes the puzzles from random grids.
    static func puzzles(size: Int, grade: Grade, edition: Generator.Edition) -> (puzzles: [String], shape: BoxShape)? {
        let wide = try! BoxShape(rows: 2, columns: 3)
        let eight = try! BoxShape(rows: 2, columns: 4), sixteen = try! BoxShape(rows: 4, columns: 4)
        let twentyFive = try! BoxShape(rows: 5, columns: 5)
        switch (size, grade) {
        case (6, .easy) where edition >= .second: return (sixBySixEasy, wide)
        case (6, .medium) where edition >= .second: return (sixBySixMedium, wide)
        case (8, .medium) where edition >= .third: return (eightMedium, eight)
        case (16, .hard) where edition >= .third: return (sixteenHard, sixteen)
        case (16, .expert) where edition >= .third: return (sixteenExpert, sixteen)
        case (25, .beginner) where edition >= .fourth: return (twentyFiveBeginner, twentyFive)
        case (25, .easy) where edition >= .fourth: return (twentyFiveEasy, twentyFive)
        case (25, .medium) where edition >= .fourth: return (twentyFiveMedium, twentyFive)
        default: return nil
        }
    }

    /// The lines of `text`, one entry each, leading spaces dropped: a long catalogue is one
    /// multi-line literal rather than an array of hundreds of literals, which compiles slowly.
    static func entries(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }.filter { !$0.isEmpty }
    }
}
