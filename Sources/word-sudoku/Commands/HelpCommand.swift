import WordSudokuKit

/// The version `--version` prints (kept in the kit, where About says it too).
let wordSudokuVersion = About.version

extension Command {
    static let help = Command(
        name: "help",
        summary: Localized(en: "Describe every command, or one command in full.",
                           fr: "Décrire toutes les commandes, ou l’une d’elles en détail."),
        operands: "[COMMAND]",
        options: [],
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

    /// The complete help for this command in `language`: the usage line, the summary, the
    /// description, every option with its help (from its declaration), then the notes; in
    /// lines of at most 80 columns (`HelpLayout`).
    func fullHelp(_ language: UILanguage) -> String {
        let usageLine = CommandLineText.usageLine(usage(language))(language)
        var parts = [HelpLayout.usage(usageLine, indent: CommandLineText.usageLine(name)(language).count + 1),
                     HelpLayout.fill(summary(language))]
        let description = description(language)
        if !description.isEmpty { parts.append(HelpLayout.fill(description)) }
        if !options.isEmpty { parts.append(CommandLineText.optionsHeading(language) + "\n" + HelpLayout.table(options, language)) }
        let notes = notes(language)
        if !notes.isEmpty { parts.append(HelpLayout.fill(notes)) }
        return parts.joined(separator: "\n\n")
    }

    /// The program's help, in the language the environment asks for.
    static var overview: String { overview(.commandLine()) }

    /// The program's help in `language`: every command with its summary, in lines of at most
    /// 80 columns (`HelpLayout`).
    static func overview(_ language: UILanguage) -> String {
        let width = all.map(\.name.count).max() ?? 0
        let lines = all.map { "  \($0.name)\(String(repeating: " ", count: width - $0.name.count))  \($0.summary(language))" }
        return HelpLayout.fill(CommandLineText.overview(version: wordSudokuVersion, commandList: lines.joined(separator: "\n"),
                                                        everyCommand: [Option.help, .version].map(\.spelling).joined(separator: ", "))(language))
    }
}
