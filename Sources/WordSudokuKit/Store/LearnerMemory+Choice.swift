import Foundation

/// The words of a new game as the learner memory chooses them (`LearnerMemory.choice`): the
/// list's pairs at `leading` (indices in the list) first, the game's other words drawn by
/// `weights` (`GameFactory.plan`).
public struct WordChoice: Equatable, Sendable {
    public var leading: [Int]
    /// One weight per pair of the list; nil when `leading` is the whole game.
    public var weights: [Int]?

    public init(leading: [Int] = [], weights: [Int]?) {
        self.leading = leading
        self.weights = weights
    }
}

/// How the scheduler steers the words of a new game, and what a review game asks of it.
extension LearnerMemory {
    /// The words of `player`'s next game of `gameSize` words from `pairs` (a list, in its order)
    /// at `date`, by the verdict of the test of how they learn (`SpacingTest`):
    /// - **focus**, or a list too short for the test (`SpacingTest.appliesTo`): every word by
    ///   the scheduler's weights (`weights`), due words first;
    /// - **no verdict yet** (the test runs): the core's words (the list's first
    ///   `SpacingTest.coreSize`) whose last game was `SpacingTest.returnDays` learner's days ago
    ///   or more, or never met, the longest-waiting first; the other slots by the scheduler's
    ///   weights over the rest of the list;
    /// - **spread**: the core as above, then the rest of the list in turn — never met first, in
    ///   the list's order, then the one whose last game is oldest.
    ///
    /// `setting`: the player's `settings retention`; `timeZone`: where their days begin.
    public func choice(player: String, pairs: [WordPair], gameSize: Int, at date: Date, setting: Double? = nil,
                       timeZone: TimeZone = .current) -> WordChoice {
        let verdict = spacingTests[player]?.verdict
        guard verdict != .focus, SpacingTest.appliesTo(pairCount: pairs.count, gameSize: gameSize) else {
            return WordChoice(weights: weights(player: player, pairs: pairs, at: date, setting: setting))
        }
        let words = players[player]
        let today = LearnerDay.of(date, timeZone: timeZone).dayNumber
        let waits = pairs.map { pair in
            words?[pair.memoryKey]?.state.map { today - LearnerDay.of($0.lastReview, timeZone: timeZone).dayNumber } ?? Int.max
        }
        func longestWaitingFirst(_ a: Int, _ b: Int) -> Bool { (waits[b], a) < (waits[a], b) }
        let core = SpacingTest.coreSize(gameSize: gameSize)
        var leading = Array((0..<core).filter { waits[$0] >= SpacingTest.returnDays }.sorted(by: longestWaitingFirst).prefix(gameSize))
        if verdict == .spread {
            leading += (core..<pairs.count).sorted(by: longestWaitingFirst).prefix(gameSize - leading.count)
            return WordChoice(leading: leading, weights: nil)
        }
        // While the test runs the core comes back by the calendar alone.
        var weights = weights(player: player, pairs: pairs, at: date, setting: setting)
        for i in 0..<core { weights[i] = 0 }
        return WordChoice(leading: leading, weights: weights)
    }

    /// The weight of a pair never reviewed (never seen, or only shown), by default.
    static let newWordWeight = 4
    /// A due word's weight at the target, before the list's size multiplies it.
    static let dueWeight = 8

    /// Word-choice weights for `pairs` at `date` (integers, so a seed draws the same words on
    /// every machine):
    /// - never reviewed: 4 — or, once the player's reviews are fitted, the share of a due word's
    ///   weight their plan gives new words (`RetentionPlanner.Plan.newWords`), when it gives one;
    /// - due (its due day reached: recall fallen to the player's target, `target(player:setting:)`,
    ///   `setting` their `settings retention`; 85 % by default): 8 at the target, rising to 16 as recall falls to 0,
    ///   times the number of `pairs` — due words come first however long the list, as reviews
    ///   come before new cards in any flashcard program. (Without that factor, on a 120-pair
    ///   list the new words' weights outnumbered the due ones and the learning benchmark,
    ///   `bench --only learning`, found the scheduler no better than a uniform draw.);
    /// - not yet due: 1 just after a review, 2 or 3 as recall nears the target — always below a new
    ///   word, so a word answered right once is never more likely than one never seen until
    ///   the scheduler says it is time to check it again.
    public func weights(player: String, pairs: [WordPair], at date: Date, setting: Double? = nil) -> [Int] {
        let words = players[player]
        let retention = target(player: player, setting: setting)
        let newWords = fits[player]?.newWords
        return pairs.map { pair in
            let state = words?[pair.memoryKey]?.state
            return Self.choiceWeight(recall: state?.recall(at: date), isDue: state?.isDue(at: date) ?? false,
                                     retention: retention, pairCount: pairs.count, newWords: newWords)
        }
    }

    /// One pair's weight (see `weights`): `recall` nil for a pair never reviewed, `newWords` the
    /// player's plan's share for new words. The rule the planner simulates too (`RetentionPlanner`).
    static func choiceWeight(recall: Double?, isDue: Bool, retention: Double, pairCount: Int, newWords: Double? = nil) -> Int {
        guard let recall else {
            guard let newWords else { return newWordWeight }
            return min(max(1, Int((newWords * Double(dueWeight * pairCount)).rounded())), WordChooser.maximumWeight)
        }
        if isDue {
            let urgency = dueWeight + Int((Double(dueWeight) * (retention - min(recall, retention)) / retention).rounded())
            return min(urgency * pairCount, WordChooser.maximumWeight)
        }
        return 1 + min(2, max(0, Int(3 * (1 - recall) / (1 - retention))))
    }

    /// The pairs among `pairs` (say, every pair of the lists a player has played in one
    /// language pair) that are due for `player` at `date`, the least likely to be recalled
    /// first: what a review game asks for.
    public func due(player: String, among pairs: [WordPair], at date: Date) -> [WordPair] {
        let words = players[player] ?? [:]
        return pairs.compactMap { pair -> (WordPair, Double)? in
            guard let state = words[pair.memoryKey]?.state, state.isDue(at: date) else { return nil }
            return (pair, state.recall(at: date))
        }
        .sorted { ($0.1, $0.0.memoryKey) < ($1.1, $1.0.memoryKey) }
        .map(\.0)
    }
}
