import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// The kit's game session played through the screen, key by key.
@Suite("The kit's game session on screen", .timeLimit(.minutes(15)))
struct GameSessionOnScreenTests {
    func session(_ shape: BoxShape, mode: MistakeMode = .immediate) throws -> GameSession {
        let list = BuiltInWordLists.named("animals")!.list
        return try GameFactory.makeSession(shape: shape, grade: .easy, listName: "animals", list: list, shownLanguage: "en",
                                           mode: mode, peekLimit: 2, player: "ada", seed: 11)
    }

    let store = Fixtures.Store()

    func app(_ game: GameSession) -> TerminalApp {
        let clock = Fixtures.Clock()
        var app = TerminalApp(settings: AppSettings(language: .en),
                              services: GameServices.test(store: store, clock: clock))
        app.start(Fixtures.lifecycle(game, store: store, clock: clock))
        return app
    }

    @Test(arguments: Fixtures.shapes.filter { $0.size <= 9 })
    func aWholeGameByDigitsEndsOnTheResults(shape: BoxShape) throws {
        let game = try session(shape)
        var app = app(game)
        for cell in 0..<shape.cellCount where game.givens[cell] == 0 {
            app.play?.selected = cell
            _ = app.handle(.character(Character("\(game.solution[cell])")))
        }
        #expect(app.screen == .results)
        #expect(app.finished?.session.result?.valid == true)
        _ = app.handle(.enter)          // past the solved board
        #expect(app.render(width: 80, height: 24).text.contains(game.setup.code))
    }

    @Test func givenIsRefusedAndAWrongWordIsAMistakeThatUndoes() throws {
        let shape = try BoxShape(rows: 2, columns: 2)
        let game = try session(shape)
        var app = app(game)
        let given = (0..<shape.cellCount).first { game.givens[$0] != 0 }!
        app.play?.selected = given
        _ = app.handle(.character("1"))
        #expect(app.render(width: 80, height: 24).text.contains("is a given"))
        let empty = (0..<shape.cellCount).first { game.givens[$0] == 0 }!
        app.play?.selected = empty
        let wrong = Int(game.solution[empty]) % 4 + 1
        #expect(app.handle(.character(Character("\(wrong)"))) == [.bell])
        #expect(app.play?.game.mistakes == 1)
        _ = app.handle(.control("u"))
        #expect(app.play?.board[empty] == 0)
        #expect(app.play?.game.mistakes == 1)
    }

    @Test func hintExplainsAStepAndHighlightsItsCells() throws {
        var app = app(try session(try BoxShape(rows: 3, columns: 3)))
        _ = app.handle(.control("t"))
        let hint = try #require(app.play?.hint)
        #expect(!hint.cells.isEmpty)
        #expect(app.render(width: 120, height: 40).text.contains(hint.text.en.prefix(20)))
        _ = app.handle(.control("d"))
        _ = app.handle(.character("y"))
        #expect(app.play?.game.peeksLeft == 1)
    }

    /// Issue 10: exam mode used to end by itself with "not right yet" and score 0. A full grid
    /// now says so and waits for F, which checks it, with the mistakes counted.
    @Test(arguments: [UILanguage.en, .fr])
    func examModeWaitsForTheFinishKeyWhenTheGridIsFull(language: UILanguage) throws {
        let shape = try BoxShape(rows: 2, columns: 2)
        let game = try session(shape, mode: .atFinish)
        var app = app(game)
        app.settings.language = language
        let empties = (0..<shape.cellCount).filter { game.givens[$0] == 0 }
        for (index, cell) in empties.enumerated() {
            app.play?.selected = cell
            let symbol = index == 0 ? Int(game.solution[cell]) % 4 + 1 : Int(game.solution[cell])
            // No bell, no mark: exam mode keeps mistakes for the end.
            #expect(app.handle(.character(Character("\(symbol)"))).isEmpty)
            #expect(!app.render(width: 80, height: 24).text.contains(ScreenText.headerMistakes(language)))
        }
        #expect(app.screen == .game)
        #expect(app.render(width: 80, height: 24).text.contains(ScreenText.gridFullExam(language)))
        #expect(app.render(width: 80, height: 24).text.contains(language == .en ? "F finish" : "F terminer"))
        // The wrong word can still be put right before finishing.
        app.play?.selected = empties[0]
        _ = app.handle(.character(Character("\(game.solution[empties[0]])")))
        #expect(app.screen == .game)
        _ = app.handle(.control("f"))
        #expect(app.screen == .results)
        #expect(app.finished?.session.result?.mistakes == 1)
        #expect(app.finished?.session.result?.valid == true)
        #expect(store.store.loadHistory().count == 1)
        #expect(!store.store.hasSavedGame)
    }

    @Test func finishingWithEmptyCellsAsksFirst() throws {
        let shape = try BoxShape(rows: 2, columns: 2)
        var app = app(try session(shape, mode: .atFinish))
        _ = app.handle(.control("f"))
        #expect(app.render(width: 80, height: 24).text.contains("still empty"))
        _ = app.handle(.character("n"))
        #expect(app.screen == .game)
        _ = app.handle(.control("f"))
        _ = app.handle(.character("y"))
        #expect(app.screen == .results)
        #expect(app.finished?.session.result?.valid == false)
        #expect(store.store.loadHistory().count == 1)
    }

    /// Back from a finished game's results, the menu's highlight is on New game: it was left
    /// on the row of Resume, which the finished game removes, so it fell on the next item (a
    /// play-tester opened the puzzle of the day, a 9×9, for a 7-year-old).
    @Test func afterTheResultsTheMenuIsOnNewGame() throws {
        var app = app(try session(try BoxShape(rows: 2, columns: 2), mode: .atFinish))
        app.menuIndex = 1
        _ = app.handle(.control("f"))
        _ = app.handle(.character("y"))
        #expect(app.screen == .results)
        for _ in 0..<6 where app.screen != .menu { _ = app.handle(.escape) }
        #expect(app.screen == .menu)
        #expect(app.menuItems[app.menuIndex] == .newGame)
    }

    /// Issue 12: `resume` opens where the player left, not on the first empty cell.
    @Test func aResumedGameOpensOnTheCellLeft() throws {
        var app = app(try session(try BoxShape(rows: 3, columns: 3)))
        _ = app.handle(.pageDown)
        _ = app.handle(.end)
        #expect(app.play?.selected == 80)
        _ = app.handle(.control("q"))
        _ = app.handle(.character("k"))
        #expect(app.screen == .menu)
        let resumed = try #require(GameLifecycle(resumingFrom: store.store, clock: Fixtures.Clock()))
        #expect(resumed.session.cursor == 80)
        app.start(resumed)
        #expect(app.play?.selected == 80)
    }

    /// Issue 12: the header shows who plays and the game's code (the class code) during play.
    @Test(arguments: [BoxShape.standard(forCellCount: 81)!, BoxShape.standard(forCellCount: 256)!, BoxShape.standard(forCellCount: 36)!])
    func theHeaderShowsThePlayerAndTheCode(shape: BoxShape) throws {
        let game = try session(shape)
        let text = app(game).render(width: 80, height: 24).text
        #expect(text.contains(game.setup.player))
        if shape.size <= 9 { #expect(text.contains(game.setup.code)) }
    }

    @Test func eachMistakeIsSaidWithItsCountAsLineModeSaysIt() throws {
        let shape = try BoxShape(rows: 2, columns: 2)
        let game = try session(shape)
        var app = app(game)
        let empties = (0..<shape.cellCount).filter { game.givens[$0] == 0 }
        for (index, cell) in empties.prefix(2).enumerated() {
            app.play?.selected = cell
            _ = app.handle(.character(Character("\(Int(game.solution[cell]) % 4 + 1)")))
            #expect(app.render(width: 80, height: 24).text.contains(" — mistake \(index + 1)."))
        }
    }

    @Test func aGameThatCannotBeSavedIsNotLeftAsIfKept() throws {
        let blocker = store.directory + "-file"
        // Without the file, the data folder could be made and the save would not fail.
        try #require(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        let clock = Fixtures.Clock()
        let fixture = Fixtures.Store(directory: blocker + "/home")
        let unwritable = fixture.store
        var app = TerminalApp(settings: AppSettings(language: .en),
                              services: GameServices.test(store: fixture, clock: clock))
        app.start(try GameLifecycle(starting: try session(try BoxShape(rows: 2, columns: 2)), store: unwritable,
                                    clock: clock, replacing: false))
        #expect(app.render(width: 80, height: 24).text.contains("cannot save"))
        _ = app.handle(.control("q"))
        #expect(app.render(width: 80, height: 24).text.contains("leaving loses it"))
        _ = app.handle(.character("k"))
        #expect(app.screen == .game)
        #expect(app.render(width: 80, height: 24).text.contains("Your game could not be saved"))
        #expect(!app.keptAGame)
        #expect(app.unwritten != nil)
    }

    @Test(arguments: [UILanguage.en, .fr])
    func everyKeyIsOnTheHelpLinesOfA9x9At80x24(language: UILanguage) throws {
        var app = app(try session(try BoxShape(rows: 3, columns: 3)))
        app.settings.language = language
        let text = app.render(width: 80, height: 24).text
        // Every key of a game of one (S, to pass, is only two players').
        for entry in GameKeys.entries(vim: false) where entry.forTwoPlayers != true {
            guard let brief = entry.brief else { continue }
            #expect(text.contains("\(entry.label(language)) \(brief(language))"), "\(entry.label(language)) missing:\n\(text)")
        }
    }
}

/// Issue 12: a hint is never cut, at any size; a new message replaces it.
@Suite("Hints on screen", .timeLimit(.minutes(15)))
struct HintPanelTests {
    @Test(arguments: [(80, 24), (160, 40), (60, 20)])
    func aLongHintIsShownWhole(width: Int, height: Int) throws {
        let store = Fixtures.Store()
        let clock = Fixtures.Clock()
        let list = BuiltInWordLists.named("animals")!.list
        let game = try GameFactory.makeSession(shape: try BoxShape(rows: 3, columns: 3), grade: .hard, listName: "animals", list: list,
                                               shownLanguage: "en", mode: .immediate, peekLimit: 2, player: "ada", seed: 21)
        var app = TerminalApp(settings: AppSettings(language: .fr),
                              services: GameServices.test(store: store, clock: clock))
        app.start(Fixtures.lifecycle(game, store: store, clock: clock))
        // The hardest steps first: play the easy ones the hints give, until a long hint comes.
        var hint = ""
        for _ in 0..<40 {
            _ = app.handle(.control("t"))
            guard let shown = app.play?.hint else { break }
            hint = shown.text(.fr)
            if DisplayWidth.of(hint) > width { break }
            guard let cell = shown.cells.first else { break }
            app.play?.lifecycle.play(.place(cell: cell, symbol: Int(game.solution[cell])))
        }
        try #require(DisplayWidth.of(hint) > width, "no hint longer than the width came: \(hint)")
        let text = app.render(width: width, height: height).text
        func squeezed(_ s: String) -> String { s.filter { !$0.isWhitespace } }
        #expect(squeezed(text).contains(squeezed(hint)), "hint cut:\n\(hint)\n---\n\(text)")
        let hints = app.play!.game.hintsUsed
        // Another message replaces the hint; H shows it again, not counted again.
        _ = app.handle(.control("n"))
        #expect(!squeezed(app.render(width: width, height: height).text).contains(squeezed(hint)))
        _ = app.handle(.control("t"))
        #expect(app.play?.game.hintsUsed == hints)
        #expect(squeezed(app.render(width: width, height: height).text).contains(squeezed(hint)))
    }
}
