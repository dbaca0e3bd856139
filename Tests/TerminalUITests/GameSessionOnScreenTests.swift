import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// The kit's game session played through the screen, key by key.
@Suite("The kit's game session on screen")
struct GameSessionOnScreenTests {
    func session(_ shape: BoxShape, mode: MistakeMode = .immediate) throws -> GameSession {
        let list = BuiltInWordLists.named("animals")!.list
        return try GameFactory.makeSession(shape: shape, grade: .easy, listName: "animals", list: list, shownLanguage: "en",
                                           mode: mode, peekLimit: 2, player: "ada", seed: 11)
    }

    func app(_ game: GameSession) -> TerminalApp {
        let clock = Fixtures.Clock()
        var app = TerminalApp(settings: AppSettings(language: .en),
                              services: GameServices(lists: [], newGame: { _, _, _ in .failure(GameStartFailure(Localized(en: "", fr: ""))) },
                                                     now: { clock.now }))
        var game = game
        game.resume(at: clock.now)
        app.start(game)
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
        #expect(app.result?.isValid == true)
        #expect(app.render(width: 80, height: 24).text.contains(game.setup.code))
    }

    @Test func givenIsRefusedAndAWrongWordIsAMistakeThatUndoes() throws {
        let shape = try BoxShape(rows: 2, columns: 2)
        let game = try session(shape)
        var app = app(game)
        let given = (0..<shape.cellCount).first { game.givens[$0] != 0 }!
        app.play?.selected = given
        _ = app.handle(.character("1"))
        #expect(app.render(width: 80, height: 24).text.contains(ScreenText.messageGivenLocked.en))
        let empty = (0..<shape.cellCount).first { game.givens[$0] == 0 }!
        app.play?.selected = empty
        let wrong = Int(game.solution[empty]) % 4 + 1
        #expect(app.handle(.character(Character("\(wrong)"))) == [.bell])
        #expect(app.play?.game.mistakes == 1)
        _ = app.handle(.character("u"))
        #expect(app.play?.board[empty] == 0)
        #expect(app.play?.game.mistakes == 1)
    }

    @Test func hintExplainsAStepAndHighlightsItsCells() throws {
        var app = app(try session(try BoxShape(rows: 3, columns: 3)))
        _ = app.handle(.character("H"))
        let hint = try #require(app.play?.hint)
        #expect(!hint.cells.isEmpty)
        #expect(app.render(width: 120, height: 40).text.contains(hint.text.en.prefix(20)))
        _ = app.handle(.character("d"))
        _ = app.handle(.character("y"))
        #expect(app.play?.game.peeksLeft == 1)
    }

    @Test func examModeEndsWhenTheGridIsFullWithTheMistakesCounted() throws {
        let shape = try BoxShape(rows: 2, columns: 2)
        let game = try session(shape, mode: .atFinish)
        var app = app(game)
        let empties = (0..<shape.cellCount).filter { game.givens[$0] == 0 }
        for (index, cell) in empties.enumerated() {
            app.play?.selected = cell
            let symbol = index == 0 ? Int(game.solution[cell]) % 4 + 1 : Int(game.solution[cell])
            #expect(app.handle(.character(Character("\(symbol)"))).isEmpty || index == empties.count - 1)
            #expect(!app.render(width: 80, height: 24).text.contains("Mistakes") || app.screen == .results)
        }
        #expect(app.screen == .results)
        #expect(app.result?.mistakes == 1)
        #expect(app.result?.isValid == false)
    }
}
