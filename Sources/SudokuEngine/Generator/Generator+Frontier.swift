extension Generator {
    /// How many times an attempt walks back from its minimal puzzle to the grade's frontier:
    /// each walk is a few cheap ratings against a new grid's hundreds of checks. Medium puzzles
    /// are the rarest, so they get the most walks (on 9×9, 16 walks need 45 grids a puzzle where
    /// one needs 86; for hard, 4 walks need 15 grids where one needs 23).
    func walks(for grade: Grade) -> Int { grade == .medium ? 16 : 4 }

    /// How many orders of emptying an attempt tries on its grid before it draws another: a new
    /// order costs a minimal puzzle, a new grid also its filling and its two-value cycles, and
    /// the second solutions found on the grid stay known (`UnavoidableSets.learn`). One in the
    /// first edition. In the second, 4 for easy and hard puzzles: measured in `bench`, 4
    /// orders took 16×16 hard from 8 grids a puzzle to 2 (p50 64 → 56 ms) and 9×9 easy from 7.5
    /// to 2.3 (p50 1.21 → 0.97 ms). Medium gets 2: on 9×9 over 400 seeds, p50 7.8 → 5.8 ms and
    /// p99 50 → 45 ms (4 orders made its slowest puzzles slower).
    func ordersPerGrid(for grade: Grade) -> Int {
        guard edition >= .second else { return 1 }
        return grade == .medium ? 2 : 4
    }

    /// A puzzle of `solution` rated at exactly `grade`, or nil with the lower grade the minimal
    /// puzzle had, if it had one. `sets` are the grid's, every cell given; they come back so.
    /// The grid is emptied in `order` down to a minimal puzzle
    /// (uniqueness alone decides, no rating); if the techniques of `grade` cannot solve it,
    /// givens come back, a random group at a time among those holding a cell they could not
    /// fill, until they can. The first puzzle they solve was just out of their reach, so it most
    /// often needs the hardest of them.
    func fromAbove(solution: Board, grade: Grade, order: [[Int]], random: inout RandomSource,
                   sets: inout UnavoidableSets, workspace: ExactSolver.Workspace) -> (found: Board?, reached: Grade?) {
        let (minimal, removed) = minimalPuzzle(solution: solution, order: order, sets: &sets, workspace: workspace)
        var stuck = LogicGrid(board: minimal, tables: solver.tables)
        // On a new grid, `rateQuickly` is the rating itself.
        let first = solver.rateQuickly(&stuck, upTo: grade)
        if first.isSolved { return first.grade == grade ? (minimal, grade) : (nil, first.grade) }
        for _ in 0..<walks(for: grade) {
            var puzzle = minimal
            var grid = stuck
            var solved = false
            // Whether a technique of `grade` was used on the way to `grid` (see `LastStep`).
            var needed = uses(grade, first)
            var lastStep: LastStep?
            while !solved {
                let open = removed.filter { group in
                    puzzle[group[0]] == 0 && group.contains { grid.cells[$0] == 0 }
                }
                guard !open.isEmpty else { break }
                let chosen = random.nextInt(below: open.count)
                // The second chance pays on 16×16 hard puzzles (p99 374 → 187 ms in `bench`);
                // on smaller grids, or for medium, its extra ratings cost more than they save.
                if edition >= .second && grade == .hard && shape.size >= 16 {
                    lastStep = LastStep(puzzle: puzzle, grid: grid, needed: needed, open: open, chosen: chosen)
                }
                add(open[chosen], of: solution, to: &puzzle, grid: &grid)
                // Going on from where the solver stopped decides as a new rating would: these
                // techniques reach the same end whatever order they are applied in.
                let rating = solver.rateQuickly(&grid, upTo: grade)
                solved = rating.isSolved
                needed = needed || uses(grade, rating)
            }
            guard solved else { continue }
            // Solved without the grade's techniques on the way: the ones below solve it, so it
            // is too easy, and its rating would only say so.
            if needed, solver.rate(puzzle, upTo: grade).grade == grade { return (puzzle, grade) }
            if let lastStep, let found = otherLastStep(lastStep, solution: solution, grade: grade) { return (found, grade) }
        }
        return (nil, nil)
    }

    /// How many of the other groups the second chance tries: the 24 after the one chosen, not
    /// all of some 70. Its finds lie anywhere in the list, about one in several hundred tries,
    /// so a walk that ends in a new walk (or a new order) tries its luck on a new frontier for
    /// the price of the tries saved: on 16×16 hard over seeds 1000–1199, CPU −24 % and the
    /// slowest seeds 210–230 → 170 ms (all tries: a 70-try walk that finds nothing is the tail).
    var secondChanceTries: Int { 24 }

    /// The second edition's second chance when the last given brought back made the puzzle too
    /// easy: one of the other groups that step could have brought back, tried in turn from the
    /// one after it (`secondChanceTries` of them), may make the grade's techniques solve it
    /// while still needing the hardest (a rating of a few candidates against a new grid's minimal puzzle). The puzzle found,
    /// else nil.
    ///
    /// A puzzle the grade's techniques solve needs the hardest of them exactly when the
    /// techniques below get stuck on it, and those reach the same end from any grid derived from
    /// it. So instead of rating each candidate from scratch (most of the time of a 16×16 hard
    /// puzzle's slowest seeds: some 70 candidates a walk, most solved but too easy), the
    /// techniques below go on from where they left the step's puzzle, once worked out: the same
    /// decision, so the same puzzles, for a fraction of the work.
    private func otherLastStep(_ step: LastStep, solution: Board, grade: Grade) -> Board? {
        guard let below = Grade(rawValue: grade.rawValue - 1) else { return nil }
        var belowStep: LogicGrid?
        for offset in 1..<max(1, min(secondChanceTries + 1, step.open.count)) {
            let group = step.open[(step.chosen + offset) % step.open.count]
            var puzzle = step.puzzle
            var grid = step.grid
            add(group, of: solution, to: &puzzle, grid: &grid)
            let rating = solver.rateQuickly(&grid, upTo: grade)
            guard rating.isSolved else { continue }
            // The step's grid is then the end of the techniques below too: this rating went on
            // from it, and needed the grade's techniques exactly when those below got stuck.
            if !step.needed {
                if uses(grade, rating) { return puzzle }
                continue
            }
            if belowStep == nil {
                var stuck = LogicGrid(board: step.puzzle, tables: solver.tables)
                _ = solver.rateQuickly(&stuck, upTo: below)
                belowStep = stuck
            }
            var easier = belowStep!
            add(group, of: solution, to: &puzzle, grid: &easier)
            if !solver.rateQuickly(&easier, upTo: below).isSolved { return puzzle }
        }
        return nil
    }

    /// Where a walk stood before its last given: the puzzle, the grid the grade's techniques
    /// left it in, whether they were needed on the way there, the groups it could bring back
    /// and the one it chose. A walk whose ratings never needed a technique of the grade was a
    /// solving by the techniques below alone; as these reach the same end in any order, its
    /// grid is then also where those below get stuck, and the rating of a puzzle it solves
    /// says by itself whether the grade's techniques are needed (no second rating).
    struct LastStep {
        let puzzle: Board
        let grid: LogicGrid
        let needed: Bool
        let open: [[Int]]
        let chosen: Int
    }

    /// Whether `rating` used a technique of `grade`.
    private func uses(_ grade: Grade, _ rating: Rating) -> Bool {
        rating.techniques.contains { $0.grade(for: shape) == grade }
    }

    /// Gives back `group`'s cells of `solution` in `puzzle`, and places them in `grid`.
    private func add(_ group: [Int], of solution: Board, to puzzle: inout Board, grid: inout LogicGrid) {
        for cell in group {
            puzzle[cell] = solution[cell]
            if grid.cells[cell] == 0 { grid.place(cell, solution[cell], tables: solver.tables) }
        }
    }

    /// `solution` emptied in `order` while it keeps one solution, and the groups emptied. `sets`
    /// learn the second solutions met, and are left with every cell given again.
    private func minimalPuzzle(solution: Board, order: [[Int]], sets: inout UnavoidableSets,
                               workspace: ExactSolver.Workspace) -> (Board, [[Int]]) {
        var puzzle = solution
        var values = HouseValues(board: solution, tables: solver.tables)
        var removed: [[Int]] = []
        defer { for group in removed { sets.restore(group) } }
        for group in order {
            for cell in group {
                puzzle[cell] = 0
                values.remove(solution[cell], at: cell)
            }
            var unique = sets.remove(group)
            if unique && !values.areSingles(group, of: solution, in: puzzle),
               let other = workspace.otherSolution(puzzle, than: solution, emptied: group) {
                sets.learn(differences(other, solution))
                unique = false
            }
            if unique {
                removed.append(group)
            } else {
                for cell in group {
                    puzzle[cell] = solution[cell]
                    values.add(solution[cell], at: cell)
                }
                sets.restore(group)
            }
        }
        return (puzzle, removed)
    }
}
