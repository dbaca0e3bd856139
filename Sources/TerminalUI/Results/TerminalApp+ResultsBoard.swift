import WordSudokuKit

/// The board of a finished game, shown first on the results, before the figures and the recall
/// check: the learner sees the solved grid and where the mistakes were before being asked the
/// words again. Every cell where a wrong word was placed at some point (`GameSession.triedWrong`)
/// shows its right word in the mistake colour, shaded; a game ended unsolved also shows every
/// cell left empty or wrong with its right word, shaded (in exam mode this is where the learner
/// first sees the mistakes). Laid out as the game was; `B` on the results opens it again.
extension TerminalApp {
    /// The cells the results' board marks: those left empty or wrong, and those where a wrong
    /// word was placed (a given never is).
    static func markedOnResults(_ session: GameSession) -> Set<Int> {
        Set(session.cellsToCorrect).union(session.triedWrong.filter { !session.isGiven($0) })
    }

    func renderResultsBoard(into buffer: inout ScreenBuffer) {
        guard let finished else { return }
        var play = GamePlay(finished)
        let session = finished.session
        let marked = TerminalApp.markedOnResults(session)
        play.corrections = marked
        let wrongCells = session.triedWrong.filter { !session.isGiven($0) }.count
        let title = session.result?.valid == false
            ? ScreenText.correctedBoardTitle(session.cellsToCorrect.count,
                                             wrong: session.cellsToCorrect.filter { session.cells[$0] != 0 }.count)
            : ScreenText.solvedBoardTitle(wrongCells)
        guard let gameLayout = TerminalApp.gameLayout(for: play, width: buffer.width, height: buffer.height, language: language,
                                                      vimKeys: settings.vimKeys) else {
            // Too small for the board: the marked cells as text, each with its right word.
            var row = writeWrapped(title(language), into: &buffer, column: 0, row: 0, width: buffer.width, style: theme.title)
            if let text = GameText.corrections(session, language) {
                row = writeWrapped(text, into: &buffer, column: 0, row: row, width: buffer.width, style: theme.wrong)
            }
            let fixed = marked.subtracting(session.cellsToCorrect).sorted()
            if !fixed.isEmpty {
                let cells = fixed.map { "\(CellName.text($0, shape: session.shape)) \(session.setup.answerWord(Int(session.solution[$0])))" }
                _ = writeWrapped(ScreenText.wrongWordsPlacedIn(cells)(language), into: &buffer, column: 0, row: row,
                                 width: buffer.width, style: theme.wrong)
            }
            writeHelp(ScreenText.resultsBoardHelp, into: &buffer)
            return
        }
        let shown = DisplayWidth.truncate(title(language), to: buffer.width)
        buffer.write(shown, column: max(0, (buffer.width - DisplayWidth.of(shown)) / 2), row: gameLayout.topMargin, style: theme.title)
        renderFrame(gameLayout.board, into: &buffer)
        renderCoordinates(gameLayout, into: &buffer)
        renderCells(play, gameLayout.board, into: &buffer)
        writeHelp(ScreenText.resultsBoardHelp, into: &buffer)
    }
}
