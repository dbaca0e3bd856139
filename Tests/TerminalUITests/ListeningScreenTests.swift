import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// Issue 29 item 3: a game whose givens are heard, not read, on the full screen.
@Suite("Listening on the full screen", .timeLimit(.minutes(15)))
struct ListeningScreenTests {
    /// An app playing a 4×4 on the test's animals, its givens read (nil), heard or dictated.
    func app(_ listening: Listening?, canSpeak: Bool = true, language: UILanguage = .en) -> TerminalApp {
        let clock = Fixtures.Clock(), store = Fixtures.Store()
        let made = Fixtures.game(try! BoxShape(rows: 2, columns: 2), clock: clock)
        var setup = made.setup
        setup.listening = listening
        var session = GameSession(setup: setup, givens: made.givens, solution: made.solution)
        session.resume(at: clock.time)
        var app = Fixtures.app(language: language, clock: clock, store: store)
        app.canSpeak = canSpeak
        app.start(Fixtures.lifecycle(session, store: store, clock: clock))
        return app
    }

    /// The words of the givens, in the language they would show.
    func givenWords(_ game: GameSession) -> [String] {
        Set(game.givens.filter { $0 != 0 }).map { game.setup.shownWord(Int($0)) }
    }

    @Test func heardGivensShowTheSpeakerAndNoneOfTheirWords() throws {
        let read = app(nil)
        let readScreen = read.render(width: 80, height: 24).text
        let words = givenWords(try #require(read.play?.game))
        #expect(!words.isEmpty && words.allSatisfy(readScreen.contains))
        #expect(!readScreen.contains(Listening.mark))

        for listening in Listening.allCases {
            var heard = app(listening)
            let game = try #require(heard.play?.game)
            for given in game.givens.indices where game.isGiven(given) {
                heard.play?.selected = given
                let screen = heard.render(width: 80, height: 24).text
                #expect(screen.contains(Listening.mark))
                // Not on the board, nor in the status line that names the selected cell's word.
                for word in words { #expect(!screen.contains(word), "\(listening): \(word) shown") }
                // Nor which cells share it: no `>` beside a twin, no "> marks its other cells".
                #expect(!screen.contains("> marks") && !screen.contains(">"), "\(listening): \(screen)")
            }
            // A word placed by the player marks its twins among the player's words only.
            let empty = try #require(game.cells.firstIndex(of: 0))
            heard.play?.selected = empty
            _ = heard.handle(.character(Character("\(game.solution[empty])")))
            let placed = heard.render(width: 80, height: 24).text
            #expect(!placed.contains("> marks"), "\(listening): the heard givens sharing the word were marked: \(placed)")
        }
    }

    @Test func theCursorLandingOnAHeardGivenSaysItsWord() throws {
        for listening in Listening.allCases {
            var app = app(listening)
            let game = try #require(app.play?.game)
            // A given with a cell on its left to come from.
            let given = try #require(game.givens.indices.first { game.isGiven($0) && game.shape.column(of: $0) > 0 })
            app.play?.selected = given - 1
            let effects = app.handle(.right)
            let said = try #require(game.utterance(at: given))
            #expect(effects == [.speak(said)])
            let language = listening == .heard ? game.setup.shownLanguage : game.setup.answerLanguage
            #expect(said.language == language)
            #expect(said.text == game.setup.pairs[Int(game.givens[given]) - 1].shown(listening == .heard ? game.setup.shownSide : game.setup.answerSide))
            // ^S says it again; staying on it says nothing more.
            #expect(app.handle(.control("s")) == [.speak(said)])
        }
    }

    @Test func aReadGameOrAnEmptyCellSaysNothingWhenSelected() throws {
        var read = app(nil)
        let game = try #require(read.play?.game)
        let given = try #require(game.givens.indices.first { game.isGiven($0) && game.shape.column(of: $0) > 0 })
        read.play?.selected = given - 1
        #expect(read.handle(.right) == [])
        var heard = app(.heard)
        let empty = try #require(game.givens.indices.first { !game.isGiven($0) && game.shape.column(of: $0) > 0 })
        heard.play?.selected = empty - 1
        #expect(heard.handle(.right) == [])
    }

    /// The New game form offers the way the givens come, and refuses heard givens without
    /// espeak-ng, saying why, in either language.
    @Test(arguments: [UILanguage.en, .fr])
    func theFormOffersHeardGivensAndSaysWhyWithoutSpeech(language: UILanguage) throws {
        var app = Fixtures.app(language: language)
        _ = app.handle(.enter)
        #expect(app.screen == .newGame)
        while app.newGame.field != .givens { _ = app.handle(.down) }
        _ = app.handle(.right)
        #expect(app.newGame.listening == .heard)
        #expect(app.render(width: 80, height: 24).text.contains(language == .en ? "heard (listening)" : "entendus (écoute)"))
        _ = app.handle(.right)
        #expect(app.render(width: 80, height: 24).text.contains(language == .en ? "dictated in French (spelling)" : "dictés en français (orthographe)"))
        _ = app.handle(.right)
        #expect(app.newGame.listening == nil)
        _ = app.handle(.right)
        #expect(!app.canSpeak)
        #expect(app.handle(.enter) == [])
        let screen = app.render(width: 80, height: 24).text
        #expect(screen.contains(language == .en ? "needs espeak-ng" : "besoin d’espeak-ng"))
        #expect(app.play == nil)

        app.canSpeak = true
        #expect(app.handle(.enter) == [.slowWork])
        app.doSlowWork()
        #expect(app.play?.game.setup.listening == .heard)
    }
}

extension ListeningScreenTests {
    /// The menu's Resume of a heard game without espeak-ng says why, and keeps the game.
    @Test func resumingAHeardGameWithoutSpeechSaysWhy() throws {
        let store = Fixtures.Store()
        let session = try #require(app(.heard, canSpeak: true).play?.game)
        try store.store.saveGame(session)
        var menu = Fixtures.app(store: store)
        #expect(!menu.canSpeak)
        let resume = try #require(menu.menuItems.firstIndex(of: .resume))
        while menu.menuIndex != resume { _ = menu.handle(.down) }
        _ = menu.handle(.enter)
        #expect(menu.play == nil)
        #expect(menu.render(width: 80, height: 24).text.contains("needs espeak-ng"))
        // Whole at 80 and 60 columns, the command that helps included (it was cut at the edge).
        for width in [80, 60] {
            let text = menu.render(width: width, height: 24).lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(text.contains("sudo apt install espeak-ng"), "\(width) columns: \(text)")
        }
        #expect(store.saved?.setup.listening == .heard)
    }
}

extension ListeningScreenTests {
    /// A dictation's results: the board shows the givens as they were heard, in the language
    /// written (they showed the other language's words), and no words to review (a dictation
    /// is no evidence of the pairs; "No word missed" was said all the same).
    @Test func aDictationsResultsShowTheWordsHeardAndNoReview() throws {
        var app = app(.dictation)
        let game = try #require(app.play?.game)
        for cell in game.cells.indices where game.cells[cell] == 0 {
            app.play?.selected = cell
            _ = app.handle(.character(Character("\(game.solution[cell])")))
        }
        #expect(app.screen == .results)
        let board = app.render(width: 100, height: 30).text
        let setup = game.setup
        let givens = Set(game.givens.filter { $0 != 0 }.map(Int.init))
        for symbol in givens {
            #expect(board.contains(setup.answerWord(symbol)), "\(setup.answerWord(symbol)) missing: \(board)")
            #expect(!board.contains(setup.shownWord(symbol)), "\(setup.shownWord(symbol)) shown: \(board)")
        }
        _ = app.handle(.enter)          // past the solved board
        let results = app.render(width: 100, height: 30).text
        #expect(!results.contains("Words to review") && !results.contains("No word missed"), "\(results)")
    }
}
