#if canImport(Glibc)
import Glibc
#endif
import SudokuEngine
import WordSudokuKit

extension Command {
    static let bench = Command(
        name: "bench",
        summary: "Measure the engine's speed on the package's puzzle sets, the screen's and a save's.",
        usage: "bench [--dir DIR] [--runs K] [--only SECTION] [--seeds K] [--write-isomorphs DIR]",
        details: """
        Solves every puzzle set (*.txt) in DIR and prints, per set, the number of puzzles,
        puzzles per second and microseconds per puzzle (the median of K runs), the p99 of the
        puzzles timed one by one and the slowest puzzle in milliseconds. Every solution is
        checked against its givens and the rules. After each classic 9×9 set (9x9-*.txt) comes
        a row of 1,000 distinct random isomorphs of it (symbols relabelled, bands, rows, stacks
        and columns permuted, transposed half the time; the same every run), since a few
        puzzles solved over and over let the processor learn them. Only what the run measured
        is printed: no ratio to another program's figures, measured elsewhere or another day.
        The save section times a move's save (game.json rewritten, as play does after every
        move) at 10 and at 2,000 undo steps, median and p99 of 100×K moves (K at most 5); the
        second must cost at most twice the first. The learning section has simulated learners
        play the real game (the game's moves, evidence, recall check, learner memory and
        scheduler, on a simulated clock): one 9×9 game a day for 60 days on 120 pairs, under two
        learner models (half-life regression; ACT-R with spacing-dependent decay) and two
        behaviours (unknown words guessed from the bank, or looked up), with the words chosen
        uniformly, by SM-2 or by the game; it prints recall on day 60, words at 90 % or more and
        the game's paired lead over the others, with its spread over the seeds. It fails only
        when a game could not be played to its end. The variety section makes the puzzles of
        seeds 1-1,000 for each shape and grade the New game form offers (rotational symmetry,
        as a game does) and counts the essentially different ones: canonical forms under
        relabelling, row, band, column and stack moves and, for square boxes, transposition;
        with the chance that two seeds give the same puzzle. A cell stops after 20 s of CPU;
        16x16 and 25x25 are not counted (too many arrangements to search). Times are the thread's CPU time, so other programs on a shared machine do not inflate
        them. Build with -c release for meaningful figures.

        Options:
          --dir DIR        the puzzle sets; by default the package's Benchmarks/puzzles,
                           looked for in the current directory, then beside the executable
                           and in each folder above it
          --runs K         timed runs per set (default 5, 1 to 100)
          --only SECTION   run one section: \(BenchSection.all.map(\.name).joined(separator: ", "))
          --seeds K        the learning section's seeds, 1 to K (default 20, at most 1000)
          --write-isomorphs DIR
                           also write each set of isomorphs the solver section times to
                           DIR/SET-isomorphs.txt, one puzzle a line, for solve or another
                           program to run the same puzzles

        Exit status: 0 when every solution checked out (and saves stayed within 2×, and every
        simulated game was played to its end), 1 otherwise.
        """,
        flags: [], options: ["--dir", "--runs", "--only", "--seeds", "--write-isomorphs"],
        run: { arguments in
            try arguments.expectNoOperands()
            var sections = BenchSection.all
            let only = arguments.value("--only")
            // The sets are looked for before `--only` is checked; only a known section that
            // solves no puzzle (learning) runs without them.
            let context = try BenchContext(arguments)
            let needsPuzzles = only.map { name in BenchSection.all.first { $0.name == name }?.needsPuzzles ?? true } ?? true
            if needsPuzzles && context.directory == nil {
                throw UsageError(CommandLineText.benchmarkPuzzlesNotFound, command: "bench")
            }
            if let only {
                sections = sections.filter { $0.name == only }
                if sections.isEmpty {
                    throw UsageError(CommandLineText.unknownBenchSection(only), command: "bench")
                }
            }
            var ok = true
            for section in sections {
                print("== \(section.name)")
                if try !section.run(context) { ok = false }
            }
            return ok ? .success : .failure
        })
}

/// One part of the benchmark (solver, generator, ...): a name for `--only` and a function that
/// prints its table and returns false when a result was wrong. Add a section in its own
/// `Bench*.swift` file and list it in `BenchSection.all`.
struct BenchSection: Sendable {
    let name: String
    /// Whether the section reads the puzzle sets (`BenchContext.directory`).
    var needsPuzzles = true
    let run: @Sendable (BenchContext) throws -> Bool

    /// Every section, in the order `bench` runs them.
    static let all: [BenchSection] = [
        .solver,
        .generator,
        .terminal,
        .save,
        .learning,
        .variety,
    ]
}

/// What every section needs: where the puzzle sets are and how many runs to time.
struct BenchContext: Sendable {
    /// The puzzle sets; nil when not found (only the sections that need none may run then).
    let directory: String?
    let runs: Int
    /// `--write-isomorphs DIR`: where the solver section writes each set of isomorphs it
    /// times, so that `solve`, valgrind or another program can run the same puzzles
    /// (`Scripts/bench-instructions.sh`).
    let isomorphsDirectory: String?
    /// `--seeds K`: the learning section's seeds, 1…K (default 20).
    let seeds: Int

    init(_ arguments: Arguments) throws {
        runs = try arguments.integer("--runs", in: 1...100) ?? 5
        seeds = try arguments.integer("--seeds", in: 1...1000) ?? 20
        isomorphsDirectory = arguments.value("--write-isomorphs")
        if let dir = arguments.value("--dir") {
            directory = dir
        } else {
            directory = BenchContext.findBenchmarkData("puzzles")
        }
    }

    /// The puzzle sets' folder, for the sections that need it (checked by `bench`).
    var puzzleDirectory: String { directory! }

    /// The puzzle set files in the directory (`*.txt`), sorted by name.
    func puzzleFiles() throws -> [String] {
        guard let entries = FolderEntries.names(in: puzzleDirectory) else {
            throw PuzzleInputError.cannotOpen(path: puzzleDirectory, reason: String(cString: strerror(errno)))
        }
        return entries.map { String(decoding: $0, as: UTF8.self) }.filter { $0.hasSuffix(".txt") }.sorted()
    }

    /// The package's `Benchmarks/FOLDER` (`puzzles`, `wordlists`): in the current directory
    /// (bench run in the package), else in the executable's folder or one above it, so that
    /// `.build/release/word-sudoku bench` finds the package's data from any directory. Nil
    /// when neither holds it (a binary copied out of the package): `--dir` must say then.
    static func findBenchmarkData(_ folder: String) -> String? {
        let relative = "Benchmarks/" + folder
        if isDirectory(relative) { return relative }
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        var path = length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                              : CommandLine.arguments[0]
        while let slash = path.lastIndex(of: "/") {
            path = String(path[..<slash])
            if isDirectory(path + "/" + relative) { return path + "/" + relative }
        }
        return nil
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

/// Seconds of CPU time used by this thread: unlike the wall clock, it does not count the time
/// other programs on a shared machine hold the processor.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The median of `values` (not empty).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Right-aligns `text` in `width` columns.
func padded(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if text.contains("e") { return String(Int(value)) }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    var decimals = parts.count > 1 ? String(parts[1]) : ""
    if digits == 0 { return String(parts[0]) }
    while decimals.count < digits { decimals += "0" }
    text = String(parts[0]) + "." + decimals.prefix(digits)
    return text
}
