import Foundation

/// FSRS-6's 21 weights fitted to one player's review log, as FSRS's optimizer fits them, so that
/// the game's predictions and schedule are that player's rather than FSRS's average learner's
/// (`LearnerFit` keeps the result).
///
/// Why: the learning benchmark's learners forget in other ways than FSRS's default learner, and
/// on their review logs a fit of all the weights halves the error of the predicted recall under
/// one of them (README, "How the game remembers your words"); one scale on the stabilities did
/// not.
///
/// Written from the description of FSRS's optimizer (open-spaced-repetition, fsrs-rs), not from
/// its code, with `FSRS`'s own formulas (`FSRS.next`), so that a replay with the default weights
/// gives the states `memory.json` holds (tested):
/// - each word's reviews replayed in order; the first sets the initial state and is not scored;
///   a review a learner's day or more after the one before is scored (a same-day review moves
///   the state by the same-day formula and is not scored, as the optimizer drops elapsed 0);
/// - the loss: the sum over scored reviews of the binary cross-entropy of the predicted recall
///   R(t, S) against the outcome (recalled: hard, good or easy), plus FSRS-6's L2 pull towards
///   the defaults, 0.5 · Σ ((wᵢ − defaultᵢ)/σᵢ)², σ the spread of each weight over FSRS's
///   fitted users (it matters for small logs);
/// - the weights kept in FSRS-6's bounds after every step;
/// - Adam, full batch, learning rate 0.04 falling to 0 on a cosine, `steps` steps, the gradient
///   by forward differences (`fit`); the four initial stabilities stepped in log space (they
///   span 0.001–100 days).
/// Not done: the optimizer's recency weighting and its separate pre-training of the initial
/// stabilities.
public enum FSRSOptimizer {
    /// FSRS-6's bounds on each weight.
    static let bounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100,
        1...10, 0.001...4, 0.001...4, 0.001...0.75,
        0...4.5, 0...0.8, 0.001...3.5,
        0.001...5, 0.001...0.25, 0.001...0.9, 0...4,
        0...1, 1...6, 0...2, 0...2, 0.01...0.8, 0.1...0.8,
    ]

    /// The spread of each weight over FSRS-6's fitted users: the pull's scale.
    static let spreads: [Double] = [
        6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57, 0.25,
        1.03, 0.31, 0.32, 0.14, 0.27,
    ]
    static let pull = 0.5
    /// The optimizer's steps for a player's first fit, and for a later one, which starts from
    /// the last fit's weights (the README's benchmark figures were measured with these).
    public static let steps = 400
    public static let refitSteps = 100

    /// `w` within the bounds.
    static func clamped(_ w: FSRS.Weights) -> FSRS.Weights {
        zip(w, bounds).map { min(max($0, $1.lowerBound), $1.upperBound) }
    }

    /// True when `w` is 21 finite weights within the bounds: what a stored fit must be.
    static func isValid(_ w: FSRS.Weights) -> Bool {
        w.count == bounds.count && zip(w, bounds).allSatisfy { $0.isFinite && $1.contains($0) }
    }

    /// One review as the fit reads it.
    public struct Review: Equatable, Sendable {
        public var rating: FSRS.Rating
        /// Whole learner's days since the review before; nil for the word's first.
        public var elapsedDays: Int?
        public var time: Date
        /// The state before it, when the log holds one but not the review that made it (a word
        /// reviewed before the log was kept): the replay starts from it.
        public var before: MemoryState?

        public init(rating: FSRS.Rating, elapsedDays: Int?, time: Date, before: MemoryState? = nil) {
            self.rating = rating
            self.elapsedDays = elapsedDays
            self.time = time
            self.before = before
        }
    }

    /// `player`'s reviews in `log`, word by word (pair key → reviews in order).
    public static func cards(_ log: [ReviewLogEntry], player: String) -> [String: [Review]] {
        var cards: [String: [Review]] = [:]
        for entry in log where entry.player == player {
            cards[entry.pair, default: []].append(Review(rating: entry.rating, elapsedDays: entry.elapsedDays, time: entry.time,
                                                         before: entry.before))
        }
        return cards
    }

    /// The reviews of `cards` that the fit scores: a learner's day or more after the one before.
    public static func scoredCount(_ cards: [String: [Review]]) -> Int {
        cards.values.reduce(0) { total, reviews in
            total + reviews.enumerated().filter { i, r in (i > 0 || r.before != nil) && (r.elapsedDays ?? 0) >= 1 }.count
        }
    }

    /// The stability, difficulty and last review of a word after `reviews`, under `w`.
    public static func state(_ reviews: [Review], weights w: FSRS.Weights) -> (stability: Double, difficulty: Double, last: Date)? {
        guard let first = reviews.first else { return nil }
        var state = start(first, w)
        var last = first.time
        for review in reviews.dropFirst() {
            state = FSRS.next(stability: state.stability, difficulty: state.difficulty, rating: review.rating,
                              elapsedDays: review.elapsedDays ?? 0, w)
            last = max(last, review.time)
        }
        return (state.stability, state.difficulty, last)
    }

    /// The state after a word's first review in the log: from its `before` when the log has one.
    private static func start(_ first: Review, _ w: FSRS.Weights) -> (stability: Double, difficulty: Double) {
        if let before = first.before {
            return FSRS.next(stability: before.stability, difficulty: before.difficulty, rating: first.rating,
                             elapsedDays: first.elapsedDays ?? 0, w)
        }
        return FSRS.next(stability: 0, difficulty: 0, rating: first.rating, elapsedDays: nil, w)
    }

    /// The reviews of a fit, laid out for its thousands of replays: per review its rating and
    /// elapsed days (−1 for a card's first), per card its starting state when the log has one.
    struct Replay {
        var ratings: [FSRS.Rating] = []
        var elapsed: [Int] = []
        /// Where each card starts in `ratings`, and its state before its first review (nil: new).
        var starts: [(index: Int, before: (stability: Double, difficulty: Double)?)] = []

        init(_ cards: [[Review]]) {
            for card in cards where !card.isEmpty {
                starts.append((ratings.count, card[0].before.map { ($0.stability, $0.difficulty) }))
                for (i, review) in card.enumerated() {
                    ratings.append(review.rating)
                    elapsed.append(i == 0 && review.before == nil ? -1 : review.elapsedDays ?? 0)
                }
            }
        }
    }

    /// Σ binary cross-entropy of the scored reviews of `data` under `w`.
    static func logLoss(_ w: FSRS.Weights, _ data: Replay) -> Double {
        let factor = FSRS.factor(w[20])
        var sum = 0.0
        var state = (stability: 0.0, difficulty: 0.0)
        var card = 0
        for i in data.ratings.indices {
            if card < data.starts.count && data.starts[card].index == i {
                if let before = data.starts[card].before { state = before }
                card += 1
            }
            let days = data.elapsed[i]
            if days < 0 {
                state = FSRS.next(stability: 0, difficulty: 0, rating: data.ratings[i], elapsedDays: nil, w, factor: factor)
                continue
            }
            if days >= 1 {
                let r = min(max(FSRS.retrievability(elapsedDays: Double(days), stability: state.stability, decay: w[20], factor: factor),
                                1e-9), 1 - 1e-9)
                sum -= data.ratings[i] == .again ? log(1 - r) : log(r)
            }
            state = FSRS.next(stability: state.stability, difficulty: state.difficulty, rating: data.ratings[i], elapsedDays: days,
                              w, factor: factor)
        }
        return sum
    }

    /// The fit's objective: the log loss plus the pull towards the defaults.
    static func objective(_ w: FSRS.Weights, _ data: Replay) -> Double {
        var penalty = 0.0
        for i in w.indices {
            let z = (w[i] - FSRS.parameters[i]) / spreads[i]
            penalty += z * z
        }
        return logLoss(w, data) + pull * penalty
    }

    /// The weights fitted to `cards`, from `start` (a player's last fit, or the defaults).
    /// The gradient by forward differences: 22 replays a step rather than central differences'
    /// 42, at the same fit for Adam's purpose (its steps are scaled by the gradient's own size).
    public static func fit(_ cards: [[Review]], start: FSRS.Weights = FSRS.parameters, steps: Int = steps) -> FSRS.Weights {
        let data = Replay(cards)
        // θ: log of w₀…w₃, the rest as they are.
        func weights(_ theta: [Double]) -> FSRS.Weights {
            clamped(theta.enumerated().map { $0.offset < 4 ? exp($0.element) : $0.element })
        }
        func theta(_ w: FSRS.Weights) -> [Double] { w.enumerated().map { $0.offset < 4 ? log($0.element) : $0.element } }
        var current = theta(clamped(isValid(start) ? start : FSRS.parameters))
        var m = [Double](repeating: 0, count: 21), v = m
        let rate = 0.04, beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8
        for step in 1...max(1, steps) {
            var gradient = [Double](repeating: 0, count: 21)
            let here = objective(weights(current), data)
            for i in 0..<21 {
                var h = 1e-5 * max(1, abs(current[i]))
                var moved = current
                moved[i] += h
                // At an upper bound the step goes down instead.
                if weights(moved)[i] == weights(current)[i] {
                    h = -h
                    moved[i] = current[i] + h
                }
                gradient[i] = (objective(weights(moved), data) - here) / h
            }
            let lr = rate * 0.5 * (1 + cos(Double.pi * Double(step - 1) / Double(max(1, steps))))
            for i in 0..<21 where gradient[i].isFinite {
                m[i] = beta1 * m[i] + (1 - beta1) * gradient[i]
                v[i] = beta2 * v[i] + (1 - beta2) * gradient[i] * gradient[i]
                let mHat = m[i] / (1 - pow(beta1, Double(step))), vHat = v[i] / (1 - pow(beta2, Double(step)))
                current[i] -= lr * mHat / (vHat.squareRoot() + epsilon)
            }
            current = theta(weights(current))
        }
        return weights(current)
    }
}
