import Foundation

/// A list a player has played, found again from the learner memory: the one rule behind what
/// reviews draw from (`ReviewGame.lists`) and what `stats` shows progress through
/// (`ListProgress`), so the two never disagree about which lists a player has played (they
/// did: `stats` showed a built-in list the player had never opened because it shared three
/// words with a teacher's file).
struct PlayedList: Sendable {
    /// How the memory shows the list was played.
    enum Evidence: Equatable, Sendable {
        /// Recorded when a game of it was played (`LearnerMemory.listsPlayed`).
        case recorded
        /// A library list not recorded, holding a word met that no recorded list holds: played
        /// before lists were recorded (memories written before then record none).
        case wordsOfItsOwn
        /// A library list not recorded whose words met all belong to lists recorded: those
        /// words were met through the other lists, and this one was never played.
        case sharedWords
    }

    /// As `--words` takes it: a library list's name, or the path of a file played from elsewhere.
    /// Not yet safe to print (`DisplaySafe`).
    var name: String
    var list: WordList
    var evidence: Evidence

    /// The lists `players` played (every player's when nil; each list once): first those
    /// recorded, the last played first, a library list by its name or path in `entries`, a file
    /// by its path while it still loads; then the library's other lists that hold a word met,
    /// in the library's order, each with what shows it was played or not.
    static func of(_ entries: [WordListLibrary.Entry], players: [String]?, memory: LearnerMemory) -> [PlayedList] {
        let names = players ?? memory.players.keys.sorted()
        var known: Set<String> = []
        for name in names { known.formUnion((memory.players[name] ?? [:]).keys) }
        let library = entries.filter { $0.list != nil }
        var played: [PlayedList] = []
        var taken: Set<String> = []
        for name in names {
            for source in (memory.listsPlayed[name] ?? []).reversed() {
                let isPath = WordList.looksLikePath(source)
                if let entry = library.first(where: { isPath ? $0.path == source : $0.name == source }), let list = entry.list {
                    if taken.insert(entry.name).inserted { played.append(PlayedList(name: entry.name, list: list, evidence: .recorded)) }
                } else if isPath, taken.insert(source).inserted, let list = try? WordListCatalog.load(nameOrPath: source).list {
                    played.append(PlayedList(name: source, list: list, evidence: .recorded))
                }
            }
        }
        let inRecorded = Set(played.flatMap { $0.list.pairs.map(\.memoryKey) })
        for entry in library where !taken.contains(entry.name) {
            guard let list = entry.list else { continue }
            let met = list.pairs.map(\.memoryKey).filter { known.contains($0) }
            if met.isEmpty { continue }
            let ownWord = met.contains { !inRecorded.contains($0) }
            played.append(PlayedList(name: entry.name, list: list, evidence: ownWord ? .wordsOfItsOwn : .sharedWords))
        }
        return played
    }
}
