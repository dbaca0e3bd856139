import Foundation
import SudokuEngine
import WordSudokuKit

/// What a new game is made of, as chosen on the New game screen.
public struct GameChoice: Equatable, Sendable {
    public var shape: BoxShape
    public var grade: Grade
    public var listIndex: Int
    public var givenSide: Side
    public var immediate: Bool
    /// The name the game is recorded under (the New game form's, never empty when it starts one).
    public var player: String
    /// Two players taking turns (the first is `player`); nil: one player.
    public var players: [PlayerSeat]?

    public init(shape: BoxShape, grade: Grade, listIndex: Int, givenSide: Side, immediate: Bool, player: String = "",
                players: [PlayerSeat]? = nil) {
        self.shape = shape
        self.grade = grade
        self.listIndex = listIndex
        self.givenSide = givenSide
        self.immediate = immediate
        self.player = player
        self.players = players
    }
}

/// Why a new game could not start, in words for the person.
public struct GameStartFailure: Error {
    public let message: Localized
    public init(_ message: Localized) { self.message = message }
}

/// Everything the screens get from outside: the store and the clock every game's
/// `GameLifecycle` keeps to, the lists, and how games are made. The command that starts the
/// full-screen game fills it in; tests pass a temporary store and a clock they move.
public struct GameServices {
    /// Where games are saved and recorded.
    public var store: Store
    /// The clock games are timed by.
    public var clock: any GameClock
    /// The wall-clock date a finished game is recorded with.
    public var date: @Sendable () -> Date
    /// The word lists to choose from (at least one): the built-in lists and the teacher's, a
    /// broken one with its problem (shown, never hidden, but not playable).
    public var lists: [WordListLibrary.Entry]
    /// The New game screen's first values (the last game's settings), if any.
    public var defaultChoice: GameChoice?
    /// Makes the game for a choice (not started yet); nil when `shouldContinue`, asked often
    /// while the puzzle is made, said to give up.
    public var newGame: (GameChoice, _ shouldContinue: () -> Bool) -> Result<GameSession, GameStartFailure>?
    /// Makes today's puzzle; nil when it cannot be made, or when `shouldContinue` said to give up.
    /// `practice`: played again after it was solved (`GameRequest.applyDaily(_:practice:)`).
    public var daily: (_ practice: Bool, _ shouldContinue: () -> Bool) -> GameSession?
    /// Lines for the Statistics screen, in a language.
    public var statistics: (UILanguage) -> [String]
    /// The days of a month (year, month 1...12) whose puzzle of the day was solved.
    public var solvedDays: (Int, Int) -> Set<Int>
    /// Puzzles of the day solved in a row, up to today.
    public var streak: () -> Int
    /// Keeps the settings.
    public var saveSettings: (AppSettings) -> Void
    /// Today as (year, month, day).
    public var today: () -> (year: Int, month: Int, day: Int)
    /// The teacher's `lists/` folder, where the list editor saves and deletes lists; nil when
    /// lists cannot be edited here (the Word lists screen then only chooses).
    public var library: WordListLibrary? = nil
    /// The lists as they are now, read again after the editor saved or deleted one: `lists`
    /// becomes this, and `newGame` must make games on it (the New game form indexes it).
    public var reloadLists: (() -> [WordListLibrary.Entry])? = nil
    /// How many words are due for review now (the menu shows *Review — N words due* when
    /// there are some); see `offerReviews`.
    public var reviewsDue: () -> Int = { 0 }
    /// Makes the review game (`ReviewGame`); a failure says why (nothing due any more, say).
    public var review: (_ shouldContinue: () -> Bool) -> Result<GameSession, GameStartFailure>? = { _ in nil }
    /// Where *Print worksheets* writes its sheets (the data directory's `worksheets/`); nil
    /// offers no printing.
    public var worksheetDirectory: String? = nil
    /// Makes the game on a puzzle typed into the solver (`TypedPuzzle`) with the list, shown
    /// language, mode and name of a choice (its size and grade are the puzzle's); not started
    /// yet. nil: the solver screen offers no Play it.
    public var typedGame: ((GameChoice, TypedPuzzle) -> Result<GameSession, GameStartFailure>)? = nil

    public init(store: Store, clock: any GameClock, date: @escaping @Sendable () -> Date = Date.init,
                lists: [WordListLibrary.Entry], defaultChoice: GameChoice? = nil,
                newGame: @escaping (GameChoice, _ shouldContinue: () -> Bool) -> Result<GameSession, GameStartFailure>?,
                daily: @escaping (_ practice: Bool, _ shouldContinue: () -> Bool) -> GameSession? = { _, _ in nil },
                statistics: @escaping (UILanguage) -> [String] = { _ in [] },
                solvedDays: @escaping (Int, Int) -> Set<Int> = { _, _ in [] },
                streak: @escaping () -> Int = { 0 },
                saveSettings: @escaping (AppSettings) -> Void = { _ in },
                today: @escaping () -> (year: Int, month: Int, day: Int) = { (2026, 1, 1) }) {
        self.store = store
        self.clock = clock
        self.date = date
        self.lists = lists
        self.defaultChoice = defaultChoice
        self.newGame = newGame
        self.daily = daily
        self.statistics = statistics
        self.solvedDays = solvedDays
        self.streak = streak
        self.saveSettings = saveSettings
        self.today = today
    }

    /// Seconds on the clock now.
    public func now() -> Double { clock.now() }

    /// Services on `store` whose games are the kit's on `lists`, seeded from the clock (for
    /// tests and the benchmark).
    /// With a `library`, its lists follow `lists`, and the list editor saves there.
    public static func simple(store: Store, clock: any GameClock, lists: [WordList], library: WordListLibrary? = nil) -> GameServices {
        let given = lists.map { WordListLibrary.entry(named: $0.title, list: $0) }
        let current = CurrentLists(given + (library?.teacherEntries() ?? []))
        /// The choice's game planned on its list (`shape` and `grade` may be a typed puzzle's).
        func plan(_ choice: GameChoice, shape: BoxShape, grade: Grade) -> Result<PlannedGame, GameStartFailure> {
            let entry = current.entries[min(choice.listIndex, current.entries.count - 1)]
            guard let list = entry.list else { return .failure(GameStartFailure(Localized { entry.firstProblem(in: $0) ?? "" })) }
            do throws(GameSetupError) {
                return .success(try GameFactory.plan(
                    shape: shape, grade: grade, listName: entry.codeName, list: list,
                    shownLanguage: list.language(of: choice.givenSide),
                    mode: choice.immediate ? .immediate : .atFinish, peekLimit: nil, player: choice.player,
                    seed: UInt64(clock.now() * 1000) % GameFactory.seedRange, players: choice.players))
            } catch {
                return .failure(GameStartFailure(error.text))
            }
        }
        var services = GameServices(store: store, clock: clock, lists: current.entries, newGame: { choice, shouldContinue in
            switch plan(choice, shape: choice.shape, grade: choice.grade) {
            case .success(let planned): planned.make(shouldContinue: shouldContinue).map { .success($0) }
            case .failure(let failure): .failure(failure)
            }
        })
        services.typedGame = { choice, typed in plan(choice, shape: typed.shape, grade: typed.grade).map { $0.make(typed) } }
        if let library {
            services.library = library
            services.reloadLists = {
                current.entries = given + library.teacherEntries()
                return current.entries
            }
        }
        return services
    }
}

extension GameServices {
    /// Offers review games of the player and options `request` gives (read when asked, so a
    /// player renamed on the New game form counts), on the lists of `library`, from this
    /// store's memory at `date()`: the kit's `ReviewGame`, as `play --review` makes them.
    public mutating func offerReviews(request: @escaping () -> GameRequest?, library: WordListLibrary) {
        let store = self.store, date = self.date
        reviewsDue = {
            guard let request = request() else { return 0 }
            return ReviewGame.due(request, library: library, memory: store.loadMemory(now: date()), at: date()).count
        }
        review = { shouldContinue in
            guard let request = request() else { return nil }
            do throws(ReviewGame.Failure) {
                guard let session = try GameLifecycle.planReview(request, in: store, library: library, at: date())
                    .make(shouldContinue: shouldContinue) else { return nil }
                return .success(session)
            } catch {
                return .failure(GameStartFailure(error.text))
            }
        }
    }
}

/// The lists games are made on, shared by `newGame` and `reloadLists` so that a list the
/// editor saved is the one New game starts (the form's index points into the new array).
public final class CurrentLists: @unchecked Sendable {
    public var entries: [WordListLibrary.Entry]
    public init(_ entries: [WordListLibrary.Entry]) { self.entries = entries }
}
