import TestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs the real `word-sudoku` executable that `swift build`/`swift test` put beside the tests.
enum Binary {
    /// The executable's path: `WORD_SUDOKU_BINARY` when set (to run these tests against the
    /// release build that way), else the one in the build folder that holds the test bundle.
    static var url: URL {
        if let named = ProcessInfo.processInfo.environment["WORD_SUDOKU_BINARY"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        var directory = Bundle.main.bundleURL
        // On Linux the test runner is `.build/<config>/WordSudokuPackageTests.xctest`.
        if directory.pathExtension == "xctest" || directory.lastPathComponent.hasSuffix(".xctest") {
            directory.deleteLastPathComponent()
        }
        for candidate in [directory, directory.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("word-sudoku")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return directory.appendingPathComponent("word-sudoku")
    }

    /// The package's root, found from this file's path, so the tests find the package's data
    /// (and run `bench` in the package) from whatever directory they run in.
    static let projectRoot: URL = PackageFiles.root

    /// The puzzle sets `bench` solves, which the tests read too: `Benchmarks/puzzles`.
    static let benchmarkPuzzles = projectRoot.appendingPathComponent("Benchmarks/puzzles")

    /// Real word lists nobody here wrote (`bench --only learning` reads one): `Benchmarks/wordlists`.
    static let benchmarkWordLists = projectRoot.appendingPathComponent("Benchmarks/wordlists")

    /// The path of the set `name` of `Benchmarks/puzzles`; throws when the package lacks it.
    static func puzzleSet(_ name: String) throws -> String {
        try fixturePath(benchmarkPuzzles.appendingPathComponent(name))
    }

    /// The path of the list `name` of `Benchmarks/wordlists`; throws when the package lacks it.
    static func wordList(_ name: String) throws -> String {
        try fixturePath(benchmarkWordLists.appendingPathComponent(name))
    }

    /// `url`'s path when it exists. A data file the package lacks fails the test that needs it
    /// with its path, rather than as a puzzling exit status of the binary given it.
    static func fixturePath(_ url: URL) throws -> String {
        guard FileManager.default.fileExists(atPath: url.path) else { throw MissingFixture(path: url.path) }
        return url.path
    }

    /// A data folder of this test run's own, for tests that name none.
    static let defaultHome: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs the binary with `arguments`, feeding `input` on stdin, with extra environment. A run
    /// still going after `timeout` seconds is killed and fails the test that made it.
    /// `executable` runs another program the same way (a copy moved out of the package, an
    /// installed copy, a script's shell).
    static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:],
                    currentDirectory: URL? = nil, timeout: Double = 60, executable: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        // Hermetic by default: the developer's own locale and saved data never change a result.
        for key in ["LC_ALL", "LC_MESSAGES", "NO_COLOR"] { env[key] = nil }
        env["LANG"] = "C.UTF-8"
        env["WORD_SUDOKU_HOME"] = defaultHome.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: try fixturePath(currentDirectory)) }
        let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        try process.runChild()
        let watchdog = Watchdog(process, seconds: timeout)
        // Read both pipes while the process runs so a large output cannot block it.
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { outData = outPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData = errPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        // A child may end without reading all its input (a usage error does): the write then
        // fails with EPIPE, and what the child printed and its status tell the test the rest.
        if let input { try? inPipe.fileHandleForWriting.write(contentsOf: Data(input.utf8)) }
        try? inPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        watchdog.finish("\(process.executableURL!.lastPathComponent) \(arguments.joined(separator: " "))")
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A file or folder of the package that a test needs and cannot find.
struct MissingFixture: Error, CustomStringConvertible {
    let path: String
    var description: String { "missing fixture \(path): the package's data files must be there" }
}

/// Kills a spawned process still running after its time, so a hung program fails one test
/// instead of hanging the whole run. Call `finish` once the process has ended.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false
    private var fired = false
    let seconds: Double

    init(_ process: Process, seconds: Double = 60) {
        self.seconds = seconds
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !finished else { return }
            fired = true
            kill(pid, SIGKILL)
        }
    }

    /// Stops watching; records a test issue naming `what` when the process had to be killed.
    func finish(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        lock.lock()
        finished = true
        let killed = fired
        lock.unlock()
        if killed {
            Issue.record("\(what) was still running after \(Int(seconds)) s and was killed", sourceLocation: sourceLocation)
        }
    }
}
