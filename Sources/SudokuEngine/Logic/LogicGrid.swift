/// The logic solver's working state: the cells and, for each empty cell, its candidates as a
/// bitmask. Placing a value updates the peers' candidates in place; nothing is recomputed.
struct LogicGrid {
    var cells: [UInt8]
    /// candidates[cell]: bit v−1 set when v may still go in `cell`; 0 for a filled cell.
    var candidates: [UInt32]
    var emptyCount: Int
    /// Set when the givens repeat a value in a house.
    var hasConflict = false

    /// The state of `board`, with candidates from its filled peers, narrowed by `known` if given.
    init(board: Board, tables: LogicTables, known: [CandidateSet]? = nil) {
        cells = board.cells
        candidates = [UInt32](repeating: 0, count: tables.cellCount)
        emptyCount = 0
        load(board, tables: tables)
        if let known {
            for cell in 0..<tables.cellCount where cells[cell] == 0 { candidates[cell] &= known[cell].mask }
        }
    }

    /// Makes this the state of `board` (of the same shape) without allocating: the generator
    /// loads thousands of boards into one grid.
    mutating func load(_ board: Board, tables: LogicTables) {
        let n = tables.size
        hasConflict = false
        emptyCount = 0
        var conflict = false
        var empty = 0
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: tables.houseCount) { used in
            used.initialize(repeating: 0)
            board.cells.withUnsafeBufferPointer { source in
                cells.withUnsafeMutableBufferPointer { cells in
                    candidates.withUnsafeMutableBufferPointer { candidates in
                        for cell in 0..<tables.cellCount {
                            let value = Int(source[cell])
                            cells[cell] = source[cell]
                            candidates[cell] = 0
                            if value == 0 { continue }
                            if value > n { conflict = true; continue }
                            let bit: UInt32 = 1 << UInt32(value - 1)
                            let row = tables.rowHouse(of: cell), column = tables.columnHouse(of: cell)
                            let box = tables.boxHouse(of: cell)
                            if (used[row] | used[column] | used[box]) & bit != 0 { conflict = true }
                            used[row] |= bit
                            used[column] |= bit
                            used[box] |= bit
                        }
                        for cell in 0..<tables.cellCount where cells[cell] == 0 {
                            empty += 1
                            candidates[cell] = tables.allMask & ~(used[tables.rowHouse(of: cell)]
                                | used[tables.columnHouse(of: cell)] | used[tables.boxHouse(of: cell)])
                        }
                    }
                }
            }
        }
        hasConflict = conflict
        emptyCount = empty
    }

    /// Writes `value` in `cell` and removes it from the candidates of every peer.
    @inline(__always) mutating func place(_ cell: Int, _ value: Int, tables: LogicTables) {
        cells[cell] = UInt8(value)
        candidates[cell] = 0
        emptyCount -= 1
        let keep = ~(UInt32(1) << UInt32(value - 1))
        let start = cell * tables.peerCount
        tables.peers.withUnsafeBufferPointer { peers in
            candidates.withUnsafeMutableBufferPointer { candidates in
                for k in start..<(start + tables.peerCount) {
                    candidates[peers[k]] &= keep
                }
            }
        }
    }

    /// Applies the conclusions of a step.
    mutating func apply(_ step: LogicStep, tables: LogicTables) {
        for elimination in step.eliminations {
            candidates[elimination.cell] &= ~(UInt32(1) << UInt32(elimination.value - 1))
        }
        for placement in step.placements where cells[placement.cell] == 0 {
            place(placement.cell, placement.value, tables: tables)
        }
    }

    /// Whether some empty cell has no candidate left, or some house has a value with no place.
    func isContradictory(tables: LogicTables) -> Bool {
        if hasConflict { return true }
        for cell in 0..<tables.cellCount where cells[cell] == 0 && candidates[cell] == 0 { return true }
        let n = tables.size
        for house in 0..<tables.houseCount {
            var seen: UInt32 = 0
            for k in 0..<n {
                let cell = tables.houseCells[house * n + k]
                seen |= cells[cell] != 0 ? UInt32(1) << UInt32(cells[cell] - 1) : candidates[cell]
            }
            if seen != tables.allMask { return true }
        }
        return false
    }

    /// Places every naked and hidden single, again and again, until none is left.
    /// Returns false on a contradiction (a cell or a house value with no place left).
    /// `naked` and `hidden` count the singles placed of each kind.
    mutating func propagateSingles(tables: LogicTables, naked: inout Int, hidden: inout Int) -> Bool {
        if hasConflict { return false }
        // The hot loop of every rating: raw buffers, so no bounds or uniqueness check per cell.
        var empty = emptyCount
        defer { emptyCount = empty }
        return cells.withUnsafeMutableBufferPointer { cells in
            candidates.withUnsafeMutableBufferPointer { candidates in
                tables.houseCells.withUnsafeBufferPointer { houseCells in
                    tables.peers.withUnsafeBufferPointer { peers in
                        Self.propagateSingles(cells: cells, candidates: candidates, emptyCount: &empty,
                                              houseCells: houseCells, peers: peers, tables: tables,
                                              naked: &naked, hidden: &hidden)
                    }
                }
            }
        }
    }

    private static func propagateSingles(cells: UnsafeMutableBufferPointer<UInt8>,
                                         candidates: UnsafeMutableBufferPointer<UInt32>, emptyCount: inout Int,
                                         houseCells: UnsafeBufferPointer<Int>, peers: UnsafeBufferPointer<Int>,
                                         tables: LogicTables, naked: inout Int, hidden: inout Int) -> Bool {
        let n = tables.size, cellCount = tables.cellCount, all = tables.allMask
        let houseCount = tables.houseCount, peerCount = tables.peerCount
        @inline(__always) func place(_ cell: Int, _ value: Int) {
            cells[cell] = UInt8(value)
            candidates[cell] = 0
            emptyCount -= 1
            let keep = ~(UInt32(1) << UInt32(value - 1))
            let start = cell * peerCount
            for k in start..<(start + peerCount) { candidates[peers[k]] &= keep }
        }
        var progress = true
        while progress && emptyCount > 0 {
            progress = false
            for cell in 0..<cellCount where cells[cell] == 0 {
                let mask = candidates[cell]
                if mask == 0 { return false }
                if mask & (mask - 1) == 0 {
                    place(cell, mask.trailingZeroBitCount + 1)
                    naked += 1
                    progress = true
                }
            }
            for house in 0..<houseCount {
                let base = house * n
                var once: UInt32 = 0, twice: UInt32 = 0, filled: UInt32 = 0
                for k in 0..<n {
                    let cell = houseCells[base + k]
                    if cells[cell] != 0 {
                        filled |= UInt32(1) << UInt32(cells[cell] - 1)
                    } else {
                        let mask = candidates[cell]
                        twice |= once & mask
                        once |= mask
                    }
                }
                if (once | filled) != all { return false }
                var singles = once & ~twice & ~filled
                while singles != 0 {
                    let bit = singles & (~singles &+ 1)
                    singles &= singles - 1
                    var found = -1
                    for k in 0..<n {
                        let cell = houseCells[base + k]
                        if cells[cell] == 0 && candidates[cell] & bit != 0 { found = cell; break }
                    }
                    if found < 0 { return false }
                    place(found, bit.trailingZeroBitCount + 1)
                    hidden += 1
                    progress = true
                }
            }
        }
        return true
    }

    /// The board these cells make.
    func board(shape: BoxShape) -> Board { Board(shape: shape, cells: cells) }
}

extension LogicGrid {
    /// Places singles until none is left; false on a contradiction.
    mutating func propagateSingles(tables: LogicTables) -> Bool {
        var naked = 0, hidden = 0
        return propagateSingles(tables: tables, naked: &naked, hidden: &hidden)
    }
}
