import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The player's data on disk: the game in progress, settings, history, leaderboard, learner
/// memory and solved days, in one directory (`StoreLocation`).
///
/// Every file carries `formatVersion`. Writes are atomic (`AtomicFile`); a write that fails
/// throws `StoreError` and leaves the last good file. A damaged file is reported through
/// `notify` in one line, moved aside as `NAME.corrupt-<timestamp>`, and defaults are used.
/// A class because it stands for one place on disk shared by everything that uses it.
public final class Store: Sendable {
    public let directory: String
    private let notify: @Sendable (StoreNotice) -> Void

    /// The version written in every file; files of another version are set aside.
    public static let formatVersion = 1

    enum File: String {
        case game = "game.json"
        case settings = "settings.json"
        case leaderboard = "leaderboard.json"
        case memory = "memory.json"
        case daily = "daily.json"
        case history = "history.jsonl"
        case lock = "store.lock"
    }

    public init(directory: String, notify: @escaping @Sendable (StoreNotice) -> Void = { _ in }) {
        self.directory = directory
        self.notify = notify
    }

    /// The store the environment names (see `StoreLocation`).
    public convenience init(environment: [String: String], notify: @escaping @Sendable (StoreNotice) -> Void = { _ in }) {
        self.init(directory: StoreLocation.directory(environment: environment), notify: notify)
    }

    func path(_ file: File) -> String { directory + "/" + file.rawValue }

    // MARK: The game in progress

    public var hasSavedGame: Bool { FileManager.default.fileExists(atPath: path(.game)) }

    /// The saved game, if there is one and it can be read.
    public func loadGame() -> GameSession? { load(.game, as: GameSession.self)?.sanitized }

    /// Saves `session` (pass a `snapshot(at:)`, so the time so far is kept).
    public func saveGame(_ session: GameSession) throws(StoreError) { try save(session, to: .game) }

    /// Forgets the game in progress.
    public func discardGame() throws(StoreError) {
        if unlink(path(.game)) != 0 && errno != ENOENT {
            throw StoreError(path: path(.game), reason: String(cString: strerror(errno)))
        }
    }

    // MARK: Settings, leaderboard, memory, solved days

    // Loaded values are `sanitized`: no control character read from a file reaches the terminal.
    public func loadSettings() -> Settings { load(.settings, as: Settings.self)?.sanitized ?? Settings() }
    public func saveSettings(_ settings: Settings) throws(StoreError) { try save(settings, to: .settings) }
    public func loadLeaderboard() -> Leaderboard { load(.leaderboard, as: Leaderboard.self)?.sanitized ?? Leaderboard() }
    public func loadMemory() -> LearnerMemory { load(.memory, as: LearnerMemory.self)?.sanitized ?? LearnerMemory() }
    public func loadDailyRecord() -> DailyRecord { load(.daily, as: DailyRecord.self)?.sanitized ?? DailyRecord() }

    // MARK: History

    /// Appends one finished game; safe with other processes appending at the same time.
    public func appendHistory(_ entry: HistoryEntry) throws(StoreError) {
        let envelope = Envelope(formatVersion: Self.formatVersion, data: entry)
        var bytes = [UInt8]((try? Self.lineEncoder.encode(envelope)) ?? Data())
        bytes.append(10)
        try AtomicFile.appendLine(bytes, to: path(.history))
    }

    /// The finished games, oldest first. Lines that cannot be read (a line torn by a crash,
    /// another version's) are moved aside to `history.jsonl.corrupt-<timestamp>` the first time
    /// they are seen, and the history is rewritten without them, so they are reported once.
    public func loadHistory() -> [HistoryEntry] {
        guard let data = FileManager.default.contents(atPath: path(.history)) else { return [] }
        let (entries, damaged) = Self.historyLines(data)
        if damaged.isEmpty { return entries }
        do {
            let (aside, moved) = try setAsideDamagedHistory()
            if moved > 0 { notify(StoreNotice(text: GameText.historyLinesSetAside(moved, path: path(.history), aside: aside))) }
            return Self.historyLines(FileManager.default.contents(atPath: path(.history)) ?? Data()).entries
        } catch {
            // Cannot be repaired (a read-only disk): skip the lines and say so.
            notify(StoreNotice(text: GameText.historyLinesSkipped(damaged.count, path: path(.history))))
            return entries
        }
    }

    /// The readable entries of a history file and its damaged lines.
    static func historyLines(_ data: Data) -> (entries: [HistoryEntry], damaged: [Data]) {
        var entries: [HistoryEntry] = []
        var damaged: [Data] = []
        for line in data.split(separator: 10) where !line.isEmpty {
            if let envelope = try? JSONDecoder().decode(Envelope<HistoryEntry>.self, from: Data(line)),
               envelope.formatVersion == Self.formatVersion {
                entries.append(envelope.data.sanitized)
            } else {
                damaged.append(Data(line))
            }
        }
        return (entries, damaged)
    }

    /// Under the history's append lock: appends its damaged lines to a `.corrupt-<timestamp>`
    /// file, then replaces the history atomically with its good lines. Returns the file and how
    /// many lines were moved (0 when another program repaired it first).
    private func setAsideDamagedHistory() throws(StoreError) -> (String, Int) {
        let history = path(.history)
        return try AtomicFile.withAppendLock(history) { _ throws(StoreError) -> (String, Int) in
            let data = FileManager.default.contents(atPath: history) ?? Data()
            var good: [UInt8] = [], bad: [UInt8] = []
            var moved = 0
            for line in data.split(separator: 10) where !line.isEmpty {
                if let envelope = try? JSONDecoder().decode(Envelope<HistoryEntry>.self, from: Data(line)),
                   envelope.formatVersion == Self.formatVersion {
                    good += line + [10]
                } else {
                    bad += line + [10]
                    moved += 1
                }
            }
            let aside = history + ".corrupt-" + Self.fileTimestamp(Date())
            guard moved > 0 else { return (aside, 0) }
            try AtomicFile.appendLine(bad, to: aside)
            try AtomicFile.write(good, to: history)
            return (aside, moved)
        }
    }

    // MARK: Finishing a game

    /// What a finished game changed in the store.
    public struct FinishRecord: Equatable, Sendable {
        public var leaderboard: Leaderboard.Record
        /// The daily streak after this game, when it was a puzzle of the day.
        public var streak: Int?
    }

    /// Records a finished game: history, leaderboard, learner memory and, for a solved puzzle
    /// of the day, the calendar; then forgets the game in progress.
    @discardableResult
    public func recordFinishedGame(_ session: GameSession, result: GameResult, at date: Date = Date(),
                                   today: CivilDate? = nil) throws -> FinishRecord {
        let entry = HistoryEntry(session: session, result: result, date: Self.timestamp(date))
        try appendHistory(entry)
        return try AtomicFile.withLock(path(.lock)) {
            var leaderboard = loadLeaderboard()
            let record = leaderboard.add(entry)
            try save(leaderboard, to: .leaderboard)

            var memory = loadMemory()
            let player = session.setup.player
            let toEnter = Set(session.givens.indices.filter { !session.isGiven($0) }.map { Int(session.solution[$0]) })
            for symbol in toEnter.sorted() {
                let cellsRight = session.solution.indices.allSatisfy {
                    Int(session.solution[$0]) != symbol || session.cells[$0] == session.solution[$0]
                }
                memory.record(player: player, pair: session.setup.pairs[symbol - 1],
                              right: cellsRight && session.mistakesBySymbol[symbol - 1] == 0)
            }
            try save(memory, to: .memory)

            var streak: Int?
            if let day = session.setup.dailyDate.flatMap(CivilDate.init(parsing:)) {
                var daily = loadDailyRecord()
                if result.valid {
                    daily.markSolved(day, player: player, seconds: result.seconds, score: result.score)
                    try save(daily, to: .daily)
                }
                streak = daily.streak(today: today ?? day)
            }
            try discardGame()
            return FinishRecord(leaderboard: record, streak: streak)
        }
    }

    /// Deletes the history, leaderboard, learner memory and solved days (not settings or the
    /// game in progress).
    public func clearStatistics() throws(StoreError) {
        for file in [File.history, .leaderboard, .memory, .daily] where unlink(path(file)) != 0 && errno != ENOENT {
            throw StoreError(path: path(file), reason: String(cString: strerror(errno)), action: .clear)
        }
    }

    // MARK: Files

    struct Envelope<T: Codable>: Codable {
        var formatVersion: Int
        var data: T
    }

    private static var lineEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    func save<T: Codable>(_ value: T, to file: File) throws(StoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(Envelope(formatVersion: Self.formatVersion, data: value)) else {
            throw StoreError(path: path(file), reason: "cannot encode")
        }
        try AtomicFile.write([UInt8](data) + [10], to: path(file))
    }

    /// The file's content, or nil when absent; a damaged file is set aside and reported.
    func load<T: Codable>(_ file: File, as type: T.Type) -> T? {
        let full = path(file)
        guard FileManager.default.fileExists(atPath: full) else { return nil }
        guard let data = FileManager.default.contents(atPath: full) else {
            notify(StoreNotice(text: GameText.storeUnreadable(path: full, reason: String(cString: strerror(errno)))))
            return nil
        }
        if let envelope = try? JSONDecoder().decode(Envelope<T>.self, from: data), envelope.formatVersion == Self.formatVersion {
            return envelope.data
        }
        let aside = full + ".corrupt-" + Self.fileTimestamp(Date())
        if rename(full, aside) == 0 {
            notify(StoreNotice(text: GameText.storeSetAside(path: full, aside: aside)))
        } else {
            notify(StoreNotice(text: GameText.storeUnreadable(path: full, reason: String(cString: strerror(errno)))))
        }
        return nil
    }

    /// `2026-11-23T11:28:14Z`.
    public static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// `20261123-112814`, for file names.
    static func fileTimestamp(_ date: Date) -> String {
        timestamp(date).filter { $0.isNumber || $0 == "T" }.replacingOccurrences(of: "T", with: "-")
    }
}
