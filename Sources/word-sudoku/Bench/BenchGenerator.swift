import SudokuEngine

extension BenchSection {
    static let generator = BenchSection(name: "generator") { context in
        runGeneratorBench(edition: context.edition)
    }
}

/// What the generator bench measures: every shape of the New game form (`varietyBenchShapes`,
/// each way round: a 3×2 game is made on its own shape) with the number of puzzles per grade.
/// Over 100, so that the p99 is not simply the slowest puzzle (of 100 it is): 400 up to 9×9,
/// where a puzzle takes milliseconds, 200 on the larger grids.
let generatorBenchPlan: [(rows: Int, columns: Int, puzzles: Int)] = varietyBenchShapes.map { rows, columns in
    (rows, columns, rows * columns <= 9 ? 400 : 200)
}

/// The CPU seconds a cell may take: a cell still slow stops there and says so in its row, so a
/// slow edition's table still ends (the first and second editions' 25×25 easy and medium take
/// seconds to minutes a puzzle).
let generatorBenchCellBudget = 30.0

/// Generates puzzles for each shape and grade it offers, checks each one (exactly one solution,
/// the grade asked, the symmetry), and prints puzzles per second with the p50, p99 and slowest
/// time per puzzle: only what this run measured (no ratio to another generator's figure, which
/// would come from another machine or day; issue 28), with `edition`'s algorithm. Each puzzle
/// is timed once; seeds are fixed, so runs compare. Returns false when a puzzle was wrong.
func runGeneratorBench(edition: Generator.Edition = .newest, plan: [(rows: Int, columns: Int, puzzles: Int)] = generatorBenchPlan,
                       cellBudget: Double = generatorBenchCellBudget) -> Bool {
    print("generator edition \(edition)")
    print("grid   box  grade        puzzles  puzzles/s     p50 ms     p99 ms     max ms  grids/puzzle  checked")
    var ok = true
    for (rows, columns, count) in plan {
        let shape = try! BoxShape(rows: rows, columns: columns)
        let generator = Generator(shape: shape, edition: edition)
        let solver = LogicSolver(shape: shape)
        let exact = ExactSolver(shape: shape)
        for grade in generator.offeredGrades {
            var times: [Double] = []
            var checked = true
            var attempts = 0
            for k in 0..<count {
                if times.reduce(0, +) > cellBudget { break }
                let start = threadCPUSeconds()
                let result = generator.generate(grade: grade, symmetry: .rotational, seed: UInt64(1000 + k)) { _ in
                    attempts += 1
                    return true
                }
                guard case let .generated(puzzle) = result else { continue }
                times.append(threadCPUSeconds() - start)
                if exact.countSolutions(puzzle.puzzle, limit: 2) != 1 || solver.rate(puzzle.puzzle).grade != grade
                    || !Symmetry.rotational.holds(for: puzzle.puzzle) {
                    checked = false
                }
            }
            ok = ok && checked
            print(generatorBenchRow(shape: shape, grade: grade, times: times, attempts: attempts,
                                    checked: checked,
                                    planned: count, budget: cellBudget))
        }
    }
    return ok
}

/// One row of the generator table; a cell stopped at its budget says how far it got.
func generatorBenchRow(shape: BoxShape, grade: Grade, times: [Double], attempts: Int,
                       checked: Bool, planned: Int, budget: Double) -> String {
    let times = times.sorted()
    let puzzles = times.count
    let total = times.reduce(0, +)
    let p50 = times[puzzles / 2], p99 = times[min(puzzles - 1, puzzles * 99 / 100)]
    var row = padded("\(shape.size)x\(shape.size)", 7) + padded("\(shape)", 5) + padded(grade.description, 13)
        + padded(String(puzzles), 9) + padded(fixed(Double(puzzles) / total, 1), 11)
        + padded(fixed(p50 * 1000, 2), 11) + padded(fixed(p99 * 1000, 2), 11)
        + padded(fixed(times.last! * 1000, 2), 11)
        + padded(fixed(Double(attempts + puzzles) / Double(puzzles), 1), 14)
    row += "  " + (checked ? "ok" : "WRONG")
    if puzzles < planned {
        row += "  (slow: stopped after \(fixed(budget, 0)) s of CPU, \(puzzles) of \(planned) puzzles)"
    }
    return row
}
