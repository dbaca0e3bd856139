#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a word-list file's bytes, refusing it before reading it all if it is too large, and
/// reporting an unopenable file with the system's reason.
public enum WordListFile {
    /// 1 MiB: a list of thousands of pairs is far smaller.
    static let sizeLimit = 1 << 20

    /// How standard input is named: `-` on the command line, `<stdin>` in messages.
    public static let standardInput = "-", standardInputName = "<stdin>"

    /// The file's bytes, at most `sizeLimit` of them.
    ///
    /// Only a regular file is read, or standard input given as `-`: anything else (a folder, a
    /// pipe, a device) is refused as `.notAFile` before a byte is read, and opening never waits
    /// for a pipe's writer.
    /// With `followingLinks` false (a list folder's entries), a symbolic link is refused as
    /// `.symbolicLink` rather than read through.
    static func read(path: String, followingLinks: Bool = true) throws(WordListFailure) -> [UInt8] {
        if path == standardInput { return try readAll(descriptor: 0, name: standardInputName) }
        // O_NONBLOCK only matters for a pipe or a device, whose open could otherwise wait forever.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            if errno == ELOOP && !followingLinks { throw WordListFailure(file: path, errors: [.symbolicLink(path: path)]) }
            throw unopenable(path, errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unopenable(path, errno) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw WordListFailure(file: path, errors: [.notAFile(path: path)])
        }
        if Int(status.st_size) > sizeLimit {
            throw WordListFailure(file: path, errors: [.tooLarge(bytes: Int(status.st_size))])
        }
        return try readAll(descriptor: descriptor, name: path)
    }

    /// Reads `descriptor` to its end, refusing more than `sizeLimit` bytes (a file can grow
    /// after `fstat`; standard input has no size).
    private static func readAll(descriptor: Int32, name path: String) throws(WordListFailure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: sizeLimit + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                SystemIO.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
            }
            if got < 0 { throw unopenable(path, errno) }
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
