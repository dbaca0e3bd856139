import WordSudokuKit

/// The screens that show information: rules, results, statistics, calendar and options (the
/// Word lists screen has its own file).
extension TerminalApp {
    func renderRules(into buffer: inout ScreenBuffer) {
        // Room between the parts when the terminal has rows to spare; every key shows at 80×24,
        // where the title takes the top row.
        let needed = 4 + GameKeys.entries(vim: settings.vimKeys).count + 2
        let gap = buffer.height >= needed + 2 ? 1 : 0
        let top = buffer.height > needed ? 1 : 0
        buffer.write(ScreenText.rulesTitle(language), column: 2, row: top, style: theme.title)
        var row = writeWrapped(ScreenText.rules(language), into: &buffer, column: 2, row: top + 1 + gap, width: buffer.width - 4, style: theme.text) + gap
        // The keys, from the table the game screen obeys.
        buffer.write(ScreenText.keysTitle(language), column: 2, row: row, style: theme.title)
        let noteColumn = 4 + DisplayWidth.of(ScreenText.keysTitle(language))
        buffer.write(ScreenText.keysCtrlNote(language), column: noteColumn, row: row, style: theme.text, limit: buffer.width - noteColumn - 1)
        row += 1
        let column = 4 + GameKeys.shownWidth(vim: settings.vimKeys)
        for entry in GameKeys.entries(vim: settings.vimKeys) where row < buffer.height - 1 {
            buffer.write(entry.shown, column: 2, row: row, style: theme.given)
            row = writeWrapped(entry.description(language), into: &buffer, column: column, row: row,
                               width: buffer.width - column - 1, style: theme.text)
        }
        writeHelp(ScreenText.anyKeyBack, into: &buffer)
    }

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
            let rows = TerminalApp.wrap(corrections, width: buffer.width - 4)
            let room = max(1, buffer.height / 4)
            for (index, line) in rows.prefix(room).enumerated() {
                let shown = index == room - 1 && rows.count > room ? DisplayWidth.truncate(line + " …", to: buffer.width - 4) : line
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
        buffer.write(ScreenText.resultsMissed(language), column: 2, row: row, style: theme.title)
        row += 1
        let missed = finished.session.missedPairs
        if missed.isEmpty {
            buffer.write(ScreenText.resultsNoneMissed(language), column: 4, row: row, style: theme.text)
        }
        // Room at the foot for the recall check: what was said (up to two lines) and the word asked.
        let checkRows = recall != nil || recallSaid != nil ? 3 : 0
        for pair in missed where row < buffer.height - 2 - checkRows {
            row = writeWrapped("\(pair.first.joined(separator: ", ")) — \(pair.second.joined(separator: ", "))", into: &buffer,
                               column: 4, row: row, width: buffer.width - 6, style: theme.text)
        }
        if checkRows > 0 { _ = renderRecall(into: &buffer, row: max(row + 1, buffer.height - 1 - checkRows)) }
        writeHelp(recall != nil ? ScreenText.recallHelp : result.valid ? ScreenText.resultsSolvedHelp : ScreenText.resultsUnsolvedHelp, into: &buffer)
    }

    /// The statistics as screen rows: every line of `stats`, wrapped to `width` rather than
    /// cut, its continuation indented under its text. A game's line breaks between its fields
    /// (two spaces apart), so "score 950" never splits.
    static func statisticsRows(_ lines: [String], width: Int) -> [String] {
        var rows: [String] = []
        for line in lines {
            let indent = String(line.prefix(while: { $0 == " " }))
            let body = line.dropFirst(indent.count)
            let separator = body.contains("  ") ? "  " : " "
            var pieces: [String] = []
            for field in body.components(separatedBy: separator) {
                // A field wider than the screen breaks between its words.
                if DisplayWidth.of(field) > width - indent.count - 2 {
                    pieces += field.split(separator: " ").map(String.init)
                } else {
                    pieces.append(field)
                }
            }
            var row = indent
            var rowHasText = false
            for piece in pieces {
                let candidate = rowHasText ? row + separator + piece : row + piece
                if DisplayWidth.of(candidate) > width, rowHasText {
                    rows.append(row)
                    row = indent + "  " + piece
                } else {
                    row = candidate
                }
                rowHasText = true
            }
            rows.append(DisplayWidth.truncate(row, to: width))
        }
        return rows
    }

    /// Rows of statistics the screen shows at once.
    static func statisticsVisibleRows(height: Int) -> Int { max(1, height - 5) }

    /// How far the statistics can scroll: the screen's size is not known here, so this bounds
    /// it for a narrow one (40 columns, 10 rows shown); `renderStatistics` stops at the last row.
    var statisticsLastOffset: Int {
        max(0, TerminalApp.statisticsRows(services.statistics(language), width: 40).count - 10)
    }

    mutating func handleStatistics(_ key: Key) -> [Effect] {
        if let offset = Self.scrolledOffset(statisticsOffset, by: key, last: statisticsLastOffset) {
            statisticsOffset = offset
        } else {
            statisticsOffset = 0
            screen = .menu
        }
        return []
    }

    func renderStatistics(into buffer: inout ScreenBuffer) {
        buffer.write(ScreenText.statisticsTitle(language), column: 2, row: 1, style: theme.title)
        let lines = services.statistics(language)
        if lines.isEmpty {
            buffer.write(ScreenText.statisticsNone(language), column: 2, row: 3, style: theme.text)
        }
        let rows = TerminalApp.statisticsRows(lines, width: buffer.width - 4)
        let visible = TerminalApp.statisticsVisibleRows(height: buffer.height)
        let first = min(statisticsOffset, max(0, rows.count - visible))
        for (index, row) in rows.dropFirst(first).prefix(visible).enumerated() {
            buffer.write(row, column: 2, row: 3 + index, style: theme.text, limit: buffer.width - 3)
        }
        writeHelp(rows.count > visible ? ScreenText.statisticsScrollHelp : ScreenText.anyKeyBack, into: &buffer)
    }

    // Calendar

    mutating func handleCalendar(_ key: Key) -> [Effect] {
        switch key {
        case .left, .character("h"), .pageUp:
            calendarMonth = calendarMonth.previous
        case .right, .character("l"), .pageDown:
            calendarMonth = calendarMonth.next
        default: screen = .menu
        }
        return []
    }

    func renderCalendar(into buffer: inout ScreenBuffer) {
        let (year, month) = (calendarMonth.year, calendarMonth.month)
        buffer.write(ScreenText.calendarTitle(language), column: 2, row: 1, style: theme.title)
        // Month and day names as the kit's `calendar` command writes them.
        buffer.write("\(GameText.monthName(month, language)) \(year)", column: 4, row: 3, style: theme.title)
        // Each day takes four columns, as in the `calendar` command: two digits, the mark, a space.
        buffer.write(GameText.weekdayAbbreviations(language).map { $0 + "  " }.joined(), column: 4, row: 5, style: theme.help)
        let solved = services.solvedDays(year, month)
        let today = services.today()
        let places = calendarMonth.places()
        for (day, column, week) in places {
            let label = (day < 10 ? " " : "") + "\(day)"
            var style = solved.contains(day) ? theme.given : theme.text
            if (today.year, today.month, today.day) == (year, month, day) { style.underline = true }
            buffer.write(label, column: 4 + column * 4, row: 6 + week, style: style)
            if solved.contains(day) { buffer.write("*", column: 6 + column * 4, row: 6 + week, style: theme.message) }
        }
        // The streak below the last week, a row apart.
        let row = 6 + (places.last?.week ?? 0) + 1
        writeWrapped(GameText.streak(services.streak())(language), into: &buffer, column: 4, row: row + 1,
                     width: buffer.width - 6, style: theme.text)
        writeHelp(ScreenText.calendarHelp, into: &buffer)
    }

    // Options

    /// The Options rows: language, colours, timer, sound, Vim keys, retention, then the player's
    /// name (a text field).
    static let optionsCount = 7
    static let optionsNameRow = 6

    mutating func handleOptions(_ key: Key) -> [Effect] {
        let count = TerminalApp.optionsCount
        // On the name row letters type (j, k, h, l and q too); arrows, Tab and Esc still work.
        if optionsIndex == TerminalApp.optionsNameRow {
            var edited = true
            switch key {
            case .character(let character):
                if settings.player.count < NewGameForm.maximumNameLength, !character.isNewline,
                   PlayerName.problem(settings.player + String(character)) == nil {
                    settings.player.append(character)
                }
            case .backspace, .delete:
                if !settings.player.isEmpty { settings.player.removeLast() }
            default: edited = false
            }
            if edited {
                newGame.player = settings.player
                services.saveSettings(settings)
                return []
            }
        }
        switch key {
        case .up, .character("k"), .backTab: optionsIndex = (optionsIndex + count - 1) % count
        case .down, .character("j"), .tab: optionsIndex = (optionsIndex + 1) % count
        case .left, .right, .character("h"), .character("l"), .enter, .character(" "):
            let step = key == .left || key == .character("h") ? -1 : 1
            switch optionsIndex {
            case 0: settings.language = settings.language == .en ? .fr : .en
            case 1:
                let all = AppSettings.ThemeChoice.allCases
                let index = all.firstIndex(of: settings.theme)!
                settings.theme = all[(index + step + all.count) % all.count]
            case 2: settings.showTimer.toggle()
            case 3: settings.sound.toggle()
            case 4: settings.vimKeys.toggle()
            case 5: settings.retention = settings.retention(steppedBy: step)
            default: break
            }
            services.saveSettings(settings)
        case .escape, .character("q"): screen = .menu
        default: break
        }
        return []
    }

    func renderOptions(into buffer: inout ScreenBuffer) {
        buffer.write(ScreenText.optionsTitle(language), column: 2, row: 1, style: theme.title)
        let themeName: Localized = switch settings.theme {
        case .standard: ScreenText.themeStandard
        case .highContrast: ScreenText.themeHighContrast
        case .none: ScreenText.themeNone
        }
        let rows: [(Localized, String)] = [
            (ScreenText.optionLanguage, settings.language == .en ? "English" : "Français"),
            (ScreenText.optionTheme, themeName(language)),
            (ScreenText.optionTimer, (settings.showTimer ? ScreenText.yes : ScreenText.no)(language)),
            (ScreenText.optionSound, (settings.sound ? ScreenText.yes : ScreenText.no)(language)),
            (ScreenText.optionVimKeys, (settings.vimKeys ? ScreenText.yes : ScreenText.no)(language)),
            (ScreenText.optionRetention, settings.retention.map { ScreenText.percent($0)(language) }
                ?? ScreenText.retentionAuto(ScreenText.percent(FSRS.desiredRetention)(language))(language)),
            (ScreenText.optionPlayer, settings.player),
        ]
        let labelWidth = rows.map { DisplayWidth.of($0.0(language)) }.max() ?? 8
        for (index, (label, value)) in rows.enumerated() {
            buffer.write(label(language), column: 2, row: 3 + index * 2, style: theme.text)
            let selected = index == optionsIndex
            let shown = index == TerminalApp.optionsNameRow ? "[ \(value)\(selected ? "_" : "") ]" : "‹ \(value) ›"
            buffer.write(shown, column: 4 + labelWidth, row: 3 + index * 2, style: selected ? theme.menuChoice : theme.text,
                         limit: buffer.width - 5 - labelWidth)
        }
        writeHelp(optionsIndex == TerminalApp.optionsNameRow ? ScreenText.optionsNameHelp : ScreenText.optionsHelp, into: &buffer)
    }
}
