import WordSudokuKit

/// The Statistics page: the lines `word-sudoku stats` prints, wrapped to the screen, scrolling
/// when they do not fit.
extension TerminalApp {
    /// The statistics as screen rows: every line of `stats`, wrapped to `width` rather than
    /// cut, its continuation indented under its text. A game's line breaks between its fields
    /// (two spaces apart), so "score 950" never splits.
    static func statisticsRows(_ lines: [String], width: Int) -> [String] {
        var rows: [String] = []
        for line in lines {
            let indent = String(line.prefix(while: { $0 == " " }))
            let body = line.dropFirst(indent.count)
            let separator = body.contains("  ") ? "  " : " "
            var pieces: [String] = []
            for field in body.components(separatedBy: separator) {
                // A field wider than the screen breaks between its words.
                if DisplayWidth.of(field) > width - indent.count - 2 {
                    pieces += field.split(separator: " ").map(String.init)
                } else {
                    pieces.append(field)
                }
            }
            var row = indent
            var rowHasText = false
            for piece in pieces {
                let candidate = rowHasText ? row + separator + piece : row + piece
                if DisplayWidth.of(candidate) > width, rowHasText {
                    rows.append(row)
                    row = indent + "  " + piece
                } else {
                    row = candidate
                }
                rowHasText = true
            }
            rows.append(DisplayWidth.truncate(row, to: width))
        }
        return rows
    }

    /// Rows of statistics the screen shows at once.
    static func statisticsVisibleRows(height: Int) -> Int { max(1, height - 5) }

    /// How far the statistics can scroll: the screen's size is not known here, so this bounds
    /// it for a narrow one (40 columns, 10 rows shown); `renderStatistics` stops at the last row.
    var statisticsLastOffset: Int {
        max(0, TerminalApp.statisticsRows(services.statistics(language), width: 40).count - 10)
    }

    mutating func handleStatistics(_ key: Key) -> [Effect] {
        if let offset = Self.scrolledOffset(statisticsOffset, by: key, last: statisticsLastOffset) {
            statisticsOffset = offset
        } else {
            statisticsOffset = 0
            screen = .menu
        }
        return []
    }

    func renderStatistics(into buffer: inout ScreenBuffer) {
        buffer.write(ScreenText.statisticsTitle(language), column: 2, row: 1, style: theme.title)
        let lines = services.statistics(language)
        if lines.isEmpty {
            buffer.write(ScreenText.statisticsNone(language), column: 2, row: 3, style: theme.text)
        }
        let rows = TerminalApp.statisticsRows(lines, width: buffer.width - 4)
        let visible = TerminalApp.statisticsVisibleRows(height: buffer.height)
        let first = min(statisticsOffset, max(0, rows.count - visible))
        for (index, row) in rows.dropFirst(first).prefix(visible).enumerated() {
            buffer.write(row, column: 2, row: 3 + index, style: theme.text, limit: buffer.width - 3)
        }
        writeHelp(rows.count > visible ? ScreenText.statisticsScrollHelp : ScreenText.anyKeyBack, into: &buffer)
    }
}
