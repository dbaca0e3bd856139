import TestSupport
import Foundation
import SudokuEngine
import WordSudokuKit
@testable import TerminalUI

/// Games and apps for the tests: fixed seeds, a clock the test moves, services that count.
enum Fixtures {
    /// Every shape the New game screen offers that an 80×24 terminal draws (up to 16×16; the
    /// 25×25 needs a bigger window and 25 pairs: `NewGameFormSizesTests`).
    static let shapes: [BoxShape] = NewGameForm.shapes.filter { $0.rows * $0.columns <= 16 }
        .map { try! BoxShape(rows: $0.rows, columns: $0.columns) }

    /// 16 animal pairs, some long enough to be cut in a narrow cell.
    static let animals: [WordPair] = [
        ("cat", "le chat"), ("dog", "le chien"), ("horse", "le cheval"), ("cow", "la vache"),
        ("pig", "le cochon"), ("sheep", "le mouton"), ("bird", "l'oiseau"), ("fish", "le poisson"),
        ("mouse", "la souris"), ("rabbit", "le lapin"), ("duck", "le canard"), ("hen", "la poule"),
        ("goat", "la chèvre"), ("frog", "la grenouille"), ("hippopotamus", "l'hippopotame"), ("wolf", "le loup"),
    ].map { WordPair(first: [$0.0], second: [$0.1]) }

    /// Wide (CJK) words, to check the grid lines stay straight.
    static let japanese: [WordPair] = [
        ("cat", "猫"), ("dog", "犬"), ("bird", "鳥"), ("fish", "魚"), ("horse", "馬"), ("cow", "牛"),
        ("mouse", "ねずみ"), ("rabbit", "うさぎ"), ("sheep", "ひつじ"), ("pig", "ぶた"), ("duck", "あひる"),
        ("frog", "かえる"), ("goat", "やぎ"), ("wolf", "おおかみ"), ("bear", "くま"), ("fox", "きつね"),
    ].map { WordPair(first: [$0.0], second: [$0.1]) }

    typealias Clock = ManualClock

    /// A store in a directory of its own, removed when the test is done (when the last of the
    /// test and the services built on it lets it go).
    final class Store: @unchecked Sendable {
        let directory: String
        lazy var store = WordSudokuKit.Store(directory: directory)
        init(directory: String = NSTemporaryDirectory() + "word-sudoku-screen-\(UUID().uuidString)") { self.directory = directory }
        /// The game on disk, if any.
        var saved: GameSession? { store.loadGame() }
        deinit { try? FileManager.default.removeItem(atPath: directory) }
    }

    /// Games already made, by their recipe: making a 16×16 puzzle takes a while in a debug build.
    nonisolated(unsafe) private static var made: [String: GameSession] = [:]
    private static let madeLock = NSLock()

    /// A game of the kit on the first N of `pairs`, its clock running.
    static func game(_ shape: BoxShape, pairs: [WordPair] = animals, givenSide: Side = .first, immediate: Bool = true,
                     seed: UInt64 = 1, clock: Clock = Clock()) -> GameSession {
        let key = "\(shape) \(pairs.map(\.first)) \(givenSide) \(immediate) \(seed)"
        madeLock.lock()
        let cached = made[key]
        madeLock.unlock()
        var session: GameSession
        if let cached {
            session = cached
        } else {
            let list = WordList(title: "test", languages: ["en", "fr"], pairs: Array(pairs.prefix(shape.size)))
            session = try! GameFactory.makeSession(shape: shape, grade: .beginner, listName: "test", list: list,
                                                   shownLanguage: givenSide == .first ? "en" : "fr",
                                                   mode: immediate ? .immediate : .atFinish, peekLimit: 2, player: "ada", seed: seed)
            madeLock.lock()
            made[key] = session
            madeLock.unlock()
        }
        session.resume(at: clock.time)
        return session
    }

    /// 2026-11-20 09:00:00 UTC: the wall-clock date of the tests' services.
    static let now = Date(timeIntervalSince1970: 1_795_165_200)

    /// An app on the program's services (`GameServices.test`), a teacher's list "Animals" of
    /// `pairs` among its lists; with a shape, a game of the kit on it already started.
    static func app(_ shape: BoxShape? = nil, pairs: [WordPair] = animals, language: UILanguage = .en,
                    theme: AppSettings.ThemeChoice = .standard, clock: Clock = Clock(), store: Store = Store()) -> TerminalApp {
        let list = WordList(title: "Animals", languages: ["en", "fr"], pairs: pairs)
        let services = GameServices.test(store: store, lists: [list], clock: clock)
        var app = TerminalApp(settings: AppSettings(language: language, theme: theme), services: services)
        if let shape { app.start(lifecycle(game(shape, pairs: pairs, clock: clock), store: store, clock: clock)) }
        return app
    }

    /// `session` started on `store`, as a new game (replacing whatever was saved).
    static func lifecycle(_ session: GameSession, store: Store, clock: Clock) -> GameLifecycle {
        try! GameLifecycle(starting: session, store: store.store, clock: clock, replacing: true)
    }

    /// Feeds text as keys.
    static func type(_ text: String, into app: inout TerminalApp) -> [TerminalApp.Effect] {
        text.flatMap { app.handle(.character($0)) }
    }
}

extension GameServices {
    /// The program's services (`live`, the builder it ships) on a test's store: `lists` written
    /// as the teacher's files in its `lists/` folder (kept while the services are) (`TITLE.json`, beside the built-in lists),
    /// `settings` saved first when given, the clock given, the date `Fixtures.now`, the seed
    /// `seed`, and "ada" playing (`request` for the puzzle of the day and reviews).
    static func test(store fixture: Fixtures.Store, lists: [WordList] = [], settings: Settings? = nil,
                     clock: any GameClock = Fixtures.Clock(), date: Date = Fixtures.now, seed: UInt64 = 1,
                     request: GameRequest = GameRequest(settings: Settings(), player: "ada")) -> GameServices {
        let store = fixture.store
        let library = WordListLibrary(directory: store.directory + "/lists")
        if !lists.isEmpty {
            try! FileManager.default.createDirectory(atPath: library.directory, withIntermediateDirectories: true)
            for list in lists {
                try! Data(list.jsonText.utf8).write(to: URL(fileURLWithPath: library.directory + "/" + list.title + ".json"))
            }
        }
        if let settings { try! store.saveSettings(settings) }
        return .live(store: store, library: library, player: "ada", request: request, clock: clock, date: { withExtendedLifetime(fixture) { date } },
                     random: RandomSource(seed: seed))
    }
}
