/// Full house, naked single and hidden single: the steps that place a value.
extension LogicSolver {
    /// The last empty cell of a house takes the one value the house lacks.
    func findFullHouse(in grid: LogicGrid) -> LogicStep? {
        let n = tables.size
        for house in 0..<tables.houseCount {
            var emptyCell = -1, emptyCount = 0, filled: UInt32 = 0
            for k in 0..<n {
                let cell = tables.houseCells[house * n + k]
                if grid.cells[cell] == 0 { emptyCount += 1; emptyCell = cell } else {
                    filled |= 1 << UInt32(grid.cells[cell] - 1)
                }
            }
            guard emptyCount == 1 else { continue }
            let missing = tables.allMask & ~filled
            guard missing.nonzeroBitCount == 1, grid.candidates[emptyCell] & missing != 0 else { continue }
            let value = missing.trailingZeroBitCount + 1
            return LogicStep(technique: .fullHouse, houses: [tables.house(house)], cells: [emptyCell], values: [value],
                             placements: [Placement(cell: emptyCell, value: value)], eliminations: [])
        }
        return nil
    }

    /// A cell with a single candidate takes it.
    func findNakedSingle(in grid: LogicGrid) -> LogicStep? {
        for cell in 0..<tables.cellCount where grid.cells[cell] == 0 {
            let mask = grid.candidates[cell]
            if mask != 0 && mask & (mask - 1) == 0 {
                let value = mask.trailingZeroBitCount + 1
                return LogicStep(technique: .nakedSingle, houses: [], cells: [cell], values: [value],
                                 placements: [Placement(cell: cell, value: value)], eliminations: [])
            }
        }
        return nil
    }

    /// A value with one place left in a house goes there. Boxes are searched first, then rows,
    /// then columns, as people usually look.
    func findHiddenSingle(in grid: LogicGrid) -> LogicStep? {
        let n = tables.size
        for house in Array(2 * n..<3 * n) + Array(0..<2 * n) {
            var once: UInt32 = 0, twice: UInt32 = 0
            for k in 0..<n {
                let mask = grid.candidates[tables.houseCells[house * n + k]]
                twice |= once & mask
                once |= mask
            }
            let singles = once & ~twice
            guard singles != 0 else { continue }
            let value = singles.trailingZeroBitCount + 1
            let bit = UInt32(1) << UInt32(value - 1)
            for k in 0..<n {
                let cell = tables.houseCells[house * n + k]
                if grid.candidates[cell] & bit != 0 {
                    return LogicStep(technique: .hiddenSingle, houses: [tables.house(house)], cells: [cell], values: [value],
                                     placements: [Placement(cell: cell, value: value)], eliminations: [])
                }
            }
        }
        return nil
    }
}
