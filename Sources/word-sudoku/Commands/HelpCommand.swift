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
    /// description, every option with its help (from its declaration), then the notes.
    func fullHelp(_ language: UILanguage) -> String {
        var parts = [CommandLineText.usageLine(usage)(language), summary(language)]
        let description = description(language)
        if !description.isEmpty { parts.append(description) }
        if !options.isEmpty { parts.append(CommandLineText.optionsHeading(language) + "\n" + HelpLayout.table(options, language)) }
        let notes = notes(language)
        if !notes.isEmpty { parts.append(notes) }
        return parts.joined(separator: "\n\n")
    }

    /// The program's help, in the language the environment asks for.
    static var overview: String { overview(.commandLine()) }

    /// The program's help in `language`: every command with its summary.
    static func overview(_ language: UILanguage) -> String {
        let width = all.map(\.name.count).max() ?? 0
        let lines = all.map { "  \($0.name)\(String(repeating: " ", count: width - $0.name.count))  \($0.summary(language))" }
        return CommandLineText.overview(version: wordSudokuVersion, commandList: lines.joined(separator: "\n"),
                                        everyCommand: [Option.help, .version].map(\.spelling).joined(separator: ", "))(language)
    }
}

/// How the help lays out a command's options: the option and its value in a column, its help
/// beside it, wrapped to the width of a terminal.
enum HelpLayout {
    /// The width the help is wrapped to.
    static let width = 80
    /// The widest option column; a longer option (`--write-isomorphs DIR`) has its help on the
    /// lines below it.
    static let widestColumn = 18

    /// One option a line or more: `  --size N        grid size…`.
    static func table(_ options: [Option], _ language: UILanguage) -> String {
        let column = min(options.map(\.synopsis.count).max() ?? 0, widestColumn)
        let indent = String(repeating: " ", count: 2 + column + 2)
        var lines: [String] = []
        for option in options {
            let wrapped = wrap(option.help(language), width: width - indent.count)
            let synopsis = option.synopsis
            if synopsis.count <= column {
                lines.append("  " + synopsis + String(repeating: " ", count: column - synopsis.count + 2) + (wrapped.first ?? ""))
                lines += wrapped.dropFirst().map { indent + $0 }
            } else {
                lines.append("  " + synopsis)
                lines += wrapped.map { indent + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` cut into lines of at most `width` characters, at spaces (a longer word stays whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
