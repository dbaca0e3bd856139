import SudokuEngine
import WordSudokuKit

/// The full-screen program as a value: what is on screen and how keys change it.
/// `handle(_:)` and `render(width:height:)` are pure apart from the services, so tests drive
/// it without a terminal; `TerminalRunner` connects it to the real one.
public struct TerminalApp {
    /// Which screen is showing.
    public enum Screen: Equatable, Sendable {
        case menu, newGame, game, results, rules, statistics, calendar, options, wordLists
        /// A new game would replace the unfinished saved one: resume it, replace it or cancel.
        case savedGame
        /// A word list being written or changed (Word lists → New list, Edit, Copy to my lists).
        case listEditor
        /// Givens typed into an empty grid, solved or explained step by step (menu → Solve a puzzle).
        case solver
        /// The version, the licence, where lists and puzzles come from, the data folder (menu → About).
        case about
        /// The puzzle of the day, solved already: when and how, and an offer to practise it (`DailyReplay`).
        case dailyPractice
    }

    /// What the runner must do besides redrawing.
    public enum Effect: Equatable, Sendable {
        case bell
        case quit
        /// Ctrl-Z: restore the terminal and stop until `fg`.
        case suspend
        /// Draw the screen (it says what is being done and how to cancel), then call `doSlowWork(keysTyped:)`.
        case slowWork
        /// Say this word aloud, in the background (`Speaker`).
        case speak(Utterance)
    }

    /// Whether words can be said aloud: set by whoever runs the app with a `Speaker`
    /// (`TerminalRunner`); without one, the speak key says how to get speech.
    public var canSpeak = false
    /// What About says of speech (`SpeechText.status`), set with `canSpeak`: asked only when
    /// About is shown, since counting espeak-ng's voices runs it.
    public var speechStatus: () -> Localized = { SpeechText.howToGet }
    /// The voices espeak-ng has for a language code (Options steps through them); asked only
    /// when Options changes a voice. Empty: none known (no espeak-ng).
    public var voicesFor: (String) -> [String] = { _ in [] }

    /// Shows `message` under the board of the game on screen (a problem found in the background,
    /// such as speech without a sound device); false when no game is on screen.
    public mutating func tell(_ message: Localized) -> Bool {
        guard play != nil else { return false }
        play?.message = message
        return true
    }

    public var settings: AppSettings
    public internal(set) var screen: Screen = .menu
    var services: GameServices
    /// Where Rules returns to.
    var screenBeforeRules: Screen = .menu
    /// The first row of the Rules page shown, when it is longer than the screen.
    var rulesOffset = 0
    var menuIndex = 0
    var newGame: NewGameForm
    var optionsIndex = 0
    /// The target "auto" stands for on the Options page: the one chosen for the player once
    /// their reviews are fitted (`LearnerMemory.target`), read from the memory as the page opens.
    var autoRetention = FSRS.desiredRetention
    /// The language whose voice Options shows (`voiceLanguages`).
    var voiceLanguageIndex = 0
    var wordListIndex = 0
    /// The Word lists screen's action menu on the chosen list, when open: the action chosen.
    var wordListActionIndex: Int?
    /// Whether the Word lists screen asks to confirm deleting the chosen list.
    var confirmingDelete = false
    /// What the Word lists screen says after an action (a list deleted, why it was not).
    var wordListMessage: Localized?
    /// The list editor's state while it is open.
    var listEditor: ListEditor?
    /// The solver screen's state while it is open.
    var solver: SolverScreen?
    /// The first statistics row shown (the screen scrolls when they do not fit).
    var statisticsOffset = 0
    /// The first row of the About page shown (it scrolls when it does not fit).
    var aboutOffset = 0
    var calendarMonth: CalendarMonth
    public internal(set) var play: GamePlay?
    /// The game the results screen shows, finished and recorded.
    var finished: GameLifecycle?
    /// Whether the results screen shows the game's board (`TerminalApp+ResultsBoard`): first
    /// after every game, before the figures and the recall check; `B` opens it again.
    var showsResultsBoard = false
    /// The results screen's recall check while it asks (`TerminalApp+RecallCheck`), the
    /// answer being typed, and what was said of the last answer.
    var recall: RecallCheck?
    var recallTyped = ""
    var recallSaid: Localized?
    /// The words the check found not known, once it is over (`RecallCheck.missed`): the
    /// results list them with the game's.
    var recallMissed: [WordPair] = []
    /// The puzzle of the day solved already, offered as practice, and the work Enter starts.
    var dailyOffer: (replay: DailyReplay, start: SlowWork)?
    /// Work that may take a moment, done after the screen has said so.
    enum SlowWork {
        case newGame(GameChoice)
        /// Today's puzzle; `practice`: played again after it was solved (`DailyReplay`).
        case daily(practice: Bool)
        /// The review game of the words due (`GameServices.review`).
        case review
        /// The game the command line asked for (see `startMaking(_:)`).
        case requestedGame(GameMaker)
        /// The solver screen's Solve or Explain (`SolverScreen.pending`). Esc, q or Ctrl-C
        /// stops Solve's search and stays on the solver screen; Explain is quick.
        case solver
        /// Play it: a game on the solver's typed puzzle, with the New game form's choice.
        case typedGame(GameChoice, TypedPuzzle)
    }
    var pendingWork: SlowWork?
    /// What the menu says after an item could not open (no review game: nothing due any more).
    var menuMessage: Localized?
    /// A new game waiting for the player's answer on the saved-game screen, and whether
    /// Replace was chosen once (it asks again).
    var waitingStart: SlowWork?
    var replaceChosen = false
    /// Whether the player left a game kept for later during this run (the program then says
    /// how to resume it, as line mode does).
    public internal(set) var keptAGame = false
    /// What a game that left the screen could not write (its save or its record), if anything.
    var leftUnwritten: StoreError?
    /// Why the settings chosen in Options are not on disk, when their last save failed.
    var settingsFailure: StoreError?
    /// Why the last New game's choices are not on disk as the next one's first values, when
    /// their save failed. (Two slots: each save writes only its own values, so a later save
    /// of one kind does not make up for a failed one of the other.)
    var choicesFailure: StoreError?

    public init(settings: AppSettings, services: GameServices) {
        self.settings = settings
        self.services = services
        newGame = NewGameForm(listPairs: services.lists.map { $0.list?.pairs.count }, choice: services.defaultChoice,
                              player: settings.player.isEmpty ? PlayerName.defaultName(login: nil)(settings.language) : settings.player)
        let today = services.today()
        calendarMonth = CalendarMonth(year: today.year, month: min(max(today.month, 1), 12))!
    }

    var language: UILanguage { settings.language }
    var theme: Theme { settings.palette }

    /// Makes a game (not started) that the player can give up waiting for: nil when
    /// `shouldContinue`, asked often while the puzzle is made, said no.
    public typealias GameMaker = (_ shouldContinue: () -> Bool) -> GameSession?

    /// Starts by making the game the command line asked for (`play` with options): the menu
    /// shows "Making the puzzle…" and how to cancel until `doSlowWork` has made it. An
    /// unfinished saved game is asked about first, as New game does, unless the command said
    /// to replace it (`replacingSaved`, `--new`): the person already answered the question.
    /// Cancelling (Esc, q or Ctrl-C) quits the program instead of going back to the menu,
    /// as Ctrl-C anywhere does: the person typed a command for this game, not for the menu.
    public mutating func startMaking(replacingSaved: Bool = false, _ make: @escaping GameMaker) {
        screen = .menu
        if replacingSaved {
            pendingWork = .requestedGame(make)
        } else {
            _ = requestStart(.requestedGame(make))
        }
    }

    /// Whether work announced on screen waits for `doSlowWork` (also before the first key,
    /// after `startMaking(_:)`).
    var hasSlowWork: Bool { pendingWork != nil }

    /// Starts directly in a game (e.g. `resume`).
    public mutating func start(_ game: GameLifecycle) {
        // Whatever game starts, the New game form is the menu's again after it.
        newGame.leaveTyped()
        var play = GamePlay(game)
        // A game that could not be saved at its start says so at once.
        if let failure = play.lifecycle.takeFailure() { play.message = failure.text }
        self.play = play
        screen = .game
    }

    /// Why something the player did is not on disk (a save or a record failed), if it is not:
    /// the program then says so and ends with status 73, as line mode does.
    public var unwritten: StoreError? {
        guard let play else { return leftUnwritten ?? settingsFailure ?? choicesFailure }
        return play.lifecycle.saveFailure ?? play.lifecycle.recordFailure ?? settingsFailure ?? choicesFailure
    }

    /// Makes the new game `work` asks for, unless an unfinished game is saved: then the
    /// saved-game screen asks first (resume it, replace it, cancel). Never replaces silently.
    mutating func requestStart(_ work: SlowWork) -> [Effect] {
        if GameLifecycle.gameInProgress(in: services.store) != nil {
            waitingStart = work
            replaceChosen = false
            screen = .savedGame
            return []
        }
        pendingWork = work
        return [.slowWork]
    }

    /// Starts a game just made; the player has been asked about any saved game by now.
    /// The game the New game form asked for (`made`): started, or why it could not be made said
    /// under the form; nil (stopped, or nothing to make) clears the form's message.
    private mutating func startFromForm(_ made: Result<GameSession, GameStartFailure>?) {
        switch made {
        case .success(let game)?:
            newGame.failure = nil
            startNew(game)
        case .failure(let failure)?:
            newGame.failure = failure.message
        case nil:
            newGame.failure = nil
        }
    }

    mutating func startNew(_ session: GameSession) {
        do {
            start(try GameLifecycle(starting: session, store: services.store, clock: services.clock,
                                    date: services.date, replacing: true))
        } catch {
            // Cannot happen when replacing; a game never starts without its lifecycle.
            screen = .menu
        }
    }

    /// The game on screen is over for this screen (left or finished): remember whether it
    /// left anything unwritten.
    mutating func endPlay() {
        if let play { leftUnwritten = play.lifecycle.saveFailure ?? play.lifecycle.recordFailure }
        play = nil
    }

    /// Does the work announced by `.slowWork`: makes the new game or today's puzzle. Meanwhile
    /// it asks `keysTyped` for the keys typed since: Esc, q or Ctrl-C gives up and goes back to
    /// the menu, or quits for the game the command line asked for (`[.quit]`). Other keys are
    /// dropped: they were typed to a screen that was not listening.
    @discardableResult
    mutating func doSlowWork(keysTyped: () -> [Key] = { [] }) -> [Effect] {
        guard let work = pendingWork else { return [] }
        pendingWork = nil
        var cancelled = false
        func shouldContinue() -> Bool {
            cancelled = cancelled || keysTyped().contains(where: TerminalApp.cancelsSlowWork)
            return !cancelled
        }
        switch work {
        case .newGame(let choice):
            guard let entry = services.entry(of: choice) else { return [] }
            choicesFailure = services.keepChoices(choice, entry)
            startFromForm(services.newGame(choice, entry, shouldContinue))
        case .daily(let practice):
            if let game = services.daily(practice, shouldContinue) { startNew(game) }
        case .review:
            switch services.review(shouldContinue) {
            case .success(let game)?:
                startNew(game.session)
                if let note = game.note { _ = tell(note) }
            case .failure(let failure)?: menuMessage = failure.message
            case nil: break
            }
        case .requestedGame(let make):
            guard let game = make(shouldContinue) else { return [.quit] }
            startNew(game)
        case .solver:
            solver?.doPending(shouldContinue: shouldContinue)
            // Play it: the New game form on the rated puzzle. The player picks the list (among
            // those that fill its size), the shown language, the mode and the name; Start asks
            // about a saved game first, as New game does.
            if let solver, let typed = solver.toPlay {
                self.solver?.toPlay = nil
                newGame.play(typed, shape: solver.shape)
                screen = .newGame
            }
            // A stopped Solve keeps the typed givens on screen, to solve again or change.
            return []
        case .typedGame(let choice, let typed):
            guard let entry = services.entry(of: choice) else { return [] }
            startFromForm(services.typedGame?(choice, entry, typed))
        }
        if cancelled { screen = .menu }
        return []
    }

    /// The keys that give up waiting for a puzzle.
    static func cancelsSlowWork(_ key: Key) -> Bool {
        key == .escape || key == .character("q") || key == .control("c")
    }

    /// Handles one key.
    public mutating func handle(_ key: Key) -> [Effect] {
        if key == .control("z") { return [.suspend] }
        if key == .control("c") {
            // Ctrl-C quits at once; a game in progress is kept.
            if play != nil {
                play?.lifecycle.keep()
                keptAGame = play?.lifecycle.saveFailure == nil
            }
            return [.quit]
        }
        switch screen {
        case .menu: return handleMenu(key)
        case .newGame: return handleNewGame(key)
        case .game: return handleGame(key)
        case .results: return handleResults(key)
        case .rules: return handleRules(key)
        case .statistics: return handleStatistics(key)
        case .calendar: return handleCalendar(key)
        case .options: return handleOptions(key)
        case .wordLists: return handleWordLists(key)
        case .savedGame: return handleSavedGame(key)
        case .listEditor: return handleListEditor(key)
        case .solver: return handleSolver(key)
        case .about: return handleAbout(key)
        case .dailyPractice: return handleDailyPractice(key)
        }
    }

    /// Ctrl-Z or leaving the screen: the game's clock stops, and the game is kept.
    mutating func suspendGame() {
        play?.lifecycle.pause()
    }

    /// Back from Ctrl-Z: the clock runs again unless the game was paused by the player or its
    /// board is out of sight (`settleClock`).
    mutating func resumeGame() {
        if let play, !play.isPaused, !play.boardHidden { self.play?.lifecycle.resume() }
    }

    /// Whether the game's board is out of sight in a `width` × `height` window: the help page
    /// (`?`) covers it, or the window is too small to draw it (the "too small" page). The pause
    /// page has its own switch (`GamePlay.isPaused`); the bank and peek pages do not count:
    /// reading the words is part of solving, and a peek is paid for.
    func hidesBoard(width: Int, height: Int) -> Bool {
        guard let play else { return false }
        switch screen {
        case .rules: return screenBeforeRules == .game
        case .game: return TerminalApp.gameLayout(for: play, width: width, height: height, language: language, vimKeys: settings.vimKeys) == nil
        default: return false
        }
    }

    /// The window is `width` × `height`, about to be drawn. A game whose board is out of sight
    /// (`hidesBoard`) has its clock stopped, as the pause page and Ctrl-Z stop it: the player
    /// cannot play what they cannot see, and time spent reading the keys or resizing the
    /// window is not time spent solving. It runs again once the board shows, unless the
    /// player paused it meanwhile. The runner calls this before every frame, so every page
    /// that hides the board follows this one rule.
    mutating func settleClock(width: Int, height: Int) {
        guard var play, !play.lifecycle.isFinished else { return }
        if hidesBoard(width: width, height: height) {
            // A key typed blind starts the clock (a move does): stopped again here.
            if play.game.timer.runningSince != nil { play.lifecycle.pause() }
            play.boardHidden = true
        } else if play.boardHidden {
            play.boardHidden = false
            if !play.isPaused { play.lifecycle.resume() }
        } else {
            return
        }
        self.play = play
    }

    /// The whole screen for a terminal of `width` × `height`.
    public func render(width: Int, height: Int) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: height)
        switch screen {
        case .menu: renderMenu(into: &buffer)
        case .newGame: renderNewGame(into: &buffer)
        case .game: renderGame(into: &buffer)
        case .results: renderResults(into: &buffer)
        case .rules: renderRules(into: &buffer)
        case .statistics: renderStatistics(into: &buffer)
        case .calendar: renderCalendar(into: &buffer)
        case .options: renderOptions(into: &buffer)
        case .wordLists: renderWordLists(into: &buffer)
        case .savedGame: renderSavedGame(into: &buffer)
        case .listEditor: renderListEditor(into: &buffer)
        case .solver: renderSolver(into: &buffer)
        case .about: renderAbout(into: &buffer)
        case .dailyPractice: renderDailyPractice(into: &buffer)
        }
        return buffer
    }

    /// Writes lines of text wrapped to the width, from `row`; returns the next free row.
    @discardableResult
    func writeWrapped(_ text: String, into buffer: inout ScreenBuffer, column: Int, row: Int, width: Int, style: Style) -> Int {
        let lines = TextWrap.lines(text, width: width)
        for (index, line) in lines.enumerated() {
            buffer.write(line, column: column, row: row + index, style: style, limit: width)
        }
        return row + lines.count
    }


    /// The bottom line: key help, cut to the width.
    func writeHelp(_ text: Localized, into buffer: inout ScreenBuffer) {
        buffer.write(DisplayWidth.truncate(text(language), to: buffer.width), column: 0, row: buffer.height - 1, style: theme.help)
    }
}
