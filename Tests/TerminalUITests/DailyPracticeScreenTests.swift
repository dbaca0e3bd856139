import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// Issue 26, item 9: the puzzle of the day, once solved, was played again from the menu without
/// a word, and the replay could set a record. The menu's item now says when and how the day
/// was solved (the kit's `DailyReplay`) and offers a practice replay, which Enter starts.
@Suite("The puzzle of the day solved, on screen", .timeLimit(.minutes(15)))
struct DailyPracticeScreenTests {
    @Test(arguments: [(UILanguage.en, 80, 24), (.fr, 80, 24), (.en, 120, 40)])
    func aSolvedDayIsSaidAndOfferedAsPractice(language: UILanguage, width: Int, height: Int) throws {
        let store = Fixtures.Store(), clock = Fixtures.Clock()
        var app = Fixtures.app(language: language, clock: clock, store: store)
        let today = app.services.today()
        let day = try #require(CivilDate(year: today.year, month: today.month, day: today.day))
        func daily(_ practice: Bool) -> GameSession {
            var request = GameRequest(settings: Settings(), player: "ada")
            request.applyDaily(day, practice: practice)
            return try! GameLifecycle.plan(request, in: store.store).make(shouldContinue: { true })!
        }
        var asked: [Bool] = []
        app.services.daily = { practice, _ in
            asked.append(practice)
            return daily(practice)
        }
        // Not solved yet: the menu starts the day's puzzle for the streak.
        while app.menuItems[app.menuIndex] != .daily { _ = app.handle(.down) }
        #expect(app.handle(.enter) == [.slowWork])
        app.doSlowWork()
        #expect(asked == [false] && app.screen == .game && app.play?.game.setup.practice == nil)
        // The game's screen says it is the puzzle of the day, and which day.
        let title = GameText.dailyTitle(day.description)(language)
        let dayScreen = app.render(width: width, height: height)
        #expect(dayScreen.showsWhole(title), "\(dayScreen.text)")
        // Solved, and recorded.
        var game = try #require(app.play?.lifecycle)
        for cell in game.session.givens.indices where game.session.givens[cell] == 0 {
            clock.time += 10
            game.play(.place(cell: cell, symbol: Int(game.session.solution[cell])))
        }
        let result = try #require(game.session.result)
        app.endPlay()
        app.screen = .menu
        let leaderboard = store.store.loadLeaderboard()

        // Asked again: said, and offered.
        #expect(app.handle(.enter).isEmpty)
        #expect(app.screen == .dailyPractice)
        let buffer = app.render(width: width, height: height)
        let replay = try #require(DailyReplay(day, record: store.store.loadDailyRecord()))
        #expect(replay.solve.seconds == result.seconds && replay.solve.score == result.score)
        #expect(buffer.showsWhole(replay.notice(language)), "\(buffer.text)")
        #expect(buffer.showsWhole(GameTimer.format(seconds: result.seconds) + ","))
        #expect(buffer.text.contains(ScreenText.dailyPracticeHelp(language)))
        // Esc: back to the menu, nothing started.
        _ = app.handle(.escape)
        #expect(app.screen == .menu && asked == [false])
        // Enter on the offer: the practice replay.
        _ = app.handle(.enter)
        #expect(app.handle(.enter) == [.slowWork])
        app.doSlowWork()
        #expect(asked == [false, true])
        #expect(app.screen == .game && app.play?.game.setup.practice == true)
        // The replay's screen says it is practice.
        let practiceSetup = try #require(app.play?.game.setup)
        let practiceOccasion = try #require(GameText.occasion(practiceSetup))
        let practiceTitle = practiceOccasion(language)
        #expect(practiceTitle.hasPrefix(title) && practiceTitle.count > title.count)
        let practiceScreen = app.render(width: width, height: height)
        #expect(practiceScreen.showsWhole(practiceTitle), "\(practiceScreen.text)")
        var practice = try #require(app.play?.lifecycle)
        for cell in practice.session.givens.indices where practice.session.givens[cell] == 0 {
            clock.time += 1
            practice.play(.place(cell: cell, symbol: Int(practice.session.solution[cell])))
        }
        #expect(store.store.loadLeaderboard() == leaderboard, "a practice replay sets no record")
        #expect(practice.announcements == [DailyReplay.practiceFinished])
    }
}
