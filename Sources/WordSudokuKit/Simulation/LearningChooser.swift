import Foundation
import SudokuEngine

/// A way to choose the words of the learning benchmark's daily game, with its own memory of
/// the answers it was told (never the learner's truth): uniform, the old Leitner weights,
/// SM-2, or the game's scheduler (`SchedulerChooser`).
public protocol LearningChooser: Sendable {
    /// The name in the benchmark's table.
    var name: String { get }
    /// The `count` pairs of the game played at `date`, drawn with `random` where the chooser
    /// draws at all.
    mutating func choose(_ count: Int, from list: WordList, at date: Date, random: inout RandomSource) -> [WordPair]
    /// What the game showed of `pair` at `date`: recalled, or missed (and then shown).
    mutating func record(_ pair: WordPair, recalled: Bool, at date: Date)
}

extension LearningChooser {
    /// A draw by integer weights through the game's own `WordChooser`, as a new game draws.
    func draw(_ count: Int, from list: WordList, random: inout RandomSource, weight: (WordPair) -> Int) -> [WordPair] {
        do {
            return try WordChooser.choose(count, from: [list], name: list.title, random: &random, weight: weight).pairs
        } catch {
            preconditionFailure("the benchmark's list has at least \(count) distinct pairs: \(error)")
        }
    }
}

/// Every pair alike: what a game without a memory does.
public struct UniformChooser: LearningChooser {
    public let name = "uniform"
    public init() {}

    public mutating func choose(_ count: Int, from list: WordList, at date: Date, random: inout RandomSource) -> [WordPair] {
        draw(count, from: list, random: &random) { _ in 1 }
    }

    public mutating func record(_ pair: WordPair, recalled: Bool, at date: Date) {}
}
