import SudokuEngine
import WordSudokuKit

/// The solver screen's state: the shape, the givens typed so far, the cursor, and what Solve or
/// Explain found for them.
///
/// Typing follows the puzzle format: a symbol fills the cell under the cursor and moves to the
/// next cell in reading order, `0` and `.` leave it empty and move on. So the keys of a pasted
/// line (a terminal sends a paste as a fast run of characters, see `KeyDecoder`) fill the grid
/// from the first cell as `PuzzleText` would read them. Once Solve found exactly one solution,
/// `P` plays the typed puzzle: rated first (`Work.rate`), then the app opens the New game form
/// on it (`toPlay`).
struct SolverScreen: Equatable {
    /// What the app must do after a key: `work` says the screen asks for `pending` to be done
    /// after a frame has said so (`TerminalApp.doSlowWork`).
    enum Outcome: Equatable { case none, leave, work }

    /// Work that may take a moment on a big, sparse grid (a debug build explains a 16×16 in about
    /// a second): the screen says "Solving…" first, as the game says "Making the puzzle…".
    /// `rate`: Play it rates the puzzle for its game (a sparse 16×16 takes seconds in a debug build).
    enum Work: Equatable { case solve, explain, rate }

    var shapeIndex: Int
    var puzzle: Board
    var cursor = 0
    /// What Solve found, shown until the givens change.
    var verdict: SolverVerdict?
    /// The steps of Explain while they are shown.
    var explanation: Explanation?
    /// A short remark (Explain on an empty grid).
    var message: Localized?
    /// Solve or Explain asked for and not done yet.
    var pending: Work?
    /// The typed puzzle, rated, once Play it asked for it: the app takes it to the New game form.
    var toPlay: TypedPuzzle?

    /// The shapes the solver types: the New game form's up to 16×16, whose symbols (`1`–`9`,
    /// `A`–`G`) leave `P`, `S` and `X` free for commands and whose grid fits 80×24 beside its text.
    static let shapes = NewGameForm.shapes.filter { $0.rows * $0.columns <= 16 }

    /// A new screen on `shape` when the solver types it, else on the first shape.
    init(shape: BoxShape) {
        shapeIndex = Self.shapes.firstIndex { $0 == (shape.boxRows, shape.boxColumns) } ?? 0
        puzzle = Board(shape: Self.shape(at: shapeIndex))
    }

    static func shape(at index: Int) -> BoxShape {
        let (rows, columns) = shapes[index]
        return try! BoxShape(rows: rows, columns: columns)
    }

    var shape: BoxShape { puzzle.shape }

    /// The one solution Solve found, if it found exactly one for the givens as they are.
    var solution: Board? {
        if case .solved(let solution)? = verdict { return solution }
        return nil
    }

    /// Whether `P` plays the puzzle now: it has one solution, and the app offers games on it.
    func isPlayable(offersPlay: Bool) -> Bool { offersPlay && solution != nil && pending == nil }

    /// Handles one key (Ctrl-C and Ctrl-Z are the app's); `offersPlay`: the app can make a
    /// game on a typed puzzle (`GameServices.typedGame`).
    mutating func handle(_ key: Key, offersPlay: Bool = false) -> Outcome {
        message = nil
        if explanation != nil { return handleExplaining(key) }
        if case .character(let character) = key, let value = PuzzleText.value(of: character), value <= shape.size {
            set(value)
            cursor = (cursor + 1) % shape.cellCount
            return .none
        }
        let entries = SolverKeys.editing(size: shape.size, playable: isPlayable(offersPlay: offersPlay))
        guard let command = SolverKeys.command(for: key, in: entries) else { return .none }
        switch command {
        case .up: cursor = (cursor - shape.size + shape.cellCount) % shape.cellCount
        case .down: cursor = (cursor + shape.size) % shape.cellCount
        case .left: cursor = (cursor - 1 + shape.cellCount) % shape.cellCount
        case .right: cursor = (cursor + 1) % shape.cellCount
        case .firstCell: cursor = 0
        case .eraseBack:
            cursor = (cursor - 1 + shape.cellCount) % shape.cellCount
            set(0)
        case .erase: set(0)
        case .nextShape: changeShape(by: 1)
        case .previousShape: changeShape(by: -1)
        case .solve:
            pending = .solve
            return .work
        case .explain:
            guard puzzle.emptyCount < shape.cellCount else {
                message = SolverText.emptyGrid
                return .none
            }
            pending = .explain
            return .work
        case .back:
            if verdict != nil { verdict = nil } else { return .leave }
        case .playIt:
            pending = .rate
            return .work
        case .nextStep, .previousStep: break
        }
        return .none
    }

    private mutating func handleExplaining(_ key: Key) -> Outcome {
        switch SolverKeys.command(for: key, in: SolverKeys.explaining) {
        case .nextStep?: explanation?.next()
        case .previousStep?: explanation?.previous()
        case .back?: explanation = nil
        default: break
        }
        return .none
    }

    /// Puts `value` (0: empty) under the cursor; a changed grid has no verdict any more.
    private mutating func set(_ value: Int) {
        guard puzzle[cursor] != value else { return }
        puzzle.cells[cursor] = UInt8(value)
        verdict = nil
    }

    /// Another shape empties the grid: the givens of one shape mean nothing in another.
    private mutating func changeShape(by step: Int) {
        let count = Self.shapes.count
        shapeIndex = (shapeIndex + step + count) % count
        puzzle = Board(shape: Self.shape(at: shapeIndex))
        cursor = 0
        verdict = nil
    }

    /// Does what Solve or Explain asked for. Solve gives up when `shouldContinue` says so (Esc
    /// typed meanwhile) and says it stopped; Explain's logic solver is quick and always ends.
    mutating func doPending(shouldContinue: () -> Bool = { true }) {
        switch pending {
        case .solve?:
            verdict = SolverVerdict(judging: puzzle, while: shouldContinue)
            if verdict == nil { message = SolverText.solvingStopped }
        case .explain?: explain()
        case .rate?: toPlay = solution.flatMap { TypedPuzzle(givens: puzzle, solution: $0) }
        case nil: break
        }
        pending = nil
    }

    /// Explain: givens that break a rule are shown as Solve shows them (the logic solver has
    /// nothing to explain about them); otherwise the steps, from the first.
    ///
    /// What Solve found stays: the givens have not changed, so Esc from the steps goes back to
    /// the solved grid with Play it still offered. Steps that solve the grid without Solve
    /// having been asked end on the solved grid too: the exact solver confirms the one solution
    /// (quick on a grid logic solves), so Esc shows it and offers Play it.
    private mutating func explain() {
        if !puzzle.isConsistent {
            verdict = SolverVerdict(judging: puzzle)
            return
        }
        let explanation = Explanation(of: puzzle)
        if verdict == nil, explanation.outcome == .solved { verdict = SolverVerdict(judging: puzzle) }
        self.explanation = explanation
    }
}
