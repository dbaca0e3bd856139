import Foundation
import SudokuEngine
import WordSudokuKit
@testable import WordSudokuCommandLine

// `memory.json`: any bytes as the learner memory, then used as `stats` shows it, as a new game
// weighs its words, and as a finished game records them.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    clearFuzzHome()
    writeFuzzFile("memory.json", bytes(data, size))
    let store = Store(directory: fuzzHome)
    let date = Date(timeIntervalSince1970: 1_795_165_200)
    var memory = store.loadMemory(now: date)
    _ = memory.summary(player: nil, at: date)
    _ = StatsText.lines(store: store, player: nil, library: WordListLibrary(directory: fuzzHome + "/lists"), .en)
    let pairs = Array(BuiltInWordLists.named("animals")!.list.pairs.prefix(6))
    for player in ["fuzz", "player", ""] {
        let weights = memory.weights(player: player, pairs: pairs, at: date)
        if let shape = try? BoxShape(rows: 2, columns: 3) {
            _ = try? GameFactory.makeSession(shape: shape, grade: .beginner, listName: "animals",
                                             list: BuiltInWordLists.named("animals")!.list, shownLanguage: nil,
                                             mode: .immediate, peekLimit: nil, player: player, seed: 1, weights: weights)
        }
        for (i, pair) in pairs.enumerated() { memory.record(player: player, pair: pair, rating: i % 2 == 0 ? .good : .again, at: date) }
        _ = memory.hardest(player: player, limit: 10)
    }
    return 0
}
