/// How the logic solver fared on a puzzle: its grade and the techniques it needed.
public struct Rating: Hashable, Sendable {
    /// How the logical solution ended.
    public enum Outcome: String, Hashable, Sendable {
        /// Every cell was filled by logical steps: the puzzle has exactly one solution.
        case solved
        /// No technique applies any more (the puzzle needs more than this solver knows, or has
        /// several solutions).
        case stuck
        /// The givens contradict each other: no solution.
        case contradiction
    }

    public let outcome: Outcome
    /// The grade, when the puzzle was solved: the grade of the hardest technique used.
    public let grade: Grade?
    /// The hardest technique used (nil when nothing needed doing).
    public let hardest: Technique?
    /// Every technique used, in the solver's order.
    public let techniques: [Technique]
    /// How many steps were taken.
    let stepCount: Int
    /// The steps, in order, when they were asked for (empty otherwise).
    public let steps: [LogicStep]

    public var isSolved: Bool { outcome == .solved }

    /// The same rating with another grade.
    func regraded(_ grade: Grade) -> Rating {
        Rating(outcome: outcome, grade: grade, hardest: hardest, techniques: techniques, stepCount: stepCount, steps: steps)
    }
}
