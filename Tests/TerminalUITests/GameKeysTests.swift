import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// The game screen's keys come from one table, which the help line and the `?` screen are
/// written from: they cannot disagree with what the keys do.
@Suite("Game keys", .timeLimit(.minutes(15)))
struct GameKeysTests {
    @Test func noKeyIsBoundTwice() {
        let keys = GameKeys.entries(vim: true).flatMap { $0.bindings.map(\.key) }
        #expect(Set(keys).count == keys.count)
    }

    @Test(arguments: [UILanguage.en, .fr])
    func theKeysPageShowsEveryEntryAt80x24(language: UILanguage) {
        var app = Fixtures.app(try! BoxShape(rows: 3, columns: 3), language: language)
        _ = app.handle(.character("?"))
        #expect(app.screen == .rules)
        let lines = app.render(width: 80, height: 24).text.split(separator: "\n").map(String.init)
        for entry in GameKeys.entries(vim: false) {
            let keys = entry.label(language)
            let line = "  " + keys + String(repeating: " ", count: GameKeys.shownWidth(vim: false, language: language) - DisplayWidth.of(keys) + 2)
                + entry.description(language)
            #expect(lines.contains { $0.hasPrefix(line) }, "\(entry.shown) missing or cut: \(lines.joined(separator: "\n"))")
        }
        _ = app.handle(.character("x"))
        #expect(app.screen == .game)
    }

    /// At 60×20 the page is longer than the screen: ↓ scrolls to every key (from ^T on they were
    /// cut off, and ↓ closed the page), any other key returns to the game.
    @Test(arguments: [UILanguage.en, .fr])
    func theKeysPageScrollsOnASmallScreen(language: UILanguage) {
        var app = Fixtures.app(try! BoxShape(rows: 3, columns: 3), language: language)
        _ = app.handle(.character("?"))
        var seen = Set<String>()
        for _ in 0..<40 {
            for line in app.render(width: 60, height: 20).lines { seen.insert(line.trimmingCharacters(in: .whitespaces)) }
            _ = app.handle(.down)
            #expect(app.screen == .rules)
        }
        for entry in GameKeys.entries(vim: false) {
            #expect(seen.contains { $0.hasPrefix(entry.label(language) + " ") }, "\(entry.label(language)) never shown at 60×20")
        }
        #expect(app.render(width: 60, height: 20).text.contains(ScreenText.statisticsScrollHelp(language)))
        _ = app.handle(.character("x"))
        #expect(app.screen == .game)
    }

    /// Issue 10: `R` restart was missing from the help line; finishing needs F in exam mode.
    @Test func theHelpLineNamesRestartAndFinish() {
        let app = Fixtures.app(try! BoxShape(rows: 2, columns: 2))
        let text = app.render(width: 160, height: 40).text
        #expect(text.contains("^K clear"))
        #expect(text.contains("^F finish"))
        #expect(GameKeys.helpLine(.fr, vim: false).contains("^F terminer"))
    }

    /// What each key of the table does on the board, checked by its effect.
    @Test func theTableDrivesTheBoard() {
        var app = Fixtures.app(try! BoxShape(rows: 2, columns: 3))
        app.play?.selected = 0
        _ = app.handle(.pageDown)
        #expect(app.play?.selected == 30)
        _ = app.handle(.end)
        #expect(app.play?.selected == 35)
        // A word of the player's on the board, for ^K to ask about.
        let empty = app.play?.game.cells.firstIndex(of: 0) ?? 0
        app.play?.selected = empty
        _ = app.handle(.character("1"))
        _ = app.handle(.control("k"))
        #expect(app.play?.overlay != nil)
        _ = app.handle(.character("n"))
        _ = app.handle(.control("p"))
        #expect(app.play?.isPaused == true)
        _ = app.handle(.enter)
        _ = app.handle(.control("f"))
        #expect(app.render(width: 80, height: 24).text.contains("still empty"))
    }

    /// Issue 26: with Caps Lock on, a child typing CHAT cleared the board (C), spent a hint (H)
    /// and typed AT. Every letter, capital or not, types; nothing is cleared or spent.
    @Test(arguments: ["CHAT", "chat", "Chat", "HUNDFLBSPQCRN"])
    func lettersOfEitherCaseType(typed: String) throws {
        var app = Fixtures.app(try! BoxShape(rows: 2, columns: 2))
        let empty = try #require(app.play?.game.cells.firstIndex(of: 0))
        // A word of the player's on the board, which a stray C used to clear.
        let other = try #require(app.play?.game.cells.indices.last { app.play?.game.cells[$0] == 0 })
        app.play?.selected = other
        _ = app.handle(.character("1"))
        let before = try #require(app.play?.game.cells)
        app.play?.selected = empty
        for character in typed { _ = app.handle(.character(character)) }
        #expect(app.play?.entry == typed)
        #expect(app.play?.game.cells == before)
        #expect(app.play?.game.hintsUsed == 0)
        #expect(app.play?.overlay == nil && app.play?.isPaused == false && app.screen == .game)
    }

    /// Issue 26: clearing the board throws the player's words away, so ^K asks; only y (o) clears,
    /// not Enter or another key.
    @Test(arguments: [UILanguage.en, .fr])
    func clearingTheBoardAsksFirst(language: UILanguage) throws {
        var app = Fixtures.app(try! BoxShape(rows: 2, columns: 2), language: language)
        let empty = try #require(app.play?.game.cells.firstIndex(of: 0))
        app.play?.selected = empty
        _ = app.handle(.character("1"))
        #expect(app.play?.game.cells[empty] == 1)
        for no in [Key.enter, .escape, .character("n"), .character("c")] {
            _ = app.handle(.control("k"))
            #expect(app.play?.overlay != nil)
            #expect(app.render(width: 80, height: 24).text.contains(language == .en ? "Clear all your words" : "Vider la grille de tous vos mots"))
            _ = app.handle(no)
            #expect(app.play?.overlay == nil)
            #expect(app.play?.game.cells[empty] == 1)
        }
        _ = app.handle(.control("k"))
        _ = app.handle(.character(language == .fr ? "o" : "Y"))
        #expect(app.play?.game.cells[empty] == 0)
        // Undo says what it undid, as line mode does (it said a bare "Undone.").
        _ = app.handle(.control("u"))
        #expect(app.play?.game.cells[empty] == 1)
        #expect(app.render(width: 80, height: 24).text.contains(language == .en ? "Undone: restart." : "Annulé : recommencer."))
        _ = app.handle(.control("r"))
        #expect(app.play?.game.cells[empty] == 0)
        // Nothing of the player's left: ^K says so instead of asking (a play-tester was asked to
        // clear a board with no word of theirs on it).
        _ = app.handle(.control("k"))
        #expect(app.play?.overlay == nil)
        #expect(app.render(width: 80, height: 24).text.contains(language == .en ? "The grid is already as it started." : "La grille est déjà comme au départ."))
    }
}
