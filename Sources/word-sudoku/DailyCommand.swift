import WordSudokuKit

extension Command {
    static let daily = Command(
        name: "daily",
        summary: "Play the puzzle of the day: the same for everyone today.",
        usage: "daily [--date YYYY-MM-DD] [--practice] [--show en|fr] [--mode immediate|at-finish] [--player NAME] [--lang en|fr] [--new] [--plain] [--no-color] [--high-contrast]",
        details: """
          --date D   another day's puzzle (only today's counts towards the streak on the day)
          --practice play a day's puzzle again after it was solved: it changes neither the
                     streak nor the records (without it, a solved day says when it was solved
                     and offers this)
          --new      start it even though another game is saved and unfinished (it is replaced)
        Solved days and the streak are shown by 'word-sudoku calendar'.
        """,
        flags: ["--plain", "--no-color", "--high-contrast", "--new", "--practice"],
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
            // A day already solved is played again only as practice (`DailyReplay`): said first,
            // and played with --practice (line mode) or Enter on the full screen's offer.
            let replay = DailyReplay(date, record: context.store.loadDailyRecord())
            var request = try context.request()
            request.applyDaily(date, practice: replay != nil)
            let planned = try context.plan(request)
            if let replay, !arguments.flag("--practice") {
                guard context.plain else {
                    return try runFullScreen(context, noColor: arguments.flag("--no-color"),
                                             highContrast: arguments.flag("--high-contrast")) { app in
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
