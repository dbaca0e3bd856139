import Foundation
import SudokuEngine

/// A puzzle the player brought rather than one the generator made: givens typed into the
/// solver screen (from a newspaper, a book) with the one solution the solver found. "Play it"
/// turns it into a word game on a list the player picks; once made, it is a game like any
/// other, started, saved, resumed and recorded by `GameLifecycle`.
///
/// Decisions, each for a reason:
/// - **Words.** Chosen from the request's list as for a new game (`GameFactory.plan`: the
///   learner memory favours the words due), so a typed puzzle teaches what any game teaches.
/// - **Grade.** The logic solver's rating of the givens (the hardest technique it needs), or
///   expert when logic alone does not solve them, kept within the grades the shape offers:
///   the leaderboard then compares it with generated puzzles of the same difficulty.
/// - **Code.** No `PuzzleCode` can rebuild givens typed by hand: the code is `typed`, which
///   `--code` refuses as malformed (as a review game's `review`). Resume needs no code (the
///   saved game holds its givens), and the history records the game under its list.
/// - **Uniqueness.** Not searched again here: the caller found the solution (the solver screen
///   offers Play it only after Solve found exactly one), and on a sparse 16×16 the search is
///   the slow part. What is checked is cheap: the solution is a complete grid, keeps the rules
///   and keeps every given.
public struct TypedPuzzle: Equatable, Sendable {
    /// The code of every game on a typed puzzle: not a `PuzzleCode`, so never replayed.
    public static let code = "typed"

    public let givens: Board
    public let solution: Board
    /// How hard the givens are (see the decisions above).
    public let grade: Grade

    /// The typed `givens` and their `solution` (their only one); nil when `solution` is not a
    /// complete, rule-abiding grid of the same shape that keeps every given.
    public init?(givens: Board, solution: Board) {
        guard solution.isSolution(of: givens) else { return nil }
        self.givens = givens
        self.solution = solution
        let rated = LogicSolver(shape: givens.shape).rate(givens).grade ?? .expert
        let offered = Generator.offeredGrades(for: givens.shape)
        grade = offered.last { $0 <= rated } ?? offered[0]
    }

    public var shape: BoxShape { givens.shape }
}

extension PlannedGame {
    /// The game on `typed` instead of a generated puzzle: the plan's words and options, the
    /// typed puzzle's givens, solution and grade, and the code `typed`. The plan must be for
    /// the puzzle's shape.
    public func make(_ typed: TypedPuzzle) -> GameSession {
        precondition(setup.shape == typed.shape, "a \(setup.shape) plan given a \(typed.shape) puzzle")
        var setup = setup
        setup.grade = typed.grade
        setup.code = TypedPuzzle.code
        return GameSession(setup: setup, givens: typed.givens.cells, solution: typed.solution.cells)
    }
}

extension GameFactory {
    /// The game `request` asks for, played on `typed` (its shape and grade replace the
    /// request's): the list loaded and the words chosen as `plan(_:memory:at:)` does.
    /// `randomSeed`: the seed when the request has none (see `plan(_:memory:at:randomSeed:)`).
    public static func start(_ request: GameRequest, on typed: TypedPuzzle, memory: LearnerMemory? = nil,
                             at date: Date = Date(), randomSeed: UInt64? = nil) throws(GameSetupError) -> GameSession {
        var request = request
        request.shape = typed.shape
        request.grade = typed.grade
        request.wordIndices = nil
        request.dailyDate = nil
        return try plan(request, memory: memory, at: date, randomSeed: randomSeed).make(typed)
    }
}

extension GameLifecycle {
    /// The game `request` asks for on `typed`, its words favouring those due for the player in
    /// the store's learner memory at `date`; started like any other new game
    /// (`init(starting:store:clock:date:replacing:)`, which refuses to replace a saved game
    /// unless asked).
    public static func game(_ request: GameRequest, on typed: TypedPuzzle, in store: Store,
                            at date: Date = Date(), randomSeed: UInt64? = nil) throws(GameSetupError) -> GameSession {
        try GameFactory.start(request, on: typed, memory: store.loadMemory(now: date), at: date, randomSeed: randomSeed)
    }
}
