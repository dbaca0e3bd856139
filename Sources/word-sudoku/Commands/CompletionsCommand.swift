import WordSudokuKit

extension Command {
    static let completions = Command(
        name: "completions",
        summary: Localized(en: "Print a shell completion script: bash, zsh or fish.",
                           fr: "Afficher un script de complétion pour le shell : bash, zsh ou fish."),
        operands: CompletionScript.Shell.allCases.map(\.rawValue).joined(separator: "|"),
        operandValues: .choices(CompletionScript.Shell.allCases.map(\.rawValue)),
        description: Localized(en: """
            The script completes the commands, their options and the values these take (list names,
            asked of “word-sudoku words --names” as you type, box shapes, grades, files...).
            Try it with “source <(word-sudoku completions bash)”; Scripts/install.sh installs all
            three where each shell looks for them.
            """, fr: """
            Le script complète les commandes, leurs options et les valeurs qu’elles prennent (noms
            de listes, demandés à « word-sudoku words --names » pendant la frappe, formes de blocs,
            niveaux, fichiers...). Essayez-le avec « source <(word-sudoku completions bash) » ;
            Scripts/install.sh installe les trois là où chaque shell les cherche.
            """),
        options: [],
        run: { arguments in
            guard arguments.operands.count == 1, let shell = CompletionScript.Shell(rawValue: arguments.operands[0]) else {
                throw UsageError(CommandLineText.completionsShell(arguments.operands.first), command: "completions")
            }
            print(CompletionScript.script(for: shell), terminator: "")
            return .success
        })
}
