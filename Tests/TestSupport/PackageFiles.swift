import Foundation

/// Where the package's own files are, for every test target: found from this file's path
/// (`Tests/TestSupport/`), so the tests read the package's data from whatever directory they
/// run in, in a clone with nothing beside it. One place, instead of each target walking up from
/// its own `#filePath`.
public enum PackageFiles {
    /// The package's root: the folder of `Package.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder of the package, by its path from the root (`"Benchmarks/puzzles"`).
    public static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// The puzzle sets `bench` solves, which the tests read too.
    public static let benchmarkPuzzles = url("Benchmarks/puzzles")
    /// Inputs only the tests use: stress puzzles, store format fixtures, hyphenation samples.
    public static let testFixtures = url("Tests/Fixtures")
}
