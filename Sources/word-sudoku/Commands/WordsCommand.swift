import Foundation
import WordSudokuKit
#if canImport(Glibc)
import Glibc
#endif

extension Command {
    static let words = Command(
        name: "words",
        summary: Localized(en: "List the word lists, show one, check your own lists, add, import or export one.",
                           fr: "Lister les listes de mots, en afficher une, vérifier les vôtres, en ajouter, importer ou exporter une."),
        operands: "[show NAME|FILE | check FILE ... | add FILE ... | import FILE | export NAME|FILE]",
        operandValues: .choices(["show", "check", "add", "import", "export"]),
        description: Localized(en: """
            words                 the built-in lists: name, theme, level, pairs, the grid sizes each fills;
                                  then your lists (the lists/ folder of your data), a broken one with
                                  its first problem
            words show NAME|FILE  a list as a two-column table (a list's name, or a .json/.tsv/.csv file)
            words check FILE ...  check lists: “ok: N pairs (fills ...)” or every problem as
                                  FILE:LINE:COLUMN: message. Exit 0 if all are fine, 65 if one has
                                  problems, 66 if one cannot be opened.
            words add FILE ...    check a list and copy it into your lists, to play it from anywhere
                                  as “play --words NAME” (NAME: the file name without .json/.tsv/.csv).
                                  A list with problems is not copied (65); a different list of the
                                  same name is kept (1) unless you give --replace.
            words import FILE     check a spreadsheet's export (.tsv, .csv with commas or semicolons,
                                  UTF-8 or UTF-16, a header line naming the languages), Quizlet's or
                                  Anki's plain-text export (with --languages) or a .json list
                                  and keep it in your lists as NAME.json (NAME: --name or the file's
                                  name, in lower case, accents dropped, other characters as “-”).
                                  Every problem is shown, nothing is kept (65); same names as “add”.
            words export NAME     write a list (built-in or yours) to standard output or -o FILE, so
                                  that importing it gives the same list: json keeps everything, tsv
                                  and csv the languages and pairs (“|” between accepted answers).
            """, fr: """
            words                    les listes fournies : nom, thème, niveau, paires,
                                     tailles de grille que chacune peut remplir ; puis vos
                                     listes (le dossier lists/ de vos données), une liste
                                     abîmée avec son premier problème
            words show NOM|FICHIER   une liste, en tableau à deux colonnes (le nom d’une
                                     liste, ou un fichier .json, .tsv ou .csv)
            words check FICHIER ...  vérifie des listes : « ok : N paires (remplit ...) » ou
                                     chaque problème sous la forme FICHIER:LIGNE:COLONNE:
                                     message. Code de retour 0 si toutes sont correctes, 65
                                     si l’une a des problèmes, 66 si l’une ne peut pas être
                                     ouverte.
            words add FICHIER ...    vérifie une liste et la copie dans vos listes, pour y
                                     jouer de partout avec « play --words NOM » (NOM : le
                                     nom du fichier sans .json/.tsv/.csv). Une liste qui a
                                     des problèmes n’est pas copiée (65) ; une autre liste
                                     du même nom est gardée (1), sauf avec --replace.
            words import FICHIER     vérifie l’export d’un tableur (.tsv, .csv à virgules ou
                                     à points-virgules, UTF-8 ou UTF-16, une première ligne
                                     qui nomme les langues), l’export en texte de Quizlet ou
                                     d’Anki (avec --languages) ou une liste .json, et la
                                     garde dans vos listes sous NOM.json (NOM : --name ou le
                                     nom du fichier, en minuscules, sans accents, les autres
                                     caractères en « - »). Chaque problème est affiché, rien
                                     n’est gardé (65) ; les mêmes règles de nom que « add ».
            words export NOM         écrit une liste (fournie ou à vous) sur la sortie
                                     standard ou dans -o FICHIER, de sorte que l’importer
                                     redonne la même liste : json garde tout, tsv et csv les
                                     langues et les paires (« | » entre les réponses).
            """),
        options: [.names, .replace, .listName, .languages, .exportFormat,
                  .output.explained(Localized(en: "with “export”: write FILE (replaced atomically) instead of the output",
                                              fr: "avec « export » : écrire FICHIER (remplacé d’un coup) plutôt que la sortie")),
                  .lang.explained(Localized(en: "the language of the messages", fr: "la langue des messages"))],
        notes: Localized(en: """
            A name means, in this order: an existing file, your list of that name, a built-in list.
            The format of a list is in the README, under “Word lists”.
            """, fr: """
            Un nom désigne, dans cet ordre : un fichier existant, votre liste de ce nom, une liste fournie.
            Le format des listes est décrit dans le README, à la section « Word lists ».
            """),
        run: { arguments in
            let environment = ProcessInfo.processInfo.environment
            let language = try arguments.language()
            let library = WordListLibrary(environment: environment)
            let operands = arguments.operands
            if arguments.flag(.replace) && operands.first != "add" && operands.first != "import" {
                throw UsageError(CommandLineText.replaceOnlyWithAdd, command: "words")
            }
            if arguments.value(.listName) != nil && operands.first != "import" {
                throw UsageError(CommandLineText.nameOnlyWithImport, command: "words")
            }
            if (arguments.value(.exportFormat) != nil || arguments.value(.output) != nil) && operands.first != "export" {
                throw UsageError(CommandLineText.formatOnlyWithExport, command: "words")
            }
            var languages: [String]?
            if let text = arguments.value(.languages) {
                guard ["import", "check", "show"].contains(operands.first) else {
                    throw UsageError(CommandLineText.languagesOnlyWithAFile, command: "words")
                }
                do throws(WordListError) { languages = try WordList.languages(parsing: text) } catch {
                    throw UsageError(error.message, command: "words")
                }
            }
            if arguments.flag(.names) {
                guard operands.isEmpty else { throw UsageError(CommandLineText.namesAlone, command: "words") }
                print(playableNames(library).joined(separator: "\n"))
                return .success
            }
            switch operands.first {
            case nil:
                printLists(library, in: language)
                return .success
            case "show":
                guard operands.count == 2 else {
                    throw UsageError(CommandLineText.wordsShowTakesOne, command: "words")
                }
                try showList(operands[1], library: library, languages: languages, in: language)
                return .success
            case "check":
                guard operands.count >= 2 else {
                    throw UsageError(CommandLineText.wordsCheckNeedsAFile, command: "words")
                }
                return checkLists(Array(operands.dropFirst()), library: library, languages: languages, in: language)
            case "add":
                guard operands.count >= 2 else {
                    throw UsageError(CommandLineText.wordsAddNeedsAFile, command: "words")
                }
                // A list is kept under its file's name: standard input has none (and a list
                // called `-` could never be played by name, `-` being standard input).
                guard !operands.dropFirst().contains("-") else {
                    throw UsageError(CommandLineText.wordsAddNotStandardInput, command: "words")
                }
                return addLists(Array(operands.dropFirst()), to: library, replacing: arguments.flag(.replace), in: language)
            case "import":
                return try importList(arguments, library: library, languages: languages, in: language)
            case "export":
                return try exportList(arguments, library: library, in: language)
            case let other?:
                throw UsageError(CommandLineText.unknownWordsAction(other), command: "words")
            }
        })
}

/// `words --names`: the name of every list `play --words NAME` plays, built-in then the
/// teacher's, one a line, for scripts and the shell's completion (`CompletionScript`). A list
/// with problems is left out (it cannot be played), and so is a name that could not be shown
/// as it is (a control or invisible character).
func playableNames(_ library: WordListLibrary) -> [String] {
    var names = BuiltInWordLists.names
    for entry in library.teacherEntries() where entry.list != nil && entry.displayName == entry.name && !names.contains(entry.name) {
        names.append(entry.name)
    }
    return names
}

/// `words`: a table of the built-in lists, then one of the teacher's lists.
private func printLists(_ library: WordListLibrary, in language: UILanguage) {
    let header = [WordListText.nameHeader(language), WordListText.themeHeader(language), WordListText.levelHeader(language),
                  WordListText.pairsHeader(language), WordListText.sizesHeader(language)]
    let rows = BuiltInWordLists.all.map { entry in
        [entry.name, entry.list.theme(in: language) ?? "—", entry.list.level ?? "—", String(entry.list.pairs.count),
         WordListText.sizeList(entry.list.fillableSizes)]
    }
    print(table([header] + rows, rightAligned: [3]))
    let total = BuiltInWordLists.all.reduce(0) { $0 + $1.list.pairs.count }
    print("\n" + WordListText.listTotal(lists: rows.count, pairs: total)(language))

    let teacher = library.teacherEntries()
    print()
    guard !teacher.isEmpty else {
        print(WordListText.noTeacherLists(directory: library.directory)(language))
        return
    }
    print(WordListText.teacherListsHeading(directory: library.directory)(language))
    let teacherHeader = [WordListText.nameHeader(language), WordListText.titleHeader(language),
                         WordListText.pairsHeader(language), WordListText.sizesHeader(language)]
    var problemRows: Set<Int> = []
    let teacherRows = teacher.enumerated().map { index, entry in
        guard let list = entry.list else {
            problemRows.insert(index + 1)
            return [entry.displayName, entry.firstProblem(in: language) ?? ""]
        }
        return [entry.displayName, DisplaySafe.escaped(list.title(in: language)), String(list.pairs.count), WordListText.sizeList(list.fillableSizes)]
    }
    print(table([teacherHeader] + teacherRows, rightAligned: [2], spanning: problemRows))
    print("\n" + WordListText.teacherListsFooter(language))
}

/// `words show NAME|FILE`: the list as a two-column table; throws its problems.
private func showList(_ nameOrPath: String, library: WordListLibrary, languages: [String]?, in language: UILanguage) throws(WordListFailure) {
    let list = try WordListCatalog.load(nameOrPath: nameOrPath, library: library, languages: languages).list
    var heading = list.title(in: language)
    let details = [list.theme(in: language), list.level].compactMap { $0 }
    if !details.isEmpty { heading += " (\(details.joined(separator: ", ")))" }
    print(heading)
    print()
    let header = list.languages.map { $0.uppercased() }
    let rows = list.pairs.map { [$0.first.joined(separator: " / "), $0.second.joined(separator: " / ")] }
    print(table([header] + rows, rightAligned: []))
    print()
    print(WordListText.checkPassed(pairs: list.pairs.count, sizes: list.fillableSizes)(language))
}

/// `words check FILE ...`: every problem of every file, or `ok`.
private func checkLists(_ paths: [String], library: WordListLibrary, languages: [String]?, in language: UILanguage) -> ExitStatus {
    var status = ExitStatus.success
    for path in paths {
        do {
            let loaded = try WordListCatalog.load(nameOrPath: path, library: library, languages: languages)
            print("\(DisplaySafe.escaped(path, limit: 4096)): " + WordListText.checkPassed(pairs: loaded.list.pairs.count, sizes: loaded.list.fillableSizes)(language))
        } catch {
            let problem = printProblems(error, of: path, in: language)
            if status == .success || problem == .noInput { status = problem }
        }
    }
    return status
}

/// Prints the problems of a list as `words check` does and gives their status (66, 65): on
/// standard error when it cannot be opened; else each problem, then how many, on standard
/// output, for they are what the check found.
func printProblems(_ failure: WordListFailure, of path: String, in language: UILanguage) -> ExitStatus {
    let report = ErrorReport(failure, in: language)
    if failure.isUnopenable {
        report.say()
    } else {
        for line in report.lines { print(line) }
        print("\(DisplaySafe.escaped(path, limit: 4096)): " + WordListText.problemCount(failure.errors.count)(language))
    }
    return report.status
}

/// `words add FILE ...`: each list checked, then copied into the teacher's folder.
/// The status is the first failure's: 65 problems, 66 unopenable, 1 name taken, 73 not written.
private func addLists(_ paths: [String], to library: WordListLibrary, replacing: Bool, in language: UILanguage) -> ExitStatus {
    var status = ExitStatus.success
    for path in paths {
        do throws(WordListLibrary.AdditionError) {
            let addition = try library.add(contentsOfFile: path, replacing: replacing)
            print(WordListText.added(addition)(language))
            if addition.hidesBuiltInList { print(WordListText.hidesBuiltInList(addition.name)(language)) }
        } catch {
            let failed: ExitStatus
            if case .invalid(let failure) = error {
                failed = printProblems(failure, of: path, in: language)
            } else {
                let report = ErrorReport(error, in: language)
                report.say()
                failed = report.status
            }
            if status == .success { status = failed }
        }
    }
    return status
}

/// Rows of cells as aligned columns, measured in terminal columns (so `é` counts one, even decomposed).
/// The last cell of a row in `spanning` (by index in `rows`) runs on past the columns without
/// widening them: a problem in place of a list's details.
private func table(_ rows: [[String]], rightAligned: Set<Int>, spanning: Set<Int> = []) -> String {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for (index, row) in rows.enumerated() {
        for (i, cell) in row.enumerated() where !(spanning.contains(index) && i == row.count - 1) {
            widths[i] = max(widths[i], DisplayWidth.of(cell))
        }
    }
    return rows.enumerated().map { index, row in
        var line = ""
        for (i, cell) in row.enumerated() {
            if spanning.contains(index) && i == row.count - 1 {
                line += (i > 0 ? "  " : "") + cell
                continue
            }
            let padding = String(repeating: " ", count: widths[i] - DisplayWidth.of(cell))
            if i > 0 { line += "  " }
            if rightAligned.contains(i) {
                line += padding + cell
            } else {
                line += cell + (i == row.count - 1 ? "" : padding)
            }
        }
        return line
    }.joined(separator: "\n")
}
