import SudokuEngine
import WordSudokuKit

/// What a new game is made of, as chosen on the New game screen.
public struct GameChoice: Equatable, Sendable {
    public var shape: BoxShape
    public var grade: Grade
    public var listIndex: Int
    public var givenSide: Side
    public var immediate: Bool

    public init(shape: BoxShape, grade: Grade, listIndex: Int, givenSide: Side, immediate: Bool) {
        self.shape = shape
        self.grade = grade
        self.listIndex = listIndex
        self.givenSide = givenSide
        self.immediate = immediate
    }
}

/// Why a new game could not start, in words for the person.
public struct GameStartFailure: Error {
    public let message: Localized
    public init(_ message: Localized) { self.message = message }
}

/// Everything the screens get from outside: games, the store, the clock. The command that
/// starts the full-screen game fills it in; tests pass fakes.
public struct GameServices {
    /// The word lists to choose from (at least one).
    public var lists: [WordList]
    /// The New game screen's first values (the last game's settings), if any.
    public var defaultChoice: GameChoice?
    /// A new game for a choice, at a time on the clock, its timer running; nil when
    /// `shouldContinue`, asked often while the puzzle is made, said to give up.
    public var newGame: (GameChoice, Double, _ shouldContinue: () -> Bool) -> Result<any PlayableGame, GameStartFailure>?
    /// Whether a game is saved (the menu offers Resume only then).
    public var hasSavedGame: () -> Bool
    /// The saved game, if there is one.
    public var resume: () -> (any PlayableGame)?
    /// Today's puzzle; nil when it cannot be made, or when `shouldContinue` said to give up.
    public var daily: (Double, _ shouldContinue: () -> Bool) -> (any PlayableGame)?
    /// Keeps the game in progress (after each move and on quit).
    public var save: (any PlayableGame) -> Void
    /// Deletes the saved game.
    public var discard: () -> Void
    /// Records a finished game; returns the result to show (with the record flag set).
    public var finish: (any PlayableGame, Double) -> ResultsSummary
    /// Lines for the Statistics screen, in a language.
    public var statistics: (UILanguage) -> [String]
    /// The days of a month (year, month 1...12) whose puzzle of the day was solved.
    public var solvedDays: (Int, Int) -> Set<Int>
    /// Keeps the settings.
    public var saveSettings: (AppSettings) -> Void
    /// Seconds on the clock now.
    public var now: () -> Double
    /// Today as (year, month, day).
    public var today: () -> (year: Int, month: Int, day: Int)

    public init(lists: [WordList], defaultChoice: GameChoice? = nil,
                newGame: @escaping (GameChoice, Double, _ shouldContinue: () -> Bool) -> Result<any PlayableGame, GameStartFailure>?,
                hasSavedGame: @escaping () -> Bool = { false },
                resume: @escaping () -> (any PlayableGame)? = { nil },
                daily: @escaping (Double, _ shouldContinue: () -> Bool) -> (any PlayableGame)? = { _, _ in nil },
                save: @escaping (any PlayableGame) -> Void = { _ in },
                discard: @escaping () -> Void = {},
                finish: @escaping (any PlayableGame, Double) -> ResultsSummary = { $0.result(at: $1) },
                statistics: @escaping (UILanguage) -> [String] = { _ in [] },
                solvedDays: @escaping (Int, Int) -> Set<Int> = { _, _ in [] },
                saveSettings: @escaping (AppSettings) -> Void = { _ in },
                now: @escaping () -> Double,
                today: @escaping () -> (year: Int, month: Int, day: Int) = { (2026, 1, 1) }) {
        self.lists = lists
        self.defaultChoice = defaultChoice
        self.newGame = newGame
        self.hasSavedGame = hasSavedGame
        self.resume = resume
        self.daily = daily
        self.save = save
        self.discard = discard
        self.finish = finish
        self.statistics = statistics
        self.solvedDays = solvedDays
        self.saveSettings = saveSettings
        self.now = now
        self.today = today
    }

    /// Services that keep nothing (for tests and the benchmark): the kit's games on `lists`,
    /// seeded from the clock.
    public static func inMemory(lists: [WordList], now: @escaping () -> Double) -> GameServices {
        GameServices(lists: lists, newGame: { choice, time, shouldContinue in
            let list = lists[min(choice.listIndex, lists.count - 1)]
            do throws(GameSetupError) {
                guard var session = try GameFactory.makeSession(
                    shape: choice.shape, grade: choice.grade, listName: list.title, list: list,
                    shownLanguage: list.languages[choice.givenSide == .first ? 0 : 1],
                    mode: choice.immediate ? .immediate : .atFinish, peekLimit: nil, player: "player",
                    seed: UInt64(time * 1000) % GameFactory.seedRange, shouldContinue: shouldContinue) else { return nil }
                session.resume(at: time)
                return .success(session)
            } catch {
                return .failure(GameStartFailure(error.text))
            }
        }, now: now)
    }
}
