import SudokuEngine

/// A game whose words and options are chosen and checked, and whose puzzle is still to be made.
/// Starting a game has a quick half that can fail (`GameFactory.plan`) and a slow half that can
/// only be given up (`make(shouldContinue:)`), so a front end can report a bad request at once
/// and make the puzzle where the player sees it being made and can cancel it.
public struct PlannedGame: Sendable {
    /// Everything about the game but its puzzle.
    public internal(set) var setup: GameSetup
    let generator: Generator
    /// What the player is told as the game starts, when there is something to tell: a review
    /// that holds fewer words than are due (`ReviewGame.plan`). Both front ends show it.
    public internal(set) var note: Localized?

    init(setup: GameSetup, generator: Generator, note: Localized? = nil) {
        self.setup = setup
        self.generator = generator
        self.note = note
    }

    /// Makes the puzzle, however long it takes.
    public func make() -> GameSession {
        guard let session = make(shouldContinue: { true }) else { preconditionFailure("making a puzzle stops only when asked") }
        return session
    }

    /// Makes the puzzle (from the setup's seed, so the same plan always gives the same game);
    /// nil when `shouldContinue`, asked after every attempt, said no before it was ready.
    public func make(shouldContinue: () -> Bool) -> GameSession? {
        let result = generator.generate(grade: setup.grade, symmetry: .rotational, seed: setup.seed,
                                        progress: { _ in shouldContinue() })
        guard case let .generated(puzzle) = result else { return nil }
        return GameSession(setup: setup, givens: puzzle.puzzle.cells, solution: puzzle.solution.cells)
    }
}
