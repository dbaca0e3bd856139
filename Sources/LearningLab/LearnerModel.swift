import Foundation
import SudokuEngine

/// What a game did with a word, as a learner model sees it.
public enum Exposure: Equatable, Sendable {
    /// Retrieved from memory (typed before anything showed it; a recall check answered right).
    case recalled
    /// Not retrieved, then shown: looked up, found by trial and error, or told by the recall check.
    case studied
    /// Typed again in another cell of the same game, the word now in mind.
    case repeated
}

/// A simulated learner's memory: the ground truth of the learning benchmark, never seen by the
/// game or any chooser (they see only the moves it makes). Times are seconds since the first
/// game; words are indices in the benchmark's list.
public protocol LearnerModel: Sendable {
    /// A short name for the table.
    var name: String { get }
    /// The probability that `word` is recalled at `time`; 0 for a word never met.
    func recall(_ word: Int, at time: Double) -> Double
    /// The learner met `word` at `time`, as `exposure` says.
    mutating func expose(_ word: Int, _ exposure: Exposure, at time: Double)
}

/// A half-life regression learner (Settles & Meeder, "A Trainable Spaced Repetition Model for
/// Language Learning", ACL 2016, fitted on Duolingo's vocabulary practice):
/// recall p = 2^(−Δ/h), Δ the days since the word was last practised, and the half-life
/// h = 2^(θ·x) days, with x the paper's features — a bias, √(1 + times recalled),
/// √(1 + times missed) — and a per-word term (the paper's lexeme tags), here a hidden
/// difficulty δ drawn for each word, h = 2^(θ₀ + θ₊·√(1+n₊) + θ₋·√(1+n₋) − δ).
///
/// Forgetting is exponential and the half-life grows with the number of recalls, not with their
/// spacing: a law of its own, not FSRS's power curve and stability.
///
/// The weights are this benchmark's choice, fixed before any chooser was run and never tuned
/// on its results (the paper publishes its model, not weights to reuse): θ₀ = −2.5, θ₊ = 2.5,
/// θ₋ = −0.3, δ ~ N(0, 0.5²). A word of middle difficulty studied once has a half-life of
/// 0.75 day; recalled once then, 1.5 days; four times, 6.3 days; eight times, 24 days.
/// A repeat within a game counts as practice at that time (Δ restarts) but adds no count.
public struct HLRLearner: LearnerModel, Equatable {
    public struct Word: Equatable, Sendable {
        /// δ: larger is harder (a shorter half-life).
        public var difficulty: Double
        public var recalled = 0
        public var missed = 0
        /// Seconds since the start at the last practice; nil until the word is met.
        var lastPractice: Double?
    }

    static let bias = -2.5, recalledWeight = 2.5, missedWeight = -0.3, difficultySpread = 0.5

    public let name = "HLR"
    public var words: [Word]

    /// `count` words, their difficulties drawn from `random`.
    public init(wordCount count: Int, random: inout RandomSource) {
        words = (0..<count).map { _ in Word(difficulty: Self.difficultySpread * random.normal()) }
    }

    public init(difficulties: [Double]) { words = difficulties.map { Word(difficulty: $0) } }

    /// h, in days.
    func halfLife(_ word: Int) -> Double {
        let w = words[word]
        let exponent = Self.bias + Self.recalledWeight * Double(1 + w.recalled).squareRoot()
            + Self.missedWeight * Double(1 + w.missed).squareRoot() - w.difficulty
        return pow(2, exponent)
    }

    public func recall(_ word: Int, at time: Double) -> Double {
        guard let last = words[word].lastPractice else { return 0 }
        return pow(2, -max(0, time - last) / 86_400 / halfLife(word))
    }

    public mutating func expose(_ word: Int, _ exposure: Exposure, at time: Double) {
        switch exposure {
        case .recalled: words[word].recalled += 1
        case .studied: words[word].missed += 1
        case .repeated: break
        }
        words[word].lastPractice = time
    }
}

/// An ACT-R learner with spacing-dependent decay (Pavlik & Anderson, "Practice and Forgetting
/// Effects on Vocabulary Memory: An Activation-Based Model of the Spacing Effect", Cognitive
/// Science 29, 2005). Each exposure i leaves a trace; a word's activation at time t is
/// m = β + ln Σᵢ tᵢ^(−dᵢ), tᵢ the trace's age in seconds, and its decay is set when it is laid
/// down from the activation at that moment, dᵢ = c·e^(m₍ᵢ₋₁₎) + α (the first trace: α). A trace
/// laid down while the word is still active decays fast: massed practice helps less than spaced
/// practice (the spacing effect), which no count-based or stability-based law has. Recall:
/// p = 1 / (1 + e^((τ − m)/s)).
///
/// Parameters from that paper's fit: c = 0.217, α = 0.177, τ = −0.704, s = 0.255; time between
/// sessions counts at h = 0.025 of clock time (its "psychological time" scaling), read here as:
/// the first hour of a trace's age counts fully, the rest at h. The per-word β ~ N(0, 0.25²) is
/// this benchmark's choice (hidden difficulty). Every exposure of a game lays a trace — each
/// cell the word is typed in, the recall check — at the simulated time of the move; a trace's
/// age is at least one second.
public struct ACTRLearner: LearnerModel, Equatable {
    public struct Trace: Equatable, Sendable {
        public var time: Double
        public var decay: Double
    }

    public struct Word: Equatable, Sendable {
        /// β: larger is easier.
        var ease: Double
        var traces: [Trace] = []
    }

    public static let c = 0.217, alpha = 0.177, threshold = -0.704, noise = 0.255
    static let betweenSessions = 0.025, sessionSeconds = 3_600.0, easeSpread = 0.25

    public let name = "ACT-R"
    public var words: [Word]

    public init(wordCount count: Int, random: inout RandomSource) {
        words = (0..<count).map { _ in Word(ease: Self.easeSpread * random.normal()) }
    }

    public init(eases: [Double]) { words = eases.map { Word(ease: $0) } }

    /// The psychological age of a trace laid `seconds` ago.
    static func age(_ seconds: Double) -> Double {
        let t = max(1, seconds)
        return t <= sessionSeconds ? t : sessionSeconds + betweenSessions * (t - sessionSeconds)
    }

    /// m at `time`; −∞ for a word with no trace.
    func activation(_ word: Int, at time: Double) -> Double {
        let w = words[word]
        guard !w.traces.isEmpty else { return -.infinity }
        let sum = w.traces.reduce(0.0) { $0 + pow(Self.age(time - $1.time), -$1.decay) }
        return w.ease + log(sum)
    }

    /// The decay a trace laid at `time` gets: c·e^m + α.
    func nextDecay(_ word: Int, at time: Double) -> Double {
        Self.c * exp(activation(word, at: time)) + Self.alpha
    }

    public func recall(_ word: Int, at time: Double) -> Double {
        let m = activation(word, at: time)
        guard m > -.infinity else { return 0 }
        return 1 / (1 + exp((Self.threshold - m) / Self.noise))
    }

    public mutating func expose(_ word: Int, _ exposure: Exposure, at time: Double) {
        let decay = nextDecay(word, at: time)
        words[word].traces.append(Trace(time: time, decay: decay))
    }
}

/// The learner models the benchmark reports on.
public enum LearnerKind: String, CaseIterable, Sendable {
    case hlr, actR

    /// A learner of `count` words, its hidden difficulties drawn from `random`.
    public func make(wordCount count: Int, random: inout RandomSource) -> any LearnerModel {
        switch self {
        case .hlr: HLRLearner(wordCount: count, random: &random)
        case .actR: ACTRLearner(wordCount: count, random: &random)
        }
    }
}
