import WordSudokuKit

/// The lines of standard input, read with `read(2)` (`SystemIO.read`, which retries a read
/// interrupted by a signal), each without its `\n` or `\r\n`; nil at the end of the input or
/// when it cannot be read.
///
/// Not the standard library's `readLine`: it calls `getline` again while `errno` is `EINTR`,
/// and at the end of the input `getline` returns −1 without setting `errno`. So an `EINTR` left
/// by a failed save (a flush interrupted), or a read at the end of the input interrupted once,
/// made line mode spin at 100 % CPU forever (issue 25; found with strace's fault injection).
struct InputLines {
    private var buffer: [UInt8] = []
    private var ended = false

    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                var line = buffer[..<newline]
                if line.last == 13 { line.removeLast() }
                defer { buffer.removeSubrange(...newline) }
                return String(decoding: line, as: UTF8.self)
            }
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { SystemIO.read(0, into: $0) }
            if count > 0 { buffer += chunk[..<count] } else { ended = true }
        }
    }
}
