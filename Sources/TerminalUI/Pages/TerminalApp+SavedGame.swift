import WordSudokuKit

/// The question asked before a new game would replace an unfinished saved one: resume it,
/// replace it (asked a second time, since the saved game is then lost) or cancel.
extension TerminalApp {
    mutating func handleSavedGame(_ key: Key) -> [Effect] {
        guard let work = waitingStart else { screen = .menu; return [] }
        if replaceChosen {
            replaceChosen = false
            guard key == .character("y") || key == .character("o") else { return [] }
            waitingStart = nil
            pendingWork = work
            return [.slowWork]
        }
        switch key {
        case .character("r"), .enter:
            waitingStart = nil
            if let saved = GameLifecycle(resumingFrom: services.store, clock: services.clock, date: services.date) {
                start(saved)
            } else {
                // Gone meanwhile (another program finished it): nothing to ask any more.
                pendingWork = work
                return [.slowWork]
            }
        case .character("n"):
            replaceChosen = true
        case .escape, .character("q"), .character("c"):
            waitingStart = nil
            if case .requestedGame = work { return [.quit] }
            switch work {
            case .newGame, .typedGame: screen = .newGame
            default: screen = .menu
            }
        default:
            break
        }
        return []
    }

    func renderSavedGame(into buffer: inout ScreenBuffer) {
        buffer.write(ScreenText.savedGameTitle(language), column: 2, row: 1, style: theme.title)
        var row = 3
        if let saved = GameLifecycle.gameInProgress(in: services.store) {
            row = writeWrapped(ScreenText.savedGameDescription(saved)(language), into: &buffer, column: 2, row: row,
                               width: buffer.width - 4, style: theme.text)
            // A two-player game says who plays it and the scores.
            if let turn = TwoPlayerText.turnLine(saved, language) {
                row = writeWrapped(turn, into: &buffer, column: 2, row: row, width: buffer.width - 4, style: theme.text)
            }
            row += 1
        }
        if replaceChosen {
            writeWrapped(ScreenText.savedGameReplaceAgain(language), into: &buffer, column: 2, row: row,
                         width: buffer.width - 4, style: theme.wrong)
        } else {
            for choice in [ScreenText.savedGameResume, ScreenText.savedGameReplace, ScreenText.savedGameCancel] {
                row = writeWrapped(choice(language), into: &buffer, column: 4, row: row, width: buffer.width - 6, style: theme.text)
            }
        }
        writeHelp(replaceChosen ? ScreenText.savedGameReplaceHelp : ScreenText.savedGameHelp, into: &buffer)
    }
}
