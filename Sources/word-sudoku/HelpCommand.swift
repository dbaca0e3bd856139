/// The version `--version` prints.
let wordSudokuVersion = "0.1.0"

extension Command {
    static let help = Command(
        name: "help",
        summary: "Describe every command, or one command in full.",
        usage: "help [COMMAND]",
        details: "",
        flags: [], options: [],
        run: { arguments in
            if let name = arguments.operands.first {
                guard let command = Command.named(name) else {
                    throw UsageError("unknown command '\(name)'")
                }
                print(command.fullHelp)
            } else {
                print(Command.overview)
            }
            return .success
        })

    /// The complete help for this command.
    var fullHelp: String {
        var text = "Usage: word-sudoku \(usage)\n\n\(summary)"
        if !details.isEmpty { text += "\n\n\(details)" }
        return text
    }

    /// The program's help: every command with its summary.
    static var overview: String {
        let width = all.map(\.name.count).max() ?? 0
        let lines = all.map { "  \($0.name)\(String(repeating: " ", count: width - $0.name.count))  \($0.summary)" }
        return """
        WordSudoku \(wordSudokuVersion): sudoku with words, a vocabulary trainer.

        Usage: word-sudoku [COMMAND] [OPTIONS]

        Commands:
        \(lines.joined(separator: "\n"))

        Run 'word-sudoku help COMMAND' for a command's options.
        Options for every command: --help, --version.
        """
    }
}
