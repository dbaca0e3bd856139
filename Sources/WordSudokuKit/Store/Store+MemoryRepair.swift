import Foundation

/// `memory.json` holds every player's memory of every word: one record that cannot be read
/// (not decodable, or not valid) must not cost all of them (issue 25). When the whole file
/// does not load, it is read again record by record (and each player's lists played, fit and
/// test verdict one by one): the valid ones are kept, the file as it
/// was is copied aside (`memory.json.corrupt-<timestamp>`, as a damaged file is moved), the
/// memory is written again without the bad records, and the notice names each record dropped.
/// Nothing is lost unsaid: the dropped records are in the copy.
///
/// A file whose shape is wrong (not JSON, no `players`), or past the sizes a memory can reach
/// (`LearnerMemory.validateBounds`), is still set aside whole.
extension Store {
    /// The file's valid records, once the copy of the file is made and the memory rewritten
    /// without the others (or, when that cannot be written, with the others skipped and said so);
    /// nil when the file cannot be read record by record.
    func salvageMemory(_ data: Data) -> LearnerMemory? {
        guard let salvaged = Self.salvagedMemory(data) else { return nil }
        var memory = salvaged.memory
        let dropped = salvaged.dropped
        let full = path(.memory)
        do {
            return try withStoreLock { () throws -> LearnerMemory in
                // Under the lock: the file is still the one read (another process may have
                // repaired it, or recorded a game in it, meanwhile).
                guard let now = try? AtomicFile.read(full, limit: Self.fileSizeLimit), Data(now) == data else {
                    return load(.memory, as: LearnerMemory.self) ?? LearnerMemory()
                }
                // Written as format 2: a format-1 file's boxes become states first, as `loadMemory` does.
                if memory.hasLeitnerBoxes { memory.migrateLeitnerBoxes(reviewedAt: memoryChangeDate(now: Date())) }
                let aside = Self.unusedName(full + ".corrupt-" + Self.fileTimestamp(Date()))
                try AtomicFile.write([UInt8](data), to: aside)
                try save(memory, to: .memory)
                tell(GameText.memoryRecordsDropped(dropped, path: full, aside: aside))
                return memory
            }
        } catch {
            let reason = (error as? StoreError)?.reason ?? "\(error)"
            tell(GameText.memoryRecordsSkipped(dropped, path: full, reason: reason))
            return memory
        }
    }
}

extension Store {
    /// The valid records of a memory file that does not load whole, and the names of the records
    /// left out; nil when it cannot be read record by record (set aside whole). Changes nothing
    /// on disk: `salvageMemory` repairs with it, `check` (doctor) reports with it.
    static func salvagedMemory(_ data: Data) -> (memory: LearnerMemory, dropped: [String])? {
        guard let envelope = try? JSONDecoder().decode(SalvagedEnvelope.self, from: data),
              (1...File.memory.formatVersion).contains(envelope.formatVersion) else { return nil }
        var memory = envelope.data.memory
        guard (try? memory.validateBounds()) != nil else { return nil }
        let dropped = (envelope.data.dropped + memory.dropInvalidRecords()).sorted().map(PlayerName.sanitized)
        guard !dropped.isEmpty, (try? memory.validate()) != nil else { return nil }
        return (memory, dropped)
    }
}

/// `memory.json` with its data read record by record.
struct SalvagedEnvelope: Decodable {
    var formatVersion: Int
    var data: SalvagedMemory
}

/// `memory.json`'s data read record by record: a record (or a player's part) that does not
/// decode is left out and named in `dropped`.
struct SalvagedMemory: Decodable {
    var memory = LearnerMemory()
    var dropped: [String] = []

    private enum CodingKeys: String, CodingKey { case players, recentGames, listsPlayed, fits, spacingTests }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let players = try c.decode([String: Salvaged<[String: Salvaged<LearnerMemory.Record>]>].self, forKey: .players)
        for (player, words) in players {
            guard let words = words.value else {
                dropped.append("players[\(player.prefix(40))] (not a player's records)")
                continue
            }
            for (key, record) in words {
                if let record = record.value {
                    memory.players[player, default: [:]][key] = record
                } else {
                    dropped.append("players[\(player.prefix(40))][\(key.prefix(100))] (not a record)")
                }
            }
            if memory.players[player] == nil && words.isEmpty { memory.players[player] = [:] }
        }
        if let recent = try? c.decodeIfPresent(RecentGames.self, forKey: .recentGames) {
            memory.recentGames = recent
        } else if c.contains(.recentGames) {
            dropped.append("recentGames (not a list of game ids)")
        }
        // Each player's lists played, fit and test verdict, kept one by one as the records are
        // (a value that decodes but is not valid is dropped by `dropInvalidRecords`).
        memory.listsPlayed = Self.eachPlayer(c, .listsPlayed, what: "a list of sources", dropped: &dropped)
        memory.fits = Self.eachPlayer(c, .fits, what: "a fit", dropped: &dropped)
        memory.spacingTests = Self.eachPlayer(c, .spacingTests, what: "a test's verdict", dropped: &dropped)
    }

    /// The players' values under `key` that decode; each one that does not is named in `dropped`
    /// (`what` says what it should have been), and so is the whole field when it is not a
    /// player's values.
    private static func eachPlayer<Value: Decodable>(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, what: String,
                                                     dropped: inout [String]) -> [String: Value] {
        guard c.contains(key) else { return [:] }
        guard let values = try? c.decode([String: Salvaged<Value>].self, forKey: key) else {
            dropped.append("\(key.stringValue) (not a player's values)")
            return [:]
        }
        var kept: [String: Value] = [:]
        for (player, value) in values {
            if let value = value.value {
                kept[player] = value
            } else {
                dropped.append("\(key.stringValue)[\(player.prefix(40))] (not \(what))")
            }
        }
        return kept
    }
}

/// A value, or nil when it does not decode (the error is swallowed: the caller names what was lost).
struct Salvaged<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: Decoder) throws {
        value = try? Value(from: decoder)
    }
}

extension GameText {
    /// At most this many dropped records are named in a notice; the rest are counted.
    static let droppedRecordsShown = 5

    static func droppedList(_ dropped: [String], _ language: UILanguage) -> String {
        let shown = dropped.prefix(droppedRecordsShown).joined(separator: "; ")
        let more = dropped.count - min(dropped.count, droppedRecordsShown)
        guard more > 0 else { return shown }
        return shown + (language == .fr ? " ; et \(more) de plus" : "; and \(more) more")
    }

    /// Bad records of the learner memory left out, the rest kept, the file as it was copied aside.
    static func memoryRecordsDropped(_ dropped: [String], path: String, aside: String) -> Localized {
        let n = dropped.count
        return Localized(
            en: "\(path): \(n == 1 ? "1 record" : "\(n) records") could not be used and \(n == 1 ? "was" : "were") dropped: \(droppedList(dropped, .en)); every other record is kept, and the file as it was is kept in \(aside)",
            fr: "\(path) : \(n == 1 ? "1 enregistrement inutilisable a été retiré" : "\(n) enregistrements inutilisables ont été retirés") : \(droppedList(dropped, .fr)) ; tous les autres sont gardés, et le fichier tel qu’il était est gardé dans \(aside)")
    }

    /// Bad records of the learner memory skipped, the file left as it is (it could not be rewritten).
    static func memoryRecordsSkipped(_ dropped: [String], path: String, reason: String) -> Localized {
        let n = dropped.count
        return Localized(
            en: "\(path): \(n == 1 ? "1 record" : "\(n) records") could not be used and \(n == 1 ? "is" : "are") skipped: \(droppedList(dropped, .en)); the file could not be repaired (\(reason)) and is left as it is",
            fr: "\(path) : \(n == 1 ? "1 enregistrement inutilisable est ignoré" : "\(n) enregistrements inutilisables sont ignorés") : \(droppedList(dropped, .fr)) ; le fichier n’a pas pu être réparé (\(reason)) et reste tel quel")
    }
}
