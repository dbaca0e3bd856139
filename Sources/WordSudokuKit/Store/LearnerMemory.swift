import Foundation

/// What each player knows of each word pair: how often it was answered right, wrong or only
/// seen (through a peek or a hint), and its FSRS memory state (`MemoryState`), which says when
/// it is due and how likely it is to be recalled now. `GameLifecycle` records a game's evidence
/// here (see `WordEvidence` for which answer counts as what).
///
/// Format 3 of `memory.json` (2 had no `fits`); format 1 kept a Leitner box (1…5) per pair instead of a state,
/// turned into one on loading (`LearnerMemory+Migration`).
public struct LearnerMemory: Equatable, Sendable, Codable {
    public struct Record: Equatable, Sendable, Codable {
        /// Games in which the pair was answered or shown: right + wrong + shown.
        public var seen = 0
        /// Reviews rated hard or good (recalled).
        public var right = 0
        /// Reviews rated again (forgotten).
        public var wrong = 0
        /// Games, in files written before a lookup counted as a failed recall, in which the pair
        /// was only shown (a peek, a hint) and got no review. Games now count a word looked up
        /// as a review rated again (`wrong`), so this number no longer grows.
        public var shown = 0
        /// Nil until the first review (a pair only shown has none).
        public var state: MemoryState?
        /// The Leitner box of a format-1 file, until `migratingLeitnerBoxes(at:)` turns it into
        /// a state; never written.
        var leitnerBox: Int?

        public init() {}

        private enum CodingKeys: String, CodingKey { case seen, right, wrong, shown, state, box }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            seen = try c.decode(Int.self, forKey: .seen)
            right = try c.decode(Int.self, forKey: .right)
            wrong = try c.decode(Int.self, forKey: .wrong)
            shown = try c.decodeIfPresent(Int.self, forKey: .shown) ?? 0
            state = try c.decodeIfPresent(MemoryState.self, forKey: .state)
            leitnerBox = try c.decodeIfPresent(Int.self, forKey: .box)
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(seen, forKey: .seen)
            try c.encode(right, forKey: .right)
            try c.encode(wrong, forKey: .wrong)
            try c.encode(shown, forKey: .shown)
            try c.encodeIfPresent(state, forKey: .state)
        }
    }

    /// Records per player, then per pair key (`WordPair.memoryKey`).
    public var players: [String: [String: Record]] = [:]
    /// The ids of the last games counted (at most `RecentGames.limit`), so that a retried
    /// finish is not counted twice.
    public internal(set) var recentGames = RecentGames()
    /// Per player, where each list they played came from (`GameSetup.listSource`: a built-in
    /// list's name or a file's full path), oldest first, at most `listsPlayedLimit`: the
    /// review pool (`ReviewGame`) looks there as well as in the library, so a list played by
    /// its path is reviewed too.
    public internal(set) var listsPlayed: [String: [String]] = [:]
    /// Per player, FSRS fitted to their reviews and the target chosen for them (`LearnerFit`),
    /// once their review log holds enough reviews; none before.
    public internal(set) var fits: [String: LearnerFit] = [:]
    /// Per player, the verdict of the game's test of how they learn (`SpacingTest`), once
    /// reached; none before, while the test runs.
    public internal(set) var spacingTests: [String: SpacingTest] = [:]

    /// The most lists kept per player (the oldest goes first), and the longest source.
    static let listsPlayedLimit = 200
    static let listSourceLimit = 4_096

    public init() {}

    private enum CodingKeys: String, CodingKey { case players, recentGames, listsPlayed, fits, spacingTests }

    /// Files written before `recentGames`, `listsPlayed`, `fits` or `spacingTests` load with none.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        players = try c.decode([String: [String: Record]].self, forKey: .players)
        recentGames = try c.decodeIfPresent(RecentGames.self, forKey: .recentGames) ?? RecentGames()
        listsPlayed = try c.decodeIfPresent([String: [String]].self, forKey: .listsPlayed) ?? [:]
        fits = try c.decodeIfPresent([String: LearnerFit].self, forKey: .fits) ?? [:]
        spacingTests = try c.decodeIfPresent([String: SpacingTest].self, forKey: .spacingTests) ?? [:]
    }

    /// `fits` only when there is one, so a memory without any is written as before.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(players, forKey: .players)
        try c.encode(recentGames, forKey: .recentGames)
        try c.encode(listsPlayed, forKey: .listsPlayed)
        if !fits.isEmpty { try c.encode(fits, forKey: .fits) }
        if !spacingTests.isEmpty { try c.encode(spacingTests, forKey: .spacingTests) }
    }

    /// The FSRS weights of `player`: fitted to their reviews (`fits`), else FSRS's defaults.
    public func fsrsWeights(player: String) -> FSRS.Weights { fits[player]?.weights ?? FSRS.parameters }

    /// The retention target of `player` (`LearnerFit.target(_:setting:)`): their `settings
    /// retention` when set, else the one chosen for them, else the game's default.
    public func target(player: String, setting: Double?) -> Double {
        LearnerFit.target(fits[player], setting: setting)
    }

    /// Notes that `player` played the list from `source` (moved to the end when known).
    mutating func notePlayed(_ source: String, by player: String) {
        var sources = listsPlayed[player] ?? []
        sources.removeAll { $0 == source }
        sources.append(source)
        listsPlayed[player] = Array(sources.suffix(Self.listsPlayedLimit))
    }

    /// The record of `player` for `pair`, if the pair was ever answered or shown.
    public func record(player: String, pair: WordPair) -> Record? { players[player]?[pair.memoryKey] }

    /// Counts one review of `player` on `pair` at `date`, and moves its memory state on by FSRS.
    /// A game gives a pair at most one review (`WordEvidence.rating`); a second game the same
    /// day is a same-day review (`FSRS.review`). A word lapses at most once a learner's day
    /// (`LearnerDay`): a second miss that day — another game, a recall check — is the same
    /// forgetting, and writes nothing.
    /// `timeZone` says where the learner's days begin (the local one; a test fixes it);
    /// the next due day is at the player's target (`target(player:setting:)`, `setting` their
    /// `settings retention`); the player's FSRS weights are theirs (`fsrsWeights`).
    ///
    /// The interval's fuzz (`FSRS.scheduledDays`) is drawn from the player, the pair and its
    /// review count: the same review gives the same day on every machine and every replay,
    /// and the pairs of one game spread over different days.
    ///
    /// Returns the review written (nil when nothing was), for the review log.
    @discardableResult
    public mutating func record(player: String, pair: WordPair, rating: FSRS.Rating, at date: Date,
                                timeZone: TimeZone = .current, setting: Double? = nil) -> Review? {
        var entry = players[player]?[pair.memoryKey] ?? Record()
        if rating == .again, let lapsed = entry.state?.lastLapse, LearnerDay.same(lapsed, date, timeZone: timeZone) { return nil }
        let before = entry.state
        entry.seen += 1
        if rating == .again { entry.wrong += 1 } else { entry.right += 1 }
        entry.state = FSRS.review(entry.state, rating: rating, at: date, timeZone: timeZone,
                                  retention: target(player: player, setting: setting),
                                  fuzz: Self.intervalFuzz(player: player, key: pair.memoryKey, reviewsBefore: entry.state?.reps ?? 0),
                                  weights: fsrsWeights(player: player))
        players[player, default: [:]][pair.memoryKey] = entry
        let elapsed = before.map { max(0, LearnerDay.of(date, timeZone: timeZone).dayNumber - LearnerDay.of($0.lastReview, timeZone: timeZone).dayNumber) }
        return Review(player: player, pair: pair.memoryKey, rating: rating, time: date, elapsedDays: elapsed, before: before, after: entry.state!)
    }

    /// One review `record` wrote: what the review log keeps of it (`ReviewLogEntry`), but the
    /// game and list, which the caller knows.
    public struct Review: Equatable, Sendable {
        public var player: String
        public var pair: String
        public var rating: FSRS.Rating
        public var time: Date
        public var elapsedDays: Int?
        public var before: MemoryState?
        public var after: MemoryState

        /// The log's line for this review, in `game` of `list`.
        public func logEntry(list: String, game: String, source: ReviewLogEntry.Source) -> ReviewLogEntry {
            ReviewLogEntry(time: time, player: player, list: list, pair: pair, rating: rating, elapsedDays: elapsedDays,
                           before: before, after: after, game: game, source: source)
        }
    }

    /// The fuzz (0..<1, `FSRS.scheduledDays`) of `player`'s review of `pair` after
    /// `reviewsBefore` reviews: FNV-1a of the three, the same on every machine.
    static func intervalFuzz(player: String, key: String, reviewsBefore: Int) -> Double {
        Double(DailyPuzzle.fnv1a64("\(player)\u{0}\(key)\u{0}\(reviewsBefore)") >> 11) / 9_007_199_254_740_992
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
                t.shown += r.shown
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
