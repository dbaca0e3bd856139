import WordSudokuKit

/// Exit statuses, decided in one place (sysexits where one fits).
enum ExitStatus: Int32, Error {
    case success = 0
    /// Some input had no unique answer (e.g. a puzzle with no or several solutions).
    case failure = 1
    /// The command line was wrong.
    case usage = 2
    /// An input file's content was wrong (EX_DATAERR).
    case dataError = 65
    /// An input file could not be opened (EX_NOINPUT).
    case noInput = 66
    /// Writing the user's data failed (EX_CANTCREAT).
    case cannotCreate = 73
}

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
