import WordSudokuKit

/// A command line taken apart for one command: its options (`--name value`, `--name=value`),
/// its flags (`--name`) and its operands. `--` ends the options; `-` is an operand (stdin).
///
/// This is the whole argument parser of the program; each command declares the names it knows
/// and anything else is a usage error.
struct Arguments {
    private(set) var operands: [String] = []
    /// Every option's value, in the order given. A list, like `flagsSeen` and the options
    /// known below: a dictionary's type is built by the runtime on first use, which was a
    /// tenth of `solve`'s start-up, for a handful of entries (issue 28).
    private var values: [(name: String, value: String)] = []
    /// The flags given (a command has a handful: a list, not a set, whose type the runtime
    /// would build at start-up).
    private var flagsSeen: [String] = []
    let command: String

    /// Parses `words` given the options the command accepts (`Command.options`): a flag takes
    /// no value, any other option one.
    init(_ words: [String], command: String, options: [Option]) throws {
        self.command = command
        var i = 0
        var optionsEnded = false
        while i < words.count {
            let word = words[i]
            i += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                operands.append(word)
                continue
            }
            if word == Option.endOfOptions {
                optionsEnded = true
                continue
            }
            var name = word
            var inlineValue: String?
            if let eq = word.firstIndex(of: "=") {
                name = String(word[..<eq])
                inlineValue = String(word[word.index(after: eq)...])
            }
            guard let option = options.first(where: { $0.spelling == name }) else {
                throw UsageError(CommandLineText.unknownOption(name, command: command), command: command)
            }
            if !option.takesValue {
                if inlineValue != nil { throw UsageError(CommandLineText.optionTakesNoValue(name), command: command) }
                if !flagsSeen.contains(name) { flagsSeen.append(name) }
            } else if let inlineValue {
                values.append((name, inlineValue))
            } else if i < words.count {
                values.append((name, words[i]))
                i += 1
            } else {
                throw UsageError(CommandLineText.optionNeedsValue(name), command: command)
            }
        }
    }

    /// Whether the flag was given.
    func flag(_ option: Option) -> Bool { flagsSeen.contains(option.spelling) }

    /// The last value given for an option, if any.
    func value(_ option: Option) -> String? { values.last { $0.name == option.spelling }?.value }

    /// Every value given for a repeatable option, in order.
    func allValues(_ option: Option) -> [String] { values.filter { $0.name == option.spelling }.map(\.value) }

    /// A whole-number option within the range it declares, or a usage error naming the option.
    func integer(_ option: Option) throws -> Int? {
        guard case .integer(let range, _) = option.values else { preconditionFailure("\(option.spelling) is not a number") }
        guard let text = value(option) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(CommandLineText.notAWholeNumber(option: option.spelling, in: range, got: text), command: command)
        }
        return number
    }

    /// The interface language of a command that accepts `--lang`: the one it names (a usage
    /// error when it names none), else the kit's rule on `saved` and `environment`.
    func language(saved: UILanguage? = Settings.atStart.uiLanguage,
                  environment: [String: String] = startUpEnvironment) throws -> UILanguage {
        var asked: UILanguage?
        if let text = value(.lang) {
            guard let chosen = UILanguage(rawValue: text) else { throw UsageError(CommandLineText.badLanguage(text), command: command) }
            asked = chosen
        }
        return .chosen(asked: asked, saved: saved, environment: environment)
    }

    /// The language the last valid `--lang` of `words` names, if any, read without parsing
    /// them: the report of a command line that does not parse is said in that language too.
    static func languageAsked(in words: [String]) -> UILanguage? {
        var asked: UILanguage?
        for (index, word) in words.enumerated() {
            if word == Option.endOfOptions { break }
            let value = Option.lang.inlineValue(in: word)
                ?? (Option.lang.isSpelled(in: word) && index + 1 < words.count ? words[index + 1] : nil)
            if let value, let chosen = UILanguage(rawValue: value) { asked = chosen }
        }
        return asked
    }

    /// Fails with a usage error when operands were given to a command that takes none.
    func expectNoOperands() throws {
        if let first = operands.first {
            throw UsageError(CommandLineText.unexpectedArgument(first, command: command), command: command)
        }
    }
}
