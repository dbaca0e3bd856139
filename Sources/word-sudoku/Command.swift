import WordSudokuKit

/// One subcommand of `word-sudoku`: its name, its help, the options it takes, and what it does.
///
/// Each command lives in its own file as `extension Command { static let name = ... }` and is
/// listed once in `Command.all`. Its usage line, its options' help, the man page and the shell
/// completions are made from `options` (`Option`), so an option is never spelled twice.
struct Command: Sendable {
    let name: String
    /// One line for the command list.
    let summary: Localized
    /// The operands in the usage line, after the options: `[FILE ...]`.
    let operands: String
    /// What the command does, before its options; empty when the summary says it all. Written
    /// out only when asked, since some commands' texts list tables (the settings' keys, the
    /// built-in lists) that take far longer to build than `solve` takes to start.
    var description: Localized { makeDescription() }
    /// What follows the options: defaults, what the output means, the exit status.
    var notes: Localized { makeNotes() }
    private let makeDescription: @Sendable () -> Localized
    private let makeNotes: @Sendable () -> Localized
    /// Every option the command takes, in the order its help lists them.
    let options: [Option]
    /// What the operands may be, for the shell completions (`words`' actions, files to solve).
    var operandValues: Option.Values { makeOperandValues() }
    private let makeOperandValues: @Sendable () -> Option.Values
    let run: @Sendable (Arguments) throws -> ExitStatus

    init(name: String, summary: Localized, operands: String = "",
         operandValues: @autoclosure @escaping @Sendable () -> Option.Values = .none,
         description: @autoclosure @escaping @Sendable () -> Localized = Command.noText,
         options: [Option],
         notes: @autoclosure @escaping @Sendable () -> Localized = Command.noText,
         run: @escaping @Sendable (Arguments) throws -> ExitStatus) {
        self.name = name
        self.summary = summary
        self.operands = operands
        makeDescription = description
        makeNotes = notes
        self.options = options
        makeOperandValues = operandValues
        self.run = run
    }

    /// No text, in either language.
    static let noText = Localized(en: "", fr: "")

    /// The synopsis made from the options: `solve [--box RxC] [--count] [--time-limit S] [FILE ...]`,
    /// in French `… [FICHIER ...]`.
    func usage(_ language: UILanguage) -> String {
        ([name] + options.map { "[\($0.synopsis(language))]" }
            + (operands.isEmpty ? [] : [CommandLineText.placeholders(operands)(language)])).joined(separator: " ")
    }

    /// Whether the command takes `option`.
    func takes(_ option: Option) -> Bool { options.contains(option) }

    /// Every command, in the order `--help` lists them.
    static let all: [Command] = [
        // For players, then for teachers, then for sudoku tools and developers.
        .play,
        .resume,
        .daily,
        .calendar,
        .stats,
        .settings,
        .doctor,
        .words,
        .worksheet,
        .classReport,
        .generate,
        .rate,
        .solve,
        .bench,
        .about,
        .help,
        .completions,
        .man,
    ]

    static func named(_ name: String) -> Command? { all.first { $0.name == name } }
}
