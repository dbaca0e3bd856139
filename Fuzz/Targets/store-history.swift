import SudokuEngine
import WordSudokuKit
@testable import WordSudokuCommandLine

// `history.jsonl`: any bytes as the history (damaged lines are set aside), then shown by
// `stats` (its lines hold the summary, the last games, the leaderboard).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    clearFuzzHome()
    writeFuzzFile("history.jsonl", bytes(data, size))
    let store = Store(directory: fuzzHome)
    let history = store.loadHistory()
    _ = StatsText.lines(store: store, player: nil, library: WordListLibrary(directory: fuzzHome + "/lists"), .en)
    var leaderboard = Leaderboard()
    for entry in history.prefix(50) { _ = leaderboard.add(entry) }
    return 0
}
