/// Level 0 built from the givens in bulk: the placed symbols per house, every empty cell's
/// candidates and every house's counts, the singles queued.
extension _Search {
    /// Builds level 0 from the givens in bulk: placed symbols per house, then each empty
    /// cell's candidates and each house's counts, queueing the singles. False when the
    /// givens contradict each other (a duplicate, a value out of range, a cell or a symbol
    /// left without a place).
    mutating func setUp(_ givens: UnsafeBufferPointer<UInt8>) -> Bool {
        let state = stack
        let placed = givenInHouse
        placed.update(repeating: 0, count: houseCount)
        var empty = 0, given = 0
        var bad: UInt32 = 0
        // The highest value, checked once at the end.
        var highest: UInt32 = 0
        // Eight cells at a time, their bytes tested together: the given ones listed (then
        // placed in their houses, a few operations each, from the table of a cell's houses),
        // the empty ones listed in the queue's buffer (it is empty until the loop below), both
        // in reading order. Reading the cells one by one cost about 28 instructions a cell, most
        // of them on empty cells, which are most of a puzzle's.
        let highs: UInt64 = 0x8080_8080_8080_8080
        let values = givens.baseAddress!
        let blocks = cellCount & ~7
        // The first symbol's board holds every empty cell for now (see the boards below): a
        // block's empty cells are set there at once, their top bits gathered into a byte by
        // one multiplication.
        boards = boardStack
        boards.update(repeating: 0, count: words)
        var offset = 0
        while offset < cellCount {
            // The top bit of each byte that is not 0, exactly (no borrow between bytes); the
            // last cells past the blocks one by one, as a block of one.
            let filled: UInt64, open: UInt64
            if offset < blocks {
                let block = UnsafeRawPointer(values + offset).loadUnaligned(as: UInt64.self)
                filled = nonzeroBytes(block)
                open = filled ^ highs
            } else {
                filled = values[offset] == 0 ? 0 : 0x80
                open = filled ^ 0x80
            }
            let emptyByte = topBitsAsByte(open)
            boards[offset &>> 6] |= emptyByte &<< UInt64(truncatingIfNeeded: offset & 63)
            // Listed at `empty` ≤ `offset` and `given` ≤ `offset`: their eight slots end
            // below `cellCount + 7`.
            empty &+= listBits(Int(emptyByte), from: offset, at: queue + empty)
            let filledByte = topBitsAsByte(filled)
            given &+= listBits(Int(filledByte), from: offset, at: givenCells + given)
            offset &+= offset < blocks ? 8 : 1
        }
        // The given cells placed in their houses, from their list: one loop for all of them,
        // not one per block of eight cells, which ended at a branch the processor could not
        // predict.
        for index in 0..<given {
            let cell = Int(givenCells[index])
            let value = UInt32(values[cell])
            highest = Swift.max(highest, value)
            let bit: UInt32 = (1 << (value & 31)) >> 1
            let own = housesOfCell + cell &* 3
            let row = Int(own[0]), column = Int(own[1]), box = Int(own[2])
            // A duplicate: the symbol already given in one of the cell's houses.
            bad |= (placed[row] | placed[column] | placed[box]) & bit
            placed[row] |= bit
            placed[column] |= bit
            placed[box] |= bit
            state[cell] = bit | _placedFlag
        }
        if bad != 0 || highest > UInt32(size) { return false }
        state[cellCount] = UInt32(truncatingIfNeeded: empty)
        counts = countStack
        counts.update(repeating: 0, count: houseCount &* size)
        // In locals, not read through `self` again after every store to the counts.
        let counts = self.counts, boards = self.boards, spread = self.spread
        let housesOfCell = self.housesOfCell, queue = self.queue, all = self.all, size = self.size
        // The queue's end, in a register (a store to `queueTail` per cell otherwise).
        var singles = queueTail
        // Bit 31 is set by an empty cell without candidates (its candidates less 1).
        var emptied: UInt32 = 0
        for index in 0..<empty {
            let cell = Int(queue[index])
            let own = housesOfCell + cell &* 3
            let h0 = Int(own[0]), h1 = Int(own[1]), h2 = Int(own[2])
            let candidates = all & ~(placed[h0] | placed[h1] | placed[h2])
            state[cell] = candidates
            let less = candidates &- 1
            emptied |= less
            // Singles go to the queue's front, behind the entries already read.
            queue[singles] = UInt16(truncatingIfNeeded: cell)
            singles &+= candidates & less == 0 ? 1 : 0
            // The counts of the cell's three houses, eight symbols per addition: byte k of
            // `spread[m]` is bit k of m (no count passes 25, so no byte carries into the next).
            // As many additions for every cell (the shape's, not the cell's: a loop that
            // stops at the last candidate ends at a branch the processor cannot predict).
            let row = counts + h0 &* size, column = counts + h1 &* size, box = counts + h2 &* size
            var chunk = candidates
            var offset = 0
            repeat {
                let bytes = spread[Int(chunk & 0xFF)]
                addBytes(bytes, at: row + offset)
                addBytes(bytes, at: column + offset)
                addBytes(bytes, at: box + offset)
                chunk &>>= 8
                offset &+= 8
            } while offset < size
        }
        bad |= emptied & (1 &<< 31)
        queueTail = singles
        if bad != 0 { return false }
        // Every symbol's board: the empty cells, less the peers of each cell given the symbol
        // (an empty cell can take a symbol unless a peer holds it). A few operations per
        // given, where setting a bit per candidate of every empty cell was a third of this
        // set-up's instructions.
        // Each board a copy of the one before, word by word (a call to copy `words` words
        // cost more than the copy), and the board of the empty cells too.
        for index in words..<boardStride { boards[index] = boards[index &- words] }
        // The given cells, from their list.
        for index in 0..<given {
            let cell = Int(givenCells[index])
            let symbol = Int(givens[cell]) &- 1
            let board = boards + symbol &* words
            let peers = peerMasks + cell &* words
            var w = 0
            repeat {
                board[w] &= ~peers[w]
                w &+= 1
            } while w < words
            // The symbol's count in the cell's houses: 0 (no empty cell there can take
            // it), placed from now on.
            let own = houseBases + cell &* 3
            counts[Int(own[0]) &+ symbol] = _placedCount
            counts[Int(own[1]) &+ symbol] = _placedCount
            counts[Int(own[2]) &+ symbol] = _placedCount
        }
        // The counts of 0 or 1, eight at a time through every house's counts in a row (the
        // placed ones are far above), with no byte checked one by one: `low` has the top bit of
        // each byte whose count is 0 or 1 (`low` of a zero byte in the count with its low bit
        // cleared). In the order of their indices, house by house.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let total = houseCount &* size
        // Without a branch per count: every count of 0 or 1 listed in the hidden queue, eight
        // counts at a time (see `listBits`), and the zeros gathered, told once at the end.
        var none: UInt64 = 0
        var tail = hiddenTail
        let hiddenQueue = self.hiddenQueue
        offset = 0
        repeat {
            // Bytes past the last house's counts (at most 7, the empty-cell counts) are not looked at.
            let block = UnsafeRawPointer(counts + offset).loadUnaligned(as: UInt64.self)
            let high = block & ~ones
            let nonzero: UInt64 = ((high & ~highs) &+ ~highs) | high
            var low = ~nonzero & highs
            // The top bit of each byte that is 0 (a symbol without a place).
            var zero = ~nonzeroBytes(block) & highs
            let left = total &- offset
            if left < 8 {
                let kept = (UInt64(1) &<< UInt64(truncatingIfNeeded: 8 &* left)) &- 1
                low &= kept
                zero &= kept
            }
            none |= zero
            // Listed at `hiddenTail` ≤ `offset`: its eight slots end below `total + 7`.
            let lowByte = topBitsAsByte(low)
            tail &+= listBits(Int(lowByte), from: offset, at: hiddenQueue + tail)
            offset &+= 8
        } while offset < total
        hiddenTail = tail
        return none == 0
    }

    /// The top bit of each byte of `word` that is not 0, exactly: no borrow runs from one byte
    /// into the next (the cells given among eight, the counts of 0 among eight).
    @inline(__always)
    func nonzeroBytes(_ word: UInt64) -> UInt64 {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return (((word & lows) &+ lows) | word) & ~lows
    }

    /// The top bits of the eight bytes of `tops` (nothing else set) gathered into one byte,
    /// bit k for byte k, by one multiplication: eight cells or counts as a mask for `listBits`.
    @inline(__always)
    func topBitsAsByte(_ tops: UInt64) -> UInt64 {
        ((tops &>> 7) &* 0x0102_0408_1020_4080) &>> 56
    }

    /// Lists `first + k` for every set bit `k` of the byte `mask` at `slots`, in order, and
    /// returns how many: eight slots written at once, whatever their number (two stores,
    /// where a loop per bit ended at a branch the processor could not predict). The caller
    /// has room for eight from `slots`. No carry from one 16-bit number to the next: `first + 7`
    /// fits in 16 bits, as every entry of the queues does.
    @inline(__always)
    func listBits(_ mask: Int, from first: Int, at slots: UnsafeMutablePointer<UInt16>) -> Int {
        let base = UInt64(truncatingIfNeeded: first) &* 0x0001_0001_0001_0001
        let raw = UnsafeMutableRawPointer(slots)
        raw.storeBytes(of: bitPositions[mask &* 2] &+ base, as: UInt64.self)
        raw.storeBytes(of: bitPositions[mask &* 2 &+ 1] &+ base, toByteOffset: 8, as: UInt64.self)
        return Int(bitTotals[mask])
    }

    /// Adds the eight bytes of `bytes` to the counts from `address` on (bytes past the last
    /// house's counts fall in the empty-cell counts, which are recounted before use, and are
    /// added 0 anyway: a house's candidates never reach beyond its `size` bytes).
    @inline(__always)
    func addBytes(_ bytes: UInt64, at address: UnsafeMutablePointer<UInt8>) {
        let raw = UnsafeMutableRawPointer(address)
        raw.storeBytes(of: raw.loadUnaligned(as: UInt64.self) &+ bytes, as: UInt64.self)
    }
}
