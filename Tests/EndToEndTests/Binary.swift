import Foundation

/// Runs the real `word-sudoku` executable that `swift build`/`swift test` put beside the tests.
enum Binary {
    /// The executable's path: in the build folder that holds the test bundle.
    static var url: URL {
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

    /// The project root (for `../shared`).
    static let projectRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/puzzles`, beside the project root.
    static let sharedPuzzles = projectRoot.deletingLastPathComponent().appendingPathComponent("shared/puzzles")

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

    /// The run did not end within its time limit: it was killed.
    struct TimedOut: Error, CustomStringConvertible {
        let arguments: [String]
        let seconds: Double
        var description: String { "word-sudoku \(arguments.joined(separator: " ")) did not end within \(seconds) s: killed" }
    }

    /// Runs the binary with `arguments`, feeding `input` on stdin, with extra environment.
    /// A run that has not ended after `timeout` seconds is killed and throws `TimedOut`, so a
    /// test that would hang fails instead.
    static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:],
                    currentDirectory: URL? = nil, timeout: Double = 60) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        // Hermetic by default: the developer's own locale and saved data never change a result.
        for key in ["LC_ALL", "LC_MESSAGES", "NO_COLOR"] { env[key] = nil }
        env["LANG"] = "C.UTF-8"
        env["WORD_SUDOKU_HOME"] = defaultHome.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        try process.run()
        // Read both pipes while the process runs so a large output cannot block it.
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { outData = outPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData = errPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        // The watchdog: kills the process (SIGKILL, so no handler can delay it) at the deadline.
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var killed = false
        let pid = process.processIdentifier
        DispatchQueue.global().async {
            if finished.wait(timeout: .now() + timeout) == .timedOut {
                killed = true
                kill(pid, SIGKILL)
            }
        }
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try? inPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        finished.signal()
        group.wait()
        if killed { throw TimedOut(arguments: arguments, seconds: timeout) }
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
