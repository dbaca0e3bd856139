import Foundation
import Testing

@Suite("rate", .timeLimit(.minutes(15)))
struct RateCommandTests {
    /// The README's figures: 40 beginner and 10 easy.
    @Test func theEasySetIsFortyBeginnerAndTenEasy() throws {
        let result = try Binary.run(["rate", Binary.puzzleSet("9x9-easy50.txt")])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 50)
        #expect(lines.filter { $0.hasPrefix("1 beginner ") }.count == 40)
        #expect(lines.filter { $0.hasPrefix("2 easy ") }.count == 10)
    }

    /// The README's figures: 7 expert, 1 medium, 2 easy, 1 beginner (the last three are hard
    /// for computers, not people).
    @Test func theHardestSetIsSevenExpertOneMediumTwoEasyOneBeginner() throws {
        let result = try Binary.run(["rate", Binary.puzzleSet("9x9-hardest11.txt")])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 11)
        let counts = ["5 expert", "3 medium", "2 easy", "1 beginner"].map { grade in
            lines.filter { $0.hasPrefix(grade) }.count
        }
        #expect(counts == [7, 1, 2, 1])
    }

    /// A 12×12 puzzle with 4×3 boxes, read without `--box`, is read with 3×4 boxes: the note
    /// says so and how to read it right.
    @Test func aPuzzleReadWithTheOtherBoxShapeSaysWhichBoxToGive() throws {
        let puzzle = try Binary.run(["generate", "--box", "4x3", "--grade", "2", "--seed", "1"]).stdout
        let guessed = try Binary.run(["rate"], input: puzzle)
        #expect(guessed.status == 1)
        #expect(guessed.stderr.contains("(read with 3x4 boxes; if its boxes are 4x3, give --box 4x3)"))
        let told = try Binary.run(["rate", "--box", "4x3"], input: puzzle)
        #expect(told.status == 0)
        #expect(told.stdout.hasPrefix("2 easy"))
        #expect(told.stderr.isEmpty)
    }

    @Test func notUniqueAndNoSolutionAreSaid() throws {
        let empty = String(repeating: ".", count: 81)
        let clash = "55" + String(repeating: ".", count: 79)
        let result = try Binary.run(["rate"], input: empty + "\n" + clash + "\n")
        #expect(result.status == 1)
        #expect(result.stdout == "not unique\nno solution\n")
    }

    @Test func stepsExplainTheSolution() throws {
        let line = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
        let result = try Binary.run(["rate", "--steps"], input: line + "\n", environment: ["LANG": "en_GB.UTF-8", "LC_ALL": ""])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("1 beginner") == true)
        #expect(lines.count == 1 + 49)
        #expect(lines[1].hasPrefix("  1. "))
        #expect(lines.dropFirst().allSatisfy { $0.hasSuffix("single)") || $0.hasSuffix("(full house)") })
    }

    @Test func stepsAreInFrenchWhenLangSaysSo() throws {
        let line = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
        let result = try Binary.run(["rate", "--steps"], input: line + "\n", environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": ""])
        #expect(result.stdout.contains("singleton"))
    }

    /// Issue 26, item 11: a trial step shows how its assumption fails, under it.
    @Test func aTrialStepShowsItsChain() throws {
        let line = try String(contentsOfFile: Binary.puzzleSet("9x9-hardest11.txt"), encoding: .utf8).split(separator: "\n")[1]
        for (lang, assumed, contradiction) in [("en_GB.UTF-8", "(assumed)", ": contradiction"), ("fr_FR.UTF-8", "(supposé)", " : contradiction")] {
            let result = try Binary.run(["rate", "--steps"], input: line + "\n", environment: ["LANG": lang, "LC_ALL": ""])
            let lines = result.stdout.split(separator: "\n").map(String.init)
            let trial = try #require(lines.firstIndex { $0.hasSuffix("(trial)") || $0.hasSuffix("(essai)") })
            // The step, then its chain indented under it: the value assumed first, the contradiction last.
            let chain = lines[(trial + 1)...].prefix { $0.hasPrefix("       ") }
            #expect(chain.first?.hasSuffix(assumed) == true)
            #expect(chain.last?.hasSuffix(contradiction) == true)
            #expect(chain.count >= 3)
        }
    }

    @Test func malformedLinesAreReportedWithTheirLine() throws {
        let result = try Binary.run(["rate"], input: "12345\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:1: "))
    }
}
