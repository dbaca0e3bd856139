/// Something that breaks the rules in a grid, with the cells involved. It carries data, no
/// sentence: the kit says it in English and French (`PuzzleProblemText.issue`).
public enum BoardIssue: Error, Hashable, Sendable {
    /// `value` appears more than once in `house`, at `cells`.
    case duplicate(value: Int, house: House, cells: [Int])
    /// `cell` holds `value`, which is not a symbol of the grid (above N).
    case outOfRange(value: Int, cell: Int, size: Int)

    /// Every cell the issue is about, for highlighting.
    public var cells: [Int] {
        switch self {
        case let .duplicate(_, _, cells): cells
        case let .outOfRange(_, cell, _): [cell]
        }
    }
}

extension House: CustomStringConvertible {
    /// `row 3`, `column 1`, `box 9`: 1-based, as people count.
    public var description: String {
        switch kind {
        case .row: "row \(index + 1)"
        case .column: "column \(index + 1)"
        case .box: "box \(index + 1)"
        }
    }
}

extension Board {
    /// Every rule the filled cells break: values out of range first, then duplicates house by
    /// house (rows, columns, boxes). Empty when the grid is consistent.
    public var issues: [BoardIssue] {
        let n = shape.size
        var found: [BoardIssue] = []
        for cell in 0..<shape.cellCount where Int(cells[cell]) > n {
            found.append(.outOfRange(value: Int(cells[cell]), cell: cell, size: n))
        }
        for house in shape.houses {
            var seen = UInt32(0), repeated = UInt32(0)
            for cell in house.cells {
                let value = Int(cells[cell])
                guard value >= 1, value <= n else { continue }
                let bit = UInt32(1) << UInt32(value - 1)
                if seen & bit != 0 { repeated |= bit }
                seen |= bit
            }
            for value in CandidateSet(mask: repeated) {
                found.append(.duplicate(value: value, house: house,
                                        cells: house.cells.filter { Int(cells[$0]) == value }))
            }
        }
        return found
    }

    /// Whether no filled cell breaks a rule (the grid may still have no solution).
    public var isConsistent: Bool { issues.isEmpty }

    /// Whether this grid is a complete, rule-abiding grid that keeps every given of `puzzle`.
    public func isSolution(of puzzle: Board) -> Bool {
        guard shape == puzzle.shape, isFilled, isConsistent else { return false }
        for cell in 0..<shape.cellCount where puzzle.cells[cell] != 0 && puzzle.cells[cell] != cells[cell] {
            return false
        }
        return true
    }
}
