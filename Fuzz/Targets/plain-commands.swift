import SudokuEngine
import WordSudokuKit

// The line-mode command parser: a fixed 4×4 game on a real puzzle and the animals list, fed
// each line of the input as `play --plain` feeds what the player types.

final class FixedClock: GameClock, @unchecked Sendable {
    var time: Double = 1000
    func now() -> Double { time }
}

/// The game every input starts from: `gen-box-2x2.txt`'s first puzzle.
let startingSession: GameSession = {
    let shape = try! BoxShape(rows: 2, columns: 2)
    let givens: [UInt8] = [0, 0, 0, 3, 0, 3, 0, 0, 0, 0, 4, 0, 2, 0, 0, 0]
    guard case .unique(let solution) = ExactSolver(shape: shape).solve(Board(shape: shape, cells: givens)) else {
        fatalError("fuzz: the fixed puzzle has no single solution")
    }
    let pairs = Array(BuiltInWordLists.named("animals")!.list.pairs.prefix(4))
    let setup = GameSetup(shape: shape, grade: .easy, listName: "animals", languages: ["en", "fr"], pairs: pairs,
                          shownSide: .first, mode: .immediate, peekLimit: 2, player: "fuzz", seed: 7,
                          code: "2x2-2-animals-7")
    return GameSession(setup: setup, givens: givens, solution: solution.cells)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = bytes(data, size)
    clearFuzzHome()
    let store = Store(directory: fuzzHome)
    let clock = FixedClock()
    guard let game = try? GameLifecycle(starting: startingSession, store: store, clock: clock, replacing: true) else { return 0 }
    // The first byte picks the language of the replies.
    let language: UILanguage = input.first.map { $0 % 2 == 0 ? .en : .fr } ?? .en
    var interpreter = PlainInterpreter(game: game, language: language)
    _ = interpreter.start()
    for line in input.dropFirst().split(separator: 10, omittingEmptySubsequences: false).prefix(200) {
        clock.time += 1
        let reply = interpreter.handle(String(decoding: line, as: UTF8.self))
        if reply.effect == .quit { return 0 }
    }
    _ = interpreter.endOfInput()
    return 0
}
