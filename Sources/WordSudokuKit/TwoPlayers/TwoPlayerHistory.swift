/// The two-player games of a history, as `stats` and the Statistics screen show them: each
/// game numbered, and each pair of players' record ("Ann 5, Ben 3").
public struct TwoPlayerHistory: Equatable, Sendable {
    /// One finished two-player game.
    public struct Game: Equatable, Sendable {
        /// 1 for the first two-player game of the history.
        public var number: Int
        /// `YYYY-MM-DD`.
        public var day: String
        /// The two names, in seat order.
        public var players: [String]
        /// The points, as `players`.
        public var scores: [Int]
        /// nil: a draw.
        public var winner: String?
    }

    /// Two players' games against each other, whichever sat first.
    public struct PairRecord: Equatable, Sendable {
        /// The two names, in the order they first played.
        public var players: [String]
        /// Games won by each of `players`.
        public var wins: [Int]
        public var draws: Int
    }

    /// Every two-player game, oldest first.
    public var games: [Game]
    /// Each pair of players who played together, in the order they first did.
    public var pairs: [PairRecord]

    /// The two-player games of `history` (oldest first, as the store gives it).
    public init(_ history: [HistoryEntry]) {
        games = []
        pairs = []
        for entry in history {
            guard let players = entry.players, let scores = entry.scores,
                  players.count == PlayerSeat.count, scores.count == PlayerSeat.count else { continue }
            games.append(Game(number: games.count + 1, day: String(entry.date.prefix(10)), players: players,
                              scores: scores, winner: entry.winner))
            let key = Set(players)
            var index = pairs.firstIndex { Set($0.players) == key }
            if index == nil {
                pairs.append(PairRecord(players: players, wins: [0, 0], draws: 0))
                index = pairs.count - 1
            }
            if let winner = entry.winner, let seat = pairs[index!].players.firstIndex(of: winner) {
                pairs[index!].wins[seat] += 1
            } else {
                pairs[index!].draws += 1
            }
        }
    }
}
