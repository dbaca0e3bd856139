import Foundation

/// The scheduler of the learner memory: FSRS-6, the Free Spaced Repetition Scheduler, version 6
/// (open-spaced-repetition), written here from the formulas of its wiki page "The Algorithm",
/// with its 21 published default parameters until the player's review log has enough reviews to
/// fit them to that player (`FSRSOptimizer`, `LearnerFit`); every formula takes the weights.
///
/// Why FSRS: it models each word by a stability S (days until recall falls to 90 %) and a
/// difficulty D (1…10), predicts the probability of recall at any moment from a forgetting
/// curve, and schedules the next review when that probability reaches the retention asked for
/// (`desiredRetention`, 85 %). Leitner boxes had no time at all; SM-2 has intervals but no probability of recall,
/// which the chooser and the statistics need.
///
/// Pure functions of the state, the rating and the elapsed time: the clock is the caller's
/// (`LearnerMemory.record(…at:)`), so a test or a benchmark drives it with any dates.
public enum FSRS {
    /// How a review went, as FSRS grades it.
    public enum Rating: Int, Sendable, Equatable, Codable, CaseIterable {
        case again = 1, hard, good, easy
    }

    /// w₀…w₂₀: FSRS-6's 21 weights.
    public typealias Weights = [Double]

    /// w₀…w₂₀, the FSRS-6 defaults.
    public static let parameters: Weights = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// The probability of recall at which a word comes due until the player's reviews are
    /// fitted: 85 %, not FSRS's usual 90 %. Then the target chosen for them replaces it
    /// (`LearnerFit.target`, `RetentionPlanner`), and their `settings retention` (0.70–0.97)
    /// replaces both.
    ///
    /// Why: a flashcard deck lets its owner review as many cards as fall due, but a game holds a
    /// fixed number of words (nine in a 9×9), so every review of a word already well known is a
    /// new word not met. FSRS documents desired retention as the learner's trade of workload
    /// against recall (0.70–0.97); with a fixed workload, a lower target spreads the games over
    /// more words. It was chosen on the first learning benchmark, whose simulated learner
    /// strengthened by FSRS's own law and played no game (0.85 the highest target that led SM-2
    /// on recall on day 60 there; 0.80 left the learner wrong in half the answers). The benchmark
    /// that plays the game (README, "How the game remembers your words") found the game's
    /// day-60 recall within about a point for any target from 0.60 to 0.85 under both of its
    /// learners, so the default stayed; its figures, not these, are the evidence.
    public static let desiredRetention = 0.85
    /// Stability is kept in 0.001…36,500 days (a hundred years), as FSRS schedulers bound it.
    static let stabilityRange = 0.001...36_500.0
    static let difficultyRange = 1.0...10.0
    public static let secondsPerDay = 86_400.0

    /// The forgetting curve's decay, w₂₀, by default.
    public static let decay = parameters[20]

    /// The factor that makes R(S, S) = 0.9 for a curve's `decay`: 0.9^(−1/decay) − 1.
    static func factor(_ decay: Double) -> Double { pow(0.9, -1 / decay) - 1 }
    private static let defaultFactor = factor(decay)

    /// R(t, S) = (1 + factor · t / S)^(−w₂₀): the probability of recall `elapsedDays` after the
    /// last review, on the curve of `decay` (w₂₀ of the player's weights).
    public static func retrievability(elapsedDays: Double, stability: Double, decay: Double = decay) -> Double {
        retrievability(elapsedDays: elapsedDays, stability: stability, decay: decay,
                       factor: decay == Self.decay ? defaultFactor : factor(decay))
    }

    /// R(t, S) with the curve's `factor` for `decay` worked out by the caller.
    static func retrievability(elapsedDays: Double, stability: Double, decay: Double, factor: Double) -> Double {
        pow(1 + factor * max(0, elapsedDays) / stability, -decay)
    }

    /// I(r, S) = S / factor · (r^(−1/w₂₀) − 1): the days after which recall falls to `retention`
    /// (S itself when r = 0.9; 1.9064·S at the game's 0.85 with the default decay), unrounded.
    static func intervalDays(stability: Double, retention: Double = desiredRetention, decay: Double = decay) -> Double {
        min(stability / factor(decay) * (pow(retention, -1 / decay) - 1), stabilityRange.upperBound)
    }

    /// `scheduledDays` after a review; after an again (`lapsed`), 1: a word comes back the next
    /// learner's day whatever its stability. FSRS schedulers show a card
    /// forgotten again within minutes (its relearning step, py-fsrs's and Anki's default) and a
    /// game comes once a day. Without it a word placed right in a game and then not known in
    /// its recall check kept, by FSRS-6's same-day formula, a third of its stability and came
    /// back 6 to 9 days later (a play-tester's "I said I didn't know it"); the state keeps
    /// FSRS's stability, only the day is brought forward.
    static func scheduledDays(stability: Double, retention: Double = desiredRetention, decay: Double = decay,
                              fuzz: Double? = nil, lapsed: Bool) -> Int {
        lapsed ? 1 : scheduledDays(stability: stability, retention: retention, decay: decay, fuzz: fuzz)
    }

    /// The whole learner's days until the next review: I(r, S) rounded, at least 1 (a word
    /// missed today comes back tomorrow, not this evening: a second miss the same day teaches
    /// nothing FSRS counts, `LearnerMemory.record`), at most 36,500.
    ///
    /// With `fuzz` (a number in 0..<1, drawn by the caller from its seed) an interval of 3 days
    /// or more moves by a few days either way, as FSRS schedulers and Anki fuzz them, so that
    /// the words met in one game do not all come due on the same later day: ±1 day plus 15 % of
    /// the days from 2.5 to 7, 10 % of those from 7 to 20 and 5 % of those beyond, never below 2
    /// days. `fuzz` 0 gives the shortest, values near 1 the longest of that range.
    static func scheduledDays(stability: Double, retention: Double = desiredRetention, decay: Double = decay,
                              fuzz: Double? = nil) -> Int {
        let days = Int(min(max(intervalDays(stability: stability, retention: retention, decay: decay).rounded(), 1), maximumDays))
        guard let fuzz, days >= 3 else { return days }
        let interval = Double(days)
        var delta = 1.0
        for (start, end, share) in fuzzRanges { delta += share * max(min(interval, end) - start, 0) }
        let shortest = max(2, Int((interval - delta).rounded()))
        let longest = min(Int((interval + delta).rounded()), Int(maximumDays))
        let chosen = shortest + Int(min(max(fuzz, 0), 0.999_999_999) * Double(longest - shortest + 1))
        return min(max(chosen, shortest), longest)
    }

    /// The longest interval, in days.
    static let maximumDays = stabilityRange.upperBound
    /// (from, to, share of the days in that range) of the fuzz; FSRS's and Anki's ranges.
    static let fuzzRanges: [(Double, Double, Double)] = [(2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05)]

    /// S₀(G) = w_{G−1}.
    static func initialStability(_ rating: Rating, _ w: Weights = parameters) -> Double { clampStability(w[rating.rawValue - 1]) }

    /// D₀(G) = w₄ − e^{w₅·(G−1)} + 1, unclamped (the mean-reversion target D₀(4) is used so).
    static func rawInitialDifficulty(_ rating: Rating, _ w: Weights = parameters) -> Double {
        w[4] - exp(w[5] * Double(rating.rawValue - 1)) + 1
    }

    static func initialDifficulty(_ rating: Rating, _ w: Weights = parameters) -> Double { clampDifficulty(rawInitialDifficulty(rating, w)) }

    /// ΔD = −w₆·(G−3); D′ = D + ΔD·(10−D)/9 (linear damping); D″ = w₇·D₀(4) + (1−w₇)·D′.
    static func nextDifficulty(_ difficulty: Double, _ rating: Rating, _ w: Weights = parameters) -> Double {
        let delta = -w[6] * Double(rating.rawValue - 3)
        let damped = difficulty + delta * (10 - difficulty) / 9
        return clampDifficulty(w[7] * rawInitialDifficulty(.easy, w) + (1 - w[7]) * damped)
    }

    /// S′ᵣ = S·(e^{w₈}·(11−D)·S^{−w₉}·(e^{w₁₀·(1−R)}−1)·[w₁₅ if Hard]·[w₁₆ if Easy] + 1).
    static func stabilityAfterRecall(difficulty: Double, stability: Double, retrievability: Double, rating: Rating,
                                     _ w: Weights = parameters) -> Double {
        let hardPenalty = rating == .hard ? w[15] : 1
        let easyBonus = rating == .easy ? w[16] : 1
        let increase = exp(w[8]) * (11 - difficulty) * pow(stability, -w[9]) * (exp(w[10] * (1 - retrievability)) - 1)
            * hardPenalty * easyBonus
        return clampStability(stability * (increase + 1))
    }

    /// S′f = w₁₁·D^{−w₁₂}·((S+1)^{w₁₃}−1)·e^{w₁₄·(1−R)}, never above S / e^{w₁₇·w₁₈} (FSRS-6's
    /// bound, as py-fsrs 6 has it: a lapse leaves at most what a same-day "again" would).
    static func stabilityAfterLapse(difficulty: Double, stability: Double, retrievability: Double, _ w: Weights = parameters) -> Double {
        let value = w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1) * exp(w[14] * (1 - retrievability))
        return clampStability(min(value, stability / exp(w[17] * w[18])))
    }

    /// A second review the same day (FSRS-6): S′ = S·e^{w₁₇·(G−3+w₁₈)}·S^{−w₁₉}, at least S when
    /// G ≥ 3 (a good or easy recall the same day never weakens a memory; a hard one may, as in
    /// py-fsrs 6).
    static func stabilityAfterSameDayReview(stability: Double, rating: Rating, _ w: Weights = parameters) -> Double {
        var increase = exp(w[17] * (Double(rating.rawValue) - 3 + w[18])) * pow(stability, -w[19])
        if rating.rawValue >= Rating.good.rawValue { increase = max(increase, 1) }
        return clampStability(stability * increase)
    }

    /// The stability and difficulty after a review rated `rating`, `elapsedDays` whole
    /// learner's days after the one before (nil: the first review), under weights `w`: what
    /// `review` and the optimizer's replay of the log (`FSRSOptimizer`) both compute.
    static func next(stability: Double, difficulty: Double, rating: Rating, elapsedDays: Int?,
                     _ w: Weights = parameters) -> (stability: Double, difficulty: Double) {
        next(stability: stability, difficulty: difficulty, rating: rating, elapsedDays: elapsedDays, w, factor: factor(w[20]))
    }

    /// `next` with the curve's `factor` for w₂₀ worked out once by the caller (the optimizer
    /// replays thousands of reviews under one set of weights).
    static func next(stability: Double, difficulty: Double, rating: Rating, elapsedDays: Int?,
                     _ w: Weights, factor: Double) -> (stability: Double, difficulty: Double) {
        guard let days = elapsedDays else { return (initialStability(rating, w), initialDifficulty(rating, w)) }
        let next: Double
        if days < 1 {
            next = stabilityAfterSameDayReview(stability: stability, rating: rating, w)
        } else {
            let recall = retrievability(elapsedDays: Double(days), stability: stability, decay: w[20], factor: factor)
            next = rating == .again
                ? stabilityAfterLapse(difficulty: difficulty, stability: stability, retrievability: recall, w)
                : stabilityAfterRecall(difficulty: difficulty, stability: stability, retrievability: recall, rating: rating, w)
        }
        return (next, nextDifficulty(difficulty, rating, w))
    }

    /// The memory after a review rated `rating` at `date`: the first review sets S₀ and D₀;
    /// a review on the same learner's day as the last (`LearnerDay`: the local date from 4 am,
    /// not "less than 24 hours", so a daily player who starts today's game a little earlier than
    /// yesterday's gets the long-term formula) uses the same-day formula; later ones the recall
    /// or lapse formula at the recall probability after the whole days between them, as Anki's
    /// FSRS counts them. `weights`: the player's (`LearnerFit`), FSRS's defaults until fitted.
    ///
    /// The next review falls at the start (4 am) of a learner's day: `scheduledDays` after the
    /// day of this one, for `retention` (the player's target) and `fuzz` (see `scheduledDays`).
    public static func review(_ state: MemoryState?, rating: Rating, at date: Date, timeZone: TimeZone = .current,
                              retention: Double = desiredRetention, fuzz: Double? = nil, weights: Weights = parameters) -> MemoryState {
        let decay = weights[20]
        func due(_ stability: Double, after date: Date) -> Date {
            dueDate(after: date, days: scheduledDays(stability: stability, retention: retention, decay: decay, fuzz: fuzz,
                                                     lapsed: rating == .again),
                    timeZone: timeZone)
        }
        let kept = MemoryState.kept(decay: decay)
        guard let state else {
            let (stability, difficulty) = next(stability: 0, difficulty: 0, rating: rating, elapsedDays: nil, weights)
            return MemoryState(stability: stability, difficulty: difficulty, lastReview: date,
                               due: due(stability, after: date), lapses: rating == .again ? 1 : 0, reps: 1,
                               lastLapse: rating == .again ? date : nil, decay: kept)
        }
        let days = LearnerDay.of(date, timeZone: timeZone).dayNumber - LearnerDay.of(state.lastReview, timeZone: timeZone).dayNumber
        let (stability, difficulty) = next(stability: state.stability, difficulty: state.difficulty, rating: rating,
                                           elapsedDays: max(0, days), weights)
        return MemoryState(stability: stability, difficulty: difficulty,
                           lastReview: max(date, state.lastReview), due: due(stability, after: max(date, state.lastReview)),
                           lapses: state.lapses + (rating == .again ? 1 : 0), reps: state.reps + 1,
                           lastLapse: rating == .again ? date : state.lastLapse, decay: kept)
    }

    /// The start of the learner's day `days` after the one holding `date`, to the second (as
    /// `memory.json` keeps dates).
    static func dueDate(after date: Date, days: Int, timeZone: TimeZone) -> Date {
        LearnerDay.start(of: LearnerDay.of(date, timeZone: timeZone).adding(days: days), timeZone: timeZone)
    }

    private static func clampStability(_ value: Double) -> Double {
        min(max(value, stabilityRange.lowerBound), stabilityRange.upperBound)
    }

    private static func clampDifficulty(_ value: Double) -> Double {
        min(max(value, difficultyRange.lowerBound), difficultyRange.upperBound)
    }
}
