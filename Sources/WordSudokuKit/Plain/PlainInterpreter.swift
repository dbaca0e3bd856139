/// The plain line-mode front end as an interpreter: one line in, answer lines out. It plays
/// through a `GameLifecycle`, which saves after every move (before the answer is shown, so an
/// answer seen is a move kept) and records a finished game; the caller prints the replies and
/// any store failure the lifecycle has to say.
public struct PlainInterpreter: Sendable {
    /// Shown before each line is read when a person types at a terminal, so that the board
    /// printed above is seen to wait for a move; never before a line read from a pipe or a
    /// file, whose output scripts read byte for byte. A symbol: the same in every language.
    public static let prompt = "> "

    /// `lines` for a terminal `width` columns wide: a line wider than the terminal is cut where
    /// a word ends, where the terminal would cut it mid-word and a screen reader, which reads
    /// the screen line by line, would read the halves of a word as two. A sentence is cut at
    /// spaces (`TextWrap`); a line laid out in columns (a board row: a run of two spaces or more
    /// between its cells) only between its cells, its spacing kept, the rest indented under its
    /// first cell (`A   [cat]  .` … then `    [dog]`). Only at a terminal: output read by a
    /// script keeps its bytes.
    public static func fitted(_ lines: [String], width: Int) -> [String] {
        lines.flatMap { line -> [String] in
            if DisplayWidth.of(line) <= width { return [line] }
            return line.contains("  ") ? betweenColumns(line, width: width) : TextWrap.lines(line, width: width)
        }
    }

    /// A laid-out line in lines of at most `width` columns, cut only after a run of two spaces
    /// or more (between two cells); a cell wider than a line stays whole.
    static func betweenColumns(_ line: String, width: Int) -> [String] {
        // The line's pieces: each ends where the next cell starts.
        var pieces: [String] = []
        var piece = ""
        var spaces = 0
        for character in line {
            if character != " ", spaces >= 2, !piece.trimmingCharacters(in: .whitespaces).isEmpty {
                pieces.append(piece)
                piece = ""
            }
            spaces = character == " " ? spaces + 1 : 0
            piece.append(character)
        }
        pieces.append(piece)
        // The lines after the first start where the first cell does: after the row's label
        // (`A   `, the first piece), or after the leading spaces of a line without one (the
        // column numbers), so that both go on in the same columns.
        let leading = line.prefix { $0 == " " }.count
        let indent = String(repeating: " ", count: min(leading > 0 ? leading : DisplayWidth.of(pieces[0]), width / 2))
        func withoutTrailingSpaces(_ text: String) -> String { String(text.reversed().drop { $0 == " " }.reversed()) }
        var lines: [String] = []
        var current = ""
        for piece in pieces {
            let candidate = current + piece
            if !current.allSatisfy({ $0 == " " }), DisplayWidth.of(withoutTrailingSpaces(candidate)) > width {
                lines.append(withoutTrailingSpaces(current))
                current = indent + piece
            } else {
                current = candidate
            }
        }
        lines.append(withoutTrailingSpaces(current))
        return lines
    }

    public private(set) var game: GameLifecycle
    public let language: UILanguage
    private let lookup: AnswerLookup
    /// `finish` was asked on an unfilled grid; a second `finish` in a row ends the game.
    private var finishAsked = false
    /// The recall check under way after the game (`RecallCheck`): lines are its answers.
    public private(set) var recall: RecallCheck?
    /// Whether the recall check was offered (once, when the game ended).
    private var recallOffered = false
    /// Whether words can be said aloud (espeak-ng was found): `say` answers with the word to say,
    /// or with how to get speech.
    public let canSpeak: Bool
    /// How words are said (`Settings.speechSettings`): off, `say` says so and nothing is said.
    public let speech: SpeechSettings

    /// The game as it stands.
    public var session: GameSession { game.session }

    /// What the caller must do after showing a reply.
    public enum Effect: Equatable, Sendable {
        case none
        /// The player left (the game kept or discarded as asked): stop reading.
        case quit
    }

    public struct Reply: Equatable, Sendable {
        public var lines: [String]
        public var effect: Effect
        /// A word for the caller to say aloud, after showing the lines: `say`'s, or in a game
        /// that speaks its words the word placed or the recall check's question. Its voice
        /// and rate are the settings' (`SpeechSettings.voiced`).
        public var speech: Utterance? = nil
    }

    public init(game: GameLifecycle, language: UILanguage, canSpeak: Bool = false, speech: SpeechSettings = SpeechSettings()) {
        self.game = game
        self.language = language
        self.canSpeak = canSpeak
        self.speech = speech
        lookup = AnswerLookup(setup: game.session.setup)
    }

    /// The lines to show first: the game, the board, the status.
    public func start() -> [String] {
        var lines = [T.title(session.setup, language), T.howToPlay(session, language)]
        if let players = session.setup.players { lines.append(TwoPlayerText.players(players, language)) }
        return lines + board()
    }

    /// The input ended: the game is kept, as `quit` keeps it.
    public mutating func endOfInput() -> Reply {
        game.keep()
        return Reply(lines: [kept(T.savedAtEnd(language))], effect: .quit)
    }

    /// A store failure to say once (on standard error), if there is a new one.
    public mutating func takeFailure() -> StoreError? { game.takeFailure() }

    /// `said`, or "not saved" when the game as it stands could not be written.
    private func kept(_ said: String) -> String {
        game.saveFailure.map { GameText.notSaved($0)(language) } ?? said
    }

    /// Answers one line: a command, or once the game is over an answer of its recall check.
    public mutating func handle(_ input: String) -> Reply {
        if recall != nil { return answerRecall(input) }
        var reply = command(input)
        if session.isFinished, !recallOffered, reply.effect == .none {
            recallOffered = true
            if let check = game.recallCheck() {
                recall = check
                reply.lines += [T.recallIntro(check.symbols.count, language), T.recallPrompt(check.asked!, session.setup, language)]
                // The question is what the child must answer: it comes before the last word.
                reply.speech = spoken(check.spokenQuestion) ?? reply.speech
            } else {
                reply.lines.append(T.gameOverCue(language))
            }
        }
        return reply
    }

    /// `utterance` as the settings say it, when words can be said and speech is on; else nil.
    private func spoken(_ utterance: Utterance?) -> Utterance? {
        guard canSpeak, speech.isOn, let utterance else { return nil }
        return speech.voiced(utterance, listVoices: session.setup.voices)
    }

    /// One line of the recall check: an answer; an empty line, `finish` or `skip` skips the
    /// rest, `quit` too (and leaves); `show` shows the board, `help` and any other command say
    /// what the check waits for — a command is never judged as a wrong answer. Its evidence is
    /// written at once (`RecallCheck`).
    private mutating func answerRecall(_ input: String) -> Reply {
        guard var check = recall else { return say([]) }
        let text = input.trimmingCharacters(in: .whitespaces)
        let kind = check.classify(text)
        let quitting = kind == .quit
        var lines: [String] = []
        if kind == .show || kind == .otherCommand {
            lines = kind == .show ? board() : [T.recallIsOn(language)]
            if let asked = check.asked { lines.append(T.recallPrompt(asked, session.setup, language)) }
            return Reply(lines: lines, effect: .none)
        }
        if kind != .answer {
            check.skip()
        } else {
            let judgement = game.answer(text, in: &check)
            lines.append(T.recallJudgement(judgement, typed: text, session.setup, language))
            if let failure = check.failure { lines.append(failure.text(language)) }
        }
        if let next = check.asked {
            lines.append(T.recallPrompt(next, session.setup, language))
        } else {
            lines.append(T.recallDone(check, language))
        }
        recall = check.isOver ? nil : check
        if quitting { lines.append(T.bye(language)) } else if check.isOver { lines.append(T.gameOverCue(language)) }
        return Reply(lines: lines, effect: quitting ? .quit : .none, speech: quitting ? nil : spoken(check.spokenQuestion))
    }

    /// Answers one command of the game.
    private mutating func command(_ input: String) -> Reply {
        let words = input.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first else { return Reply(lines: [], effect: .none) }
        // A paused game goes on with the next command.
        if !session.isFinished && !session.timer.isRunning { game.resume() }
        let rest = Array(words.dropFirst())
        let shape = session.shape
        let confirmingFinish = finishAsked
        finishAsked = false
        let named = PlainCommand.named(first, followed: !rest.isEmpty)
        if session.isFinished, ![.show, .quit].contains(named) {
            return say(T.gameOverCue(language))
        }
        if let cell = CellName.parse(first, shape: shape) {
            guard !rest.isEmpty else { return say(T.usagePlace(session, language)) }
            return place(rest.joined(separator: " "), in: cell)
        }
        // `A7` on a 6×6, `Z9`: a cell name, but off the grid.
        if CellName.looksLikeCell(first) { return say(T.outsideGrid(first.uppercased(), shape, language)) }
        guard let named else { return say(T.unknownCommand(first, session, language)) }
        switch named {
        case .erase:
            if rest.count == 1, CellName.parse(rest[0], shape: shape) == nil, CellName.looksLikeCell(rest[0]) {
                return say(T.outsideGrid(rest[0].uppercased(), shape, language))
            }
            guard rest.count == 1, let cell = CellName.parse(rest[0], shape: shape) else { return say(T.usageErase(language)) }
            return play(.erase(cell: cell))
        case .note:
            if rest.count >= 2, CellName.parse(rest[0], shape: shape) == nil, CellName.looksLikeCell(rest[0]) {
                return say(T.outsideGrid(rest[0].uppercased(), shape, language))
            }
            guard rest.count >= 2, let cell = CellName.parse(rest[0], shape: shape) else { return say(T.usageNote(session, language)) }
            let text = rest.dropFirst().joined(separator: " ")
            switch lookup.match(text) {
            case let .exact(symbol), let .corrected(symbol, _):
                return play(.toggleNote(cell: cell, symbol: symbol))
            case let .ambiguous(words):
                return say(WordListText.ambiguousAccents(words)(language))
            case .otherLanguage:
                return say(T.otherLanguage(text, session.setup, language))
            case let .nearMiss(_, word):
                return say(T.nearMiss(text, suggesting: word, language))
            case .notInPuzzle:
                return say(T.notInPuzzle(text, language))
            }
        case .undo: return play(.undo)
        case .redo: return play(.redo)
        case .restart: return play(.restart)
        case .hint: return play(.hint)
        case .pass: return play(.pass)
        case .peek: return play(.peek)
        case .show:
            // `show B`, `show 3`: one row or column on one line, cell by cell (a screen reader
            // reads it whole without the board around it).
            if let what = rest.first {
                guard let line = PlainBoard.line(what, session, language) else { return say(T.usageShow(session.shape, language)) }
                return say(line)
            }
            var lines = board()
            lines.append(T.bank(PlainBoard.bankLine(session, language), language))
            if let notes = PlainBoard.notesLine(session) { lines.append(T.notes(notes, language)) }
            if let scored = TwoPlayerText.scoredCells(session, language) { lines.append(scored) }
            return Reply(lines: lines, effect: .none)
        case .bank:
            return say(T.bank(PlainBoard.bankLine(session, language), language))
        case .pause:
            game.pause()
            return say(T.paused(language))
        case .finish:
            let empty = session.cells.filter { $0 == 0 }.count
            if empty > 0 && !confirmingFinish {
                finishAsked = true
                return say(T.confirmFinish(empty: empty, language))
            }
            return play(.finish)
        case .save:
            game.save()
            return say(kept(T.saved(language)))
        case .quit:
            if session.isFinished { return Reply(lines: [T.bye(language)], effect: .quit) }
            if rest.first.map({ ["discard", "abandonner", "jeter"].contains($0.lowercased()) }) == true {
                game.discard()
                return Reply(lines: [T.discarded(language)], effect: .quit)
            }
            game.keep()
            return Reply(lines: [kept(T.keptForResume(language))], effect: .quit)
        case .say:
            return speak(rest)
        case .lookUp:
            return lookUp(rest.joined(separator: " "))
        case .help:
            return Reply(lines: T.help(language) + (session.turns == nil ? [] : [TwoPlayerText.passHelp(language)]), effect: .none)
        }
    }

    private func say(_ line: String) -> Reply { say([line]) }

    private func board() -> [String] {
        PlainBoard.render(session) + [T.status(session, seconds: session.elapsedSeconds(at: game.now), language)]
            + [TwoPlayerText.turnLine(session, language)].compactMap { $0 }
    }

    private mutating func place(_ text: String, in cell: Int) -> Reply {
        switch lookup.match(text) {
        case let .exact(symbol):
            return play(.place(cell: cell, symbol: symbol))
        case let .corrected(symbol, correction):
            let outcome = game.play(.place(cell: cell, symbol: symbol), correction: correction)
            var reply = answer(outcome)
            if case .refused = outcome {} else { reply.lines[0] += " (" + correction.message(language) + ")" }
            return reply
        case let .ambiguous(words):
            return say(WordListText.ambiguousAccents(words)(language))
        case .otherLanguage:
            return say(T.otherLanguage(text, session.setup, language))
        case let .nearMiss(symbol, word):
            // The suggested word placed there next counts as corrected (hard), not recalled.
            game.suggested(symbol, for: cell)
            return say(T.nearMiss(text, suggesting: word, language))
        case .notInPuzzle:
            return say(T.notInPuzzle(text, language))
        }
    }

    /// `say B2`: the cell's word; `say le chat`: that word (`GameSession.utterance`). Saying a
    /// word is not a move: it costs nothing and is not evidence of anything.
    private func speak(_ rest: [String]) -> Reply {
        guard canSpeak else { return say(SpeechText.howToGet(language)) }
        guard speech.isOn else { return say(SpeechText.speechOff(language)) }
        guard !rest.isEmpty else { return say(SpeechText.usageSay(language)) }
        let utterance: Utterance?
        var hiddenIn: String?
        if rest.count == 1, let cell = CellName.parse(rest[0], shape: session.shape) {
            utterance = session.utterance(at: cell)
            if utterance == nil { return say(SpeechText.emptyCell(language)) }
            if session.givenWordsHidden && session.givens[cell] != 0 { hiddenIn = CellName.text(cell, shape: session.shape) }
        } else if rest.count == 1, CellName.looksLikeCell(rest[0]) {
            return say(T.outsideGrid(rest[0].uppercased(), session.shape, language))
        } else {
            utterance = session.utterance(of: rest.joined(separator: " "))
        }
        guard let utterance else { return say(SpeechText.usageSay(language)) }
        return Reply(lines: [SpeechText.saying(utterance, hiddenIn: hiddenIn)(language)], effect: .none, speech: spoken(utterance))
    }

    /// `? cow`: looks up one word, named in either language; only that word counts as looked up.
    private mutating func lookUp(_ text: String) -> Reply {
        guard !text.isEmpty else { return say(T.usageLookUp(language)) }
        switch lookup.match(text) {
        case let .exact(symbol), let .corrected(symbol, _), let .otherLanguage(symbol):
            return play(.lookUp(symbol: symbol))
        case let .ambiguous(words):
            return say(WordListText.ambiguousAccents(words)(language))
        case let .nearMiss(_, word):
            return say(T.nearMiss(text, suggesting: word, language))
        case .notInPuzzle:
            return say(T.notInPuzzle(text, language))
        }
    }

    private mutating func play(_ move: Move) -> Reply {
        // Played first, then answered: `answer(game.play(move))` would read `self` from before the move.
        let user = session.playerOnTurn, scoresBefore = session.turns?.scores
        let outcome = game.play(move)
        var reply = answer(outcome)
        // Two players: what a hint cost its user.
        if case .hint = outcome, !reply.lines.isEmpty,
           let cost = TwoPlayerText.hintCharged(user: user, scoresBefore: scoresBefore, session, language) {
            reply.lines[0] += " " + cost
        }
        return reply
    }

    /// What to say after a move: its outcome and, once the game is over, the result.
    private func answer(_ outcome: MoveOutcome) -> Reply {
        var lines: [String]
        switch outcome {
        case .refused(let refusal): return say(T.refusal(refusal, session, language))
        case .hint(let hint): lines = [T.hint(hint, session, language)]
        case .peek(let left): lines = [T.peek(session, left: left, language)]
        case let .lookedUp(symbol, left): lines = [T.lookedUp(symbol, session, left: left, language)]
        case .finished: lines = []
        default: lines = [T.outcome(outcome, session, language)]
        }
        if let result = session.result {
            lines.append(T.result(result, session, language))
            if !result.valid, let corrections = T.corrections(session, language) { lines.append(corrections) }
            lines += T.missedWords(result, session, language)
            if let players = session.setup.players, let scores = result.scores {
                if let tallies = PlayerTally.of(result, players: players) { lines.append(TwoPlayerText.tallies(tallies, language)) }
                lines.append(TwoPlayerText.outcome(players.map(\.name), scores, language))
            }
            lines += game.announcements.map { $0(language) }
        } else if game.waitsForFinish, case .placed = outcome {
            lines.append(T.gridFull(session.setup.mode, language))
        } else if let turn = TwoPlayerText.turnLine(session, language) {
            lines.append(turn)
        }
        // A game that speaks its words says the word just placed (`spokenWord(after:)`).
        return Reply(lines: lines, effect: .none, speech: spoken(session.spokenWord(after: outcome)))
    }

    private func say(_ lines: [String]) -> Reply { Reply(lines: lines, effect: .none) }
}

private typealias T = GameText
