import Foundation
import SudokuEngine

/// The learner of the learning benchmark: the ground truth of what a simulated person
/// remembers of each word, kept apart from every scheduler's estimate (the choosers see only
/// the answers, never this state).
///
/// The model, from the literature rather than from any scheduler here:
/// - **Forgetting** is exponential in the time since the word was last recalled or shown,
///   with a per-word half-life h (days): p = 2^(−Δt/h). This is the curve of half-life
///   regression (Settles & Meeder, "A Trainable Spaced Repetition Model for Language
///   Learning", ACL 2016, fitted on Duolingo's vocabulary reviews), deliberately not FSRS's
///   power curve, so that the scheduler under test does not share the learner's shape.
/// - **Strengthening** follows the three laws of the DSR model (Woźniak's three-component
///   model of memory, as stated in open-spaced-repetition's FSRS README and in Ye et al.,
///   "A Stochastic Shortest Path Algorithm for Optimizing Spaced Repetition Scheduling",
///   KDD 2022): a success multiplies h by 1 + a(d)·h^(−0.2)·(e^(1−p) − 1), so a harder word
///   (difficulty d) gains less, a stronger memory gains less (stabilisation decay), and a
///   recall at a lower p gains more (the spacing effect: a massed success, at p ≈ 1, gains
///   almost nothing).
/// - **A miss** is taught by the game (the answer is shown), leaving a fresh, weak memory:
///   h = max(h₀(d), h/4), the last study now; a never-met word has p = 0.
///
/// Each word's difficulty d ∈ [0, 1) is drawn from the seed; h₀(d) = 0.5 + 2·(1 − d) days and
/// a(d) = 4 + 8·(1 − d) are this benchmark's choice, set once before any chooser was compared
/// (a word of middle difficulty, shown once, is recalled the next day at 63 %; recalled then,
/// its half-life grows from 1.5 to about 6.5 days).
public struct SimulatedLearner: Equatable, Sendable {
    /// The truth about one word.
    public struct Word: Equatable, Sendable {
        /// 0 (easy) … 1 (hard).
        public var difficulty: Double
        /// Days for the chance of recall to halve; 0 until the word is first met.
        public var halfLife = 0.0
        /// The day of the last recall or of the last time it was shown.
        public var lastStudied = 0.0

        public init(difficulty: Double) { self.difficulty = difficulty }

        /// h₀(d): the half-life of a word just shown.
        public var initialHalfLife: Double { 0.5 + 2 * (1 - difficulty) }
        /// a(d): how strongly a success lengthens the half-life.
        var growth: Double { 4 + 8 * (1 - difficulty) }
    }

    public var words: [Word]

    /// `count` words of difficulties drawn from `random`.
    public init(wordCount count: Int, random: inout RandomSource) {
        words = (0..<count).map { _ in Word(difficulty: random.nextUnitDouble()) }
    }

    public init(words: [Word]) { self.words = words }

    /// The true probability that word `index` is recalled on `day` (days since the start).
    public func recallProbability(of index: Int, onDay day: Double) -> Double {
        let word = words[index]
        guard word.halfLife > 0 else { return 0 }
        return pow(2, -max(0, day - word.lastStudied) / word.halfLife)
    }

    /// The learner is asked word `index` on `day`: recalled with the true probability (the
    /// memory strengthens), else missed (the game shows the answer: a fresh, weak memory).
    /// Returns whether it was recalled.
    public mutating func answer(_ index: Int, onDay day: Double, random: inout RandomSource) -> Bool {
        let recalled = random.nextUnitDouble() < recallProbability(of: index, onDay: day)
        if recalled { strengthen(index, onDay: day) } else { teach(index, onDay: day) }
        return recalled
    }

    /// A success on `day`: the half-life grows, more when recall was harder.
    public mutating func strengthen(_ index: Int, onDay day: Double) {
        let p = recallProbability(of: index, onDay: day)
        var word = words[index]
        word.halfLife *= 1 + word.growth * pow(word.halfLife, -0.2) * (exp(1 - p) - 1)
        word.lastStudied = day
        words[index] = word
    }

    /// A miss on `day`, then the answer shown: a fresh memory, keeping a quarter of the old one.
    public mutating func teach(_ index: Int, onDay day: Double) {
        var word = words[index]
        word.halfLife = max(word.initialHalfLife, word.halfLife / 4)
        word.lastStudied = day
        words[index] = word
    }
}

extension RandomSource {
    /// A uniform value in [0, 1) from the top 53 bits, the same on every machine.
    mutating func nextUnitDouble() -> Double { Double(next() >> 11) / 9_007_199_254_740_992 }
}
