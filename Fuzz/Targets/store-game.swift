import SudokuEngine
import WordSudokuKit
@testable import WordSudokuCommandLine

// `game.json` as `resume` reads it: any bytes as the saved game. A game the store hands back
// is then played as a player could: shown, every empty cell answered, hint, peek, undo, redo,
// finished and scored; then the real `resume --plain` runs on the same file with a short script.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = bytes(data, size)
    clearFuzzHome()
    writeFuzzFile("game.json", input)
    let store = Store(directory: fuzzHome)
    if var session = store.loadGame() {
        _ = PlainBoard.render(session)
        _ = PlainBoard.notesLine(session)
        let cellCount = session.shape.size * session.shape.size
        // Only moves the front ends can make: cells of the grid, symbols of the game's pairs.
        let symbols = 1...max(1, session.setup.pairs.count)
        for move in [Move.hint, .peek, .undo, .redo, .toggleNote(cell: 0, symbol: 1), .erase(cell: 0)] {
            _ = session.apply(move, at: 2000)
        }
        for cell in 0..<cellCount where !session.isGiven(cell) && session.cells[cell] == 0 {
            let right = Int(session.solution[cell])
            _ = session.apply(.place(cell: cell, symbol: symbols.contains(right) ? right : 1), at: 2000)
        }
        _ = session.apply(.finish, at: 3000)
        _ = PlainBoard.render(session)
        if let result = session.result {
            _ = HistoryEntry(session: session, result: result, date: "2026-11-23T12:00:00Z")
        }
    }
    clearFuzzHome()
    writeFuzzFile("game.json", input)
    setStandardInput("show\nhint\npeek\nundo\nredo\nA1 x\nfinish\nfinish\nquit\n")
    _ = runMain(["resume", "--plain"])
    return 0
}
