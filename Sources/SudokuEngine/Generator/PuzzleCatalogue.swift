/// Puzzles of our own generator kept as data, for the kinds that random grids give too rarely
/// to wait for: the second edition draws one and transforms it (`GridTransform`), which keeps
/// its one solution, its grade and its symmetry, so a seed still picks among millions of
/// puzzles (each 6×6 entry has 69,120 images under the transforms that keep a half turn).
///
/// Each entry is a puzzle line (`PuzzleText`) with rotational symmetry, written in the entry's
/// box shape. `PuzzleCatalogueTests` checks every one: one solution, the grade, the symmetry.
/// Entries are never edited or reordered: a seed names an entry by its place (add a new
/// generator edition to change them).
enum PuzzleCatalogue {
    /// The catalogue of `grade` on grids of `size` and the box shape its lines are written in;
    /// nil where random grids are quick enough.
    static func puzzles(size: Int, grade: Grade) -> (puzzles: [String], shape: BoxShape)? {
        guard size == 6 else { return nil }
        let wide = try! BoxShape(rows: 2, columns: 3)
        switch grade {
        case .easy: return (sixBySixEasy, wide)
        case .medium: return (sixBySixMedium, wide)
        default: return nil
        }
    }
}
