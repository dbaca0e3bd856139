import Testing
@testable import SudokuEngine

/// The generator's shortcuts for "does this removal keep one solution?" must agree with the
/// exact solver's count on every removal of a real emptying, for square and rectangular boxes.
@Suite("Generator: uniqueness shortcuts", .timeLimit(.minutes(15)))
struct UniquenessShortcutTests {
    /// Empties a seeded grid of `shape` group by group (rotational pairs, random order), keeping
    /// removals that leave one solution, and checks each shortcut against `countSolutions`.
    @Test(arguments: [(2, 2), (2, 3), (3, 2), (3, 3), (3, 4)])
    func shortcutsAgreeWithTheExactCount(rows: Int, columns: Int) {
        let shape = LogicFixtures.shape(rows, columns)
        let exact = ExactSolver(shape: shape)
        let workspace = ExactSolver.Workspace(shape: shape)
        let tables = LogicTables(shape: shape)
        var checked = (setsSaidNo: 0, singles: 0, searched: 0, kept: 0)
        for seed in UInt64(1)...4 {
            var random = RandomSource(seed: seed)
            let solution = exact.randomCompletion(of: Board(shape: shape), using: &random)!
            var order = Symmetry.rotational.groups(for: shape)
            random.shuffle(&order)
            var puzzle = solution
            var sets = UnavoidableSets(solution: solution)
            var values = HouseValues(board: solution, tables: tables)
            for group in order {
                for cell in group { puzzle[cell] = 0; values.remove(solution[cell], at: cell) }
                let unique = exact.countSolutions(puzzle, limit: 2) == 1
                var keep = sets.remove(group)
                if !keep {
                    checked.setsSaidNo += 1
                    #expect(!unique, "an unavoidable set was emptied, yet one solution")
                } else if values.areSingles(group, of: solution, in: puzzle) {
                    checked.singles += 1
                    #expect(unique, "the emptied cells are singles, yet several solutions")
                } else {
                    checked.searched += 1
                    let other = workspace.otherSolution(puzzle, than: solution, emptied: group)
                    #expect((other == nil) == unique)
                    if let other {
                        #expect(other != solution && other.isSolution(of: puzzle))
                        sets.learn((0..<shape.cellCount).filter { other[$0] != solution[$0] })
                        keep = false
                    }
                }
                if keep {
                    checked.kept += 1
                } else {
                    for cell in group { puzzle[cell] = solution[cell]; values.add(solution[cell], at: cell) }
                    sets.restore(group)
                }
            }
            #expect(exact.countSolutions(puzzle, limit: 2) == 1)
        }
        // Each shortcut was taken, so each was tested.
        #expect(checked.setsSaidNo > 0 && checked.singles > 0 && checked.searched > 0 && checked.kept > 0,
                "\(checked)")
    }
}
