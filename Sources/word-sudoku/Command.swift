/// One subcommand of `word-sudoku`: its name, its help, the options it knows, and what it does.
///
/// Each command lives in its own file as `extension Command { static let name = ... }` and is
/// listed once in `Command.all`.
struct Command: Sendable {
    let name: String
    /// One line for the command list.
    let summary: String
    /// The synopsis, e.g. `solve [--box RxC] [--count] [FILE ...]`.
    let usage: String
    /// What each option does, shown by `word-sudoku help NAME`: written out only then, since
    /// some commands' details list tables (the settings' keys, the built-in lists) that take
    /// far longer to build than `solve` takes to start.
    var details: String { makeDetails() }
    private let makeDetails: @Sendable () -> String
    let flags: Set<String>
    let options: Set<String>
    let run: @Sendable (Arguments) throws -> ExitStatus

    init(name: String, summary: String, usage: String, details: @autoclosure @escaping @Sendable () -> String,
         flags: Set<String>, options: Set<String>, run: @escaping @Sendable (Arguments) throws -> ExitStatus) {
        self.name = name
        self.summary = summary
        self.usage = usage
        makeDetails = details
        self.flags = flags
        self.options = options
        self.run = run
    }

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
        .generate,
        .rate,
        .solve,
        .bench,
        .about,
        .help,
    ]

    static func named(_ name: String) -> Command? { all.first { $0.name == name } }
}
