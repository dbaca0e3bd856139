/// A worksheet as Markdown, for pasting into a document: per puzzle a heading, the details and
/// code, a line for the name, the grid as a table (rows A…, columns 1…, given words in bold,
/// empty cells blank), the word bank and how to play it on screen; then, when asked, the
/// answers (given words in italics, answers in bold). Words and names are escaped, so a list's
/// `*`, `|` or `<` stays text.
public enum WorksheetMarkdown {
    public static func render(_ sheet: Worksheet, options: WorksheetOptions) -> String {
        let language = options.language
        let title = escaped(sheet.listTitle(language))
        let count = sheet.puzzles.count
        var blocks: [String] = []
        for (offset, puzzle) in sheet.puzzles.enumerated() {
            var lines: [String] = []
            lines.append("# \(title) · \(escaped(WorksheetText.puzzleNumber(offset + 1, of: count)(language)))")
            lines.append("")
            let details = [WorksheetText.grade(puzzle.grade)(language), WorksheetText.size(puzzle.shape)(language)].map(escaped)
            lines.append(details.joined(separator: " · ") + " · " + escaped(WorksheetText.code(language)) + " **" + escaped(puzzle.code) + "**")
            lines.append("")
            lines.append(escaped(WorksheetText.nameField(language)) + " \\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_\\_")
            lines.append("")
            lines.append(escaped(WorksheetText.instruction(answerLanguage: sheet.answerLanguage)(language)))
            lines.append("")
            lines += table(puzzle) { cell in puzzle.givenWord(at: cell).map { "**\(escaped($0))**" } ?? "" }
            lines.append("")
            lines.append("**" + escaped(WorksheetText.bankLabel(answerLanguage: sheet.answerLanguage)(language)) + "** "
                         + puzzle.bankWords.map(escaped).joined(separator: " · "))
            lines.append("")
            lines.append(escaped(WorksheetText.playOnScreen(sheet.playCommand(puzzle))(language)))
            blocks.append(lines.joined(separator: "\n"))
        }
        if options.includesAnswers {
            var lines = ["# " + escaped(WorksheetText.answers(language)) + " · " + title, "",
                         escaped(WorksheetText.answersLegend(language))]
            for (offset, puzzle) in sheet.puzzles.enumerated() {
                lines.append("")
                lines.append("## " + escaped(WorksheetText.puzzleNumber(offset + 1, of: count)(language)) + " · "
                             + escaped(WorksheetText.code(language)) + " " + escaped(puzzle.code))
                lines.append("")
                lines += table(puzzle) { cell in
                    puzzle.givenWord(at: cell).map { "*\(escaped($0))*" } ?? "**\(escaped(puzzle.answerWord(at: cell)))**"
                }
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n---\n\n") + "\n"
    }

    /// The grid as a Markdown table, rows lettered and columns numbered as in the game.
    private static func table(_ puzzle: WorksheetPuzzle, cell text: (Int) -> String) -> [String] {
        let shape = puzzle.shape, n = shape.size
        var lines = ["|   | " + (1...n).map(String.init).joined(separator: " | ") + " |",
                     "|---|" + String(repeating: ":---:|", count: n)]
        for row in 0..<n {
            let cells = (0..<n).map { text(shape.cell(row: row, column: $0)) }
            lines.append("| **\(CellName.rowLetter(row))** | " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    /// `text` as Markdown text: unsafe characters shown by their code, markup characters escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in DisplaySafe.escaped(text, limit: .max) {
            if "\\`*_[]<>|#~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
