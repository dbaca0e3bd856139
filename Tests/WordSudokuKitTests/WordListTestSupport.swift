import Foundation
@testable import WordSudokuKit

/// Loads `text` as a list named `file` and returns its problems as the user reads them
/// (`FILE:LINE:COLUMN: message`), or an empty array if it loads.
func problems(_ text: String, file: String = "list.json") -> [String] {
    problems(bytes: Array(text.utf8), file: file)
}

func problems(bytes: [UInt8], file: String = "list.json") -> [String] {
    do {
        _ = try WordList(bytes: bytes, fileName: file)
        return []
    } catch {
        return error.lines(in: .en)
    }
}

/// The real lists in `../shared/wordlists`, which nobody here wrote.
enum SharedWordLists {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/wordlists")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}

/// A temporary file holding `bytes`, removed by the caller with `removeTemporaryFile`.
func temporaryFile(named name: String, bytes: [UInt8]) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wordlist-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
}

func removeTemporaryFile(_ path: String) {
    try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
}
