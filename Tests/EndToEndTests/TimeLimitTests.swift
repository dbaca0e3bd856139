import Foundation
import Testing

/// `--time-limit`: a puzzle past its budget is given up with its own line and status, and the
/// next puzzle is still answered.
@Suite("time limit", .timeLimit(.minutes(15)))
struct TimeLimitTests {
    /// A 25×25 puzzle without a solution whose proof takes the search minutes (about 6 s with
    /// 9 in place of 11 below, ten times more per step): the first 12 cells of row 1 can only
    /// take 11 symbols, a pigeonhole that singles and box–line reductions do not see. Built
    /// from the pattern grid G: in columns 1–12, every cell below row 1 whose symbol is not one
    /// of row 1's there is given; then row 1's first symbol is given again in its last cell.
    /// (A solver that learns naked subsets would see it at once: then choose another.)
    static let slow: String = {
        let symbols = Array("123456789ABCDEFGHIJKLMNOP")
        func pattern(_ row: Int, _ column: Int) -> Int { (5 * (row % 5) + row / 5 + column) % 25 }
        let columns = 12
        let rowOne = Set((0..<columns).map { pattern(0, $0) })
        var cells = [Character](repeating: ".", count: 625)
        for column in 0..<columns {
            for row in 1..<25 where !rowOne.contains(pattern(row, column)) {
                cells[row * 25 + column] = symbols[pattern(row, column)]
            }
        }
        cells[24] = symbols[pattern(0, 0)]
        return String(cells)
    }()
    static let input = slow + "\n" + SolveCommandTests.classic + "\n"

    @Test func solveGivesUpOnASlowPuzzleAndSolvesTheNext() throws {
        let result = try Binary.run(["solve", "--time-limit", "1"], input: TimeLimitTests.input)
        #expect(result.stderr == "<stdin>:1: gave up after 1 s\n")
        #expect(result.stdout == "\n" + SolveCommandTests.classicSolution + "\n")
        #expect(result.status == 75)
    }

    @Test func countGivesUpWithAnEmptyLineAndCountsTheNext() throws {
        let result = try Binary.run(["solve", "--count", "--time-limit=1"], input: TimeLimitTests.input)
        #expect(result.stderr == "<stdin>:1: gave up after 1 s\n")
        #expect(result.stdout == "\n1\n")
        #expect(result.status == 75)
    }

    @Test func rateSaysGaveUpInFrenchWhenAskedAndRatesTheNext() throws {
        let result = try Binary.run(["rate", "--time-limit", "1"], input: TimeLimitTests.input,
                                    environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": ""])
        #expect(result.stderr == "<stdin>:1: abandon après 1 s\n")
        #expect(result.stdout.hasPrefix("gave up\n1 beginner"))
        #expect(result.status == 75)
    }

    /// A puzzle given up outranks one without a solution (its answer is unknown, not wrong).
    @Test func aGivenUpPuzzleOutranksOneWithoutSolution() throws {
        let input = SolveCommandTests.noSolution + "\n" + TimeLimitTests.input
        let result = try Binary.run(["solve", "--time-limit", "1"], input: input)
        #expect(result.stderr == "<stdin>:1: no solution\n<stdin>:2: gave up after 1 s\n")
        #expect(result.status == 75)
    }

    @Test(arguments: [["solve"], ["solve", "--count"], ["rate"]], ["0", "3601", "ten", "1.5"])
    func aTimeLimitOutsideItsRangeIsAUsageError(command: [String], value: String) throws {
        let result = try Binary.run(command + ["--time-limit", value], input: SolveCommandTests.classic)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("word-sudoku: option “--time-limit” expects a whole number from 1 to 3600, got “\(value)”"))
        #expect(result.stdout.isEmpty)
    }

    @Test func helpDocumentsTheLimitAndItsStatus() throws {
        for command in ["solve", "rate"] {
            let english = try Binary.run(["help", command])
            #expect(english.stdout.contains("--time-limit S"))
            #expect(english.stdout.contains("75 if a puzzle was given up"))
            let french = try Binary.run(["help", command], environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": ""])
            // Wherever the help's lines end.
            #expect(french.stdout.replacingOccurrences(of: "\n", with: " ").contains("75 si une grille a été"))
        }
    }
}
