import WordSudokuKit

extension Command {
    static let calendar = Command(
        name: "calendar",
        summary: Localized(en: "Show a month with the days you solved the puzzle of the day.",
                           fr: "Afficher un mois, avec les jours où vous avez résolu la grille du jour."),
        operands: "[YYYY-MM]",
        description: Localized(en: "YYYY-MM: the month to show (this month by default).",
                               fr: "AAAA-MM : le mois à afficher (le mois en cours par défaut)."),
        options: [.sunday, .lang],
        run: { arguments in
            let context = try GameContext(arguments)
            let today = CivilDate.today()
            var (year, month) = (today.year, today.month)
            if let text = arguments.operands.first {
                let parts = text.split(separator: "-")
                guard arguments.operands.count == 1, parts.count == 2, parts[0].count == 4,
                      let y = Int(parts[0]), let m = Int(parts[1]), (1...12).contains(m), y >= 1 else {
                    throw UsageError(CommandLineText.badMonth(arguments.operands.joined(separator: " ")), command: "calendar")
                }
                (year, month) = (y, m)
            }
            let record = context.store.loadDailyRecord()
            emit([CalendarView.render(year: year, month: month, solved: record.solvedDays(year: year, month: month),
                                      weekStart: arguments.flag(.sunday) ? .sunday : .monday, language: context.language),
                  GameText.streakUnderCalendar(record.streak(today: today))(context.language)])
            return .success
        })
}
