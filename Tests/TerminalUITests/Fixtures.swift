import Foundation
import SudokuEngine
import WordSudokuKit
@testable import TerminalUI

/// Games and apps for the tests: fixed seeds, a clock the test moves, services that count.
enum Fixtures {
    /// Every shape the New game screen offers.
    static let shapes: [BoxShape] = NewGameForm.shapes.map { try! BoxShape(rows: $0.rows, columns: $0.columns) }

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

    final class Clock: @unchecked Sendable {
        var now: Double = 1000
    }

    final class Store: @unchecked Sendable {
        var saves = 0
        var discards = 0
        var saved: (any PlayableGame)?
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
        session.resume(at: clock.now)
        return session
    }

    static func app(_ shape: BoxShape? = nil, pairs: [WordPair] = animals, language: UILanguage = .en,
                    theme: AppSettings.ThemeChoice = .standard, clock: Clock = Clock(), store: Store = Store()) -> TerminalApp {
        let list = WordList(title: "Animals", languages: ["en", "fr"], pairs: pairs)
        var services = GameServices.inMemory(lists: [list], now: { clock.now })
        services.save = { game in store.saves += 1; store.saved = game }
        services.discard = { store.discards += 1; store.saved = nil }
        services.hasSavedGame = { store.saved != nil }
        services.resume = { store.saved }
        var app = TerminalApp(settings: AppSettings(language: language, theme: theme), services: services)
        if let shape { app.start(game(shape, pairs: pairs, clock: clock)) }
        return app
    }

    /// Feeds text as keys.
    static func type(_ text: String, into app: inout TerminalApp) -> [TerminalApp.Effect] {
        text.flatMap { app.handle(.character($0)) }
    }
}
