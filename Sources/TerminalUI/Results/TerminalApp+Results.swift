import WordSudokuKit

/// The results page of a finished game: its figures, the corrections of a game ended unsolved,
/// the two players' outcome, what was recorded and the words missed (the board and the recall
/// check have their own files).
extension TerminalApp {
    func renderResults(into buffer: inout ScreenBuffer) {
        guard let finished, let result = finished.session.result else { return }
        if showsResultsBoard { return renderResultsBoard(into: &buffer) }
        var row = 1
        let title = result.valid ? ScreenText.resultsSolved : ScreenText.resultsNotSolved(finished.session.cellsToCorrect.count)
        buffer.write(title(language), column: 2, row: row, style: theme.title)
        row += 2
        // Two players: each one's points and mistakes (the kit's `PlayerTally`), not a game of
        // one's Score and Mistakes.
        let tallies = PlayerTally.of(result, players: finished.session.setup.players)
        let figures: [(Localized, String)] = tallies.map { tallies in
            tallies.map { tally in (Localized { _ in PlayerName.sanitized(tally.name) }, TwoPlayerText.tallyFigures(tally)(language)) }
        } ?? [(ScreenText.resultsMistakes, "\(result.mistakes)")]
        let lines: [(Localized, String)] = [(ScreenText.resultsTime, GameTimer.format(seconds: result.seconds))] + figures + [
            (ScreenText.resultsHintsPeeks, "\(result.hints) / \(result.peeks)"),
        ] + (tallies == nil ? [(ScreenText.resultsScore, "\(result.score)")] : []) + [
            (ScreenText.resultsCode, GameText.codeShown(finished.session.setup.code)(language)),
        ]
        let labelWidth = lines.map { DisplayWidth.of($0.0(language)) }.max() ?? 8
        for (label, value) in lines {
            buffer.write(label(language), column: 2, row: row, style: theme.text)
            buffer.write(value, column: 4 + labelWidth, row: row, style: theme.given)
            row += 1
        }
        // A game ended unsolved teaches at the end (in exam mode, the first word of its mistakes):
        // each cell to correct with its right word, on as many rows as the page can spare.
        if !result.valid, let corrections = GameText.corrections(finished.session, language) {
            let rows = TextWrap.lines(corrections, width: buffer.width - 4)
            let room = max(1, buffer.height / 4)
            for (index, line) in rows.prefix(room).enumerated() {
                // Cut short, it says where the rest is (a bare "…" left the player guessing).
                let more = " " + ScreenText.correctionsMore(language)
                let shown = index == room - 1 && rows.count > room
                    ? DisplayWidth.truncate(line + " …", to: max(1, buffer.width - 4 - DisplayWidth.of(more))) + more : line
                buffer.write(shown, column: 2, row: row, style: theme.wrong)
                row += 1
            }
        }
        if let players = finished.session.setup.players, let scores = result.scores {
            row = writeWrapped(TwoPlayerText.outcome(players.map(\.name), scores, language), into: &buffer, column: 2, row: row,
                               width: buffer.width - 4, style: theme.message)
        }
        for announcement in finished.announcements {
            row = writeWrapped(announcement(language), into: &buffer, column: 2, row: row, width: buffer.width - 4, style: theme.message)
        }
        // A record that could not be written is said here, where the player looks.
        if let failure = finished.recordFailure {
            row = writeWrapped(failure.text(language), into: &buffer, column: 2, row: row, width: buffer.width - 4, style: theme.wrong)
        }
        row += 1
        let session = finished.session
        // Two players: each one's words under that player's name (one list did not say whose).
        // A dictation is no evidence of the pairs (`GameSetup.countsAsRecall`): it names no words
        // to review, nor says "No word missed" (the README said so; the screen did not).
        let reviews = session.setup.countsAsRecall
        // Then the words the recall check found not known (it asks only one player's words).
        let checkMissed = recall?.missedPairs ?? recallMissed
        let groups: [(name: String?, pairs: [WordPair])] = !reviews ? [] : (session.missedSymbolsByPlayer?.map {
            ($0.name, $0.symbols.map { session.setup.pairs[$0 - 1] })
        } ?? [(nil, session.missedPairs)]) + (checkMissed.isEmpty ? [] : [(nil, checkMissed)])
        // Room at the foot for the recall check: what was said (up to two lines) and the word asked.
        let checkRows = recall != nil || recallSaid != nil ? 3 : 0
        // The words that fit; when some do not, the last row says how many more (a list cut
        // short without a word read as complete to a play-tester), or, with no row for any, the
        // heading says how many.
        let limit = buffer.height - 2 - checkRows
        var left = groups.reduce(0) { $0 + $1.pairs.count }
        if !reviews {
            // Nothing of the kind to say.
        } else if left > 0 && row + 1 >= limit {
            buffer.write(DisplayWidth.truncate(ScreenText.resultsMissedCount(left)(language), to: buffer.width - 4), column: 2, row: row,
                         style: theme.title)
            left = 0
            row += 1
        } else {
            buffer.write(ScreenText.resultsMissed(language), column: 2, row: row, style: theme.title)
            row += 1
            if groups.allSatisfy({ $0.pairs.isEmpty }) {
                buffer.write(ScreenText.resultsNoneMissed(language), column: 4, row: row, style: theme.text)
            }
        }
        words: for group in groups where !group.pairs.isEmpty && left > 0 {
            if let name = group.name, row < limit - 1 {
                buffer.write(DisplayWidth.truncate("\(DisplaySafe.escaped(name)):", to: buffer.width - 4), column: 2, row: row,
                             style: theme.text)
                row += 1
            }
            for pair in group.pairs {
                if row >= limit || (row == limit - 1 && left > 1) { break words }
                row = writeWrapped("\(pair.first.joined(separator: ", ")) — \(pair.second.joined(separator: ", "))", into: &buffer,
                                   column: 4, row: row, width: buffer.width - 6, style: theme.text)
                left -= 1
            }
        }
        if left > 0, row < limit {
            buffer.write(DisplayWidth.truncate(ScreenText.resultsMissedMore(left)(language), to: buffer.width - 6), column: 4, row: row,
                         style: theme.text)
            row += 1
        }
        if checkRows > 0 { _ = renderRecall(into: &buffer, row: max(row + 1, buffer.height - 1 - checkRows)) }
        writeHelp(recall != nil ? ScreenText.recallHelp : result.valid ? ScreenText.resultsSolvedHelp : ScreenText.resultsUnsolvedHelp, into: &buffer)
    }
}
