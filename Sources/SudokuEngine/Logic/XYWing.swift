/// XY-wing: three two-candidate cells that force a common value out of the cells they see.
extension LogicSolver {
    /// A pivot {x,y} sees a pincer {x,z} and a pincer {y,z}: whichever value the pivot takes, one
    /// pincer is z, so z leaves every cell that sees both pincers. The step's cells are
    /// [pivot, pincer x/z, pincer y/z] and its values [x, y, z].
    func findXYWing(in grid: LogicGrid) -> LogicStep? {
        let peerCount = tables.peerCount
        for pivot in 0..<tables.cellCount where grid.candidates[pivot].nonzeroBitCount == 2 {
            let pivotMask = grid.candidates[pivot]
            var pincers: [Int] = []
            for k in 0..<peerCount {
                let peer = tables.peers[pivot * peerCount + k]
                let mask = grid.candidates[peer]
                if mask.nonzeroBitCount == 2 && (mask & pivotMask).nonzeroBitCount == 1 { pincers.append(peer) }
            }
            guard pincers.count >= 2 else { continue }
            for i in 0..<pincers.count {
                for j in (i + 1)..<pincers.count {
                    let a = pincers[i], b = pincers[j]
                    let maskA = grid.candidates[a], maskB = grid.candidates[b]
                    let shared = maskA & maskB
                    guard shared.nonzeroBitCount == 1, shared & pivotMask == 0,
                          (maskA & pivotMask) != (maskB & pivotMask) else { continue }
                    let z = shared.trailingZeroBitCount + 1
                    var eliminations: [Elimination] = []
                    for cell in 0..<tables.cellCount where cell != a && cell != b && cell != pivot
                        && grid.candidates[cell] & shared != 0 && tables.sees(cell, a) && tables.sees(cell, b) {
                        eliminations.append(Elimination(cell: cell, value: z))
                    }
                    guard !eliminations.isEmpty else { continue }
                    return LogicStep(technique: .xyWing, houses: [], cells: [pivot, a, b],
                                     values: [(maskA & pivotMask).trailingZeroBitCount + 1,
                                              (maskB & pivotMask).trailingZeroBitCount + 1, z],
                                     placements: [], eliminations: eliminations)
                }
            }
        }
        return nil
    }
}
