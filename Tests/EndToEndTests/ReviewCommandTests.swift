import Foundation
import Testing
@testable import WordSudokuKit

/// `play --review` as a user runs it, on a `memory.json` written through the kit in the test's
/// own data folder: the binary reads the real clock, so the reviews are dated from now.
@Suite("Review games from the command line", .timeLimit(.minutes(15)))
struct ReviewCommandTests {
    static let animals = BuiltInWordLists.named("animals")!.list

    /// A data folder whose memory has `due` pairs answered right ten days ago (due: S = 2.3
    /// days) and `recent` pairs a minute ago (not due).
    static func home(due: [WordPair], recent: [WordPair] = []) throws -> String {
        let home = PlayScript.temporaryHome()
        var memory = LearnerMemory()
        let now = Date()
        for pair in due { memory.record(player: "ada", pair: pair, rating: .good, at: now - 10 * 86_400) }
        for pair in recent { memory.record(player: "ada", pair: pair, rating: .good, at: now - 60) }
        try Store(directory: home).save(memory, to: .memory)
        return home
    }

    static let review = ["play", "--review", "--plain", "--player", "ada", "--lang", "en"]

    @Test func aReviewGameShowsTheDueWordsAndIsPlayedAndResumed() throws {
        let due = Array(Self.animals.pairs[0..<3])
        let home = try Self.home(due: due)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let first = try Binary.run(Self.review, input: "peek\n", environment: ["WORD_SUDOKU_HOME": home])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("WordSudoku 4×4") && first.stdout.contains("list review, code review"))
        let script = try PlayScript(output: first.stdout)
        // Three due words: a 4×4 holding them, its fourth word a new animal.
        #expect(script.size == 4)
        #expect(Set(due.map { $0.first[0] }).isSubset(of: Set(script.shown)), "\(script.shown)")
        // Solved, then the recall check (every word was peeked at, so all four are asked, in
        // symbol order): the first right, the second not known, then an empty line skips.
        let before = Store(directory: home).loadMemory()
        let input = script.emptyCells.map(script.right) + [script.answers[0], "?", "", "show"]
        let second = try Binary.run(["resume", "--plain", "--lang", "en"], input: input.joined(separator: "\n") + "\n",
                                    environment: ["WORD_SUDOKU_HOME": home])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Solved!") && second.stdout.contains("Code review."))
        let lines = second.stdout.split(separator: "\n").map(String.init)
        let check = Array(lines.drop { !$0.hasPrefix("Recall check: 4 words") })
        #expect(Array(check.dropFirst().prefix(6)) == ["\(script.shown[0]) in French?", "Right.", "\(script.shown[1]) in French?",
                                                   "No: it is \(script.answers[1]).", "\(script.shown[2]) in French?",
                                                   "Recall check skipped (2 answered)."], "\(second.stdout)")
        let after = Store(directory: home).loadMemory()
        let pairs = script.shown.prefix(3).map { word in Self.animals.pairs.first { $0.first[0] == word }! }
        func counts(_ memory: LearnerMemory, _ pair: WordPair) -> [Int] {
            memory.record(player: "ada", pair: pair).map { [$0.right, $0.wrong] } ?? [0, 0]
        }
        // Every word was looked up (the peek): the game rates each again, once; the check asks
        // them for the practice and writes nothing, right, not known or skipped.
        for pair in pairs {
            #expect(counts(after, pair) == zip(counts(before, pair), [0, 1]).map(+), "\(pair.first[0]): one lapse, from the game")
        }
        let history = try Binary.run(["stats", "--player", "ada", "--lang", "en"], environment: ["WORD_SUDOKU_HOME": home])
        #expect(history.stdout.contains("review"), "\(history.stdout)")
    }

    /// More words due than the grid takes: said before the board, in the player's language;
    /// nothing said when the game holds them all (the test above starts with its title).
    @Test func aReviewHoldingFewerThanTheDueWordsSaysSo() throws {
        let home = try Self.home(due: Array(Self.animals.pairs[0..<8]))
        defer { try? FileManager.default.removeItem(atPath: home) }
        for (language, first) in [("en", "This review holds the 6 due words least likely recalled, of 8 due; the other 2 come in the next review games."),
                                  ("fr", "Cette révision contient les 6 mots à revoir les moins sûrs, sur 8 à revoir ; les 2 autres viendront aux prochaines révisions.")] {
            let result = try Binary.run(Self.review.dropLast() + [language], input: "quit discard\ny\n", environment: ["WORD_SUDOKU_HOME": home])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.split(separator: "\n").first.map(String.init) == first, "\(result.stdout)")
        }
    }

    @Test func nothingDueSaysWhenWordsWillBeWithStatusOne() throws {
        let home = try Self.home(due: [], recent: Array(Self.animals.pairs[0..<2]))
        defer { try? FileManager.default.removeItem(atPath: home) }
        let result = try Binary.run(Self.review, input: "", environment: ["WORD_SUDOKU_HOME": home])
        #expect(result.status == 1)
        // The two words reviewed right just now come due days later, said with their day.
        #expect(result.stdout.hasPrefix("No words are due for review now; the next "), "\(result.stdout)")
        #expect(result.stdout.contains(" due on 20") && result.stdout.hasSuffix(" days.\n"), "\(result.stdout)")
        let french = try Binary.run(Self.review.dropLast() + ["fr"], input: "", environment: ["WORD_SUDOKU_HOME": home])
        #expect(french.status == 1 && french.stdout.hasPrefix("Aucun mot n’est à réviser maintenant"))
        #expect(!FileManager.default.fileExists(atPath: home + "/game.json"), "no game was started")
    }

    @Test func aNewPlayerIsToldToPlayFirst() throws {
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let result = try Binary.run(Self.review, input: "", environment: ["WORD_SUDOKU_HOME": home])
        #expect(result.status == 1 && result.stdout.hasPrefix("No words to review yet"))
    }

    @Test func reviewAndCodeCannotBeAskedTogether() throws {
        let result = try Binary.run(Self.review + ["--code", "2x3-1-animals-K7Q2M"])
        #expect(result.status == 2)
    }
}
