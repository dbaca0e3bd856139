import Foundation
import WordSudokuKit

extension Command {
    static let classReport = Command(
        name: "class",
        summary: Localized(en: "Read the result codes pupils bring back from the web page, and write the class's report.",
                           fr: "Lire les codes de résultat rapportés de la page web par les élèves, et écrire le bilan de la classe."),
        operands: "report FILE",
        operandValues: .choices(["report"]),
        options: [.output.explained(Localized(en: "write the report (HTML) to FILE instead of standard output",
                                              fr: "écrire le bilan (HTML) dans FICHIER plutôt que sur la sortie standard")),
                  .words.named("NAME|FILE").explained(Localized(
                    en: "the word list of the codes, when it is not among your lists (default: the list each code names)",
                    fr: "la liste de mots des codes, quand elle n’est pas parmi vos listes (par défaut : celle que nomme chaque code)")),
                  .saveList,
                  .lang.explained(Localized(en: "the language of the report", fr: "la langue du bilan"))],
        notes: Localized(en: """
            FILE holds one result code a line, as the page of “worksheet --format web” shows it at
            the finish (blank lines and lines starting with # are skipped; - is standard input).
            The report gives each pupil's result per puzzle (time, mistakes, dictionary looks, the
            score as the game counts it, the words missed) and the class's most-missed words. A line
            whose check does not match (a typo or an edit) is listed and said on stderr, not read.
            Exit 0 when a code was read, 65 when none was, 66 when FILE cannot be read, 73 when the
            report or the list cannot be written.
            """, fr: """
            FICHIER contient un code de résultat par ligne, tel que la page de « worksheet --format web »
            l’affiche à la fin (les lignes vides et celles qui commencent par # sont ignorées ; - est
            l’entrée standard). Le bilan donne le résultat de chaque élève par grille (temps, erreurs,
            coups d’œil, le score compté comme dans le jeu, les mots manqués) et les mots les plus
            manqués de la classe. Une ligne dont la clé de contrôle ne correspond pas (faute de
            frappe, modification) est listée et signalée sur la sortie d’erreur, non lue.
            Code 0 si un code a été lu, 65 si aucun, 66 si FICHIER ne peut pas être lu, 73 si le bilan
            ou la liste ne peut pas être écrit.
            """),
        run: { arguments in try ClassCommand(arguments).run() })
}

/// `word-sudoku class report FILE`: reads the codes (`ClassReport`), finds each code's puzzle
/// as `play --code` makes it, writes the kit's `ClassReportHTML`, and with `--save-list` keeps
/// the most-missed words as a list of the teacher's.
struct ClassCommand {
    let language: UILanguage
    let path: String
    let output: String?
    let words: String?
    let saveList: String?

    init(_ arguments: Arguments) throws {
        language = try arguments.language()
        let operands = arguments.operands
        guard operands.first == "report" else {
            throw UsageError(CommandLineText.classExpectsReport(operands.first), command: "class")
        }
        guard operands.count == 2 else { throw UsageError(CommandLineText.classReportFile, command: "class") }
        path = operands[1]
        output = arguments.value(.output)
        words = arguments.value(.words)
        saveList = arguments.value(.saveList)
    }

    func run() throws -> ExitStatus {
        let text = try PuzzleInput(path: path).text()
        let (results, rejected) = ClassReport.read(text)
        for line in rejected { printError("word-sudoku: \(DisplaySafe.escaped(path, limit: 4096)): " + ClassReportText.rejected(line)(language)) }
        let library = WordListLibrary(environment: ProcessInfo.processInfo.environment)
        var lists: [String: WordList] = [:]
        var puzzles: [String: (puzzle: WorksheetPuzzle, languages: [String])] = [:]
        var rows: [ClassReport.Row] = []
        for (line, result) in results {
            let key = result.code + "|" + result.shown
            if puzzles[key] == nil, let code = PuzzleCode(parsing: result.code) {
                let name = words ?? code.listName
                if lists[name] == nil { lists[name] = try? WordListCatalog.load(nameOrPath: name, library: library).list }
                if let list = lists[name], let sheet = try? Worksheet.make(codes: [code], list: list, shownLanguage: result.shown) {
                    puzzles[key] = (sheet.puzzles[0], list.languages)
                }
            }
            rows.append(ClassReport.Row(line: line, result: result, puzzle: puzzles[key]?.puzzle, languages: puzzles[key]?.languages ?? []))
        }
        let report = ClassReport(rows: rows, rejected: rejected)
        let html = ClassReportHTML.render(report, language: language)
        if let output {
            try OutputFile.write(html, to: output)
            print(CommandLineText.classReportWritten(path: output, results: rows.count)(language))
        } else {
            print(html, terminator: "")
        }
        if let saveList, let missed = report.missedList(named: saveList) {
            try ClassCommand.keep(missed, named: saveList, in: library)
            print(CommandLineText.missedListKept(name: saveList, pairs: missed.pairs.count)(language))
        } else if saveList != nil {
            printError("word-sudoku: " + CommandLineText.noMissedWords(language))
        }
        return rows.isEmpty ? .dataError : .success
    }

    /// Keeps `list` among the teacher's lists as `name`, as `words add` would (replacing a list
    /// of that name: it is the report's to make again).
    static func keep(_ list: WordList, named name: String, in library: WordListLibrary) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-class-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(WordListLibrary.importedName(name) + ".json").path
        try OutputFile.write(try list.exported(as: .json), to: file)
        _ = try library.add(contentsOfFile: file, replacing: true)
    }
}
