import Foundation
import SudokuEngine

/// The learning benchmark's experiment (issue 15): a `SimulatedLearner` plays one 9×9 game a
/// day for 60 days on one list, its nine words chosen each day by a `LearningChooser`; every
/// word of the game is answered once (recalled with the learner's true probability, else
/// missed and shown), and the chooser is told the outcome. On day 60, at the hour of the
/// games, the learner's true recall of every pair of the list is measured.
///
/// Deterministic for a seed: the seed draws the word difficulties, then the choosers' draws
/// and the answers from two streams of their own, the same for every chooser (so choosers are
/// compared on the same learner and the same luck).
public enum LearningSimulation {
    /// What one run ended with.
    public struct Outcome: Equatable, Sendable {
        /// The mean true probability of recall of the list's pairs on the last day (0 for a
        /// pair never met).
        public var meanRecall: Double
        /// Pairs recalled with a probability of 90 % or more on the last day.
        public var wellRecalled: Int
        /// Words answered over all games, and how many of them were recalled.
        public var answered: Int
        public var recalled: Int
        /// Pairs met at least once.
        public var met: Int
    }

    public static let days = 60
    public static let wordsPerGame = 9
    /// The first game: Monday 5 January 2026, 18:00 UTC; one game a day at that hour.
    public static let start = Date(timeIntervalSince1970: 1_767_636_000)

    /// Runs `chooser` on a learner of `list` for `days` games from `seed`.
    public static func run(_ chooser: inout some LearningChooser, list: WordList, seed: UInt64,
                           days: Int = days, wordsPerGame: Int = wordsPerGame) -> Outcome {
        var random = RandomSource(seed: seed)
        var learner = SimulatedLearner(wordCount: list.pairs.count, random: &random)
        var draws = random.split()
        var answers = random.split()
        var index: [String: Int] = [:]
        for (i, pair) in list.pairs.enumerated() { index[pair.memoryKey] = i }
        var answered = 0, recalled = 0
        for day in 0..<days {
            let date = start.addingTimeInterval(Double(day) * FSRS.secondsPerDay)
            for pair in chooser.choose(wordsPerGame, from: list, at: date, random: &draws) {
                let right = learner.answer(index[pair.memoryKey]!, onDay: Double(day), random: &answers)
                chooser.record(pair, recalled: right, at: date)
                answered += 1
                if right { recalled += 1 }
            }
        }
        let recall = list.pairs.indices.map { learner.recallProbability(of: $0, onDay: Double(days)) }
        return Outcome(meanRecall: recall.reduce(0, +) / Double(recall.count),
                       wellRecalled: recall.filter { $0 >= 0.9 }.count, answered: answered, recalled: recalled,
                       met: learner.words.filter { $0.halfLife > 0 }.count)
    }
}
