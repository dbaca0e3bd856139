import Foundation

/// Fitting FSRS to a player (`LearnerFit`): when, and what it changes in their memory.
extension LearnerMemory {
    /// Whether `player` is due a fit at `date`: their last one `LearnerFit.refitDays` learner's
    /// days ago or more, or none yet and enough reviews for one — counted here from the records
    /// (every review after a word's first), an upper bound of what the fit scores, so that the
    /// log is read only when a fit may follow.
    public func needsFit(player: String, at date: Date, timeZone: TimeZone = .current) -> Bool {
        if let fit = fits[player] {
            return LearnerDay.of(date, timeZone: timeZone).dayNumber - LearnerDay.of(fit.fitted, timeZone: timeZone).dayNumber
                >= LearnerFit.refitDays
        }
        let reviews = players[player]?.values.reduce(0) { $0 + max(0, $1.right + $1.wrong - 1) } ?? 0
        return reviews >= LearnerFit.minimumReviews
    }

    /// Fits FSRS to `player`'s reviews in `log` (from their last fit's weights), chooses their
    /// plan (target and new words' share) by simulating the fitted weights on `list` (the words of the list just played; nil:
    /// the words they have reviewed) with games of `gameSize` words, and moves every word whose
    /// log holds its whole history onto the fitted curve: its stability and difficulty replayed
    /// under the new weights, its due day at the target (`setting`, the player's `settings
    /// retention`, when set). Counts and last reviews are unchanged. False, and nothing changed,
    /// when the log holds fewer than `LearnerFit.minimumReviews` reviews the fit scores.
    @discardableResult
    public mutating func refit(player: String, log: [ReviewLogEntry], list: [WordPair]?, gameSize: Int, at date: Date,
                        timeZone: TimeZone = .current, setting: Double?) -> Bool {
        let cards = FSRSOptimizer.cards(log, player: player)
        let scored = FSRSOptimizer.scoredCount(cards)
        guard scored >= LearnerFit.minimumReviews, var words = players[player] else { return false }
        let keys = cards.keys.sorted()
        let weights = FSRSOptimizer.fit(keys.map { cards[$0]! }, start: fsrsWeights(player: player),
                                        steps: fits[player] == nil ? FSRSOptimizer.steps : FSRSOptimizer.refitSteps)
        let decay = weights[20]
        var moved: [String] = []
        for key in keys {
            guard var record = words[key], var state = record.state,
                  let replayed = FSRSOptimizer.state(cards[key]!, weights: weights),
                  abs(replayed.last.timeIntervalSince(state.lastReview)) < 1 else { continue }
            state.stability = replayed.stability
            state.difficulty = replayed.difficulty
            state.decay = MemoryState.kept(decay: decay)
            record.state = state
            words[key] = record
            moved.append(key)
        }
        let pool = list.map { $0.map(\.memoryKey) } ?? words.keys.sorted()
        let plan = RetentionPlanner.best(
            words: pool.map { key in
                words[key]?.state.map { state in
                    RetentionPlanner.Word(stability: state.stability, difficulty: state.difficulty,
                                          daysSince: max(0, date.timeIntervalSince(state.lastReview)) / FSRS.secondsPerDay,
                                          lapsed: state.lastReviewLapsed)
                }
            },
            weights: weights, gameSize: gameSize, seed: DailyPuzzle.fnv1a64("\(player)\u{0}\(LearnerDay.of(date, timeZone: timeZone))"))
        let target = setting ?? plan.target
        for key in moved {
            guard var record = words[key], var state = record.state else { continue }
            let days = FSRS.scheduledDays(stability: state.stability, retention: target, decay: decay,
                                          fuzz: Self.intervalFuzz(player: player, key: key, reviewsBefore: state.reps - 1),
                                          lapsed: state.lastReviewLapsed)
            state.due = FSRS.dueDate(after: state.lastReview, days: days, timeZone: timeZone)
            record.state = state
            words[key] = record
        }
        players[player] = words
        fits[player] = LearnerFit(weights: weights, target: plan.target, newWords: plan.newWords, fitted: date, reviews: scored)
        return true
    }
}
