import Foundation

/// How a simulated learner plays: what they do with a word they cannot recall, how many
/// look-ups they ask the game for (`play --peeks`), and whether they take the recall check.
public struct LearnerBehaviour: Equatable, Sendable {
    /// What the learner does at the first cell of a word they cannot recall.
    public enum UnknownWord: String, Equatable, Sendable {
        /// Tries the bank's words they do not know, in a random order, until the board accepts
        /// one (trial and error): the game rates that word again.
        case guess
        /// Looks the word up (`Move.lookUp`), then types it; once the look-ups are spent, guesses.
        case lookUp
    }

    public var unknownWord: UnknownWord
    /// The game's look-up allowance the learner plays with.
    public var peekLimit: Int
    /// The chance that the learner takes the recall check after a game (else skips it).
    public var answersRecallCheck: Double
    /// Simulated seconds per move (a placement, a guess, a look-up, an answer).
    var secondsPerMove: Double

    public init(unknownWord: UnknownWord, peekLimit: Int, answersRecallCheck: Double, secondsPerMove: Double = 15) {
        self.unknownWord = unknownWord
        self.peekLimit = peekLimit
        self.answersRecallCheck = answersRecallCheck
        self.secondsPerMove = secondsPerMove
    }

    /// Finds unknown words by trial and error with the bank; the game's default allowance of two
    /// look-ups, never used; takes the recall check three times in four.
    public static let guesser = LearnerBehaviour(unknownWord: .guess, peekLimit: 2, answersRecallCheck: 0.75)
    /// Looks unknown words up: plays with `--peeks 9` (one per word of a 9×9); takes the recall
    /// check three times in four.
    public static let lookerUp = LearnerBehaviour(unknownWord: .lookUp, peekLimit: 9, answersRecallCheck: 0.75)
    /// The two behaviours the benchmark reports on.
    public static let reported: [LearnerBehaviour] = [.guesser, .lookerUp]
}
