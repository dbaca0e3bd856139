import SudokuEngine

/// How mistakes are shown. They are counted the same way in both modes.
public enum MistakeMode: String, CaseIterable, Codable, Sendable {
    /// A wrong word is flagged as soon as it is placed (the default).
    case immediate
    /// Exam mode: only the total is shown, when the game is finished.
    case atFinish = "at-finish"
}

/// Everything that defines a game before the first move: the grid, the words, who plays and how.
public struct GameSetup: Equatable, Sendable, Codable {
    /// Rows and columns of one box (`2`×`3` and `3`×`2` are different games).
    public var boxRows: Int
    public var boxColumns: Int
    public var grade: Grade
    /// The list's name (a built-in list's name, or a teacher file's base name).
    public var listName: String
    /// The list's two language codes, e.g. `["en", "fr"]`.
    public var languages: [String]
    /// The puzzle's words: symbol `s` (1...N) is `pairs[s - 1]`.
    public var pairs: [WordPair]
    /// The side the givens show; the learner types the other side's words.
    public var shownSide: Side
    public var mode: MistakeMode
    /// How many dictionary peeks the game allows.
    public var peekLimit: Int
    public var player: String
    /// The seed that made the puzzle and chose the words.
    public var seed: UInt64
    /// The code that rebuilds this game on any machine (see `PuzzleCode`).
    public var code: String
    /// The day (`YYYY-MM-DD`) when this is a puzzle of the day.
    public var dailyDate: String?
    /// true: a puzzle of the day played again after it was solved (`DailyReplay`): its finish
    /// changes neither the streak nor the records. nil otherwise (and in games saved before it).
    public var practice: Bool?
    /// The two players taking turns, in seat order, when two play (`Turns`); nil for one
    /// (`player`), as in every game saved before two could play.
    public var players: [PlayerSeat]?
    /// Where the list was read from, so that its words can be reviewed later however it was
    /// played (`LearnerMemory.listsPlayed`): a built-in list's name, or the list file's full
    /// path; nil for a review game (several lists), a list read from standard input, and games
    /// saved before it was kept.
    public var listSource: String?
    /// The espeak-ng voice its list names per language (`WordList.voices`), kept with the game
    /// so that a resumed game speaks as it did; nil when the list names none.
    public var voices: [String: String]?
    /// true: every word placed rightly is said aloud, and the recall check's question (the New
    /// game form's "Speak the words", `play --speak`); nil: not (and every game saved before it).
    public var speaksWords: Bool?
    /// The givens heard, not read (`Listening`: listening or dictation); nil: read, as in every
    /// game saved before it could be heard.
    public var listening: Listening?

    public init(shape: BoxShape, grade: Grade, listName: String, languages: [String], pairs: [WordPair],
                shownSide: Side, mode: MistakeMode = .immediate, peekLimit: Int = 2, player: String,
                seed: UInt64, code: String, dailyDate: String? = nil, players: [PlayerSeat]? = nil) {
        boxRows = shape.boxRows
        boxColumns = shape.boxColumns
        self.grade = grade
        self.listName = listName
        self.languages = languages
        self.pairs = pairs
        self.shownSide = shownSide
        self.mode = mode
        self.peekLimit = peekLimit
        self.player = player
        self.seed = seed
        self.code = code
        self.dailyDate = dailyDate
        self.players = players
    }

    /// The box shape (checked when the setup was made). Cheap: every shape of these dimensions
    /// shares one set of tables, built once.
    public var shape: BoxShape { try! BoxShape(rows: boxRows, columns: boxColumns) }
    /// The side the learner types.
    public var answerSide: Side { shownSide.other }
    /// The word shown for `symbol` in a given cell.
    public func shownWord(_ symbol: Int) -> String { pairs[symbol - 1].shown(shownSide) }
    /// The word the learner types for `symbol` (its first accepted form).
    public func answerWord(_ symbol: Int) -> String { pairs[symbol - 1].shown(answerSide) }
    /// The language code the learner types in.
    public var answerLanguage: String { language(of: answerSide) }
    /// The language code of the shown words.
    public var shownLanguage: String { language(of: shownSide) }
    /// The language code of `side`.
    public func language(of side: Side) -> String { languages[side.index] }
}
