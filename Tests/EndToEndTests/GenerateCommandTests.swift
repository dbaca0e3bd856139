import Foundation
import Testing

@Suite("generate", .timeLimit(.minutes(15)))
struct GenerateCommandTests {
    @Test func theSameSeedPrintsTheSameLines() throws {
        let first = try Binary.run(["generate", "--count", "5", "--grade", "3", "--seed", "7"])
        let again = try Binary.run(["generate", "--count", "5", "--grade", "medium", "--seed", "7"])
        #expect(first.status == 0)
        #expect(first.stdout == again.stdout)
        let lines = first.stdout.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.count == 81 })
        #expect(Set(lines).count == 5)
        #expect(first.stderr.isEmpty)
        // Pinned: the same on every machine, so a class given this seed gets this puzzle (with
        // the newest edition; the first edition's puzzle of this seed stays what it was).
        #expect(lines.first == "6...9....3...4.7...128......5...41....37258....89...2......938...1.7...5....5...4")
        let firstEdition = try Binary.run(["generate", "--count", "5", "--grade", "3", "--seed", "7", "--edition", "1"])
        #expect(firstEdition.stdout.split(separator: "\n").first == ".1..39.6...35.7...6.2..1....37....819.......618....53....1..4.3...3.56...4.97..1.")
    }

    /// `--edition 1` makes the puzzles of codes from before editions; the newest is the default,
    /// and a code names the oldest edition that makes its puzzle.
    @Test func anEditionMakesItsOwnPuzzles() throws {
        let first = try Binary.run(["generate", "--box", "2x3", "--grade", "3", "--seed", "42", "--edition", "1"])
        let second = try Binary.run(["generate", "--box", "2x3", "--grade", "3", "--seed", "42", "--edition", "2"])
        let newest = try Binary.run(["generate", "--box", "2x3", "--grade", "3", "--seed", "42"])
        #expect(first.status == 0 && second.status == 0)
        #expect(second.stdout == newest.stdout)
        #expect(first.stdout != second.stdout)
        // Pinned: codes marked g2- rebuild this puzzle.
        #expect(second.stdout == "....464......3.5....5.1......132....\n")
        let codes = try Binary.run(["generate", "--box", "2x3", "--grade", "3", "--seed", "42", "--format", "codes", "--words", "animals"])
        #expect(codes.stdout == "g2-2x3-3-animals-1A\n")
        let old = try Binary.run(["generate", "--box", "3x3", "--grade", "2", "--seed", "42", "--edition", "1", "--format", "codes", "--words", "animals"])
        #expect(old.stdout == "3x3-2-animals-1A\n")
        // A 16×16 hard comes from the third edition's catalogue: its code says g3-, where the
        // 6×6 medium above, the same in both editions, kept g2- for older programs.
        let large = try Binary.run(["generate", "--box", "4x4", "--grade", "4", "--seed", "42", "--format", "codes", "--words", "animals"])
        #expect(large.stdout == "g3-4x4-4-animals-1A\n", "\(large.stderr)")
        let bad = try Binary.run(["generate", "--edition", "5"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--edition"))
    }

    /// Refused at once rather than after 300 s of search.
    @Test func aSixBySixMediumWithMirrorSymmetryIsRefused() throws {
        let result = try Binary.run(["generate", "--box", "3x2", "--grade", "3", "--symmetry", "mirror"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("word-sudoku: 6x6 grade 3 puzzles with mirror symmetry are too rare to make; use --symmetry rotational or none"))
    }

    @Test func puzzleKUsesSeedSPlusK() throws {
        let two = try Binary.run(["generate", "--count", "2", "--seed", "10"])
        let second = try Binary.run(["generate", "--seed", "11"])
        #expect(two.stdout.split(separator: "\n").last.map(String.init) == second.stdout.split(separator: "\n").first.map(String.init))
    }

    @Test func withoutASeedTheSeedIsPrintedOnStderr() throws {
        let result = try Binary.run(["generate", "--size", "4", "--grade", "1"])
        #expect(result.status == 0)
        let seed = try #require(result.stderr.split(separator: " ").dropFirst(2).first)
        let again = try Binary.run(["generate", "--size", "4", "--grade", "1", "--seed", String(seed)])
        #expect(again.stdout == result.stdout)
    }

    @Test func jsonHasTheSolutionGradeSeedAndTechniques() throws {
        let result = try Binary.run(["generate", "--box", "2x3", "--grade", "easy", "--seed", "3", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["grade"] as? Int == 2)
        #expect(object["gradeName"] as? String == "easy")
        #expect(object["seed"] as? Int == 3)
        #expect((object["solution"] as? String)?.contains(".") == false)
        #expect((object["puzzle"] as? String)?.count == 36)
        let easy: Set<String> = ["pointing", "claiming", "nakedPair", "xWing"]
        #expect(!easy.isDisjoint(with: object["techniques"] as? [String] ?? []))
    }

    @Test func gridFormatFramesTheBoxes() throws {
        let result = try Binary.run(["generate", "--size", "6", "--grade", "1", "--seed", "1", "--format", "grid", "--symmetry", "mirror"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines.contains { $0.contains("+") })
        #expect(lines[0].contains("|"))
    }

    @Test func generatedPuzzlesAreRatedAtTheirGrade() throws {
        let generated = try Binary.run(["generate", "--count", "3", "--grade", "4", "--seed", "1"])
        let rated = try Binary.run(["rate"], input: generated.stdout)
        #expect(rated.status == 0)
        #expect(rated.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("4 hard ") })
    }

    @Test(arguments: [
        (["generate", "--size", "4", "--grade", "4"], "a 4x4 grid has no grade 4 (hard); it offers grades 1-3"),
        (["generate", "--grade", "7"], "option “--grade” expects 1-5 or beginner, easy, medium, hard, expert, got “7”"),
        (["generate", "--box", "3x3", "--size", "9"], "give either “--box” or “--size”, not both"),
        (["generate", "--size", "10"], "option “--size” expects 4, 6, 8, 9, 12, 16 or 25, got “10”"),
        (["generate", "--symmetry", "diagonal"], "option “--symmetry” expects none, rotational or mirror, got “diagonal”"),
        (["generate", "--format", "xml"], "option “--format” expects line, grid, json or codes, got “xml”"),
        (["generate", "--seed", "-3"], "option “--seed” expects a whole number"),
        (["generate", "--count", "0"], "option “--count” expects a whole number from 1"),
    ])
    func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let result = try Binary.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.contains("word-sudoku help generate"))
        #expect(result.stdout.isEmpty)
    }
}
