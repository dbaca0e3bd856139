import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// The full screen's part of two players at one keyboard: New game → Players: two, the names
/// and colours (never one colour for both), the scores and the turn over the board, and each
/// word in the colour (or, without colours, the mark) of the player who scored it.
@Suite("Two players on screen", .timeLimit(.minutes(15)))
struct TwoPlayersOnScreenTests {
    static func app(theme: AppSettings.ThemeChoice = .standard, language: UILanguage = .en) -> TerminalApp {
        var app = FormsAndPagesTests.app(language: language)
        app.settings.theme = theme
        return app
    }

    /// The New game form set for two players named `first` and `second`, the second name's
    /// field selected.
    static func fillTwoPlayerForm(_ app: inout TerminalApp, _ first: String, _ second: String) {
        FormsAndPagesTests.form(&app, at: .players)
        _ = app.handle(.right)
        #expect(app.newGame.twoPlayers)
        _ = app.handle(.down)
        #expect(app.newGame.field == .player)
        for _ in 0..<10 { _ = app.handle(.backspace) }
        _ = Fixtures.type(first, into: &app)
        while app.newGame.field != .secondPlayer { _ = app.handle(.down) }
        _ = Fixtures.type(second, into: &app)
    }

    /// New game with two players, Ann and Ben, the form's colours kept.
    static func startTwoPlayerGame(_ app: inout TerminalApp) {
        fillTwoPlayerForm(&app, "Ann", "Ben")
        #expect(app.handle(.enter) == [.slowWork])
        app.doSlowWork()
    }

    /// A hint says what it cost and how many the game has left, as line mode does (the full
    /// screen only moved the score); the same hint again is free and says nothing.
    @Test(arguments: [UILanguage.en, .fr])
    func aHintSaysWhatItCostAndHowManyAreLeft(language: UILanguage) throws {
        var app = Self.app(language: language)
        Self.startTwoPlayerGame(&app)
        _ = app.handle(.control("t"))
        let text = app.render(width: 80, height: 24).text
        let cost = language == .en ? "(−1 for Ann; 2 hints left)" : "(−1 pour Ann ; 2 indices restants)"
        // After the hint itself, which stays on screen.
        let hint = try #require(app.play?.hint?.text(language))
        #expect(hint.hasSuffix(" " + cost), "\(hint)")
        // On screen, wrapped where the line is full.
        let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains(hint.split(whereSeparator: \.isWhitespace).joined(separator: " ")), "\(text)")
        #expect(text.contains(language == .en ? "Hints left 2" : "Indices restants 2"), "\(text)")
        _ = app.handle(.control("t"))
        #expect(app.play?.hint != nil && app.play?.hint?.text(language).contains(language == .en ? "for Ann" : "pour Ann") == false,
                "the same hint again is not charged")
    }

    /// The results list the words to review under each player's name: the word Ann looked
    /// up (^L, then its number) is hers, and Ben, who looked nothing up, has none.
    @Test(arguments: [UILanguage.en, .fr])
    func theResultsSayWhoseWordsAreToReview(language: UILanguage) throws {
        var app = Self.app(language: language)
        Self.startTwoPlayerGame(&app)
        let game = try #require(app.play?.game)
        #expect(game.shape.size <= 9, "one digit a word")
        let empty = game.givens.indices.filter { game.givens[$0] == 0 }
        app.play?.selected = empty[0]
        _ = app.handle(.control("l"))
        _ = app.handle(.character("1"))
        for cell in empty {
            app.play?.selected = cell
            _ = app.handle(.character(Character("\(game.solution[cell])")))
        }
        #expect(app.screen == .results)
        _ = app.handle(.enter)
        if app.recall != nil { _ = app.handle(.escape) }
        let lines = app.render(width: 80, height: 24).text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let heading = try #require(lines.firstIndex(of: language == .en ? "Words to review" : "Mots à revoir"), "\(lines)")
        #expect(lines[heading + 1] == "Ann:", "\(lines)")
        let pair = game.setup.pairs[0]
        #expect(lines[heading + 2].hasPrefix(pair.first.joined(separator: ", ")), "\(lines)")
        #expect(!lines.contains("Ben:"), "\(lines)")
    }

    /// The first name starts as the last player's: Ctrl-U clears it, as in a shell, and the
    /// help line says so.
    @Test func ctrlUClearsANameField() {
        var app = Self.app()
        FormsAndPagesTests.form(&app, at: .players)
        _ = app.handle(.right)
        _ = app.handle(.down)
        #expect(app.newGame.field == .player && !app.newGame.player.isEmpty)
        #expect(app.render(width: 80, height: 24).text.contains("^U clear · ↑↓ field · Enter start · Esc back"))
        _ = app.handle(.control("u"))
        _ = Fixtures.type("Ann", into: &app)
        #expect(app.newGame.player == "Ann")
    }

    @Test func theFormStartsATwoPlayerGameWithTheNamesAndColoursChosen() throws {
        var app = Self.app()
        Self.startTwoPlayerGame(&app)
        let game = try #require(app.play?.game)
        #expect(game.setup.players == [PlayerSeat(name: "Ann", colour: .red), PlayerSeat(name: "Ben", colour: .blue)])
        #expect(game.turns?.turn == 0)
        #expect(app.render(width: 80, height: 24).text.contains("Ann 0, Ben 0. Ann to play."))
    }

    /// The keys under the board are the game's: S to pass, and not undo, redo, clear or
    /// erase (refused when two play); the turn has a row of its own, so the header keeps every
    /// figure at 80×24, in English and in French.
    @Test(arguments: [UILanguage.en, .fr])
    func theHelpLineNamesPassAndTheHeaderKeepsEveryFigure(language: UILanguage) throws {
        var app = Self.app(language: language)
        Self.startTwoPlayerGame(&app)
        // The rows drawn (the screen centres the game: blank rows above and below).
        let rows = app.render(width: 80, height: 24).text.split(separator: "\n").map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let help = rows.suffix(3).joined(separator: " ")
        #expect(help.contains(language == .en ? "^O pass" : "^O passer"), "\(help)")
        for gone in language == .en ? ["^U ^R undo, redo", "^K clear", "Bksp erase"] : ["^U ^R annuler, refaire", "^K vider", "Retour arr. effacer"] {
            #expect(!help.contains(gone), "\(gone)")
        }
        // Two players share 3 hints: the header counts those left, as it counts the peeks.
        #expect(!rows[0].contains("…") && rows[0].contains(language == .en ? "Hints left 3" : "Indices restants 3"), "\(rows[0])")
        #expect(rows[1].hasPrefix(language == .en ? "Ann 0, Ben 0. Ann to play." : "Ann 0, Ben 0. À Ann de jouer."), "\(rows[1])")
        // A game of one keeps its keys.
        var one = Self.app(language: language)
        FormsAndPagesTests.form(&one, at: .player)
        _ = one.handle(.enter)
        one.doSlowWork()
        let soloHelp = one.render(width: 80, height: 24).text.split(separator: "\n").suffix(3).joined(separator: " ")
        #expect(soloHelp.contains("^U ") && !soloHelp.contains(language == .en ? "^O pass" : "^O passer"), "\(soloHelp)")
    }

    @Test func theSecondPlayersFieldsAreShownOnlyWhenTwoPlay() {
        var app = Self.app()
        FormsAndPagesTests.form(&app, at: .size)
        #expect(!app.render(width: 80, height: 24).text.contains("Second player"))
        #expect(!app.newGame.fields.contains(.secondPlayer))
        while app.newGame.field != .players { _ = app.handle(.down) }
        _ = app.handle(.right)
        #expect(app.render(width: 80, height: 24).text.contains("Second player"))
        var french = Self.app(language: .fr)
        FormsAndPagesTests.form(&french, at: .players)
        _ = french.handle(.right)
        #expect(french.render(width: 80, height: 24).text.contains("Second joueur"))
    }

    @Test func twoPlayersNeverShareAColour() {
        var form = NewGameForm(listPairs: [16])
        form.twoPlayers = true
        form.field = .secondColour
        form.change(by: -1)                      // blue → yellow
        #expect(form.secondColour == .yellow)
        form.field = .colour
        form.change(by: 1)                       // red → green
        form.change(by: 1)                       // green → (yellow is taken) → blue
        #expect(form.colour == .blue)
        for _ in 0..<12 { form.change(by: 1); #expect(form.colour != form.secondColour) }
    }

    @Test func twoNamesAlikeAreRefusedWithTheSecondFieldSelected() {
        var app = Self.app()
        Self.fillTwoPlayerForm(&app, "Ann", "ann")
        #expect(app.handle(.enter) == [])
        #expect(app.newGame.failure == TwoPlayerText.sameName)
        #expect(app.newGame.field == .secondPlayer)
        #expect(app.screen == .newGame)
    }

    /// Plays the right word in the first empty cell by its number, then moves away.
    static func scoreFirstCell(_ app: inout TerminalApp) throws -> Int {
        let game = try #require(app.play?.game)
        let cell = try #require(game.cells.firstIndex(of: 0))
        app.play?.selected = cell
        _ = app.handle(.character(Character("\(game.solution[cell])")))
        _ = app.handle(.tab)
        return cell
    }

    @Test(arguments: [AppSettings.ThemeChoice.standard, .highContrast, .none])
    func aWordIsDrawnAsThePlayerWhoScoredIt(theme: AppSettings.ThemeChoice) throws {
        var app = Self.app(theme: theme)
        Self.startTwoPlayerGame(&app)
        let cell = try Self.scoreFirstCell(&app)
        let game = try #require(app.play?.game)
        #expect(game.turns?.owner(of: cell) == 0)
        let buffer = app.render(width: 80, height: 24)
        #expect(buffer.text.contains("Ann 1, Ben 0. Ben to play."))
        let annStyle = app.theme.player(seat: 0, colour: .red)
        #expect(buffer.cells.contains { $0.style == annStyle && $0.character.isLetter })
        if theme == .none { #expect(annStyle == Style(underline: true)) }
        #expect(app.theme.player(seat: 0, colour: .red) != app.theme.player(seat: 1, colour: .blue))
    }

    @Test func aNewGameAsksBeforeReplacingASavedTwoPlayerGameAndSaysWhoPlaysIt() throws {
        var app = Self.app()
        Self.startTwoPlayerGame(&app)
        _ = try Self.scoreFirstCell(&app)
        _ = app.handle(.control("q"))
        _ = app.handle(.character("k"))
        #expect(app.screen == .menu)
        _ = app.handle(.enter)                   // New game
        _ = app.handle(.enter)                   // Start
        #expect(app.screen == .savedGame)
        #expect(app.render(width: 80, height: 24).text.contains("Ann 1, Ben 0. Ben to play."))
    }

    @Test func sPassesAndAWrongWordIsSaidAndRemoved() throws {
        var app = Self.app()
        Self.startTwoPlayerGame(&app)
        _ = app.handle(.control("o"))
        #expect(app.play?.game.turns?.turn == 1)
        #expect(app.render(width: 80, height: 24).text.contains("Ann passes."))
        let game = try #require(app.play?.game)
        let cell = try #require(game.cells.firstIndex(of: 0))
        app.play?.selected = cell
        let wrong = Int(game.solution[cell]) % game.shape.size + 1
        _ = app.handle(.character(Character("\(wrong)")))
        #expect(app.play?.game.cells[cell] == 0)
        #expect(app.play?.game.turns?.scores == [0, -1])
        #expect(app.render(width: 80, height: 24).text.contains("(−1 for Ben)"))
        // Undo is refused: every word on the board is someone's point.
        _ = app.handle(.control("u"))
        #expect(app.render(width: 80, height: 24).text.contains("Not when two play"))
    }
    /// A wrong word says why, as line mode does, and the cell it clashes with is shaded, as a
    /// mistake in a game of one is (it said only "is wrong").
    @Test func aWrongWordSaysWhyAndShadesTheCellItClashesWith() throws {
        var app = Self.app()
        Self.startTwoPlayerGame(&app)
        let game = try #require(app.play?.game)
        // An empty cell and the word of a given beside it (in its row, column or box).
        let cell = try #require(game.cells.indices.first { game.cells[$0] == 0 && game.shape.peers(of: $0).contains { game.givens[$0] != 0 } })
        let peer = try #require(game.shape.peers(of: cell).first { game.givens[$0] != 0 })
        let symbol = Int(game.givens[peer])
        app.play?.selected = cell
        _ = app.handle(.character(Character("\(symbol)")))
        #expect(app.play?.game.turns?.mistakes == [1, 0])
        let message = try #require(app.play?.message?(.en))
        #expect(message.contains("is wrong, removed (−1 for Ann): \(game.setup.answerWord(symbol)) is already in "), "\(message)")
        let clash = try #require(app.play?.game.clash(placing: symbol, in: cell))
        #expect(app.play?.clash == clash.cell)
    }

    /// Issue 26, item 8: a two-player game's results showed a game of one's Score and Mistakes
    /// (both players' mistakes mixed). They show each player's points and mistakes instead, the
    /// figures the kit's `PlayerTally` gives line mode, in English and French.
    @Test(arguments: [UILanguage.en, .fr])
    func theResultsShowEachPlayersPointsAndMistakes(language: UILanguage) throws {
        var app = Self.app(language: language)
        Self.startTwoPlayerGame(&app)
        // Ann puts a wrong word (−1, the turn passes), then they fill the board in turn.
        let game = try #require(app.play?.game)
        let cell = try #require(game.cells.firstIndex(of: 0))
        app.play?.selected = cell
        _ = app.handle(.character(Character("\(Int(game.solution[cell]) % game.shape.size + 1)")))
        #expect(app.play?.game.turns?.mistakes == [1, 0])
        var placed = [0, 0]
        while let turn = app.play?.game.turns?.turn, app.screen == .game {
            _ = try Self.scoreFirstCell(&app)
            placed[turn] += 1
        }
        #expect(app.screen == .results)
        // Past the board (`scoreFirstCell`'s Tab after the last word may have closed it).
        if app.showsResultsBoard { _ = app.handle(.enter) }
        if app.recall != nil { _ = app.handle(.escape) }
        let text = app.render(width: 80, height: 24).text
        let ann = placed[0] - 1, ben = placed[1]
        let points = { (count: Int) in language == .en ? "\(count) point\(abs(count) == 1 ? "" : "s")" : "\(count) point\(abs(count) <= 1 ? "" : "s")" }
        let annLine = language == .en ? "\(points(ann)), 1 mistake" : "\(points(ann)), 1 erreur"
        let benLine = language == .en ? "\(points(ben)), 0 mistakes" : "\(points(ben)), 0 erreur"
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Ann") && $0.contains(annLine) }, "\(text)")
        #expect(lines.contains { $0.contains("Ben") && $0.contains(benLine) }, "\(text)")
        // No game of one's figures: no Score row, no Mistakes row.
        #expect(!text.contains(ScreenText.resultsScore(language)))
        #expect(!text.contains(ScreenText.resultsMistakes(language)))
    }
}
