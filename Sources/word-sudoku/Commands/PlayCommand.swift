import Foundation
import SudokuEngine
import TerminalUI
import WordSudokuKit
#if canImport(Glibc)
import Glibc
#endif

extension Command {
    static let play = Command(
        name: "play",
        summary: Localized(en: "Play a new game (full screen, or line by line with --plain).",
                           fr: "Jouer une nouvelle partie (en plein écran, ou ligne par ligne avec --plain)."),
        options: [.size.explained(Localized(
                    en: "grid size: 4, 6, 8, 9, 12, 16 or 25 (the usual box shape for it; the list needs N pairs, e.g. 25 for 25×25)",
                    fr: "taille de la grille : 4, 6, 8, 9, 12, 16 ou 25 (blocs de la forme habituelle ; la liste doit avoir N paires, par ex. 25 pour 25×25)")),
                  .box, .grade, .words, .theme, .show, .seed, .code, .mode, .peeks, .player, .players, .lang,
                  .review, .new, .plain, .noColor, .highContrast],
        notes: Localized(en: "First run: a 6×6 grid at grade 1 with the animals list; your settings change that.",
                         fr: "Première partie : une grille 6×6 au niveau 1 avec la liste animals ; vos réglages changent cela."),
        run: { arguments in
            try arguments.expectNoOperands()
            let context = try GameContext(arguments, holdingTheGame: true)
            var request = try context.request()
            if let text = arguments.value(.players) {
                if arguments.value(.player) != nil { throw UsageError(CommandLineText.notBoth(.player, .players), command: "play") }
                if arguments.flag(.review) { throw UsageError(CommandLineText.notBoth(.review, .players), command: "play") }
                do throws(PlayerSeatError) {
                    request.players = try PlayerSeat.parse(text)
                } catch {
                    throw UsageError(error.text, command: "play")
                }
            }
            var code: PuzzleCode?
            if arguments.value(.code) != nil {
                guard arguments.value(.seed) == nil else { throw UsageError(CommandLineText.notBoth(.seed, .code), command: "play") }
                let parsed = try arguments.puzzleCode()!
                request.apply(parsed)
                // A code made on one of the lists in the data's lists/ folder plays without --words.
                request.list = context.lists.resolve(parsed.listName)
                if request.list != parsed.listName { request.listName = parsed.listName }
                code = parsed
            } else {
                if let shape = try arguments.shape() { request.shape = shape }
                if let grade = try arguments.grade() { request.grade = grade }
                if let seed = try arguments.seed() { request.seed = seed }
            }
            // After a code, so that `--code CODE --words FILE` replays a code made on a teacher's file.
            if arguments.value(.words) != nil && arguments.value(.theme) != nil {
                throw UsageError(CommandLineText.notBoth(.words, .theme), command: "play")
            }
            // A name may be a teacher's list in the data's lists/ folder (`WordListLibrary.resolve`).
            if let name = arguments.value(.words) {
                request.list = context.lists.resolve(name)
                request.listName = code?.listName
            }
            if let theme = arguments.value(.theme) { request.list = theme }
            if arguments.flag(.review) {
                if code != nil { throw UsageError(CommandLineText.notBoth(.review, .code), command: "play") }
                let planned: PlannedGame
                do throws(ReviewGame.Failure) {
                    planned = try GameLifecycle.planReview(request, in: context.store, library: context.lists)
                } catch {
                    if case .setup(let setup) = error { throw setup }
                    throw error
                }
                try context.keepSavedGame()
                return try context.play { planned.make(shouldContinue: $0) }
            }
            let planned: PlannedGame
            do throws(GameSetupError) {
                planned = try context.plan(request)
            } catch {
                // A code made on a teacher's list this computer has not got: say how to get it.
                if let code, arguments.value(.words) == nil, arguments.value(.theme) == nil, error.isUnknownList {
                    throw CodeListMissing(list: code.listName, code: code.description)
                }
                throw error
            }
            try context.keepSavedGame()
            return try context.play { planned.make(shouldContinue: $0) }
        })
}

/// What every game command shares: the store, the settings, the UI language, the player, and
/// the loop that runs a game in line mode.
struct GameContext {
    let store: Store
    /// The built-in lists and the teacher's, in the data's `lists/` folder.
    let lists: WordListLibrary
    let settings: Settings
    let language: UILanguage
    let player: String
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
        // No name given or set: the login name, else "Guest" in the interface's language.
        let fallback = PlayerName.defaultName(login: environment["USER"])(language)
        player = arguments.value(.player) ?? (settings.player.isEmpty ? fallback : settings.player)
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

    /// The game the settings and the shared options (`--show`, `--mode`, `--peeks`, `--player`) ask for.
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
        return request
    }

    /// Checks the request (throws a `GameSetupError`) and chooses its words, favouring those
    /// this player misses; the puzzle is made later.
    func plan(_ request: GameRequest) throws(GameSetupError) -> PlannedGame {
        try GameLifecycle.plan(request, in: store)
    }

    /// Goes on with a saved game: full screen on a terminal, else in line mode.
    func resume(_ session: GameSession) throws -> ExitStatus {
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
            app.startMaking(make)
        }
    }

    /// The line-mode loop: one reply per line; the lifecycle saves after every move (before the
    /// reply is shown, so an answer seen is a move kept) and records a finished game. A store
    /// failure is said when it happens; the loop ends by throwing `DataLeftUnwritten` (status
    /// 73) while something is left unwritten (a save that failed, then worked, lost nothing).
    func runPlain(_ game: GameLifecycle) throws(DataLeftUnwritten) -> ExitStatus {
        var interpreter = PlainInterpreter(game: game, language: language)
        /// A store failure, said once on standard error.
        func reportFailure() {
            if let failure = interpreter.takeFailure() { ErrorReport(failure, in: language).say() }
        }
        reportFailure()
        emit(interpreter.start())
        var input = InputLines()
        while let line = input.next() {
            let reply = interpreter.handle(line)
            reportFailure()
            emit(reply.lines)
            if reply.effect == .quit { return try outcome(interpreter.game) }
        }
        if !interpreter.session.isFinished {
            let reply = interpreter.endOfInput()
            reportFailure()
            emit(reply.lines)
        }
        return try outcome(interpreter.game)
    }

    private func outcome(_ game: GameLifecycle) throws(DataLeftUnwritten) -> ExitStatus {
        if let failure = game.saveFailure ?? game.recordFailure { throw DataLeftUnwritten(failure: failure, alreadySaid: true) }
        return .success
    }
}

/// The lines of standard input, read with `read(2)` (`SystemIO.read`, which retries a read
/// interrupted by a signal), each without its `\n` or `\r\n`; nil at the end of the input or
/// when it cannot be read.
///
/// Not the standard library's `readLine`: it calls `getline` again while `errno` is `EINTR`,
/// and at the end of the input `getline` returns −1 without setting `errno`. So an `EINTR` left
/// by a failed save (a flush interrupted), or a read at the end of the input interrupted once,
/// made line mode spin at 100 % CPU forever (issue 25; found with strace's fault injection).
struct InputLines {
    private var buffer: [UInt8] = []
    private var ended = false

    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                var line = buffer[..<newline]
                if line.last == 13 { line.removeLast() }
                defer { buffer.removeSubrange(...newline) }
                return String(decoding: line, as: UTF8.self)
            }
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { SystemIO.read(0, into: $0) }
            if count > 0 { buffer += chunk[..<count] } else { ended = true }
        }
    }
}

/// Writes lines to standard output at once (no buffering: a script reading answers sees each);
/// a failure is kept by `StandardOutput`, and the run ends with exit 73.
func emit(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    var text = lines.joined(separator: "\n")
    text.append("\n")
    text.withUTF8 { StandardOutput.write(UnsafeRawBufferPointer($0)) }
}

extension GameSetupError {
    /// Whether the list asked for is neither a file, one of the teacher's lists nor a built-in list.
    var isUnknownList: Bool {
        guard case .wordList(let failure) = self else { return false }
        return failure.errors.allSatisfy { if case .unknownList = $0 { true } else { false } }
    }
}
