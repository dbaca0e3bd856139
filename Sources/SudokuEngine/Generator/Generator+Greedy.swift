extension Generator {
    /// Empties `solution`'s groups in `order`, keeping each removal only while the techniques of
    /// `grade` and below still solve the puzzle: the road to beginner, easy and expert puzzles.
    ///
    /// For expert, the grid is first emptied as far as hard techniques allow, then trial goes on:
    /// any removal the second pass keeps needs it.
    func emptiedWhileSolvable(solution: Board, grade: Grade, order: [[Int]],
                              workspace: ExactSolver.Workspace, stop: () -> Bool = { false }) -> Board? {
        var puzzle = solution
        var givens = shape.cellCount
        let floor = minimumGivens(for: grade)
        var grid = LogicGrid(board: puzzle, tables: solver.tables)
        var sets = UnavoidableSets(solution: solution)
        let firstGrade = shape.size > 4 && grade == .expert ? Grade.hard : grade
        for level in firstGrade == grade ? [grade] : [firstGrade, grade] {
            for group in order where puzzle[group[0]] != 0 {
                if givens - group.count < floor { continue }
                if stop() { return nil }
                for cell in group { puzzle[cell] = 0 }
                let keep: Bool
                if shape.size <= 4 {
                    keep = solver.rate(puzzle, upTo: level).isSolved
                } else if sets.remove(group) {
                    keep = stillSolves(puzzle, upTo: level, solution: solution, emptied: group, grid: &grid,
                                       sets: &sets, workspace: workspace)
                } else {
                    keep = false  // an unavoidable set left without a given: another solution
                }
                if keep {
                    givens -= group.count
                } else {
                    for cell in group { puzzle[cell] = solution[cell] }
                    if shape.size > 4 { sets.restore(group) }
                }
            }
        }
        return puzzle
    }

    /// Whether `puzzle`, just emptied at `emptied` (it was solved by the logic solver before),
    /// is still solved with the techniques of `level` and below.
    ///
    /// Cheapest first: singles settle most removals. Beyond them, most failing removals leave
    /// several solutions, and a search for another solution says so faster than the logic solver
    /// gives up. The techniques go on from the grid the singles left, so this decides exactly as
    /// one rating with `level` would.
    private func stillSolves(_ puzzle: Board, upTo level: Grade, solution: Board, emptied: [Int],
                             grid: inout LogicGrid, sets: inout UnavoidableSets,
                             workspace: ExactSolver.Workspace) -> Bool {
        grid.load(puzzle, tables: solver.tables)
        guard grid.propagateSingles(tables: solver.tables) else { return false }
        if grid.emptyCount == 0 { return true }
        if level == .beginner { return false }
        if let other = workspace.otherSolution(puzzle, than: solution, emptied: emptied) {
            sets.learn(differences(other, solution))
            return false
        }
        return solver.rateQuickly(&grid, upTo: level).isSolved
    }

    /// The cells where two grids differ.
    func differences(_ a: Board, _ b: Board) -> [Int] {
        (0..<shape.cellCount).filter { a[$0] != b[$0] }
    }
}
