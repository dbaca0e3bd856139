import Foundation
import SudokuEngine
import WordSudokuKit

/// `generate --format codes`: a puzzle code per line, for a class. Each is checked as `play`
/// would check it (the list fills the grid) and its puzzle is made as `play --code` makes it
/// (the seed, the grade, rotational symmetry), so every code given out can be played.
extension GenerateCommand {
    /// The list a code names, and the name it has in the codes.
    struct CodeList {
        let name: String
        let list: WordList
        /// Whether the name means a list every computer has.
        let isBuiltIn: Bool
    }

    /// The list of `--words` (else the settings' list) when the format is codes; nil otherwise,
    /// and a usage error for `--words` with a format that prints digits.
    static func codeList(_ arguments: Arguments, format: Format) throws -> CodeList? {
        guard format == .codes else {
            if arguments.value(.words) != nil { throw UsageError(CommandLineText.wordsOnlyWithCodes, command: "generate") }
            return nil
        }
        let library = WordListLibrary(environment: ProcessInfo.processInfo.environment)
        let requested = arguments.value(.words) ?? Settings.atStart.list
        let loaded = try WordListCatalog.load(nameOrPath: requested, library: library)
        // Named as `play` and `worksheet` name it (`Loaded.codeName`): a file as `words import`
        // would keep it, so that a pupil who imports the same file plays the codes without `--words`.
        return CodeList(name: loaded.codeName, list: loaded.list, isBuiltIn: loaded.isBuiltIn)
    }

    /// Throws what `play` would refuse (too few pairs for the grid), before any puzzle is made;
    /// notes on stderr a teacher's list that has a built-in list's name.
    func check(_ codeList: CodeList) throws {
        _ = try GameFactory.plan(shape: shape, grade: grade, listName: codeList.name, list: codeList.list, shownLanguage: nil,
                                 mode: .immediate, peekLimit: nil, player: "", seed: seed, edition: edition)
        if !codeList.isBuiltIn, BuiltInWordLists.named(codeList.name) != nil {
            printError("word-sudoku: " + CommandLineText.codeNameIsBuiltIn(codeList.name)(language))
        }
    }

    /// The code that replays `puzzle` with the list's words, marked with the oldest edition that
    /// makes it (`Generator.Edition.oldestAlike`).
    func code(of puzzle: GeneratedPuzzle) -> String {
        guard let codeList else { preconditionFailure("codes are printed with a list") }
        return PuzzleCode(edition: edition.oldestAlike(shape: shape, grade: grade), shape: shape, grade: grade, listName: codeList.name, seed: puzzle.seed).description
    }
}
