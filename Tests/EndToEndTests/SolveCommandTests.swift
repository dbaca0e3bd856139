import Foundation
import Testing

@Suite("solve", .timeLimit(.minutes(15)))
struct SolveCommandTests {
    static let classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    static let classicSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    /// The classic puzzle with one more given that breaks no rule but leaves no solution.
    static let noSolution = "531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    /// The classic puzzle with its first two rows emptied: many solutions.
    static let several = String(repeating: ".", count: 18) + classic.dropFirst(18)


    @Test(arguments: [("9x9-easy50.txt", nil), ("9x9-hard-top95.txt", nil), ("9x9-hardest11.txt", nil),
                      ("gen-box-2x2.txt", "2x2"), ("gen-box-2x3.txt", "2x3"), ("gen-box-3x4.txt", "3x4"),
                      ("gen-box-4x4.txt", "4x4")] as [(String, String?)])
    func everyBenchmarkSetIsSolvedOneLinePerPuzzle(file: String, box: String?) throws {
        let path = try Binary.puzzleSet(file)
        let arguments = ["solve"] + (box.map { ["--box", $0] } ?? []) + [path]
        let solved = try Binary.run(arguments)
        #expect(solved.status == 0, "\(solved.stderr)")
        #expect(solved.stderr.isEmpty)
        let puzzles = try String(contentsOfFile: path, encoding: .utf8)
            .split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        let lines = solved.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == puzzles.count)
        for (puzzle, line) in zip(puzzles, lines) {
            #expect(line.count == puzzle.count)
            #expect(!line.contains(".") && !line.contains("0"))
            for (given, symbol) in zip(puzzle, line) where given != "." && given != "0" {
                #expect(given == symbol)
            }
        }
    }

    @Test func stdinIsReadWithoutAFileOrWithADash() throws {
        for arguments in [["solve"], ["solve", "-"]] {
            let result = try Binary.run(arguments, input: SolveCommandTests.classic + "\n")
            #expect(result.status == 0)
            #expect(result.stdout == SolveCommandTests.classicSolution + "\n")
        }
    }

    @Test func aPuzzleWithoutSolutionGetsAnEmptyLineAndItsReasonOthersAreStillSolved() throws {
        let input = "# two puzzles\n\(SolveCommandTests.noSolution)\n\(SolveCommandTests.classic)\n"
        let result = try Binary.run(["solve"], input: input)
        #expect(result.status == 1)
        #expect(result.stdout == "\n" + SolveCommandTests.classicSolution + "\n")
        #expect(result.stderr == "<stdin>:2: no solution\n")
    }

    @Test func severalSolutionsAreReported() throws {
        let result = try Binary.run(["solve"], input: SolveCommandTests.several + "\n")
        #expect(result.status == 1)
        #expect(result.stdout == "\n")
        #expect(result.stderr == "<stdin>:1: multiple solutions\n")
    }

    @Test func malformedLinesNameTheFileLineAndReason() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("solve-malformed-\(getpid()).txt")
        let text = [
            String(SolveCommandTests.classic.dropLast()),
            SolveCommandTests.classic.dropLast() + "X",
            "5" + SolveCommandTests.classic.dropFirst(2).prefix(1) + "5" + SolveCommandTests.classic.dropFirst(3),
            SolveCommandTests.classic,
        ].joined(separator: "\n") + "\n"
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try Binary.run(["solve", url.path])
        #expect(result.status == 1)
        #expect(result.stdout == "\n\n\n" + SolveCommandTests.classicSolution + "\n")
        #expect(result.stderr == """
            \(url.path):1: 81 cells expected, got 80
            \(url.path):2: invalid symbol “X” at column 81
            \(url.path):3: duplicate 5 in row 1

            """)
    }

    @Test func countPrintsZeroOneOrTwoPlus() throws {
        let input = [SolveCommandTests.noSolution, SolveCommandTests.classic, SolveCommandTests.several].joined(separator: "\n")
        let result = try Binary.run(["solve", "--count"], input: input)
        #expect(result.stdout == "0\n1\n2+\n")
        #expect(result.status == 1)
        let unique = try Binary.run(["solve", "--count"], input: SolveCommandTests.classic)
        #expect(unique.stdout == "1\n")
        #expect(unique.status == 0)
    }

    @Test func prettyPrintedPuzzlesAreSolvedToOneLine() throws {
        let pretty = """
            5 3 . | . 7 . | . . .
            6 . . | 1 9 5 | . . .
            . 9 8 | . . . | . 6 .
            ------+-------+------
            8 . . | . 6 . | . . 3
            4 . . | 8 . 3 | . . 1
            7 . . | . 2 . | . . 6
            ------+-------+------
            . 6 . | . . . | 2 8 .
            . . . | 4 1 9 | . . 5
            . . . | . 8 . | . 7 9

            """
        let result = try Binary.run(["solve"], input: pretty + "\n" + pretty)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == SolveCommandTests.classicSolution + "\n" + SolveCommandTests.classicSolution + "\n")
    }

    @Test func theBoxOptionChoosesTheShape() throws {
        // 36 cells read as 3x2 boxes instead of the default 2x3.
        let puzzle = "1.....2.....3.....4.....5.....6....."
        let wide = try Binary.run(["solve", "--count"], input: puzzle)
        let tall = try Binary.run(["solve", "--count", "--box", "3x2"], input: puzzle)
        #expect(wide.stdout == "2+\n" && tall.stdout == "2+\n")
        let mismatch = try Binary.run(["solve", "--box", "4x4"], input: SolveCommandTests.classic)
        #expect(mismatch.status == 1)
        #expect(mismatch.stderr == "<stdin>:1: 256 cells expected, got 81\n")
    }

    @Test func aMissingFileExitsWith66AfterSolvingTheOthers() throws {
        let result = try Binary.run(["solve", "/nonexistent/puzzles.txt", "-"], input: SolveCommandTests.classic)
        #expect(result.status == 66)
        #expect(result.stderr == "word-sudoku: cannot open “/nonexistent/puzzles.txt”: No such file or directory\n")
        #expect(result.stdout == SolveCommandTests.classicSolution + "\n")
    }

    @Test(arguments: [
        (["solve", "--box", "9x9"], "option “--box”: a 9x9 box gives a 81x81 grid"),
        (["solve", "--box", "three"], "option “--box”: “three” is not a box shape"),
        (["solve", "--box"], "option “--box” needs a value"),
        (["solve", "--fast"], "unknown option “--fast” for “solve”"),
    ])
    func usageErrorsExitWith2OnOneLine(arguments: [String], message: String) throws {
        let result = try Binary.run(arguments, input: "")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("word-sudoku: " + message))
        #expect(result.stderr.hasSuffix("(see “word-sudoku help solve”)\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func helpDescribesTheCommand() throws {
        let result = try Binary.run(["help", "solve"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("solve [--box RxC] [--count] [--time-limit S] [FILE ...]"))
        #expect(result.stdout.contains("--count"))
    }
}

/// `solve` and `rate` say what is wrong with a puzzle in the UI language, as every message is.
@Suite("solve and rate in French", .timeLimit(.minutes(15)))
struct SolveInFrenchTests {
    static let french = ["LANG": "fr_FR.UTF-8", "LC_ALL": ""]

    @Test func everyProblemWithAPuzzleIsSaidInFrench() throws {
        let duplicate = "66" + String(repeating: ".", count: 79)
        let short = "123."
        let open6x6 = "12" + String(repeating: ".", count: 34)
        let solved = try Binary.run(["solve", "-"], input: [duplicate, open6x6].joined(separator: "\n") + "\n",
                                    environment: Self.french)
        #expect(solved.status == 1)
        #expect(solved.stderr == """
            <stdin>:1: 6 en double dans la ligne 1
            <stdin>:2: plusieurs solutions (lue avec des blocs 2x3 ; si ses blocs sont 3x2, donnez --box 3x2)

            """)
        let malformed = try Binary.run(["solve", "-"], input: short + "\n", environment: Self.french)
        #expect(malformed.stderr == "<stdin>:1: 16 cases attendues, 4 lues\n")
        // Two lines read as the rows of one grid, the second too long.
        let rows = try Binary.run(["solve", "-"], input: short + "\n" + open6x6 + "\n", environment: Self.french)
        #expect(rows.stderr == "<stdin>:2: 4 cases attendues à la ligne 2, 36 lues\n")
        // rate's verdicts on stdout stay the documented tokens; its note on stderr is French.
        let rated = try Binary.run(["rate", "-"], input: open6x6 + "\n", environment: Self.french)
        #expect(rated.stdout == "not unique\n")
        #expect(rated.stderr == "<stdin>:1: pas unique (lue avec des blocs 2x3 ; si ses blocs sont 3x2, donnez --box 3x2)\n")
        // The same in English, as before.
        let english = try Binary.run(["solve", "-"], input: duplicate + "\n", environment: ["LANG": "C.UTF-8", "LC_ALL": ""])
        #expect(english.stderr == "<stdin>:1: duplicate 6 in row 1\n")
    }

    /// `solve` needs nothing from the data folder while every puzzle has its answer: it does
    /// not read the settings (nor set a damaged file aside, and say so) before its first
    /// puzzle, which was most of its start-up (issue 28).
    @Test func answeringPuzzlesLeavesTheDataFolderAlone() throws {
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try "{ not settings".write(toFile: home + "/settings.json", atomically: true, encoding: .utf8)
        let result = try Binary.run(["solve"], input: SolveCommandTests.classic + "\n",
                                    environment: ["WORD_SUDOKU_HOME": home, "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
        #expect(result.status == 0)
        #expect(result.stdout == SolveCommandTests.classicSolution + "\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(HostileStoreTests.files(home) == ["settings.json"])
    }

    /// A message still speaks the language saved in the settings when the locale says none.
    @Test func aMessageFollowsTheSavedLanguage() throws {
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["WORD_SUDOKU_HOME": home, "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""]
        let saved = try Binary.run(["settings", "language", "fr"], environment: environment)
        #expect(saved.status == 0, "\(saved.stderr)")
        let input = SolveCommandTests.noSolution + "\n" + SolveCommandTests.classic + "\n"
        let result = try Binary.run(["solve"], input: input, environment: environment)
        #expect(result.status == 1)
        #expect(result.stdout == "\n" + SolveCommandTests.classicSolution + "\n")
        #expect(result.stderr == "<stdin>:1: aucune solution\n")
        // The change of language is confirmed in the new one (it answered in the old one).
        let english = try Binary.run(["settings", "language", "en"], environment: environment)
        #expect(english.status == 0 && english.stdout.hasPrefix("language      en") && english.stdout.contains("allowed: en, fr"), "\(english.stdout)")
        let french = try Binary.run(["settings", "language", "fr"], environment: environment)
        #expect(french.stdout.contains("valeurs : en, fr"), "\(french.stdout)")
    }
}
