import Foundation
import SudokuEngine
import WordSudokuKit

extension BenchSection {
    /// A move's save, as `play` does it after every move: at 10 undo steps and at 2,000. The
    /// second may cost at most twice the first (issue 11: a save's cost stays flat).
    static let save = BenchSection(name: "save") { context in
        print("undo steps  game.json bytes  CPU ms/save median    p99  samples")
        let samples = 100 * min(context.runs, 5)
        let small = measureSaves(undoSteps: 10, samples: samples)
        let large = measureSaves(undoSteps: 2000, samples: samples)
        for result in [small, large] {
            print(padded(String(result.undoSteps), 10) + padded(String(result.bytes), 17)
                  + padded(fixed(result.medianMilliseconds, 3), 20) + padded(fixed(result.p99Milliseconds, 3), 7)
                  + padded(String(result.samples), 9))
        }
        let ratio = large.medianMilliseconds / max(small.medianMilliseconds, 1e-9)
        let checked = ratio <= 2
        print("2,000 steps / 10 steps: \(fixed(ratio, 2))×" + (checked ? "  ok" : "  OVER: more than 2×"))
        return checked
    }
}

/// What `measureSaves` measured.
struct SaveBenchResult {
    var undoSteps: Int
    var bytes: Int
    var medianMilliseconds: Double
    var p99Milliseconds: Double
    var samples: Int
}

/// Plays a 9×9 game to `undoSteps` undoable moves (pencil notes, then words placed and
/// erased), then times `samples` moves, each saved as `play` saves it (`GameLifecycle.play`:
/// the move, then `game.json` written atomically): a note toggled, then undone, in turn, so
/// the history stays at `undoSteps`. Times are the thread's CPU time; the game is saved in a
/// folder of its own, removed after.
func measureSaves(undoSteps: Int, samples: Int) -> SaveBenchResult {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-bench-save-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = Store(directory: directory)
    let list = BuiltInWordLists.all.map(\.list).first { $0.pairs.count >= 9 }!
    let session = try! GameFactory.makeSession(shape: try! BoxShape(rows: 3, columns: 3), grade: .medium, listName: "bench",
                                               list: list, shownLanguage: nil, mode: .immediate, peekLimit: nil,
                                               player: "bench", seed: 7)
    let empty = session.cells.indices.filter { session.cells[$0] == 0 }
    var step = 0
    // Setting up: the game as a long session leaves it (not timed, and not saved each time:
    // the session alone is played, then the lifecycle takes it over).
    var built = session
    while built.undoSteps.count < undoSteps {
        let cell = empty[step % empty.count]
        switch step % 4 {
        case 3: built.apply(.place(cell: cell, symbol: 1 + step % 9), at: 0)
        default: built.apply(.toggleNote(cell: cell, symbol: 1 + step % 9), at: 0)
        }
        if built.cells[cell] != 0 && step % 8 == 7 { built.apply(.erase(cell: cell), at: 0) }
        step += 1
    }
    var game = GameLifecycle(resuming: built, store: store, clock: SystemClock())
    game.save()
    var durations: [Double] = []
    let cell = empty.first { built.cells[$0] == 0 }!
    for sample in 0..<samples {
        let move: Move = sample % 2 == 0 ? .toggleNote(cell: cell, symbol: 1) : .undo
        let before = threadCPUSeconds()
        game.play(move)
        durations.append(threadCPUSeconds() - before)
    }
    var info = stat()
    stat(directory + "/game.json", &info)
    let sorted = durations.sorted()
    return SaveBenchResult(undoSteps: game.session.undoSteps.count, bytes: Int(info.st_size),
                           medianMilliseconds: median(durations) * 1e3,
                           p99Milliseconds: sorted[min(sorted.count - 1, sorted.count * 99 / 100)] * 1e3,
                           samples: samples)
}
