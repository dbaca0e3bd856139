import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Output is I/O: a command whose output cannot be written — standard output on a full disk or
/// closed, an output path that names no file — ends with one line on stderr and exit 73, never
/// a trap and never a silent 0.
@Suite("Output that cannot be written", .timeLimit(.minutes(15)))
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

    /// Every other path a user can give `-o` that names no file to write — a folder, a named
    /// pipe (which `open` would wait on forever), a link, a device, a path through a file, a
    /// name past the system's 255 bytes — is refused in one line with status 73, at once, and
    /// what was there is left as it was.
    @Test(arguments: ["folder", "pipe", "link", "dangling", "/dev/null", "notes.txt/sheet.txt", "long"])
    func anOutputPathToSomethingElseIsRefusedAtOnce(kind: String) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ws-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("folder"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try "keep\n".write(to: home.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        #expect(mkfifo(home.appendingPathComponent("pipe").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: home.appendingPathComponent("link").path, withDestinationPath: "notes.txt")
        try FileManager.default.createSymbolicLink(atPath: home.appendingPathComponent("dangling").path, withDestinationPath: "nothing")
        let path = kind == "long" ? String(repeating: "n", count: 300) : kind
        let expected = [
            "folder": "./folder is not a regular file; left alone", "pipe": "./pipe is not a regular file; left alone",
            "link": "./link is a symbolic link; left alone", "dangling": "./dangling is a symbolic link; left alone",
            "/dev/null": "/dev/null is not a regular file; left alone",
            "notes.txt/sheet.txt": "cannot save notes.txt/sheet.txt: Not a directory; nothing on disk was changed",
            "long": "cannot save ./\(path): File name too long; nothing on disk was changed",
        ][kind]!
        for arguments in [["words", "export", "animals", "-o", path], ["worksheet", "--words", "animals", "--size", "4", "--seed", "1", "-o", path]] {
            let result = try Binary.run(arguments, environment: ["WORD_SUDOKU_HOME": home.path], currentDirectory: home, timeout: 20)
            #expect(result.status == 73, "\(arguments): \(result.stderr)")
            #expect(result.stderr == "word-sudoku: \(expected)\n", "\(arguments)")
        }
        #expect(try String(contentsOf: home.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: home.path).sorted()
        #expect(left == ["dangling", "folder", "link", "notes.txt", "pipe"], "no temporary file left")
    }

    /// A path the user typed is shown safe in the error: a control character in it (here in a
    /// folder that does not exist, or a backspace in the name of a folder) is shown as
    /// `<U+0008>`, never sent to the terminal (the fuzz target `paths` found the raw backspace).
    @Test(arguments: ["missing/a\u{8}\u{8}", "missing/\u{1B}]0;title\u{7}.json", "a\u{202E}b/"])
    func anOutputPathIsShownSafeInItsError(path: String) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ws-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try Binary.run(["words", "export", "animals", "-o", path], environment: ["WORD_SUDOKU_HOME": home.path], currentDirectory: home)
        #expect(result.status == 73)
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x202E }, "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains("<U+") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
