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
    ///
    /// Raw buffers and wrapping arithmetic: every index comes from the shape's tables and every
    /// value is checked against N before it is used as a shift.
    mutating func load(_ board: Board, tables: LogicTables) {
        let n = tables.size, cellCount = tables.cellCount, all = tables.allMask
        var conflict = false
        var empty = 0
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: tables.houseCount) { used in
            used.initialize(repeating: 0)
            board.cells.withUnsafeBufferPointer { source in
                cells.withUnsafeMutableBufferPointer { cells in
                    candidates.withUnsafeMutableBufferPointer { candidates in
                        tables.housesOfCell.withUnsafeBufferPointer { housesOfCell in
                            for cell in 0..<cellCount {
                                let value = source[cell]
                                cells[cell] = value
                                candidates[cell] = 0
                                if value == 0 { continue }
                                if Int(value) > n { conflict = true; continue }
                                let bit: UInt32 = 1 &<< UInt32(truncatingIfNeeded: value &- 1)
                                let own = cell &* 3
                                let row = housesOfCell[own], column = housesOfCell[own &+ 1]
                                let box = housesOfCell[own &+ 2]
                                if (used[row] | used[column] | used[box]) & bit != 0 { conflict = true }
                                used[row] |= bit
                                used[column] |= bit
                                used[box] |= bit
                            }
                            for cell in 0..<cellCount where cells[cell] == 0 {
                                empty &+= 1
                                let own = cell &* 3
                                candidates[cell] = all & ~(used[housesOfCell[own]] | used[housesOfCell[own &+ 1]]
                                                           | used[housesOfCell[own &+ 2]])
                            }
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
        let n = tables.size, cellCount = tables.cellCount, houseCount = tables.houseCount, all = tables.allMask
        // Raw buffers: the small grids rate step by step and ask this after every step.
        return cells.withUnsafeBufferPointer { cells in
            candidates.withUnsafeBufferPointer { candidates in
                tables.houseCells.withUnsafeBufferPointer { houseCells in
                    for cell in 0..<cellCount where cells[cell] == 0 && candidates[cell] == 0 { return true }
                    for house in 0..<houseCount {
                        var seen: UInt32 = 0
                        let base = house &* n
                        for k in 0..<n {
                            let cell = houseCells[base &+ k]
                            let value = cells[cell]
                            // A filled cell holds 1...N (the load checked it).
                            seen |= value != 0 ? 1 &<< UInt32(truncatingIfNeeded: value &- 1) : candidates[cell]
                        }
                        if seen != all { return true }
                    }
                    return false
                }
            }
        }
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

    /// The loop itself. Wrapping arithmetic and masking shifts throughout: indices come from
    /// the shape's tables, values are 1...N (`load` flags anything else as a conflict, and a
    /// conflict never gets here), so no overflow or overshift can happen.
    private static func propagateSingles(cells: UnsafeMutableBufferPointer<UInt8>,
                                         candidates: UnsafeMutableBufferPointer<UInt32>, emptyCount: inout Int,
                                         houseCells: UnsafeBufferPointer<Int>, peers: UnsafeBufferPointer<Int>,
                                         tables: LogicTables, naked: inout Int, hidden: inout Int) -> Bool {
        let n = tables.size, cellCount = tables.cellCount, all = tables.allMask
        let houseCount = tables.houseCount, peerCount = tables.peerCount
        @inline(__always) func place(_ cell: Int, _ bit: UInt32) {
            cells[cell] = UInt8(truncatingIfNeeded: bit.trailingZeroBitCount &+ 1)
            candidates[cell] = 0
            emptyCount &-= 1
            let keep = ~bit
            var k = cell &* peerCount
            let end = k &+ peerCount
            while k < end {
                candidates[peers[k]] &= keep
                k &+= 1
            }
        }
        var progress = true
        while progress && emptyCount > 0 {
            progress = false
            for cell in 0..<cellCount where cells[cell] == 0 {
                let mask = candidates[cell]
                if mask == 0 { return false }
                if mask & (mask &- 1) == 0 {
                    place(cell, mask)
                    naked &+= 1
                    progress = true
                }
            }
            for house in 0..<houseCount {
                let base = house &* n
                var once: UInt32 = 0, twice: UInt32 = 0, filled: UInt32 = 0
                for k in 0..<n {
                    let cell = houseCells[base &+ k]
                    let value = cells[cell]
                    if value != 0 {
                        filled |= 1 &<< UInt32(truncatingIfNeeded: value &- 1)
                    } else {
                        let mask = candidates[cell]
                        twice |= once & mask
                        once |= mask
                    }
                }
                if (once | filled) != all { return false }
                var singles = once & ~twice & ~filled
                while singles != 0 {
                    let bit = singles & (0 &- singles)
                    singles &= singles &- 1
                    var found = -1
                    for k in 0..<n {
                        let cell = houseCells[base &+ k]
                        if cells[cell] == 0 && candidates[cell] & bit != 0 { found = cell; break }
                    }
                    if found < 0 { return false }
                    place(found, bit)
                    hidden &+= 1
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
