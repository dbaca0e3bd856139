/// The placed mark in a cell's word: bit 31, above every symbol bit (symbols use bits 0...24).
@usableFromInline let _placedFlag: UInt32 = 1 << 31

/// The search behind `ExactSolver`: flat tables and a stack of states in raw buffers, so a step
/// allocates nothing.
///
/// A state is one word per cell (the candidate mask, or the placed symbol's bit with
/// `_placedFlag`) followed by one word counting the cells still empty. Level `k` of the stack
/// is the state after `k` guesses; the last candidate of a guess reuses the current level.
struct _Search {
    let size: Int
    let boxRows: Int
    let boxColumns: Int
    let cellCount: Int
    let peerCount: Int
    let houseCount: Int
    /// Every symbol's bit.
    let all: UInt32
    /// Words per state: the cells and the empty-cell count.
    let stride: Int
    let peers: UnsafeMutablePointer<UInt16>
    let houses: UnsafeMutablePointer<UInt16>
    let stack: UnsafeMutablePointer<UInt32>
    /// Cells that became naked singles, waiting to be placed.
    let queue: UnsafeMutablePointer<UInt16>
    var queueHead = 0
    var queueTail = 0
    /// The first two solved states of the last run.
    let solutions: UnsafeMutablePointer<UInt32>
    /// Scratch for the candidates of each row segment and column segment of a box.
    let segments: UnsafeMutablePointer<UInt32>
    var limit = 2
    var found = 0
    /// For a random completion: each cell's symbols (0-based) in the order to try them,
    /// `size` per cell.
    let preference: UnsafeMutablePointer<UInt8>
    /// Whether this run is a random completion (guesses in reading order, by `preference`).
    var randomOrder = false

    init(geometry: Geometry, boxRows: Int, boxColumns: Int) {
        size = geometry.size
        self.boxRows = boxRows
        self.boxColumns = boxColumns
        cellCount = size * size
        peerCount = geometry.peerCount
        houseCount = 3 * size
        all = CandidateSet.all(size).mask
        stride = cellCount + 1
        let peerTable = UnsafeMutablePointer<UInt16>.allocate(capacity: geometry.peerTable.count)
        let houseTable = UnsafeMutablePointer<UInt16>.allocate(capacity: geometry.houseTable.count)
        geometry.peerTable.withUnsafeBufferPointer { peerTable.initialize(from: $0.baseAddress!, count: $0.count) }
        geometry.houseTable.withUnsafeBufferPointer { houseTable.initialize(from: $0.baseAddress!, count: $0.count) }
        peers = peerTable
        houses = houseTable
        // Every guess places a cell, so there are at most cellCount nested guesses.
        stack = .allocate(capacity: stride * (cellCount + 1))
        queue = .allocate(capacity: cellCount + 1)
        solutions = .allocate(capacity: 2 * stride)
        segments = .allocate(capacity: cellCount / boxColumns + cellCount / boxRows)
        preference = .allocate(capacity: cellCount * size)
    }

    func deallocate() {
        peers.deallocate()
        houses.deallocate()
        stack.deallocate()
        queue.deallocate()
        solutions.deallocate()
        segments.deallocate()
        preference.deallocate()
    }

    /// Searches from `givens`; returns the number of solutions found, at most `limit`.
    ///
    /// With `random`, the search is a random completion: every cell gets a preference order
    /// of the symbols drawn from `random` up front, and the answer is the first solution in
    /// that order, cell by cell in reading order. Propagation only prunes, so the answer
    /// depends on the seed alone, never on how the solver is tuned.
    mutating func run(givens: UnsafeBufferPointer<UInt8>, limit: Int,
                      random: UnsafeMutablePointer<RandomSource>?) -> Int {
        self.limit = limit
        randomOrder = random != nil
        if let random {
            for cell in 0..<cellCount {
                let order = preference + cell &* size
                for i in 0..<size { order[i] = UInt8(truncatingIfNeeded: i) }
                var i = size - 1
                while i > 0 {
                    let j = random.pointee.nextInt(below: i + 1)
                    if i != j { (order[i], order[j]) = (order[j], order[i]) }
                    i -= 1
                }
            }
        }
        found = 0
        queueHead = 0
        queueTail = 0
        let state = stack
        state.update(repeating: all, count: cellCount)
        state[cellCount] = UInt32(cellCount)
        for cell in 0..<cellCount {
            let value = Int(givens[cell])
            if value == 0 { continue }
            guard value <= size else { return 0 }
            let bit: UInt32 = 1 << UInt32(value - 1)
            let word = state[cell]
            guard word & bit != 0, word & _placedFlag == 0 else { return 0 }
            guard place(cell, bit, state) else { return 0 }
        }
        _ = search(level: 0)
        return found
    }

    /// Writes the `index`-th solution's symbols into `cells`.
    func copySolution(_ index: Int, into cells: inout [UInt8]) {
        let state = solutions + index * stride
        for cell in 0..<cellCount {
            cells[cell] = UInt8(truncatingIfNeeded: (state[cell] & ~_placedFlag).trailingZeroBitCount + 1)
        }
    }

    /// Puts the symbol `bit` in `cell` and removes it from the peers; false on a contradiction.
    @inline(__always)
    mutating func place(_ cell: Int, _ bit: UInt32, _ state: UnsafeMutablePointer<UInt32>) -> Bool {
        state[cell] = bit | _placedFlag
        state[cellCount] &-= 1
        let cellPeers = peers + cell &* peerCount
        for i in 0..<peerCount {
            let peer = Int(cellPeers[i])
            let word = state[peer]
            if word & bit == 0 { continue }
            if word & _placedFlag != 0 { return false }
            let rest = word ^ bit
            state[peer] = rest
            if rest & (rest &- 1) == 0 {
                if rest == 0 { return false }
                queue[queueTail] = UInt16(truncatingIfNeeded: peer)
                queueTail &+= 1
            }
        }
        return true
    }

    /// Places naked and hidden singles until none is left; false on a contradiction.
    @inline(__always)
    mutating func propagate(_ state: UnsafeMutablePointer<UInt32>) -> Bool {
        while true {
            while queueHead < queueTail {
                let cell = Int(queue[queueHead])
                queueHead &+= 1
                let word = state[cell]
                if word & _placedFlag == 0 && !place(cell, word, state) { return false }
            }
            queueHead = 0
            queueTail = 0
            if state[cellCount] == 0 { return true }
            switch hiddenSingles(state) {
            case .contradiction: return false
            case .placed: continue
            case .none: break
            }
            switch lockedCandidates(state) {
            case .contradiction: return false
            case .placed: continue
            case .none: return true
            }
        }
    }

    enum HiddenSingles { case none, placed, contradiction }

    /// Places every symbol that has one possible cell left in some house.
    @inline(__always)
    mutating func hiddenSingles(_ state: UnsafeMutablePointer<UInt32>) -> HiddenSingles {
        var placedAny = false
        var house = houses
        for _ in 0..<houseCount {
            var once: UInt32 = 0, twice: UInt32 = 0, done: UInt32 = 0
            for i in 0..<size {
                let word = state[Int(house[i])]
                if word & _placedFlag != 0 {
                    done |= word
                } else {
                    twice |= once & word
                    once |= word
                }
            }
            if (once | done) & ~_placedFlag != all { return .contradiction }
            var hidden = once & ~twice
            while hidden != 0 {
                let bit = hidden & (0 &- hidden)
                hidden &= hidden &- 1
                var target = -1
                for i in 0..<size {
                    let cell = Int(house[i])
                    let word = state[cell]
                    if word & bit != 0 && word & _placedFlag == 0 { target = cell; break }
                }
                // The cell took another hidden single of this house: two symbols need it.
                if target < 0 { return .contradiction }
                if !place(target, bit, state) { return .contradiction }
                placedAny = true
            }
            house += size
        }
        return placedAny ? .placed : .none
    }

    /// Removes from candidates what box–line interactions forbid: a symbol confined to one
    /// segment (a box's part of a row or column) in the box leaves the rest of the line, and
    /// one confined to the segment in the line leaves the rest of the box.
    @inline(__always)
    mutating func lockedCandidates(_ state: UnsafeMutablePointer<UInt32>) -> HiddenSingles {
        let n = size, rowsPerBox = boxRows, columnsPerBox = boxColumns
        var changed = false
        // Row segments: row r, segment j covers columns j·C ..< (j+1)·C.
        let across = n / columnsPerBox
        let rowSegments = segments
        for r in 0..<n {
            for j in 0..<across {
                let base = r &* n &+ j &* columnsPerBox
                var mask: UInt32 = 0
                for t in 0..<columnsPerBox {
                    let word = state[base &+ t]
                    if word & _placedFlag == 0 { mask |= word }
                }
                rowSegments[r &* across &+ j] = mask
            }
        }
        for r in 0..<n {
            let band = (r / rowsPerBox) &* rowsPerBox
            for j in 0..<across {
                let mask = rowSegments[r &* across &+ j]
                if mask == 0 { continue }
                var inBox: UInt32 = 0, inLine: UInt32 = 0
                for r2 in band..<(band &+ rowsPerBox) where r2 != r { inBox |= rowSegments[r2 &* across &+ j] }
                for j2 in 0..<across where j2 != j { inLine |= rowSegments[r &* across &+ j2] }
                let pointing = mask & ~inBox & inLine
                if pointing != 0 {
                    for j2 in 0..<across where j2 != j {
                        let base = r &* n &+ j2 &* columnsPerBox
                        for t in 0..<columnsPerBox {
                            if !eliminate(pointing, at: base &+ t, state, &changed) { return .contradiction }
                        }
                    }
                }
                let claiming = mask & ~inLine & inBox
                if claiming != 0 {
                    for r2 in band..<(band &+ rowsPerBox) where r2 != r {
                        let base = r2 &* n &+ j &* columnsPerBox
                        for t in 0..<columnsPerBox {
                            if !eliminate(claiming, at: base &+ t, state, &changed) { return .contradiction }
                        }
                    }
                }
            }
        }
        // Column segments: column c, segment i covers rows i·R ..< (i+1)·R.
        let down = n / rowsPerBox
        let columnSegments = segments + n &* across
        for c in 0..<n {
            for i in 0..<down {
                var cell = i &* rowsPerBox &* n &+ c
                var mask: UInt32 = 0
                for _ in 0..<rowsPerBox {
                    let word = state[cell]
                    if word & _placedFlag == 0 { mask |= word }
                    cell &+= n
                }
                columnSegments[c &* down &+ i] = mask
            }
        }
        for c in 0..<n {
            let stack = (c / columnsPerBox) &* columnsPerBox
            for i in 0..<down {
                let mask = columnSegments[c &* down &+ i]
                if mask == 0 { continue }
                var inBox: UInt32 = 0, inLine: UInt32 = 0
                for c2 in stack..<(stack &+ columnsPerBox) where c2 != c { inBox |= columnSegments[c2 &* down &+ i] }
                for i2 in 0..<down where i2 != i { inLine |= columnSegments[c &* down &+ i2] }
                let pointing = mask & ~inBox & inLine
                if pointing != 0 {
                    for i2 in 0..<down where i2 != i {
                        var cell = i2 &* rowsPerBox &* n &+ c
                        for _ in 0..<rowsPerBox {
                            if !eliminate(pointing, at: cell, state, &changed) { return .contradiction }
                            cell &+= n
                        }
                    }
                }
                let claiming = mask & ~inLine & inBox
                if claiming != 0 {
                    for c2 in stack..<(stack &+ columnsPerBox) where c2 != c {
                        var cell = i &* rowsPerBox &* n &+ c2
                        for _ in 0..<rowsPerBox {
                            if !eliminate(claiming, at: cell, state, &changed) { return .contradiction }
                            cell &+= n
                        }
                    }
                }
            }
        }
        return changed ? .placed : .none
    }

    /// Removes `symbols` from an empty `cell`; queues it if one candidate is left, false if none.
    @inline(__always)
    mutating func eliminate(_ symbols: UInt32, at cell: Int, _ state: UnsafeMutablePointer<UInt32>,
                            _ changed: inout Bool) -> Bool {
        let word = state[cell]
        if word & symbols == 0 || word & _placedFlag != 0 { return true }
        let rest = word & ~symbols
        if rest == 0 { return false }
        state[cell] = rest
        changed = true
        if rest & (rest &- 1) == 0 {
            queue[queueTail] = UInt16(truncatingIfNeeded: cell)
            queueTail &+= 1
        }
        return true
    }

    /// A guess for a random completion: the first empty cell in reading order, its symbols in
    /// the cell's preference order. Returns whether to stop, or nil to go on with this level
    /// (the last symbol was placed in it).
    @inline(__always)
    mutating func guessInPreferenceOrder(_ state: UnsafeMutablePointer<UInt32>, level: Int) -> Bool? {
        var cell = 0
        while state[cell] & _placedFlag != 0 { cell &+= 1 }
        var options = state[cell]
        let order = preference + cell &* size
        let next = state + stride
        for i in 0..<size {
            let bit: UInt32 = 1 << UInt32(order[i])
            if options & bit == 0 { continue }
            options ^= bit
            queueHead = 0
            queueTail = 0
            if options == 0 {
                return place(cell, bit, state) ? nil : false
            }
            next.update(from: state, count: stride)
            if place(cell, bit, next) && search(level: level &+ 1) { return true }
        }
        return false
    }

    /// Propagates, then guesses on the cell with the fewest candidates; true when `limit`
    /// solutions are found and the search should stop.
    mutating func search(level: Int) -> Bool {
        let state = stack + level &* stride
        while true {
            guard propagate(state) else { return false }
            if state[cellCount] == 0 {
                if found < 2 { (solutions + found &* stride).update(from: state, count: stride) }
                found &+= 1
                return found >= limit
            }
            if randomOrder {
                if let stop = guessInPreferenceOrder(state, level: level) { return stop }
                continue
            }
            // The cell with the fewest candidates; among those, the one with the most empty
            // peers, whose guess constrains the most (it cuts 16×16 searches tenfold).
            var best = 0, bestCount = Int.max, bestDegree = -1
            for cell in 0..<cellCount {
                let word = state[cell]
                if word & _placedFlag != 0 { continue }
                let count = word.nonzeroBitCount
                if count > bestCount { continue }
                var degree = 0
                let cellPeers = peers + cell &* peerCount
                for i in 0..<peerCount where state[Int(cellPeers[i])] & _placedFlag == 0 { degree &+= 1 }
                if count < bestCount || degree > bestDegree {
                    best = cell
                    bestCount = count
                    bestDegree = degree
                }
            }
            var options = state[best]
            let next = state + stride
            while true {
                let bit = options & (0 &- options)
                options ^= bit
                queueHead = 0
                queueTail = 0
                if options == 0 {
                    // The last candidate: no state to keep, so continue on this level.
                    guard place(best, bit, state) else { return false }
                    break
                }
                next.update(from: state, count: stride)
                if place(best, bit, next) && search(level: level &+ 1) { return true }
            }
        }
    }
}
