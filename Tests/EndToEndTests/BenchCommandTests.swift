import Foundation
import Testing

@Suite("bench", .timeLimit(.minutes(2)))
struct BenchCommandTests {
    /// A folder holding copies of two small shared sets.
    static func smallSets() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-sets-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["9x9-hardest11.txt", "gen-box-2x3.txt"] {
            try FileManager.default.copyItem(at: Binary.sharedPuzzles.appendingPathComponent(name),
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
    }

    /// The sets are looked for before the options are checked, so reaching the `--only`
    /// check proves they were found: from the project folder (`../shared/puzzles`), and from
    /// elsewhere through the executable's own path.
    @Test(arguments: ["project", "root"])
    func theSharedSetsAreFoundWithoutDir(from place: String) throws {
        let directory = place == "project" ? Binary.projectRoot : URL(fileURLWithPath: "/")
        let result = try Binary.run(["bench", "--runs", "1", "--only", "nothing"], currentDirectory: directory)
        #expect(result.status == 2)
        // Whatever sections exist (solver first), the unknown one is named.
        #expect(result.stderr.contains("option '--only' expects one of solver"))
        #expect(result.stderr.contains("got 'nothing'"))
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

    @Test func aMissingFolderExitsWith66() throws {
        let result = try Binary.run(["bench", "--dir", "/nonexistent/sets"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("cannot open '/nonexistent/sets'"))
    }

    @Test func badRunsAreAUsageError() throws {
        let result = try Binary.run(["bench", "--runs", "0"])
        #expect(result.status == 2)
    }
}

/// `bench --only learning`: the table of the four choosers, the same twice, and it needs no
/// puzzle sets (it runs from any folder).
@Suite("bench: learning", .timeLimit(.minutes(5)))
struct LearningBenchCommandTests {
    @Test func theLearningTableIsPrintedTheSameTwice() throws {
        let first = try Binary.run(["bench", "--only", "learning"], currentDirectory: URL(fileURLWithPath: "/"))
        #expect(first.status == 0, "\(first.stderr)")
        let rows = first.stdout.split(separator: "\n").map(String.init)
        for name in ["uniform", "Leitner (old weights)", "SM-2 (Anki's classic)", "FSRS-6 (the game's)"] {
            #expect(rows.contains { $0.hasPrefix(name) })
        }
        #expect(rows.contains { $0.hasPrefix("list: ") && $0.contains("120 pairs") })
        #expect(rows.contains("FSRS-6 beats uniform and Leitner on both measures: yes"))
        #expect(rows.contains { $0.hasPrefix("FSRS-6 against SM-2: pairs ≥ 90 % matched or beaten, recall on day 60 matched or beaten") })
        let second = try Binary.run(["bench", "--only", "learning"], currentDirectory: URL(fileURLWithPath: "/"))
        let withoutTime = { (text: String) in text.split(separator: "\n").filter { !$0.contains(" s CPU") } }
        #expect(withoutTime(first.stdout) == withoutTime(second.stdout))
    }
}
