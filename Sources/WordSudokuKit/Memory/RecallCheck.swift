import Foundation

/// A short recall check after a game: the words the learner missed or was reviewing in it,
/// asked one by one without the board ("turtle in French?"), typed and judged by the game's own
/// answer matcher, each answer written to the learner memory at once. Both front ends (the
/// results screen, line mode's end of game) run this one type, so they ask the same words and
/// judge them alike.
///
/// Why these words: a placed word was found with the board's help (its row, column and box rule
/// out the others); asking it again without the board is a cleaner recall, worth most for the
/// words the game showed were weak and for those the scheduler was reviewing.
/// - **Asked**: the words missed in the game (a mistake, a vocabulary miss, trial and error, a
///   correction, a lookup, a peek or a hint), then the words the memory had reviewed before
///   this game (in a review game, the due ones), then the words recalled in it for the first
///   time (a first "good" needs confirming: the board's feedback lets a lucky guess look like a
///   recall); at most `limit`, in that order. A game with none asks nothing.
/// - **Evidence** (a second review the same day: FSRS's short-term formula, `FSRS.review`):
///   for a word the game recalled, the check confirms it or records a lapse — right as written
///   **good**, right after a correction (accents, article) **hard**, wrong or `?` ("I don't
///   know") **again**. A word the game rated again (missed, looked up) is asked for the practice
///   only: nothing is written, so the check never makes a first "good" of a word the game saw
///   missed, nor charges one miss twice. A word of the givens' language or an ambiguous spelling
///   is asked again, not judged, as in the game.
/// - **Skipped** (an empty answer, Esc, `finish`, `quit`; `classify` tells a command from an
///   answer): the words not answered get no evidence, as an
///   early finish gives none: the learner was not asked them.
public struct RecallCheck: Sendable {
    /// A check is short: a few words, after a game that already took minutes.
    public static let limit = 6

    /// What an answer was judged.
    public enum Judgement: Equatable, Sendable {
        /// Right as written (good).
        case right
        /// Right after a correction (hard).
        case corrected(AnswerCorrection)
        /// Wrong, or not known (again); `expected` is the word asked for.
        case wrong(expected: String)
        /// A word of the givens' language: asked again.
        case otherLanguage
        /// Could be several of the game's words without accents: asked again.
        case ambiguous(words: [String])
        /// A typo of the word asked (`la grenouile`): asked once more, the word not shown; typed
        /// right then, it is `corrected` (hard), as the game counts a word it pointed a typo
        /// of; a second miss is `wrong`. (It was judged wrong at once, where the game itself
        /// would have said "did you mean…?".)
        case almost

        /// The review it gives, if it was judged.
        public var rating: FSRS.Rating? {
            switch self {
            case .right: .good
            case .corrected: .hard
            case .wrong: .again
            case .otherLanguage, .ambiguous, .almost: nil
            }
        }
    }

    /// The game's setup: its words, sides and player.
    public let setup: GameSetup
    /// The game's id, under which the review log keeps the check's answers.
    let gameID: String
    /// The symbols (1...N) to ask, in order.
    public let symbols: [Int]
    /// How many were answered (the next asked is `symbols[answered]`).
    public private(set) var answered = 0
    /// How many were right (corrected included).
    public private(set) var right = 0
    /// Set when the player skipped the rest.
    public private(set) var skipped = false
    /// The words (symbols 1...N) the check found not known that the game had not already
    /// counted missed: the results' "words to review" add them (they said "No word missed"
    /// above "2 of 4 right").
    public private(set) var missed: [Int] = []
    /// `missed`, as pairs.
    public var missedPairs: [WordPair] { missed.map { setup.pairs[$0 - 1] } }
    /// Why the last answer could not be written to the memory, if it could not.
    public private(set) var failure: StoreError?
    private let lookup: AnswerLookup
    /// The words the game itself rated again (missed or looked up): asked for the practice, but
    /// their answers write nothing — a right one must not make a first "good" of a word the game
    /// saw missed, and a wrong one must not charge the same miss twice.
    private let charged: Set<Int>
    /// The word asked again after a typo of it (`Judgement.almost`), if it is.
    private var retyping: Int?

    /// The check after `session` (finished and recorded), from `memory` as the record left it;
    /// nil when there is nothing to ask.
    public init?(after session: GameSession, memory: LearnerMemory) {
        let setup = session.setup
        let missedSymbols = Set(session.result?.missedSymbols ?? [])
        var missed: [Int] = [], firstRecalls: [Int] = [], reviewing: [Int] = [], charged: Set<Int> = []
        for symbol in 1...setup.pairs.count {
            let evidence = session.evidence.indices.contains(symbol - 1) ? session.evidence[symbol - 1] : WordEvidence()
            if evidence.rating == .again { charged.insert(symbol) }
            if missedSymbols.contains(symbol) || (evidence.rating != nil && evidence.rating != .good) {
                missed.append(symbol)
                continue
            }
            // Seen in a game before this one: this game counted once at most.
            let thisGame = evidence.rating != nil ? 1 : 0
            if let record = memory.record(player: setup.player, pair: setup.pairs[symbol - 1]), record.seen > thisGame {
                reviewing.append(symbol)
            } else if evidence.rating == .good {
                firstRecalls.append(symbol)
            }
        }
        let symbols = Array((missed + reviewing + firstRecalls).prefix(Self.limit))
        guard !symbols.isEmpty else { return nil }
        self.setup = setup
        gameID = session.id
        self.symbols = symbols
        self.charged = charged
        lookup = AnswerLookup(setup: setup)
    }

    /// What a line typed at the check's prompt is, before anything is judged: a command is
    /// never a wrong answer. Both front ends ask this.
    public enum Input: Equatable, Sendable {
        /// A translation to judge (`?` included: "I don't know").
        case answer
        /// Ends the check: an empty line, `finish`, `skip`.
        case skip
        /// Ends the check and leaves: `quit`.
        case quit
        /// Shows the board again: `show`.
        case show
        /// Any other of line mode's commands (`help`, `hint`, `B2 chat`…): the check says what it waits for.
        case otherCommand
    }

    /// The first words of line mode's commands (`PlainCommand`: the game's own list), and `skip`.
    static let commandWords: Set<String> = Set(PlainCommand.allCases.flatMap(\.words) + ["skip"])

    /// What `text` is at the prompt: a word of the puzzle is always an answer, even one spelled
    /// like a command (`la note` in a list).
    public func classify(_ text: String) -> Input {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return .skip }
        let first = text.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard text != "?", Self.commandWords.contains(first) || CellName.looksLikeCell(first) else { return .answer }
        switch lookup.match(text) {
        case .exact, .corrected, .otherLanguage, .ambiguous: return .answer
        case .nearMiss, .notInPuzzle: break
        }
        if first == "skip" { return .skip }
        switch PlainCommand.named(first) {
        case .quit: return .quit
        case .finish, .pass: return .skip
        case .show: return .show
        default: return .otherCommand
        }
    }

    /// Whether every word was answered or the check skipped.
    public var isOver: Bool { skipped || answered == symbols.count }

    /// The word asked now, in the givens' language (nil once over).
    public var asked: String? { isOver ? nil : setup.shownWord(symbols[answered]) }

    /// Judges `text` as the answer to the word asked, and writes its evidence to `store`'s
    /// memory at `date` (a failure is kept in `failure`; the check goes on).
    public mutating func answer(_ text: String, store: Store, at date: Date) -> Judgement {
        precondition(!isOver, "the check is over")
        let symbol = symbols[answered]
        let judgement: Judgement
        let retyped = retyping == symbol
        retyping = nil
        switch text.trimmingCharacters(in: .whitespaces) == "?" ? .notInPuzzle : lookup.match(text) {
        case let .exact(matched) where matched == symbol:
            judgement = retyped ? .corrected(AnswerCorrection(kind: .spelling, expected: setup.answerWord(symbol))) : .right
        case let .corrected(matched, correction) where matched == symbol: judgement = .corrected(correction)
        case let .nearMiss(matched, _) where matched == symbol && !retyped:
            retyping = symbol
            return .almost
        case .otherLanguage: judgement = .otherLanguage
        case let .ambiguous(words): judgement = .ambiguous(words: words)
        default: judgement = .wrong(expected: setup.answerWord(symbol))
        }
        guard let rating = judgement.rating else { return judgement }
        answered += 1
        if rating != .again { right += 1 }
        if charged.contains(symbol) { return judgement }
        if rating == .again { missed.append(symbol) }
        do {
            try store.recordRecall(player: setup.player, pair: setup.pairs[symbol - 1], rating: rating, at: date,
                                   list: setup.listName, game: gameID)
            failure = nil
        } catch {
            failure = error
        }
        return judgement
    }

    /// Ends the check: the words not answered get no evidence.
    public mutating func skip() { skipped = true }
}

extension Store {
    /// Writes one review of a recall check (`RecallCheck`) to the learner memory.
    /// Under the store's lock, as every memory write, so another game's record is not lost.
    /// Its review goes to the review log first, under `game` of `list`.
    public func recordRecall(player: String, pair: WordPair, rating: FSRS.Rating, at date: Date,
                             list: String, game: String) throws(StoreError) {
        do {
            try AtomicFile.withLock(path(.lock)) {
                var memory = loadMemory(now: date)
                guard let review = memory.record(player: player, pair: pair, rating: rating, at: date,
                                                 setting: loadSettings().retention) else { return }
                try AtomicFile.appendLine(journalLine(review.logEntry(list: list, game: game, source: .recallCheck), in: .reviews),
                                          to: path(.reviews))
                try save(memory, to: .memory)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(path: directory, reason: "\(error)")
        }
    }
}
