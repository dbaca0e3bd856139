#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Writes that never leave a half-written file: temporary file, fsync, rename, fsync of the
/// directory. Appends of whole lines under an exclusive lock. Plain POSIX calls.
enum AtomicFile {
    /// Replaces `path` with `bytes`, atomically. On failure the old file is untouched.
    static func write(_ bytes: [UInt8], to path: String) throws(StoreError) {
        let directory = (path as NSString).deletingLastPathComponent
        try makeDirectory(directory)
        let temporary = "\(path).tmp.\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path) }
        do throws(StoreError) {
            try writeAll(fd, bytes, path: path)
            guard fsync(fd) == 0 else { throw failure(path) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
        syncDirectory(directory)
    }

    /// Appends `line` (which ends in a newline) to `path` under an exclusive lock, first
    /// ending a line torn by a writer that died mid-write.
    static func appendLine(_ line: [UInt8], to path: String) throws(StoreError) {
        try withAppendLock(path) { (fd) throws(StoreError) in
            var bytes = line
            let size = lseek(fd, 0, SEEK_END)
            if size > 0 {
                var last: UInt8 = 0
                if pread(fd, &last, 1, size - 1) == 1, last != 10 { bytes.insert(10, at: 0) }
            }
            try writeAll(fd, bytes, path: path)
            guard fsync(fd) == 0 else { throw failure(path) }
        }
    }

    /// Runs `body` with the file at `path` open for appending (created if needed) and its exclusive `flock`,
    /// the lock every append takes. A file replaced while we waited (a repair renames a new
    /// history over it) is opened and locked again, so nothing is written to a file no longer
    /// in place.
    static func withAppendLock<T>(_ path: String, _ body: (Int32) throws(StoreError) -> T) throws(StoreError) -> T {
        try makeDirectory((path as NSString).deletingLastPathComponent)
        while true {
            let fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw failure(path) }
            defer { close(fd) }
            guard flock(fd, LOCK_EX) == 0 else { throw failure(path) }
            defer { flock(fd, LOCK_UN) }
            var locked = stat(), current = stat()
            guard fstat(fd, &locked) == 0 else { throw failure(path) }
            if stat(path, &current) != 0 || current.st_ino != locked.st_ino || current.st_dev != locked.st_dev { continue }
            return try body(fd)
        }
    }

    /// Runs `body` holding an exclusive lock on `path` (a lock file, created if needed).
    static func withLock<T>(_ path: String, _ body: () throws -> T) throws -> T {
        try makeDirectory((path as NSString).deletingLastPathComponent)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        flock(fd, LOCK_EX)
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    static func makeDirectory(_ directory: String) throws(StoreError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError(path: directory, reason: String(cString: strerror(errno == 0 ? ENOTDIR : errno)))
        }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(StoreError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            offset += written
        }
    }

    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    private static func failure(_ path: String) -> StoreError {
        StoreError(path: path, reason: String(cString: strerror(errno)))
    }
}
