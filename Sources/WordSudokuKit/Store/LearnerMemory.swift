/// What each player knows of each word pair: seen, right, wrong, and a Leitner box (1 = still
/// learning … 5 = known). A right answer moves the pair up a box, a wrong one back to box 1.
public struct LearnerMemory: Equatable, Sendable, Codable {
    public struct Record: Equatable, Sendable, Codable {
        public var seen = 0
        public var right = 0
        public var wrong = 0
        public var box = 1
        public init() {}
    }

    /// Records per player, then per pair key (`WordPair.memoryKey`).
    public var players: [String: [String: Record]] = [:]
    public static let boxes = 1...5
    /// The ids of the last games counted (at most `RecentGames.limit`), so that a retried
    /// finish is not counted twice.
    public internal(set) var recentGames = RecentGames()

    public init() {}

    private enum CodingKeys: String, CodingKey { case players, recentGames }

    /// Files written before `recentGames` load with none.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        players = try c.decode([String: [String: Record]].self, forKey: .players)
        recentGames = try c.decodeIfPresent(RecentGames.self, forKey: .recentGames) ?? RecentGames()
    }

    /// Counts one answer of `player` on `pair`.
    public mutating func record(player: String, pair: WordPair, right: Bool) {
        var entry = players[player]?[pair.memoryKey] ?? Record()
        entry.seen += 1
        if right {
            entry.right += 1
            entry.box = min(Self.boxes.upperBound, entry.box + 1)
        } else {
            entry.wrong += 1
            entry.box = 1
        }
        players[player, default: [:]][pair.memoryKey] = entry
    }

    /// Word-choice weights for `pairs`: box 1 (missed) 16, box 2 8, never seen 4, box 3 4,
    /// box 4 2, box 5 1 — so a new game favours the words in low boxes.
    public func weights(player: String, pairs: [WordPair]) -> [Int] {
        pairs.map { pair in
            guard let entry = players[player]?[pair.memoryKey] else { return 4 }
            return [16, 8, 4, 2, 1][entry.box - 1]
        }
    }

    /// The pairs a player (or everyone, when nil) got wrong most, most-missed first.
    public func hardest(player: String?, limit: Int) -> [(key: String, record: Record)] {
        var totals: [String: Record] = [:]
        for (name, words) in players where player == nil || name == player {
            for (key, r) in words {
                var t = totals[key] ?? Record()
                t.seen += r.seen
                t.right += r.right
                t.wrong += r.wrong
                t.box = r.box
                totals[key] = t
            }
        }
        return totals.filter { $0.value.wrong > 0 }
            .sorted { ($0.value.wrong, $1.key) > ($1.value.wrong, $0.key) }
            .prefix(limit).map { ($0.key, $0.value) }
    }
}

extension WordPair {
    /// How the learner memory names a pair: its two shown words, `cat = le chat`.
    public var memoryKey: String { "\(first[0]) = \(second[0])" }
}
