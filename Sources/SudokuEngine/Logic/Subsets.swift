/// Naked and hidden subsets (pairs, triples) inside one house.
extension LogicSolver {
    /// k cells of a house whose candidates, together, are k values: those values leave the
    /// house's other cells.
    func findNakedSubset(size k: Int, in grid: LogicGrid) -> LogicStep? {
        let n = tables.size
        let technique: Technique = k == 2 ? .nakedPair : .nakedTriple
        for house in 0..<tables.houseCount {
            var members: [Int] = []
            var emptyCells = 0
            for j in 0..<n {
                let cell = tables.houseCells[house * n + j]
                guard grid.cells[cell] == 0 else { continue }
                emptyCells += 1
                let count = grid.candidates[cell].nonzeroBitCount
                if count >= 2 && count <= k { members.append(cell) }
            }
            guard members.count >= k, emptyCells > k else { continue }
            let found: LogicStep? = firstCombination(of: members.count, choosing: k) { chosen in
                var union: UInt32 = 0
                for i in chosen { union |= grid.candidates[members[i]] }
                guard union.nonzeroBitCount == k else { return nil }
                let cells = chosen.map { members[$0] }
                var eliminations: [Elimination] = []
                for j in 0..<n {
                    let cell = tables.houseCells[house * n + j]
                    guard grid.cells[cell] == 0, !cells.contains(cell) else { continue }
                    for value in CandidateSet(mask: grid.candidates[cell] & union) {
                        eliminations.append(Elimination(cell: cell, value: value))
                    }
                }
                guard !eliminations.isEmpty else { return nil }
                return LogicStep(technique: technique, houses: [tables.house(house)], cells: cells,
                                 values: Array(CandidateSet(mask: union)), placements: [], eliminations: eliminations)
            }
            if let found { return found }
        }
        return nil
    }

    /// k values of a house that fit, together, in only k cells: those cells lose every other
    /// candidate.
    func findHiddenSubset(size k: Int, in grid: LogicGrid) -> LogicStep? {
        let n = tables.size
        let technique: Technique = k == 2 ? .hiddenPair : .hiddenTriple
        // positions[v-1]: bit j set when value v may go in the house's j-th cell.
        var positions = [UInt32](repeating: 0, count: n)
        for house in 0..<tables.houseCount {
            for v in 0..<n { positions[v] = 0 }
            var emptyCells = 0
            for j in 0..<n {
                let cell = tables.houseCells[house * n + j]
                if grid.cells[cell] == 0 { emptyCells += 1 }
                for value in CandidateSet(mask: grid.candidates[cell]) { positions[value - 1] |= 1 << UInt32(j) }
            }
            guard emptyCells > k else { continue }
            var candidatesCount = 0
            for v in 0..<n where positions[v].nonzeroBitCount >= 2 && positions[v].nonzeroBitCount <= k { candidatesCount += 1 }
            guard candidatesCount >= k else { continue }
            let values = (1...n).filter { (2...k).contains(positions[$0 - 1].nonzeroBitCount) }
            let found: LogicStep? = firstCombination(of: values.count, choosing: k) { chosen in
                var union: UInt32 = 0, valueMask: UInt32 = 0
                for i in chosen {
                    union |= positions[values[i] - 1]
                    valueMask |= 1 << UInt32(values[i] - 1)
                }
                guard union.nonzeroBitCount == k else { return nil }
                var cells: [Int] = []
                var eliminations: [Elimination] = []
                for j in 0..<n where union & (1 << UInt32(j)) != 0 {
                    let cell = tables.houseCells[house * n + j]
                    cells.append(cell)
                    for value in CandidateSet(mask: grid.candidates[cell] & ~valueMask) {
                        eliminations.append(Elimination(cell: cell, value: value))
                    }
                }
                guard !eliminations.isEmpty else { return nil }
                return LogicStep(technique: technique, houses: [tables.house(house)], cells: cells,
                                 values: Array(CandidateSet(mask: valueMask)), placements: [], eliminations: eliminations)
            }
            if let found { return found }
        }
        return nil
    }
}
