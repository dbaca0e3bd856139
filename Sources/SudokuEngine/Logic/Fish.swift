/// X-wing and swordfish: a value confined, in k rows, to the same k columns (or the reverse).
extension LogicSolver {
    /// For each value, k rows where it fits only in k columns between them: it leaves those
    /// columns everywhere else. Then the same with rows and columns swapped.
    func findFish(size k: Int, in grid: LogicGrid) -> LogicStep? {
        let n = tables.size
        let technique: Technique = k == 2 ? .xWing : .swordfish
        // positions[line]: bit j set when the value may go at cross-line j of `line`.
        var positions = [UInt32](repeating: 0, count: n)
        for value in 1...n {
            let bit = UInt32(1) << UInt32(value - 1)
            for orientation in 0..<2 {
                let byRows = orientation == 0
                var lineCount = 0
                for line in 0..<n {
                    positions[line] = 0
                    for j in 0..<n {
                        let cell = byRows ? line * n + j : j * n + line
                        if grid.candidates[cell] & bit != 0 { positions[line] |= 1 << UInt32(j) }
                    }
                    let count = positions[line].nonzeroBitCount
                    if count >= 2 && count <= k { lineCount += 1 }
                }
                guard lineCount >= k else { continue }
                let lines = (0..<n).filter { (2...k).contains(positions[$0].nonzeroBitCount) }
                guard lines.count >= k else { continue }
                let found: LogicStep? = firstCombination(of: lines.count, choosing: k) { chosen in
                    var union: UInt32 = 0
                    for i in chosen { union |= positions[lines[i]] }
                    guard union.nonzeroBitCount == k else { return nil }
                    let baseLines = chosen.map { lines[$0] }
                    var eliminations: [Elimination] = []
                    for cross in 0..<n where union & (1 << UInt32(cross)) != 0 {
                        for line in 0..<n where !baseLines.contains(line) {
                            let cell = byRows ? line * n + cross : cross * n + line
                            if grid.candidates[cell] & bit != 0 { eliminations.append(Elimination(cell: cell, value: value)) }
                        }
                    }
                    guard !eliminations.isEmpty else { return nil }
                    var cells: [Int] = []
                    for line in baseLines {
                        for j in 0..<n where positions[line] & (1 << UInt32(j)) != 0 {
                            cells.append(byRows ? line * n + j : j * n + line)
                        }
                    }
                    let crossLines = (0..<n).filter { union & (1 << UInt32($0)) != 0 }
                    let houses = baseLines.map { tables.house(byRows ? $0 : n + $0) }
                        + crossLines.map { tables.house(byRows ? n + $0 : $0) }
                    return LogicStep(technique: technique, houses: houses, cells: cells.sorted(), values: [value],
                                     placements: [], eliminations: eliminations.sorted { $0.cell < $1.cell })
                }
                if let found { return found }
            }
        }
        return nil
    }
}
