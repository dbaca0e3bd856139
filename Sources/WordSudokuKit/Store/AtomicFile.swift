#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Writes that never leave a half-written file: temporary file, fsync, rename, fsync of the
/// directory. Appends of whole lines under an exclusive lock. Plain POSIX calls.
///
/// No call follows a symbolic link (`O_NOFOLLOW`, `lstat`): a link in the data directory,
/// or anything there that is not a regular file, is refused with a `StoreError` of kind
/// `.symbolicLink` or `.notAFile` and left as it is.
enum AtomicFile {
    /// The content of `path`, nil when there is none; at most `limit` bytes are read (a larger
    /// file throws `.tooLarge`). Opened without following a link and without blocking on a pipe.
    static func read(_ path: String, limit: Int = .max) throws(ReadFailure) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            if errno == ELOOP { throw .refused(StoreError(path: path, refused: .symbolicLink)) }
            throw .system(String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .refused(StoreError(path: path, refused: .notAFile)) }
        if Int(info.st_size) > limit { throw .tooLarge }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { SystemIO.read(fd, into: $0) }
            if count < 0 { throw .system(String(cString: strerror(errno))) }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            if bytes.count > limit { throw .tooLarge }
        }
    }

    /// Why `read` gave no content.
    enum ReadFailure: Error {
        /// A link or not a regular file: left alone.
        case refused(StoreError)
        /// Larger than the limit.
        case tooLarge
        /// The system's reason.
        case system(String)
    }

    /// Throws when `path` is a symbolic link or exists and is not a regular file.
    static func refuseNonFile(_ path: String) throws(StoreError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: throw StoreError(path: path, refused: .symbolicLink)
        default: throw StoreError(path: path, refused: .notAFile)
        }
    }

    /// Replaces `path` with `bytes`, atomically. On failure the old file is untouched. A link
    /// at `path` is refused, not replaced.
    static func write(_ bytes: [UInt8], to path: String) throws(StoreError) {
        let directory = (path as NSString).deletingLastPathComponent
        try makeDirectory(directory)
        try refuseNonFile(path)
        let temporary = "\(path)\(temporarySuffix)\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
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
    /// ending a line torn by a writer that died mid-write. A write or flush that fails (a full
    /// disk writes part of the line, then refuses the rest) is undone: the file is cut back to
    /// its length before, so no fragment is left and "nothing on disk was changed" is true.
    /// When even that fails, the error says part of a line may be left (`leftAFragment`).
    static func appendLine(_ line: [UInt8], to path: String) throws(StoreError) {
        try appendLine(line, to: path, unlessContaining: nil)
    }

    /// As `appendLine(_:to:)`, but does nothing when the file already holds `marker`
    /// (checked under the same lock, so two writers cannot both append it). Says whether it
    /// appended.
    @discardableResult
    static func appendLine(_ line: [UInt8], to path: String, unlessContaining marker: [UInt8]?) throws(StoreError) -> Bool {
        try withAppendLock(path) { (fd) throws(StoreError) -> Bool in
            if let marker, try contents(of: fd, path: path).contains(marker) { return false }
            var bytes = line
            let size = lseek(fd, 0, SEEK_END)
            if size > 0 {
                var last: UInt8 = 0
                if pread(fd, &last, 1, size - 1) == 1, last != 10 { bytes.insert(10, at: 0) }
            }
            do throws(StoreError) {
                try writeAll(fd, bytes, path: path)
                guard fsync(fd) == 0 else { throw failure(path) }
            } catch {
                guard size >= 0, ftruncate(fd, size) == 0 else {
                    var torn = error
                    torn.leftAFragment = true
                    throw torn
                }
                fsync(fd)  // the cut is what every reader sees now; flushed when the disk can
                throw error
            }
            return true
        }
    }

    /// Everything in the open file `fd`.
    private static func contents(of fd: Int32, path: String) throws(StoreError) -> [UInt8] {
        var bytes: [UInt8] = [], offset: off_t = 0
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            offset += off_t(count)
        }
    }

    /// Runs `body` with the file at `path` open for appending (created if needed) and its exclusive `flock`,
    /// the lock every append takes. A file replaced while we waited (a repair renames a new
    /// history over it) is opened and locked again, so nothing is written to a file no longer
    /// in place.
    static func withAppendLock<T>(_ path: String, _ body: (Int32) throws(StoreError) -> T) throws(StoreError) -> T {
        try makeDirectory((path as NSString).deletingLastPathComponent)
        while true {
            let fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                if errno == ELOOP { throw StoreError(path: path, refused: .symbolicLink) }
                throw failure(path)
            }
            defer { close(fd) }
            var locked = stat(), current = stat()
            guard fstat(fd, &locked) == 0 else { throw failure(path) }
            guard locked.st_mode & S_IFMT == S_IFREG else { throw StoreError(path: path, refused: .notAFile) }
            try lock(fd, path: path)
            defer { flock(fd, LOCK_UN) }
            guard fstat(fd, &locked) == 0 else { throw failure(path) }
            if lstat(path, &current) != 0 || current.st_ino != locked.st_ino || current.st_dev != locked.st_dev { continue }
            return try body(fd)
        }
    }

    /// Runs `body` holding an exclusive lock on `path` (a lock file, created if needed).
    static func withLock<T>(_ path: String, _ body: () throws -> T) throws -> T {
        try makeDirectory((path as NSString).deletingLastPathComponent)
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            if errno == ELOOP { throw StoreError(path: path, refused: .symbolicLink) }
            throw failure(path)
        }
        defer { close(fd) }
        try lock(fd, path: path)
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// Waits for the exclusive `flock` of `fd`. A wait interrupted by a signal (`EINTR`: the
    /// terminal's resize and stop handlers) waits again; any other failure throws (the lock of
    /// `store.lock` was taken without looking at the result, so a failure went on unlocked).
    private static func lock(_ fd: Int32, path: String) throws(StoreError) {
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { throw failure(path) }
        }
    }

    /// What `write` adds to a file's name, before its process id, for its temporary file.
    static let temporarySuffix = ".tmp."

    /// Removes the temporary files (`NAME.tmp.PID`) in `directory` that a killed save left:
    /// those whose process is gone. A live process's file (another word-sudoku saving now, or
    /// an unrelated process that reused the id) is left; the next start removes it.
    static func removeStaleTemporaryFiles(in directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names {
            guard let range = name.range(of: temporarySuffix, options: .backwards),
                  let pid = Int32(name[range.upperBound...]), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                var info = stat()
                let path = directory + "/" + name
                if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path) }
            }
        }
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
        guard bytes.withUnsafeBytes({ SystemIO.writeAll(fd, $0) }) else { throw failure(path) }
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
