#if canImport(Glibc)
import Glibc
#endif
import Foundation
import WordSudokuKit

/// Runs the command line and turns its outcome into an exit status: a command returns its
/// status, or throws an error that `ErrorReport` says and gives the status of. Output is I/O:
/// when what the command printed cannot all reach standard output (a full disk, a closed
/// pipe or descriptor), the run fails with exit 73 and says so, rather than a silent 0.
func runMain(_ words: [String]) -> ExitStatus {
    // The language of the help and the errors; `--lang` counts for a command that has it.
    var languageWords: [String] = []
    var commandName: String?
    let status = runCommandLine(words, languageWords: &languageWords, commandName: &commandName)
    if let failure = StandardOutput.flush() {
        let report = ErrorReport(failure, command: commandName, in: .commandLine(languageWords))
        report.say()
        return report.status
    }
    return status
}

/// The command line's work, without the final check of standard output.
private func runCommandLine(_ words: [String], languageWords: inout [String], commandName: inout String?) -> ExitStatus {
    do {
        // No command (or only display flags): the full-screen game on a terminal, the usage elsewhere.
        if words.allSatisfy({ word in Option.display.contains { $0.isSpelled(in: word) } }) {
            return try runFullScreen(noColor: words.contains(Option.noColor.spelling), highContrast: words.contains(Option.highContrast.spelling))
        }
        let first = words[0]
        if Option.asksForHelp(first) { print(Command.overview(.commandLine())); return .success }
        if Option.version.isSpelled(in: first) { print("word-sudoku \(wordSudokuVersion)"); return .success }
        guard let command = Command.named(first) else {
            throw UsageError(first.hasPrefix("-") ? CommandLineText.unknownOption(first) : CommandLineText.unknownCommand(first))
        }
        commandName = command.name
        let rest = Array(words.dropFirst())
        if command.takes(.lang) { languageWords = rest }
        if rest.contains(where: Option.asksForHelp) {
            print(command.fullHelp(.commandLine(languageWords)))
            return .success
        }
        let arguments = try Arguments(rest, command: command.name, options: command.options)
        return try command.run(arguments)
    } catch {
        let report = ErrorReport(error, command: commandName, in: .commandLine(languageWords))
        report.say()
        return report.status
    }
}

/// Writes one line to standard error.
func printError(_ line: String) {
    var text = line
    text.append("\n")
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

exit(runMain(Array(CommandLine.arguments.dropFirst())).rawValue)
