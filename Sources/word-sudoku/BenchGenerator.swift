import SudokuEngine

extension BenchSection {
    static let generator = BenchSection(name: "generator") { context in
        runGeneratorBench(runs: context.runs)
    }
}

/// What the generator bench measures: each shape with the number of puzzles per grade.
let generatorBenchPlan: [(rows: Int, columns: Int, puzzles: Int)] = [
    (2, 2, 200), (2, 3, 100), (3, 3, 100), (3, 4, 20), (4, 4, 10),
]

/// Generates puzzles for each shape and grade it offers, checks each one (exactly one solution,
/// the grade asked, the symmetry), and prints puzzles per second with the p50 and p99 time per
/// puzzle. `runs` scales nothing here (each puzzle is timed once); seeds are fixed, so runs
/// compare. Returns false when a puzzle was wrong.
func runGeneratorBench(runs: Int, plan: [(rows: Int, columns: Int, puzzles: Int)] = generatorBenchPlan) -> Bool {
    print("shape  grade        puzzles  puzzles/s     p50 ms     p99 ms     max ms  grids/puzzle  checked")
    var ok = true
    for (rows, columns, count) in plan {
        let shape = try! BoxShape(rows: rows, columns: columns)
        let generator = Generator(shape: shape)
        let solver = LogicSolver(shape: shape)
        let exact = ExactSolver(shape: shape)
        for grade in generator.offeredGrades {
            // Fewer puzzles where a puzzle takes long (expert, 16x16, 6x6 medium).
            let slow = grade == .expert || shape.size >= 16 || (shape.size == 6 && grade == .medium)
            let puzzles = slow ? max(3, count / 10) : count
            var times: [Double] = []
            var checked = true
            var attempts = 0
            for k in 0..<puzzles {
                let start = threadCPUSeconds()
                let result = generator.generate(grade: grade, symmetry: .rotational, seed: UInt64(1000 + k)) { progress in
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
            times.sort()
            let total = times.reduce(0, +)
            let p50 = times[times.count / 2], p99 = times[min(times.count - 1, times.count * 99 / 100)]
            print(padded("\(shape.size)x\(shape.size)", 7) + padded(grade.description, 13)
                  + padded(String(puzzles), 9) + padded(fixed(Double(puzzles) / total, 1), 11)
                  + padded(fixed(p50 * 1000, 2), 11) + padded(fixed(p99 * 1000, 2), 11)
                  + padded(fixed(times.last! * 1000, 2), 11) + padded(fixed(Double(attempts + puzzles) / Double(puzzles), 1), 14) + "  " + (checked ? "ok" : "WRONG"))
        }
    }
    return ok
}
