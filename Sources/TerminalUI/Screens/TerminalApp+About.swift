import WordSudokuKit

/// The About page (menu → About): the kit's `About` text, the same `word-sudoku about` prints,
/// wrapped to the terminal's width; the data directory is the store's in use.
extension TerminalApp {
    mutating func handleAbout(_ key: Key) -> [Effect] {
        screen = .menu
        return []
    }

    func renderAbout(into buffer: inout ScreenBuffer) {
        buffer.write(ScreenText.aboutTitle(language), column: 2, row: 1, style: theme.title)
        let width = max(10, buffer.width - 4)
        let paragraphs = About(dataDirectory: services.store.directory).paragraphs(language)
        let lines = paragraphs.map { TerminalApp.wrap($0, width: width) }
        // A blank line between paragraphs when the rows allow it; 80×24 shows it all either way.
        let gap = 3 + lines.joined().count + lines.count <= buffer.height - 1 ? 1 : 0
        var row = 3
        for (index, paragraph) in lines.enumerated() {
            for line in paragraph where row < buffer.height - 1 {
                buffer.write(line, column: 2, row: row, style: index == 0 ? theme.given : theme.text, limit: width)
                row += 1
            }
            row += gap
        }
        writeHelp(ScreenText.anyKeyBack, into: &buffer)
    }
}
