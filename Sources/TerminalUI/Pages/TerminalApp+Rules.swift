import WordSudokuKit

/// The Rules page: the rules in a few lines and every key of the game screen, from the table
/// the game screen obeys.
extension TerminalApp {
    /// The page whole, at `width`, and how many rows it takes.
    func rulesPage(width: Int, height: Int) -> (page: ScreenBuffer, rows: Int) {
        var page = ScreenBuffer(width: width, height: 400)
        let rows = renderRulesContent(into: &page, height: height)
        return (page, rows)
    }

    /// How far the rules can scroll: the screen's size is not known here, so this bounds it
    /// for a narrow one (40 columns, 10 rows shown); `renderRules` stops at the last row.
    var rulesLastOffset: Int { max(0, rulesPage(width: 40, height: 12).rows - 10) }

    /// Any key returns, but ↑↓ PgUp PgDn, which scroll a page longer than the screen (at 60×20
    /// the keys from ^T on were cut off, ↓ closed the page).
    mutating func handleRules(_ key: Key) -> [Effect] {
        if let offset = Self.scrolledOffset(rulesOffset, by: key, last: rulesLastOffset) {
            rulesOffset = offset
        } else {
            rulesOffset = 0
            screen = screenBeforeRules
        }
        return []
    }

    func renderRules(into buffer: inout ScreenBuffer) {
        let (page, rows) = rulesPage(width: buffer.width, height: buffer.height)
        let visible = max(1, buffer.height - 1)
        let first = rows > visible ? min(rulesOffset, rows - visible) : 0
        for row in 0..<min(visible, max(0, rows - first)) {
            for column in 0..<buffer.width { buffer[column, row] = page[column, first + row] }
        }
        writeHelp(rows > visible ? ScreenText.statisticsScrollHelp : ScreenText.anyKeyBack, into: &buffer)
    }

    /// Draws the page from the top of `buffer` (as tall as it needs), laid out for a screen
    /// `height` rows high; returns the rows it took.
    private func renderRulesContent(into buffer: inout ScreenBuffer, height: Int) -> Int {
        // Room between the parts when the terminal has rows to spare; every key shows at 80×24,
        // where the title takes the top row.
        // The digit keys as the game being played numbers its words (`1-16` on a 16×16).
        let words = play?.shape.size ?? 9
        let needed = 4 + GameKeys.entries(vim: settings.vimKeys, words: words).count + 2
        let gap = height >= needed + 2 ? 1 : 0
        let top = height > needed ? 1 : 0
        buffer.write(ScreenText.rulesTitle(language), column: 2, row: top, style: theme.title)
        var row = writeWrapped(ScreenText.rules(language), into: &buffer, column: 2, row: top + 1 + gap, width: buffer.width - 4, style: theme.text) + gap
        // The keys, from the table the game screen obeys.
        buffer.write(ScreenText.keysTitle(language), column: 2, row: row, style: theme.title)
        let noteColumn = 4 + DisplayWidth.of(ScreenText.keysTitle(language))
        // Wrapped, not cut mid-word on a narrow screen.
        row = writeWrapped(ScreenText.keysCtrlNote(language), into: &buffer, column: noteColumn, row: row,
                           width: buffer.width - noteColumn - 1, style: theme.text)
        let column = 4 + GameKeys.shownWidth(vim: settings.vimKeys, words: words, language: language)
        for entry in GameKeys.entries(vim: settings.vimKeys, words: words) {
            buffer.write(entry.label(language), column: 2, row: row, style: theme.given)
            row = writeWrapped(entry.description(language), into: &buffer, column: column, row: row,
                               width: buffer.width - column - 1, style: theme.text)
        }
        return row
    }
}
