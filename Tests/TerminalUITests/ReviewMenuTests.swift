import Foundation
import Testing
@testable import WordSudokuKit
@testable import TerminalUI

/// The menu's *Review — N words due*: counted by the kit from the store's memory, shown only
/// when words are due, and opening the kit's review game.
@Suite("Review in the menu", .timeLimit(.minutes(15)))
struct ReviewMenuTests {
    /// 2026-11-20 09:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_165_200)
    static let animals = BuiltInWordLists.named("animals")!.list

    /// An app on a store whose memory has `due` animals answered right ten days ago (due now).
    static func app(due: Int, language: UILanguage = .en, store: Fixtures.Store,
                    request: GameRequest = GameRequest(settings: Settings(), player: "ada")) throws -> TerminalApp {
        var memory = LearnerMemory()
        for pair in Self.animals.pairs.prefix(due) {
            memory.record(player: "ada", pair: pair, rating: .good, at: Self.now - 10 * 86_400)
        }
        try store.store.save(memory, to: .memory)
        let services = GameServices.test(store: store, date: Self.now, request: request)
        return TerminalApp(settings: AppSettings(language: language), services: services)
    }

    @Test(arguments: UILanguage.allCases)
    func theMenuSaysHowManyWordsAreDue(language: UILanguage) throws {
        let store = Fixtures.Store()
        let app = try Self.app(due: 3, language: language, store: store)
        let text = app.render(width: 80, height: 24).text
        #expect(text.contains(language == .en ? "Review — 3 words due" : "Révision — 3 mots à revoir"), "\(text)")
    }

    @Test func noWordDueShowsNoReviewItem() throws {
        let store = Fixtures.Store()
        let app = try Self.app(due: 0, store: store)
        #expect(!app.render(width: 80, height: 24).text.contains("Review"))
        #expect(!app.menuItems.contains(.review))
    }

    @Test func theItemOpensTheReviewGameOfTheDueWords() throws {
        let store = Fixtures.Store()
        var app = try Self.app(due: 3, store: store)
        app.menuIndex = try #require(app.menuItems.firstIndex(of: .review))
        #expect(app.handle(.enter) == [.slowWork])
        app.doSlowWork()
        #expect(app.screen == .game)
        let setup = try #require(app.play?.lifecycle.session.setup)
        #expect(setup.listName == "review" && setup.shape.size == 4)
        #expect(Set(Self.animals.pairs.prefix(3)).isSubset(of: Set(setup.pairs)))
        #expect(store.saved?.setup.pairs == setup.pairs, "started and saved like any game")
    }
}
