import WordSudokuKit

/// The manual page `word-sudoku man` prints (`word-sudoku.1`, in roff with groff's man
/// macros), made from the same declarations as the help: every command's summary, texts and
/// options (`Command`, `Option`). In English, as manual pages of the section 1 are.
enum ManPage {
    static func page() -> String {
        var lines = [
            ".TH WORD-SUDOKU 1 \"\" \"word-sudoku \(escaped(wordSudokuVersion))\" \"User Commands\"",
            ".SH NAME",
            "word-sudoku \\- sudoku with words, a vocabulary trainer",
            ".SH SYNOPSIS",
            ".B word-sudoku",
            "[\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]",
            ".SH DESCRIPTION",
            "Word pairs take the place of the digits: the givens show one language and the player",
            "types the other. Without a command, word-sudoku opens the game in the terminal.",
            "Every command's help is also given by",
            ".BR \"word-sudoku help \\fICOMMAND\\fP\" ,",
            "in English or French (the interface language: the settings' or the locale's).",
            ".SH OPTIONS",
        ]
        for option in [Option.help, .version] + Option.display {
            lines += optionItem(option)
        }
        lines.append(".SH COMMANDS")
        for command in Command.all {
            lines.append(".SS \(command.name)")
            lines.append(".B word-sudoku \(escaped(command.name))")
            lines.append(escaped(String(command.usage(.en).dropFirst(command.name.count + 1))))
            lines.append(".PP")
            lines += paragraphs(command.summary.en)
            lines += paragraphs(command.description.en)
            for option in command.options { lines += optionItem(option) }
            lines += paragraphs(command.notes.en)
        }
        lines += [
            ".SH ENVIRONMENT",
            ".TP", ".B WORD_SUDOKU_HOME",
            "The data folder (settings, saved game, history, word memory, your lists).",
            ".TP", ".B XDG_DATA_HOME",
            "When WORD_SUDOKU_HOME is not set, the data folder is \\fI$XDG_DATA_HOME/word-sudoku\\fR,",
            "else \\fI~/.local/share/word-sudoku\\fR.",
            ".TP", ".BR LC_ALL \", \" LC_MESSAGES \", \" LANG",
            "French when the first of them that is set starts with \\fBfr\\fR, unless the settings or",
            ".B \(escaped(Option.lang.spelling))",
            "choose the language.",
            ".TP", ".B NO_COLOR",
            "The full screen without colours.",
            ".SH EXIT STATUS",
            "0 done; 1 a puzzle without one solution, a refusal or a failed check; 2 a usage error;",
            "65 bad data (a list with problems); 66 a file that cannot be opened; 73 something that",
            "could not be written; 75 a game open elsewhere or a puzzle given up at its time limit.",
            ".SH SEE ALSO",
            "The README of the source, for the word lists' format and the game's rules.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An option as a tagged paragraph: `--size N` then its help.
    private static func optionItem(_ option: Option) -> [String] {
        let value = option.valueName.map { " \\fI\(escaped($0))\\fR" } ?? ""
        return [".TP", "\\fB\(escaped(option.spelling))\\fR\(value)", escaped(option.help.en)]
    }

    /// A command's text as paragraphs: a paragraph whose lines are laid out in columns (they
    /// start with spaces, or hold a run of spaces) is kept as it is, the others are filled.
    private static func paragraphs(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines: [String] = []
        for paragraph in text.components(separatedBy: "\n\n") {
            let rows = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.append(".PP")
            if HelpLayout.isColumnar(rows) {
                lines.append(".nf")
                lines += rows.map(escaped)
                lines.append(".fi")
            } else {
                lines += rows.map(escaped)
            }
        }
        return lines
    }

    /// `text` as roff reads it literally: backslashes and dashes escaped, a leading `.` or `'`
    /// (a request) guarded, and every character outside ASCII named by its code point (so the
    /// page renders the same whatever the encoding groff assumes).
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default: result += "\\[u" + String(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)) + "]"
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
