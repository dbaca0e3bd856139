/// Level 0 built from the givens in bulk: the placed symbols per house, every empty cell's
/// candidates and every house's counts, the singles queued.
extension _Search {
    /// Builds level 0 from the givens in bulk: placed symbols per house, then each empty
    /// cell's candidates and each house's counts, queueing the singles. False when the
    /// givens contradict each other (a duplicate, a value out of range, a cell or a symbol
    /// left without a place).
    mutating func setUp(_ givens: UnsafeBufferPointer<UInt8>) -> Bool {
        // Written without data-dependent branches where it can be: whether a cell is given is
        // a coin toss the processor cannot predict.
        let state = stack
        let placed = givenInHouse
        placed.update(repeating: 0, count: houseCount)
        var empty = 0
        var bad: UInt32 = 0
        // The highest value, checked once after the loop (a conditional move per cell).
        var highest: UInt32 = 0
        // Row by row and box by box: the row's and the box's symbols stay in registers, and
        // a cell's houses need no table.
        let columnPlaced = placed + size
        let boxPlaced = placed + 2 &* size
        var cell = 0
        for row in 0..<size {
            var rowMask: UInt32 = 0
            let bandBoxes = boxPlaced + (row / boxRows) &* rowSegmentsPerLine
            var column = 0
            for segment in 0..<rowSegmentsPerLine {
                var boxMask = bandBoxes[segment]
                for _ in 0..<boxColumns {
                    let value = UInt32(givens[cell])
                    highest = Swift.max(highest, value)
                    let bit: UInt32 = (1 << (value & 31)) >> 1  // 0 for an empty cell
                    let columnMask = columnPlaced[column]
                    bad |= (rowMask | boxMask | columnMask) & bit
                    rowMask |= bit
                    boxMask |= bit
                    columnPlaced[column] = columnMask | bit
                    let given: UInt32 = value == 0 ? 0 : 1
                    state[cell] = (bit | _placedFlag) & (0 &- given)
                    // The empty cells, listed in the queue's buffer (it is empty until the loop below).
                    queue[empty] = UInt16(truncatingIfNeeded: cell)
                    empty &+= Int(given ^ 1)
                    cell &+= 1
                    column &+= 1
                }
                bandBoxes[segment] = boxMask
            }
            placed[row] = rowMask
        }
        if bad != 0 || highest > UInt32(size) { return false }
        state[cellCount] = UInt32(truncatingIfNeeded: empty)
        let emptyBits = state + (cellCount &+ 1)
        emptyBits.update(repeating: 0, count: stride &- cellCount &- 1)
        counts = countStack
        counts.update(repeating: 0, count: houseCount &* size)
        boards = boardStack
        // The first symbol's board holds every empty cell for now (see the boards below).
        boards.update(repeating: 0, count: words)
        // The queue's end, in a register (a store to `queueTail` per cell otherwise).
        var singles = queueTail
        for index in 0..<empty {
            let cell = Int(queue[index])
            emptyBits[cell &>> 5] |= 1 &<< UInt32(truncatingIfNeeded: cell & 31)
            boards[cell &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: cell & 63)
            let own = housesOfCell + cell &* 3
            let h0 = Int(own[0]), h1 = Int(own[1]), h2 = Int(own[2])
            let candidates = all & ~(placed[h0] | placed[h1] | placed[h2])
            state[cell] = candidates
            bad |= candidates == 0 ? 1 : 0
            // Singles go to the queue's front, behind the entries already read.
            queue[singles] = UInt16(truncatingIfNeeded: cell)
            singles &+= candidates & (candidates &- 1) == 0 ? 1 : 0
            // The counts of the cell's three houses, eight symbols per addition: byte k of
            // `spread[m]` is bit k of m (no count passes 25, so no byte carries into the next).
            // As many additions for every cell (the shape's, not the cell's: a loop that
            // stops at the last candidate ends at a branch the processor cannot predict).
            var chunk = candidates
            var offset = 0
            while offset < size {
                let bytes = spread[Int(chunk & 0xFF)]
                addBytes(bytes, at: h0 &* size &+ offset)
                addBytes(bytes, at: h1 &* size &+ offset)
                addBytes(bytes, at: h2 &* size &+ offset)
                chunk &>>= 8
                offset &+= 8
            }
        }
        queueTail = singles
        if bad != 0 { return false }
        // Every symbol's board: the empty cells, less the peers of each cell given the symbol
        // (an empty cell can take a symbol unless a peer holds it). A few operations per
        // given, where setting a bit per candidate of every empty cell was a third of this
        // set-up's instructions.
        for symbol in 1..<size {
            (boards + symbol &* words).update(from: boards, count: words)
        }
        // The given cells are those without their bit among the empty ones.
        for wordIndex in 0..<(stride &- cellCount &- 1) {
            let first = wordIndex &<< 5
            var given = ~emptyBits[wordIndex]
            if cellCount &- first < 32 { given &= (1 &<< UInt32(truncatingIfNeeded: cellCount &- first)) &- 1 }
            while given != 0 {
                let cell = first &+ given.trailingZeroBitCount
                given &= given &- 1
                let board = boards + (Int(givens[cell]) &- 1) &* words
                let peers = peerMasks + cell &* words
                for w in 0..<words { board[w] &= ~peers[w] }
            }
        }
        // House by house, eight symbols at a time: a given symbol's count is 0 (no cell of the
        // house can take it) and becomes _placedCount; then the counts of 0 or 1 are found
        // exactly, with no byte checked one by one: `low` has the top bit of each byte whose
        // count is 0 or 1 (`low` of a zero byte in the count with its low bit cleared).
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        for house in 0..<houseCount {
            let done = placed[house]
            let base = house &* size
            var offset = 0
            while offset < size {
                let raw = UnsafeMutableRawPointer(counts + (base &+ offset))
                // Bytes past the house (at most 7) belong to the next house or to the empty-cell
                // counts: they are written back unchanged and not looked at.
                let givenHere = Int(truncatingIfNeeded: (done &>> UInt32(truncatingIfNeeded: offset)) & 0xFF)
                let block: UInt64 = raw.loadUnaligned(as: UInt64.self) | spread[givenHere] &* UInt64(_placedCount)
                raw.storeBytes(of: block, as: UInt64.self)
                let high = block & ~ones
                let nonzero: UInt64 = ((high & ~highs) &+ ~highs) | high
                var low = ~nonzero & highs
                let inHouse = size &- offset
                if inHouse < 8 { low &= (UInt64(1) &<< UInt64(truncatingIfNeeded: 8 &* inHouse)) &- 1 }
                while low != 0 {
                    let index = base &+ offset &+ low.trailingZeroBitCount &>> 3
                    low &= low &- 1
                    if counts[index] == 0 { return false }
                    hiddenQueue[hiddenTail] = UInt16(truncatingIfNeeded: index)
                    hiddenTail &+= 1
                }
                offset &+= 8
            }
        }
        return true
    }

    /// Adds the eight bytes of `bytes` to the counts from `index` on (bytes past the last
    /// house's counts fall in the empty-cell counts, which are recounted before use, and are
    /// added 0 anyway: a house's candidates never reach beyond its `size` bytes).
    @inline(__always)
    func addBytes(_ bytes: UInt64, at index: Int) {
        let raw = UnsafeMutableRawPointer(counts + index)
        raw.storeBytes(of: raw.loadUnaligned(as: UInt64.self) &+ bytes, as: UInt64.self)
    }
}
