import WordSudokuKit

/// How the help lays out a command's options: the option and its value in a column, its help
/// beside it, wrapped to the width of a terminal.
enum HelpLayout {
    /// The width the help is wrapped to.
    static let width = 80
    /// The widest option column; a longer option (`--write-isomorphs DIR`) has its help on the
    /// lines below it.
    static let widestColumn = 18

    /// One option a line or more: `  --size N        grid size…`.
    static func table(_ options: [Option], _ language: UILanguage) -> String {
        let column = min(options.map { $0.synopsis(language).count }.max() ?? 0, widestColumn)
        let indent = String(repeating: " ", count: 2 + column + 2)
        var lines: [String] = []
        for option in options {
            let wrapped = wrap(option.help(language), width: width - indent.count)
            let synopsis = option.synopsis(language)
            if synopsis.count <= column {
                lines.append("  " + synopsis + String(repeating: " ", count: column - synopsis.count + 2) + (wrapped.first ?? ""))
                lines += wrapped.dropFirst().map { indent + $0 }
            } else {
                lines.append("  " + synopsis)
                lines += wrapped.map { indent + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` cut into lines of at most `width` characters, at spaces (a longer word stays whole;
    /// a French mark stays with its word, `GameText.wrappableWords`).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in GameText.wrappableWords(text) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
