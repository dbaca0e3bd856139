/// The plain line-mode front end as a pure interpreter: one line in, answer lines out, with
/// no I/O of its own, so a test can drive whole games. The caller saves, records and prints
/// according to each reply's `effect`.
public struct PlainInterpreter: Sendable {
    public private(set) var session: GameSession
    public let language: UILanguage
    private let clock: any GameClock
    private let lookup: AnswerLookup
    /// `finish` was asked on an unfilled grid; a second `finish` in a row ends the game.
    private var finishAsked = false

    /// What the caller must do after showing a reply.
    public enum Effect: Equatable, Sendable {
        case none
        /// The game changed: save it.
        case save
        /// The game is over: record the result (and forget the saved game).
        case finished(GameResult)
        /// The player left: keep the saved game, or discard it.
        case quit(keep: Bool)
    }

    public struct Reply: Equatable, Sendable {
        public var lines: [String]
        public var effect: Effect
    }

    public init(session: GameSession, clock: any GameClock, language: UILanguage) {
        self.session = session
        self.clock = clock
        self.language = language
        lookup = AnswerLookup(setup: session.setup)
    }

    /// Starts (or resumes) the timer; the lines to show first: the game, the board, the status.
    public mutating func start() -> [String] {
        session.timer.start(at: clock.now())
        return [T.title(session.setup, language), T.howToPlay(session.setup, language)] + board()
    }

    /// Stops the timer and asks for a save: the input ended (`quit` without a word).
    public mutating func endOfInput() -> Reply {
        session.timer.pause(at: clock.now())
        return Reply(lines: [T.savedAtEnd(language)], effect: .quit(keep: true))
    }

    /// Answers one line.
    public mutating func handle(_ input: String) -> Reply {
        let words = input.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first else { return Reply(lines: [], effect: .none) }
        // A paused game goes on with the next command.
        if !session.isFinished && !session.timer.isRunning { session.timer.start(at: clock.now()) }
        let rest = Array(words.dropFirst())
        let shape = session.shape
        let confirmingFinish = finishAsked
        finishAsked = false
        if session.isFinished, !["show", "help", "quit", "voir", "aide", "quitter"].contains(first.lowercased()) {
            return say(T.refusal(.gameOver, session, language))
        }
        if let cell = CellName.parse(first, shape: shape) {
            guard !rest.isEmpty else { return say(T.usagePlace(language)) }
            return place(rest.joined(separator: " "), in: cell)
        }
        switch first.lowercased() {
        case "erase", "effacer":
            guard rest.count == 1, let cell = CellName.parse(rest[0], shape: shape) else { return say(T.usageErase(language)) }
            return play(.erase(cell: cell))
        case "note", "notes":
            guard rest.count >= 2, let cell = CellName.parse(rest[0], shape: shape) else { return say(T.usageNote(language)) }
            let text = rest.dropFirst().joined(separator: " ")
            switch lookup.match(text) {
            case let .exact(symbol), let .corrected(symbol, _):
                return play(.toggleNote(cell: cell, symbol: symbol))
            case let .ambiguous(words):
                return say(WordListText.ambiguousAccents(words)(language))
            case .otherLanguage:
                return say(T.otherLanguage(text, session.setup, language))
            case .notInPuzzle:
                return say(T.notInPuzzle(text, language))
            }
        case "undo", "annuler": return play(.undo)
        case "redo", "refaire": return play(.redo)
        case "restart", "recommencer": return play(.restart)
        case "hint", "indice": return play(.hint)
        case "peek", "dico", "dictionnaire": return play(.peek)
        case "show", "voir", "afficher":
            var lines = board()
            if let notes = PlainBoard.notesLine(session) { lines.append(T.notes(notes, language)) }
            return Reply(lines: lines, effect: .none)
        case "pause":
            session.timer.pause(at: clock.now())
            return Reply(lines: [T.paused(language)], effect: .save)
        case "finish", "terminer":
            let empty = session.cells.filter { $0 == 0 }.count
            if empty > 0 && !confirmingFinish {
                finishAsked = true
                return say(T.confirmFinish(empty: empty, language))
            }
            return play(.finish)
        case "save", "sauver", "enregistrer":
            return Reply(lines: [T.saved(language)], effect: .save)
        case "quit", "quitter", "exit":
            session.timer.pause(at: clock.now())
            if session.isFinished { return Reply(lines: [T.bye(language)], effect: .quit(keep: false)) }
            let discard = rest.first.map { ["discard", "abandonner", "jeter"].contains($0.lowercased()) } ?? false
            return Reply(lines: [discard ? T.discarded(language) : T.keptForResume(language)], effect: .quit(keep: !discard))
        case "help", "aide", "?":
            return Reply(lines: T.help(language), effect: .none)
        default:
            return say(T.unknownCommand(first, language))
        }
    }

    private func say(_ line: String) -> Reply { Reply(lines: [line], effect: .none) }

    private func board() -> [String] {
        PlainBoard.render(session) + [T.status(session, seconds: Int(session.timer.elapsed(at: clock.now())), language)]
    }

    private mutating func place(_ text: String, in cell: Int) -> Reply {
        switch lookup.match(text) {
        case let .exact(symbol):
            return play(.place(cell: cell, symbol: symbol))
        case let .corrected(symbol, correction):
            var reply = play(.place(cell: cell, symbol: symbol))
            if reply.effect != .none { reply.lines[0] += " (" + correction.message(language) + ")" }
            return reply
        case let .ambiguous(words):
            return say(WordListText.ambiguousAccents(words)(language))
        case .otherLanguage:
            return say(T.otherLanguage(text, session.setup, language))
        case .notInPuzzle:
            return say(T.notInPuzzle(text, language))
        }
    }

    private mutating func play(_ move: Move) -> Reply {
        let outcome = session.apply(move, at: clock.now())
        switch outcome {
        case .refused(let refusal):
            return say(T.refusal(refusal, session, language))
        case .hint(let hint):
            return Reply(lines: [T.hint(hint, session, language)], effect: hint == .solved ? .none : .save)
        case .peek(let left):
            return Reply(lines: [T.peek(session, left: left, language)], effect: .save)
        case .finished(let result):
            return Reply(lines: [T.result(result, session, language)] + T.missedWords(result, session, language), effect: .finished(result))
        case .placed:
            var lines = [T.outcome(outcome, session, language)]
            if session.isSolved {
                let finish = session.apply(.finish, at: clock.now())
                if case .finished(let result) = finish {
                    return Reply(lines: lines + [T.result(result, session, language)] + T.missedWords(result, session, language),
                                 effect: .finished(result))
                }
            } else if session.isFilled {
                lines.append(T.gridFull(session.setup.mode, language))
            }
            return Reply(lines: lines, effect: .save)
        default:
            return Reply(lines: [T.outcome(outcome, session, language)], effect: .save)
        }
    }
}

private typealias T = GameText
