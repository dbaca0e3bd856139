import Foundation
import Testing
import WordSudokuKit

/// The evidence rules (README, "Honest evidence") through the real binary in line mode: what a
/// learner types, looks up and guesses, and what the learner memory then holds.
@Suite("Evidence in line mode", .timeLimit(.minutes(15)))
struct EvidenceLineModeTests {
    static let game = ["play", "--plain", "--seed", "1", "--box", "2x3", "--words", "animals", "--peeks", "2", "--lang", "en"]

    /// The memory's `wrong`/`right` counts of each word after `input`, and the output.
    static func play(_ input: [String], home: String) throws -> (stdout: String, counts: [String: (right: Int, wrong: Int)]) {
        let result = try Binary.run(Self.game, input: input.joined(separator: "\n") + "\n", environment: ["WORD_SUDOKU_HOME": home])
        #expect(result.status == 0, "\(result.stderr)")
        let memory = Store(directory: home).loadMemory()
        var counts: [String: (right: Int, wrong: Int)] = [:]
        for (key, record) in memory.players.values.first ?? [:] { counts[key] = (record.right, record.wrong) }
        return (result.stdout, counts)
    }

    /// `? cow` looks up one word: that word alone is charged (a failed recall), the others,
    /// placed right at their first try, are recalled.
    @Test func lookingUpOneWordChargesThatWordAlone() throws {
        let script = try PlayTests.learn(Self.game)
        let looked = script.solution[script.emptyCells[0]] - 1
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let (stdout, counts) = try Self.play(["? \(script.shown[looked])"] + script.emptyCells.map(script.right) + [""], home: home)
        #expect(stdout.contains("\(script.shown[looked]) = \(script.answers[looked]) (1 peek left; only this word counts as looked up)"))
        for index in Set(script.emptyCells.map { script.solution[$0] - 1 }) {
            let count = try #require(counts["\(script.shown[index]) = \(script.answers[index])"])
            #expect(index == looked ? count == (0, 1) : count == (1, 0), "\(script.shown[index]): \(count)")
        }
    }

    /// A wrong word tried in a cell, then the right one there: the right word was found by trial
    /// and error, charged and to review.
    @Test func aWordFoundAfterAWrongTryInItsCellIsToReview() throws {
        let script = try PlayTests.learn(Self.game)
        let cell = script.emptyCells[0]
        let found = script.solution[cell] - 1
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let input = ["\(script.name(cell)) \(script.wrongWord(cell))"] + script.emptyCells.map(script.right) + [""]
        let (stdout, counts) = try Self.play(input, home: home)
        let review = try #require(stdout.split(separator: "\n").first { $0.hasPrefix("Words to review: ") })
        #expect(review.contains("\(script.shown[found]) = \(script.answers[found])"))
        #expect(counts["\(script.shown[found]) = \(script.answers[found])"]?.wrong == 1)
    }

    /// A typo of a puzzle word: "did you mean…?", nothing placed, no mistake; the word typed
    /// right next in that cell is a recall with a correction (hard: S₀ = w₁).
    @Test func aNearMissIsSuggestedAndTheWordTypedNextIsHard() throws {
        let script = try PlayTests.learn(Self.game)
        let cell = try #require(script.emptyCells.first { script.answers[script.solution[$0] - 1].count >= 8 })
        let word = script.answers[script.solution[cell] - 1]
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let input = ["\(script.name(cell)) \(word.dropLast())", script.right(cell)] + script.emptyCells.filter { $0 != cell }.map(script.right) + [""]
        let result = try Binary.run(Self.game, input: input.joined(separator: "\n") + "\n", environment: ["WORD_SUDOKU_HOME": home])
        #expect(result.stdout.contains("“\(word.dropLast())”: did you mean \(word)? (Not a mistake; nothing placed.)"), "\(result.stdout)")
        #expect(result.stdout.contains("mistakes 0"))
        let pair = try #require(Store(directory: home).loadMemory().players.values.first?.first { $0.key.hasSuffix("= \(word)") }?.value)
        #expect(pair.right == 1 && pair.state?.stability == FSRS.parameters[1], "hard")
    }

    /// The same word looked up in two games the same day lapses once: the second game's miss is
    /// the same forgetting.
    @Test func aWordMissedInTwoGamesTheSameDayLapsesOnce() throws {
        let script = try PlayTests.learn(Self.game)
        let looked = script.solution[script.emptyCells[0]] - 1
        let key = "\(script.shown[looked]) = \(script.answers[looked])"
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        for round in 1...2 {
            let input = ["? \(script.shown[looked])"] + script.emptyCells.map(script.right) + [""]
            let (_, counts) = try Self.play(input, home: home)
            #expect(counts[key]?.wrong == 1, "after game \(round): \(String(describing: counts[key]))")
            // The game was recorded: the words placed right have one recall per game.
            #expect(counts.filter { $0.key != key }.values.contains { $0.right == round }, "game \(round) recorded")
        }
        let state = try #require(Store(directory: home).loadMemory().players.values.first?[key]?.state)
        #expect(state.lapses == 1)
    }

    /// At the recall check's prompt, `show`, `help` and `finish` are commands, never answers:
    /// nothing is judged, nothing written beyond what the game recorded.
    @Test func commandsAtTheRecallPromptAreNotJudged() throws {
        let script = try PlayTests.learn(Self.game)
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let cell = script.emptyCells[0]
        let input = ["\(script.name(cell)) \(script.wrongWord(cell))"] + script.emptyCells.map(script.right) + ["show", "help", "finish"]
        let (stdout, counts) = try Self.play(input, home: home)
        let afterIntro = stdout.components(separatedBy: "Recall check: ").dropFirst().joined()
        #expect(afterIntro.contains("The game is over; the recall check asks a translation"))
        #expect(afterIntro.contains("Recall check skipped (0 answered)."))
        #expect(!afterIntro.contains("No: it is"), "no command was judged a wrong answer")
        #expect(counts.values.allSatisfy { $0.right + $0.wrong == 1 }, "one review a word, from the game")
    }
}
