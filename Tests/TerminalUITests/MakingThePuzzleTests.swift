import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// While a puzzle is made the read loop is busy: keys typed meanwhile are polled, and Esc,
/// q or Ctrl-C give up waiting.
@Suite("Making the puzzle", .timeLimit(.minutes(15)))
struct MakingThePuzzleTests {
    /// A terminal that holds some bytes, handed out one read at a time, and a clock that
    /// moves 7 ms at each ask.
    final class FakeTerminal {
        var pending: [[UInt8]]
        var time = 0.0
        var reads = 0
        init(pending: [[UInt8]]) { self.pending = pending }

        func poller() -> KeyPoller {
            KeyPoller(decoder: KeyDecoder(), readPending: {
                self.reads += 1
                return self.pending.isEmpty ? .timeout : .bytes(self.pending.removeFirst())
            }, now: {
                self.time += 0.007
                return self.time
            })
        }
    }

    /// An app whose puzzle maker asks `shouldContinue` as the generator does, and gives up
    /// when told; after `attempts` attempts, the game is made.
    func app(attempts: Int = 1000) -> (TerminalApp, asked: () -> Int) {
        var app = Fixtures.app()
        let game = Fixtures.game(try! BoxShape(rows: 2, columns: 2))
        final class Counter { var asked = 0 }
        let counter = Counter()
        app.services.newGame = { _, _, shouldContinue in
            for _ in 0..<attempts {
                counter.asked += 1
                if !shouldContinue() { return nil }
            }
            return .success(game)
        }
        return (app, { counter.asked })
    }

    func startNewGame(_ app: inout TerminalApp) {
        _ = app.handle(.enter)
        #expect(app.screen == .newGame)
        #expect(app.handle(.enter) == [.slowWork])
    }

    @Test(arguments: [[UInt8]([0x1b]), [0x03], Array("q".utf8)])
    func aCancelKeyPendingDuringGenerationGoesBackToTheMenu(bytes: [UInt8]) {
        var (app, asked) = app()
        startNewGame(&app)
        let terminal = FakeTerminal(pending: [bytes])
        var poller = terminal.poller()
        app.doSlowWork(keysTyped: { poller.keys() })
        #expect(app.screen == .menu)
        #expect(app.play == nil)
        // A lone Esc is known as the Esc key only when nothing followed it by the next look.
        #expect(asked() < 10)
    }

    /// The game the command line asked for, made on the screen that says so.
    func appMakingTheRequestedGame(attempts: Int = 1000) -> TerminalApp {
        var app = Fixtures.app()
        let game = Fixtures.game(try! BoxShape(rows: 2, columns: 2))
        app.startMaking { shouldContinue in
            for _ in 0..<attempts where !shouldContinue() { return nil }
            return game
        }
        return app
    }

    /// `play --new` on the full screen: the command already said to replace the saved game, so
    /// the game is made at once; without `--new` the saved game is asked about first.
    @Test(arguments: [true, false])
    func aSavedGameIsAskedAboutUnlessTheCommandSaidNew(replacingSaved: Bool) {
        let store = Fixtures.Store()
        _ = Fixtures.app(try! BoxShape(rows: 2, columns: 2), store: store)
        #expect(GameLifecycle.gameInProgress(in: store.store) != nil)
        var app = Fixtures.app(store: store)
        let game = Fixtures.game(try! BoxShape(rows: 2, columns: 3))
        app.startMaking(replacingSaved: replacingSaved) { _ in game }
        #expect(app.hasSlowWork == replacingSaved)
        #expect(app.screen == (replacingSaved ? .menu : .savedGame))
        app.doSlowWork()
        #expect(app.screen == (replacingSaved ? .game : .savedGame))
        if replacingSaved { #expect(GameLifecycle.gameInProgress(in: store.store)?.shape.size == 6) }
    }

    @Test func theRequestedGameIsMadeOnAScreenThatSaysHowToCancel() {
        var app = appMakingTheRequestedGame()
        #expect(app.hasSlowWork)
        let screen = app.render(width: 80, height: 24).text
        #expect(screen.contains("Making the puzzle"))
        #expect(screen.contains("Esc, q or Ctrl-C: cancel"))
        #expect(app.doSlowWork() == [])
        #expect(app.screen == .game)
        #expect(!app.hasSlowWork)
    }

    @Test(arguments: [[UInt8]([0x1b]), [0x03], Array("q".utf8)])
    func cancellingTheRequestedGameQuits(bytes: [UInt8]) {
        var app = appMakingTheRequestedGame()
        let terminal = FakeTerminal(pending: [bytes])
        var poller = terminal.poller()
        #expect(app.doSlowWork(keysTyped: { poller.keys() }) == [.quit])
        #expect(app.play == nil)
    }

    @Test func otherKeysDoNotCancel() {
        var (app, asked) = app()
        startNewGame(&app)
        let terminal = FakeTerminal(pending: [Array("x".utf8), [0x1b, 0x5b, 0x41]])
        var poller = terminal.poller()
        app.doSlowWork(keysTyped: { poller.keys() })
        #expect(asked() == 1000)
        #expect(app.screen == .game)
    }

    @Test func theTerminalIsLookedAtOnlyEveryTwentyMilliseconds() {
        let terminal = FakeTerminal(pending: [])
        var poller = terminal.poller()
        for _ in 0..<100 { _ = poller.keys() }
        // 100 asks, 7 ms apart: a look at the first, then one in three.
        #expect(terminal.reads == 34)
    }

    @Test(arguments: [UILanguage.en, .fr])
    func theScreenSaysHowToCancel(language: UILanguage) {
        var app = Fixtures.app(language: language)
        startNewGame(&app)
        let text = app.render(width: 80, height: 24).text
        #expect(text.contains(ScreenText.makingPuzzle(language)))
        #expect(text.contains(ScreenText.cancelMaking(language)))
    }
}
