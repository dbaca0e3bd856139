import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// The New game form offers only what works and asks for the player's name; Options edits the
/// name; the Statistics and Calendar screens fit 80 columns in both languages without cutting.
@Suite("Forms and pages", .timeLimit(.minutes(15)))
struct FormsAndPagesTests {
    /// An app on the program's services whose teacher's lists are Animals (16 pairs), Short
    /// (5 pairs) and a broken file, after the built-in lists.
    static func app(language: UILanguage = .en) -> TerminalApp {
        let store = Fixtures.Store()
        let animals = WordList(title: "Animals", languages: ["en", "fr"], pairs: Fixtures.animals)
        let short = WordList(title: "Short", languages: ["en", "fr"], pairs: Array(Fixtures.animals.prefix(5)))
        try! FileManager.default.createDirectory(atPath: store.directory + "/lists", withIntermediateDirectories: true)
        try! Data("{\"title\": \"Broken\", \"languages\": [\"en\"]}".utf8).write(to: URL(fileURLWithPath: store.directory + "/lists/broken.json"))
        let services = GameServices.test(store: store, lists: [animals, short])
        return TerminalApp(settings: AppSettings(language: language), services: services)
    }

    /// The name of the list the New game form is on.
    static func listName(_ app: TerminalApp) -> String { app.services.lists[app.newGame.listIndex].name }

    /// Opens New game with the cursor on `field`.
    static func form(_ app: inout TerminalApp, at field: NewGameForm.Field) {
        _ = app.handle(.enter)
        while app.newGame.field != field { _ = app.handle(.down) }
    }

    @Test(arguments: Fixtures.shapes)
    func theGradeFieldOffersOnlyTheShapesGrades(shape: BoxShape) {
        var app = Self.app()
        Self.form(&app, at: .size)
        while app.newGame.shape != shape { _ = app.handle(.right) }
        _ = app.handle(.down)
        var seen: Set<Grade> = []
        for _ in 0..<6 {
            seen.insert(app.newGame.grade)
            _ = app.handle(.right)
        }
        #expect(seen == Set(Generator.offeredGrades(for: shape)))
        #expect(shape.size != 4 || seen == [.beginner, .easy, .medium])
    }

    @Test func changingTheSizeClampsTheGrade() {
        var app = Self.app()
        Self.form(&app, at: .size)
        while app.newGame.shape.size != 9 { _ = app.handle(.right) }
        _ = app.handle(.down)
        while app.newGame.grade != .expert { _ = app.handle(.right) }
        _ = app.handle(.up)
        while app.newGame.shape.size != 4 { _ = app.handle(.left) }
        #expect(app.newGame.grade == .medium)
        #expect(app.render(width: 80, height: 24).text.contains("‹ medium ›"))
    }

    @Test func theListFieldSkipsListsTooShortForTheSizeButShowsBrokenOnes() {
        var app = Self.app()
        Self.form(&app, at: .size)
        while app.newGame.shape.size != 6 { _ = app.handle(.right) }
        _ = app.handle(.down)
        _ = app.handle(.down)
        var seen: Set<String> = []
        for _ in 0...app.services.lists.count {
            seen.insert(Self.listName(app))
            _ = app.handle(.right)
        }
        // Animals and the broken file (with its problem), not Short.
        #expect(seen.contains("Animals") && seen.contains("broken") && !seen.contains("Short"))
        while Self.listName(app) != "broken" { _ = app.handle(.right) }
        #expect(app.render(width: 80, height: 24).text.contains("cannot be used"))
        // On 4×4 Short fits and is offered; back on 6×6 it stays chosen, marked too short.
        _ = app.handle(.up)
        _ = app.handle(.up)
        while app.newGame.shape.size != 4 { _ = app.handle(.left) }
        _ = app.handle(.down)
        _ = app.handle(.down)
        while Self.listName(app) != "Short" { _ = app.handle(.right) }
        _ = app.handle(.up)
        _ = app.handle(.up)
        _ = app.handle(.right)
        #expect(app.newGame.shape.size == 6 && Self.listName(app) == "Short")
        #expect(app.render(width: 80, height: 24).text.contains("Short (5 pairs) — too short for 6×6"))
        #expect(app.handle(.enter) == [])
        #expect(app.newGame.failure != nil)
    }

    @Test func theGameIsRecordedUnderTheNameTypedInTheForm() {
        var app = Self.app()
        Self.form(&app, at: .player)
        #expect(app.newGame.player == "Guest")
        for _ in 0..<5 { _ = app.handle(.backspace) }
        // Letters that are commands elsewhere (j, k, q) type in the name field.
        _ = Fixtures.type("Jo kq", into: &app)
        #expect(app.screen == .newGame)
        #expect(app.render(width: 80, height: 24).text.contains("[ Jo kq_ ]"))
        #expect(app.handle(.enter) == [.slowWork])
        app.doSlowWork()
        #expect(app.play?.game.setup.player == "Jo kq")
        #expect(app.settings.player == "Jo kq")
    }

    @Test func anEmptyNameIsTheDefaultInTheInterfacesLanguage() {
        var app = Self.app(language: .fr)
        Self.form(&app, at: .player)
        #expect(app.newGame.player == "Invité")
        for _ in 0..<6 { _ = app.handle(.backspace) }
        _ = app.handle(.character(" "))
        #expect(app.handle(.enter) == [.slowWork])
        app.doSlowWork()
        #expect(app.play?.game.setup.player == "Invité")
        #expect(PlayerName.defaultName(login: "ada")(.fr) == "ada")
        #expect(PlayerName.defaultName(login: "")(.en) == "Guest")
    }

    @Test func aNameWithAControlCharacterIsRefused() {
        var app = Self.app()
        Self.form(&app, at: .player)
        _ = app.handle(.character("\u{7}"))
        #expect(app.handle(.enter) == [])
        #expect(app.newGame.failure != nil)
        #expect(app.screen == .newGame)
    }

    @Test func optionsEditTheNameAndKeepIt() {
        var app = Self.app()
        app.screen = .options
        while app.optionsIndex != TerminalApp.optionsNameRow { _ = app.handle(.down) }
        _ = Fixtures.type("Zoé", into: &app)
        #expect(app.services.store.loadSettings().player == "Zoé")
        #expect(app.newGame.player == "Zoé")
        #expect(app.render(width: 80, height: 24).text.contains("Your name"))
        _ = app.handle(.escape)
        #expect(app.screen == .menu)
    }

    /// "auto" on the Options page is the target chosen for this player once their reviews were
    /// fitted (the memory's `fits`), read as the page opens; another player's is still 85 %.
    @Test func optionsAutoIsTheTargetChosenForThePlayer() throws {
        var app = Self.app()
        app.settings.player = "ada"
        let weights = FSRS.parameters.map { "\($0)" }.joined(separator: ",")
        let memory = "{\"data\":{\"fits\":{\"ada\":{\"fitted\":1795000000,\"reviews\":120,\"target\":0.9,\"weights\":[\(weights)]}},"
            + "\"players\":{},\"recentGames\":[]},\"formatVersion\":3}\n"
        try Data(memory.utf8).write(to: URL(fileURLWithPath: app.services.store.directory + "/memory.json"))
        func openOptions() -> String {
            app.screen = .menu
            while app.menuItems[app.menuIndex] != .options { _ = app.handle(.down) }
            _ = app.handle(.enter)
            return app.render(width: 80, height: 24).text
        }
        #expect(openOptions().contains("Review when recall falls to  ‹ auto (90%) ›"))
        _ = app.handle(.escape)
        app.settings.player = "bob"
        #expect(openOptions().contains("Review when recall falls to  ‹ auto (85%) ›"))
    }

    @Test func theSoundSettingIsSonInFrench() {
        var app = Self.app(language: .fr)
        app.screen = .options
        let text = app.render(width: 80, height: 24).text
        #expect(text.contains("Son ") && !text.contains("Sonnerie"))
    }

    // MARK: Statistics and calendar at 80×24

    /// `stats` lines as the executable writes them (`StatsText`), long ones included.
    static func statistics(_ language: UILanguage) -> [String] {
        language == .en ? [
            "Games: 12 finished, 11 solved, 1:02:03 played.",
            "  2026-11-23  Alexandrine  9×9, grade 5 expert  weather-and-seasons  not solved  12:34  mistakes 3  hints 2  peeks 1  score 417",
            "  2026-11-23  ada  4×4, grade 1 beginner  animals  solved  0:45  mistakes 0  hints 0  peeks 0  score 950",
            "Leaderboard (best scores; best time):",
            "  9×9, grade 5 expert: 1. Alexandrine 812, 2. ada 790, 3. Bartholomew 640; best time 10:02 (Alexandrine)",
            "Hardest words (not recalled: answered wrong, looked up, shown by a hint or a peek, or found by trying):",
            "  cat/le chat: not recalled 3, recalled 1",
        ] : [
            "Parties : 12 finies, 11 résolues, 1:02:03 de jeu.",
            "  2026-11-23  Alexandrine  9×9, niveau 5 expert  weather-and-seasons  non résolue  12:34  erreurs 3  indices 2  coups d’œil 1  score 417",
            "  2026-11-23  ada  4×4, niveau 1 débutant  animals  résolue  0:45  erreurs 0  indices 0  coups d’œil 0  score 950",
            "Classement (meilleurs scores ; meilleur temps) :",
            "  9×9, niveau 5 expert : 1. Alexandrine 812, 2. ada 790, 3. Bartholomew 640 ; meilleur temps 10:02 (Alexandrine)",
            "Mots les plus difficiles (non rappelé : réponse fausse, mot cherché, montré par un indice ou un coup d’œil, ou trouvé en essayant) :",
            "  cat/le chat : non rappelé 3, rappelé 1",
        ]
    }

    @Test(arguments: UILanguage.allCases)
    func statisticsFitIn80ColumnsWithNothingCut(language: UILanguage) {
        var app = Fixtures.app(language: language)
        app.services.statistics = Self.statistics
        app.screen = .statistics
        let buffer = app.render(width: 80, height: 24)
        let text = buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(!buffer.text.contains("…"))
        // Every line is on screen whole, wrapped between its fields: the score column is not lost.
        for line in Self.statistics(language) {
            #expect(buffer.showsWhole(line), "\(line)\n\(buffer.text)")
        }
        #expect(text.contains("score 417") && text.contains("score 950"))
    }

    @Test func statisticsScrollWhenTheyDoNotFit() {
        var app = Fixtures.app()
        app.services.statistics = { _ in (1...40).map { "line \($0)" } }
        app.screen = .statistics
        #expect(!app.render(width: 80, height: 24).text.contains("line 40"))
        for _ in 0..<4 { _ = app.handle(.pageDown) }
        #expect(app.render(width: 80, height: 24).text.contains("line 40"))
        #expect(app.screen == .statistics)
        // Scrolling stops at the end, so going back up starts at once.
        for _ in 0..<20 { _ = app.handle(.pageDown) }
        _ = app.handle(.pageUp)
        _ = app.handle(.pageUp)
        _ = app.handle(.pageUp)
        #expect(app.render(width: 80, height: 24).text.contains("line 1\n") || app.render(width: 80, height: 24).lines.contains { $0.hasPrefix("  line 1 ") })
        _ = app.handle(.enter)
        #expect(app.screen == .menu)
    }

    @Test(arguments: UILanguage.allCases)
    func theCalendarShowsTheStreakAndNeverGluesDays(language: UILanguage) {
        var app = Fixtures.app(language: language)
        app.services.solvedDays = { _, _ in [23, 24, 25] }
        app.services.streak = { 3 }
        app.services.today = { (2026, 11, 25) }
        app.calendarMonth = CalendarMonth(year: 2026, month: 11)!
        app.screen = .calendar
        let buffer = app.render(width: 80, height: 24)
        let text = buffer.text
        #expect(text.contains("23* 24* 25*"))
        #expect(!text.contains("*2"))
        // The month, the day names, the streak and the keys, each whole.
        for line in ["\(GameText.monthName(11, language)) 2026", GameText.weekdayAbbreviations(language).joined(separator: " "),
                     GameText.streak(3)(language), ScreenText.calendarHelp(language)] {
            #expect(buffer.showsWhole(line), "\(line)\n\(text)")
        }
    }

    @Test(arguments: UILanguage.allCases)
    func theRulesPageHasNoLineStartingWithPunctuation(language: UILanguage) {
        var app = Fixtures.app(language: language)
        app.screen = .rules
        for line in app.render(width: 80, height: 24).lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            #expect(!(trimmed.first.map { ";:,.".contains($0) } ?? false), "\(line)")
        }
    }

    @Test(arguments: UILanguage.allCases)
    func theNewGameFormFitsIn80x24WithAFailureShown(language: UILanguage) throws {
        var app = Self.app(language: language)
        Self.form(&app, at: .list)
        while Self.listName(app) != "broken" { _ = app.handle(.right) }
        _ = app.handle(.enter)
        let buffer = app.render(width: 80, height: 24)
        let failure = try #require(app.newGame.failure)
        // The failure, wrapped under the form, and the keys, each whole.
        for line in [failure(language), ScreenText.start(language), ScreenText.newGameHelp(language)] {
            #expect(buffer.showsWhole(line), "\(line)\n\(buffer.text)")
        }
        #expect(buffer.text.contains("broken.json"))
    }

    /// A 4×4 game finished through the kit (one word wrong first, so a word is to review), on
    /// an empty leaderboard: its results announce a new record.
    static func finished(_ language: UILanguage) -> TerminalApp {
        let store = Fixtures.Store(), clock = Fixtures.Clock()
        var app = Fixtures.app(language: language, clock: clock, store: store)
        let shape = try! BoxShape(rows: 2, columns: 2)
        var game = Fixtures.lifecycle(Fixtures.game(shape, clock: clock), store: store, clock: clock)
        let empty = (0..<shape.cellCount).filter { game.session.cells[$0] == 0 }
        let solution = game.session.solution
        _ = game.play(.place(cell: empty[0], symbol: Int(solution[empty[0]]) % 4 + 1))
        for cell in empty { _ = game.play(.place(cell: cell, symbol: Int(solution[cell]))) }
        app.finished = game
        app.screen = .results
        return app
    }

    @Test(arguments: UILanguage.allCases)
    func theResultsSayTheRecordWholeIn80Columns(language: UILanguage) {
        let app = Self.finished(language)
        #expect(app.finished?.session.result?.valid == true)
        #expect(app.finished?.announcements.isEmpty == false)
        let buffer = app.render(width: 80, height: 24)
        let text = buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(!buffer.text.contains("…"))
        // Each announcement, wrapped to the width, and the keys, whole.
        for line in (app.finished?.announcements ?? []).map({ $0(language) }) + [ScreenText.resultsSolvedHelp(language)] {
            #expect(buffer.showsWhole(line), "\(line)\n\(buffer.text)")
        }
        #expect(text.contains(language == .en ? "for this size and level" : "pour cette taille et ce niveau"))
    }

    @Test(arguments: UILanguage.allCases)
    func theWordListsScreenNeverCutsAWord(language: UILanguage) {
        var app = Fixtures.app(language: language)
        let lists = BuiltInWordLists.all.map(\.list)
        app.services.lists = BuiltInWordLists.all.map { WordListLibrary.entry(named: $0.name, list: $0.list) }
        app.screen = .wordLists
        let buffer = app.render(width: 80, height: 24)
        #expect(!buffer.text.contains("…"))
        // Each list's row, in order: its title and size, then those of its first three pairs
        // that fit (a long one is left out, a shorter one after it may still fit), each whole.
        // A row run past the edge ends in part of a pair and matches none of these.
        // After the row that makes a new list.
        let lead = app.wordListsLead
        let rows = buffer.lines.dropFirst(3 + lead).prefix(24 - 5 - lead).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(rows.count == min(lists.count, 24 - 5 - lead))
        for (row, list) in zip(rows, lists) {
            let head = "\(list.title(in: language)) (\(ScreenText.pairsCount(list.pairs.count)(language))\(list.level.map { " · \($0)" } ?? ""))"
            let samples = list.pairs.prefix(3).map { "\($0.first[0]) / \($0.second[0])" }
            let shown = (0..<(1 << samples.count)).map { mask in samples.indices.filter { mask & (1 << $0) != 0 }.map { samples[$0] } }
            let whole = shown.map { $0.isEmpty ? head : head + " — " + $0.joined(separator: ", ") }
            #expect(whole.contains(row), "\(row)")
        }
        // French titles in the French interface.
        #expect(buffer.text.contains(language == .fr ? "Les animaux (31 paires · A1)" : "Animals (31 pairs · A1)"))
    }

    /// Beyond fitting (`otherScreensFitIn80x24InBothLanguages`): nothing on these screens is
    /// cut short with "…" at 80×24, in either language.
    @Test(arguments: [TerminalApp.Screen.menu, .newGame, .rules, .statistics, .calendar, .options, .wordLists, .savedGame])
    func otherScreensCutNothingAt80x24(screen: TerminalApp.Screen) {
        for language in UILanguage.allCases {
            var app = Fixtures.app(language: language)
            app.services.statistics = Self.statistics
            app.screen = screen
            let buffer = app.render(width: 80, height: 24)
            #expect(!buffer.text.contains("…"), "\(screen) in \(language)")
            #expect(buffer.lines.allSatisfy { DisplayWidth.of($0) == 80 })
        }
    }

    /// The saved-game question names a review game as one, not as a list called "review" (a
    /// play-tester read `words “review”`); another game by its list.
    @Test func theSavedGameQuestionNamesAReviewGameAsOne() {
        let single = Fixtures.game(try! BoxShape(rows: 2, columns: 3))
        var review = single.setup
        review.code = ReviewGame.code
        review.listName = ReviewGame.listName
        let reviewGame = GameSession(setup: review, givens: single.givens, solution: single.solution, id: "r")
        #expect(ScreenText.savedGameDescription(reviewGame)(.en).contains(", a review of your words: "))
        #expect(ScreenText.savedGameDescription(reviewGame)(.fr).contains(", une révision de vos mots : "))
        #expect(ScreenText.savedGameDescription(single)(.en).contains("words “\(single.setup.listName)”: "))
    }
}
