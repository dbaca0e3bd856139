import WordSudokuKit

/// The results screen's recall check (the kit's `RecallCheck`, as line mode runs it): the
/// words missed or under review, asked one by one below the results, typed and judged by the
/// game's answer matcher. Esc, or Enter on an empty answer, skips the rest.
extension TerminalApp {
    /// Opens the results of `game`, just finished: its board first (the solved grid, the
    /// mistakes marked), then, after any key, the figures with the recall check if it has one.
    mutating func showResults(of game: GameLifecycle) {
        finished = game
        showsResultsBoard = true
        recall = game.recallCheck()
        recallTyped = ""
        recallSaid = nil
        recallMissed = []
        screen = .results
    }

    mutating func handleResults(_ key: Key) -> [Effect] {
        // The board closes on any key (the first time, the figures and the recall check follow).
        if showsResultsBoard {
            showsResultsBoard = false
            // The recall check's first question, heard in a game that speaks its words.
            guard let recall, let game = finished else { return [] }
            return spoken(recall.spokenQuestion, in: game.session.setup)
        }
        guard var check = recall, let game = finished else {
            // `B` opens the board again once the recall check is over.
            if key == .character("B") || key == .character("b"), finished != nil {
                showsResultsBoard = true
            } else if key == .enter || key == .escape || key == .character("q") {
                // On New game: the row the menu was left on may now be another item (Resume
                // gone with the game finished).
                screen = .menu
                menuIndex = 0
            }
            return []
        }
        switch key {
        case .character(let character):
            recallTyped.append(character)
            return []
        case .backspace:
            if !recallTyped.isEmpty { recallTyped.removeLast() }
            return []
        case .escape:
            check.skip()
        case .enter:
            let typed = recallTyped.trimmingCharacters(in: .whitespaces)
            switch check.classify(typed) {
            case .skip, .quit:
                check.skip()
            case .show, .otherCommand:
                // A command, as line mode takes it: never judged as a wrong answer.
                recallSaid = Localized { GameText.recallIsOn($0) }
                recallTyped = ""
                return []
            case .answer:
                let judgement = game.answer(typed, in: &check)
                recallSaid = Localized { GameText.recallJudgement(judgement, typed: typed, game.session.setup, $0) }
                if let failure = check.failure { recallSaid = failure.text }
                recallTyped = ""
            }
        default:
            return []
        }
        if check.isOver {
            let done = check, said = recallSaid
            recallSaid = Localized { language in
                [said?(language), GameText.recallDone(done, language)].compactMap { $0 }.joined(separator: " ")
            }
            recall = nil
            recallMissed = done.missedPairs
        } else {
            recall = check
            return spoken(check.spokenQuestion, in: game.session.setup)
        }
        return []
    }

    /// The check's lines at the foot of the results, from `row` (the last judgement, then the
    /// word asked and what is typed); returns the row after them.
    func renderRecall(into buffer: inout ScreenBuffer, row: Int) -> Int {
        var row = row
        if let recallSaid {
            row = writeWrapped(recallSaid(language), into: &buffer, column: 2, row: row, width: buffer.width - 4, style: theme.message)
        }
        guard let recall, let asked = recall.asked else { return row }
        let title = ScreenText.recallTitle(recall.answered + 1, of: recall.symbols.count)(language)
        buffer.write(title, column: 2, row: row, style: theme.title)
        let prompt = GameText.recallPrompt(asked, recall.setup, language) + " " + DisplaySafe.escaped(recallTyped, limit: 40) + "▌"
        buffer.write(prompt, column: 4 + DisplayWidth.of(title), row: row, style: theme.entry)
        return row + 1
    }
}
