import Foundation
import Testing
@testable import WordSudokuKit
@testable import TerminalUI

/// The results screen's recall check: the kit's `RecallCheck` asked at the foot of the results,
/// answered by typing, skipped with Esc; each answer written to the memory as line mode does.
@Suite("Recall check on the results screen", .timeLimit(.minutes(15)))
struct RecallCheckScreenTests {
    static let now = ReviewMenuTests.now

    /// The results of a review game of three due animals, solved without a mistake.
    static func results(store: Fixtures.Store, language: UILanguage = .en) throws -> TerminalApp {
        var app = try ReviewMenuTests.app(due: 3, language: language, store: store)
        app.menuIndex = try #require(app.menuItems.firstIndex(of: .review))
        _ = app.handle(.enter)
        app.doSlowWork()
        var game = try #require(app.play?.lifecycle)
        for cell in game.session.givens.indices where game.session.givens[cell] == 0 {
            game.play(.place(cell: cell, symbol: Int(game.session.solution[cell])))
        }
        app.endPlay()
        app.showResults(of: game)
        // The board first (issue 26, item 10), then the figures and the check.
        #expect(app.showsResultsBoard && app.recall != nil)
        _ = app.handle(.enter)
        return app
    }

    @Test(arguments: UILanguage.allCases)
    func theResultsAskTheDueWordsAndFitIn80x24(language: UILanguage) throws {
        let store = Fixtures.Store()
        let app = try Self.results(store: store, language: language)
        let check = try #require(app.recall)
        // The three due words, then the new word if the learner had a cell of it to fill (a
        // first recall, to confirm).
        let session = try #require(app.finished?.session)
        let newWordFilled = session.givens.indices.contains { session.givens[$0] == 0 && session.evidence[Int(session.solution[$0]) - 1].rating == .good
            && !check.symbols.prefix(3).contains(Int(session.solution[$0])) }
        #expect(check.symbols.count == (newWordFilled ? 4 : 3))
        let buffer = app.render(width: 80, height: 24)
        #expect(buffer.text.contains(GameText.recallPrompt(check.asked!, check.setup, language)))
        let count = check.symbols.count
        #expect(buffer.text.contains(language == .en ? "Recall check 1/\(count):" : "Rappel 1/\(count) :"))
        #expect(buffer.lines.allSatisfy { DisplayWidth.of($0) == 80 })
        #expect(buffer.lines.last?.hasPrefix(language == .en ? "Type the translation" : "Tapez la traduction") == true)
        #expect(!buffer.text.contains("…"), "nothing cut at 80×24")
        // At 60 columns, the narrowest a 9×9 plays in, the key line still says how to skip.
        let narrow = app.render(width: 60, height: 20)
        #expect(narrow.lines.last?.trimmingCharacters(in: .whitespaces).hasSuffix(language == .en ? "Esc skips" : "Échap passe") == true, "\(narrow.lines.last ?? "")")
    }

    /// A command typed in the answer field (`help`) is not judged: the check says what it
    /// waits for, as line mode does; `finish` ends the check.
    @Test func aCommandTypedAtThePromptIsNotJudged() throws {
        let store = Fixtures.Store()
        var app = try Self.results(store: store)
        let before = store.store.loadMemory(now: Self.now)
        _ = Fixtures.type("help", into: &app)
        _ = app.handle(.enter)
        #expect(app.recall?.answered == 0)
        #expect(app.render(width: 80, height: 24).text.contains("The game is over; the recall check asks a translation"))
        #expect(store.store.loadMemory(now: Self.now) == before)
        _ = Fixtures.type("finish", into: &app)
        _ = app.handle(.enter)
        #expect(app.recall == nil)
        #expect(store.store.loadMemory(now: Self.now) == before)
    }

    @Test func aTypedAnswerIsJudgedAndReviewedThenEscSkipsTheRest() throws {
        let store = Fixtures.Store()
        var app = try Self.results(store: store)
        let check = try #require(app.recall)
        let setup = try #require(app.finished?.session.setup)
        let pair = setup.pairs[check.symbols[0] - 1]
        let before = store.store.loadMemory(now: Self.now).record(player: "ada", pair: pair)?.state
        _ = Fixtures.type(setup.answerWord(check.symbols[0]), into: &app)
        _ = app.handle(.enter)
        #expect(store.store.loadMemory(now: Self.now).record(player: "ada", pair: pair)?.state
                == FSRS.review(before, rating: .good, at: Self.now,
                               fuzz: LearnerMemory.intervalFuzz(player: "ada", key: pair.memoryKey, reviewsBefore: before?.reps ?? 0)))
        #expect(app.render(width: 80, height: 24).text.contains("Right."))
        #expect(app.recall?.answered == 1)

        let memory = store.store.loadMemory(now: Self.now)
        _ = app.handle(.escape)
        #expect(app.recall == nil && app.screen == .results)
        #expect(app.render(width: 80, height: 24).text.contains("Recall check skipped (1 answered)."))
        #expect(store.store.loadMemory(now: Self.now) == memory, "the words not answered get no evidence")
        _ = app.handle(.enter)
        #expect(app.screen == .menu)
    }

    /// A word not known in the check joins the words to review on the results, where "No word
    /// missed" stood above "Recall check: 0 of 1 right" (a play-tester's report).
    @Test func aWordNotKnownInTheCheckIsListedToReview() throws {
        let store = Fixtures.Store()
        var app = try Self.results(store: store)
        let check = try #require(app.recall)
        let setup = try #require(app.finished?.session.setup)
        let pair = setup.pairs[check.symbols[0] - 1]
        #expect(app.render(width: 80, height: 24).text.contains("No word missed."))
        _ = Fixtures.type("?", into: &app)
        _ = app.handle(.enter)
        _ = app.handle(.escape)
        let text = app.render(width: 80, height: 24).text
        #expect(!text.contains("No word missed."), "\(text)")
        #expect(text.contains("\(pair.first[0]) — \(pair.second[0])"), "\(text)")
        #expect(text.contains("To review tomorrow:"), "\(text)")
    }

    @Test func qIsALetterOfTheAnswerWhileTheCheckAsks() throws {
        let store = Fixtures.Store()
        var app = try Self.results(store: store)
        _ = app.handle(.character("q"))
        #expect(app.screen == .results && app.recallTyped == "q")
        _ = app.handle(.backspace)
        #expect(app.recallTyped.isEmpty)
    }
}
