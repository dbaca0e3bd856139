import Foundation
import SudokuEngine
import TerminalUI
import WordSudokuKit

/// The full-screen game: what `word-sudoku` with no command starts on a terminal, and what
/// `play`, `resume` and `daily` open when they are not in line mode.
func runFullScreen(noColor: Bool, highContrast: Bool) -> ExitStatus {
    guard Terminal.isInteractive() else {
        print(Command.overview)
        return .success
    }
    do {
        let arguments = try Arguments([], command: "play", flags: Command.play.flags, options: Command.play.options)
        return runFullScreen(try GameContext(arguments), starting: nil, noColor: noColor, highContrast: highContrast)
    } catch let status as ExitStatus {
        return status
    } catch {
        printError("word-sudoku: \(error)")
        return .failure
    }
}

/// Runs the full-screen game on `context`'s store, in `session` when one is given (else the
/// menu first).
func runFullScreen(_ context: GameContext, starting session: GameSession?, noColor: Bool = false, highContrast: Bool = false) -> ExitStatus {
    runFullScreen(context, noColor: noColor, highContrast: highContrast) { app, now in
        if var session {
            session.resume(at: now)
            app.start(session)
        }
    }
}

/// Runs the full-screen game on `context`'s store; `prepare` sets up its first screen, given
/// the time on the clock (the menu when it does nothing).
func runFullScreen(_ context: GameContext, noColor: Bool, highContrast: Bool,
                   prepare: (inout TerminalApp, _ now: Double) -> Void) -> ExitStatus {
    let environment = ProcessInfo.processInfo.environment
    let stored = context.settings
    var settings = AppSettings.fromEnvironment(environment, noColor: noColor || !stored.colours)
    settings.language = context.language
    if settings.theme != .none && (highContrast || stored.highContrast) { settings.theme = .highContrast }
    settings.sound = stored.sound
    settings.showTimer = stored.showTimer
    let clock = SystemClock()
    var app = TerminalApp(settings: settings, services: .store(context, clock: clock))
    prepare(&app, clock.now())
    var runner = TerminalRunner(app: app)
    do {
        try runner.run()
    } catch {
        printError("word-sudoku: \(error)")
        return .failure
    }
    return .success
}

extension GameServices {
    /// The screens on the kit's games and store: built-in lists, saves after every move,
    /// the history, records, daily puzzles and settings kept between runs.
    static func store(_ context: GameContext, clock: SystemClock) -> GameServices {
        let store = context.store
        let entries = BuiltInWordLists.all
        let lists = entries.map(\.list)
        let stored = context.settings
        let defaultShape = (try? BoxShape(rows: stored.boxRows, columns: stored.boxColumns)) ?? (try! BoxShape(rows: 2, columns: 3))
        let defaultList = entries.firstIndex { $0.name == stored.list } ?? 0
        let defaultChoice = GameChoice(
            shape: defaultShape, grade: Grade(rawValue: stored.grade) ?? .beginner, listIndex: defaultList,
            givenSide: lists[defaultList].side(forLanguage: stored.shownLanguage) ?? .first, immediate: stored.mode == .immediate)
        func start(_ request: GameRequest, at now: Double, shouldContinue: () -> Bool) -> Result<any PlayableGame, GameStartFailure>? {
            do {
                guard var session = try GameFactory.start(request, memory: store.loadMemory(), shouldContinue: shouldContinue) else {
                    return nil
                }
                // The clock starts when the puzzle is ready, not while it was being made.
                let ready = max(now, clock.now())
                session.resume(at: ready)
                try? store.saveGame(session.snapshot(at: ready))
                return .success(session)
            } catch {
                return .failure(GameStartFailure(error.text))
            }
        }
        return GameServices(
            lists: lists,
            defaultChoice: defaultChoice,
            newGame: { choice, now, shouldContinue in
                var request = GameRequest(settings: stored, player: context.player)
                request.shape = choice.shape
                request.grade = choice.grade
                request.list = entries[choice.listIndex].name
                request.shownLanguage = lists[choice.listIndex].languages[choice.givenSide == .first ? 0 : 1]
                request.mode = choice.immediate ? .immediate : .atFinish
                request.seed = nil
                // The choice becomes the next New game's first values.
                var settings = store.loadSettings()
                settings.boxRows = choice.shape.boxRows
                settings.boxColumns = choice.shape.boxColumns
                settings.grade = choice.grade.rawValue
                settings.list = entries[choice.listIndex].name
                settings.shownLanguage = request.shownLanguage
                settings.mode = request.mode
                try? store.saveSettings(settings)
                return start(request, at: now, shouldContinue: shouldContinue)
            },
            hasSavedGame: { store.hasSavedGame },
            resume: { store.loadGame() },
            daily: { now, shouldContinue in
                let today = CivilDate.today()
                if let saved = store.loadGame(), saved.setup.dailyDate == today.description { return saved }
                guard var request = try? context.request() else { return nil }
                request.applyDaily(today)
                return try? start(request, at: now, shouldContinue: shouldContinue)?.get()
            },
            save: { game in
                guard let session = game as? GameSession else { return }
                try? store.saveGame(session.snapshot(at: clock.now()))
            },
            discard: { try? store.discardGame() },
            finish: { game, now in
                guard var session = game as? GameSession, case .finished(let result) = session.apply(.finish, at: now) else {
                    return game.result(at: now)
                }
                var summary = session.result(at: now)
                if let record = try? store.recordFinishedGame(session, result: result) {
                    if let text = GameText.newRecord(record.leaderboard) { summary.announcements.append(text) }
                    if let streak = record.streak { summary.announcements.append(GameText.streak(streak)) }
                }
                try? store.discardGame()
                return summary
            },
            statistics: { language in
                StatsText.summary(store.loadHistory(), language)
                    + StatsText.leaderboard(store.loadLeaderboard(), player: nil, language)
                    + StatsText.hardest(store.loadMemory().hardest(player: nil, limit: 10), language)
            },
            solvedDays: { year, month in store.loadDailyRecord().solvedDays(year: year, month: month) },
            saveSettings: { chosen in
                var settings = store.loadSettings()
                settings.uiLanguage = chosen.language
                settings.colours = chosen.theme != .none
                settings.highContrast = chosen.theme == .highContrast
                settings.sound = chosen.sound
                settings.showTimer = chosen.showTimer
                try? store.saveSettings(settings)
            },
            now: { clock.now() },
            today: {
                let today = CivilDate.today()
                return (today.year, today.month, today.day)
            })
    }
}
