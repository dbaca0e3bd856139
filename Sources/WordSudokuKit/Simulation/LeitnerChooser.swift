import Foundation
import SudokuEngine

/// The chooser before FSRS (issue 7, `LearnerMemory` before commit 0c2d277), re-implemented
/// as it was for the comparison: five Leitner boxes and no time; a right answer moves a pair up
/// a box, a wrong one back to box 1; weights box 1 → 16, 2 → 8, 3 → 4, 4 → 2, 5 → 1, a pair
/// never answered 4.
public struct LeitnerChooser: LearningChooser {
    public let name = "Leitner (old weights)"
    /// The box of each pair answered, by `WordPair.memoryKey`.
    public private(set) var boxes: [String: Int] = [:]

    public init() {}

    /// The old `LearnerMemory.weights(player:pairs:)`.
    public func weight(of pair: WordPair) -> Int {
        guard let box = boxes[pair.memoryKey] else { return 4 }
        return [16, 8, 4, 2, 1][box - 1]
    }

    public mutating func choose(_ count: Int, from list: WordList, at date: Date, random: inout RandomSource) -> [WordPair] {
        draw(count, from: list, random: &random, weight: weight(of:))
    }

    public mutating func record(_ pair: WordPair, recalled: Bool, at date: Date) {
        let box = boxes[pair.memoryKey] ?? 1
        boxes[pair.memoryKey] = recalled ? min(5, box + 1) : 1
    }
}
