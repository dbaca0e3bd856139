import Foundation
import WordSudokuKit

/// Real games finished by the real binary, for tests that need history lines: the binary
/// starts the game and saves it, the test reads the solution from the saved game, and the
/// binary is fed the moves that solve it.
enum FinishedGame {
    /// Starts `play --plain` with `options` in `home` (replacing any saved game) and reads the
    /// game it saved.
    static func start(_ options: [String], home: String) throws -> GameSession {
        let started = try Binary.run(["play", "--plain", "--new", "--lang", "en"] + options, input: "show\nquit\n",
                                     environment: ["WORD_SUDOKU_HOME": home])
        guard started.status == 0, let session = Store(directory: home).loadGame() else {
            throw PlayScript.Problem("no saved game after \(options): \(started.stderr)")
        }
        return session
    }

    /// The moves that finish `session`: one `CELL WORD` line for each cell still empty.
    static func solvingMoves(_ session: GameSession) -> String {
        session.cells.indices.filter { session.cells[$0] == 0 }.map { cell in
            CellName.text(cell, shape: session.shape) + " " + session.setup.answerWord(Int(session.solution[cell])) + "\n"
        }.joined()
    }

    /// Plays the game `options` make to its end in `home`: started, then solved by `resume`.
    @discardableResult
    static func play(_ options: [String], home: String) throws -> Binary.Result {
        let session = try start(options, home: home)
        return try Binary.run(["resume", "--plain", "--lang", "en"], input: solvingMoves(session),
                              environment: ["WORD_SUDOKU_HOME": home])
    }
}
