import WordSudokuKit

/// The shell completion scripts `word-sudoku completions bash|zsh|fish` prints, made from the
/// commands and their options (`Command`, `Option`), as swift-argument-parser's
/// `--generate-completion-script` makes its own: the commands, each command's options, the
/// values an option takes (its choices, box shapes, files or folders) and its operands.
///
/// List names are not written into the script: it asks the program at completion time
/// (`word-sudoku words --names`), so a list added later completes too.
enum CompletionScript {
    /// The shells a script is made for.
    enum Shell: String, CaseIterable, Sendable { case bash, zsh, fish }

    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    /// What the operands of `command` complete to.
    private static func operandWords(_ command: Command) -> Option.Values {
        command.name == Command.help.name ? .choices(Command.all.map(\.name)) : command.operandValues
    }

    /// The options taken without a command.
    private static let topLevel: [Option] = [.help, .version] + Option.display

    /// The command that prints the list names, as the script runs it (`$1`: the program as typed).
    private static let listNamesArguments = "words \(Option.names.spelling)"

    // MARK: bash

    private static func bash() -> String {
        var cases: [String] = []
        for command in Command.all {
            var valueCases: [String] = []
            for option in command.options where option.takesValue {
                valueCases.append("            \(option.spelling)) \(bashValues(option.values)); return ;;")
            }
            let options = (command.options + [.help]).map(\.spelling).joined(separator: " ")
            cases.append("""
                    \(command.name))
                        case "$prev" in
                \(valueCases.joined(separator: "\n"))
                        esac
                        if [[ $cur == -* ]]; then
                            COMPREPLY=($(compgen -W "\(options)" -- "$cur"))
                        else
                            \(bashValues(operandWords(command)))
                        fi
                        ;;
                """)
        }
        let first = (Command.all.map(\.name) + topLevel.map(\.spelling)).joined(separator: " ")
        return """
            # bash completion for word-sudoku (made by 'word-sudoku completions bash')
            _word_sudoku_lists() {
                "${COMP_WORDS[0]}" \(listNamesArguments) 2>/dev/null
            }

            _word_sudoku() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                COMPREPLY=()
                if [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W "\(first)" -- "$cur"))
                    return
                fi
                case "${COMP_WORDS[1]}" in
            \(cases.joined(separator: "\n"))
                esac
            }
            complete -o default -F _word_sudoku word-sudoku

            """
    }

    /// The bash statement that fills `COMPREPLY` with what `values` may be.
    private static func bashValues(_ values: Option.Values) -> String {
        switch values {
        case .file: "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .directory: "COMPREPLY=($(compgen -d -- \"$cur\"))"
        case .listName: "COMPREPLY=($(compgen -W \"$(_word_sudoku_lists)\" -- \"$cur\"))"
        case .none, .text, .integer, .choices, .boxShape:
            values.words.isEmpty ? ":"
                : "COMPREPLY=($(compgen -W \"\(values.words.joined(separator: " "))\" -- \"$cur\"))"
        }
    }

    // MARK: zsh

    private static func zsh() -> String {
        let commands = Command.all.map { "        \(zshQuoted("\($0.name):\(zshHelp($0.summary.en))"))" }
        var cases: [String] = []
        for command in Command.all {
            var specs = command.options.map { option -> String in
                let help = zshHelp(option.help.en)
                guard let valueName = option.valueName else { return zshQuoted("\(option.spelling)[\(help)]") }
                let repeatable = option == .code ? "*" : ""
                return zshQuoted("\(repeatable)\(option.spelling)[\(help)]:\(zshEscaped(valueName)):\(zshAction(option.values))")
            }
            let operands = operandWords(command)
            if operands != .none { specs.append(zshQuoted("*:operand:\(zshAction(operands))")) }
            let body = specs.isEmpty ? ":" : "_arguments -s \\\n                " + specs.joined(separator: " \\\n                ")
            cases.append("""
                        \(command.name))
                            \(body) ;;
                """)
        }
        return """
            #compdef word-sudoku
            # zsh completion for word-sudoku (made by 'word-sudoku completions zsh')

            _word_sudoku_lists() {
                local -a lists
                lists=(${(f)"$(${program:-word-sudoku} \(listNamesArguments) 2>/dev/null)"})
                _describe -t lists 'word list' lists
            }

            _word_sudoku() {
                local -a commands
                commands=(
            \(commands.joined(separator: "\n"))
                )
                if (( CURRENT == 2 )); then
                    _describe -t commands 'word-sudoku command' commands
                    return
                fi
                # The program as typed, for _word_sudoku_lists; then the command's words alone.
                local program=${words[1]}
                shift words
                (( CURRENT-- ))
                case ${words[1]} in
            \(cases.joined(separator: "\n"))
                esac
            }

            _word_sudoku "$@"

            """
    }

    /// The `_arguments` action for `values`.
    private static func zshAction(_ values: Option.Values) -> String {
        switch values {
        case .file: "_files"
        case .directory: "_files -/"
        case .listName: "_word_sudoku_lists"
        case .none, .text, .integer, .choices, .boxShape:
            "(\(values.words.map(zshEscaped).joined(separator: " ")))"
        }
    }

    /// A help text short enough for a completion menu: up to its first `;` or ` (`.
    private static func zshHelp(_ text: String) -> String {
        var short = text
        for stop in [";", " (", ": "] { if let range = short.range(of: stop) { short = String(short[..<range.lowerBound]) } }
        if short.count > 70 { short = String(short.prefix(67)) + "..." }
        return zshEscaped(short)
    }

    /// `[`, `]` and `:` escaped for an `_arguments` spec.
    private static func zshEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "[]:\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// `text` in single quotes.
    private static func zshQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    // MARK: fish

    private static func fish() -> String {
        var lines = [
            "# fish completion for word-sudoku (made by 'word-sudoku completions fish')",
            "complete -c word-sudoku -f",
        ]
        for command in Command.all {
            lines.append("complete -c word-sudoku -n '__fish_use_subcommand' -a \(command.name) -d \(fishQuoted(zshHelpPlain(command.summary.en)))")
        }
        for option in topLevel {
            lines.append("complete -c word-sudoku -n '__fish_use_subcommand' -l \(option.name) -d \(fishQuoted(zshHelpPlain(option.help.en)))")
        }
        for command in Command.all {
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            for option in command.options + [.help] {
                var line = "complete -c word-sudoku \(condition) \(option.isShort ? "-s" : "-l") \(option.name)"
                if option.takesValue { line += " " + fishValues(option.values) }
                line += " -d \(fishQuoted(zshHelpPlain(option.help.en)))"
                lines.append(line)
            }
            let operands = operandWords(command)
            if operands != .none {
                lines.append("complete -c word-sudoku \(condition) \(fishValues(operands))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `complete` arguments for what `values` may be.
    private static func fishValues(_ values: Option.Values) -> String {
        switch values {
        case .file, .directory: "-r -F"
        case .listName: "-x -a '(word-sudoku \(listNamesArguments) 2>/dev/null)'"
        case .none, .text, .integer, .choices, .boxShape:
            "-x -a " + fishQuoted(values.words.joined(separator: " "))
        }
    }

    private static func zshHelpPlain(_ text: String) -> String {
        var short = text
        for stop in [";", " (", ": "] { if let range = short.range(of: stop) { short = String(short[..<range.lowerBound]) } }
        return short.count > 70 ? String(short.prefix(67)) + "..." : short
    }

    /// `text` in fish's single quotes.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
