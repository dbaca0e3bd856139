// TEMPORARY: replaced by the engine's `ExactSolver.randomCompletion(of:using:)` once it lands.

/// A random completion of `board` by a randomised depth-first search (fewest candidates first).
func temporaryRandomCompletion(of board: Board, using random: inout RandomSource) -> Board? {
    let shape = board.shape
    var cells = board.cells
    let peers = (0..<shape.cellCount).map { shape.peers(of: $0) }
    let all = CandidateSet.all(shape.size).mask
    var nodes = 0
    func candidates(_ cell: Int) -> UInt32 {
        var mask = all
        for peer in peers[cell] where cells[peer] != 0 { mask &= ~(UInt32(1) << UInt32(cells[peer] - 1)) }
        return mask
    }
    func search() -> Bool {
        nodes += 1
        if nodes > 200_000 { return false }
        var best = -1, bestMask: UInt32 = 0, bestCount = Int.max
        for cell in 0..<shape.cellCount where cells[cell] == 0 {
            let mask = candidates(cell)
            let count = mask.nonzeroBitCount
            if count < bestCount { best = cell; bestMask = mask; bestCount = count; if count <= 1 { break } }
        }
        if best < 0 { return true }
        var values = Array(CandidateSet(mask: bestMask))
        random.shuffle(&values)
        for value in values {
            cells[best] = UInt8(value)
            if search() { return true }
        }
        cells[best] = 0
        return false
    }
    return search() ? Board(shape: shape, cells: cells) : nil
}
