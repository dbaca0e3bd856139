import WordSudokuKit

extension Command {
    static let daily = Command(
        name: "daily",
        summary: Localized(en: "Play the puzzle of the day: the same for everyone today.",
                           fr: "Jouer la grille du jour : la même pour tout le monde aujourd’hui."),
        options: [.date, .practice, .show, .mode, .peeks, .player, .lang,
                  .new.explained(Localized(en: "start it even though another game is saved and unfinished (it is replaced)",
                                           fr: "la commencer même si une autre partie est enregistrée et inachevée (elle est remplacée)")),
                  .plain, .noColor, .highContrast],
        notes: Localized(en: "Solved days and the streak are shown by “word-sudoku calendar”.",
                         fr: "Les jours résolus et la série s’affichent avec « word-sudoku calendar »."),
        run: { arguments in
            try arguments.expectNoOperands()
            let context = try GameContext(arguments, holdingTheGame: true)
            var date = CivilDate.today()
            if let text = arguments.value(.date) {
                guard let parsed = CivilDate(parsing: text) else {
                    throw UsageError(CommandLineText.badDate(text), command: "daily")
                }
                date = parsed
            }
            if let saved = GameLifecycle.savedDaily(date, in: context.store) {
                return try context.resume(saved)
            }
            // A day already solved is played again only as practice (`DailyReplay`): said first,
            // and played with --practice (line mode) or Enter on the full screen's offer.
            let replay = DailyReplay(date, record: context.store.loadDailyRecord())
            var request = try context.request()
            request.applyDaily(date, practice: replay != nil)
            let planned = try context.plan(request)
            if let replay, !arguments.flag(.practice) {
                guard context.plain else {
                    return try runFullScreen(context, noColor: arguments.flag(.noColor),
                                             highContrast: arguments.flag(.highContrast)) { app in
                        app.offerDailyPractice(replay) { planned.make(shouldContinue: $0) }
                    }
                }
                emit([GameText.dailyTitle(date.description)(context.language), replay.notice(context.language),
                      replay.offer(today: CivilDate.today())(context.language)])
                return .success
            }
            try context.keepSavedGame()
            if context.plain {
                emit([GameText.dailyTitle(date.description)(context.language)])
                if let replay { emit([replay.notice(context.language)]) }
            }
            return try context.play { planned.make(shouldContinue: $0) }
        })
}
