import SudokuEngine
import WordSudokuKit
@testable import WordSudokuCommandLine

// `leaderboard.json`: any bytes as the leaderboard, then shown by `stats` and added to as a
// finished game adds to it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    clearFuzzHome()
    writeFuzzFile("leaderboard.json", bytes(data, size))
    let store = Store(directory: fuzzHome)
    var leaderboard = store.loadLeaderboard()
    _ = StatsText.lines(store: store, player: nil, library: WordListLibrary(directory: fuzzHome + "/lists"), .en)
    let entry = HistoryEntry(date: "2026-11-23T12:00:00Z", player: "fuzz", shape: "2x2", grade: 1, list: "animals",
                             code: "2x2-1-animals-1", valid: true, seconds: 60, mistakes: 0, hints: 0, peeks: 0, score: 1000)
    _ = leaderboard.add(entry)
    _ = leaderboard.bestTime("2x2")
    return 0
}
