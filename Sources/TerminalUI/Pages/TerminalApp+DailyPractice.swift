import WordSudokuKit

/// The puzzle of the day asked for after it was solved (the menu's item, or `word-sudoku daily`
/// on a terminal): a page says when it was solved, in what time and with what score
/// (`DailyReplay.notice`), and offers to play it again as practice, which changes neither the
/// streak nor the records. Enter plays it; Esc goes back to the menu.
extension TerminalApp {
    /// Opens the offer for `replay`; Enter then makes the practice game with `make` (as
    /// `startMaking` does: cancelling the wait quits, since the command asked for this game).
    public mutating func offerDailyPractice(_ replay: DailyReplay, make: @escaping GameMaker) {
        dailyOffer = (replay, .requestedGame(make))
        screen = .dailyPractice
    }

    mutating func handleDailyPractice(_ key: Key) -> [Effect] {
        guard let offer = dailyOffer else {
            screen = .menu
            return []
        }
        switch key {
        case .enter, .character("p"), .character("P"):
            dailyOffer = nil
            screen = .menu
            return requestStart(offer.start)
        case .escape, .character("q"):
            dailyOffer = nil
            screen = .menu
        default: break
        }
        return []
    }

    func renderDailyPractice(into buffer: inout ScreenBuffer) {
        guard let offer = dailyOffer else { return }
        buffer.write(ScreenText.menuDaily(language) + " — " + offer.replay.date.description, column: 2, row: 1, style: theme.title,
                     limit: buffer.width - 4)
        let row = writeWrapped(offer.replay.notice(language), into: &buffer, column: 2, row: 3, width: buffer.width - 4, style: theme.text)
        writeWrapped(ScreenText.dailyPracticeAsk(language), into: &buffer, column: 2, row: row + 1, width: buffer.width - 4,
                     style: theme.message)
        writeHelp(ScreenText.dailyPracticeHelp, into: &buffer)
    }
}
