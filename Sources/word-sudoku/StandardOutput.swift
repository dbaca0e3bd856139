#if canImport(Glibc)
import Glibc
#endif
import WordSudokuKit

/// Standard output, as every command writes it: `print` (buffered in the C library's stdout)
/// and the puzzle commands' own buffer (`OutputBuffer`, straight to descriptor 1). A failed
/// write must not be a trap nor a silent 0: a failure is kept here, the C buffer is flushed
/// once at the end of the run, and `runMain` makes either an I/O error (exit 73).
enum StandardOutput {
    /// The first failure of a direct write to descriptor 1, if any (the run has one thread).
    nonisolated(unsafe) private static var failure: StoreError?

    /// Writes `bytes` to descriptor 1, all of them, or keeps why not.
    static func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        if !SystemIO.writeAll(1, bytes) { failure = error() }
    }

    /// Flushes what `print` buffered: nil when everything reached standard output, else the
    /// first failure.
    static func flush() -> StoreError? {
        if fflush(nil) != 0, failure == nil { failure = error() }
        // A long `print` writes past the buffer as it goes: a failure there leaves only the
        // stream's error flag.
        if let stream, ferror(stream) != 0, failure == nil { failure = error() }
        return failure
    }

    /// The C library's `stdout` stream, which `print` writes to. Swift 6 refuses to read the
    /// global `stdout` (shared mutable state), so it is looked up by name, once, here.
    nonisolated(unsafe) private static let stream: UnsafeMutablePointer<FILE>? =
        dlsym(nil, "stdout")?.load(as: UnsafeMutablePointer<FILE>?.self)

    private static func error() -> StoreError {
        StoreError(path: "-", reason: String(cString: strerror(errno == 0 ? EIO : errno)), action: .standardOutput)
    }
}
