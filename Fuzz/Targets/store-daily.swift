import SudokuEngine
import WordSudokuKit
@testable import WordSudokuCommandLine

// `daily.json`: any bytes as the solved days, then used as `calendar` shows them (month view,
// streak) and as a solved puzzle of the day marks one.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    clearFuzzHome()
    writeFuzzFile("daily.json", bytes(data, size))
    let store = Store(directory: fuzzHome)
    var record = store.loadDailyRecord()
    guard let today = CivilDate(parsing: "2026-11-23") else { return 0 }
    _ = record.streak(today: today)
    _ = record.solvedDays(year: 2026, month: 11)
    _ = record.isSolved(today)
    record.markSolved(today, player: "fuzz", seconds: 100, score: 1000)
    _ = record.streak(today: today)
    _ = runMain(["calendar"])
    return 0
}
