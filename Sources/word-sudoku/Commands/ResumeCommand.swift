import WordSudokuKit

extension Command {
    static let resume = Command(
        name: "resume",
        summary: Localized(en: "Go on with the saved game, exactly where it was left.",
                           fr: "Reprendre la partie enregistrée, exactement là où elle s’était arrêtée."),
        description: Localized(en: "The game in progress is saved after every move, so it survives a closed terminal or a crash.",
                               fr: "La partie en cours est enregistrée après chaque coup : elle survit à un terminal fermé ou à un plantage."),
        options: [.lang, .plain, .noColor, .highContrast],
        run: { arguments in
            try arguments.expectNoOperands()
            let context = try GameContext(arguments, holdingTheGame: true)
            guard let session = GameLifecycle.gameInProgress(in: context.store) else { throw NoSavedGame() }
            return try context.resume(session)
        })
}
