import WordSudokuKit

/// The results of a game ended unsolved, as a board: every cell left empty or wrong shows its
/// right word, shaded (a wrong one in the mistake colour), laid out as the game was. In exam
/// mode this is where the learner first sees the mistakes; `B` on the results opens it.
extension TerminalApp {
    func renderCorrectedBoard(into buffer: inout ScreenBuffer) {
        guard let finished else { return }
        var play = GamePlay(finished)
        let session = finished.session
        play.corrections = Set(session.cellsToCorrect)
        guard let gameLayout = TerminalApp.gameLayout(for: play, width: buffer.width, height: buffer.height, language: language,
                                                      vimKeys: settings.vimKeys) else {
            // Too small for the board: the corrections as text, as line mode says them.
            let text = GameText.corrections(session, language) ?? ""
            _ = writeWrapped(text, into: &buffer, column: 0, row: 0, width: buffer.width, style: theme.wrong)
            writeHelp(ScreenText.correctedBoardHelp, into: &buffer)
            return
        }
        let title = DisplayWidth.truncate(ScreenText.correctedBoardTitle(session.cellsToCorrect.count)(language), to: buffer.width)
        buffer.write(title, column: max(0, (buffer.width - DisplayWidth.of(title)) / 2), row: gameLayout.topMargin, style: theme.title)
        renderFrame(gameLayout.board, into: &buffer)
        renderCoordinates(gameLayout, into: &buffer)
        renderCells(play, gameLayout.board, into: &buffer)
        writeHelp(ScreenText.correctedBoardHelp, into: &buffer)
    }
}
