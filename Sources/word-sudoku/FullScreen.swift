import Foundation
import SudokuEngine
import TerminalUI
import WordSudokuKit

/// The full-screen game: what `word-sudoku` with no command starts on a terminal, and what
/// `play`, `resume` and `daily` open when they are not in line mode.
func runFullScreen(noColor: Bool, highContrast: Bool) throws -> ExitStatus {
    guard Terminal.isInteractive() else {
        print(Command.overview)
        return .success
    }
    let arguments = try Arguments([], command: "play", flags: Command.play.flags, options: Command.play.options)
    return try runFullScreen(try GameContext(arguments, holdingTheGame: true), noColor: noColor, highContrast: highContrast)
}

/// Runs the full-screen game on `context`'s store; `prepare` sets up its first screen (the
/// menu when it does nothing). Throws `DataLeftUnwritten` (status 73) when the player's data
/// was left unwritten.
func runFullScreen(_ context: GameContext, noColor: Bool, highContrast: Bool,
                   prepare: (inout TerminalApp) -> Void = { _ in }) throws -> ExitStatus {
    let environment = ProcessInfo.processInfo.environment
    let stored = context.settings
    var settings = AppSettings.fromEnvironment(environment, noColor: noColor || !stored.colours)
    settings.language = context.language
    if settings.theme != .none && (highContrast || stored.highContrast) { settings.theme = .highContrast }
    settings.sound = stored.sound
    settings.showTimer = stored.showTimer
    settings.vimKeys = stored.vimKeys
    settings.retention = stored.retention
    // The name the New game form starts with: --player, the settings', the login name or "Guest".
    settings.player = context.player
    var app = TerminalApp(settings: settings, services: .store(context))
    prepare(&app)
    var runner = TerminalRunner(app: app, speaker: Speaker.find(environment: ProcessInfo.processInfo.environment))
    try runner.run()
    // The last failure, once more where the terminal is back to normal.
    if let failure = runner.app.unwritten { throw DataLeftUnwritten(failure: failure, alreadySaid: false) }
    // A game left for later: how to go on with it, as line mode says.
    if runner.app.keptAGame, GameLifecycle.gameInProgress(in: context.store) != nil {
        emit([GameText.keptForResume(context.language)])
    }
    return .success
}

extension GameServices {
    /// The screens on the kit's games and store: built-in lists, saves after every move,
    /// the history, records, daily puzzles and settings kept between runs.
    static func store(_ context: GameContext) -> GameServices {
        let store = context.store
        let clock = SystemClock()
        let stored = context.settings
        // The built-in lists and the teacher's lists/ folder; a list file the settings name
        // elsewhere (`settings words FILE`) is offered too, first among the teacher's.
        func readEntries() -> [WordListLibrary.Entry] {
            var entries = context.lists.entries()
            if stored.list.contains("/"), !entries.contains(where: { $0.requestList == stored.list }) {
                entries.append(WordListLibrary.entry(file: stored.list))
            }
            return entries
        }
        // Read again when the list editor saves or deletes a list, so New game offers it at once.
        let current = CurrentLists(readEntries())
        let entries = current.entries
        let defaultShape = (try? BoxShape(rows: stored.boxRows, columns: stored.boxColumns)) ?? (try! BoxShape(rows: 2, columns: 3))
        let defaultList = entries.firstIndex { $0.requestList == stored.list }
            ?? entries.firstIndex { $0.name == stored.list } ?? 0
        let defaultChoice = GameChoice(
            shape: defaultShape, grade: Grade(rawValue: stored.grade) ?? .beginner, listIndex: defaultList,
            givenSide: entries[defaultList].list?.side(forLanguage: stored.shownLanguage) ?? .first, immediate: stored.mode == .immediate)
        // The request a New game form's choice makes: its size, grade, list, shown language,
        // mode and name (typed in the form, never empty by now), on the settings' other values.
        func gameRequest(for choice: GameChoice) -> Result<GameRequest, GameStartFailure> {
            var request = GameRequest(settings: stored, player: choice.player.isEmpty ? context.player : choice.player)
            request.shape = choice.shape
            request.grade = choice.grade
            let entry = current.entries[choice.listIndex]
            guard let list = entry.list else { return .failure(GameStartFailure(Localized { entry.firstProblem(in: $0) ?? "" })) }
            request.list = entry.requestList
            request.shownLanguage = list.language(of: choice.givenSide)
            request.mode = choice.immediate ? .immediate : .atFinish
            request.seed = nil
            request.players = choice.players
            return .success(request)
        }
        func make(_ request: GameRequest, shouldContinue: () -> Bool) -> Result<GameSession, GameStartFailure>? {
            do {
                guard let session = try GameLifecycle.plan(request, in: store).make(shouldContinue: shouldContinue) else { return nil }
                return .success(session)
            } catch {
                return .failure(GameStartFailure(error.text))
            }
        }
        var services = GameServices(
            store: store,
            clock: clock,
            lists: entries,
            defaultChoice: defaultChoice,
            newGame: { choice, shouldContinue in
                let request: GameRequest
                switch gameRequest(for: choice) {
                case .success(let made): request = made
                case .failure(let failure): return .failure(failure)
                }
                let entry = current.entries[choice.listIndex]
                // The choice becomes the next New game's first values.
                var settings = store.loadSettings()
                settings.boxRows = choice.shape.boxRows
                settings.boxColumns = choice.shape.boxColumns
                settings.grade = choice.grade.rawValue
                settings.list = entry.requestList
                settings.shownLanguage = request.shownLanguage
                settings.mode = request.mode
                settings.player = request.player
                try? store.saveSettings(settings)
                return make(request, shouldContinue: shouldContinue)
            },
            daily: { practice, shouldContinue in
                guard var request = try? context.request() else { return nil }
                request.applyDaily(CivilDate.today(), practice: practice)
                return try? make(request, shouldContinue: shouldContinue)?.get()
            },
            // The same lines as `stats`, everyone's.
            statistics: { language in StatsText.lines(store: store, player: nil, library: context.lists, language) },
            solvedDays: { year, month in store.loadDailyRecord().solvedDays(year: year, month: month) },
            streak: { store.loadDailyRecord().streak(today: CivilDate.today()) },
            saveSettings: { chosen in
                var settings = store.loadSettings()
                settings.uiLanguage = chosen.language
                settings.colours = chosen.theme != .none
                settings.highContrast = chosen.theme == .highContrast
                settings.sound = chosen.sound
                settings.showTimer = chosen.showTimer
                settings.vimKeys = chosen.vimKeys
                settings.retention = chosen.retention
                settings.player = chosen.player
                try? store.saveSettings(settings)
            },
            today: {
                let today = CivilDate.today()
                return (today.year, today.month, today.day)
            })
        services.library = context.lists
        services.offerReviews(request: { try? context.request() }, library: context.lists)
        services.worksheetDirectory = store.directory + "/worksheets"
        // Play it on the solver screen: the form's list and options on the typed puzzle, the
        // words chosen as for a new game (the settings are left as they were: a typed puzzle's
        // size is not a choice for the next New game).
        services.typedGame = { choice, typed in
            gameRequest(for: choice).flatMap { request in
                do throws(GameSetupError) {
                    return .success(try GameLifecycle.game(request, on: typed, in: store))
                } catch {
                    return .failure(GameStartFailure(error.text))
                }
            }
        }
        services.reloadLists = {
            current.entries = readEntries()
            return current.entries
        }
        return services
    }
}
