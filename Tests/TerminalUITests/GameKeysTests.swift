import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// The game screen's keys come from one table, which the help line and the `?` screen are
/// written from: they cannot disagree with what the keys do.
@Suite("Game keys", .timeLimit(.minutes(5)))
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
            let line = "  " + entry.shown + String(repeating: " ", count: GameKeys.shownWidth(vim: false) - DisplayWidth.of(entry.shown) + 2)
                + entry.description(language)
            #expect(lines.contains { $0.hasPrefix(line) }, "\(entry.shown) missing or cut: \(lines.joined(separator: "\n"))")
        }
        _ = app.handle(.character("x"))
        #expect(app.screen == .game)
    }

    /// Issue 10: `R` restart was missing from the help line; finishing needs F in exam mode.
    @Test func theHelpLineNamesRestartAndFinish() {
        let app = Fixtures.app(try! BoxShape(rows: 2, columns: 2))
        let text = app.render(width: 160, height: 40).text
        #expect(text.contains("C clear"))
        #expect(text.contains("F finish"))
        #expect(GameKeys.helpLine(.fr, vim: false).contains("F terminer"))
    }

    /// What each key of the table does on the board, checked by its effect.
    @Test func theTableDrivesTheBoard() {
        var app = Fixtures.app(try! BoxShape(rows: 2, columns: 3))
        app.play?.selected = 0
        _ = app.handle(.pageDown)
        #expect(app.play?.selected == 30)
        _ = app.handle(.end)
        #expect(app.play?.selected == 35)
        _ = app.handle(.character("C"))
        #expect(app.play?.message != nil)
        _ = app.handle(.character("P"))
        #expect(app.play?.isPaused == true)
        _ = app.handle(.enter)
        _ = app.handle(.character("F"))
        #expect(app.render(width: 80, height: 24).text.contains("still empty"))
    }
}
