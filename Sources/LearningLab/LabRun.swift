import Foundation
import Synchronization
import SudokuEngine
import WordSudokuKit

/// One learner playing one game a day with one chooser, in a store of its own, on the
/// simulated clock: the learning benchmark's unit (`LabTable` runs many).
///
/// Deterministic for a seed: the seed draws the learner's hidden difficulties, each day's
/// puzzle seed and the learner's luck in each game from streams of their own, the same for
/// every chooser, so choosers are compared on the same learner, puzzles and luck (paired).
public struct LabRun: Sendable {
    /// What one run ended with.
    public struct Outcome: Equatable, Sendable {
        /// The learner's true mean recall of the list's pairs on the day after the last game, at
        /// the games' hour (0 for a pair never met).
        var meanRecall: Double
        /// Pairs recalled with a probability of 90 % or more then.
        public var wellRecalled: Int
        /// Pairs met at least once.
        public var met: Int
        /// Games finished with a valid (solved) board.
        public var gamesSolved: Int
        /// Reviews the games gave, and how many were again.
        public var reviews: Int
        public var again: Int
        var checkAnswers: Int
    }

    /// The first game: Monday 5 January 2026, 18:00 UTC; one game a day at that hour.
    public static let start = Date(timeIntervalSince1970: 1_767_636_000)
    public static let days = 60

    public var settings: LabGameSettings
    public var learner: LearnerKind
    public var behaviour: LearnerBehaviour
    public var chooser: LabChooser
    public var days: Int
    /// Where puzzles already made are kept (shared between runs: the same seed makes the same puzzle).
    public var puzzles: PuzzleCache

    public init(settings: LabGameSettings, learner: LearnerKind, behaviour: LearnerBehaviour, chooser: LabChooser,
                days: Int = LabRun.days, puzzles: PuzzleCache = PuzzleCache()) {
        self.settings = settings
        self.learner = learner
        self.behaviour = behaviour
        self.chooser = chooser
        self.days = days
        self.puzzles = puzzles
    }

    /// Runs it for `seed`, with a fresh store in a new folder under `folder` (removed after).
    public func run(seed: UInt64, in folder: String) throws -> Outcome {
        let directory = folder + "/run-\(seed)-\(learner.rawValue)-\(behaviour.unknownWord.rawValue)-\(chooser.rawValue)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = Store(directory: directory)
        var difficulties = RandomSource.stream(seed, 1)
        var model = learner.make(wordCount: settings.list.pairs.count, random: &difficulties)
        return try run(seed: seed, store: store, learner: &model)
    }

    /// Runs it on `store` and `learner` (a test may pass its own).
    public func run(seed: UInt64, store: Store, learner: inout some LearnerModel) throws -> Outcome {
        let list = settings.list
        var index: [String: Int] = [:]
        for (i, pair) in list.pairs.enumerated() { index[pair.memoryKey] = i }
        var puzzleSeeds = RandomSource.stream(seed, 2)
        var sm2 = SM2Chooser()
        let clock = SimulatedClock(start: Self.start)
        var outcome = Outcome(meanRecall: 0, wellRecalled: 0, met: 0, gamesSolved: 0, reviews: 0, again: 0, checkAnswers: 0)
        var met = Set<Int>()
        for day in 0..<days {
            clock.set(Double(day) * 86_400)
            let date = clock.date
            let puzzleSeed = puzzleSeeds.next() % GameFactory.seedRange
            let planned = try plan(seed: puzzleSeed, store: store, sm2: &sm2, at: date)
            let session = puzzles.session(planned)
            var lifecycle = try GameLifecycle(starting: session, store: store, clock: clock, date: { clock.date }, replacing: false)
            let wordOfSymbol = planned.setup.pairs.map { index[$0.memoryKey]! }
            var luck = RandomSource.stream(seed, 3, UInt64(day))
            let report = SimulatedPlayer(behaviour: behaviour, wordOfSymbol: wordOfSymbol)
                .play(&lifecycle, learner: &learner, clock: clock, random: &luck)
            if let failure = lifecycle.recordFailure ?? lifecycle.saveFailure { throw failure }
            if report.finishedValid { outcome.gamesSolved += 1 }
            outcome.checkAnswers += report.checkAnswers
            for (symbol, rating) in report.ratings.enumerated() {
                met.insert(wordOfSymbol[symbol])
                guard let rating else { continue }
                outcome.reviews += 1
                if rating == .again { outcome.again += 1 }
                sm2.record(planned.setup.pairs[symbol], recalled: rating != .again, at: date)
            }
        }
        let end = Double(days) * 86_400
        let recall = list.pairs.indices.map { learner.recall($0, at: end) }
        outcome.meanRecall = recall.reduce(0, +) / Double(recall.count)
        outcome.wellRecalled = recall.filter { $0 >= 0.9 }.count
        outcome.met = met.count
        return outcome
    }

    /// The day's game as the chooser makes it.
    func plan(seed: UInt64, store: Store, sm2: inout SM2Chooser, at date: Date) throws(GameSetupError) -> PlannedGame {
        let list = settings.list
        var choice: WordChoice?
        var indices: [Int]?
        switch chooser {
        case .uniform:
            break
        case .game:
            // As `GameFactory.plan(_:memory:at:)` for a request without a seed: the memory as
            // `GameLifecycle.plan` loads it, its choice for the list's pairs at `date` (the test
            // of how the learner learns, its verdict, the weights at the player's target).
            choice = store.loadMemory(now: date).choice(player: settings.player, pairs: list.pairs, gameSize: settings.shape.size,
                                                         at: date, setting: nil)
        case .sm2:
            let pairs = sm2.choose(settings.shape.size, from: list, at: date)
            indices = pairs.map { pair in list.pairs.firstIndex(of: pair)! }
        }
        // The list's source, as a game of the list's file records it: the memory's fit plans the
        // player's target on the list's words (`LearnerMemory.refit`).
        return try GameFactory.plan(shape: settings.shape, grade: settings.grade, listName: settings.listName, list: list,
                                    shownLanguage: settings.shownLanguage, mode: .immediate, peekLimit: behaviour.peekLimit,
                                    player: settings.player, seed: seed, weights: choice?.weights, leading: choice?.leading ?? [],
                                    wordIndices: indices,
                                    listSource: settings.listSource)
    }
}

/// Puzzles made once per seed: `PlannedGame.make()` is the generator run on the setup's shape,
/// grade and seed, whatever the words, so a puzzle made for one chooser is the one every other
/// chooser's game of that seed gets. Shared by the runs of a table (locked).
public final class PuzzleCache: Sendable {
    private struct Key: Hashable { var seed: UInt64; var rows: Int; var columns: Int; var grade: Grade }
    private let made = Mutex<[Key: (givens: [UInt8], solution: [UInt8])]>([:])

    public init() {}

    /// A new game of `planned`: its setup on the puzzle its seed makes.
    public func session(_ planned: PlannedGame) -> GameSession {
        let setup = planned.setup
        let key = Key(seed: setup.seed, rows: setup.boxRows, columns: setup.boxColumns, grade: setup.grade)
        if let puzzle = made.withLock({ $0[key] }) {
            return GameSession(setup: setup, givens: puzzle.givens, solution: puzzle.solution)
        }
        let session = planned.make()
        made.withLock { $0[key] = (session.givens, session.solution) }
        return session
    }
}
