import WordSudokuKit
#if canImport(Glibc)
import Glibc
#endif

extension Command {
    static let words = Command(
        name: "words",
        summary: "List the built-in word lists, show one, or check your own lists.",
        usage: "words [show NAME|FILE | check FILE ...]",
        details: """
        words                 the built-in lists: name, theme, level, pairs, the grid sizes each fills
        words show NAME|FILE  a list as a two-column table (a built-in name, or a .json/.tsv/.csv file)
        words check FILE ...  check lists: 'ok: N pairs (fills ...)' or every problem as
                              FILE:LINE:COLUMN: message. Exit 0 if all are fine, 65 if one has
                              problems, 66 if one cannot be opened.
        The format of a list is in the README, under 'Word lists'.
        """,
        flags: [], options: [],
        run: { arguments in
            let operands = arguments.operands
            switch operands.first {
            case nil:
                printBuiltInLists()
                return .success
            case "show":
                guard operands.count == 2 else {
                    throw UsageError(CommandLineText.wordsShowTakesOne, command: "words")
                }
                return showList(operands[1])
            case "check":
                guard operands.count >= 2 else {
                    throw UsageError(CommandLineText.wordsCheckNeedsAFile, command: "words")
                }
                return checkLists(Array(operands.dropFirst()))
            case let other?:
                throw UsageError(CommandLineText.unknownWordsAction(other), command: "words")
            }
        })
}

extension ExitStatus {
    /// 66 when a list could not be found or opened, 65 when it was wrong.
    init(_ failure: WordListFailure) {
        self = failure.isUnopenable ? .noInput : .dataError
    }

    /// 66 for a list that cannot be found, 65 for any other word-list problem (too few pairs...).
    init(_ error: WordListError) {
        self = error.isUnopenable ? .noInput : .dataError
    }
}

/// Prints every problem of a list that did not load to standard error (`FILE:LINE:COLUMN:
/// message`) and returns the exit status for it. For every command that loads a list.
func report(_ failure: WordListFailure, in language: UILanguage) -> ExitStatus {
    for line in failure.lines(in: language) { printError(failure.isUnopenable ? "word-sudoku: \(line)" : line) }
    return ExitStatus(failure)
}

/// `words`: a table of the built-in lists.
private func printBuiltInLists() {
    let language = UILanguage.commandLine()
    let header = [WordListText.nameHeader(language), WordListText.themeHeader(language), WordListText.levelHeader(language),
                  WordListText.pairsHeader(language), WordListText.sizesHeader(language)]
    let rows = BuiltInWordLists.all.map { entry in
        [entry.name, entry.list.theme ?? "—", entry.list.level ?? "—", String(entry.list.pairs.count),
         WordListText.sizeList(entry.list.fillableSizes)]
    }
    print(table([header] + rows, rightAligned: [3]))
    let total = BuiltInWordLists.all.reduce(0) { $0 + $1.list.pairs.count }
    print("\n" + WordListText.listTotal(lists: rows.count, pairs: total)(language))
}

/// `words show NAME|FILE`: the list as a two-column table.
private func showList(_ nameOrPath: String) -> ExitStatus {
    let language = UILanguage.commandLine()
    let loaded: WordListCatalog.Loaded
    do {
        loaded = try WordListCatalog.load(nameOrPath: nameOrPath)
    } catch {
        return report(error, in: language)
    }
    let list = loaded.list
    var heading = list.title
    let details = [list.theme, list.level].compactMap { $0 }
    if !details.isEmpty { heading += " (\(details.joined(separator: ", ")))" }
    print(heading)
    print()
    let header = list.languages.map { $0.uppercased() }
    let rows = list.pairs.map { [$0.first.joined(separator: " / "), $0.second.joined(separator: " / ")] }
    print(table([header] + rows, rightAligned: []))
    print()
    print(WordListText.checkPassed(pairs: list.pairs.count, sizes: list.fillableSizes)(language))
    return .success
}

/// `words check FILE ...`: every problem of every file, or `ok`.
private func checkLists(_ paths: [String]) -> ExitStatus {
    let language = UILanguage.commandLine()
    var status = ExitStatus.success
    for path in paths {
        do {
            let loaded = try WordListCatalog.load(nameOrPath: path)
            print("\(WordListText.sanitized(path, limit: 4096)): " + WordListText.checkPassed(pairs: loaded.list.pairs.count, sizes: loaded.list.fillableSizes)(language))
        } catch where error.isUnopenable {
            status = report(error, in: language)
        } catch {
            for line in error.lines(in: language) { print(line) }
            print("\(WordListText.sanitized(path, limit: 4096)): " + WordListText.problemCount(error.errors.count)(language))
            if status == .success { status = .dataError }
        }
    }
    return status
}

/// Rows of cells as aligned columns, measured in terminal columns (so `é` counts one, even decomposed).
private func table(_ rows: [[String]], rightAligned: Set<Int>) -> String {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], displayWidth(cell)) } }
    return rows.map { row in
        var line = ""
        for (i, cell) in row.enumerated() {
            let padding = String(repeating: " ", count: widths[i] - displayWidth(cell))
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

/// The terminal columns `text` takes: one per character, two for East Asian wide ones.
func displayWidth(_ text: String) -> Int {
    text.reduce(0) { width, character in
        guard let scalar = character.unicodeScalars.first else { return width }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return width + 2
        default:
            return width + 1
        }
    }
}
