#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

/// Reads a word-list file's bytes, refusing it before reading it all if it is too large, and
/// reporting an unopenable file with the system's reason.
public enum WordListFile {
    /// 1 MiB: a list of thousands of pairs is far smaller.
    public static let sizeLimit = 1 << 20

    /// The file's bytes, at most `sizeLimit` of them.
    ///
    /// With `regularFileOnly`, anything but a regular file (a folder, a pipe, a device) is refused
    /// as `.notAFile` before a byte is read, and opening never waits for a pipe's writer: for
    /// files nobody named, such as a list folder's. Without it, a pipe named on the command line
    /// (`/dev/stdin`) is read.
    static func read(path: String, regularFileOnly: Bool = false) throws(WordListFailure) -> [UInt8] {
        // O_NONBLOCK only matters for a pipe or a device, whose open could otherwise wait forever.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (regularFileOnly ? O_NONBLOCK : 0))
        guard descriptor >= 0 else { throw unopenable(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if regularFileOnly && (status.st_mode & S_IFMT) != S_IFREG {
                throw WordListFailure(file: path, errors: [.notAFile(path: path)])
            }
            if (status.st_mode & S_IFMT) == S_IFDIR { throw unopenable(path, EISDIR) }
            if (status.st_mode & S_IFMT) == S_IFREG && Int(status.st_size) > sizeLimit {
                throw WordListFailure(file: path, errors: [.tooLarge(bytes: Int(status.st_size))])
            }
        } else if regularFileOnly {
            throw unopenable(path, errno)
        }
        // Not a regular file (a pipe, /dev/stdin): read no more than the limit allows.
        var bytes = [UInt8](repeating: 0, count: sizeLimit + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw unopenable(path, errno)
            }
            if got == 0 { break }
            count += got
        }
        if count > sizeLimit {
            throw WordListFailure(file: path, errors: [.tooLarge(bytes: count)])
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    private static func unopenable(_ path: String, _ code: Int32) -> WordListFailure {
        WordListFailure(file: path, errors: [.cannotOpen(path: path, reason: String(cString: strerror(code)))])
    }
}
