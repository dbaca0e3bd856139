/// Exit statuses (sysexits where one fits). A command returns one for its normal outcomes;
/// the status of an error is chosen by `ErrorReport`.
enum ExitStatus: Int32 {
    case success = 0
    /// Some input had no unique answer (e.g. a puzzle with no or several solutions), or there
    /// was nothing to do (no saved game, a game already in progress, a clear not confirmed).
    case failure = 1
    /// The command line was wrong.
    case usage = 2
    /// An input file's content was wrong (EX_DATAERR), or `doctor` found a problem in the data folder.
    case dataError = 65
    /// An input file could not be opened (EX_NOINPUT).
    case noInput = 66
    /// A service the command needs is not there (EX_UNAVAILABLE): a listening game without
    /// espeak-ng to say its words.
    case unavailable = 69
    /// Try again later (EX_TEMPFAIL): a puzzle's search gave up at its time limit (its answer
    /// is unknown, not wrong, and a longer `--time-limit` may settle it), or the game is open in
    /// another word-sudoku (`GameHold`).
    case temporaryFailure = 75
    /// Writing the user's data failed (EX_CANTCREAT).
    case cannotCreate = 73
}
