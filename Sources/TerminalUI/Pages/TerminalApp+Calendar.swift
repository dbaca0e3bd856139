import WordSudokuKit

/// The Calendar page: a month with the days whose puzzle of the day was solved, laid out by the
/// kit's `CalendarMonth` as the `calendar` command lays it out; ←→ change the month.
extension TerminalApp {
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
        writeWrapped(GameText.streakUnderCalendar(services.streak())(language), into: &buffer, column: 4, row: row + 1,
                     width: buffer.width - 6, style: theme.text)
        writeHelp(ScreenText.calendarHelp, into: &buffer)
    }
}
