import SudokuEngine
import WordSudokuKit
@testable import WordSudokuCommandLine

// The command-line parser: the input is the words of a command line (separated by NUL
// bytes), taken apart by `Arguments` for the command it names, then each option read as the
// command reads it (numbers, shapes, grades, seeds, codes, languages), up to the point where
// the command would start working. Errors are turned into their report, as `main` does.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = fuzzHome
    let words = UnsafeBufferPointer(start: data, count: size).split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    guard let name = words.first else { return 0 }
    let command = Command.named(name) ?? Command.all[Int(name.utf8.first ?? 0) % Command.all.count]
    do {
        let arguments = try Arguments(Array(words.dropFirst()), command: command.name, options: command.options)
        _ = try arguments.boxShape()
        switch command.name {
        case "generate": _ = try GenerateCommand(arguments)
        case "solve": _ = try SolveRun(arguments)
        case "rate": _ = try RateRun(arguments)
        case "bench": _ = try BenchContext(arguments)
        case "play", "daily", "resume", "settings", "stats", "calendar", "words":
            let context = try GameContext(arguments)
            var request = try context.request()
            if let text = arguments.value(.code) {
                guard let code = PuzzleCode(parsing: text) else { throw UsageError(GameSetupError.badCode(text).text, command: "play") }
                request.apply(code)
            }
            if let size = try arguments.integer(.size) {
                if let standard = BoxShape.standard(forCellCount: size * size) { request.shape = standard }
            }
            if let shape = try arguments.boxShape() { request.shape = shape }
            if let text = arguments.value(.grade), let grade = Grade(parsing: text) { request.grade = grade }
            if let text = arguments.value(.seed), let seed = UInt64(text) { request.seed = seed }
            _ = try context.plan(request)
        default: break
        }
    } catch {
        _ = ErrorReport(error, command: command.name, in: .en).lines
    }
    return 0
}
