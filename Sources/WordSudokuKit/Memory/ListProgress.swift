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
    /// anyone) through every list played (`PlayedList`, the one rule reviews follow too), the
    /// last played first: not a library list whose words met were all met through other lists.
    public static func of(player: String?, memory: LearnerMemory, library: WordListLibrary) -> [ListProgress] {
        var states: [String: MemoryState] = [:]
        for (name, words) in memory.players where player == nil || name == player {
            for (key, record) in words {
                guard let state = record.state else { continue }
                if let known = states[key], known.stability >= state.stability { continue }
                states[key] = state
            }
        }
        return PlayedList.of(library.entries(), players: player.map { [$0] }, memory: memory).compactMap { played in
            guard played.evidence != .sharedWords else { return nil }
            let keys = Set(played.list.pairs.map(\.memoryKey))
            let met = keys.filter { states[$0] != nil }
            guard !met.isEmpty else { return nil }
            let learned = met.filter { states[$0]!.stability >= LearnerMemory.learnedStability }
            return ListProgress(name: played.name, met: met.count, learned: learned.count, total: keys.count)
        }
    }
}
