import Foundation
import TerminalUI
import WordSudokuKit
#if canImport(Glibc)
import Glibc
#endif

/// What every game command shares: the store, the settings, the UI language, the player, and
/// the loop that runs a game in line mode.
struct GameContext {
    let store: Store
    /// The built-in lists and the teacher's, in the data's `lists/` folder.
    let lists: WordListLibrary
    let settings: Settings
    let language: UILanguage
    /// The name the games are recorded under: `--player`, the settings' `player`, the login
    /// name, else the guest name (`PlayerName.defaultName(login:store:)`). Worked out at first
    /// use: the guest name reads the data, which a command that records no game (`stats
    /// --clear`, `calendar`) must not read for it.
    var player: String { playerName.value }
    private let playerName: Lazy<String>
    let plain: Bool
    let arguments: Arguments

    /// `holdingTheGame`: `play`, `resume`, `daily` and the full screen hold the game in play for
    /// the rest of the process, or throw `GameOpenElsewhere` (status 75) when another holds it.
    init(_ arguments: Arguments, holdingTheGame: Bool = false) throws {
        self.arguments = arguments
        let environment = ProcessInfo.processInfo.environment
        // Damaged files are reported before the language from the settings is known.
        let reportLanguage = UILanguage.fromEnvironment(environment)
        store = Store(environment: environment, notify: { notice in printError("word-sudoku: " + notice.text(reportLanguage)) })
        lists = WordListLibrary(environment: environment)
        settings = Settings.atStart
        let language = try arguments.language(saved: settings.uiLanguage, environment: environment)
        self.language = language
        if let name = arguments.value(.player), let problem = PlayerName.problem(name) {
            throw UsageError(problem, command: arguments.command)
        }
        // No name given or set: the login name, else the guest name already used (in either
        // language), else "Guest" in the interface's language.
        playerName = Lazy { [store, settings] in
            if let name = arguments.value(.player) { return name }
            if !settings.player.isEmpty { return settings.player }
            return PlayerName.defaultName(login: environment["USER"], store: store)(language)
        }
        plain = arguments.flag(.plain) || isatty(0) == 0 || isatty(1) == 0
        if holdingTheGame { try GameHold.take(in: store) }
    }

    /// In line mode, an unfinished saved game is kept unless `--new` is given: throws
    /// `GameLifecycle.GameInProgress` (status 1). Called once the options and the list are
    /// known to be right. (The full screen asks: resume it, replace it or cancel.)
    func keepSavedGame() throws(GameLifecycle.GameInProgress) {
        guard plain, !arguments.flag(.new), let saved = GameLifecycle.gameInProgress(in: store) else { return }
        throw GameLifecycle.GameInProgress(saved: saved)
    }

    /// The game the settings and the shared options (`--show`, `--mode`, `--peeks`, `--player`,
    /// `--speak`) ask for.
    func request() throws -> GameRequest {
        var request = GameRequest(settings: settings, player: player)
        if let shown = arguments.value(.show) { request.shownLanguage = shown }
        if let text = arguments.value(.mode) {
            guard let mode = MistakeMode(rawValue: text) else {
                throw UsageError(CommandLineText.badMode(text), command: arguments.command)
            }
            request.mode = mode
        }
        request.peekLimit = try arguments.integer(.peeks)
        if arguments.flag(.speak) { request.speakWords = true }
        return request
    }

    /// Checks the request (throws a `GameSetupError`) and chooses its words, favouring those
    /// this player misses; the puzzle is made later.
    func plan(_ request: GameRequest) throws(GameSetupError) -> PlannedGame {
        try GameLifecycle.plan(request, in: store)
    }

    /// Goes on with a saved game: full screen on a terminal, else in line mode.
    func resume(_ session: GameSession) throws -> ExitStatus {
        // Heard givens need a voice (`play --listen`): the game stays saved for a computer that has one.
        if session.setup.givensHeard, !Speaker.isInstalled(environment: ProcessInfo.processInfo.environment) {
            throw ListeningUnavailable()
        }
        let game = GameLifecycle(resuming: session, store: store, clock: SystemClock())
        guard plain else {
            return try runFullScreen(self, noColor: arguments.flag(.noColor), highContrast: arguments.flag(.highContrast)) { app in
                app.start(game)
            }
        }
        return try runPlain(game)
    }

    /// Plays a new game that `make` makes (the saved game was checked by `keepSavedGame`).
    ///
    /// In line mode the puzzle is made at once and replaces a saved game (`--new`; said on
    /// standard error). Full screen, an unfinished saved game is asked about first (resume it,
    /// replace it, cancel), then the puzzle is made on the screen, which says so and how to
    /// cancel, so that a slow puzzle shows at once and does not leave a blank terminal echoing
    /// keys. Cancelling there (Esc, q or Ctrl-C) quits the program with the terminal restored
    /// and status 0, as Ctrl-C does everywhere in the full-screen game: whoever typed `play …`
    /// asked for that game, not for the menu. A saved game then stays as it was.
    func play(_ make: @escaping TerminalApp.GameMaker) throws -> ExitStatus {
        guard !plain else {
            let replacing = GameLifecycle.gameInProgress(in: store) != nil
            guard let session = make({ true }) else { preconditionFailure("making a puzzle stops only when asked") }
            let game = try GameLifecycle(starting: session, store: store, clock: SystemClock(), replacing: true)
            if replacing { printError(GameText.savedGameReplaced()(language)) }
            return try runPlain(game)
        }
        return try runFullScreen(self, noColor: arguments.flag(.noColor), highContrast: arguments.flag(.highContrast)) { app in
            app.startMaking(replacingSaved: arguments.flag(.new), make)
        }
    }

    /// The line-mode loop: one reply per line; the lifecycle saves after every move (before the
    /// reply is shown, so an answer seen is a move kept) and records a finished game. A store
    /// failure is said when it happens; the loop ends by throwing `DataLeftUnwritten` (status
    /// 73) while something is left unwritten (a save that failed, then worked, lost nothing).
    func runPlain(_ game: GameLifecycle) throws(DataLeftUnwritten) -> ExitStatus {
        // Speech (`say`) when espeak-ng is installed, started at the first word said (a game
        // that says nothing runs no other program); stopped when the game is left.
        let environment = ProcessInfo.processInfo.environment
        var speaker: Speaker?
        defer { speaker?.stop() }
        var interpreter = PlainInterpreter(game: game, language: language, canSpeak: Speaker.isInstalled(environment: environment),
                                           speech: settings.speechSettings)
        /// A store failure, said once on standard error.
        func reportFailure() {
            if let failure = interpreter.takeFailure() { ErrorReport(failure, in: language).say() }
        }
        reportFailure()
        // At a terminal, sentences are cut at spaces to its width, read again before each reply
        // (the window may be resized); a pipe or a file gets the lines as they are.
        let terminal: Terminal? = isatty(1) != 0 ? Terminal() : nil
        func show(_ lines: [String]) {
            emit(terminal.map { PlainInterpreter.fitted(lines, width: $0.size.columns) } ?? lines)
        }
        show(interpreter.start())
        // The cue that a line is awaited, for a person at a terminal only (`PlainInterpreter.prompt`).
        let prompt = isatty(0) != 0 ? PlainInterpreter.prompt : nil
        func write(_ text: String) {
            var text = text
            text.withUTF8 { StandardOutput.write(UnsafeRawBufferPointer($0)) }
        }
        func ask() { if let prompt { write(prompt) } }
        ask()
        var input = InputLines()
        while let line = input.next() {
            let reply = interpreter.handle(line)
            reportFailure()
            // A problem of the word said before (no sound device…): said once, known only when
            // espeak-ng has ended.
            show((speaker?.takeProblems() ?? []).map { $0.text(language) })
            show(reply.lines)
            if let speech = reply.speech {
                if speaker == nil { speaker = Speaker.find(environment: environment) }
                if let speaker {
                    speaker.say(speech)
                    // Line mode answers in order: a problem known when the word starts is said
                    // now, after the command that asked for it (the words are not waited for).
                    speaker.settle()
                    show(speaker.takeProblems().map { $0.text(language) })
                } else {
                    show([SpeechProblem.cannotRun.text(language)])
                }
            }
            if reply.effect == .quit { return try outcome(interpreter.game) }
            ask()
        }
        // Ctrl-D at the prompt: what follows starts on a line of its own.
        if prompt != nil { write("\n") }
        if !interpreter.session.isFinished {
            let reply = interpreter.endOfInput()
            reportFailure()
            show(reply.lines)
        }
        return try outcome(interpreter.game)
    }

    private func outcome(_ game: GameLifecycle) throws(DataLeftUnwritten) -> ExitStatus {
        if let failure = game.saveFailure ?? game.recordFailure { throw DataLeftUnwritten(failure: failure, alreadySaid: true) }
        return .success
    }
}

