import Foundation
import SudokuEngine
import TerminalUI
import WordSudokuKit

extension BenchSection {
    /// The full-screen game: a simulated game of 1,000 keystrokes at 120×40.
    static let terminal = BenchSection(name: "terminal") { _ in
        let result = runTerminalBench(width: 120, height: 40, keystrokes: 1000)
        print("keys  first frame ms   CPU ms/key mean    p99    max   bytes/cursor move mean  max  checked")
        let checked = result.maxBytesPerMove < 300
        print(padded(String(result.keystrokes), 4)
              + padded(fixed(result.firstFrameMilliseconds, 2), 17)
              + padded(fixed(result.meanMillisecondsPerKey, 3), 18)
              + padded(fixed(result.p99MillisecondsPerKey, 3), 7)
              + padded(fixed(result.maxMillisecondsPerKey, 3), 7)
              + padded(fixed(result.meanBytesPerMove, 1), 25)
              + padded(String(result.maxBytesPerMove), 5)
              + (checked ? "  ok" : "  OVER: a cursor move wrote 300 bytes or more"))
        return checked
    }
}

/// What `runTerminalBench` measured.
struct TerminalBenchResult {
    var firstFrameMilliseconds: Double
    var meanMillisecondsPerKey: Double
    var p99MillisecondsPerKey: Double
    var maxMillisecondsPerKey: Double
    var meanBytesPerMove: Double
    var maxBytesPerMove: Int
    var keystrokes: Int
}

/// Plays 9×9 games by keystrokes into the in-memory screen (no terminal), as a learner would:
/// arrow and hjkl moves, Tab jumps, words typed with Tab completion and placed (the right word
/// three times in four), digits, notes, undo, redo and erase, in a seeded order; a solved game
/// is followed by a new one. A cursor move is one arrow or hjkl step (a Tab jump is not
/// counted). Each key is handled, the screen rendered and diffed, as the real loop does; times
/// are the thread's CPU time.
func runTerminalBench(width: Int, height: Int, keystrokes: Int) -> TerminalBenchResult {
    let lists = BuiltInWordLists.all.map(\.list).filter { $0.pairs.count >= 9 }
    let clock = SystemClock()
    // Games are saved after every move, as in play: into a directory of its own, removed after.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-bench-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let services = GameServices.live(store: Store(directory: directory), library: WordListLibrary(directory: directory + "/lists"),
                                     player: "bench", request: GameRequest(settings: Settings(), player: "bench"),
                                     clock: clock, date: Date.init, random: RandomSource(seed: 7))
    var app = TerminalApp(settings: AppSettings(language: .en), services: services)
    let shape = try! BoxShape(rows: 3, columns: 3)
    var seed: UInt64 = 7
    var solution: [UInt8] = []
    func newGame() {
        let game = try! GameFactory.makeSession(shape: shape, grade: .medium, listName: "bench", list: lists[0], shownLanguage: nil,
                                                mode: .immediate, peekLimit: nil, player: "bench", seed: seed)
        solution = game.solution
        seed += 1
        app.start(try! GameLifecycle(starting: game, store: services.store, clock: clock, replacing: true))
    }
    var renderer = DiffRenderer()
    let firstStart = threadCPUSeconds()
    newGame()
    _ = renderer.render(app.render(width: width, height: height))
    let firstFrame = threadCPUSeconds() - firstStart

    var random = RandomSource(seed: 2026)
    let moves: [Key] = [.up, .down, .left, .right, .character("h"), .character("j"), .character("k"), .character("l")]
    /// The next few keys, chosen from what is on screen now.
    func nextKeys() -> [Key] {
        guard let play = app.play else { return [.enter] }
        let pairs = play.game.setup.pairs
        // The word the learner means: right three times in four.
        let symbol = random.nextInt(below: 4) < 3 ? Int(solution[play.selected]) : 1 + random.nextInt(below: pairs.count)
        switch random.nextInt(below: 10) {
        case 0...4: return [moves[random.nextInt(below: moves.count)]]
        case 5: return [.tab]
        case 6, 7:
            // Type the start of the word, complete it, place it.
            let start: [Key] = pairs[symbol - 1].second[0].prefix(2).map { Key.character($0) }
            return [Key.character("i")] + start + [Key.tab, Key.enter]
        case 8: return [.character(Character("\(symbol)"))]
        default: return [[.character("u"), .character("r"), .character("n"), .character("x")][random.nextInt(below: 4)]]
        }
    }

    var durations: [Double] = []
    var moveBytes = 0, moveCount = 0, maxMoveBytes = 0
    var pending: [Key] = []
    while durations.count < keystrokes {
        if pending.isEmpty { pending = nextKeys() }
        let key = pending.removeFirst()
        let before = threadCPUSeconds()
        _ = app.handle(key)
        if app.screen != .game { newGame() }
        let bytes = renderer.render(app.render(width: width, height: height))
        durations.append(threadCPUSeconds() - before)
        if moves.contains(key), app.play?.entry == nil {
            moveBytes += bytes.count
            moveCount += 1
            maxMoveBytes = max(maxMoveBytes, bytes.count)
        }
    }
    return TerminalBenchResult(firstFrameMilliseconds: firstFrame * 1e3,
                               meanMillisecondsPerKey: durations.reduce(0, +) * 1e3 / Double(durations.count),
                               p99MillisecondsPerKey: durations.sorted()[durations.count * 99 / 100] * 1e3,
                               maxMillisecondsPerKey: (durations.max() ?? 0) * 1e3,
                               meanBytesPerMove: Double(moveBytes) / Double(max(moveCount, 1)),
                               maxBytesPerMove: maxMoveBytes, keystrokes: durations.count)
}
