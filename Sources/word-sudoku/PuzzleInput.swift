#if canImport(Glibc)
import Glibc
#endif
import SudokuEngine

/// A puzzle file (or stdin) opened for streaming: lines are read one at a time with `getline`,
/// so memory does not grow with the size of the file.
final class PuzzleInput {
    /// The name used in messages: the path, or `<stdin>`.
    let name: String
    private let file: UnsafeMutablePointer<FILE>
    private let ownsFile: Bool

    /// Opens `path` (`-` is stdin); throws `.cannotOpen` with the system's reason.
    init(path: String) throws(PuzzleInputError) {
        if path == "-" {
            guard let file = fdopen(0, "r") else { throw .cannotOpen(path: "<stdin>", reason: "cannot read") }
            self.file = file
            name = "<stdin>"
            ownsFile = false
            return
        }
        guard let file = fopen(path, "r") else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
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

/// A puzzle file that cannot be used.
enum PuzzleInputError: Error, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case cannotRead(path: String, reason: String)

    var description: String {
        switch self {
        case let .cannotOpen(path, reason): "cannot open '\(path)': \(reason)"
        case let .cannotRead(path, reason): "cannot read '\(path)': \(reason)"
        }
    }
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

    /// Writes everything buffered to stdout.
    mutating func flush() {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(1, raw.baseAddress! + offset, raw.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
