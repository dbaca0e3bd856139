import Foundation
import WordSudokuKit

/// What a new game does with its slots for this learner, read from the review log (issue 24,
/// item 4) — tried by the learning benchmark's adaptive chooser (`LabChooser.adaptive`), not
/// used by the product's games: it did not beat uniform choice under the ACT-R learner, the
/// fitted learner never crossing the cut (README, "Adapting to the learner"), so it is kept
/// here, beside the benchmark, not in the kit.
///
/// Why: a game holds a fixed number of words (nine in a 9×9), so every review of a word is a new
/// word not met. For a learner who forgets fast, a word met once is gone within days and the
/// slots are best spent consolidating the words met (due words first); for one who keeps words
/// long, a word met once is still partly there weeks later and meeting every word of the list
/// counts for more. The learning benchmark (`bench --only learning`) measured both: under its
/// HLR learner (a word studied once kept 0.75 day) the game's consolidation beats a uniform draw
/// by 13 points of recall; under its ACT-R learner a uniform draw, which meets every word, beats
/// it by 15 (README, "Adapting to the learner").
///
/// The cut is not tuned: it is FSRS's own default learner. When the fitted scale on FSRS's
/// stabilities (`LearnerFit`) is 1 or more — this learner keeps a word at least as long as the
/// average Anki user FSRS's defaults describe — a word never met is as urgent as a due review
/// until every word is met; below it, or before the log holds `minimumReviews` reviews made a
/// day or more after the one before, the game consolidates as it always has.
public enum WordChoicePolicy: String, Sendable, Equatable, CaseIterable {
    /// Due words first, least likely recalled first, then new words (`LearnerMemory.weights`).
    case consolidate
    /// New words weigh as a due word at the target, until the list's words are all met; then
    /// as `consolidate`.
    case meetEveryWord

    /// Reviews (a day or more after the one before) the log must hold before it is read: about
    /// five days of 9×9 games (the number the benchmark's first adaptive try used).
    public static let minimumReviews = 40

    /// The policy for a learner fitted as `fit`.
    public init(fit: LearnerFit) {
        self = fit.reviews >= Self.minimumReviews && fit.scale >= 1 ? .meetEveryWord : .consolidate
    }
}

extension Store {
    /// The policy for `player`'s next game, from the review log (every list's: the learner is the same).
    public func wordChoicePolicy(player: String) -> WordChoicePolicy {
        WordChoicePolicy(fit: LearnerFit(loadReviews(), player: player))
    }
}

extension WordChoicePolicy {
    /// The game's weights (`LearnerMemory.weights`) for `pairs` at `date` under this policy:
    /// as they are under `.consolidate`; under `.meetEveryWord` a pair never reviewed weighs as
    /// a due word at the target (8 times the number of pairs), so new words share the slots with
    /// the due ones, before any word not yet due, until every pair is met.
    public func weights(_ memory: LearnerMemory, player: String, pairs: [WordPair], at date: Date) -> [Int] {
        var weights = memory.weights(player: player, pairs: pairs, at: date)
        guard self == .meetEveryWord else { return weights }
        for (i, pair) in pairs.enumerated() where memory.record(player: player, pair: pair)?.state == nil {
            weights[i] = 8 * pairs.count
        }
        return weights
    }
}
