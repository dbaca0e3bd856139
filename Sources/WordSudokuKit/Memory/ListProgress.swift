import Foundation

/// How far a player has got through one list: its pairs met (reviewed at least once), learned
/// (stability ≥ `LearnerMemory.learnedStability`) and in all — what `stats` shows per list.
public struct ListProgress: Equatable, Sendable {
    /// The list's name as `--words` takes it (a built-in list's, a lists-folder file's), or the
    /// path of a file played from elsewhere. Not yet safe to print (`DisplaySafe`).
    public var name: String
    public var met: Int
    public var learned: Int
    public var total: Int

    /// The progress of `player` (everyone's words when nil, each pair counted once, met by
    /// anyone) through every list played: the library's lists with a pair the memory knows,
    /// then the files played from elsewhere that still load (`LearnerMemory.listsPlayed`), in
    /// that order.
    public static func of(player: String?, memory: LearnerMemory, library: WordListLibrary) -> [ListProgress] {
        var states: [String: MemoryState] = [:]
        for (name, words) in memory.players where player == nil || name == player {
            for (key, record) in words {
                guard let state = record.state else { continue }
                if let known = states[key], known.stability >= state.stability { continue }
                states[key] = state
            }
        }
        let inLibrary = library.entries().compactMap { entry in entry.list.map { (entry.path ?? entry.name, entry.name, $0) } }
        let libraryPaths = Set(inLibrary.map(\.0))
        let sources = memory.listsPlayed.filter { player == nil || $0.key == player }.values.flatMap { $0 }
        var seen: Set<String> = []
        let files = sources.filter { WordList.looksLikePath($0) && !libraryPaths.contains($0) && seen.insert($0).inserted }
            .sorted()
            .compactMap { path in (try? WordListCatalog.load(nameOrPath: path)).map { (path, path, $0.list) } }
        return (inLibrary + files).compactMap { _, name, list in
            let keys = Set(list.pairs.map(\.memoryKey))
            let met = keys.filter { states[$0] != nil }
            guard !met.isEmpty else { return nil }
            let learned = met.filter { states[$0]!.stability >= LearnerMemory.learnedStability }
            return ListProgress(name: name, met: met.count, learned: learned.count, total: keys.count)
        }
    }
}
