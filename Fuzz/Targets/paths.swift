#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SudokuEngine
import WordSudokuKit
@testable import WordSudokuCommandLine

// The paths a user gives to commands, run through the commands' real code (`runMain`) in an
// empty data folder: byte 0 picks the command — `words export -o`, `worksheet -o`, `words
// import FILE`, `words check FILE`, `play --words FILE`, `solve FILE`, `bench --dir`, a list in
// the `lists/` folder — byte 1 what the path is — empty, `.`, `..`, a trailing slash, a folder,
// a link (to a file, to nothing, to a folder), a FIFO, a device, a name of 300 bytes, a path
// past PATH_MAX, a folder that does not exist, a file used as a folder — and the rest of the
// input a file name (escapes, a newline, U+202E, bytes that are not UTF-8).
// What is checked: no crash, no hang (a FIFO opened for reading or writing would block:
// libFuzzer's -timeout catches it), nothing from the name reaches the output raw (no control
// or bidi character at all in what the command printed), a status the README documents, and
// for a path that cannot be written or read (a folder, a FIFO, a link, …) an error, never a
// silent 0.

/// What a path is made to be before the command runs.
enum PathKind: Int, CaseIterable {
    case empty, dot, dotDot, dotSlash, trailingSlash, folder, linkToFile, danglingLink, linkToFolder, fifo
    case device, longName, pastPathMax, missingFolder, fileAsFolder, named, namedInFolder

    /// Whether the path names a regular file (or where one can be made): the only kind a
    /// command may read or write with success.
    var isUsable: Bool { [.linkToFile, .named, .namedInFolder].contains(self) }
}

/// The commands, each with the path in its place.
let commands: [(name: String, words: (String) -> [String], writes: Bool)] = [
    ("words export -o", { ["words", "export", "animals", "-o", $0] }, true),
    ("worksheet -o", { ["worksheet", "--words", "animals", "--size", "4", "--seed", "1", "--format", "text", "-o", $0] }, true),
    ("words import", { ["words", "import", $0, "--name", "imported"] }, false),
    ("words check", { ["words", "check", $0] }, false),
    ("play --words", { ["play", "--plain", "--new", "--words", $0, "--size", "4", "--seed", "1"] }, false),
    ("solve", { ["solve", $0] }, false),
    ("bench --dir", { ["bench", "--dir", $0, "--only", "solver", "--runs", "1"] }, false),
    ("lists/ folder", { _ in ["words"] }, false),
]

/// A list every command can read (the built-in animals, as `words export` writes it).
let listText = try! BuiltInWordLists.named("animals")!.list.exported(as: .json)
/// A 4×4 puzzle `solve` reads.
let puzzleText = "1...\n..2.\n.3..\n...4\n"

/// The name bytes of the input: no slash, no NUL (neither can be in a file name), at most 64.
func fileName(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    let name = Array(bytes.filter { $0 != 0 && $0 != UInt8(ascii: "/") }.prefix(64))
    return name.isEmpty || name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] ? Array("list.json".utf8) : name
}

/// Makes a file with a name of raw bytes (not necessarily UTF-8) holding `text`.
func makeFile(_ path: [UInt8], _ text: String) {
    let created = (path + [0]).withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    }
    guard created >= 0 else { return }
    _ = Array(text.utf8).withUnsafeBytes { write(created, $0.baseAddress, $0.count) }
    close(created)
}

/// Runs `words` with standard output and standard error in a file, standard input `input`;
/// returns the status and everything printed.
func run(_ words: [String], input: String) -> (ExitStatus, [UInt8]) {
    setStandardInput(input)
    let capture = fuzzHome + ".out"
    fflush(nil)
    let saved = (dup(1), dup(2))
    let fd = open(capture, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    dup2(fd, 1); dup2(fd, 2); close(fd)
    let status = runMain(words)
    fflush(nil)
    dup2(saved.0, 1); dup2(saved.1, 2); close(saved.0); close(saved.1)
    return (status, FileManager.default.contents(atPath: capture).map(Array.init) ?? [])
}

/// The first character in `output` that must not reach a terminal: a control character other
/// than newline and tab (ESC above all), a C1 control, a bidirectional override or isolate.
func unsafeCharacter(in output: [UInt8]) -> Unicode.Scalar? {
    String(decoding: output, as: UTF8.self).unicodeScalars.first { scalar in
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0..<0x20, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F: return true
        default: return false
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = bytes(data, size)
    guard input.count >= 2 else { return 0 }
    clearFuzzHome()
    let command = commands[Int(input[0]) % commands.count]
    let kind = PathKind(rawValue: Int(input[1]) % PathKind.allCases.count)!
    let name = fileName(input.dropFirst(2))
    let nameText = String(decoding: name, as: UTF8.self)
    let home = fuzzHome
    let content = command.name == "solve" ? puzzleText : listText
    FileManager.default.createFile(atPath: home + "/valid", contents: Data(content.utf8))
    _ = mkdir(home + "/folder", 0o755)

    let path: String
    switch kind {
    case .empty: path = ""
    case .dot: path = "."
    case .dotDot: path = ".."
    case .dotSlash: path = home + "/./"
    case .trailingSlash: path = home + "/" + nameText + "/"
    case .folder: path = home + "/folder"
    case .linkToFile: path = home + "/link"; symlink(home + "/valid", path)
    case .danglingLink: path = home + "/link"; symlink(home + "/nothing", path)
    case .linkToFolder: path = home + "/link"; symlink(home + "/folder", path)
    case .fifo: path = home + "/fifo"; mkfifo(path, 0o644)
    case .device: path = "/dev/null"
    case .longName: path = home + "/" + String(repeating: "n", count: 300)
    case .pastPathMax: path = home + String(repeating: "/folder/..", count: 420) + "/x"
    case .missingFolder: path = home + "/missing/" + nameText
    case .fileAsFolder: path = home + "/valid/" + nameText
    case .named, .namedInFolder:
        // The name as the command line gives it (a Swift string: bytes that are not UTF-8 are
        // replaced), the file made under that name, with the content the command reads.
        let folder = kind == .named ? home : home + "/folder"
        path = folder + "/" + nameText
        if !command.writes { makeFile(Array(path.utf8), content) }
    }
    if command.name == "lists/ folder" {
        // A teacher's list whose file name is the input's bytes as they are (not UTF-8 perhaps).
        _ = mkdir(home + "/lists", 0o755)
        makeFile(Array((home + "/lists/").utf8) + name + Array(".json".utf8), listText)
        let (status, output) = run(["words"], input: "")
        if let scalar = unsafeCharacter(in: output) {
            fatalError("fuzz paths: `words` printed U+\(String(scalar.value, radix: 16)) from a list's file name")
        }
        if ![.success, .dataError].contains(status) { fatalError("fuzz paths: `words` exited \(status.rawValue)") }
        // The list played by the name `words` shows for it.
        _ = run(["play", "--plain", "--new", "--words", String(decoding: name, as: UTF8.self), "--size", "4", "--seed", "1"], input: "quit\n")
        return 0
    }

    // The current folder is the data folder, so `.`, `..` and bare names stay inside it.
    let previous = FileManager.default.currentDirectoryPath
    _ = chdir(home)
    defer { _ = chdir(previous) }
    let (status, output) = run(command.words(path), input: "quit\n")
    if let scalar = unsafeCharacter(in: output) {
        fatalError("fuzz paths: `\(command.name)` with \(kind) printed U+\(String(scalar.value, radix: 16)) (status \(status.rawValue))")
    }
    let documented: [ExitStatus] = [.success, .failure, .usage, .dataError, .noInput, .cannotCreate, .temporaryFailure]
    if !documented.contains(status) { fatalError("fuzz paths: `\(command.name)` with \(kind) exited \(status.rawValue)") }
    // A path that is no file to read or write: an error, said, never a silent success.
    let mustFail = !kind.isUsable && !(command.name == "bench --dir" && [.dot, .dotDot, .dotSlash, .folder, .linkToFolder].contains(kind))
        // `solve` reads a pipe or a device as it reads standard input: `solve <(generate …)`.
        && !(command.name == "solve" && [.fifo, .device].contains(kind))
    if mustFail && status == .success {
        fatalError("fuzz paths: `\(command.name)` with \(kind) (\(path.prefix(80))) exited 0")
    }
    if status != .success && output.isEmpty {
        fatalError("fuzz paths: `\(command.name)` with \(kind) exited \(status.rawValue) and said nothing")
    }
    return 0
}
