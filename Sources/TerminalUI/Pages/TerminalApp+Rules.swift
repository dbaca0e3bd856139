import WordSudokuKit

/// The Rules page: the rules in a few lines and every key of the game screen, from the table
/// the game screen obeys.
extension TerminalApp {
    func renderRules(into buffer: inout ScreenBuffer) {
        // Room between the parts when the terminal has rows to spare; every key shows at 80×24,
        // where the title takes the top row.
        // The digit keys as the game being played numbers its words (`1-16` on a 16×16).
        let words = play?.shape.size ?? 9
        let needed = 4 + GameKeys.entries(vim: settings.vimKeys, words: words).count + 2
        let gap = buffer.height >= needed + 2 ? 1 : 0
        let top = buffer.height > needed ? 1 : 0
        buffer.write(ScreenText.rulesTitle(language), column: 2, row: top, style: theme.title)
        var row = writeWrapped(ScreenText.rules(language), into: &buffer, column: 2, row: top + 1 + gap, width: buffer.width - 4, style: theme.text) + gap
        // The keys, from the table the game screen obeys.
        buffer.write(ScreenText.keysTitle(language), column: 2, row: row, style: theme.title)
        let noteColumn = 4 + DisplayWidth.of(ScreenText.keysTitle(language))
        buffer.write(ScreenText.keysCtrlNote(language), column: noteColumn, row: row, style: theme.text, limit: buffer.width - noteColumn - 1)
        row += 1
        let column = 4 + GameKeys.shownWidth(vim: settings.vimKeys, words: words)
        for entry in GameKeys.entries(vim: settings.vimKeys, words: words) where row < buffer.height - 1 {
            buffer.write(entry.shown, column: 2, row: row, style: theme.given)
            row = writeWrapped(entry.description(language), into: &buffer, column: column, row: row,
                               width: buffer.width - column - 1, style: theme.text)
        }
        writeHelp(ScreenText.anyKeyBack, into: &buffer)
    }
}
