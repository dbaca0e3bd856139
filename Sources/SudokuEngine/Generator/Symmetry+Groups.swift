extension Symmetry {
    /// The cells that are given or emptied together, so the givens keep this symmetry:
    /// singletons for `none`, a cell and its image under a half turn for `rotational`, a cell and
    /// its image in the vertical axis for `mirror`. Each cell is in exactly one group.
    public func groups(for shape: BoxShape) -> [[Int]] {
        let n = shape.size
        var groups: [[Int]] = []
        for cell in 0..<shape.cellCount {
            let image: Int
            switch self {
            case .none: image = cell
            case .rotational: image = shape.cellCount - 1 - cell
            case .mirror: image = shape.cell(row: shape.row(of: cell), column: n - 1 - shape.column(of: cell))
            }
            if image == cell { groups.append([cell]) } else if image > cell { groups.append([cell, image]) }
        }
        return groups
    }

    /// Whether the givens of `board` have this symmetry.
    public func holds(for board: Board) -> Bool {
        groups(for: board.shape).allSatisfy { group in
            Set(group.map { board[$0] == 0 }).count == 1
        }
    }
}
