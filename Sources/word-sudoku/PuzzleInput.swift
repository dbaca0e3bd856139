#if canImport(Glibc)
import Glibc
#endif
import SudokuEngine
import WordSudokuKit

/// A puzzle file (or stdin) opened for streaming: lines are read one at a time with `getline`,
/// so memory does not grow with the size of the file.
final class PuzzleInput {
    /// The name used in messages: the path, or `<stdin>`.
    let name: String
    fileprivate let file: UnsafeMutablePointer<FILE>
    private let ownsFile: Bool

    /// Opens `path` (`-` is stdin); throws `.cannotOpen` with the system's reason, `.notAFile`
    /// for anything but a regular file.
    init(path: String) throws(PuzzleInputError) {
        if path == "-" {
            guard let file = fdopen(0, "r") else { throw .cannotOpen(path: "<stdin>", reason: "cannot read") }
            self.file = file
            name = "<stdin>"
            ownsFile = false
            return
        }
        // Opened without waiting (a pipe's open would block until a writer comes), then only a
        // regular file is read: a pipe, a device or a folder is refused before a byte is read.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .cannotOpen(path: path, reason: reason)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notAFile(path: path)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        guard let file = fdopen(descriptor, "r") else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .cannotOpen(path: path, reason: reason)
        }
        self.file = file
        name = path
        ownsFile = true
    }

    deinit { if ownsFile { fclose(file) } }

    /// Feeds every line to `reader` and passes each item it completes to `body`; throws
    /// `.cannotRead` if the file fails part way (e.g. it is a directory).
    func forEachItem(shape: BoxShape?, _ body: (PuzzleReader.Item) -> Void) throws(PuzzleInputError) {
        var reader = PuzzleReader(shape: shape)
        var buffer: UnsafeMutablePointer<CChar>? = nil
        var capacity = 0
        defer { free(buffer) }
        var number = 0
        while true {
            let length = getline(&buffer, &capacity, file)
            if length < 0 { break }
            number += 1
            var count = length
            if count > 0 && buffer![count - 1] == 10 { count -= 1 }
            let item = buffer!.withMemoryRebound(to: UInt8.self, capacity: count) {
                reader.read(line: UnsafeBufferPointer(start: $0, count: count), number: number)
            }
            if let item { body(item) }
        }
        if ferror(file) != 0 {
            throw .cannotRead(path: name, reason: String(cString: strerror(errno)))
        }
        if let item = reader.finish() { body(item) }
    }
}

extension PuzzleInput {
    /// The whole file as text (bytes that are not UTF-8 as U+FFFD), for a small file of lines
    /// such as `class report`'s result codes; throws `.cannotRead` if it fails part way.
    func text() throws(PuzzleInputError) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes.append(contentsOf: chunk[0..<count])
            if count < chunk.count { break }
        }
        if ferror(file) != 0 {
            throw .cannotRead(path: name, reason: String(cString: strerror(errno)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A puzzle file that cannot be used.
enum PuzzleInputError: Error, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case cannotRead(path: String, reason: String)
    /// A pipe, a device or a folder: never read (only standard input, `-`, may be a pipe).
    case notAFile(path: String)

    /// The sentence the user sees, in every UI language.
    var text: Localized {
        switch self {
        case let .cannotOpen(path, reason): CommandLineText.cannotOpen(path, reason: reason)
        case let .cannotRead(path, reason): CommandLineText.cannotRead(path, reason: reason)
        case let .notAFile(path): CommandLineText.notAFile(path)
        }
    }

    var description: String { text.en }
}

/// Standard output through one buffer, written in large blocks.
struct OutputBuffer {
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 16) }

    /// Appends `text` followed by a newline.
    mutating func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(10)
        if bytes.count >= 1 << 16 { flush() }
    }

    /// Appends the one-line form of `board` followed by a newline.
    mutating func line(_ board: Board) {
        PuzzleText.appendLine(board, to: &bytes)
        bytes.append(10)
        if bytes.count >= 1 << 16 { flush() }
    }

    /// Writes everything buffered to stdout (a failure is kept by `StandardOutput`: exit 73).
    mutating func flush() {
        bytes.withUnsafeBytes { StandardOutput.write($0) }
        bytes.removeAll(keepingCapacity: true)
    }
}

extension Arguments {
    /// The files to read puzzles from: the operands, or `-` (stdin) when none is named.
    var inputPaths: [String] { operands.isEmpty ? ["-"] : operands }
}

/// A command that reads puzzles from files or stdin and answers each as it comes (`solve`,
/// `rate`): one stdout line per puzzle, problems on stderr, files that cannot be opened skipped.
protocol PuzzleFileCommand {
    var shape: BoxShape? { get }
    var paths: [String] { get }
    var output: OutputBuffer { get set }
    /// False once any puzzle had no single solution or was malformed.
    var allUnique: Bool { get }
    /// The status of a puzzle given up at its time limit, once one was (`ErrorReport` says
    /// which): it outranks `allUnique`, since those answers are unknown, not wrong.
    var gaveUp: ExitStatus? { get set }
    /// The language of the messages on stderr: the command line's, read once.
    var language: UILanguage { get }
    /// Answers one puzzle (or malformed line) of the file called `name`.
    mutating func handle(_ item: PuzzleReader.Item, from name: String)
}

extension PuzzleFileCommand {
    /// When the shape was guessed from the cell count and the boxes could be the other way round
    /// (6×6, 8×8, 12×12): a note saying how it was read and how to read it the other way, for a
    /// puzzle without one solution. Empty otherwise.
    func otherShapeNote(for board: Board) -> String {
        let rows = board.shape.boxRows, columns = board.shape.boxColumns
        guard shape == nil, rows != columns else { return "" }
        return PuzzleProblemText.otherShape(rows: rows, columns: columns)(language)
    }

    /// `FILE:LINE: REASON` for stderr, the file's name and the reason (which may quote a
    /// character of the puzzle) with their control and invisible characters shown by code.
    func problemLine(_ name: String, _ line: Int, _ reason: String) -> String {
        "\(DisplaySafe.escaped(name, limit: 4096)):\(line): \(DisplaySafe.escaped(reason, limit: 4096))"
    }

    /// Says on stderr `FILE:LINE: gave up after S s` for a puzzle whose search ran out of time,
    /// in the UI language, and remembers the status it gives.
    mutating func reportGaveUp(_ name: String, _ line: Int, seconds: Int) {
        let report = ErrorReport(PuzzleGaveUp(seconds: seconds), in: language)
        output.flush()
        for text in report.lines { printError(problemLine(name, line, text)) }
        gaveUp = report.status
    }

    /// Reads every input in turn: 66 if one could not be opened (said as it comes, between the
    /// answers, and skipped), else 75 if a puzzle was given up at its time limit, else 0 when
    /// every puzzle had exactly one solution and 1 otherwise.
    mutating func run() -> ExitStatus {
        var unopened: ExitStatus?
        for path in paths {
            do throws(PuzzleInputError) {
                let input = try PuzzleInput(path: path)
                try input.forEachItem(shape: shape) { handle($0, from: input.name) }
            } catch {
                output.flush()
                let report = ErrorReport(error, in: .commandLine())
                report.say()
                unopened = report.status
            }
        }
        output.flush()
        if let unopened { return unopened }
        if let gaveUp { return gaveUp }
        return allUnique ? .success : .failure
    }
}
