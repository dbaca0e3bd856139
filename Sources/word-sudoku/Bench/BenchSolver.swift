import SudokuEngine
import WordSudokuKit

extension BenchSection {
    /// The exact solver on every puzzle set of the folder: throughput, and the slowest puzzle;
    /// after each classic 9×9 set (`9x9-*.txt`), the same figures on distinct random isomorphs
    /// of it (`distinctIsomorphs`), since repeating a few puzzles lets the processor learn them.
    /// Only what this run measured is printed: no ratio to another program's figure, which
    /// would come from another machine or day (issue 28).
    static let solver = BenchSection(name: "solver") { context in
        print("set                          puzzles    puzzles/s   µs/puzzle    p99 µs   max ms  checked")
        var ok = true, isomorphsTimed = false
        for file in try context.puzzleFiles() {
            let path = context.puzzleDirectory + "/" + file
            let shape = boxShape(inName: file)
            var puzzles: [Board] = []
            var unreadable = 0
            try PuzzleInput(path: path).forEachItem(shape: shape) { item in
                if case let .puzzle(board, _) = item { puzzles.append(board) } else { unreadable += 1 }
            }
            guard !puzzles.isEmpty else { continue }
            ok = solverRow(file, puzzles, unreadable: unreadable, runs: context.runs) && ok
            if file.hasPrefix(distinctSetPrefix) {
                let isomorphs = Isomorphism.distinctIsomorphs(of: puzzles, count: distinctIsomorphCount, seed: distinctIsomorphSeed)
                let name = file.dropLast(".txt".count) + " isomorphs"
                ok = solverRow(String(name), isomorphs.map(\.puzzle), unreadable: 0, runs: context.runs) && ok
                isomorphsTimed = true
                if let directory = context.isomorphsDirectory {
                    try writePuzzles(isomorphs.map(\.puzzle), to: directory + "/" + file.dropLast(".txt".count) + "-isomorphs.txt")
                }
            }
        }
        if isomorphsTimed {
            print("isomorphs: \(distinctIsomorphCount) of each \(distinctSetPrefix)* set, no two alike, seed \(distinctIsomorphSeed)")
        }
        return ok
    }

    /// The sets that get distinct isomorphs: the classic 9×9 ones, of a few puzzles each
    /// (the generated `gen-*` sets are not; 17-clue has 49,151 distinct puzzles already, but
    /// its isomorphs are timed too, one for each of its first 1,000, so every set has one row
    /// of distinct puzzles measured the same way).
    static let distinctSetPrefix = "9x9-"
    /// Puzzles per set of isomorphs: enough for a p99 that is not the slowest puzzle alone.
    static let distinctIsomorphCount = 1000
    /// Fixed, so that runs compare.
    static let distinctIsomorphSeed: UInt64 = 28

    /// Times and checks `puzzles` (`measureSolver`) and prints their row; false when a
    /// solution was wrong or a line unreadable.
    static func solverRow(_ name: String, _ puzzles: [Board], unreadable: Int, runs: Int) -> Bool {
        let result = measureSolver(puzzles, runs: runs)
        let checked = result.wrong == 0 && unreadable == 0
        let perPuzzle = result.seconds * 1e6 / Double(puzzles.count)
        print(name.padding(28) + padded(String(puzzles.count), 8)
              + padded(fixed(Double(puzzles.count) / result.seconds, 0), 13)
              + padded(fixed(perPuzzle, 2), 12)
              + padded(fixed(result.p99 * 1e6, 1), 10)
              + padded(fixed(result.slowest * 1e3, 2), 9)
              + (checked ? "  ok" : "  WRONG: \(result.wrong) wrong, \(unreadable) unreadable"))
        return checked
    }

    /// Writes `puzzles` to `path`, one line each (`PuzzleText.line`), as every output file is
    /// written (`OutputFile`: atomically, its folder never made, a link or folder refused).
    static func writePuzzles(_ puzzles: [Board], to path: String) throws {
        var bytes: [UInt8] = []
        for puzzle in puzzles {
            PuzzleText.appendLine(puzzle, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        do {
            try OutputFile.write(String(decoding: bytes, as: UTF8.self), to: path)
        } catch {
            throw IsomorphsUnwritten(path: path, reason: error.reason)
        }
    }

    /// The box shape a file name carries (`gen-box-3x4.txt` → 3x4), if any.
    static func boxShape(inName name: String) -> BoxShape? {
        let parts = name.split(separator: "-")
        guard let index = parts.firstIndex(of: "box"), index + 1 < parts.count else { return nil }
        return try? BoxShape(parsing: String(parts[index + 1].prefix { $0.isNumber || $0 == "x" }))
    }

    /// Solves `puzzles` one at a time, each timed and checked, over as many passes as it takes
    /// to have 1,000 timings (within about a second of CPU) for the p99 and the slowest; then
    /// `runs` times in a row; returns the median run's seconds.
    static func measureSolver(_ puzzles: [Board], runs: Int) -> (seconds: Double, p99: Double, slowest: Double, wrong: Int) {
        let shape = puzzles[0].shape
        let solver = ExactSolver(shape: shape)
        let workspace = ExactSolver.Workspace(shape: shape)
        var timings: [Double] = []
        var wrong = 0, spent = 0.0, pass = 0
        repeat {
            for puzzle in puzzles {
                let start = threadCPUSeconds()
                let result = solver.solve(puzzle, using: workspace)
                let time = threadCPUSeconds() - start
                timings.append(time)
                spent += time
                guard pass == 0 else { continue }
                guard case let .unique(solution) = result, solution.isSolution(of: puzzle) else { wrong += 1; continue }
            }
            pass += 1
        } while timings.count < 1000 && spent < 1
        timings.sort()
        let p99 = timings[min(timings.count - 1, timings.count * 99 / 100)]
        var times: [Double] = []
        var sink = 0
        for _ in 0..<runs {
            let start = threadCPUSeconds()
            for puzzle in puzzles { sink &+= solver.countSolutions(puzzle, limit: 2, using: workspace) }
            times.append(threadCPUSeconds() - start)
        }
        if sink != puzzles.count * runs { wrong += 1 }
        return (median(times), p99, timings.last!, wrong)
    }
}

extension String {
    /// Left-aligns in `width` columns.
    fileprivate func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
