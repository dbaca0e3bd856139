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
            let wrapped = TextWrap.lines(option.help(language), width: width - indent.count)
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

    /// A command's text (its summary, description or notes, or the program's overview) in lines
    /// of at most `width` characters, as a terminal of 80 columns shows it without cutting a word
    /// across two lines: each paragraph (they are separated by a blank line) is filled, as the man
    /// page fills it; one laid out in columns (`isColumnar`) keeps its columns, each entry's text
    /// wrapped beside its label. The texts are written in short lines in the sources; this is
    /// the one place that decides where the help's lines end, in both languages. A paragraph
    /// whose lines all fit keeps its lines.
    static func fill(_ text: String, width: Int = width) -> String {
        text.components(separatedBy: "\n\n").map { paragraph in
            let rows = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // A paragraph that fits is left as it is written.
            guard rows.contains(where: { $0.count > width }) else { return paragraph }
            guard isColumnar(rows) else { return TextWrap.lines(rows.joined(separator: " "), width: width).joined(separator: "\n") }
            return columns(rows, width: width).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// Whether a paragraph's rows are laid out in columns (a row starts with spaces or holds a
    /// run of them): the help keeps the columns and the man page prints them as they are.
    static func isColumnar(_ rows: [String]) -> Bool {
        rows.contains { $0.hasPrefix(" ") || $0.contains("   ") }
    }

    /// The rows of a paragraph in columns, each entry's text wrapped beside its label: an entry
    /// is a label, two spaces or more, then its text (`words show NAME|FILE  a list as…`), or a
    /// label alone on its row with its text on the rows below, further in; the rows that follow
    /// at the text's column go on with it. A row that is neither is wrapped at its indent.
    private static func columns(_ rows: [String], width: Int) -> [String] {
        struct Entry {
            var label: String
            var indent: Int
            /// The column the text starts at, once known.
            var textColumn: Int?
            /// Whether the text starts on the label's row.
            var sameRow: Bool
            var text: [String] = []
        }
        var entries: [Entry] = []
        for row in rows {
            let indent = row.prefix { $0 == " " }.count
            let content = row.dropFirst(indent)
            if var last = entries.last, indent > last.indent,
               indent == last.textColumn || (last.textColumn == nil && !content.contains("  ")) {
                last.textColumn = last.textColumn ?? indent
                last.text.append(String(content))
                entries[entries.count - 1] = last
            } else if let gap = content.range(of: "  ") {
                let text = content[gap.upperBound...].drop { $0 == " " }
                entries.append(Entry(label: String(row[..<gap.lowerBound]), indent: indent,
                                     textColumn: row.count - text.count, sameRow: true, text: [String(text)]))
            } else {
                entries.append(Entry(label: row, indent: indent, textColumn: nil, sameRow: false))
            }
        }
        return entries.flatMap { entry -> [String] in
            guard let column = entry.textColumn else {
                let pad = String(repeating: " ", count: entry.indent)
                return TextWrap.lines(String(entry.label.dropFirst(entry.indent)), width: width - entry.indent).map { pad + $0 }
            }
            let pad = String(repeating: " ", count: column)
            var lines = TextWrap.lines(entry.text.joined(separator: " "), width: max(20, width - column)).map { pad + $0 }
            if entry.sameRow, !lines.isEmpty {
                lines[0] = entry.label + String(lines[0].dropFirst(entry.label.count))
            } else {
                lines.insert(entry.label, at: 0)
            }
            return lines
        }
    }

    /// A usage line (`Usage: word-sudoku play [--size N] …`) in lines of at most `width`
    /// characters, broken between the bracketed options, the lines after the first starting
    /// under the first option (`indent`). An option list too long for a line
    /// (`[show NAME|FILE | check FILE ... | …]`) is broken before its `|`.
    static func usage(_ line: String, indent: Int, width: Int = width) -> String {
        var groups: [String] = []
        var depth = 0
        var group = ""
        for character in line {
            if character == " ", depth == 0, !group.isEmpty {
                groups.append(group)
                group = ""
                continue
            }
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            group.append(character)
        }
        if !group.isEmpty { groups.append(group) }
        let pieces = groups.flatMap { group -> [String] in
            guard group.count > width - indent else { return [group] }
            let alternatives = group.components(separatedBy: " | ")
            return [alternatives[0]] + alternatives.dropFirst().map { "| " + $0 }
        }
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = ""
        for piece in pieces {
            if current.isEmpty {
                current = lines.isEmpty ? piece : pad + piece
            } else if current.count + 1 + piece.count <= width || current.count < indent {
                current += " " + piece
            } else {
                lines.append(current)
                current = pad + piece
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.joined(separator: "\n")
    }
}
