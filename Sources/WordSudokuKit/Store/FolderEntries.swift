#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a folder, as `readdir` gives them: raw bytes (a name need not be UTF-8).
///
/// One place reads a directory entry's name, because reading it is easy to get wrong: the C
/// library allocates each entry only as long as its name (`d_reclen`), so copying the whole
/// 256-byte `d_name` field — what `withUnsafeBytes(of: entry.pointee.d_name)` does — reads past
/// the end of the library's buffer (AddressSanitizer stopped `bench --dir` on it, found by the
/// `paths` fuzz target). The name is read in place, up to its NUL.
public enum FolderEntries {
    /// Every entry's name but `.` and `..`, in the order the system gives them; nil when the
    /// folder cannot be opened (`errno` says why).
    public static func names(in directory: String) -> [[UInt8]]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
            let bytes = Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
            if bytes != [0x2E] && bytes != [0x2E, 0x2E] { names.append(bytes) }
        }
        return names
    }
}
