/// Best scores and times per shape and grade, with player names.
public struct Leaderboard: Equatable, Sendable, Codable {
    public struct Entry: Equatable, Sendable, Codable {
        public var player: String
        public var score: Int
        public var seconds: Int
        public var date: String
    }

    /// Entries per board (`2x3-1`), best score first, at most `keep` of them.
    public var boards: [String: [Entry]] = [:]
    public static let keep = 10
    /// The ids of the last games added (at most `RecentGames.limit`), so that a retried
    /// finish is not added twice.
    public internal(set) var recentGames = RecentGames()

    public init() {}

    private enum CodingKeys: String, CodingKey { case boards, recentGames }

    /// Files written before `recentGames` load with none.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        boards = try c.decode([String: [Entry]].self, forKey: .boards)
        recentGames = try c.decodeIfPresent(RecentGames.self, forKey: .recentGames) ?? RecentGames()
    }

    /// What a new finished game achieved on its board.
    public struct Record: Equatable, Sendable {
        public var bestScore: Bool
        public var bestTime: Bool
    }

    /// Adds a valid game; says whether it beat the board's best score or time.
    @discardableResult
    public mutating func add(_ game: HistoryEntry) -> Record {
        if let id = game.id { recentGames.insert(id) }
        // A game that scored nothing (solved by hints) is in the history but on no board, not
        // even an empty one's: "New record" after a score of 0 read as a joke to a play-tester,
        // and a game of 48 hints stood first with the board's best time.
        guard game.valid, game.score > 0 else { return Record(bestScore: false, bestTime: false) }
        var entries = standings(game.board)
        let record = Record(bestScore: entries.allSatisfy { game.score > $0.score },
                            bestTime: entries.allSatisfy { game.seconds < $0.seconds })
        entries.append(Entry(player: game.player, score: game.score, seconds: game.seconds, date: game.date))
        // Keep the best scores, and the fastest game even when its score is lower.
        let fastest = entries.min { $0.seconds < $1.seconds }
        entries.sort { ($0.score, -$0.seconds) > ($1.score, -$1.seconds) }
        var kept = Array(entries.prefix(Self.keep))
        if let fastest, !kept.contains(fastest) { kept[kept.count - 1] = fastest }
        boards[game.board] = kept
        return record
    }

    /// A board's games, best score first: those that scored (a file written before games of
    /// score 0 were left off may hold some; they are not shown, and go at the next game).
    public func standings(_ board: String) -> [Entry] { (boards[board] ?? []).filter { $0.score > 0 } }

    /// The fastest game on a board.
    public func bestTime(_ board: String) -> Entry? { standings(board).min { $0.seconds < $1.seconds } }
}
