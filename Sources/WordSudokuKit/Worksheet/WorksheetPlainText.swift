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
            lines += grid(puzzle) { puzzle.givenWord(at: $0) ?? "" }
            lines.append("")
            lines.append(WorksheetText.bankHeading(answerLanguage: sheet.answerLanguage)(language) + ": "
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
                lines += grid(puzzle) { cell in puzzle.givenWord(at: cell).map { "[\($0)]" } ?? puzzle.answerWord(at: cell) }
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
    /// word wrapped at spaces (a longer part broken), a row as tall as its longest cell.
    static func grid(_ puzzle: WorksheetPuzzle, text: (Int) -> String) -> [String] {
        let shape = puzzle.shape, n = shape.size
        let texts = (0..<shape.cellCount).map { DisplaySafe.escaped(text($0), limit: 200) }
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
            let wrapped = (0..<n).map { wrap(texts[shape.cell(row: row, column: $0)], width: cellWidth) }
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

    /// `text` in lines of at most `width` columns: broken at spaces, a longer part cut in pieces.
    static func wrap(_ text: String, width limit: Int) -> [String] {
        var lines: [String] = [], current = ""
        for part in text.split(separator: " ").map(String.init) {
            var part = part
            while DisplayWidth.of(part) > limit {
                if !current.isEmpty { lines.append(current); current = "" }
                var piece = ""
                while let next = part.first, DisplayWidth.of(piece + String(next)) <= limit {
                    piece.append(next)
                    part.removeFirst()
                }
                if piece.isEmpty, let next = part.first { piece.append(next); part.removeFirst() }
                lines.append(piece)
            }
            if current.isEmpty {
                current = part
            } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(part) <= limit {
                current += " " + part
            } else {
                lines.append(current)
                current = part
            }
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
