import TerminalUI
import WordSudokuKit

/// What the user is told about an error, and the exit status it gives: decided here, once,
/// for every error a command throws (`runMain` reports them). A command that goes on after a
/// failure (`words check` with several files, `solve` with a file it cannot open, a failed
/// save in the middle of a game) says it through a report too.
///
/// The statuses are the README's: 1 nothing to do (no saved game, a game in progress, a clear
/// not confirmed, a list name taken, no word due for `play --review`, a list that cannot be exported in the format asked), 2 a
/// usage error, 65 a broken input (or a problem `doctor` found, which it returns itself), 66 an input that cannot be opened (a code's list not here
/// included), 69 speech needed and not there (`play --listen` without espeak-ng), 73 the user's data not written, 75 a puzzle given up at its time limit or the game
/// open in another word-sudoku.
struct ErrorReport {
    /// One line each, in the UI language; none when the user was already told.
    let lines: [String]
    /// Standard error, except for the answer to a question asked on standard output.
    let stream: Stream
    let status: ExitStatus

    enum Stream { case standardError, standardOutput }

    /// The report of `error`, raised by `command` (nil before a command is known), in `language`.
    init(_ error: any Error, command: String? = nil, in language: UILanguage) {
        let help = command.map { "word-sudoku help \($0)" } ?? "word-sudoku \(Option.help.spelling)"
        var stream = Stream.standardError
        func said(_ text: Localized) -> String { "word-sudoku: " + text(language) }
        switch error {
        case let error as UsageError:
            let pointer = error.command.map { "word-sudoku help \($0)" } ?? "word-sudoku \(Option.help.spelling)"
            (lines, status) = (["word-sudoku: \(error.message(language)) \(CommandLineText.seeHelp(pointer)(language))"], .usage)
        case let error as WordListFailure:
            (lines, status) = Self.problems(of: error, in: language)
        case let error as GameSetupError:
            switch error {
            case .wordList(let failure):
                (lines, status) = Self.problems(of: failure, in: language)
            case .badCode, .unknownLanguage, .gradeNotOffered:
                // Like every usage error: one line, with the help to read.
                (lines, status) = ([said(error.text) + " " + CommandLineText.seeHelp(help)(language)], .usage)
            case .tooFewPairs, .badWordIndices:
                (lines, status) = ([said(error.text)], .dataError)
            }
        case let error as WordListLibrary.AdditionError:
            switch error {
            case .invalid(let failure): (lines, status) = Self.problems(of: failure, in: language)
            case .nameTaken, .unusableName: (lines, status) = ([said(WordListText.notAdded(error))], .failure)
            case .cannotWrite: (lines, status) = ([said(WordListText.notAdded(error))], .cannotCreate)
            }
        case let error as WordList.ExportError:
            (lines, status) = ([said(CommandLineText.exportRefused(error))], .failure)
        case let error as ReviewGame.Failure:
            // No word due: the answer to `play --review`, on standard output, nothing to do (1).
            // (`play` throws a setup failure's `GameSetupError` itself.)
            stream = .standardOutput
            (lines, status) = ([error.text(language)], .failure)
        case let error as CodeListMissing:
            (lines, status) = ([said(CommandLineText.codeListMissing(list: error.list, code: error.code))], .noInput)
        case let error as StoreError:
            (lines, status) = ([said(error.text)], .cannotCreate)
        case let error as DataLeftUnwritten:
            (lines, status) = (error.alreadySaid ? [] : [said(error.failure.text)], .cannotCreate)
        case let error as GameLifecycle.GameInProgress:
            (lines, status) = ([GameText.gameInProgress(error.saved, command: command ?? "play")(language)], .failure)
        case is NoSavedGame:
            (lines, status) = ([said(GameText.noSavedGame())], .failure)
        case is ClearNotConfirmed:
            // The answer to the question `stats --clear` asked on standard output.
            stream = .standardOutput
            (lines, status) = ([StatsText.notCleared(language)], .failure)
        case let error as GenerationGaveUp:
            let text = CommandLineText.gaveUp(seconds: error.seconds, attempts: error.attempts, grade: error.grade, seed: error.seed)
            (lines, status) = ([said(text)], .failure)
        case let error as PuzzleGaveUp:
            // No "word-sudoku: ": the command puts FILE:LINE: before it.
            (lines, status) = ([CommandLineText.puzzleGaveUp(seconds: error.seconds)(language)], .temporaryFailure)
        case is ListeningUnavailable:
            (lines, status) = ([said(ListeningText.needsSpeech)], .unavailable)
        case let error as GameOpenElsewhere:
            (lines, status) = ([said(error.text)], .temporaryFailure)
        case let error as IsomorphsUnwritten:
            (lines, status) = ([said(CommandLineText.isomorphsUnwritten(path: error.path, reason: error.reason))], .cannotCreate)
        case let error as PuzzleInputError:
            (lines, status) = ([said(error.text)], .noInput)
        case let error as TerminalError:
            (lines, status) = ([said(error.text)], .failure)
        default:
            (lines, status) = (["word-sudoku: \(error)"], .failure)
        }
        self.stream = stream
    }

    /// Every problem of a list, one line each (`FILE:LINE:COLUMN: message`, as `words check`
    /// shows them): 66 when it cannot be found or opened, 65 when it is wrong.
    private static func problems(of failure: WordListFailure, in language: UILanguage) -> ([String], ExitStatus) {
        let lines = failure.lines(in: language).map { failure.isUnopenable ? "word-sudoku: " + $0 : $0 }
        return (lines, failure.isUnopenable ? .noInput : .dataError)
    }

    /// Says the lines on their stream.
    func say() {
        switch stream {
        case .standardError: lines.forEach(printError)
        case .standardOutput: emit(lines)
        }
    }
}
