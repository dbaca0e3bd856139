import Foundation
import Testing
import WordSudokuKit

/// `stats --reviews`: the review log of a real game played by the binary, as CSV. (The days
/// between reviews are tested on the kit's injected clock, `ReviewLogTests`: libfaketime's
/// LD_PRELOAD leaves a Swift program's `CommandLine.arguments` empty here, so it cannot move a
/// whole run's clock.)
@Suite("stats --reviews", .timeLimit(.minutes(15)))
struct ReviewLogCommandTests {
    @Test func aFinishedGamesWordsAreLoggedOneLineEach() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("reviews-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let session = try FinishedGame.start(["--size", "4", "--seed", "3", "--player", "ada"], home: home)
        let played = try Binary.run(["resume", "--plain", "--lang", "en"], input: FinishedGame.solvingMoves(session),
                                    environment: ["WORD_SUDOKU_HOME": home])
        #expect(played.status == 0, "\(played.stderr)")

        let result = try Binary.run(["stats", "--reviews", "--format", "csv"], environment: ["WORD_SUDOKU_HOME": home])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == ReviewLogEntry.csvHeader)
        let rows = lines.dropFirst().map { $0.components(separatedBy: ",") }
        let words = Set(session.cells.indices.filter { session.cells[$0] == 0 }.map { session.solution[$0] })
        #expect(rows.count == words.count, "one review per word to fill: \(result.stdout)")
        #expect(rows.allSatisfy { $0[2] == "3" && $0[3] == "0" && $0[5] == "ada" && $0[8].isEmpty }, "good, new, no days before")
        #expect(Set(rows.map { $0[0] }).count == rows.count, "one card per word")
        let now = Date().timeIntervalSince1970 * 1000
        #expect(rows.allSatisfy { abs(Double($0[1])! - now) < 600_000 }, "reviewed just now, in milliseconds")

        // Another player's reviews are not theirs.
        let bob = try Binary.run(["stats", "--reviews", "--player", "bob"], environment: ["WORD_SUDOKU_HOME": home])
        #expect(bob.stdout == ReviewLogEntry.csvHeader + "\n")
    }

    @Test func formatGoesWithReviewsAndTakesCSV() throws {
        let wrong = try Binary.run(["stats", "--reviews", "--format", "json"])
        #expect(wrong.status == 2 && wrong.stderr.contains("“--format” of “--reviews” takes csv, not “json”"))
        let alone = try Binary.run(["stats", "--format", "csv"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(alone.status == 2 && alone.stderr.contains("« --format » ne s’emploie qu’avec « --reviews »"))
    }
}
