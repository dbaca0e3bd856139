/// Locked candidates: a value confined to the intersection of a box and a line.
extension LogicSolver {
    /// In a box, a value whose candidates all lie in one row (or column) can be removed from the
    /// rest of that row (or column).
    func findPointing(in grid: LogicGrid) -> LogicStep? {
        let n = tables.size
        for box in 0..<n {
            let house = 2 * n + box
            for value in 1...n {
                let bit = UInt32(1) << UInt32(value - 1)
                guard let (cells, sameRow, sameColumn) = confinement(of: bit, in: house, grid: grid) else { continue }
                for (same, line) in [(sameRow, tables.rowHouse(of: cells[0])), (sameColumn, tables.columnHouse(of: cells[0]))] where same {
                    let eliminations = removals(of: value, in: line, outside: house, grid: grid)
                    if !eliminations.isEmpty {
                        return LogicStep(technique: .pointing, houses: [tables.house(house), tables.house(line)], cells: cells,
                                         values: [value], placements: [], eliminations: eliminations)
                    }
                }
            }
        }
        return nil
    }

    /// In a row or column, a value whose candidates all lie in one box can be removed from the
    /// rest of that box.
    func findClaiming(in grid: LogicGrid) -> LogicStep? {
        let n = tables.size
        for line in 0..<2 * n {
            for value in 1...n {
                let bit = UInt32(1) << UInt32(value - 1)
                guard let (cells, _, _) = confinement(of: bit, in: line, grid: grid) else { continue }
                let box = tables.boxOf[cells[0]]
                guard cells.allSatisfy({ tables.boxOf[$0] == box }) else { continue }
                let boxHouse = 2 * n + box
                let eliminations = removals(of: value, in: boxHouse, outside: line, grid: grid)
                if !eliminations.isEmpty {
                    return LogicStep(technique: .claiming, houses: [tables.house(line), tables.house(boxHouse)], cells: cells,
                                     values: [value], placements: [], eliminations: eliminations)
                }
            }
        }
        return nil
    }

    /// The cells of `house` holding candidate `bit` when there are at least two, and whether
    /// they share a row, a column.
    private func confinement(of bit: UInt32, in house: Int, grid: LogicGrid) -> ([Int], Bool, Bool)? {
        let n = tables.size
        var first = -1, count = 0, sameRow = true, sameColumn = true
        for k in 0..<n {
            let cell = tables.houseCells[house * n + k]
            guard grid.candidates[cell] & bit != 0 else { continue }
            count += 1
            if first < 0 { first = cell } else {
                if tables.rowOf[cell] != tables.rowOf[first] { sameRow = false }
                if tables.columnOf[cell] != tables.columnOf[first] { sameColumn = false }
            }
        }
        guard count >= 2 else { return nil }
        var cells: [Int] = []
        cells.reserveCapacity(count)
        for k in 0..<n {
            let cell = tables.houseCells[house * n + k]
            if grid.candidates[cell] & bit != 0 { cells.append(cell) }
        }
        return (cells, sameRow, sameColumn)
    }

    /// Candidate `value` in the cells of `house` that are not in house `other`.
    func removals(of value: Int, in house: Int, outside other: Int, grid: LogicGrid) -> [Elimination] {
        let n = tables.size
        let bit = UInt32(1) << UInt32(value - 1)
        var eliminations: [Elimination] = []
        for k in 0..<n {
            let cell = tables.houseCells[house * n + k]
            guard grid.candidates[cell] & bit != 0 else { continue }
            if !contains(house: other, cell: cell) { eliminations.append(Elimination(cell: cell, value: value)) }
        }
        return eliminations
    }

    /// Whether `cell` lies in house `house`.
    func contains(house: Int, cell: Int) -> Bool {
        let n = tables.size
        switch house / n {
        case 0: return tables.rowOf[cell] == house
        case 1: return tables.columnOf[cell] == house - n
        default: return tables.boxOf[cell] == house - 2 * n
        }
    }
}
