import Foundation
import SudokuEngine
import TerminalUI
import WordSudokuKit

/// The full-screen game: what `word-sudoku` with no command starts on a terminal, and what
/// `play`, `resume` and `daily` open when they are not in line mode.
func runFullScreen(noColor: Bool, highContrast: Bool) throws -> ExitStatus {
    guard Terminal.isInteractive() else {
        print(Command.overview)
        return .success
    }
    let arguments = try Arguments([], command: "play", options: Command.play.options)
    return try runFullScreen(try GameContext(arguments, holdingTheGame: true), noColor: noColor, highContrast: highContrast)
}

/// Runs the full-screen game on `context`'s store; `prepare` sets up its first screen (the
/// menu when it does nothing). Throws `DataLeftUnwritten` (status 73) when the player's data
/// was left unwritten.
func runFullScreen(_ context: GameContext, noColor: Bool, highContrast: Bool,
                   prepare: (inout TerminalApp) -> Void = { _ in }) throws -> ExitStatus {
    let settings = AppSettings(settings: context.settings, language: context.language, player: context.player,
                               environment: ProcessInfo.processInfo.environment, noColor: noColor, highContrast: highContrast)
    let services = GameServices.live(store: context.store, library: context.lists, player: context.player,
                                     request: try context.request(), clock: SystemClock(), date: Date.init,
                                     random: RandomSource(seed: UInt64.random(in: 0...UInt64.max)))
    var app = TerminalApp(settings: settings, services: services)
    prepare(&app)
    var runner = TerminalRunner(app: app, speaker: Speaker.find(environment: ProcessInfo.processInfo.environment))
    try runner.run()
    // The last failure, once more where the terminal is back to normal.
    if let failure = runner.app.unwritten { throw DataLeftUnwritten(failure: failure, alreadySaid: false) }
    // A game left for later: how to go on with it, as line mode says.
    if runner.app.keptAGame, GameLifecycle.gameInProgress(in: context.store) != nil {
        emit([GameText.keptForResume(context.language)])
    }
    return .success
}
