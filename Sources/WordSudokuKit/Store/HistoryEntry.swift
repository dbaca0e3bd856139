/// One finished game, a line of `history.jsonl`.
public struct HistoryEntry: Equatable, Sendable, Codable {
    /// When it finished, `YYYY-MM-DDTHH:MM:SSZ`.
    public var date: String
    public var player: String
    /// Box shape, `2x3`.
    public var shape: String
    public var grade: Int
    public var list: String
    public var code: String
    public var valid: Bool
    public var seconds: Int
    public var mistakes: Int
    public var hints: Int
    public var peeks: Int
    public var score: Int
    /// The day, when it was a puzzle of the day.
    public var daily: String?
    /// true: a puzzle of the day played again after it was solved (`DailyReplay`), which counts
    /// for no record (absent otherwise).
    public var practice: Bool?
    /// The game's `GameSession.id`: a finish is recorded once under it (absent in lines
    /// written before ids).
    public var id: String?
    /// A two-player game's players, in seat order (absent for a game of one).
    public var players: [String]?
    /// A two-player game's points, in seat order, as `players` (absent for a game of one).
    public var scores: [Int]?

    public init(date: String, player: String, shape: String, grade: Int, list: String, code: String, valid: Bool,
                seconds: Int, mistakes: Int, hints: Int, peeks: Int, score: Int, daily: String? = nil, id: String? = nil,
                players: [String]? = nil, scores: [Int]? = nil) {
        self.date = date
        self.player = player
        self.shape = shape
        self.grade = grade
        self.list = list
        self.code = code
        self.valid = valid
        self.seconds = seconds
        self.mistakes = mistakes
        self.hints = hints
        self.peeks = peeks
        self.score = score
        self.daily = daily
        self.id = id
        self.players = players
        self.scores = scores
    }

    /// The history line for a finished session.
    public init(session: GameSession, result: GameResult, date: String) {
        self.init(date: date, player: session.setup.player, shape: session.shape.description,
                  grade: session.setup.grade.rawValue, list: session.setup.listName, code: session.setup.code,
                  valid: result.valid, seconds: result.seconds, mistakes: result.mistakes, hints: result.hints,
                  peeks: result.peeks, score: result.score, daily: session.setup.dailyDate, id: session.id,
                  players: session.setup.players?.map(\.name), scores: result.scores)
        if let players { player = players.joined(separator: " & ") }
        practice = session.setup.practice
    }

    /// Whether two played it.
    var isTwoPlayerGame: Bool { players != nil }

    /// The winner of a two-player game (nil: a draw, or a game of one).
    public var winner: String? {
        guard let players, let scores, let seat = Turns.winner(scores) else { return nil }
        return players[seat]
    }

    /// The leaderboard's key: shape and grade, `2x3-1`.
    public var board: String { "\(shape)-\(grade)" }
}
