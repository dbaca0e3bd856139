import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A child that stops reading fails one test, not the run (issue 22): see `BrokenPipes`.
@Suite("A child that stops reading", .timeLimit(.minutes(15)))
struct BrokenPipeTests {
    /// The incident: a child that exits at once, never reading its stdin, while the test writes
    /// more than a pipe holds (64 KiB on Linux), so the write cannot end in the pipe's buffer.
    /// With SIGPIPE at its default this test process would die here and take every test with
    /// it; started through `runChild()`, the write throws EPIPE and the test goes on.
    @Test func writingMoreThanAPipeHoldsToAChildThatExitedThrowsEPIPE() throws {
        let child = Process()
        child.executableURL = Binary.url
        child.arguments = ["--version"]  // prints one line and exits; never reads stdin
        let input = Pipe(), output = Pipe()
        child.standardInput = input
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        try child.runChild()
        let watchdog = Watchdog(child, seconds: 30)
        let error = #expect(throws: (any Error).self) {
            try input.fileHandleForWriting.write(contentsOf: Data(repeating: UInt8(ascii: "x"), count: 1 << 20))
        }
        let underlying = (error as? NSError)?.userInfo[NSUnderlyingErrorKey] as? NSError
        #expect(underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(EPIPE), "\(String(describing: error))")
        try? input.fileHandleForWriting.close()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        watchdog.finish("word-sudoku --version")
        #expect(child.terminationReason == .exit && child.terminationStatus == 0)
        #expect(String(decoding: printed, as: UTF8.self).hasPrefix("word-sudoku "))
    }

    /// The children still get SIGPIPE's default action (the test process only catches it, and
    /// `exec` resets a caught signal): a shell that sends itself SIGPIPE dies of it. Had the
    /// test process ignored the signal instead, the shell would inherit that and exit 0.
    @Test func aChildStillDiesOfSIGPIPE() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "kill -PIPE $$; exit 0"]
        try child.runChild()
        let watchdog = Watchdog(child, seconds: 30)
        child.waitUntilExit()
        watchdog.finish("sh -c 'kill -PIPE $$'")
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(child.terminationStatus == SIGPIPE)
    }
}
