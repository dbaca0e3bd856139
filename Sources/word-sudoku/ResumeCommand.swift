import WordSudokuKit

extension Command {
    static let resume = Command(
        name: "resume",
        summary: "Go on with the saved game, exactly where it was left.",
        usage: "resume [--lang en|fr] [--plain] [--no-color] [--high-contrast]",
        details: "The game in progress is saved after every move, so it survives a closed terminal or a crash.",
        flags: ["--plain", "--no-color", "--high-contrast"],
        options: ["--lang"],
        run: { arguments in
            try arguments.expectNoOperands()
            let context = try GameContext(arguments, holdingTheGame: true)
            guard let session = GameLifecycle.gameInProgress(in: context.store) else { throw NoSavedGame() }
            return try context.resume(session)
        })
}
