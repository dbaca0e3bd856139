import WordSudokuKit

/// The About page (menu → About): the kit's `About` text, the same `word-sudoku about` prints,
/// wrapped to the terminal's width, a blank row between paragraphs; the data directory is the
/// store's in use. It scrolls as Statistics does when it is longer than the screen.
extension TerminalApp {
    /// The page's rows at `width`.
    func aboutRows(width: Int) -> [String] {
        About(dataDirectory: services.store.directory, speech: speechStatus()).paragraphs(language)
            .map { TextWrap.lines($0, width: width) }
            .reduce(into: [String]()) { rows, paragraph in rows += (rows.isEmpty ? [] : [""]) + paragraph }
    }

    /// Rows of the page shown at once: below the title, above the help line.
    static func aboutVisibleRows(height: Int) -> Int { max(1, height - 4) }

    mutating func handleAbout(_ key: Key) -> [Effect] {
        // Bounded for a narrow screen (40 columns, 10 rows shown); `renderAbout` stops at the last row.
        let last = max(0, aboutRows(width: 36).count - 10)
        if let offset = Self.scrolledOffset(aboutOffset, by: key, last: last) {
            aboutOffset = offset
        } else {
            aboutOffset = 0
            screen = .menu
        }
        return []
    }

    func renderAbout(into buffer: inout ScreenBuffer) {
        buffer.write(ScreenText.aboutTitle(language), column: 2, row: 1, style: theme.title)
        let width = max(10, buffer.width - 4)
        let rows = aboutRows(width: width)
        let visible = TerminalApp.aboutVisibleRows(height: buffer.height)
        let first = min(aboutOffset, max(0, rows.count - visible))
        for (index, row) in rows.dropFirst(first).prefix(visible).enumerated() {
            buffer.write(row, column: 2, row: 3 + index, style: theme.text, limit: width)
        }
        writeHelp(rows.count > visible ? ScreenText.statisticsScrollHelp : ScreenText.anyKeyBack, into: &buffer)
    }
}
