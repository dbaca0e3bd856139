import Foundation
import WordSudokuKit

/// The learner as the review log shows them: a scale on FSRS's stabilities and the forgetting
/// curve's decay (FSRS-6's w₂₀, which its optimizer fits too), fitted by maximum likelihood to
/// the reviews made a day or more after the one before.
///
/// Why: FSRS's default parameters describe an average Anki user. A child who forgets a word in
/// two days and an adult who still has it after a month get the same schedule from them; the
/// log says which this learner is. A review of a word of stability S, t days after the last, was
/// recalled with probability R_d(t, k·S) = (1 + (0.9^(−1/d) − 1)·t/(k·S))^(−d) under scale k
/// and decay d; the fit keeps the log-likelihood of every such review at each point of a grid
/// (scales ¼ octave apart, 1/256 to 64; decays 0.1 to 4: FSRS's optimizer's range, 0.1–0.8, and beyond it
/// to a curve near an exponential, as a learner may forget), so a
/// review is added in constant time (online, as games finish) and the best point is read at
/// once. A prior (log₂ k and log₂(d / 0.1542) ~ N(0, 2²)) keeps a learner with few reviews
/// near FSRS's defaults.
///
/// Same-day reviews (the recall check, a second game that day) are left out: they test the
/// last few minutes, not the days between. The scale only says how long this learner keeps
/// what FSRS's memory says they have; the memory itself is still kept by FSRS's formulas.
public struct LearnerFit: Equatable, Sendable {
    /// The scales tried: 2^(i/4) for i in −32…24.
    public static let scales: [Double] = (-32...24).map { pow(2, Double($0) / 4) }
    /// The decays tried.
    public static let decays = [0.1, FSRS.decay, 0.25, 0.4, 0.6, 0.8, 1.2, 2, 4]
    /// The prior's standard deviation, in octaves.
    public static let priorOctaves = 2.0

    /// The log-likelihood of the reviews added, plus the prior's, at each (decay, scale):
    /// index `decay × scales.count + scale`.
    public private(set) var logLikelihood: [Double]
    /// Reviews counted.
    public private(set) var reviews = 0

    /// No review yet: the prior alone (scale 1 and FSRS's decay: FSRS's defaults).
    public init() {
        logLikelihood = Self.decays.flatMap { decay in
            Self.scales.map { scale in
                let octaves = log2(scale), decayOctaves = log2(decay / FSRS.decay)
                return -(octaves * octaves + decayOctaves * decayOctaves) / (2 * Self.priorOctaves * Self.priorOctaves)
            }
        }
    }

    /// The fit of `player`'s reviews in `log` (every list's: the learner is the same).
    public init(_ log: [ReviewLogEntry], player: String) {
        self.init()
        for entry in log where entry.player == player { add(entry) }
    }

    /// Adds one review of the log: counted when it followed the word's last review by a day or more.
    public mutating func add(_ entry: ReviewLogEntry) {
        guard let before = entry.before, let days = entry.elapsedDays, days >= 1 else { return }
        add(stability: before.stability, elapsedDays: Double(days), recalled: entry.rating != .again)
    }

    /// Adds a review `elapsedDays` after the last, of a word of FSRS stability `stability`.
    public mutating func add(stability: Double, elapsedDays: Double, recalled: Bool) {
        guard stability.isFinite, stability > 0, elapsedDays.isFinite, elapsedDays >= 0 else { return }
        for (d, decay) in Self.decays.enumerated() {
            let factor = Self.factors[d]
            for (k, scale) in Self.scales.enumerated() {
                let p = min(max(pow(1 + factor * elapsedDays / (scale * stability), -decay), 1e-4), 1 - 1e-4)
                logLikelihood[d * Self.scales.count + k] += recalled ? log(p) : log(1 - p)
            }
        }
        reviews += 1
    }

    /// The most likely point of the grid (the first on a tie).
    var best: Int {
        var best = 0
        for index in logLikelihood.indices where logLikelihood[index] > logLikelihood[best] { best = index }
        return best
    }

    /// The learners the log cannot tell from the best: for each decay, its most likely scale,
    /// kept when its log-likelihood is within `plausibleMargin` of the best point's (a
    /// likelihood-ratio region). The log rarely holds a long gap after a weak word, so the
    /// tail of the curve (its decay) is often poorly pinned down.
    public var plausibleCurves: [Curve] {
        let top = logLikelihood[best]
        var curves: [Curve] = []
        for (d, decay) in Self.decays.enumerated() {
            let row = d * Self.scales.count
            var k = 0
            for i in Self.scales.indices where logLikelihood[row + i] > logLikelihood[row + k] { k = i }
            if logLikelihood[row + k] >= top - Self.plausibleMargin { curves.append(Curve(scale: Self.scales[k], decay: decay)) }
        }
        return curves
    }
    /// Log-likelihood units (2: a 95 % likelihood-ratio region for one parameter).
    public static let plausibleMargin = 2.0

    /// The fitted scale on FSRS's stabilities.
    public var scale: Double { Self.scales[best % Self.scales.count] }
    /// The fitted decay of the forgetting curve.
    public var decay: Double { Self.decays[best / Self.scales.count] }
    /// The fitted learner's forgetting curve.
    public var curve: Curve { Curve(scale: scale, decay: decay) }

    /// The fitted learner's forgetting curve, read once from the fit.
    public struct Curve: Equatable, Sendable {
        public let scale: Double
        public let decay: Double
        let factor: Double

        public init(scale: Double, decay: Double) {
            self.scale = scale
            self.decay = decay
            factor = pow(0.9, -1 / decay) - 1
        }

        /// The learner's chance of recalling, `elapsedDays` after its last review, a word of FSRS
        /// stability `stability`.
        public func recall(elapsedDays: Double, stability: Double) -> Double {
            pow(1 + factor * max(0, elapsedDays) / (scale * stability), -decay)
        }
    }

    /// 0.9^(−1/d) − 1 for each of `decays`: the curve is 0.9 after one stability.
    static let factors = decays.map { pow(0.9, -1 / $0) - 1 }
}
