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
    /// The row, column and box (house indices) of every cell, 3 per cell.
    let housesOfCell: UnsafeMutablePointer<UInt8>
    /// Whether box–line reductions run after every guess, or only before the first one.
    /// Measured: on 16×16 and larger they cut the search fourfold; on 9×9 and 12×12 they cost
    /// more below the root than the guesses they save.
    let reducesAfterGuesses: Bool
    /// Houses whose candidates changed since their last hidden-single scan (1 = changed).
    let dirty: UnsafeMutablePointer<UInt8>
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
        reducesAfterGuesses = geometry.size >= 16
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
        housesOfCell = .allocate(capacity: 3 * cellCount)
        for cell in 0..<cellCount {
            for k in 0..<3 { housesOfCell[3 * cell + k] = UInt8(geometry.housesOfCell[cell][k]) }
        }
        dirty = .allocate(capacity: houseCount)
        // Every guess places a cell, so there are at most cellCount nested guesses.
        stack = .allocate(capacity: stride * (cellCount + 1))
        queue = .allocate(capacity: cellCount + 1)
        solutions = .allocate(capacity: 2 * stride)
        segments = .allocate(capacity: cellCount + size)
        preference = .allocate(capacity: cellCount * size)
    }

    func deallocate() {
        peers.deallocate()
        houses.deallocate()
        housesOfCell.deallocate()
        dirty.deallocate()
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
        dirty.update(repeating: 1, count: houseCount)
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
        markDirty(cell)
        let cellPeers = peers + cell &* peerCount
        for i in 0..<peerCount {
            let peer = Int(cellPeers[i])
            let word = state[peer]
            if word & bit == 0 { continue }
            if word & _placedFlag != 0 { return false }
            let rest = word ^ bit
            state[peer] = rest
            markDirty(peer)
            if rest & (rest &- 1) == 0 {
                if rest == 0 { return false }
                queue[queueTail] = UInt16(truncatingIfNeeded: peer)
                queueTail &+= 1
            }
        }
        return true
    }

    /// Notes that the candidates of `cell` changed: its houses need a hidden-single scan.
    @inline(__always)
    func markDirty(_ cell: Int) {
        let own = housesOfCell + cell &* 3
        dirty[Int(own[0])] = 1
        dirty[Int(own[1])] = 1
        dirty[Int(own[2])] = 1
    }

    /// Places naked and hidden singles, with box–line reductions when they stall, until
    /// nothing changes; false on a contradiction. `level` is the number of guesses made.
    @inline(__always)
    mutating func propagate(_ state: UnsafeMutablePointer<UInt32>, level: Int) -> Bool {
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
            if level > 0 && !reducesAfterGuesses { return true }
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
        for index in 0..<houseCount {
            if dirty[index] == 0 { continue }
            dirty[index] = 0
            let house = houses + index &* size
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
        }
        return placedAny ? .placed : .none
    }

    /// Removes from candidates what box–line interactions forbid: a symbol confined to one
    /// segment (a box's part of a row or column) in the box leaves the rest of the line, and
    /// one confined to the segment in the line leaves the rest of the box.
    ///
    /// A symbol is confined to a segment when it is in no other segment of the box (or line):
    /// with `twice` = the symbols in at least two segments, that is `segment & ~twice`.
    @inline(__always)
    mutating func lockedCandidates(_ state: UnsafeMutablePointer<UInt32>) -> HiddenSingles {
        var changed = false
        if !lockedCandidates(state, lines: size, segmentsPerLine: size / boxColumns,
                             segmentLength: boxColumns, linesPerBox: boxRows,
                             lineStep: size, cellStep: 1, &changed) { return .contradiction }
        if !lockedCandidates(state, lines: size, segmentsPerLine: size / boxRows,
                             segmentLength: boxRows, linesPerBox: boxColumns,
                             lineStep: 1, cellStep: size, &changed) { return .contradiction }
        return changed ? .placed : .none
    }

    /// Box–line reductions along rows (`lineStep` N, `cellStep` 1) or columns (1, N).
    @inline(__always)
    mutating func lockedCandidates(_ state: UnsafeMutablePointer<UInt32>, lines: Int, segmentsPerLine: Int,
                                   segmentLength: Int, linesPerBox: Int, lineStep: Int, cellStep: Int,
                                   _ changed: inout Bool) -> Bool {
        // masks[line * segmentsPerLine + j]: the candidates of segment j of `line`;
        // lineTwice[line]: the symbols in two or more segments of the line.
        let masks = segments
        let lineTwice = segments + lines &* segmentsPerLine
        let segmentStep = segmentLength &* cellStep
        var line = 0
        while line < lines {
            var cell = line &* lineStep
            var once: UInt32 = 0, twice: UInt32 = 0
            let lineMasks = masks + line &* segmentsPerLine
            var j = 0
            while j < segmentsPerLine {
                var mask: UInt32 = 0
                var t = 0
                while t < segmentLength {
                    let word = state[cell]
                    mask |= word & ~UInt32(bitPattern: Int32(bitPattern: word) >> 31)
                    cell &+= cellStep
                    t &+= 1
                }
                lineMasks[j] = mask
                twice |= once & mask
                once |= mask
                j &+= 1
            }
            lineTwice[line] = twice
            line &+= 1
        }
        var band = 0
        while band < lines {
            let bandEnd = band &+ linesPerBox
            var j = 0
            while j < segmentsPerLine {
                var once: UInt32 = 0, boxTwice: UInt32 = 0
                var line = band
                while line < bandEnd {
                    let mask = masks[line &* segmentsPerLine &+ j]
                    boxTwice |= once & mask
                    once |= mask
                    line &+= 1
                }
                line = band
                while line < bandEnd {
                    let mask = masks[line &* segmentsPerLine &+ j]
                    let inLineElsewhere = lineTwice[line]
                    // Only in this segment of the box, but elsewhere in the line.
                    let pointing = mask & ~boxTwice & inLineElsewhere
                    if pointing != 0 {
                        var cell = line &* lineStep
                        var j2 = 0
                        while j2 < segmentsPerLine {
                            if j2 != j {
                                for _ in 0..<segmentLength {
                                    if !eliminate(pointing, at: cell, state, &changed) { return false }
                                    cell &+= cellStep
                                }
                            } else {
                                cell &+= segmentStep
                            }
                            j2 &+= 1
                        }
                    }
                    // Only in this segment of the line, but elsewhere in the box.
                    let claiming = mask & ~inLineElsewhere & boxTwice
                    if claiming != 0 {
                        var line2 = band
                        while line2 < bandEnd {
                            if line2 != line {
                                var cell = line2 &* lineStep &+ j &* segmentStep
                                for _ in 0..<segmentLength {
                                    if !eliminate(claiming, at: cell, state, &changed) { return false }
                                    cell &+= cellStep
                                }
                            }
                            line2 &+= 1
                        }
                    }
                    line &+= 1
                }
                j &+= 1
            }
            band = bandEnd
        }
        return true
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
        markDirty(cell)
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
            startGuess()
            if options == 0 {
                return place(cell, bit, state) ? nil : false
            }
            next.update(from: state, count: stride)
            if place(cell, bit, next) && search(level: level &+ 1) { return true }
        }
        return false
    }

    /// Resets the queue and the dirty houses before a guess: the state guessed from is fully
    /// propagated, so only what the guess changes needs a new look.
    @inline(__always)
    mutating func startGuess() {
        queueHead = 0
        queueTail = 0
        dirty.update(repeating: 0, count: houseCount)
    }

    /// Propagates, then guesses on the cell with the fewest candidates; true when `limit`
    /// solutions are found and the search should stop.
    mutating func search(level: Int) -> Bool {
        let state = stack + level &* stride
        while true {
            guard propagate(state, level: level) else { return false }
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
                startGuess()
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
