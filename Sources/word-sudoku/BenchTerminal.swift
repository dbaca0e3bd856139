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

/// Plays a 9×9 game by keystrokes into the in-memory screen (no terminal): arrow moves, Tab
/// jumps, words typed with Tab completion and placed, digits, notes, undo, redo and erase, in
/// a seeded order. A cursor move is one arrow or hjkl step (a Tab jump is not counted).
/// Each key is handled, the screen rendered and diffed, as the real loop does; times are the
/// thread's CPU time.
func runTerminalBench(width: Int, height: Int, keystrokes: Int) -> TerminalBenchResult {
    let lists = BuiltInWordLists.all.map(\.list).filter { $0.pairs.count >= 9 }
    let clock = SystemClock()
    let services = GameServices.practice(lists: lists, now: { clock.now() })
    var app = TerminalApp(settings: AppSettings(language: .en), services: services)
    let shape = try! BoxShape(rows: 3, columns: 3)
    let game = PracticeGame(shape: shape, grade: .medium, pairs: lists[0].pairs, givenSide: .first, seed: 7, now: 0)
    var renderer = DiffRenderer()
    let firstStart = threadCPUSeconds()
    app.start(game)
    _ = renderer.render(app.render(width: width, height: height))
    let firstFrame = threadCPUSeconds() - firstStart

    var random = RandomSource(seed: 2026)
    let moves: [Key] = [.up, .down, .left, .right, .character("h"), .character("j"), .character("k"), .character("l")]
    var script: [Key] = []
    while script.count < keystrokes {
        switch random.nextInt(below: 10) {
        case 0...4: script.append(moves[random.nextInt(below: moves.count)])
        case 5: script.append(.tab)
        case 6, 7:
            // Type the start of a word, complete it, place it: a word picked at random, to be
            // wrong as often as a beginner is.
            let pair = game.pairs[random.nextInt(below: game.pairs.count)]
            script.append(.character("i"))
            script += pair.second[0].prefix(2).map { .character($0) }
            script += [.tab, .enter]
        case 8: script.append(.character(Character("\(1 + random.nextInt(below: 9))")))
        default: script.append([.character("u"), .character("r"), .character("n"), .character("x")][random.nextInt(below: 4)])
        }
    }
    script = Array(script.prefix(keystrokes))

    var durations: [Double] = []
    var moveBytes = 0, moveCount = 0, maxMoveBytes = 0
    for key in script {
        let before = threadCPUSeconds()
        _ = app.handle(key)
        if app.screen != .game, let play = app.play { app.start(play.game) }
        let bytes = renderer.render(app.render(width: width, height: height))
        let elapsed = threadCPUSeconds() - before
        durations.append(elapsed)
        if moves.contains(key), app.play?.entry == nil {
            moveBytes += bytes.count
            moveCount += 1
            maxMoveBytes = max(maxMoveBytes, bytes.count)
        }
    }
    return TerminalBenchResult(firstFrameMilliseconds: firstFrame * 1e3,
                               meanMillisecondsPerKey: durations.reduce(0, +) * 1e3 / Double(script.count),
                               p99MillisecondsPerKey: durations.sorted()[durations.count * 99 / 100] * 1e3,
                               maxMillisecondsPerKey: (durations.max() ?? 0) * 1e3,
                               meanBytesPerMove: Double(moveBytes) / Double(max(moveCount, 1)),
                               maxBytesPerMove: maxMoveBytes, keystrokes: script.count)
}
