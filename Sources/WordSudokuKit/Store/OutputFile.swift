#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the user named for output (`-o FILE` of `worksheet` and `words export`): written
/// atomically, so a failed write leaves any old file whole. Unlike the store's own files, its
/// folder is never made: a mistyped `-o` folder is an error (73), not a new folder.
public enum OutputFile {
    /// Replaces `path` with `text`; a bare file name is in the current folder.
    public static func write(_ text: String, to path: String) throws(StoreError) {
        // An empty name, or one that names a folder (`./`, `..`, `lists/`), is not a file to write.
        let last = path.split(separator: "/").last.map(String.init) ?? ""
        if path.isEmpty || path.hasSuffix("/") || last == "." || last == ".." {
            throw StoreError(path: path.isEmpty ? "''" : path, refused: .notAFile)
        }
        // The atomic write renames in the file's folder, so a bare name needs `./`.
        let path = path.contains("/") ? path : "./" + path
        let folder = String(path[..<path.lastIndex(of: "/")!])
        var status = stat()
        guard stat(folder.isEmpty ? "/" : folder, &status) == 0 else {
            throw StoreError(path: path, reason: String(cString: strerror(errno)))
        }
        // `notes.txt/sheet.txt`: the folder is a file. Said as the system says it (the atomic
        // write would try to make the folder, and report it with no reason of its own).
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw StoreError(path: path, reason: String(cString: strerror(ENOTDIR)))
        }
        try AtomicFile.write(Array(text.utf8), to: path)
    }
}
