import Foundation
import SudokuEngine

/// What a player asks for when starting a game — from the command line, a "New game" screen or
/// the settings — before the list is loaded and the puzzle made. `GameFactory.start` turns it
/// into a `GameSession`.
public struct GameRequest: Equatable, Sendable {
    public var shape: BoxShape
    public var grade: Grade
    /// A built-in list's name or a list file's path.
    public var list: String
    /// The language the givens show (a code of the list); the learner types the other.
    public var shownLanguage: String
    public var mode: MistakeMode
    /// nil: the list's `peeks`, else 2.
    public var peekLimit: Int?
    public var player: String
    /// nil: a random seed, and words favoured by the learner memory.
    public var seed: UInt64?
    /// Word indices from a puzzle code.
    public var wordIndices: [Int]?
    /// The generator's edition: a code's own (an old code keeps its puzzle), else the newest.
    public var edition: Generator.Edition = .newest
    /// The day, for a puzzle of the day.
    public var dailyDate: String?
    /// A puzzle of the day already solved, played again as practice (`DailyReplay`).
    public var dailyPractice = false
    /// The list's name in the game's code and history when it is not its file's: a code
    /// replayed with `--words FILE` keeps the code's name, so that every pupil's screen shows
    /// the teacher's code whatever the file is called on the pupil's computer.
    public var listName: String?
    /// Two players taking turns on one board (`Turns`); nil: one player, `player`. Words are
    /// chosen for the first player's memory.
    public var players: [PlayerSeat]?
    /// The givens heard, not read (`Listening`); nil: read. A front end checks that words can
    /// be said before asking for it (`SpeechProblem.notInstalled`).
    public var listening: Listening?
    /// The player's `settings retention`; nil: the target the game chose for them
    /// (`LearnerMemory.target(player:setting:)`), which weighs their due words.
    public var retention: Double?
    /// Every word placed rightly said aloud, and the recall check's question (`GameSetup.speaksWords`).
    public var speakWords = false

    /// Replays a puzzle code: its shape, grade, list, seed and words.
    public mutating func apply(_ code: PuzzleCode) {
        shape = code.shape
        grade = code.grade
        list = code.listName
        seed = code.seed
        wordIndices = code.wordIndices
        edition = code.edition
    }

    /// The puzzle of the day `date`, drawn from the built-in lists; `practice`: played again
    /// after it was solved (`DailyReplay`).
    public mutating func applyDaily(_ date: CivilDate, practice: Bool = false) {
        let daily = DailyPuzzle(date: date, listNames: BuiltInWordLists.names)
        shape = daily.shape
        grade = daily.grade
        list = daily.listName
        seed = daily.seed
        wordIndices = nil
        edition = daily.edition
        dailyDate = date.description
        dailyPractice = practice
    }
}

extension GameFactory {
    /// Loads the list and makes the game `request` asks for. Without a seed, a random one is
    /// drawn and `memory` (when given) chooses the words at `date` (`LearnerMemory.choice`: the
    /// test of how the player learns, its verdict, the words due).
    public static func start(_ request: GameRequest, memory: LearnerMemory? = nil, at date: Date = Date()) throws(GameSetupError) -> GameSession {
        guard let session = try start(request, memory: memory, at: date, shouldContinue: { true }) else {
            preconditionFailure("making a puzzle stops only when asked")
        }
        return session
    }

    /// As `start(_:memory:)`, but gives up (nil) as soon as `shouldContinue`, asked every few
    /// milliseconds while the puzzle is made, says no.
    public static func start(_ request: GameRequest, memory: LearnerMemory? = nil, at date: Date = Date(),
                             shouldContinue: () -> Bool) throws(GameSetupError) -> GameSession? {
        try plan(request, memory: memory, at: date).make(shouldContinue: shouldContinue)
    }

    /// The quick half of `start(_:memory:)`: loads the list, chooses the words, checks the
    /// request and throws what is wrong with it; the puzzle is left to `PlannedGame.make`.
    /// When the request has no seed, `randomSeed` is its seed (a front end's injected
    /// randomness), else one is drawn here; either way the memory still chooses the words.
    public static func plan(_ request: GameRequest, memory: LearnerMemory? = nil, at date: Date = Date(),
                            randomSeed: UInt64? = nil) throws(GameSetupError) -> PlannedGame {
        let loaded: WordListCatalog.Loaded
        do { loaded = try WordListCatalog.load(nameOrPath: request.list) } catch { throw .wordList(error) }
        // A file's list is named in codes and history as `words import` keeps it (`lists/verbs.tsv`
        // → `verbs`, `my.verbs.tsv` → `my-verbs`: `Loaded.codeName`, the rule `worksheet` and
        // `generate` share), so that its codes find it in the lists folder; letters, digits and
        // dashes only, since the name is printed in the header, the code and the terminal's title.
        let listName = request.listName ?? loaded.codeName
        let player = request.players?.first?.name ?? request.player
        let choice = request.seed == nil
            ? memory.map { $0.choice(player: player, pairs: loaded.list.pairs, gameSize: request.shape.size, at: date,
                                     setting: request.retention) } : nil
        var planned = try plan(shape: request.shape, grade: request.grade, listName: listName, list: loaded.list,
                               shownLanguage: request.shownLanguage, mode: request.mode, peekLimit: request.peekLimit,
                               player: player, seed: request.seed ?? randomSeed ?? UInt64.random(in: 0..<seedRange),
                               weights: choice?.weights, leading: choice?.leading ?? [], wordIndices: request.wordIndices, dailyDate: request.dailyDate,
                               players: request.players, edition: request.edition)
        if request.dailyPractice, request.dailyDate != nil { planned.setup.practice = true }
        if request.speakWords { planned.setup.speaksWords = true }
        planned.setup.listening = request.listening
        // Where it came from, for later reviews: a built-in list by its name, a file by its full path.
        if loaded.isBuiltIn {
            planned.setup.listSource = loaded.name
        } else if request.list != WordListFile.standardInput {
            planned.setup.listSource = URL(fileURLWithPath: request.list).standardizedFileURL.path
        }
        return planned
    }
}
