/// A way of reasoning a person uses to make progress in a sudoku, from the easiest to the hardest.
///
/// The order of the cases is the order in which the logic solver tries them (the order of
/// Sudoku Explainer's ratings): it always takes the easiest step available, so the hardest
/// technique a solution needs decides the puzzle's grade.
public enum Technique: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// The last empty cell of a house.
    case fullHouse
    /// A value with one place left in a house.
    case hiddenSingle
    /// A cell with one candidate left (harder to see than a hidden single: every value of the
    /// cell's row, column and box must be checked).
    case nakedSingle
    /// In a box, a value confined to one row or column: it leaves the rest of that line.
    case pointing
    /// In a row or column, a value confined to one box: it leaves the rest of that box.
    case claiming
    /// Two cells of a house holding the same two candidates only.
    case nakedPair
    /// A value confined to the same two columns in two rows (or the reverse).
    case xWing
    /// Two values of a house that fit in the same two cells only.
    case hiddenPair
    /// Three cells of a house holding three candidates between them.
    case nakedTriple
    /// A value confined to the same three columns in three rows (or the reverse).
    case swordfish
    /// Three values of a house that fit in the same three cells only.
    case hiddenTriple
    /// A pivot cell {x,y} seeing pincers {x,z} and {y,z}: z leaves every cell seeing both pincers.
    case xyWing
    /// Bounded trial: assuming a value leads, by singles alone (or one nested assumption),
    /// to a contradiction, so the value is removed.
    case trial

    /// The grade a puzzle gets when this is the hardest technique it needs.
    public var grade: Grade {
        switch self {
        case .fullHouse, .nakedSingle, .hiddenSingle: .beginner
        case .pointing, .claiming, .nakedPair, .xWing: .easy
        case .hiddenPair, .nakedTriple, .swordfish, .hiddenTriple: .medium
        case .xyWing: .hard
        case .trial: .expert
        }
    }

    /// The grade this technique gives a puzzle of `shape`. Every puzzle of a 4×4 grid with one
    /// solution falls to full houses and singles, so there: 1 is full houses only, 2 any single,
    /// and 3 any single with the fewest givens (`Rating` decides that one). Larger grids use
    /// `grade`.
    public func grade(for shape: BoxShape) -> Grade {
        guard shape.size <= 4 else { return grade }
        switch self {
        case .fullHouse: return .beginner
        case .hiddenSingle, .nakedSingle: return .easy
        default: return .medium
        }
    }

    /// On a 4×4 grid, the most givens a medium puzzle has (5: four or five givens).
    static func smallGridMediumGivens(for shape: BoxShape) -> Int { shape.size + 1 }

    /// The techniques that make up `grade` on `shape` (the new ones, not those of lower grades).
    static func introduced(by grade: Grade, for shape: BoxShape) -> [Technique] {
        allCases.filter { $0.grade(for: shape) == grade }
    }

    /// Its position in the solver's order.
    var order: Int { Technique.ordered.firstIndex(of: self)! }
    private static let ordered = Technique.allCases

    public static func < (a: Technique, b: Technique) -> Bool { a.order < b.order }
}
