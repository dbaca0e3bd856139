import Foundation
import WordSudokuKit

// `words import` and `words export`: a list from a spreadsheet into the teacher's lists, and
// any list back out to a file a spreadsheet (or another computer) reads.

/// `words import FILE [--name NAME] [--replace]`: the list checked, normalized and kept as
/// JSON (`WordListLibrary.importList`). The status is 65 for problems (every one printed as
/// `words check` prints them), 66 unopenable, 1 name taken or unusable, 73 not written.
/// `languages`: `--languages`, for a file that does not name its own (Quizlet's, Anki's export).
func importList(_ arguments: Arguments, library: WordListLibrary, languages: [String]?, in language: UILanguage) throws -> ExitStatus {
    let files = Array(arguments.operands.dropFirst())
    guard files.count == 1, let path = files.first else {
        throw UsageError(CommandLineText.wordsImportTakesOneFile, command: "words")
    }
    let name = arguments.value(.listName)
    if path == WordListFile.standardInput && name == nil {
        throw UsageError(CommandLineText.wordsImportStandardInputNeedsName, command: "words")
    }
    do throws(WordListLibrary.AdditionError) {
        let addition = try library.importList(contentsOfFile: path, name: name, replacing: arguments.flag(.replace), languages: languages)
        print(WordListText.added(addition)(language))
        if addition.hidesBuiltInList { print(WordListText.hidesBuiltInList(addition.name)(language)) }
        return .success
    } catch {
        if case .invalid(let failure) = error {
            return printProblems(failure, of: path == WordListFile.standardInput ? WordListFile.standardInputName : path, in: language)
        }
        throw error
    }
}

/// `words export NAME|FILE [--format json|tsv|csv] [-o FILE]`: the list on standard output, or
/// written to `-o FILE` atomically (and said). The format is `--format`, else the `-o` file's
/// extension, else JSON.
func exportList(_ arguments: Arguments, library: WordListLibrary, in language: UILanguage) throws -> ExitStatus {
    let names = Array(arguments.operands.dropFirst())
    guard names.count == 1, let name = names.first else {
        throw UsageError(CommandLineText.wordsExportTakesOne, command: "words")
    }
    let output = arguments.value(.output)
    let format: WordList.Format
    if let text = arguments.value(.exportFormat) {
        guard let chosen = WordList.Format(rawValue: text.lowercased()) else {
            throw UsageError(CommandLineText.badExportFormat(text), command: "words")
        }
        format = chosen
    } else {
        let fileExtension = output.flatMap { $0.split(separator: "/").last?.split(separator: ".").last }.map { $0.lowercased() }
        format = fileExtension.flatMap(WordList.Format.init(rawValue:)) ?? .json
    }
    let loaded = try WordListCatalog.load(nameOrPath: name, library: library)
    // A JSON file keeps the list's recordings that lie beside it, relative to its folder (to
    // standard output: the current folder's, where the file is usually kept).
    let folder = output.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? FileManager.default.currentDirectoryPath
    let text = try loaded.list.exported(as: format, folder: folder)
    guard let output else {
        print(text, terminator: "")
        return .success
    }
    try OutputFile.write(text, to: output)
    print(CommandLineText.exported(loaded.name, pairs: loaded.list.pairs.count, format: format, path: output)(language))
    return .success
}
