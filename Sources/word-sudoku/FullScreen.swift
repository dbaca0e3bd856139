import Foundation
import SudokuEngine
import TerminalUI
import WordSudokuKit

/// The full-screen game: what `word-sudoku` with no command starts on a terminal.
///
/// Until the kit's game session and store are in, games are practice games that keep nothing
/// on disk (`GameServices.practice`), on the built-in word lists.
func runFullScreen(noColor: Bool, highContrast: Bool) -> ExitStatus {
    guard Terminal.isInteractive() else {
        print(Command.overview)
        return .success
    }
    let environment = ProcessInfo.processInfo.environment
    var settings = AppSettings.fromEnvironment(environment, noColor: noColor)
    if highContrast && settings.theme != .none { settings.theme = .highContrast }
    let start = Date()
    let services = GameServices.practice(lists: fullScreenWordLists(), now: { Date().timeIntervalSince(start) })
    var runner = TerminalRunner(app: TerminalApp(settings: settings, services: services))
    do {
        try runner.run()
    } catch {
        printError("word-sudoku: \(error)")
        return .failure
    }
    return .success
}

/// The lists offered on the New game and Word lists screens: the built-in ones.
func fullScreenWordLists() -> [WordList] {
    BuiltInWordLists.all.map(\.list)
}
