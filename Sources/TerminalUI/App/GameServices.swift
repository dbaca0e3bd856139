import Foundation
import SudokuEngine
import WordSudokuKit

/// What a new game is made of, as chosen on the New game screen.
public struct GameChoice: Equatable, Sendable {
    public var shape: BoxShape
    public var grade: Grade
    var listIndex: Int
    var givenSide: Side
    public var immediate: Bool
    /// The name the game is recorded under (the New game form's, never empty when it starts one).
    public var player: String
    /// Two players taking turns (the first is `player`); nil: one player.
    public var players: [PlayerSeat]?
    /// Every word placed rightly said aloud, and the recall check's questions (`GameSetup.speaksWords`).
    public var speakWords: Bool
    /// The givens heard, not read (`Listening`); nil: read.
    public var listening: Listening? = nil

    public init(shape: BoxShape, grade: Grade, listIndex: Int, givenSide: Side, immediate: Bool, player: String = "",
                players: [PlayerSeat]? = nil, speakWords: Bool = false) {
        self.shape = shape
        self.grade = grade
        self.listIndex = listIndex
        self.givenSide = givenSide
        self.immediate = immediate
        self.player = player
        self.players = players
        self.speakWords = speakWords
    }
}

/// Why a new game could not start, in words for the person.
public struct GameStartFailure: Error {
    public let message: Localized
    public init(_ message: Localized) { self.message = message }
}

/// Everything the screens get from outside: the store and the clock every game's
/// `GameLifecycle` keeps to, the lists, and how games are made. `live(…)` (in
/// `GameServices+Live.swift`) makes the program's from the kit; tests call the same builder on
/// a temporary store, a clock they move and a fixed seed.
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
    var defaultChoice: GameChoice?
    /// Makes the game for a choice on its list (`lists[choice.listIndex]`; not started yet);
    /// nil when `shouldContinue`, asked often while the puzzle is made, said to give up.
    public var newGame: (GameChoice, WordListLibrary.Entry, _ shouldContinue: () -> Bool) -> Result<GameSession, GameStartFailure>?
    /// Makes today's puzzle; nil when it cannot be made, or when `shouldContinue` said to give up.
    /// `practice`: played again after it was solved (`GameRequest.applyDaily(_:practice:)`).
    public var daily: (_ practice: Bool, _ shouldContinue: () -> Bool) -> GameSession?
    /// Lines for the Statistics screen, in a language.
    public var statistics: (UILanguage) -> [String]
    /// The days of a month (year, month 1...12) whose puzzle of the day was solved.
    public var solvedDays: (Int, Int) -> Set<Int>
    /// Puzzles of the day solved in a row, up to today.
    public var streak: () -> Int
    /// Keeps what changed in Options (the settings as chosen, and as they were before the change);
    /// the failure when they could not be written.
    public var saveSettings: (_ chosen: AppSettings, _ before: AppSettings) -> StoreError?
    /// Keeps a New game choice on its list as the next New game's first values; the failure
    /// when they could not be written.
    public var keepChoices: (GameChoice, WordListLibrary.Entry) -> StoreError? = { _, _ in nil }
    /// Today as (year, month, day).
    public var today: () -> (year: Int, month: Int, day: Int)
    /// The teacher's `lists/` folder, where the list editor saves and deletes lists; nil when
    /// lists cannot be edited here (the Word lists screen then only chooses).
    public var library: WordListLibrary? = nil
    /// The lists as they are now, read again after the editor saved or deleted one: `lists`
    /// becomes this (the New game form indexes it).
    var reloadLists: (() -> [WordListLibrary.Entry])? = nil
    /// How many words are due for review now (the menu shows *Review — N words due* when
    /// there are some); see `offerReviews`.
    var reviewsDue: () -> Int = { 0 }
    /// Makes the review game (`ReviewGame`); a failure says why (nothing due any more, say).
    public var review: (_ shouldContinue: () -> Bool) -> Result<(session: GameSession, note: Localized?), GameStartFailure>? = { _ in nil }
    /// Where *Print worksheets* writes its sheets (the data directory's `worksheets/`); nil
    /// offers no printing.
    var worksheetDirectory: String? = nil
    /// Makes the game on a puzzle typed into the solver (`TypedPuzzle`) with the list (the
    /// choice's entry), shown language, mode and name of a choice (its size and grade are the
    /// puzzle's); not started yet. nil: the solver screen offers no Play it.
    var typedGame: ((GameChoice, WordListLibrary.Entry, TypedPuzzle) -> Result<GameSession, GameStartFailure>)? = nil

    /// Services of closures given one by one; the program's are `live(…)`'s.
    init(store: Store, clock: any GameClock, date: @escaping @Sendable () -> Date = Date.init,
         lists: [WordListLibrary.Entry], defaultChoice: GameChoice? = nil,
         newGame: @escaping (GameChoice, WordListLibrary.Entry, _ shouldContinue: () -> Bool) -> Result<GameSession, GameStartFailure>?,
         daily: @escaping (_ practice: Bool, _ shouldContinue: () -> Bool) -> GameSession? = { _, _ in nil },
         statistics: @escaping (UILanguage) -> [String] = { _ in [] },
         solvedDays: @escaping (Int, Int) -> Set<Int> = { _, _ in [] },
         streak: @escaping () -> Int = { 0 },
         saveSettings: @escaping (AppSettings, AppSettings) -> StoreError? = { _, _ in nil },
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

    /// The list `choice` is on (the New game form indexes `lists`), nil when there is none.
    func entry(of choice: GameChoice) -> WordListLibrary.Entry? {
        lists.indices.contains(choice.listIndex) ? lists[choice.listIndex] : nil
    }
}
