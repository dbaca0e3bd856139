import Foundation
import WordSudokuKit

extension Command {
    static let about = Command(
        name: "about",
        summary: "Show the version, the licence, where the word lists and puzzles come from, and your data folder.",
        usage: "about [--lang en|fr]",
        details: """
          The same text as the game's About page. The data folder is the one the game uses:
          $WORD_SUDOKU_HOME if set, else $XDG_DATA_HOME/word-sudoku, else ~/.local/share/word-sudoku.
        """,
        flags: [],
        options: ["--lang"],
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
