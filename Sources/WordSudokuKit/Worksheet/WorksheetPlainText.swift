/// A worksheet as plain text for a monospaced document: per puzzle the heading, details and
/// code, a line for the name, the grid ruled with `|` and `-` (boxes with `||` and `=`), words
/// wrapped inside their cells, the word bank, how to play it on screen; then, when asked, the
/// answers (given words in brackets). Words and names are shown safe (`DisplaySafe`).
public enum WorksheetPlainText {
    public static func render(_ sheet: Worksheet, options: WorksheetOptions) -> String {
        let language = options.language
        let title = DisplaySafe.escaped(sheet.listTitle(language), limit: 200)
        let count = sheet.puzzles.count
        var blocks: [String] = []
        for (offset, puzzle) in sheet.puzzles.enumerated() {
            var lines: [String] = []
            lines.append("\(title) · \(WorksheetText.puzzleNumber(offset + 1, of: count)(language))")
            lines.append([WorksheetText.grade(puzzle.grade)(language), WorksheetText.size(puzzle.shape)(language)].joined(separator: " · ")
                         + " · " + WorksheetText.code(language) + " " + DisplaySafe.escaped(puzzle.code, limit: 200))
            lines.append("")
            lines.append(WorksheetText.nameField(language) + " ______________________________")
            lines.append("")
            lines.append(WorksheetText.instruction(answerLanguage: sheet.answerLanguage)(language))
            lines.append("")
            lines += grid(puzzle) { (puzzle.givenWord(at: $0) ?? "", sheet.shownLanguage) }
            lines.append("")
            lines.append(WorksheetText.bankLabel(answerLanguage: sheet.answerLanguage)(language) + " "
                         + puzzle.bankWords.map { DisplaySafe.escaped($0, limit: 200) }.joined(separator: " · "))
            lines.append(DisplaySafe.escaped(WorksheetText.playOnScreen(sheet.playCommand(puzzle))(language), limit: 400))
            blocks.append(lines.joined(separator: "\n"))
        }
        if options.includesAnswers {
            var lines = [WorksheetText.answers(language) + " · " + title]
            for (offset, puzzle) in sheet.puzzles.enumerated() {
                lines.append("")
                lines.append(WorksheetText.puzzleNumber(offset + 1, of: count)(language) + " · " + WorksheetText.code(language)
                             + " " + DisplaySafe.escaped(puzzle.code, limit: 200))
                lines += grid(puzzle) { cell in
                    puzzle.givenWord(at: cell).map { ("[\($0)]", sheet.shownLanguage) } ?? (puzzle.answerWord(at: cell), sheet.answerLanguage)
                }
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n" + String(repeating: "-", count: 60) + "\n\n") + "\n"
    }

    /// Columns at least this wide leave room to write a word by hand.
    static let narrowest = 6
    /// Wider words wrap inside their cells, so that a 9×9 stays a page wide.
    static let widest = 12

    /// The grid, ruled: rows lettered, columns numbered; each cell `width` columns wide, its
    /// word wrapped (`wrap`), a row as tall as its longest cell. `text` gives a cell's word and
    /// its language.
    static func grid(_ puzzle: WorksheetPuzzle, text: (Int) -> (String, String)) -> [String] {
        let shape = puzzle.shape, n = shape.size
        let words = (0..<shape.cellCount).map(text)
        let texts = words.map { DisplaySafe.escaped($0.0, limit: 200) }
        let longest = texts.flatMap { $0.split(separator: " ") }.map { DisplayWidth.of(String($0)) }.max() ?? 0
        let cellWidth = min(max(longest, narrowest), widest)
        func rule(_ fill: Character) -> String {
            var line = "   +"
            for column in 0..<n {
                line += String(repeating: fill, count: cellWidth + 2)
                line += column % shape.boxColumns == shape.boxColumns - 1 && column < n - 1 ? "++" : "+"
            }
            return line
        }
        var header = "    "
        for column in 0..<n {
            let number = String(column + 1)
            header += " " + number + String(repeating: " ", count: cellWidth + 1 - number.count)
            header += column % shape.boxColumns == shape.boxColumns - 1 && column < n - 1 ? "  " : " "
        }
        var lines = [trimmed(header), rule("=")]
        for row in 0..<n {
            let wrapped = (0..<n).map { column in
                let cell = shape.cell(row: row, column: column)
                return wrap(texts[cell], language: words[cell].1, width: cellWidth)
            }
            let height = max(1, wrapped.map(\.count).max() ?? 1)
            for lineIndex in 0..<height {
                var line = lineIndex == 0 ? " " + CellName.rowLetter(row) + " |" : "   |"
                for column in 0..<n {
                    let part = lineIndex < wrapped[column].count ? wrapped[column][lineIndex] : ""
                    line += " " + part + String(repeating: " ", count: cellWidth - DisplayWidth.of(part) + 1)
                    line += column % shape.boxColumns == shape.boxColumns - 1 && column < n - 1 ? "||" : "|"
                }
                lines.append(line)
            }
            lines.append(rule(row % shape.boxRows == shape.boxRows - 1 ? "=" : "-"))
        }
        return lines
    }

    /// `text` in lines of at most `width` columns, broken as the printed page breaks it
    /// (`BreakableText`): at spaces, after a word's own hyphens, and a word longer than a line
    /// at its language's hyphenation points, with a hyphen. A piece longer than a line even so
    /// (a made-up word) is cut, with a hyphen, as the last resort.
    static func wrap(_ text: String, language: String, width limit: Int) -> [String] {
        let segments = BreakableText(text, language: language).segments { DisplayWidth.of($0.text) > limit }
        var lines: [String] = [], current = ""
        var previous: BreakableText.End = .space
        for segment in segments {
            var piece = segment.text
            let hyphen = segment.end == .hyphenation ? 1 : 0
            if !current.isEmpty {
                let joined = current + (previous == .space ? " " : "") + piece
                if DisplayWidth.of(joined) + hyphen <= limit {
                    current = joined
                    previous = segment.end
                    continue
                }
                lines.append(current + (previous == .hyphenation ? "-" : ""))
                current = ""
            }
            while DisplayWidth.of(piece) + hyphen > limit, piece.count > 1 {
                var cut = ""
                while let next = piece.first, DisplayWidth.of(cut + String(next)) + 1 <= limit {
                    cut.append(next)
                    piece.removeFirst()
                }
                if cut.isEmpty, let next = piece.first { cut.append(next); piece.removeFirst() }
                lines.append(cut + "-")
            }
            current = piece
            previous = segment.end
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
