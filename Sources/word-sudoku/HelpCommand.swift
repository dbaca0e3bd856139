import WordSudokuKit

/// The version `--version` prints (kept in the kit, where About says it too).
let wordSudokuVersion = About.version

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
                    throw UsageError(CommandLineText.unknownCommand(name))
                }
                print(command.fullHelp)
            } else {
                print(Command.overview)
            }
            return .success
        })

    /// The complete help for this command, in the language the environment asks for.
    var fullHelp: String { fullHelp(.commandLine()) }

    /// The complete help for this command in `language`.
    func fullHelp(_ language: UILanguage) -> String {
        var text = CommandLineText.usageLine(usage)(language) + "\n\n" + summary(language)
        let details = details(language)
        if !details.isEmpty { text += "\n\n\(details)" }
        return text
    }

    /// The program's help, in the language the environment asks for.
    static var overview: String { overview(.commandLine()) }

    /// The program's help in `language`: every command with its summary.
    static func overview(_ language: UILanguage) -> String {
        let width = all.map(\.name.count).max() ?? 0
        let lines = all.map { "  \($0.name)\(String(repeating: " ", count: width - $0.name.count))  \($0.summary(language))" }
        return CommandLineText.overview(version: wordSudokuVersion, commandList: lines.joined(separator: "\n"))(language)
    }
}
