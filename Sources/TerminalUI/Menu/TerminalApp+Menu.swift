import WordSudokuKit

/// The main menu.
extension TerminalApp {
    enum MenuItem: CaseIterable {
        case newGame, resume, review, daily, wordLists, solve, options, rules, statistics, calendar, about, quit

        var title: Localized {
            switch self {
            case .newGame: ScreenText.menuNewGame
            case .resume: ScreenText.menuResume
            case .review: ScreenText.menuReview(0)
            case .daily: ScreenText.menuDaily
            case .solve: ScreenText.menuSolve
            case .wordLists: ScreenText.menuWordLists
            case .options: ScreenText.menuOptions
            case .rules: ScreenText.menuRules
            case .statistics: ScreenText.menuStatistics
            case .calendar: ScreenText.menuCalendar
            case .about: ScreenText.menuAbout
            case .quit: ScreenText.menuQuit
            }
        }
    }

    /// The items shown: Resume only when a game is saved, Review only when words are due
    /// (an item that could only say "nothing to do" is left out, as Resume is).
    var menuItems: [MenuItem] { menuItems(due: services.reviewsDue()) }

    /// The items shown when `due` words are due. Counting them reads the memory and every
    /// list, so a frame counts them once and passes the count along.
    func menuItems(due: Int) -> [MenuItem] {
        let saved = GameLifecycle.gameInProgress(in: services.store) != nil
        return MenuItem.allCases.filter { ($0 != .resume || saved) && ($0 != .review || due > 0) }
    }

    /// An item's title as shown: Review says how many words are due.
    func menuTitle(_ item: MenuItem, due: Int) -> String {
        item == .review ? ScreenText.menuReview(due)(language) : item.title(language)
    }

    mutating func handleMenu(_ key: Key) -> [Effect] {
        let items = menuItems
        menuIndex = min(menuIndex, items.count - 1)
        menuMessage = nil
        switch key {
        case .up, .character("k"), .backTab: menuIndex = (menuIndex + items.count - 1) % items.count
        case .down, .character("j"), .tab: menuIndex = (menuIndex + 1) % items.count
        case .home: menuIndex = 0
        case .end: menuIndex = items.count - 1
        case .character("q"): return [.quit]
        case .character("?"): screenBeforeRules = .menu; screen = .rules
        case .enter, .right, .character("l"), .character(" "): return open(items[menuIndex])
        default: break
        }
        return []
    }

    private mutating func open(_ item: MenuItem) -> [Effect] {
        switch item {
        case .newGame: screen = .newGame
        case .resume:
            if let game = GameLifecycle(resumingFrom: services.store, clock: services.clock, date: services.date) {
                // Heard givens need a voice: the game stays saved for when there is one.
                if game.session.setup.givensHeard, !canSpeak { menuMessage = ListeningText.needsSpeech } else { start(game) }
            }
        case .review: return requestStart(.review)
        case .daily:
            // Today's puzzle, saved, goes on where it was; a new one asks about any other saved game.
            let today = services.today()
            if let date = CivilDate(year: today.year, month: today.month, day: today.day),
               let saved = GameLifecycle.savedDaily(date, in: services.store) {
                start(GameLifecycle(resuming: saved, store: services.store, clock: services.clock, date: services.date))
                return []
            }
            // Solved already: said, and offered as practice (no streak, no records).
            if let date = CivilDate(year: today.year, month: today.month, day: today.day),
               let replay = DailyReplay(date, record: services.store.loadDailyRecord()) {
                dailyOffer = (replay, .daily(practice: true))
                screen = .dailyPractice
                return []
            }
            return requestStart(.daily(practice: false))
        case .solve:
            // The New game form's size, and a fresh grid each time.
            solver = SolverScreen(shape: newGame.shape)
            screen = .solver
        case .wordLists: screen = .wordLists
        case .options:
            autoRetention = services.store.loadMemory(now: services.date()).target(player: settings.player, setting: nil)
            screen = .options
        case .rules: screenBeforeRules = .menu; screen = .rules
        case .statistics: screen = .statistics
        case .calendar: screen = .calendar
        case .about: screen = .about
        case .quit: return [.quit]
        }
        return []
    }

    func renderMenu(into buffer: inout ScreenBuffer) {
        let title = ScreenText.appTitle(language)
        let due = services.reviewsDue()
        let items = menuItems(due: due)
        let top = max(0, (buffer.height - items.count * 2 - 3) / 2)
        buffer.write(title, column: max(0, (buffer.width - DisplayWidth.of(title)) / 2), row: top, style: theme.title)
        let titles = items.map { menuTitle($0, due: due) }
        let width = titles.map { DisplayWidth.of($0) }.max() ?? 10
        let left = max(0, (buffer.width - width - 4) / 2)
        let spacing = buffer.height >= items.count * 2 + 4 ? 2 : 1
        for index in items.indices {
            let row = top + 2 + index * spacing
            let text = "  " + titles[index] + String(repeating: " ", count: width - DisplayWidth.of(titles[index])) + "  "
            buffer.write(text, column: left, row: row, style: index == min(menuIndex, items.count - 1) ? theme.menuChoice : theme.text)
        }
        if let menuMessage {
            // Wrapped, above the help line: cut at the edge it lost the command that helps
            // ("… On Debian or Ubuntu: sudo apt install espeak-ng").
            let lines = TextWrap.lines(menuMessage(language), width: max(10, buffer.width - 4))
            let first = max(0, buffer.height - 2 - lines.count)
            for (offset, line) in lines.enumerated() {
                buffer.write(line, column: max(0, (buffer.width - DisplayWidth.of(line)) / 2), row: first + offset, style: theme.message)
            }
        }
        if pendingWork != nil {
            let text = ScreenText.makingPuzzle(language)
            buffer.write(text, column: max(0, (buffer.width - DisplayWidth.of(text)) / 2), row: buffer.height - 3, style: theme.message)
            let cancel = ScreenText.cancelMaking(language)
            buffer.write(cancel, column: max(0, (buffer.width - DisplayWidth.of(cancel)) / 2), row: buffer.height - 2, style: theme.help)
        }
        writeHelp(ScreenText.menuHelp, into: &buffer)
    }
}
