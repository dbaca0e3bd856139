import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// Issue 29, items 4 and 5 on the full screen: New game's "Speak the words" says every word
/// placed rightly (for a child who cannot read yet), and Options sets speech, its rate and a
/// voice per language, kept in the settings.
@Suite("Speaking the words on the full screen", .timeLimit(.minutes(15)))
struct SpeakWordsTests {
    /// Starts a game from the New game form with "Speak the words" turned on (→).
    static func speakingGame(_ app: inout TerminalApp) throws {
        FormsAndPagesTests.form(&app, at: .speak)
        let english = app.settings.language == .en
        func row() -> String {
            let rows = app.render(width: 80, height: 24).text.split(separator: "\n").map(String.init)
            return rows.first { $0.contains(english ? "Speak the words" : "Dire les mots") } ?? ""
        }
        #expect(row().hasSuffix(english ? "‹ off ›" : "‹ non ›"), "\(row())")
        _ = app.handle(.right)
        #expect(app.newGame.speakWords)
        #expect(row().contains(english ? "‹ on" : "‹ oui"), "\(row())")
        // Speech off in Options: the form says so beside the choice.
        #expect(row().contains(ScreenText.speakNeedsSpeechOn(app.settings.language)) == !app.settings.speech.isOn, "\(row())")
        #expect(app.handle(.enter) == [.slowWork])
        app.doSlowWork()
        #expect(app.screen == .game)
    }

    /// Places `symbol` in the selected cell by its number.
    static func place(_ symbol: Int, at cell: Int, in app: inout TerminalApp) -> [TerminalApp.Effect] {
        app.play?.selected = cell
        return app.handle(.character(Character(String(symbol))))
    }

    @Test func aWordPlacedRightlyIsSaidInTheLanguageWrittenAndAWrongOneIsNot() throws {
        var app = FormsAndPagesTests.app()
        app.canSpeak = true
        try Self.speakingGame(&app)
        let game = try #require(app.play?.game)
        #expect(game.setup.speaksWords == true)
        let empty = GameFixturesOnScreen.emptyCells(game)
        let right = Int(game.solution[empty[0]]), wrong = right % game.shape.size + 1
        #expect(!Self.place(wrong, at: empty[0], in: &app).contains { if case .speak = $0 { true } else { false } })
        let effects = Self.place(right, at: empty[0], in: &app)
        var expected = try #require(Utterance(game.setup.answerWord(right), language: game.setup.answerLanguage))
        expected.rate = SpeechSettings.defaultRate
        #expect(effects == [.speak(expected)])
        #expect(expected.language == "fr")
        // The choice is New game's next first value, as its other choices are.
        #expect(app.services.store.loadSettings().speakWords)
    }

    /// Without the form's choice nothing is said; with speech off in Options, nothing either,
    /// and ^S says how to turn it on.
    @Test func aGameThatDoesNotSpeakAndSpeechOffSayNothing() throws {
        var app = FormsAndPagesTests.app()
        app.canSpeak = true
        FormsAndPagesTests.form(&app, at: .start)
        _ = app.handle(.enter)
        app.doSlowWork()
        let game = try #require(app.play?.game)
        #expect(game.setup.speaksWords == nil)
        let empty = GameFixturesOnScreen.emptyCells(game)
        #expect(Self.place(Int(game.solution[empty[0]]), at: empty[0], in: &app) == [])

        var quiet = FormsAndPagesTests.app(language: .fr)
        quiet.canSpeak = true
        quiet.settings.speech.isOn = false
        try Self.speakingGame(&quiet)
        let spoken = try #require(quiet.play?.game)
        let cells = GameFixturesOnScreen.emptyCells(spoken)
        #expect(Self.place(Int(spoken.solution[cells[0]]), at: cells[0], in: &quiet) == [])
        quiet.play?.selected = try #require(spoken.givens.firstIndex { $0 != 0 })
        #expect(quiet.handle(.control("s")) == [])
        #expect(quiet.render(width: 100, height: 30).text.contains("La parole est désactivée"))
    }

    /// Options: speech on or off, "Speak the words" for new games, the rate in steps of 20
    /// within 80…260, and a voice per language among espeak-ng's, each kept at once.
    @Test func optionsSetSpeechTheRateAndAVoicePerLanguage() throws {
        var app = FormsAndPagesTests.app()
        app.canSpeak = true
        app.voicesFor = { code in code == "fr" ? ["fr", "fr-be", "fr-fr"] : ["en-gb", "en-us"] }
        app.menuIndex = try #require(app.menuItems.firstIndex(of: .options))
        _ = app.handle(.enter)
        #expect(app.screen == .options)
        func go(_ row: TerminalApp.OptionRow) { while app.optionsIndex != row.rawValue { _ = app.handle(.down) } }
        func saved() -> Settings { app.services.store.loadSettings() }
        go(.speech)
        _ = app.handle(.right)
        #expect(!saved().speech)
        _ = app.handle(.right)
        #expect(saved().speech)
        go(.speakWords)
        _ = app.handle(.enter)
        #expect(saved().speakWords && app.newGame.speakWords)
        go(.speechRate)
        _ = app.handle(.right)
        #expect(saved().speechRate == 160)
        for _ in 0..<10 { _ = app.handle(.right) }
        #expect(saved().speechRate == 260)
        for _ in 0..<20 { _ = app.handle(.left) }
        #expect(saved().speechRate == 80)
        go(.voiceLanguage)
        while app.voiceLanguage != "fr" { _ = app.handle(.right) }
        go(.voice)
        #expect(app.render(width: 80, height: 24).text.contains("auto (the list's, else the language's)"))
        _ = app.handle(.right)
        _ = app.handle(.right)
        #expect(saved().voices == ["fr": "fr-be"])
        #expect(app.render(width: 80, height: 24).text.contains("‹ fr-be ›"))
        // Every row fits 80×24 with the help line, in both languages.
        for language in [UILanguage.en, .fr] {
            app.settings.language = language
            let screen = app.render(width: 80, height: 24).text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(screen.contains { $0.contains(language == .en ? "Your name" : "Votre nom") })
        }
        // Auto again gives the choice back to the list.
        for _ in 0..<2 { _ = app.handle(.left) }
        #expect(saved().voices.isEmpty)
    }

    /// Without espeak-ng, the speech rows say how to get it.
    @Test func withoutEspeakOptionsSaysHowToGetIt() throws {
        var app = FormsAndPagesTests.app()
        app.menuIndex = try #require(app.menuItems.firstIndex(of: .options))
        _ = app.handle(.enter)
        while app.optionsIndex != TerminalApp.OptionRow.speechRate.rawValue { _ = app.handle(.down) }
        #expect(app.render(width: 80, height: 24).text.contains("sudo apt install espeak-ng"))
    }
}

extension SpeakWordsTests {
    /// A review game with `speak-words` on in the settings: when the results' board closes, the
    /// recall check's first question is said, in the givens' language, and the next after an answer.
    @Test func theRecallChecksQuestionsAreSaid() throws {
        let store = Fixtures.Store()
        var settings = store.store.loadSettings()
        settings.speakWords = true
        try store.store.saveSettings(settings)
        var request = GameRequest(settings: settings, player: "ada")
        request.speakWords = true
        var app = try ReviewMenuTests.app(due: 3, store: store, request: request)
        app.canSpeak = true
        app.menuIndex = try #require(app.menuItems.firstIndex(of: .review))
        _ = app.handle(.enter)
        app.doSlowWork()
        var game = try #require(app.play?.lifecycle)
        #expect(game.session.setup.speaksWords == true)
        for cell in game.session.givens.indices where game.session.givens[cell] == 0 {
            game.play(.place(cell: cell, symbol: Int(game.session.solution[cell])))
        }
        app.endPlay()
        app.showResults(of: game)
        let check = try #require(app.recall)
        let asked = try #require(check.asked)
        let first = try #require(Utterance(asked, language: game.session.setup.shownLanguage))
        #expect(app.handle(.enter) == [.speak(SpeechSettings().voiced(first))])
        _ = Fixtures.type("nonsense", into: &app)
        let next = app.handle(.enter)
        if let asked = app.recall?.asked {
            #expect(next == [.speak(SpeechSettings().voiced(Utterance(asked, language: game.session.setup.shownLanguage)!))])
        }
    }
}

/// The empty cells of a game on screen.
enum GameFixturesOnScreen {
    static func emptyCells(_ game: GameSession) -> [Int] { game.givens.indices.filter { game.givens[$0] == 0 } }
}
