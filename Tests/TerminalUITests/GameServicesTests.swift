import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit
@testable import TerminalUI

/// The services the program ships (`GameServices.live`), built here as the program builds them
/// but on a temporary store, a fixed date and a fixed seed (`GameServices.test`): New game
/// starts on the settings and keeps its choices there, Options are kept in the settings, the
/// Statistics page is `stats`'s with the learner memory, and the date and the randomness are
/// those passed in.
@Suite("The shipped game services", .timeLimit(.minutes(15)))
struct GameServicesTests {
    static let animals = BuiltInWordLists.named("animals")!.list

    @Test(arguments: UILanguage.allCases)
    func theStatisticsPageShowsTheMemorysDueWords(language: UILanguage) throws {
        let store = Fixtures.Store()
        var memory = LearnerMemory()
        // Answered right ten days before the services' date: due now.
        for pair in Self.animals.pairs.prefix(3) {
            memory.record(player: "ada", pair: pair, rating: .good, at: Fixtures.now - 10 * 86_400)
        }
        try store.store.save(memory, to: .memory)
        var app = TerminalApp(settings: AppSettings(language: language), services: .test(store: store))
        let due = language == .en ? "Words due today: 3; tomorrow: 0;" : "Mots à revoir aujourd’hui : 3 ; demain : 0 ;"
        #expect(app.services.statistics(language).contains { $0.hasPrefix(due) })
        // On the page, after scrolling to it if need be.
        app.screen = .statistics
        var seen = app.render(width: 80, height: 24).text
        for _ in 0..<10 where !seen.contains(due) {
            _ = app.handle(.pageDown)
            seen = app.render(width: 80, height: 24).text
        }
        #expect(seen.contains(due), "\(seen)")
    }

    @Test func optionsChangesAreKeptInTheSettings() {
        let store = Fixtures.Store()
        var app = Fixtures.app(store: store)
        app.screen = .options
        _ = app.handle(.right)  // language: French
        _ = app.handle(.down)
        _ = app.handle(.right)  // colours: high contrast
        _ = app.handle(.down)
        _ = app.handle(.enter)  // timer: off
        _ = app.handle(.down)
        _ = app.handle(.down)
        _ = app.handle(.enter)  // h j k l: on
        let saved = store.store.loadSettings()
        #expect(saved.uiLanguage == .fr && saved.colours && saved.highContrast)
        #expect(!saved.showTimer && saved.vimKeys && saved.sound)
        // Read back as the next run reads them, they are the screen's settings.
        #expect(AppSettings(settings: saved, language: .fr, player: "", environment: [:]) == app.settings)
    }

    /// Only the option changed is written: the language of this run (from LANG), its "no
    /// colour" (NO_COLOR) stay this run's. Turning the sound off once wrote the language of the
    /// moment, and the program then ignored LANG for good (found by a play-tester).
    @Test func changingOneOptionKeepsOnlyThatOne() {
        let store = Fixtures.Store()
        var app = Fixtures.app(store: store)
        app.settings = AppSettings(settings: Settings(), language: .fr, player: "", environment: ["NO_COLOR": "1"])
        #expect(app.settings.theme == .none)
        app.screen = .options
        app.optionsIndex = TerminalApp.OptionRow.sound.rawValue
        _ = app.handle(.enter)  // sound: off
        let saved = store.store.loadSettings()
        #expect(!saved.sound)
        #expect(saved.uiLanguage == nil, "the language of this run was written: \(String(describing: saved.uiLanguage))")
        #expect(saved.colours && !saved.highContrast)
    }

    @Test func newGameStartsOnTheSettingsChoices() throws {
        let store = Fixtures.Store()
        var settings = Settings()
        let other = try #require(BuiltInWordLists.all.last)
        (settings.boxRows, settings.boxColumns, settings.grade) = (2, 4, 3)
        (settings.list, settings.shownLanguage, settings.mode) = (other.name, "fr", .atFinish)
        var app = TerminalApp(settings: AppSettings(language: .en), services: .test(store: store, settings: settings))
        _ = app.handle(.enter)
        #expect(app.screen == .newGame)
        #expect(app.newGame.shape == (try BoxShape(rows: 2, columns: 4)))
        #expect(app.newGame.grade == .medium)
        #expect(app.services.lists[app.newGame.listIndex].name == other.name)
        #expect(app.newGame.givenSide == .second && !app.newGame.immediate)
    }

    @Test func aNewGamesChoicesAreTheNextNewGamesFirstValues() throws {
        let store = Fixtures.Store()
        var app = Fixtures.app(store: store)
        _ = app.handle(.enter)
        #expect(app.newGame.shape.size == 6)
        _ = app.handle(.left)  // 4×4
        #expect(app.handle(.enter) == [.slowWork])
        app.doSlowWork()
        let game = try #require(app.play?.game)
        #expect(game.shape.size == 4)
        let saved = store.store.loadSettings()
        #expect((saved.boxRows, saved.boxColumns, saved.list, saved.player) == (2, 2, "animals", game.setup.player))
        // The next run's New game starts there.
        let next = GameServices.test(store: store)
        #expect(next.defaultChoice?.shape == game.shape)
    }

    /// The same seed makes the same game; another seed another one.
    @Test func theRandomnessPassedInMakesTheGame() throws {
        func game(seed: UInt64) throws -> GameSession {
            let services = GameServices.test(store: Fixtures.Store(), seed: seed)
            let choice = try #require(services.defaultChoice)
            return try #require(try services.newGame(choice, services.lists[choice.listIndex], { true })?.get())
        }
        let first = try game(seed: 5), again = try game(seed: 5), other = try game(seed: 6)
        #expect(first.givens == again.givens && first.setup.pairs == again.setup.pairs)
        #expect(first.givens != other.givens || first.setup.pairs != other.setup.pairs)
    }

    @Test func todayAndThePuzzleOfTheDayFollowTheDatePassedIn() throws {
        let services = GameServices.test(store: Fixtures.Store())
        let today = CivilDate.today(now: Fixtures.now)
        #expect(services.today() == (today.year, today.month, today.day))
        let daily = try #require(services.daily(false, { true }))
        #expect(daily.setup.dailyDate == today.description)
    }
}

/// Issue 27: a change made in Options that cannot be written is said, and counts as data left
/// unwritten (status 73 when the program ends), instead of being dropped silently.
@Suite("Options that cannot be kept", .timeLimit(.minutes(15)))
struct OptionsUnwrittenTests {
    @Test(arguments: UILanguage.allCases)
    func aSettingsSaveThatFailsIsSaidAndLeftUnwritten(language: UILanguage) throws {
        let store = Fixtures.Store()
        // A file where the data folder should be: nothing can be written under it.
        let blocker = store.directory + "-file"
        try #require(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        var app = TerminalApp(settings: AppSettings(language: language),
                              services: .test(store: Fixtures.Store(directory: blocker + "/home")))
        app.screen = .options
        _ = app.handle(.down)
        _ = app.handle(.down)
        _ = app.handle(.enter)  // the timer: off
        let failure = try #require(app.unwritten)
        #expect(failure.path.hasPrefix(blocker))
        let text = app.render(width: 80, height: 24)
        #expect(text.showsWhole(failure.text(language)), "\(text.text)")
        #expect(!app.settings.showTimer, "the change still applies to this run")
    }
}

extension OptionsUnwrittenTests {
    /// The New game choices kept as the next game's first values: a failed write is data left
    /// unwritten too, while the game itself is saved and played.
    @Test func aNewGamesChoicesThatCannotBeKeptAreLeftUnwritten() throws {
        let store = Fixtures.Store()
        // settings.json is a folder: the settings cannot be written, the game can.
        try FileManager.default.createDirectory(atPath: store.directory + "/settings.json", withIntermediateDirectories: true)
        var app = Fixtures.app(store: store)
        #expect(app.unwritten == nil)
        _ = app.handle(.enter)
        _ = app.handle(.left)  // 4×4
        #expect(app.handle(.enter) == [.slowWork])
        app.doSlowWork()
        #expect(app.play?.game.shape.size == 4)
        #expect(store.saved != nil, "the game is saved")
        let failure = try #require(app.unwritten)
        #expect(failure.path.hasSuffix("settings.json"))
    }
}
