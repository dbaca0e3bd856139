import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Stand-in programs the tests write and then have run (espeak-ng, a sound player, an
/// impostor binary).
///
/// Why not `String.write(toFile:)`: the tests run in parallel in one process, and Foundation's
/// `Process` closes, in the child, only the descriptors open when it looked; a file being
/// written by another test at that moment stays open for writing in the child, which is a
/// word-sudoku run lasting seconds, and running the stand-in then fails with "text file busy"
/// (ETXTBSY). One CI run saw a stand-in espeak-ng fail to list its voices this way, it seems
/// (not reproduced here in 3,000 tries). A descriptor opened close-on-exec is closed by the
/// child's exec, whatever the child was told.
public enum ExecutableFile {
    /// Writes `text` to `path` as an executable file (mode 755), replacing what was there.
    public static func write(_ text: String, to path: String) throws {
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
            bytes = bytes.dropFirst(written)
        }
    }
}
