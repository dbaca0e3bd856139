import SudokuEngine
import WordSudokuKit

/// A self-contained game used until the kit's game session is wired in: a puzzle made from a
/// shuffled pattern grid, undo by stacks of states, a timer on the injected clock.
/// It keeps nothing on disk.
public struct PracticeGame: PlayableGame {
    public let shape: BoxShape
    public let grade: Grade
    public let pairs: [WordPair]
    public let givenSide: Side
    public let languages: [String]
    public let immediate: Bool
    public let code: String? = nil
    let givens: Board
    let solution: Board

    struct State: Equatable {
        var board: Board
        var notes: [CandidateSet]
    }
    var state: State
    var undoStack: [State] = []
    var redoStack: [State] = []
    public private(set) var mistakes = 0
    public private(set) var hintsUsed = 0
    public private(set) var peeksLeft: Int
    let peekLimit: Int
    var missedSymbols: Set<Int> = []
    var playedSeconds: Double = 0
    var runningSince: Double?

    /// A new game of `shape` on the first N pairs of `pairs`, from `seed`.
    public init(shape: BoxShape, grade: Grade, pairs: [WordPair], languages: [String] = ["en", "fr"], givenSide: Side,
                immediate: Bool = true, peeks: Int = 2, seed: UInt64, now: Double) {
        precondition(pairs.count >= shape.size, "a \(shape) puzzle needs \(shape.size) pairs")
        var random = RandomSource(seed: seed)
        var chosen = pairs
        random.shuffle(&chosen)
        self.shape = shape
        self.grade = grade
        self.pairs = Array(chosen.prefix(shape.size))
        self.givenSide = givenSide
        self.languages = languages
        self.immediate = immediate
        peekLimit = peeks
        peeksLeft = peeks
        solution = PracticeGame.solvedGrid(shape, &random)
        givens = PracticeGame.puzzle(from: solution, grade: grade, &random)
        state = State(board: givens, notes: Array(repeating: .empty, count: shape.cellCount))
        runningSince = now
    }

    /// A full grid: the pattern `(r·bc + r/br + c) mod N`, its symbols, rows within bands,
    /// bands, columns within stacks and stacks shuffled.
    static func solvedGrid(_ shape: BoxShape, _ random: inout RandomSource) -> Board {
        let n = shape.size, br = shape.boxRows, bc = shape.boxColumns
        var symbols = Array(1...n)
        random.shuffle(&symbols)
        func order(groups: Int, per: Int) -> [Int] {
            var groupOrder = Array(0..<groups)
            random.shuffle(&groupOrder)
            return groupOrder.flatMap { g -> [Int] in
                var inside = Array(0..<per)
                random.shuffle(&inside)
                return inside.map { g * per + $0 }
            }
        }
        let rows = order(groups: n / br, per: br)
        let columns = order(groups: n / bc, per: bc)
        var board = Board(shape: shape)
        for r in 0..<n {
            for c in 0..<n {
                let rr = rows[r], cc = columns[c]
                board[row: r, column: c] = symbols[(rr * bc + rr / br + cc) % n]
            }
        }
        return board
    }

    /// Removes cells in random order, down to a share of givens set by the grade, keeping only
    /// removals after which the puzzle still has one solution.
    static func puzzle(from solution: Board, grade: Grade, _ random: inout RandomSource) -> Board {
        let shape = solution.shape
        var cells = Array(0..<shape.cellCount)
        random.shuffle(&cells)
        var board = solution
        let keepShare = [0.62, 0.52, 0.45, 0.40, 0.36][grade.rawValue - 1]
        let minimumGivens = Int(Double(shape.cellCount) * keepShare)
        let solver = ExactSolver(shape: shape)
        var givens = shape.cellCount
        for cell in cells where givens > minimumGivens {
            let symbol = board[cell]
            board[cell] = 0
            if solver.countSolutions(board, limit: 2) != 1 {
                board[cell] = symbol
            } else {
                givens -= 1
            }
        }
        return board
    }

    public var board: Board { state.board }
    public var showsMistakes: Bool { immediate }
    public func isGiven(_ cell: Int) -> Bool { givens[cell] != 0 }
    public func isShownWrong(_ cell: Int) -> Bool {
        immediate && state.board[cell] != 0 && state.board[cell] != solution[cell]
    }
    public func notes(at cell: Int) -> CandidateSet { state.notes[cell] }
    public var isSolved: Bool { state.board == solution }

    public func elapsedSeconds(at now: Double) -> Int {
        Int(playedSeconds + (runningSince.map { max(0, now - $0) } ?? 0))
    }

    private mutating func record(_ change: (inout State) -> Void) {
        let before = state
        change(&state)
        guard state != before else { return }
        undoStack.append(before)
        redoStack.removeAll()
    }

    public mutating func place(_ symbol: Int, at cell: Int) -> PlayOutcome {
        if isGiven(cell) { return .givenIsLocked }
        let peers = shape.peers(of: cell)
        record { state in
            state.board[cell] = symbol
            state.notes[cell] = .empty
            for peer in peers { state.notes[peer].remove(symbol) }
        }
        if symbol != solution[cell] {
            mistakes += 1
            missedSymbols.insert(solution[cell])
            return .mistake
        }
        return isSolved ? .solved : .done
    }

    public mutating func erase(at cell: Int) -> PlayOutcome {
        if isGiven(cell) { return .givenIsLocked }
        record { state in
            state.board[cell] = 0
            state.notes[cell] = .empty
        }
        return .done
    }

    public mutating func toggleNote(_ symbol: Int, at cell: Int) -> PlayOutcome {
        if isGiven(cell) { return .givenIsLocked }
        record { state in
            if state.notes[cell].contains(symbol) { state.notes[cell].remove(symbol) } else { state.notes[cell].insert(symbol) }
        }
        return .done
    }

    public mutating func undo() -> PlayOutcome {
        guard let last = undoStack.popLast() else { return .nothingToUndo }
        redoStack.append(state)
        state = last
        return .done
    }

    public mutating func redo() -> PlayOutcome {
        guard let next = redoStack.popLast() else { return .nothingToRedo }
        undoStack.append(state)
        state = next
        return .done
    }

    public mutating func restart() -> PlayOutcome {
        let fresh = State(board: givens, notes: Array(repeating: .empty, count: shape.cellCount))
        record { state in state = fresh }
        return .done
    }

    /// A naked single if there is one, else the solution's word for the first empty cell.
    public mutating func hint() -> BoardHint? {
        let empty = (0..<shape.cellCount).filter { state.board[$0] == 0 }
        guard !empty.isEmpty else { return nil }
        hintsUsed += 1
        for cell in empty {
            let candidates = state.board.candidates(at: cell)
            if candidates.count == 1, let symbol = candidates.first {
                let name = PracticeGame.cellName(cell, shape)
                let word = pairs[symbol - 1].shown(givenSide.other)
                return BoardHint(text: Localized(en: "\(name): only «\(word)» fits (its row, column and box hold the others)",
                                                 fr: "\(name) : seul «\(word)» va (sa ligne, sa colonne et son bloc ont les autres)"),
                                 cells: [cell] + shape.peers(of: cell).filter { state.board[$0] != 0 })
            }
        }
        let cell = empty[0]
        let word = pairs[solution[cell] - 1].shown(givenSide.other)
        let name = PracticeGame.cellName(cell, shape)
        return BoardHint(text: Localized(en: "\(name): «\(word)»", fr: "\(name) : «\(word)»"), cells: [cell])
    }

    static func cellName(_ cell: Int, _ shape: BoxShape) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXY")
        return "\(letters[shape.row(of: cell)])\(shape.column(of: cell) + 1)"
    }

    public mutating func peek() -> Bool {
        guard peeksLeft > 0 else { return false }
        peeksLeft -= 1
        return true
    }

    public mutating func pause(at now: Double) {
        guard let since = runningSince else { return }
        playedSeconds += max(0, now - since)
        runningSince = nil
    }

    public mutating func resume(at now: Double) {
        if runningSince == nil { runningSince = now }
    }

    public func result(at now: Double) -> ResultsSummary {
        let seconds = elapsedSeconds(at: now)
        let score = max(0, 1000 * grade.rawValue * shape.size / 9 - seconds - 50 * mistakes - 100 * hintsUsed - 50 * (peekLimit - peeksLeft))
        return ResultsSummary(isValid: isSolved, mistakes: mistakes, seconds: seconds, hintsUsed: hintsUsed,
                          peeksUsed: peekLimit - peeksLeft, score: score,
                          missed: missedSymbols.sorted().map { pairs[$0 - 1] })
    }
}
