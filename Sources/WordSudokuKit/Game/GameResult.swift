/// How a finished game went: shown on the results screen and kept in the history.
public struct GameResult: Equatable, Sendable, Codable {
    /// Whether the grid was completely and correctly filled.
    public var valid: Bool
    public var mistakes: Int
    public var seconds: Int
    public var hints: Int
    public var peeks: Int
    public var score: Int
    /// The symbols the learner got wrong at least once (to show with their translations).
    var missedSymbols: [Int]
    /// In a two-player game, each player's points in seat order (`Turns`); nil in a game of one.
    public var scores: [Int]?
    /// In a two-player game, each player's mistakes in seat order (`Turns.mistakes`); nil in a
    /// game of one, and in a game saved before they were counted.
    var playerMistakes: [Int]?

    public init(valid: Bool, mistakes: Int, seconds: Int, hints: Int, peeks: Int, score: Int, missedSymbols: [Int],
                scores: [Int]? = nil, playerMistakes: [Int]? = nil) {
        self.valid = valid
        self.mistakes = mistakes
        self.seconds = seconds
        self.hints = hints
        self.peeks = peeks
        self.score = score
        self.missedSymbols = missedSymbols
        self.scores = scores
        self.playerMistakes = playerMistakes
    }
}

/// The score of a game, as the README's "Scores" section explains.
public enum Score {
    /// Seconds a learner may spend on each empty cell before the time bonus is gone.
    static let parSecondsPerCell = 20

    /// `base = 100 × N × grade`; a time bonus of up to `base` when faster than par
    /// (20 s per cell to fill); minus 10 % of base per mistake, 15 % per hint, 5 % per peek;
    /// never below 0; 0 when the grid is not solved.
    static func compute(valid: Bool, size: Int, grade: Int, cellsToFill: Int,
                               seconds: Int, mistakes: Int, hints: Int, peeks: Int) -> Int {
        guard valid else { return 0 }
        let base = 100 * size * grade
        let par = max(1, cellsToFill * parSecondsPerCell)
        let bonus = seconds < par ? base * (par - seconds) / par : 0
        let penalty = base * (10 * mistakes + 15 * hints + 5 * peeks) / 100
        return max(0, base + bonus - penalty)
    }
}
