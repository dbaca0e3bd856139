import Foundation

/// The store's journals: files of one JSON line per record, only ever appended to — the
/// history of finished games (`history.jsonl`) and the review log (`reviews.jsonl`). Each line
/// is an envelope with its own `formatVersion`, so one torn or foreign line costs that line
/// alone.
extension Store {
    /// What one line of a journal holds.
    enum JournalLine<T> {
        case entry(T)
        /// Written by a newer version: kept, skipped.
        case newer
        /// Torn, not JSON, or not a valid entry: set aside.
        case damaged
    }

    /// The line for `value` in `file`, ending in a newline.
    func journalLine<T: Codable>(_ value: T, in file: File) -> [UInt8] {
        [UInt8]((try? Self.lineEncoder.encode(Envelope(formatVersion: file.formatVersion, data: value))) ?? Data()) + [10]
    }

    /// The entries of `file`, oldest first. Lines that cannot be read (a line torn by a crash,
    /// another version's, a value that does not validate) are moved aside to
    /// `NAME.corrupt-<timestamp>` the first time they are seen, and the file is rewritten
    /// without them, so they are reported once. Lines of a newer format are kept in place and
    /// skipped (said once per load).
    func loadJournal<T: StoredValue>(_ file: File, as type: T.Type) -> [T] {
        let full = path(file)
        let data: Data
        do {
            guard let bytes = try AtomicFile.read(full) else { return [] }
            data = Data(bytes)
        } catch {
            switch error {
            case let .refused(refusal): tell(refusal.text)
            case let .system(reason): tell(GameText.storeUnreadable(path: full, reason: reason))
            case .tooLarge: break
            }
            return []
        }
        let (entries, damaged, newer) = Self.journalLines(data, of: file, as: type)
        if newer > 0 { tell(GameText.historyLinesOfANewerVersion(newer, path: full)) }
        if damaged == 0 { return entries }
        do {
            let (aside, moved) = try setAsideDamagedLines(of: file, as: type)
            if moved > 0 { tell(GameText.historyLinesSetAside(moved, path: full, aside: aside)) }
            return Self.journalLines(Data((try? AtomicFile.read(full)) ?? []), of: file, as: type).entries
        } catch {
            // Cannot be repaired (a read-only disk): skip the lines and say so.
            tell(GameText.historyLinesSkipped(damaged, path: full))
            return entries
        }
    }

    /// The readable entries of a journal's bytes, how many lines are damaged, and how many a
    /// newer version wrote.
    static func journalLines<T: StoredValue>(_ data: Data, of file: File, as type: T.Type) -> (entries: [T], damaged: Int, newer: Int) {
        var entries: [T] = []
        var damaged = 0, newer = 0
        for line in data.split(separator: 10) where !line.isEmpty {
            switch journalLine(Data(line), of: file, as: type) {
            case let .entry(entry): entries.append(entry)
            case .newer: newer += 1
            case .damaged: damaged += 1
            }
        }
        return (entries, damaged, newer)
    }

    static func journalLine<T: StoredValue>(_ line: Data, of file: File, as type: T.Type) -> JournalLine<T> {
        guard line.count <= StoreLimits.historyLineBytes,
              let probe = try? JSONDecoder().decode(VersionProbe.self, from: line) else { return .damaged }
        if probe.formatVersion > file.formatVersion { return .newer }
        guard probe.formatVersion == file.formatVersion,
              let envelope = try? JSONDecoder().decode(Envelope<T>.self, from: line),
              (try? envelope.data.validate()) != nil else { return .damaged }
        return .entry(envelope.data)
    }

    /// Under the journal's append lock: appends its damaged lines to a `.corrupt-<timestamp>`
    /// file, then replaces the journal atomically with its good lines. Returns the file and how
    /// many lines were moved (0 when another program repaired it first).
    private func setAsideDamagedLines<T: StoredValue>(of file: File, as type: T.Type) throws(StoreError) -> (String, Int) {
        let full = path(file)
        return try AtomicFile.withAppendLock(full) { _ throws(StoreError) -> (String, Int) in
            let data = Data((try? AtomicFile.read(full)) ?? [])
            var good: [UInt8] = [], bad: [UInt8] = []
            var moved = 0
            for line in data.split(separator: 10) where !line.isEmpty {
                if case .damaged = Self.journalLine(Data(line), of: file, as: type) {
                    bad += line + [10]
                    moved += 1
                } else {
                    good += line + [10]
                }
            }
            let aside = full + ".corrupt-" + Self.fileTimestamp(Date())
            guard moved > 0 else { return (aside, 0) }
            try AtomicFile.appendLine(bad, to: aside)
            try AtomicFile.write(good, to: full)
            return (aside, moved)
        }
    }
}
