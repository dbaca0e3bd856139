import Foundation
import SudokuEngine

/// A game in progress: the setup, the puzzle and its solution, the board with notes, the
/// counters, the undo and redo history, the timer and, once finished, the result.
///
/// A value: `apply(_:at:)` is the only way the game changes, so a front end, a test and a
/// saved file all see the same game. Mistakes, hints and peeks are never undone.
public struct GameSession: Equatable, Sendable {
    /// This game's identity: the history records a finish under it once (see
    /// `Store.recordFinishedGame`), however often the finish is retried.
    public let id: String
    public internal(set) var setup: GameSetup
    /// The puzzle's given cells (0 where the learner fills in).
    public let givens: [UInt8]
    public let solution: [UInt8]
    /// The board now: givens plus entries (0 empty).
    public internal(set) var cells: [UInt8]
    /// Pencil notes per cell: bit `s - 1` set when symbol `s` is noted.
    public internal(set) var notes: [UInt32]
    public internal(set) var mistakes: Int
    /// Mistakes per symbol of the solution (index `s - 1`): the words the learner missed.
    public internal(set) var mistakesBySymbol: [Int]
    public internal(set) var hintsUsed: Int
    /// The board when the last hint was counted: asking again before anything is placed or
    /// erased shows the same hint, so it is not counted twice.
    var boardAtLastHint: [UInt8]?
    public internal(set) var peeksUsed: Int
    /// Per symbol (index `s - 1`): what this game showed of the learner's memory of the word,
    /// for the scheduler (`WordEvidence`). Never undone, like mistakes.
    public internal(set) var evidence: [WordEvidence]
    /// The cells where a wrong word was placed at some point (sorted): a right word placed there
    /// afterwards was found by trial and error, not recalled (`WordEvidence`). Never undone.
    public internal(set) var triedWrong: [Int] = []
    /// The steps that `undo` takes back, the last one last (kept packed as well: see `StepStack`).
    private(set) var undoStack: StepStack
    /// The steps that `redo` plays again, the next one last.
    private(set) var redoStack: StepStack
    public var timer: GameTimer
    public internal(set) var result: GameResult?
    /// The cell a front end had selected, so a resumed game opens where it was left (nil:
    /// none kept, as in line mode).
    public var cursor: Int?
    /// The scores, the turn and who scored each cell, in a two-player game (`setup.players`);
    /// nil in a game of one.
    public internal(set) var turns: Turns?

    /// What one cell holds: a word (or 0) and its notes.
    public struct Content: Equatable, Sendable, Codable {
        public var value: UInt8
        public var notes: UInt32
    }

    /// One cell's change within a step.
    public struct CellChange: Equatable, Sendable, Codable {
        public var cell: Int
        public var before: Content
        public var after: Content
    }

    /// An undoable move and every cell it changed (a placement also clears peer notes).
    public struct Step: Equatable, Sendable, Codable {
        public var move: Move
        public var changes: [CellChange]
    }

    /// A new game on `givens` whose unique solution is `solution` (both N² cells, 0 = empty),
    /// with a new random `id` unless one is given.
    public init(setup: GameSetup, givens: [UInt8], solution: [UInt8], id: String = UUID().uuidString) {
        precondition(givens.count == setup.shape.cellCount && solution.count == givens.count)
        self.id = id
        self.setup = setup
        self.givens = givens
        self.solution = solution
        cells = givens
        notes = [UInt32](repeating: 0, count: givens.count)
        mistakes = 0
        mistakesBySymbol = [Int](repeating: 0, count: setup.shape.size)
        hintsUsed = 0
        peeksUsed = 0
        evidence = [WordEvidence](repeating: WordEvidence(), count: setup.shape.size)
        undoStack = StepStack()
        redoStack = StepStack()
        timer = GameTimer()
        result = nil
        if setup.players != nil { turns = Turns(cellCount: givens.count, size: setup.shape.size) }
    }

    /// A game as it was saved, every field given (`GameSession+Coding` reads it; check it with
    /// `validate()` before playing it).
    init(id: String, setup: GameSetup, givens: [UInt8], solution: [UInt8], cells: [UInt8], notes: [UInt32],
         mistakes: Int, mistakesBySymbol: [Int], hintsUsed: Int, boardAtLastHint: [UInt8]?, peeksUsed: Int,
         evidence: [WordEvidence], undoSteps: [Step], redoSteps: [Step], timer: GameTimer, result: GameResult?) {
        self.id = id
        self.setup = setup
        self.givens = givens
        self.solution = solution
        self.cells = cells
        self.notes = notes
        self.mistakes = mistakes
        self.mistakesBySymbol = mistakesBySymbol
        self.hintsUsed = hintsUsed
        self.boardAtLastHint = boardAtLastHint
        self.peeksUsed = peeksUsed
        self.evidence = evidence
        undoStack = StepStack(undoSteps)
        redoStack = StepStack(redoSteps)
        self.timer = timer
        self.result = result
    }

    public var shape: BoxShape { setup.shape }
    public func isGiven(_ cell: Int) -> Bool { givens[cell] != 0 }

    /// Whether restarting empties `cell`: a cell of the player's with a word or notes.
    private func restartClears(_ cell: Int) -> Bool { !isGiven(cell) && (cells[cell] != 0 || notes[cell] != 0) }

    /// Whether a restart would change anything (else it is refused, `nothingToRestart`): the
    /// full screen asks "Clear all your words?" only then.
    public var canRestart: Bool { cells.indices.contains(where: restartClears) }
    /// The symbols noted in `cell`.
    public func notes(at cell: Int) -> CandidateSet { CandidateSet(mask: notes[cell]) }
    /// Whether the entry in `cell` is wrong (for display in immediate mode).
    func isWrong(_ cell: Int) -> Bool { cells[cell] != 0 && cells[cell] != solution[cell] }
    public var peeksLeft: Int { max(0, setup.peekLimit - peeksUsed) }
    public var isFinished: Bool { result != nil }
    /// Every cell filled, rightly.
    public var isSolved: Bool { cells == solution }
    public var isFilled: Bool { !cells.contains(0) }
    /// The steps that `undo` takes back, the last one last.
    public var undoSteps: [Step] { undoStack.steps }
    /// The steps that `redo` plays again, the next one last.
    var redoSteps: [Step] { redoStack.steps }
    /// The cells that are empty or hold a wrong word, in reading order: what a game ended
    /// unsolved has to correct.
    public var cellsToCorrect: [Int] { cells.indices.filter { cells[$0] != solution[$0] } }
    /// How many cells the learner had to fill.
    var cellsToFill: Int { givens.reduce(0) { $0 + ($1 == 0 ? 1 : 0) } }
    /// The word bank's counts, by symbol (index 0 for symbol 1): how many of each word are still
    /// to place. Both front ends show these numbers.
    ///
    /// When mistakes are shown at once, a word's count is the grid's size less the cells where it
    /// is *rightly* placed, so a wrong placement (flagged anyway) does not hide that one of that
    /// word is still to place. In exam mode nothing may tell a right placement from a wrong one
    /// before the end, so there every placement counts, right or wrong; a count below zero then
    /// means more of that word are placed than the grid holds.
    public var bankCounts: [Int] {
        let n = shape.size
        var placed = [Int](repeating: 0, count: n + 1)
        let countsWrongPlacements = setup.mode == .atFinish
        for (cell, value) in cells.enumerated() where value != 0 && (countsWrongPlacements || value == solution[cell]) {
            placed[Int(value)] += 1
        }
        return (1...n).map { n - placed[$0] }
    }

    /// Spends one peek of the game's allowance, which the whole dictionary and a single word's
    /// lookup share: nil, or the refusal when none is left.
    mutating func spendPeek() -> MoveOutcome? {
        if peeksUsed >= setup.peekLimit { return .refused(.peekLimitReached(limit: setup.peekLimit)) }
        peeksUsed += 1
        return nil
    }

    /// A copy with the timer paused at `time`: the form to save.
    func snapshot(at time: Double) -> GameSession {
        var copy = self
        copy.timer.pause(at: time)
        return copy
    }

    /// Plays `move`; `time` is the clock reading (for `finish`). `correction`: the typed word of
    /// a placement was accepted with one (accents, article), which the learner memory counts.
    @discardableResult
    public mutating func apply(_ move: Move, at time: Double, correction: AnswerCorrection? = nil) -> MoveOutcome {
        guard result == nil else { return .refused(.gameOver) }
        if turns != nil, let outcome = applyTurn(move, at: time, correction: correction) { return outcome }
        switch move {
        case let .place(cell, symbol):
            guard cells.indices.contains(cell), (1...shape.size).contains(symbol) else { return .refused(.cellOutOfRange) }
            if isGiven(cell) { return .refused(.givenCell(cell: cell)) }
            if Int(cells[cell]) == symbol { return .refused(.sameWordAlready(cell: cell)) }
            var changes = [change(cell, to: Content(value: UInt8(symbol), notes: 0))]
            let bit = UInt32(1) << UInt32(symbol - 1)
            for peer in shape.peers(of: cell) where notes[peer] & bit != 0 {
                changes.append(change(peer, to: Content(value: cells[peer], notes: notes[peer] & ~bit)))
            }
            record(Step(move: move, changes: changes))
            let isMistake = Int(solution[cell]) != symbol
            if isMistake {
                mistakes += 1
                mistakesBySymbol[Int(solution[cell]) - 1] += 1
            }
            noteEvidence(placing: symbol, in: cell, correction: correction)
            return .placed(cell: cell, symbol: symbol, isMistake: isMistake,
                           flagged: isMistake && setup.mode == .immediate, notesCleared: changes.count - 1)
        case let .erase(cell):
            guard cells.indices.contains(cell) else { return .refused(.cellOutOfRange) }
            if isGiven(cell) { return .refused(.givenCell(cell: cell)) }
            if cells[cell] == 0 && notes[cell] == 0 { return .refused(.cellAlreadyEmpty(cell: cell)) }
            record(Step(move: move, changes: [change(cell, to: Content(value: 0, notes: 0))]))
            return .erased(cell: cell)
        case let .toggleNote(cell, symbol):
            guard cells.indices.contains(cell), (1...shape.size).contains(symbol) else { return .refused(.cellOutOfRange) }
            if isGiven(cell) { return .refused(.givenCell(cell: cell)) }
            if cells[cell] != 0 { return .refused(.cellHoldsAWord(cell: cell)) }
            let bit = UInt32(1) << UInt32(symbol - 1)
            record(Step(move: move, changes: [change(cell, to: Content(value: 0, notes: notes[cell] ^ bit))]))
            return .noteToggled(cell: cell, symbol: symbol, isOn: notes[cell] & bit != 0)
        case .undo:
            guard let step = undoStack.pop() else { return .refused(.nothingToUndo) }
            for change in step.changes.reversed() { set(change.cell, change.before) }
            redoStack.push(step)
            return .undone(step.move)
        case .redo:
            guard let step = redoStack.pop() else { return .refused(.nothingToRedo) }
            for change in step.changes { set(change.cell, change.after) }
            undoStack.push(step)
            return .redone(step.move)
        case .restart:
            let changes = cells.indices.compactMap { cell -> CellChange? in
                guard restartClears(cell) else { return nil }
                return change(cell, to: Content(value: 0, notes: 0))
            }
            if changes.isEmpty { return .refused(.nothingToRestart) }
            record(Step(move: move, changes: changes))
            return .restarted
        case .hint:
            let (hint, named) = HintFinder.nextNamingWords(setup: setup, givens: givens, cells: cells, solution: solution)
            noteShown(named)
            // Pointing at a wrong word the board already marks (immediate mode) tells nothing new.
            var marked = false
            if case .wrongEntry = hint, setup.mode == .immediate { marked = true }
            if hint != .solved && !marked && boardAtLastHint != cells {
                hintsUsed += 1
                boardAtLastHint = cells
            }
            return .hint(hint)
        case .pass:
            return .refused(.onlyInTwoPlayerGame)
        case .peek:
            if let refusal = spendPeek() { return refusal }
            noteShown(1...shape.size)
            return .peek(left: peeksLeft)
        case let .lookUp(symbol):
            guard (1...shape.size).contains(symbol) else { return .refused(.cellOutOfRange) }
            if evidence[symbol - 1].shown { return .lookedUpAgain(symbol: symbol) }
            if let refusal = spendPeek() { return refusal }
            noteShown([symbol])
            return .lookedUp(symbol: symbol, left: peeksLeft)
        case .finish:
            timer.pause(at: time)
            let seconds = Int(timer.elapsed(at: time))
            let valid = isSolved
            let score = Score.compute(valid: valid, size: shape.size, grade: setup.grade.rawValue,
                                      cellsToFill: cellsToFill, seconds: seconds, mistakes: mistakes,
                                      hints: hintsUsed, peeks: peeksUsed)
            // The words to review are those the learner memory charges as forgotten
            // (`WordEvidence`: a word typed where its own translation was in sight, or looked
            // up), so the results and the memory never name different words; a sudoku slip (a
            // word the board did not rule out) is a mistake, not a word missed.
            let missed = (1...shape.size).filter { evidence[$0 - 1].rating == .again }
            let finished = GameResult(valid: valid, mistakes: mistakes, seconds: seconds, hints: hintsUsed,
                                      peeks: peeksUsed, score: score, missedSymbols: missed, scores: turns?.scores,
                                      playerMistakes: turns?.mistakes)
            result = finished
            return .finished(finished)
        }
    }

    func change(_ cell: Int, to after: Content) -> CellChange {
        CellChange(cell: cell, before: Content(value: cells[cell], notes: notes[cell]), after: after)
    }

    private mutating func set(_ cell: Int, _ content: Content) {
        cells[cell] = content.value
        notes[cell] = content.notes
    }

    /// Plays a new step: applies it, makes it undoable and forgets what could be redone.
    mutating func record(_ step: Step) {
        for change in step.changes { set(change.cell, change.after) }
        undoStack.push(step)
        redoStack.removeAll()
    }
}
