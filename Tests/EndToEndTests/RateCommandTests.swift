import Foundation
import Testing

@Suite("rate")
struct RateCommandTests {
    static func path(_ name: String) -> String { Binary.sharedPuzzles.appendingPathComponent(name).path }

    @Test func theEasySetIsRatedBeginnerOrEasy() throws {
        let result = try Binary.run(["rate", Self.path("9x9-easy50.txt")])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 50)
        #expect(lines.allSatisfy { $0.hasPrefix("1 beginner ") || $0.hasPrefix("2 easy ") })
    }

    @Test func theHardestSetIsMostlyExpert() throws {
        let result = try Binary.run(["rate", Self.path("9x9-hardest11.txt")])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines.filter { $0.hasPrefix("5 expert") }.count * 2 > lines.count)
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

    @Test func malformedLinesAreReportedWithTheirLine() throws {
        let result = try Binary.run(["rate"], input: "12345\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:1: "))
    }
}
