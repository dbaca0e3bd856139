import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The player's data on disk: the game in progress, settings, history, leaderboard, learner
/// memory and solved days, in one directory (`StoreLocation`).
///
/// Every file carries `formatVersion`. Writes are atomic (`AtomicFile`); a write that fails
/// throws `StoreError` and leaves the last good file. A file that cannot be decoded, or whose
/// value does not validate (`StoredValue`), is reported through `notify` in one line, moved
/// aside as `NAME.corrupt-<timestamp>`, and defaults are used. A file of a newer format is
/// reported and kept: never set aside, never written over. A symbolic link (or anything not a
/// regular file) in the directory is reported and left alone.
/// A class because it stands for one place on disk shared by everything that uses it.
public final class Store: Sendable {
    public let directory: String
    private let notify: @Sendable (StoreNotice) -> Void
    /// The notices given so far. A file left alone reads the same each time this process looks
    /// at it, so its notice is given once (`play` looked at a linked `game.json` three times at
    /// start and said so three times).
    private let given = Mutex<Set<String>>([])
    /// Whether this process holds `store.lock` now (`withStoreLock`): a repair made while
    /// reading (`Store+MemoryRepair`) takes it only when not already held (a second `flock`
    /// of the file by the same process would wait for itself).
    let holdsStoreLock = Mutex<Bool>(false)

    /// The largest JSON file read (a game of 100,000 moves is about 2 MB); a larger one is set aside.
    static let fileSizeLimit = 64 << 20

    enum File: String {
        case game = "game.json"
        case settings = "settings.json"
        case leaderboard = "leaderboard.json"
        case memory = "memory.json"
        case daily = "daily.json"
        case history = "history.jsonl"
        case reviews = "reviews.jsonl"
        case lock = "store.lock"
        /// Held by the process playing the game (`GameHold`).
        case gameLock = "game.lock"

        /// The format this program writes; it reads every one from 1 up to it. `game.json` is
        /// at 2 (packed undo steps, a game id; see `GameSession+Coding`), `memory.json` at 3
        /// (2: FSRS states instead of Leitner boxes, see `LearnerMemory+Migration`; 3: FSRS
        /// fitted to each player, `LearnerFit`, whose states an older program would read on the
        /// wrong curve and whose fits it would drop, so it leaves the file alone), the others at 1.
        var formatVersion: Int {
            switch self {
            case .memory: 3
            case .game: 2
            default: 1
            }
        }
    }

    /// The store in `directory`. Temporary files left there by a killed save are removed.
    public init(directory: String, notify: @escaping @Sendable (StoreNotice) -> Void = { _ in }) {
        self.directory = directory
        self.notify = notify
        AtomicFile.removeStaleTemporaryFiles(in: directory)
    }

    /// The store the environment names (see `StoreLocation`).
    public convenience init(environment: [String: String], notify: @escaping @Sendable (StoreNotice) -> Void = { _ in }) {
        self.init(directory: StoreLocation.directory(environment: environment), notify: notify)
    }

    func path(_ file: File) -> String { directory + "/" + file.rawValue }

    /// Gives `text` to `notify`, unless it was given before.
    func tell(_ text: Localized) {
        guard given.withLock({ $0.insert(text.en).inserted }) else { return }
        notify(StoreNotice(text: text))
    }

    // MARK: The game in progress

    public var hasSavedGame: Bool { FileManager.default.fileExists(atPath: path(.game)) }

    /// The saved game, if there is one and it can be read.
    public func loadGame() -> GameSession? { load(.game, as: GameSession.self)?.sanitized }

    /// Saves `session` (pass a `snapshot(at:)`, so the time so far is kept).
    public func saveGame(_ session: GameSession) throws(StoreError) { try save(session, to: .game) }

    /// Forgets the game in progress. A newer version's game, a link or anything not a file
    /// there is not ours to forget: it stays.
    func discardGame() throws(StoreError) {
        do { try refuseToWrite(.game) } catch { return }
        if unlink(path(.game)) != 0 && errno != ENOENT {
            throw StoreError(path: path(.game), reason: String(cString: strerror(errno)))
        }
    }

    // MARK: Settings, leaderboard, memory, solved days

    // Loaded values are `sanitized`: no control character read from a file reaches the terminal.
    public func loadSettings() -> Settings { load(.settings, as: Settings.self)?.sanitized ?? Settings() }
    public func saveSettings(_ settings: Settings) throws(StoreError) { try save(settings, to: .settings) }
    public func loadLeaderboard() -> Leaderboard { load(.leaderboard, as: Leaderboard.self)?.sanitized ?? Leaderboard() }
    /// The learner memory; a format-1 file's Leitner boxes become FSRS states reviewed at the
    /// file's last change (never after `now`), the same at every load until it is saved again.
    public func loadMemory(now: Date = Date()) -> LearnerMemory {
        guard var memory = load(.memory, as: LearnerMemory.self)?.sanitized else { return LearnerMemory() }
        if memory.hasLeitnerBoxes { memory.migrateLeitnerBoxes(reviewedAt: memoryChangeDate(now: now)) }
        return memory
    }

    /// When `memory.json` last changed, never after `now`: the date its Leitner boxes stand for.
    /// Whole seconds, because a file's time has nanoseconds that the stored seconds since 1970
    /// do not always give back to the last bit: the migrated memory must load back equal.
    func memoryChangeDate(now: Date) -> Date {
        let changed = (try? FileManager.default.attributesOfItem(atPath: path(.memory))[.modificationDate]) as? Date
        return Date(timeIntervalSince1970: min(changed ?? now, now).timeIntervalSince1970.rounded(.down))
    }
    public func loadDailyRecord() -> DailyRecord { load(.daily, as: DailyRecord.self)?.sanitized ?? DailyRecord() }

    // MARK: History

    /// Appends one finished game; safe with other processes appending at the same time. Not
    /// public: a game is recorded whole by `recordFinishedGame` (history, leaderboard and memory together);
    /// the tests append lines of their own through `@testable`.
    func appendHistory(_ entry: HistoryEntry) throws(StoreError) {
        try AtomicFile.appendLine(journalLine(entry, in: .history), to: path(.history))
    }

    /// The finished games, oldest first (`loadJournal`: damaged lines set aside once, a newer
    /// version's kept and skipped).
    public func loadHistory() -> [HistoryEntry] { loadJournal(.history, as: HistoryEntry.self).map(\.sanitized) }

    /// Every review in the log, oldest first (damaged lines set aside once, as the history's).
    public func loadReviews() -> [ReviewLogEntry] { loadJournal(.reviews, as: ReviewLogEntry.self).map(\.sanitized) }

    // MARK: Clearing

    /// Deletes the history, leaderboard, learner memory and solved days (not settings or the
    /// game in progress).
    public func clearStatistics() throws(StoreError) {
        for file in [File.history, .reviews, .leaderboard, .memory, .daily] where unlink(path(file)) != 0 && errno != ENOENT {
            throw StoreError(path: path(file), reason: String(cString: strerror(errno)), action: .clear)
        }
    }

    // MARK: Files

    struct Envelope<T: Codable>: Codable {
        var formatVersion: Int
        var data: T
    }

    /// A file's version, read before its data: a newer one is left as it is.
    struct VersionProbe: Decodable {
        var formatVersion: Int
    }

    static var lineEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    func save<T: Codable>(_ value: T, to file: File) throws(StoreError) {
        try refuseToWrite(file)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(Envelope(formatVersion: file.formatVersion, data: value)) else {
            throw StoreError(path: path(file), reason: "cannot encode")
        }
        try AtomicFile.write([UInt8](data) + [10], to: path(file))
    }

    /// Throws when `file` is not ours to replace: a link, not a regular file, or written by a
    /// newer version. The version is read as `load` reads it, from the whole parsed file (the
    /// store's files are small): a file naming `formatVersion` twice, the newer first, was
    /// called a newer version's when read but looked like ours from its last bytes, and was
    /// overwritten.
    private func refuseToWrite(_ file: File) throws(StoreError) {
        let full = path(file)
        try AtomicFile.refuseNonFile(full)
        guard let version = formatVersion(full) else { return }
        if version > file.formatVersion { throw StoreError(path: full, refused: .newerVersion) }
    }

    /// The file's version, decoded as `load` decodes it; nil when absent or undecodable.
    private func formatVersion(_ full: String) -> Int? {
        guard let bytes = try? AtomicFile.read(full, limit: Self.fileSizeLimit) else { return nil }
        return (try? JSONDecoder().decode(VersionProbe.self, from: Data(bytes)))?.formatVersion
    }

    /// The file's value, or nil when absent. A file that cannot be decoded or does not validate
    /// is set aside and reported; a newer version's, a link or not a regular file is reported
    /// and left alone.
    func load<T: StoredValue>(_ file: File, as type: T.Type) -> T? {
        let full = path(file)
        let data: Data
        do {
            guard let bytes = try AtomicFile.read(full, limit: Self.fileSizeLimit) else { return nil }
            data = Data(bytes)
        } catch {
            switch error {
            case let .refused(refusal):
                tell(refusal.text)
                return nil
            case let .system(reason):
                tell(GameText.storeUnreadable(path: full, reason: reason))
                return nil
            case .tooLarge:
                return setAside(file, reason: "> \(Self.fileSizeLimit >> 20) MiB")
            }
        }
        switch Self.reading(data, of: file, as: type) {
        case let .value(value):
            return value
        case .newer:
            tell(GameText.storeNewerVersion(path: full))
            return nil
        case let .damaged(reason):
            if file == .memory, let memory = salvageMemory(data) as? T { return memory }
            return setAside(file, reason: reason)
        }
    }

    /// What a stored file's bytes hold, decoded and validated: `load` and `check` (doctor) read
    /// a file through this one function, so both call the same files valid.
    enum Reading<T> {
        case value(T)
        /// Written by a newer version: left as it is.
        case newer
        /// Not decodable (reason nil), or decoded but not valid (the reason).
        case damaged(reason: String?)
    }

    static func reading<T: StoredValue>(_ data: Data, of file: File, as type: T.Type) -> Reading<T> {
        guard let probe = try? JSONDecoder().decode(VersionProbe.self, from: data), probe.formatVersion >= 1 else {
            return .damaged(reason: nil)
        }
        if probe.formatVersion > file.formatVersion { return .newer }
        // Every older version decodes with the current type (it reads the older forms).
        guard let envelope = try? JSONDecoder().decode(Envelope<T>.self, from: data) else { return .damaged(reason: nil) }
        do {
            try envelope.data.validate()
        } catch {
            return .damaged(reason: error.reason)
        }
        return .value(envelope.data)
    }

    /// Runs `body` holding `store.lock`, the lock of every change to the leaderboard, the
    /// memory and the calendar; at once when this process holds it already.
    func withStoreLock<T>(_ body: () throws -> T) throws -> T {
        if holdsStoreLock.withLock({ $0 }) { return try body() }
        return try AtomicFile.withLock(path(.lock)) {
            holdsStoreLock.withLock { $0 = true }
            defer { holdsStoreLock.withLock { $0 = false } }
            return try body()
        }
    }

    /// Moves `file` aside as `NAME.corrupt-<timestamp>` and says so (with why, when the file
    /// decoded but its value is invalid). Always nil: the caller uses defaults.
    private func setAside<T>(_ file: File, reason: String?) -> T? {
        let full = path(file)
        let aside = Self.unusedName(full + ".corrupt-" + Self.fileTimestamp(Date()))
        if rename(full, aside) == 0 {
            // The reason may quote a name from the file: shown without its control characters.
            let text = reason.map { GameText.storeInvalid(path: full, reason: PlayerName.sanitized($0), aside: aside) }
                ?? GameText.storeSetAside(path: full, aside: aside)
            tell(text)
        } else {
            tell(GameText.storeUnreadable(path: full, reason: String(cString: strerror(errno))))
        }
        return nil
    }

    /// `name`, or `name-2`, `name-3`… when taken: a second file set aside in the same second
    /// does not replace the first.
    static func unusedName(_ name: String) -> String {
        var candidate = name, number = 1
        var info = stat()
        while lstat(candidate, &info) == 0 {
            number += 1
            candidate = "\(name)-\(number)"
        }
        return candidate
    }

    /// `2026-11-23T11:28:14Z`.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// `20261123-112814`, for file names.
    static func fileTimestamp(_ date: Date) -> String {
        timestamp(date).filter { $0.isNumber || $0 == "T" }.replacingOccurrences(of: "T", with: "-")
    }
}
