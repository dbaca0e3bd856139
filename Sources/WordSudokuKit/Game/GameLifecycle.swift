import Foundation
import SudokuEngine

/// One game from its start to its record, kept in a store: the one place where a game is
/// started (never over an unfinished saved game unless asked), saved after every move, paused,
/// finished and recorded exactly once, resumed and discarded.
///
/// Every front end (the full screen, line mode, an app embedding the kit) plays through this
/// type, so a game behaves the same whichever one shows it. The store, the clock and the
/// wall-clock date are passed in, so a test can fix them.
///
/// A failed write never stops the game: it goes on in memory, the failure is offered once
/// (`takeFailure()`), and `hasUnwrittenData` says whether anything is still unwritten, for the
/// front end's exit status.
public struct GameLifecycle: Sendable {
    /// The game as it stands.
    public private(set) var session: GameSession
    public let store: Store
    private let clock: any GameClock
    private let date: @Sendable () -> Date
    /// Why the game as it stands is not on disk (nil once a save worked).
    public private(set) var saveFailure: StoreError?
    /// Why the finished game could not be recorded, if it could not.
    public private(set) var recordFailure: StoreError?
    /// What the finish changed in the store (a new record, the daily streak), once recorded.
    public private(set) var finishRecord: Store.FinishRecord?
    /// A failure not yet said to the player.
    private var unsaidFailure: StoreError?
    /// The word a near miss was answered with ("did you mean le cheval?") and the cell it was
    /// typed for, until the next move: that word placed there next was corrected, not recalled
    /// as written (hard). Not saved: a resumed game starts without it.
    private var suggestion: (symbol: Int, cell: Int)?

    /// Refused: the store holds an unfinished game, which a new one would replace.
    public struct GameInProgress: Error, Equatable, Sendable {
        public let saved: GameSession

        /// Also for a front end that refuses before a game is made (line mode without `--new`).
        public init(saved: GameSession) { self.saved = saved }
    }

    // MARK: Starting and resuming

    /// Checks `request` and chooses its words (favouring those due at `date` for the player,
    /// from the store's learner memory); the puzzle is then made by `PlannedGame.make`.
    /// `randomSeed`: the seed when the request has none (nil: drawn here).
    public static func plan(_ request: GameRequest, in store: Store, at date: Date = Date(),
                            randomSeed: UInt64? = nil) throws(GameSetupError) -> PlannedGame {
        try GameFactory.plan(request, memory: store.loadMemory(now: date), at: date, randomSeed: randomSeed)
    }

    /// The store's unfinished game, if any: what a new game would replace.
    public static func gameInProgress(in store: Store) -> GameSession? {
        guard let saved = store.loadGame(), !saved.isFinished else { return nil }
        return saved
    }

    /// The saved game when it is the puzzle of `date`: the daily puzzle goes on where it was.
    public static func savedDaily(_ date: CivilDate, in store: Store) -> GameSession? {
        guard let saved = gameInProgress(in: store), saved.setup.dailyDate == date.description else { return nil }
        return saved
    }

    /// Starts `session` (a new game), its clock running from now, and saves it. Refuses when
    /// the store holds another unfinished game, unless `replacing` (the player chose so).
    public init(starting session: GameSession, store: Store, clock: any GameClock,
                date: @escaping @Sendable () -> Date = Date.init, replacing: Bool) throws(GameInProgress) {
        if !replacing, let saved = Self.gameInProgress(in: store), saved != session {
            throw GameInProgress(saved: saved)
        }
        self.init(session, store: store, clock: clock, date: date)
        save()
    }

    /// Goes on with the store's unfinished game, its clock running from now; nil when there is none.
    public init?(resumingFrom store: Store, clock: any GameClock, date: @escaping @Sendable () -> Date = Date.init) {
        guard let saved = Self.gameInProgress(in: store) else { return nil }
        self.init(saved, store: store, clock: clock, date: date)
    }

    /// Goes on with `session`, a game read from `store` (a saved daily puzzle, say).
    public init(resuming session: GameSession, store: Store, clock: any GameClock, date: @escaping @Sendable () -> Date = Date.init) {
        self.init(session, store: store, clock: clock, date: date)
    }

    private init(_ session: GameSession, store: Store, clock: any GameClock, date: @escaping @Sendable () -> Date) {
        self.session = session
        self.store = store
        self.clock = clock
        self.date = date
        self.session.resume(at: clock.now())
    }

    // MARK: Playing

    /// Seconds on the clock now.
    public var now: Double { clock.now() }
    public var isFinished: Bool { session.isFinished }
    /// Every cell filled in exam mode, or filled but wrong: the game waits for `finish`.
    public var waitsForFinish: Bool { !isFinished && session.isFilled }
    /// Something the player did is not on disk (a save or the record failed): exit status 73.
    var hasUnwrittenData: Bool { saveFailure != nil || recordFailure != nil }

    /// Plays `move` and keeps the game: saves it, or records it once finished. A move on a
    /// paused game starts its clock again. In immediate mode (and when two play) the right last word finishes the
    /// game; in exam mode a full grid waits for `.finish`, so the learner can check it first.
    /// `correction`: the word of a placement was typed and accepted with one (accents,
    /// article); the learner memory counts such a recall as hard (`WordEvidence`).
    @discardableResult
    public mutating func play(_ move: Move, correction: AnswerCorrection? = nil) -> MoveOutcome {
        var correction = correction
        if case let .place(cell, symbol) = move, let suggestion, suggestion == (symbol, cell), correction == nil {
            correction = AnswerCorrection(kind: .spelling, expected: session.setup.answerWord(symbol))
        }
        suggestion = nil
        let time = clock.now()
        if !isFinished && !session.timer.isRunning { session.resume(at: time) }
        let outcome = session.apply(move, at: time, correction: correction)
        switch outcome {
        case .refused:
            break
        case .finished:
            record()
        case .placed where session.isSolved && session.endsWhenSolved:
            session.apply(.finish, at: time)
            record()
        default:
            save()
        }
        return outcome
    }

    /// Remembers that a near miss typed for `cell` was answered with the word `symbol` ("did
    /// you mean…?"): if that word is placed there next, it counts as corrected (hard). Both front
    /// ends call it where they say the suggestion.
    public mutating func suggested(_ symbol: Int, for cell: Int) {
        suggestion = (symbol, cell)
    }

    /// Remembers the selected cell, kept with the next save, so the game resumes there.
    public mutating func remember(cursor: Int) {
        session.cursor = cursor
    }

    /// Stops the clock (the pause screen, a suspended terminal) and keeps the game.
    public mutating func pause() {
        session.pause(at: clock.now())
        save()
    }

    /// Starts the clock again after a pause.
    public mutating func resume() {
        session.resume(at: clock.now())
    }

    /// The player leaves and keeps the game to resume later (a finished game whose record
    /// failed is recorded again: `retryRecord()`).
    public mutating func keep() {
        guard !isFinished else { return retryRecord() }
        pause()
    }

    /// The player leaves and throws the game away (a finished game is already forgotten). What
    /// was answered still counts in the learner memory: a learner who quits after missing a word
    /// has still missed it. The memory is written first, so a failure keeps the game on disk.
    public mutating func discard() {
        guard !isFinished else { return }
        session.pause(at: clock.now())
        do {
            try store.recordDiscardedGame(session, at: date())
            try store.discardGame()
            saveFailure = nil
        } catch let error as StoreError {
            note(error)
        } catch {
            note(StoreError(path: store.directory, reason: "\(error)"))
        }
    }

    /// The failure to tell the player now, once: nil when there is none, or it was said.
    public mutating func takeFailure() -> StoreError? {
        defer { unsaidFailure = nil }
        return unsaidFailure
    }

    /// The recall check to offer once the game is finished and recorded (`RecallCheck`); nil
    /// before, or when there is nothing to ask.
    public func recallCheck() -> RecallCheck? {
        // Two at one keyboard: one recall check could not tell whose answer it was.
        // A dictation asked for no translation: a check of the pairs would not follow from it.
        guard isFinished, finishRecord != nil, session.turns == nil, session.setup.countsAsRecall else { return nil }
        return RecallCheck(after: session, memory: store.loadMemory(now: date()))
    }

    /// Judges a recall check's answer and writes its evidence, at the lifecycle's date.
    public func answer(_ text: String, in check: inout RecallCheck) -> RecallCheck.Judgement {
        check.answer(text, store: store, at: date())
    }

    /// The lines that celebrate a recorded finish: a new record, the daily streak.
    public var announcements: [Localized] {
        guard let finishRecord else { return [] }
        var lines: [Localized] = []
        if let record = GameText.newRecord(finishRecord.leaderboard) { lines.append(record) }
        if let streak = finishRecord.streak { lines.append(GameText.streak(streak)) }
        if finishRecord.practice { lines.append(DailyReplay.practiceFinished) }
        return lines
    }

    // MARK: Keeping

    /// Writes the game as it stands (done after every move; line mode's `save` asks again).
    /// A finished game is not saved but recorded: `save` then retries a failed record.
    public mutating func save() {
        guard !isFinished else { return retryRecord() }
        do {
            try store.saveGame(session.snapshot(at: clock.now()))
            saveFailure = nil
        } catch {
            note(error)
            saveFailure = error
        }
    }

    /// Tries again to record a finished game whose record failed (a full disk since freed);
    /// nothing when there is no failed record. The store records a game once whatever the
    /// number of tries (`Store.recordFinishedGame`), so a retry completes what the failed
    /// attempt left undone and adds nothing twice. `save()` and `keep()` call it, so line
    /// mode's `save` and leaving the game both retry.
    mutating func retryRecord() {
        guard isFinished, recordFailure != nil else { return }
        record()
    }

    /// Records the finished game once: history, leaderboard, learner memory, calendar.
    private mutating func record() {
        guard finishRecord == nil, let result = session.result else { return }
        do {
            finishRecord = try store.recordFinishedGame(session, result: result, at: date())
            recordFailure = nil
            saveFailure = nil
        } catch let error as StoreError {
            note(error)
            recordFailure = error
        } catch {
            let failure = StoreError(path: store.directory, reason: "\(error)")
            note(failure)
            recordFailure = failure
        }
    }

    /// Keeps `error` to say, unless it is the one said last (said once, not after every move).
    private mutating func note(_ error: StoreError) {
        if error != saveFailure && error != recordFailure { unsaidFailure = error }
    }
}
