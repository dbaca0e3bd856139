import WordSudokuKit

/// A command line taken apart for one command: its options (`--name value`, `--name=value`),
/// its flags (`--name`) and its operands. `--` ends the options; `-` is an operand (stdin).
///
/// This is the whole argument parser of the program; each command declares the names it knows
/// and anything else is a usage error.
struct Arguments {
    private(set) var operands: [String] = []
    private var values: [String: [String]] = [:]
    private var flagsSeen: Set<String> = []
    let command: String

    /// Parses `words` given the flags (no value) and options (one value) the command accepts.
    init(_ words: [String], command: String, flags: Set<String>, options: Set<String>) throws {
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
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var inlineValue: String?
            if let eq = word.firstIndex(of: "=") {
                name = String(word[..<eq])
                inlineValue = String(word[word.index(after: eq)...])
            }
            if flags.contains(name) {
                if inlineValue != nil { throw UsageError(CommandLineText.optionTakesNoValue(name), command: command) }
                flagsSeen.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else if i < words.count {
                    values[name, default: []].append(words[i])
                    i += 1
                } else {
                    throw UsageError(CommandLineText.optionNeedsValue(name), command: command)
                }
            } else {
                throw UsageError(CommandLineText.unknownOption(name, command: command), command: command)
            }
        }
    }

    /// Whether the flag was given.
    func flag(_ name: String) -> Bool { flagsSeen.contains(name) }

    /// The last value given for an option, if any.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option, in order.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// An integer option within `range`, or a usage error naming the option.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(CommandLineText.notAWholeNumber(option: name, in: range, got: text), command: command)
        }
        return number
    }

    /// The interface language of a command that accepts `--lang`: the one it names (a usage
    /// error when it names none), else the kit's rule on `saved` and `environment`.
    func language(saved: UILanguage? = Settings.atStart.uiLanguage,
                  environment: [String: String] = startUpEnvironment) throws -> UILanguage {
        var asked: UILanguage?
        if let text = value("--lang") {
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
            if word == "--" { break }
            let value = word.hasPrefix("--lang=") ? String(word.dropFirst("--lang=".count))
                : word == "--lang" && index + 1 < words.count ? words[index + 1] : nil
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
