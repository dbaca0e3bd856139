import Foundation
import SudokuEngine

/// The game's own scheduler, driven for real: a `LearnerMemory` (FSRS-6) records each answer
/// as a review (`record(player:pair:rating:at:)`, good or again, as `GameLifecycle` records a
/// game's evidence) at the simulated date, and the game's weights
/// (`LearnerMemory.weights(player:pairs:at:)`) draw the next game through `WordChooser`.
public struct SchedulerChooser: LearningChooser {
    public let name = "FSRS-6 (the game's)"
    public private(set) var memory = LearnerMemory()
    static let player = "learner"

    public init() {}

    public mutating func choose(_ count: Int, from list: WordList, at date: Date, random: inout RandomSource) -> [WordPair] {
        let weights = memory.weights(player: Self.player, pairs: list.pairs, at: date)
        var byKey: [String: Int] = [:]
        for (pair, weight) in zip(list.pairs, weights) { byKey[pair.memoryKey] = weight }
        return draw(count, from: list, random: &random) { byKey[$0.memoryKey] ?? LearnerMemory.newWordWeight }
    }

    public mutating func record(_ pair: WordPair, recalled: Bool, at date: Date) {
        memory.record(player: Self.player, pair: pair, rating: recalled ? .good : .again, at: date)
    }
}
