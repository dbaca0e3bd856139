import SudokuEngine
import WordSudokuKit

// The errors of the command line itself. The kit's errors (`WordListFailure`,
// `GameSetupError`, `StoreError`, `GameLifecycle.GameInProgress`...) are thrown as they are;
// `ErrorReport` says what each one tells the user and with which exit status.

/// A mistake in the command line. Its message names the problem in one line.
///
/// The message is a `Localized`, never a `String`: a usage error cannot be written in one
/// language only. Its texts are in `CommandLineText`.
struct UsageError: Error {
    /// The message in every UI language.
    let message: Localized
    /// The command whose help the user should read, if any.
    let command: String?

    init(_ message: Localized, command: String? = nil) {
        self.message = message
        self.command = command
    }
}

/// `play --listen` or `--dictation` where espeak-ng is not installed: the givens could not be heard.
struct ListeningUnavailable: Error {}

/// `resume` with no unfinished game saved.
struct NoSavedGame: Error {}

/// `stats --clear` answered with anything but yes: nothing was deleted.
struct ClearNotConfirmed: Error {}

/// `generate` gave up on a puzzle of the grade asked rather than print one of another grade.
struct GenerationGaveUp: Error {
    let seconds: Int
    let attempts: Int
    let grade: Grade
    let seed: UInt64
}

/// `solve` or `rate` gave up on one puzzle at its time limit. Said as `FILE:LINE: ` and
/// this error's line; the command goes on with the next puzzle.
struct PuzzleGaveUp: Error {
    /// The time limit, in seconds.
    let seconds: Int
}

/// A game ended with part of what the player did unwritten (a save or the record failed).
struct DataLeftUnwritten: Error {
    /// The last failure.
    let failure: StoreError
    /// Whether the player was already told (line mode says each failure when it happens; the
    /// full screen says it again once the terminal is back to normal).
    let alreadySaid: Bool
}

/// `bench --write-isomorphs DIR` could not write a set of isomorphs (the folder missing or
/// read-only): nothing else to report, the table was printed.
struct IsomorphsUnwritten: Error {
    let path: String
    /// The system's reason (`strerror`).
    let reason: String
}

/// `play --code CODE` whose list is on neither this computer's lists nor the built-in ones (a
/// teacher's list a pupil has not got): the message names it and says how to get it.
struct CodeListMissing: Error {
    /// The list's name in the code.
    let list: String
    let code: String
}
