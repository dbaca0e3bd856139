import WordSudokuKit

extension Command {
    static let daily = Command(
        name: "daily",
        summary: "Play the puzzle of the day: the same for everyone today.",
        usage: "daily [--date YYYY-MM-DD] [--show en|fr] [--mode immediate|at-finish] [--player NAME] [--lang en|fr] [--new] [--plain] [--no-color] [--high-contrast]",
        details: """
          --date D   another day's puzzle (only today's counts towards the streak on the day)
          --new      start it even though another game is saved and unfinished (it is replaced)
        Solved days and the streak are shown by 'word-sudoku calendar'.
        """,
        flags: ["--plain", "--no-color", "--high-contrast", "--new"],
        options: ["--date", "--show", "--mode", "--player", "--lang", "--peeks"],
        run: { arguments in
            try arguments.expectNoOperands()
            let context = try GameContext(arguments, holdingTheGame: true)
            var date = CivilDate.today()
            if let text = arguments.value("--date") {
                guard let parsed = CivilDate(parsing: text) else {
                    throw UsageError(CommandLineText.badDate(text), command: "daily")
                }
                date = parsed
            }
            if let saved = GameLifecycle.savedDaily(date, in: context.store) {
                return try context.resume(saved)
            }
            var request = try context.request()
            request.applyDaily(date)
            let planned = try context.plan(request)
            try context.keepSavedGame()
            if context.plain {
                emit([GameText.dailyTitle(date.description)(context.language)])
                if context.store.loadDailyRecord().isSolved(date) {
                    emit([GameText.dailyAlreadySolved(date.description)(context.language)])
                }
            }
            return try context.play { planned.make(shouldContinue: $0) }
        })
}
