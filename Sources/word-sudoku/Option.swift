import SudokuEngine
import WordSudokuKit

/// One command-line option, declared once as a value (`Option.size`, in `Options.swift`): its
/// name, the name of its value, the values it takes and its help in English and French.
///
/// Everything else is made from these values: the parser (`Arguments` looks an option up by
/// its value, so a misspelt `arguments.value(.seeed)` does not compile, where a misspelt
/// string was a silent nil), the usage errors that name an option, `--help` and
/// `help COMMAND` in both languages, the man page (`ManPage`) and the shell completions
/// (`CompletionScript`). The spelling `--name` is written only here.
struct Option: Sendable {
    /// What an option's value may be: how it is checked (`integer`) and what the shell
    /// completions and the man page offer for it.
    enum Values: Sendable, Hashable {
        /// A flag: no value.
        case none
        /// Any text.
        case text
        /// A whole number within a range; anything else is a usage error naming the option.
        /// `suggested`: the numbers a completion offers, when not every number of the range
        /// makes sense (`--size`: the sizes with a usual box shape).
        case integer(ClosedRange<Int>, suggested: [Int]? = nil)
        /// One of these words (other words are checked, and refused, by the command).
        case choices([String])
        /// A file's path.
        case file
        /// A folder's path.
        case directory
        /// A word list's name (the built-in lists and the player's, as `words --names` prints
        /// them) or a list file.
        case listName
        /// A box shape `RxC`.
        case boxShape
    }

    /// The name without its dashes: `size` for `--size`, `o` for `-o`.
    let name: String
    /// A one-letter option is spelled with one dash (`-o`).
    let isShort: Bool
    /// The name of the value in the help (`N`, `RxC`), nil for a flag.
    let valueName: String?
    let values: Values
    /// What the option does, in the help, the man page and the completions.
    let help: Localized

    /// A flag: `--name`.
    static func flag(_ name: String, help: Localized) -> Option {
        Option(name: name, isShort: false, valueName: nil, values: .none, help: help)
    }

    /// An option with a value: `--name VALUE`.
    static func value(_ name: String, _ valueName: String, _ values: Values, help: Localized) -> Option {
        Option(name: name, isShort: name.count == 1, valueName: valueName, values: values, help: help)
    }

    /// As typed on the command line: `--size`, `-o`.
    var spelling: String { (isShort ? "-" : "--") + name }

    /// Whether the option takes a value.
    var takesValue: Bool { valueName != nil }

    /// The option and its value as the usage and the help show them: `--size N`, and in
    /// French `--words NOM` (the value's name translated, the option as it is typed).
    func synopsis(_ language: UILanguage) -> String {
        valueName.map { "\(spelling) \(CommandLineText.placeholders($0)(language))" } ?? spelling
    }

    /// The same option with the help of one command (`--box` of `solve` says what it does
    /// there): parsed, checked and completed the same.
    func explained(_ help: Localized) -> Option {
        Option(name: name, isShort: isShort, valueName: valueName, values: values, help: help)
    }

    /// The same option with another value name (`--words NAME|FILE`).
    func named(_ valueName: String) -> Option {
        Option(name: name, isShort: isShort, valueName: valueName, values: values, help: help)
    }

    /// The box shapes of two rows and two columns or more whose grid is one `--box` accepts
    /// (4×4 to 25×25): `2x2` … `5x5`. (A `1xN` box, a grid whose boxes are its rows, is
    /// accepted too, but not offered.)
    static let boxShapes: [String] = {
        var shapes: [String] = []
        for rows in 2...BoxShape.sizeRange.upperBound {
            for columns in 2...BoxShape.sizeRange.upperBound where BoxShape.sizeRange.contains(rows * columns) {
                shapes.append("\(rows)x\(columns)")
            }
        }
        return shapes
    }()
}

extension Option.Values {
    /// The words a completion offers, when they are known without running the program
    /// (`listName` asks the program: `words --names`).
    var words: [String] {
        switch self {
        case .choices(let words): words
        case .integer(_, let suggested?): suggested.map(String.init)
        case .integer(let range, nil) where range.count <= 12: range.map(String.init)
        case .boxShape: Option.boxShapes
        default: []
        }
    }
}

/// One option of one command, as the argument parser finds it: by its spelling. Two options of
/// the same spelling (`--format` of `generate` and of `words`) are never offered by one command.
extension Option: Hashable {
    static func == (a: Option, b: Option) -> Bool { a.spelling == b.spelling }
    func hash(into hasher: inout Hasher) { hasher.combine(spelling) }
}

extension Option {
    /// Whether `word` is this option, given alone or as `--name=value`; for the few places
    /// that read the raw words before they are parsed (`--help` anywhere, `--lang` for the
    /// report of a line that does not parse).
    func isSpelled(in word: String) -> Bool { word == spelling }

    /// The value of `word` when it is `--name=value`.
    func inlineValue(in word: String) -> String? {
        let prefix = spelling + "="
        return word.hasPrefix(prefix) ? String(word.dropFirst(prefix.count)) : nil
    }

    /// Whether `word` is `--help` or `-h`.
    static func asksForHelp(_ word: String) -> Bool { help.isSpelled(in: word) || shortHelp.isSpelled(in: word) }

    /// The word that ends the options: `--`.
    static let endOfOptions = "--"
}
