import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import WordSudokuKit

/// A folder's names as `readdir` gives them, read in place (see `FolderEntries`): every name
/// whole — the longest the system allows, one that is not UTF-8 — and never `.` or `..`.
@Suite("Folder entries", .timeLimit(.minutes(15)))
struct FolderEntriesTests {
    @Test func everyNameIsReadWholeAndAsItsBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ws-entries-\(UUID().uuidString)").path
        #expect(mkdir(folder, 0o755) == 0)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let names: [[UInt8]] = [Array("a".utf8), Array(repeating: UInt8(ascii: "n"), count: 255), [0x6C, 0xFF, 0x2E, 0x74, 0x73, 0x76],
                                Array("été.json".utf8)]
        for name in names {
            let fd = (Array((folder + "/").utf8) + name + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
            }
            #expect(fd >= 0)
            close(fd)
        }
        let read = try #require(FolderEntries.names(in: folder))
        #expect(read.sorted { $0.lexicographicallyPrecedes($1) } == names.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(FolderEntries.names(in: folder + "/missing") == nil && errno == ENOENT)
    }
}
