import Foundation
import Testing

/// Output is I/O: a command whose output cannot be written — standard output on a full disk or
/// closed, an output path that names no file — ends with one line on stderr and exit 73, never
/// a trap and never a silent 0.
@Suite("Output that cannot be written", .timeLimit(.minutes(5)))
struct OutputFailureTests {
    /// Runs word-sudoku with `arguments`, its standard output sent where `redirect` says (a
    /// shell redirection: `> /dev/full`, `>&-`).
    static func run(_ arguments: [String], redirect: String) throws -> Binary.Result {
        try Binary.run(["-c", "exec \"$0\" \"$@\" \(redirect)", Binary.url.path] + arguments,
                       executable: URL(fileURLWithPath: "/bin/sh"))
    }

    static let commands: [[String]] = [
        ["about"], ["about", "--lang", "fr"], ["--version"], ["help"], ["stats"], ["words", "show", "animals"],
        ["generate", "--size", "4", "--seed", "1"], ["worksheet", "--words", "animals", "--size", "9", "--seed", "1"],
    ]

    @Test(arguments: commands)
    func aFullDiskOnStandardOutputIsAnIOError(arguments: [String]) throws {
        let result = try Self.run(arguments, redirect: "> /dev/full")
        #expect(result.status == 73, "\(arguments): \(result.stderr)")
        let french = arguments.contains("fr")
        #expect(result.stderr.hasSuffix(french ? "impossible d’écrire sur la sortie standard : No space left on device\n"
                                               : "cannot write to standard output: No space left on device\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("crashed") && !result.stderr.contains("Fatal error"))
    }

    @Test func aClosedStandardOutputIsAnIOError() throws {
        let result = try Self.run(["about"], redirect: ">&-")
        #expect(result.status == 73)
        #expect(result.stderr == "word-sudoku: cannot write to standard output: Bad file descriptor\n")
    }

    @Test func solvingIntoAFullDiskIsAnIOError() throws {
        let puzzle = try Binary.fixturePath(Binary.projectRoot.appendingPathComponent("Benchmarks/puzzles/9x9-hardest11.txt"))
        let result = try Self.run(["solve", puzzle], redirect: "> /dev/full")
        #expect(result.status == 73 && result.stderr.contains("cannot write to standard output"))
    }

    /// `-o` naming no file: empty, a folder (`./`, `..`, a trailing slash) is refused in one line.
    @Test(arguments: ["", "./", "..", "lists/"])
    func anOutputPathThatNamesNoFileIsRefused(path: String) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ws-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        for arguments in [["words", "export", "animals", "-o", path], ["worksheet", "--words", "animals", "--size", "4", "--seed", "1", "-o", path]] {
            let result = try Binary.run(arguments, environment: ["WORD_SUDOKU_HOME": home.path], currentDirectory: home)
            #expect(result.status == 73, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasSuffix("is not a regular file; left alone\n"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }
}
