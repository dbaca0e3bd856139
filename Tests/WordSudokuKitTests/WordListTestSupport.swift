import TestSupport
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

/// The real lists of the package's `Benchmarks/wordlists` (`bench` reads one too), which
/// nobody here wrote.
enum BenchmarkWordLists {
    static let directory = packageRoot.appendingPathComponent("Benchmarks/wordlists")

    /// The path of the list `name`. Throws when the package lacks it: a test of a list's
    /// problems must fail on a file that is not there, not pass on the "cannot open" it gets.
    static func path(_ name: String) throws -> String {
        try fixturePath(directory.appendingPathComponent(name))
    }
}

/// The package's root (`PackageFiles`), so the tests read the package's own data from
/// whatever directory they run in.
let packageRoot = PackageFiles.root

/// A data file of the package that a test needs and cannot read.
struct MissingFixture: Error, CustomStringConvertible {
    let path: String
    var description: String { "missing fixture \(path): the package's data files must be there" }
}

/// `url`'s path when the file can be read, else `MissingFixture`, which fails the test with it.
func fixturePath(_ url: URL) throws -> String {
    guard FileManager.default.isReadableFile(atPath: url.path) else { throw MissingFixture(path: url.path) }
    return url.path
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
