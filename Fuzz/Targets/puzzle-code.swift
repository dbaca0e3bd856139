import SudokuEngine
import WordSudokuKit

// Puzzle codes, as `play --code` reads them: parsed, printed back, and planned as a game
// (the list resolved, the word indices checked); small ones are made.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = fuzzHome
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let code = PuzzleCode(parsing: text) else { return 0 }
    _ = code.description
    _ = PuzzleCode(parsing: code.description)
    var request = GameRequest(settings: Settings(), player: "fuzz")
    request.apply(code)
    let store = Store(directory: fuzzHome)
    guard let planned = try? GameLifecycle.plan(request, in: store) else { return 0 }
    // Making a 6×6 puzzle takes seconds in this build (-Onone, ASan): only 4×4 ones are made,
    // and for at most 200 attempts. Some shapes make a grade very slowly (a 4x1 box at grade
    // 3, found here: the program searches until the player cancels or 300 s pass); the
    // program's own bound is its cancel key and give-up time, not this target's to time out on.
    var attempts = 0
    if code.shape.size <= 4 { _ = planned.make(shouldContinue: { attempts += 1; return attempts < 200 }) }
    return 0
}
