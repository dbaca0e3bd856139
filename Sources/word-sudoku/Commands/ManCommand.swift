import WordSudokuKit

extension Command {
    static let man = Command(
        name: "man",
        summary: Localized(en: "Print the manual page, word-sudoku.1, made from the commands' help.",
                           fr: "Afficher la page de manuel, word-sudoku.1, faite de l’aide des commandes."),
        description: Localized(en: """
            The page is in English, in roff (groff's man macros): read it with
            “word-sudoku man > word-sudoku.1; man -l word-sudoku.1”. Scripts/install.sh installs it.
            """, fr: """
            La page est en anglais, en roff (les macros man de groff) : lisez-la avec
            « word-sudoku man > word-sudoku.1; man -l word-sudoku.1 ». Scripts/install.sh l’installe.
            """),
        options: [],
        run: { arguments in
            try arguments.expectNoOperands()
            print(ManPage.page(), terminator: "")
            return .success
        })
}
