import Foundation

/// Recording a game in the store: a finished game's history line, leaderboard entry, learner
/// memory and solved day, each counted once however often a failed finish is retried; the
/// evidence of a game thrown away; and the markers that find a game's lines in the journals.
extension Store {
    /// What a finished game changed in the store.
    public struct FinishRecord: Equatable, Sendable {
        public var leaderboard: Leaderboard.Record
        /// The daily streak after this game, when it was a puzzle of the day.
        public var streak: Int?
        /// A puzzle of the day played again as practice (`DailyReplay`): nothing but the history
        /// and the memory changed.
        public var practice = false
    }

    /// Records a finished game: history, leaderboard, learner memory and, for a solved puzzle
    /// of the day, the calendar; then forgets the game in progress. A practice replay of a
    /// solved day (`GameSetup.practice`) goes to the history and the memory only: the streak
    /// and the records (the leaderboard) stay as they were.
    ///
    /// Once per game, however often it is called: the history is the record of what was
    /// counted, and gets no second line for `session.id` (checked under the history's lock);
    /// the leaderboard and the memory remember the ids they counted (`RecentGames`), and the
    /// calendar keeps a day's first solve. So a finish that failed half way (the history
    /// written, the leaderboard not) is completed by a retry, and nothing is counted twice.
    @discardableResult
    public func recordFinishedGame(_ session: GameSession, result: GameResult, at date: Date = Date(),
                                   today: CivilDate? = nil) throws -> FinishRecord {
        let entry = HistoryEntry(session: session, result: result, date: Self.timestamp(date))
        try AtomicFile.appendLine(journalLine(entry, in: .history), to: path(.history), unlessContaining: Self.historyMarker(session.id))
        return try AtomicFile.withLock(path(.lock)) {
            var leaderboard = loadLeaderboard()
            var record = Leaderboard.Record(bestScore: false, bestTime: false)
            let practice = session.setup.practice == true
            // A two-player game's points are not a game of one's score: it has its own table.
            if !entry.isTwoPlayerGame, !practice, !leaderboard.recentGames.contains(session.id) {
                record = leaderboard.add(entry)
                try save(leaderboard, to: .leaderboard)
            }

            var memory = loadMemory(now: date)
            let player = session.setup.player
            // Each player's own answers, under that player's name.
            try recordEvidence(of: session, in: &memory, at: date)

            var streak: Int?
            if !practice, let day = session.setup.dailyDate.flatMap(CivilDate.init(parsing:)) {
                var daily = loadDailyRecord()
                if result.valid {
                    daily.markSolved(day, player: player, seconds: result.seconds, score: result.score)
                    try save(daily, to: .daily)
                }
                streak = daily.streak(today: today ?? day)
            }
            try discardGame()
            return FinishRecord(leaderboard: record, streak: streak, practice: practice)
        }
    }

    /// Records the evidence of a game thrown away unfinished (`quit discard`): what the learner
    /// answered still counts in the learner memory (and only there: no history, no score).
    /// A game that showed nothing of any word writes nothing.
    func recordDiscardedGame(_ session: GameSession, at date: Date = Date()) throws {
        guard session.evidence.contains(where: { $0.rating != nil }) else { return }
        try withStoreLock {
            var memory = loadMemory(now: date)
            try recordEvidence(of: session, in: &memory, at: date)
        }
    }

    /// Records each player's evidence of `session` in `memory` at `date`, at the player's
    /// retention target; when anything was counted, appends the reviews to the review log, then
    /// saves the memory. Under the store's lock (the caller's).
    ///
    /// The log first: a finish retried after the memory failed to save writes the same game's
    /// reviews again only when the log has none of that game (`reviewMarker`), and a memory
    /// saved never lacks its log lines.
    private func recordEvidence(of session: GameSession, in memory: inout LearnerMemory, at date: Date) throws {
        let setting = loadSettings().retention
        var changed = false
        var log: [ReviewLogEntry] = []
        for game in session.gamesByPlayer {
            guard let reviews = memory.recordEvidence(of: game, at: date, setting: setting) else { continue }
            changed = true
            log += reviews
        }
        guard changed else { return }
        if !log.isEmpty {
            try AtomicFile.appendLine(log.flatMap { journalLine($0, in: .reviews) }, to: path(.reviews),
                                      unlessContaining: Self.reviewMarker(session.id))
            fitAndTestLearners(of: session, in: &memory, at: date, setting: setting)
        }
        try save(memory, to: .memory)
    }

    /// What the end of a game learns of its players from the whole review log, on the list just
    /// played (read again from its source; none when it cannot be, or is standard input):
    /// - FSRS fitted again to each player due a fit (`LearnerMemory.needsFit`), their target
    ///   planned on that list (the player's reviewed words without one);
    /// - the verdict of the test of how each player learns, when its returns on that list's core
    ///   are all read (`LearnerMemory.needsSpacingVerdict`).
    /// The log and the list are read only when one of them is due.
    private func fitAndTestLearners(of session: GameSession, in memory: inout LearnerMemory, at date: Date, setting: Double?) {
        let gameSize = session.setup.pairs.count
        let players = session.gamesByPlayer.map(\.setup.player)
        let fitting = players.filter { memory.needsFit(player: $0, at: date) }
        var list: [WordPair]?? = .none
        func listPlayed() -> [WordPair]? {
            if case let .some(loaded) = list { return loaded }
            let loaded = session.setup.listSource.flatMap { source -> [WordPair]? in
                guard source != WordListFile.standardInput else { return nil }
                return try? WordListCatalog.load(nameOrPath: source).list.pairs
            }
            list = .some(loaded)
            return loaded
        }
        let testing = players.filter { memory.needsSpacingVerdict(player: $0, gameSize: gameSize, list: listPlayed) }
        guard !fitting.isEmpty || !testing.isEmpty else { return }
        let log = loadReviews()
        for player in fitting {
            memory.refit(player: player, log: log, list: listPlayed(), gameSize: gameSize, at: date, setting: setting)
        }
        for player in testing {
            if let pairs = listPlayed() { memory.decideSpacing(player: player, log: log, list: pairs, gameSize: gameSize, at: date) }
        }
    }

    /// How a game's id appears in its review log lines (keys sorted: `game` comes just before
    /// `list`, so this names the game's id whole).
    static func reviewMarker(_ id: String) -> [UInt8] {
        let encoded = (try? lineEncoder.encode(id)).map { [UInt8]($0) } ?? Array("\"\(id)\"".utf8)
        return Array("\"game\":".utf8) + encoded + Array(",\"list\":".utf8)
    }

    /// How a game's id appears in its history line, encoded as the line is (keys sorted, no
    /// spaces, slashes kept; a quote inside a string is escaped, so no other field can hold this).
    static func historyMarker(_ id: String) -> [UInt8] {
        let encoded = (try? lineEncoder.encode(id)).map { [UInt8]($0) } ?? Array("\"\(id)\"".utf8)
        return Array("\"id\":".utf8) + encoded
    }
}
