import Foundation
import SudokuEngine

/// Chooses how the game schedules a player — their retention target and how new words share a
/// game with due ones — by simulating the learner FSRS fitted to their reviews
/// (`FSRSOptimizer`), as FSRS's optimal-retention computation simulates a deck, but at the
/// game's fixed play time: the next `horizon` days of one game a day of the same number of words,
/// the words drawn by the game's own rule (`LearnerMemory.choiceWeight`: due words, the least
/// likely recalled first, and words never met), each review's outcome drawn from the fitted
/// model, for each plan (`targets` × `newWordShares`), over `futures` seeded futures (the same
/// seeds for every plan). The scores are what the learning benchmark measures: the mean
/// predicted recall over the list at the horizon, and the share of its words at 90 % or more.
///
/// Why a simulation and not a fixed plan: a game holds a fixed number of words, so a lower
/// target or more new words spread them over more words, and a higher target or fewer new words
/// keep fewer words better; which wins depends on how the learner forgets, which only their
/// reviews tell (README, "How the game remembers your words").
public enum RetentionPlanner {
    /// The targets tried: FSRS's documented range of desired retention (`Settings.retentionRange`)
    /// by steps of 5 points.
    public static let targets = [0.70, 0.75, 0.80, 0.85, 0.90, 0.95]
    /// How new words share a game with due ones, tried (`Plan.newWords`): nil, the game's
    /// default, due words first; a quarter of a due word's chance; as much as a due word's.
    ///
    /// Why these: in the learning benchmark (seeds 1–4, README) a fixed share of 1 for every
    /// learner met nearly every word and raised its ACT-R learner's day-60 recall by 15 points
    /// but cost its HLR learner 15; a quarter gained 11 and cost 8. Only the player's fit can say which.
    public static let newWordShares: [Double?] = [nil, 0.25, 1]
    static let horizon = 30
    static let futures = 8

    /// A way to schedule a player: what the planner chooses and `LearnerFit` keeps.
    public struct Plan: Equatable, Sendable {
        /// Recall at which a word comes back (one of `targets`).
        public var target: Double
        /// A new word's chance to be drawn, as a share of a due word's at the target (one of
        /// `newWordShares`); nil: due words first, new words after them (the game's default).
        public var newWords: Double?

        public init(target: Double, newWords: Double?) {
            self.target = target
            self.newWords = newWords
        }

        /// The game's plan before a fit: 85 %, due words first.
        public static let standard = Plan(target: FSRS.desiredRetention, newWords: nil)
    }

    /// One word of the list, in the simulation: nil for a word never reviewed.
    public struct Word: Equatable, Sendable {
        public var stability: Double
        public var difficulty: Double
        /// Days since the last review, at the start (today).
        public var daysSince: Double
        /// The last review was an again: due the next day whatever its recall (`FSRS.scheduledDays`).
        public var lapsed: Bool

        public init(stability: Double, difficulty: Double, daysSince: Double, lapsed: Bool = false) {
            self.stability = stability
            self.difficulty = difficulty
            self.daysSince = daysSince
            self.lapsed = lapsed
        }
    }

    /// The plan for `words` (a list's words, nil for a word never reviewed) under `weights`,
    /// with games of `gameSize` words; `seed` draws the futures. The game's standard plan unless
    /// another one does at least as well on *both* measures in the simulation, the best of those
    /// by their sum.
    ///
    /// Why both: choosing the target by the sum alone took 90 % for nearly every learner of the
    /// benchmark, which kept 11–13 more words at 90 % under its HLR learner but lowered its recall
    /// on day 60 by 1.5 points, below SM-2's (README); the game should not trade one measure for
    /// the other on its own model's say.
    public static func best(words: [Word?], weights: FSRS.Weights, gameSize: Int, seed: UInt64) -> Plan {
        guard !words.isEmpty, gameSize > 0 else { return .standard }
        let plans = newWordShares.flatMap { share in targets.map { Plan(target: $0, newWords: share) } }
        let scores = plans.map { plan in
            var total = (recall: 0.0, kept: 0.0)
            for future in 0..<futures {
                var random = RandomSource(seed: seed &+ UInt64(future) &* 0x9E37_79B9_7F4A_7C15)
                let score = score(words: words, weights: weights, gameSize: gameSize, plan: plan, random: &random)
                total = (total.recall + score.recall, total.kept + score.kept)
            }
            return total
        }
        guard let base = plans.firstIndex(of: .standard) else { return .standard }
        var best = base
        for i in plans.indices where scores[i].recall >= scores[base].recall && scores[i].kept >= scores[base].kept
            && scores[i].recall + scores[i].kept > scores[best].recall + scores[best].kept {
            best = i
        }
        return plans[best]
    }

    /// One simulated future's score under `plan`.
    static func score(words start: [Word?], weights w: FSRS.Weights, gameSize: Int, plan: Plan,
                      random: inout RandomSource) -> (recall: Double, kept: Double) {
        let target = plan.target
        // Each word's state, with the day of its last review (day 0 is today).
        var words = start.map { word in word.map { (stability: $0.stability, difficulty: $0.difficulty, last: -$0.daysSince, lapsed: $0.lapsed) } }
        func recall(_ i: Int, on day: Double) -> Double? {
            words[i].map { FSRS.retrievability(elapsedDays: day - $0.last, stability: $0.stability, decay: w[20]) }
        }
        for day in 0..<horizon {
            let today = Double(day)
            let recalls = words.indices.map { recall($0, on: today) }
            var choice = zip(words, recalls).map { word, r in
                LearnerMemory.choiceWeight(recall: r, isDue: word.map { $0.lapsed && today - $0.last >= 1 } == true || r.map { $0 < target } ?? false,
                                           retention: target, pairCount: words.count, newWords: plan.newWords)
            }
            for _ in 0..<min(gameSize, words.count) {
                let total = choice.reduce(0, +)
                guard total > 0 else { break }
                var pick = Int(random.next() % UInt64(total))
                var i = 0
                while pick >= choice[i] { pick -= choice[i]; i += 1 }
                choice[i] = 0
                if let word = words[i], let r = recalls[i] {
                    let recalled = Double(random.next() >> 11) / 9_007_199_254_740_992 < r
                    let next = FSRS.next(stability: word.stability, difficulty: word.difficulty, rating: recalled ? .good : .again,
                                         elapsedDays: Int((today - word.last).rounded(.down)), w)
                    words[i] = (next.stability, next.difficulty, today, !recalled)
                } else {
                    // A word met for the first time is not known yet: found by trial or looked up, rated again.
                    let first = FSRS.next(stability: 0, difficulty: 0, rating: .again, elapsedDays: nil, w)
                    words[i] = (first.stability, first.difficulty, today, true)
                }
            }
        }
        let end = Double(horizon)
        let final = words.indices.map { recall($0, on: end) ?? 0 }
        return (final.reduce(0, +) / Double(final.count), Double(final.filter { $0 >= 0.9 }.count) / Double(final.count))
    }
}
