import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// Issue 29: ^S says the selected cell's word, in the background (the runner's `Speaker`).
@Suite("The speak key", .timeLimit(.minutes(15)))
struct SpeakKeyTests {
    @Test func ctrlSSaysTheSelectedGivenInItsLanguage() throws {
        var app = Fixtures.app(try BoxShape(rows: 2, columns: 2))
        app.canSpeak = true
        let game = try #require(app.play?.game)
        let given = try #require(game.givens.firstIndex { $0 != 0 })
        app.play?.selected = given
        let effects = app.handle(.control("s"))
        let expected = try #require(game.utterance(at: given))
        #expect(effects == [.speak(expected)])
        #expect(expected.language == game.setup.shownLanguage)
        // Not a move: the board and the counts are as they were.
        #expect(app.play?.game.cells == game.cells && app.play?.game.peeksLeft == game.peeksLeft)
    }

    /// A bank word is heard before it is placed: typed (or Tab-completed), then ^S, in its own
    /// language; the entry stays, and nothing is placed.
    @Test func ctrlSWhileTypingSaysTheTypedBankWord() throws {
        var app = Fixtures.app(try BoxShape(rows: 2, columns: 2))
        app.canSpeak = true
        let game = try #require(app.play?.game)
        let empty = try #require(game.cells.firstIndex(of: 0))
        app.play?.selected = empty
        let word = game.setup.answerWord(Int(game.solution[empty]))
        _ = Fixtures.type(word, into: &app)
        #expect(app.play?.entry == word)
        let effects = app.handle(.control("s"))
        let expected = try #require(game.utterance(of: word))
        #expect(effects == [.speak(expected)])
        #expect(expected.text == word && expected.language == game.setup.answerLanguage)
        #expect(app.play?.entry == word)
        #expect(app.play?.game.cells == game.cells)
        // A word of the givens' language is said in that language, as line mode's `say`.
        let given = game.setup.pairs[0].shown(game.setup.shownSide)
        app.play?.entry = given
        #expect(app.handle(.control("s")) == [.speak(try #require(game.utterance(of: given)))])
        #expect(try #require(game.utterance(of: given)).language == game.setup.shownLanguage)
    }

    @Test func anEmptyCellHasNothingToSay() throws {
        var app = Fixtures.app(try BoxShape(rows: 2, columns: 2))
        app.canSpeak = true
        let empty = try #require(app.play?.game.cells.firstIndex(of: 0))
        app.play?.selected = empty
        #expect(app.handle(.control("s")) == [])
        #expect(app.render(width: 80, height: 24).text.contains("Nothing to say: the cell is empty."))
    }

    /// Without espeak-ng the key says how to get it, in the player's language, and the game
    /// goes on as before.
    @Test(arguments: [UILanguage.en, .fr])
    func withoutEspeakTheKeySaysHowToGetIt(language: UILanguage) throws {
        var app = Fixtures.app(try BoxShape(rows: 2, columns: 2), language: language)
        #expect(!app.canSpeak)
        #expect(app.handle(.control("s")) == [])
        let screen = app.render(width: 120, height: 30).text
        #expect(screen.contains(language == .en ? "sudo apt install espeak-ng" : "Sous Debian ou Ubuntu"))
    }

    @Test func aProblemFoundInTheBackgroundIsShownUnderTheBoard() throws {
        var app = Fixtures.app(try BoxShape(rows: 2, columns: 2))
        let told = app.tell(SpeechProblem.noSoundDevice.text)
        #expect(told)
        #expect(app.render(width: 80, height: 24).text.contains("No sound device"))
        var menu = Fixtures.app()
        let toldOnTheMenu = menu.tell(SpeechProblem.noSoundDevice.text)
        #expect(!toldOnTheMenu)
    }
}
