import Foundation
import Testing

/// `--time-limit`: a puzzle past its budget is given up with its own line and status, and the
/// next puzzle is still answered. The slow puzzle is real: the 34th of
/// `../shared/stress/25x25-random.txt`, which a complete search does not settle in a minute
/// on this machine (other puzzles of that file take milliseconds).
@Suite("time limit")
struct TimeLimitTests {
    static let slow = ".I.....1E.H...9.M43.5.7.....1..K..M...7.L...D.C..P..G.C....5.......J....243E.O...L.......6...9......5.D8.6..7.......21..H.EI.......1...9JM3.CH.....IP..A7..H.......5.F........J......O..N..IB..P6D..M.9H..B.6...M.GO..........FL8.O4.E.B.G7......NM..6.KD..L...5ICN...P..4..1.................8..LA.........67.J...........2..5..EN.....A...K.....M...O..B......9G..F....C2E.I...HL....FN..P15....L.....B..K..3E.93.D.C......PG86HN.....F...M.3.P..A2...E.......N....E.J8..2.....K...I7P.M1.6....M..BF3....A..7..589J..6.O42D...F.M7IG...H...2...I.E...3...........16....94.H.P6..8N....O.3...DK.A..7JB..E..IPD8.6.....O....M8..LI7.6....9.....CK"
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
        #expect(result.stderr.hasPrefix("word-sudoku: option '--time-limit' expects a whole number from 1 to 3600, got '\(value)'"))
        #expect(result.stdout.isEmpty)
    }

    @Test func helpDocumentsTheLimitAndItsStatus() throws {
        for command in ["solve", "rate"] {
            let english = try Binary.run(["help", command])
            #expect(english.stdout.contains("--time-limit S"))
            #expect(english.stdout.contains("75 if a puzzle was given up"))
            let french = try Binary.run(["help", command], environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": ""])
            #expect(french.stdout.contains("75 si une grille a été"))
        }
    }
}
