#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `read(2)` and `write(2)`, named for each platform in this one place.
///
/// Types here have `read` and `write` methods of their own, which hide the C functions, so a
/// call must name the C library's module; doing that at every call site tied the whole package
/// to Glibc. Both calls retry on `EINTR`, which a signal handler (the terminal's resize and stop
/// handlers) makes common.
public enum SystemIO {
    /// Reads up to `buffer.count` bytes: the number read (0 at the end of the input), or −1 with
    /// `errno` set for any error but `EINTR`.
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            #if canImport(Glibc)
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            #else
            let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
            #endif
            if count >= 0 || errno != EINTR { return count }
        }
    }

    /// Writes all of `bytes`, however many calls that takes: `true`, or `false` with `errno` set.
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #else
            let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
