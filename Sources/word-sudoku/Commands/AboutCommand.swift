import Foundation
import WordSudokuKit

extension Command {
    static let about = Command(
        name: "about",
        summary: Localized(en: "Show the version, the licence, where the word lists and puzzles come from, and your data folder.",
                           fr: "Afficher la version, la licence, l’origine des listes de mots et des grilles, et votre dossier de données."),
        description: Localized(en: """
            The same text as the game's About page. The data folder is the one the game uses:
            $WORD_SUDOKU_HOME if set, else $XDG_DATA_HOME/word-sudoku, else ~/.local/share/word-sudoku.
            """, fr: """
            Le même texte que la page « À propos » du jeu. Le dossier de données est celui du jeu :
            $WORD_SUDOKU_HOME s’il est défini, sinon $XDG_DATA_HOME/word-sudoku, sinon
            ~/.local/share/word-sudoku.
            """),
        options: [.lang],
        run: { arguments in
            try arguments.expectNoOperands()
            let context = try GameContext(arguments)
            // One paragraph a line, a blank line between them: the terminal wraps them.
            emit(About(dataDirectory: context.store.directory,
                       speech: SpeechText.status(Speaker.find(environment: ProcessInfo.processInfo.environment))).paragraphs(context.language)
                .enumerated().flatMap { $0.offset == 0 ? [$0.element] : ["", $0.element] })
            return .success
        })
}
