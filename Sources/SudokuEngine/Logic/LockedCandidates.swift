/// Locked candidates: a value confined to the intersection of a box and a line.
extension LogicSolver {
    /// In a box, a value whose candidates all lie in one row (or column) can be removed from the
    /// rest of that row (or column).
    func findPointing(in grid: LogicGrid) -> LogicStep? {
        let n = tables.size
        for box in 0..<n {
            let house = 2 * n + box
            var values = valuesInTwoOrMoreCells(of: house, grid: grid)
            while values != 0 {
                let bit = values & (0 &- values)
                values &= values &- 1
                let value = bit.trailingZeroBitCount + 1
                guard let (first, sameRow, sameColumn) = confinement(of: bit, in: house, grid: grid) else { continue }
                if sameRow, let step = lockedStep(.pointing, value: value, house: house,
                                                  line: tables.rowHouse(of: first), grid: grid) {
                    return step
                }
                if sameColumn, let step = lockedStep(.pointing, value: value, house: house,
                                                     line: tables.columnHouse(of: first), grid: grid) {
                    return step
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
            var values = valuesInTwoOrMoreCells(of: line, grid: grid)
            while values != 0 {
                let bit = values & (0 &- values)
                values &= values &- 1
                let value = bit.trailingZeroBitCount + 1
                guard let (first, _, _) = confinement(of: bit, in: line, grid: grid) else { continue }
                let box = tables.boxOf[first]
                var sameBox = true
                for k in 0..<n {
                    let cell = tables.houseCells[line * n + k]
                    if grid.candidates[cell] & bit != 0 && tables.boxOf[cell] != box { sameBox = false; break }
                }
                guard sameBox else { continue }
                if let step = lockedStep(.claiming, value: value, house: line, line: 2 * n + box, grid: grid) {
                    return step
                }
            }
        }
        return nil
    }

    /// The step removing `value` from the cells of house `line` outside `house` (nil if none
    /// holds it).
    private func lockedStep(_ technique: Technique, value: Int, house: Int, line: Int, grid: LogicGrid) -> LogicStep? {
        let n = tables.size
        let bit = UInt32(1) << UInt32(value - 1)
        var any = false
        for k in 0..<n {
            let cell = tables.houseCells[line * n + k]
            if grid.candidates[cell] & bit != 0 && !contains(house: house, cell: cell) { any = true; break }
        }
        guard any else { return nil }
        let eliminations = removals(of: value, in: line, outside: house, grid: grid)
        var cells: [Int] = []
        for k in 0..<n {
            let cell = tables.houseCells[house * n + k]
            if grid.candidates[cell] & bit != 0 { cells.append(cell) }
        }
        return LogicStep(technique: technique, houses: [tables.house(house), tables.house(line)], cells: cells,
                         values: [value], placements: [], eliminations: eliminations)
    }

    /// The candidates held by two or more cells of `house`: the only values `confinement` can
    /// find confined, so the searches above skip the others in one pass over the house
    /// (ascending, as a loop over every value would meet them).
    private func valuesInTwoOrMoreCells(of house: Int, grid: LogicGrid) -> UInt32 {
        let n = tables.size
        var once: UInt32 = 0, twice: UInt32 = 0
        for k in 0..<n {
            let mask = grid.candidates[tables.houseCells[house * n + k]]
            twice |= once & mask
            once |= mask
        }
        return twice
    }

    /// When at least two cells of `house` hold candidate `bit`: the first of them, and whether
    /// they all share its row, its column.
    private func confinement(of bit: UInt32, in house: Int, grid: LogicGrid) -> (Int, Bool, Bool)? {
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
        return (first, sameRow, sameColumn)
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
