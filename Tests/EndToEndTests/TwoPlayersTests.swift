import Foundation
import SudokuEngine
import Testing
import WordSudokuKit

/// Issue 14: two players at one keyboard. The same scripted game, in line mode and in the full
/// screen (a pseudo-terminal), ends with the same winner and scores and leaves the same
/// history entry; `stats` shows it in the two-player table.
@Suite("Two players at one keyboard", .serialized, .timeLimit(.minutes(15)))
struct TwoPlayersTests {
    typealias Home = OneGameBothFrontEndsTests.Home
    typealias Script = OneGameBothFrontEndsTests.Script
    static let options = ["--size", "4", "--seed", "5", "--players", "Ann,Ben:blue", "--lang", "en"]

    /// Ann misses the first cell (−1, Ben's turn), Ben passes, Ann takes a hint (−1), then
    /// they fill the grid turn about: Ann the 1st, 3rd… empty cell, Ben the 2nd, 4th….
    static func expectedScores(_ script: Script) -> [Int] {
        let count = script.empties.count
        return [(count + 1) / 2 - 2, count / 2]
    }

    static func lines(_ script: Script) -> String {
        (["\(script.name(script.first)) \(script.word(script.wrong))", "pass", "hint"]
            + script.empties.map { "\(script.name($0)) \(script.word(Int(script.game.solution[$0])))" })
            .joined(separator: "\n") + "\n"
    }

    static func keys(_ script: Script) -> String {
        script.select(script.first) + "\(script.wrong)" + "\u{0f}" + "\u{14}"
            + script.empties.map { script.select($0) + "\(script.game.solution[$0])" }.joined()
    }

    @Test func aScriptedGameEndsWithTheRightWinnerInBothFrontEndsAndStatsShowsIt() throws {
        // Line mode: the game is made, then played from its saved form.
        let plain = Home()
        let started = try Binary.run(["play", "--plain"] + Self.options, input: "", environment: plain.environment)
        #expect(started.status == 0, "\(started.stderr)")
        #expect(started.stdout.contains("Two players: Ann (red) and Ben (blue)."))
        #expect(started.stdout.contains("Ann 0, Ben 0. Ann to play."))
        let script = Script(game: try #require(plain.store.loadGame()))
        let played = try Binary.run(["resume", "--plain", "--lang", "en"], input: Self.lines(script), environment: plain.environment)
        #expect(played.status == 0, "\(played.stderr)")
        let out = played.stdout
        #expect(out.contains("\(script.name(script.first)): \(script.word(script.wrong)) is wrong, removed (−1 for Ann)"))
        // A negative score with the minus sign the messages use (it was a hyphen: "Ann -1").
        #expect(out.contains("Ann −1, Ben 0. Ben to play."))
        #expect(out.contains("Ben passes."))
        #expect(out.contains("(−1 for Ann; 2 hints left)\nAnn −2, Ben 0. Ann to play."), "\(out)")
        let scores = Self.expectedScores(script)
        let shown = { (value: Int) in value < 0 ? "−\(-value)" : "\(value)" }
        #expect(scores[0] < scores[1])
        #expect(out.contains("Ann \(shown(scores[0])), Ben \(shown(scores[1])): Ben wins."), "\(out)")
        // Issue 26, item 8: each player's points and mistakes, not a game of one's score.
        let points = { (count: Int) in "\(shown(count)) point\(abs(count) == 1 ? "" : "s")" }
        #expect(out.contains("Ann: \(points(scores[0])), 1 mistake; Ben: \(points(scores[1])), 0 mistakes."), "\(out)")
        let solvedLine = try #require(out.split(separator: "\n").first { $0.hasPrefix("Solved!") })
        #expect(!solvedLine.contains("score") && !solvedLine.contains("mistakes"), "\(solvedLine)")
        #expect(!out.contains("Recall check"))
        let entry = try #require(plain.store.loadHistory().last)
        #expect(entry.players == ["Ann", "Ben"] && entry.scores == scores && entry.winner == "Ben")

        let stats = try Binary.run(["stats", "--lang", "en"], environment: plain.environment)
        #expect(stats.status == 0)
        let day = String(entry.date.prefix(10))
        #expect(stats.stdout.contains("Two-player games (number, date, players and scores, winner):\n  #1  \(day)  Ann \(shown(scores[0])), Ben \(shown(scores[1]))  Ben\nGames won, pair by pair:\n  Ann 0, Ben 1\n"),
                "\(stats.stdout)")
        #expect(stats.stdout.contains("Ann & Ben  4×4, grade 1 beginner  animals  solved"), "\(stats.stdout)")
        #expect(stats.stdout.contains("peeks 0  Ann \(shown(scores[0])), Ben \(shown(scores[1]))\n"), "\(stats.stdout)")
        let french = try Binary.run(["stats", "--lang", "fr"], environment: plain.environment)
        #expect(french.stdout.contains("Parties à deux (numéro, date, joueurs et scores, gagnant) :"))

        // The full screen: the same game, by keys.
        let screen = Home()
        let session = try TerminalSessionTests.Session(arguments: ["play"] + Self.options, environment: screen.environment)
        defer { session.close() }
        #expect(OneGameBothFrontEndsTests.waitForStore(screen) { $0.loadGame()?.setup.code == script.game.setup.code })
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Ann 0, Ben 0. Ann to play."), "\(OneGameBothFrontEndsTests.screenText(session))")
        session.send(Self.keys(script))
        // The board first (issue 26, item 10), then the results.
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "The solved board: 1 cell marked where a wrong word came first"),
                "\(OneGameBothFrontEndsTests.screenText(session))")
        session.send("\r")
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Ann \(shown(scores[0])), Ben \(shown(scores[1])): Ben wins."),
                "\(OneGameBothFrontEndsTests.screenText(session))")
        #expect(OneGameBothFrontEndsTests.screenText(session).contains("mistake"), "each player's mistakes on the results")
        session.send("\r")
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Puzzle of the day"))
        // The Statistics screen: up from the menu's last item (Quit), opening each item above it
        // (About, Calendar, Statistics…: screens that Esc leaves) until it is the Statistics.
        session.send("\u{1b}[F")
        var found = false
        for _ in 0..<5 where !found {
            session.send("\u{1b}[A\r")
            found = OneGameBothFrontEndsTests.waitForScreen(session, "Two-player games", seconds: 1)
            if !found {
                session.send("\u{1b}")
                #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Puzzle of the day"))
            }
        }
        #expect(found, "\(OneGameBothFrontEndsTests.screenText(session))")
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Ann 0, Ben 1"), "\(OneGameBothFrontEndsTests.screenText(session))")
        session.send("\u{1b}")
        #expect(OneGameBothFrontEndsTests.waitForScreen(session, "Puzzle of the day"))
        session.send("q")
        try #require(session.waitForExit())
        #expect(session.process.terminationStatus == 0)

        // The same history entry, learner memory and (no) leaderboard.
        let fromPlain = try OneGameBothFrontEndsTests.records(plain), fromScreen = try OneGameBothFrontEndsTests.records(screen)
        for key in ["history", "leaderboard", "memory"] {
            let a = try JSONSerialization.data(withJSONObject: fromPlain[key]!, options: [.sortedKeys, .fragmentsAllowed])
            let b = try JSONSerialization.data(withJSONObject: fromScreen[key]!, options: [.sortedKeys, .fragmentsAllowed])
            #expect(a == b, "\(key): \(String(decoding: a, as: UTF8.self)) vs \(String(decoding: b, as: UTF8.self))")
        }
        #expect(screen.store.loadHistory().map(\.scores) == [scores])
        #expect(screen.store.loadLeaderboard().boards.isEmpty)
        #expect(Set(screen.store.loadMemory().players.keys) == ["Ann", "Ben"])
    }

    @Test func lineModeShowsWhoScoredWhichCellAndResumesWithTheTurn() throws {
        let home = Home()
        _ = try Binary.run(["play", "--plain"] + Self.options, input: "", environment: home.environment)
        let script = Script(game: try #require(home.store.loadGame()))
        let moves = script.empties.prefix(3).map { "\(script.name($0)) \(script.word(Int(script.game.solution[$0])))" }
        let first = try Binary.run(["resume", "--plain", "--lang", "en"], input: moves.joined(separator: "\n") + "\nshow\nhelp\nquit\n",
                                   environment: home.environment)
        let names = script.empties.prefix(3).map(script.name)
        #expect(first.stdout.contains("Scored: Ann \(names[0]), \(names[2]); Ben \(names[1])."), "\(first.stdout)")
        #expect(first.stdout.contains("Two players: pass (let the other play)."))
        let again = try Binary.run(["resume", "--plain", "--lang", "fr"], input: "", environment: home.environment)
        #expect(again.stdout.contains("Ann 2, Ben 1. À Ben de jouer."), "\(again.stdout)")
    }

    @Test func aTwoPlayerGameDoesNotReplaceASavedGameWithoutAsking() throws {
        let home = Home()
        _ = try Binary.run(["play", "--plain", "--size", "4", "--seed", "3"], input: "", environment: home.environment)
        let saved = try #require(home.store.loadGame())
        let refused = try Binary.run(["play", "--plain"] + Self.options, input: "", environment: home.environment)
        #expect(refused.status == 1)
        #expect(home.store.loadGame() == saved)
        let replaced = try Binary.run(["play", "--plain", "--new"] + Self.options, input: "", environment: home.environment)
        #expect(replaced.status == 0)
        #expect(home.store.loadGame()?.setup.players?.map(\.name) == ["Ann", "Ben"])
    }

    @Test func badPlayersAreAUsageError() throws {
        let home = Home()
        for players in ["Ann", "Ann:red,Ben:red", "Ann,ann"] {
            let result = try Binary.run(["play", "--plain", "--players", players, "--lang", "en"], input: "", environment: home.environment)
            #expect(result.status == 2, "\(players): \(result.stderr)")
        }
        // A name with a control character is refused, the character shown by its code.
        let hostile = try Binary.run(["play", "--plain", "--players", "A\u{1b}[2Jnn,Ben", "--lang", "en"], input: "", environment: home.environment)
        #expect(hostile.status == 2)
        #expect(hostile.stderr.contains("U+001B") && !hostile.stderr.contains("\u{1b}[2J"), "\(hostile.stderr)")
        let both = try Binary.run(["play", "--plain", "--player", "Cy", "--players", "Ann,Ben"], input: "", environment: home.environment)
        #expect(both.status == 2)
        #expect(!home.store.hasSavedGame)
    }
}
