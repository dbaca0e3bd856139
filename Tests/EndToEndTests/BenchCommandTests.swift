import Foundation
import SudokuEngine
import Testing
@testable import word_sudoku

@Suite("bench", .timeLimit(.minutes(15)))
struct BenchCommandTests {
    /// A folder holding copies of two small sets of `Benchmarks/puzzles`.
    static func smallSets() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-sets-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["9x9-hardest11.txt", "gen-box-2x3.txt"] {
            try FileManager.default.copyItem(at: URL(fileURLWithPath: Binary.puzzleSet(name)),
                                             to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func everySetGetsItsCountSpeedAndCheck() throws {
        let folder = try BenchCommandTests.smallSets()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["bench", "--dir", folder.path, "--runs", "1", "--only", "solver"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("9x9-hardest11.txt") && $0.contains(" 11 ") && $0.hasSuffix("ok") })
        #expect(lines.contains { $0.hasPrefix("gen-box-2x3.txt") && $0.contains(" 50 ") && $0.hasSuffix("ok") })
        #expect(result.stdout.contains("puzzles/s"))
        // The classic 9×9 set is followed by 1,000 distinct isomorphs of it, solved and checked;
        // the generated set is not.
        let hardest = try #require(lines.firstIndex { $0.hasPrefix("9x9-hardest11.txt") })
        #expect(lines[hardest + 1].hasPrefix("9x9-hardest11 isomorphs ") && lines[hardest + 1].contains(" 1000 ")
                && lines[hardest + 1].hasSuffix("ok"), "\(result.stdout)")
        #expect(!lines.contains { $0.hasPrefix("gen-box-2x3 isomorphs") })
        #expect(lines.last?.hasPrefix("isomorphs: 1000 of each 9x9-* set, no two alike, seed 28") == true)
        // Only what this run measured: no figure of tdoku's, no ratio to one (issue 28).
        #expect(!result.stdout.contains("tdoku") && !result.stdout.contains("×") && !result.stdout.contains("anchor"))
    }

    /// Without a classic 9×9 set, no isomorphs are timed, and the table says nothing of them.
    @Test func aFolderWithoutAClassicSetHasNoIsomorphs() throws {
        let folder = try BenchCommandTests.smallSets()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("9x9-hardest11.txt"))
        let result = try Binary.run(["bench", "--dir", folder.path, "--runs", "1", "--only", "solver"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("gen-box-2x3.txt") && $0.hasSuffix("ok") })
        #expect(!result.stdout.contains("isomorphs"), "\(result.stdout)")
    }

    /// `--write-isomorphs DIR` writes the isomorphs the solver section timed, one a line, no
    /// two alike, each a 9×9 puzzle that `solve` finds unique; none for a generated set.
    @Test func theIsomorphsAreWrittenForSolveToRun() throws {
        let folder = try BenchCommandTests.smallSets()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let result = try Binary.run(["bench", "--dir", folder.path, "--runs", "1", "--only", "solver",
                                     "--write-isomorphs", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["9x9-hardest11-isomorphs.txt"])
        let file = output.appendingPathComponent("9x9-hardest11-isomorphs.txt").path
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1000 && Set(lines).count == 1000)
        #expect(lines.allSatisfy { $0.count == 81 })
        let solved = try Binary.run(["solve", "--count", file])
        #expect(solved.status == 0, "\(solved.stderr)")
        #expect(solved.stdout.split(separator: "\n").map(String.init) == Array(repeating: "1", count: 1000))
    }

    /// A folder it cannot write to: said in one line, in the user's language, status 73.
    @Test(arguments: [("C.UTF-8", "word-sudoku: cannot write the isomorphs to “/nonexistent/out/9x9-hardest11-isomorphs.txt”: No such file or directory"),
                      ("fr_FR.UTF-8", "word-sudoku: impossible d’écrire les isomorphes dans « /nonexistent/out/9x9-hardest11-isomorphs.txt » : ")])
    func anUnwritableFolderForTheIsomorphsExitsWith73(locale: String, message: String) throws {
        let folder = try BenchCommandTests.smallSets()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["bench", "--dir", folder.path, "--runs", "1", "--only", "solver",
                                     "--write-isomorphs", "/nonexistent/out"], environment: ["LANG": locale])
        #expect(result.status == 73)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix(message), "\(result.stderr)")
    }

    /// A row of the generator's table: what it measured, and no column of another
    /// generator's figures (Solo's, measured elsewhere) or ratio to them (issue 28).
    @Test func aGeneratorRowHoldsOnlyWhatWasMeasured() throws {
        let row = generatorBenchRow(shape: try BoxShape(rows: 3, columns: 3), grade: .medium,
                                    times: [0.003, 0.001, 0.002], attempts: 3, checked: true, planned: 3, budget: 30)
        let fields = row.split(separator: " ")
        // grid, box, grade, puzzles, puzzles/s, p50, p99, max, grids/puzzle, checked.
        #expect(fields == ["9x9", "3x3", "3", "medium", "3", "500.0", "2.00", "3.00", "3.00", "2.0", "ok"], "\(row)")
        #expect(!row.contains("×") && !row.contains("Solo"))
    }

    /// The sets are looked for before the options are checked, so reaching the `--only`
    /// check proves they were found: from the package folder (`Benchmarks/puzzles`), and from
    /// elsewhere through the executable's own path (it is built inside the package).
    @Test(arguments: ["project", "root"])
    func thePackagesSetsAreFoundWithoutDir(from place: String) throws {
        let directory = place == "project" ? Binary.projectRoot : URL(fileURLWithPath: "/")
        let result = try Binary.run(["bench", "--runs", "1", "--only", "nothing"], currentDirectory: directory)
        #expect(result.status == 2)
        // Whatever sections exist (solver first), the unknown one is named.
        #expect(result.stderr.contains("option “--only” expects one of solver"))
        #expect(result.stderr.contains("got “nothing”"))
    }

    /// The save section's figures (its 2× verdict depends on the machine's load, so only the
    /// table is checked here; the figures are in the README).
    @Test func theSaveSectionTimesSavesAtTenAndTwoThousandSteps() throws {
        let result = try Binary.run(["bench", "--runs", "1", "--only", "save"], currentDirectory: Binary.projectRoot)
        #expect([0, 1].contains(result.status), "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("        10 ") && $0.hasSuffix(" 100") })
        #expect(lines.contains { $0.hasPrefix("      2000 ") && $0.hasSuffix(" 100") })
        #expect(lines.contains { $0.hasPrefix("2,000 steps / 10 steps: ") })
    }

    /// A copy of the binary outside the package, run outside it: nothing says where the sets
    /// are, and the user is told in one line, in their language, what to do about it.
    @Test(arguments: [("C.UTF-8", "no puzzle sets found: run bench inside the word-sudoku package or give --dir DIR"),
                      ("fr_FR.UTF-8", "aucune série de grilles trouvée : lancez bench dans le paquet word-sudoku ou donnez --dir DOSSIER")])
    func aBinaryOutsideThePackageSaysInOneLineWhereToPointIt(locale: String, message: String) throws {
        let result = try Self.runCopyOutsideThePackage(["bench", "--runs", "1"], locale: locale)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("word-sudoku: \(message)") == true, "\(result.stderr)")
    }

    /// The learning section needs no puzzle sets, and without the package's frequency list it
    /// runs on 120 pairs of the built-in lists, and says so (in French too).
    @Test(arguments: [("C.UTF-8", "list: the built-in lists' first 120 pairs, 120 pairs;"),
                      ("fr_FR.UTF-8", "liste : les 120 premières paires des listes intégrées, 120 paires ;")])
    func aBinaryOutsideThePackageLearnsOnTheBuiltInLists(locale: String, line: String) throws {
        let result = try Self.runCopyOutsideThePackage(["bench", "--only", "learning", "--seeds", "1", "--days", "4"], locale: locale)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix(line) }, "\(result.stdout)")
    }

    /// Runs a copy of the binary, in a folder of its own outside the package, from that folder.
    static func runCopyOutsideThePackage(_ arguments: [String], locale: String) throws -> Binary.Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("word-sudoku")
        try FileManager.default.copyItem(at: Binary.url, to: copy)
        var attempts = 0
        while true {
            do {
                return try Binary.run(arguments, environment: ["LANG": locale], currentDirectory: directory, timeout: 240, executable: copy)
            } catch let error as NSError where attempts < 50 && (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY) {
                // Another test's process started while the copy was being written may hold it
                // open for writing for a moment ("Text file busy"): a fresh try until it is closed.
                attempts += 1
                usleep(100_000)
            }
        }
    }

    @Test func aMissingFolderExitsWith66() throws {
        let result = try Binary.run(["bench", "--dir", "/nonexistent/sets"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("cannot open “/nonexistent/sets”"))
    }

    @Test func badRunsAreAUsageError() throws {
        let result = try Binary.run(["bench", "--runs", "0"])
        #expect(result.status == 2)
    }
}

/// `bench --only learning`: simulated learners play the real game; the table of two learner
/// models × two behaviours × three choosers, the game's paired lead, the same twice for the
/// same seeds, and it needs no puzzle sets (it runs from any folder). One seed and 4 days keep it
/// short (a 60-day run took some 30 s of a debug build, so CI's 2 cores spent minutes on four).
@Suite("bench: learning", .timeLimit(.minutes(15)))
struct LearningBenchCommandTests {
    @Test func theLearningTableIsPrintedTheSameTwice() throws {
        let arguments = ["bench", "--only", "learning", "--seeds", "1", "--days", "4"]
        let first = try Binary.run(arguments, currentDirectory: URL(fileURLWithPath: "/"), timeout: 240)
        #expect(first.status == 0, "\(first.stderr)")
        let rows = first.stdout.split(separator: "\n").map(String.init)
        for title in ["HLR learner, unknown words guessed from the bank", "HLR learner, unknown words looked up",
                      "ACT-R learner, unknown words guessed from the bank", "ACT-R learner, unknown words looked up"] {
            #expect(rows.contains(title), "\(first.stdout)")
        }
        for name in ["uniform", "SM-2", "the game"] {
            let padded = name.padding(toLength: 16, withPad: " ", startingAt: 0)
            #expect(rows.filter { $0.hasPrefix(padded) }.count == 4, "\(name): \(first.stdout)")
        }
        #expect(rows.filter { $0.hasPrefix("game − uniform: recall ") }.count == 4)
        #expect(rows.filter { $0.hasPrefix("game − SM-2: recall ") }.count == 4)
        #expect(rows.contains { $0.hasPrefix("issue 24, item 8 (the game ahead everywhere, on the means): ") })
        // Run from `/`, the binary finds the package's list through its own path.
        #expect(rows.contains { $0.hasPrefix("list: ") && $0.contains("Benchmarks/wordlists/frequency-120.json, 120 pairs") })
        let second = try Binary.run(arguments, currentDirectory: URL(fileURLWithPath: "/"), timeout: 240)
        let withoutTime = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("(mean ± standard deviation") } }
        #expect(withoutTime(first.stdout) == withoutTime(second.stdout))
        #expect(first.stdout.contains("(mean ± standard deviation over 1 seed;"))
        // The days asked for, in the header and the columns.
        #expect(rows.contains { $0.hasPrefix("list: ") && $0.contains("; 4 days, one 9×9 game a day") })
        #expect(rows.filter { $0.hasPrefix("chooser         recall on day 4 ") }.count == 4, "\(first.stdout)")
    }

    @Test(arguments: ["0", "366", "x"])
    func aDayCountOutOfRangeIsAUsageError(days: String) throws {
        let result = try Binary.run(["bench", "--only", "learning", "--days", days])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--days"), "\(result.stderr)")
    }

    @Test func aSeedCountOutOfRangeIsAUsageError() throws {
        let result = try Binary.run(["bench", "--only", "learning", "--seeds", "0"])
        #expect(result.status == 2)
    }
}

/// `bench --only variety` (issue 28, item 6): the essentially different puzzles among the
/// seeds of each shape and grade. The whole table takes minutes, so its cells are run here on
/// few seeds, in the process.
@Suite("bench: variety", .timeLimit(.minutes(15)))
struct VarietyBenchTests {
    /// The 6×6 medium catalogue's entries are two puzzles (issue 28): 40 seeds give at most
    /// two classes, and a second game is often the first again; 4×4 easy seeds give more.
    @Test func sixBySixMediumSeedsRepeatTwoPuzzles() throws {
        let medium = varietyCell(shape: try BoxShape(rows: 2, columns: 3), grade: .medium, seeds: 40, budget: 60)
        #expect(medium.seeds == 40)
        #expect((1...2).contains(medium.classes), "\(medium.classes)")
        #expect(medium.repeatChance >= 0.5)
        let easy = varietyCell(shape: try BoxShape(rows: 2, columns: 2), grade: .easy, seeds: 40, budget: 60)
        #expect(easy.classes > 2 && easy.classes <= 40)
        #expect(easy.repeatChance < medium.repeatChance)
    }

    /// The same 6×6 medium puzzles made transposed (3×2 boxes) are as few.
    @Test func theOtherWayRoundIsAsFew() throws {
        let medium = varietyCell(shape: try BoxShape(rows: 3, columns: 2), grade: .medium, seeds: 20, budget: 60)
        #expect((1...2).contains(medium.classes), "\(medium.classes)")
    }

    /// A row: grid, box, grade, seeds, classes, repeat chance, CPU seconds, and a mark under 50
    /// classes; in French too.
    @Test func aRowSaysWhatWasCounted() throws {
        let cell = VarietyCell(shape: try BoxShape(rows: 2, columns: 3), grade: .medium, seeds: 1000, planned: 1000,
                               classes: 2, repeatChance: 0.7712, seconds: 3.04)
        #expect(varietyBenchRow(cell, language: .en).split(separator: " ")
                == ["6x6", "2x3", "3", "medium", "1000", "2", "77.1", "3.0", "<", "50"])
        #expect(varietyBenchRow(cell, language: .fr).split(separator: " ")
                == ["6x6", "2x3", "3", "moyen", "1000", "2", "77.1", "3.0", "<", "50"])
        let slow = VarietyCell(shape: try BoxShape(rows: 3, columns: 4), grade: .hard, seeds: 120, planned: 1000,
                               classes: 120, repeatChance: 1.0 / 120, seconds: 20.1)
        #expect(varietyBenchRow(slow, language: .en).hasSuffix("(slow: stopped after 20 s of CPU, 120 of 1000 seeds)"))
    }
}
