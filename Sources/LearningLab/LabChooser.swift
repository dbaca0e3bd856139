import Foundation
import SudokuEngine
import WordSudokuKit

/// Who chooses the words of each day's game, at equal play time (one game of the same shape
/// and grade a day, on the same puzzle seed).
public enum LabChooser: String, CaseIterable, Sendable {
    /// Every pair alike: a seeded game's own draw, without the memory (`GameFactory.plan` with no
    /// weights).
    case uniform
    /// SuperMemo's SM-2 (`SM2Chooser`), told each game's ratings (again: a miss; hard, good: a
    /// recall): due cards first, then new ones; the words passed to the game as a code's word
    /// indices are.
    case sm2
    /// The game's own choice: the learner memory's (`LearnerMemory.choice`, loaded from the
    /// store as a new game loads it: the test of how the learner learns, then its verdict's
    /// rule, with the scheduler's weights) made by `GameFactory.plan` — what
    /// `GameFactory.plan(_:memory:at:)` does for a request without a seed.
    case game
}

/// The settings of the benchmark's games, and the list.
public struct LabGameSettings: Sendable {
    public var list: WordList
    public var listName: String
    /// The list's file (its full path), as a game records it; nil for a list made in memory.
    public var listSource: String?
    public var shape: BoxShape
    public var grade: Grade
    /// The givens' language (the learner types the other).
    public var shownLanguage: String
    public var player = "learner"

    public init(list: WordList, listName: String, shape: BoxShape = try! BoxShape(rows: 3, columns: 3),
                grade: Grade = .beginner, shownLanguage: String? = nil) {
        self.list = list
        self.listName = listName
        self.shape = shape
        self.grade = grade
        self.shownLanguage = shownLanguage ?? list.languages[0]
    }
}
