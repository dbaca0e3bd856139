import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The test process outlives a child that stops reading what it is given.
///
/// Writing to a pipe whose reader has gone raises SIGPIPE, whose default action ends the
/// writer: a child that exited before reading its stdin (a usage error, a crash, a kill by the
/// watchdog) once took the whole end-to-end run down instead of failing one test. Every
/// helper here that starts a child goes through `Process.runChild()`, which first makes
/// SIGPIPE harmless to the test process; a write to such a child then fails with EPIPE, which
/// `FileHandle.write(contentsOf:)` throws (the older `write(_:)` turns that error into a crash,
/// so the helpers do not use it).
///
/// The signal gets a handler that does nothing rather than `SIG_IGN`: an ignored signal stays
/// ignored across `exec`, and Foundation's `Process` does not reset it, so every child would
/// start with SIGPIPE ignored, which is not how a user runs `word-sudoku` (`generate | head`
/// would go on writing; the full screen would not restore the terminal on SIGPIPE, since it
/// leaves ignored signals alone). A caught signal is reset to its default by `exec`.
enum BrokenPipes {
    /// Set once, the first time any test starts a child.
    static let survived: Void = {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGPIPE, &action, nil)
    }()
}

extension Process {
    /// `run()`, once the test process survives writing to a child that has gone (see `BrokenPipes`).
    func runChild() throws {
        _ = BrokenPipes.survived
        try run()
    }
}
