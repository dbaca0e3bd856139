/// The search proper: the levels of the stacks, the guess (on the cell with the fewest
/// candidates, on a symbol's fewest places, or in a random completion's preference order),
/// the empty-cell counts that choose the cell, and the periodic check whether to give up.
extension _Search {
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
            let bit: UInt32 = 1 &<< UInt32(order[i])
            if options & bit == 0 { continue }
            options ^= bit
            startGuess()
            if options == 0 {
                useLevel(level)
                return place(cell, bit, state) ? nil : false
            }
            if timeToGiveUp() { return true }
            enter(level)
            if place(cell, bit, next) && search(level: level &+ 1) { return true }
        }
        return false
    }

    /// A guess on where a symbol goes in a house (`index` = house * size + symbol): each of
    /// its places in turn. Returns whether to stop, or nil to go on with this level (the last
    /// place was taken in it).
    @inline(__always)
    mutating func guessPlaces(of index: Int, _ state: UnsafeMutablePointer<UInt32>, level: Int) -> Bool? {
        let house = Int(houseOfCount[index])
        let bit: UInt32 = 1 &<< UInt32(truncatingIfNeeded: index &- house &* size)
        let cells = houses + house &* size
        var left = 0
        for i in 0..<size where state[Int(cells[i])] & (bit | _placedFlag) == bit { left &+= 1 }
        let next = state + stride
        for i in 0..<size {
            let cell = Int(cells[i])
            if state[cell] & (bit | _placedFlag) != bit { continue }
            left &-= 1
            startGuess()
            if left == 0 {
                useLevel(level)
                return place(cell, bit, state) ? nil : false
            }
            if timeToGiveUp() { return true }
            enter(level)
            if place(cell, bit, next) && search(level: level &+ 1) { return true }
        }
        return false
    }

    /// Empties the queues before a guess (the state guessed from is fully propagated).
    @inline(__always)
    mutating func startGuess() {
        queueHead = 0
        queueTail = 0
        hiddenHead = 0
        hiddenTail = 0
    }

    /// Counts the empty cells of every house and segment, from the state, and has `place`
    /// keep them from now on: not before the first guess, where many puzzles end.
    mutating func countEmpties(_ state: UnsafeMutablePointer<UInt32>) {
        countsEmpties = true
        let empties = counts + emptyOffset
        let segmentEmpties = empties + houseCount
        empties.update(repeating: 0, count: houseCount &+ segmentCount)
        for wordIndex in 0..<words {
            var bits = emptyCells(wordIndex)
            while bits != 0 {
                let cell = wordIndex &<< 6 &+ bits.trailingZeroBitCount
                bits &= bits &- 1
                let own = housesOfCell + cell &* 3
                empties[Int(own[0])] &+= 1
                empties[Int(own[1])] &+= 1
                empties[Int(own[2])] &+= 1
                let segmentsOfThisCell = segmentsOfCell + cell &* 2
                segmentEmpties[Int(segmentsOfThisCell[0])] &+= 1
                segmentEmpties[Int(segmentsOfThisCell[1])] &+= 1
            }
        }
    }

    /// Whether to stop here: every `_guessesBetweenChecks` guesses, `shouldContinue` is asked;
    /// when it says no, `gaveUp` is set and the search unwinds as if it had found enough.
    /// Between checks a guess pays one decrement and one predictable branch.
    @inline(__always)
    mutating func timeToGiveUp() -> Bool {
        guessesBeforeCheck &-= 1
        if guessesBeforeCheck > 0 { return false }
        return checkWhetherToGiveUp()
    }

    /// The rare half of `timeToGiveUp`, kept out of the search loop.
    @inline(never)
    mutating func checkWhetherToGiveUp() -> Bool {
        guessBudget &-= checkInterval
        if guessBudget <= 0 {
            exhausted = true
            return true
        }
        checkInterval = Swift.min(_guessesBetweenChecks, guessBudget)
        guessesBeforeCheck = checkInterval
        guard let shouldContinue, !shouldContinue() else { return false }
        gaveUp = true
        return true
    }

    /// Makes level `level`'s counts and boards current.
    @inline(__always)
    mutating func useLevel(_ level: Int) {
        counts = countStack + level &* countStride
        boards = boardStack + level &* boardStride
    }

    /// Copies level `level` to the next one and makes the next one's counts and boards current.
    @inline(__always)
    mutating func enter(_ level: Int) {
        let source = countStack + level &* countStride
        let next = source + countStride
        next.update(from: source, count: countStride)
        counts = next
        let sourceBoards = boardStack + level &* boardStride
        boards = sourceBoards + boardStride
        boards.update(from: sourceBoards, count: boardStride)
        (stack + (level &+ 1) &* stride).update(from: stack + level &* stride, count: stride)
    }

    /// The empty cells of word `w` of a cell set (cells `64 w` on) that have exactly two
    /// candidates, counted across every symbol's board in bit slices (a bit per cell for one
    /// board or more, two or more, three or more): `size` boards of a few operations each,
    /// where reading every empty cell's candidates cost about ten instructions a cell.
    @inline(__always)
    func pairCells(_ w: Int) -> UInt64 {
        var once: UInt64 = 0, twice: UInt64 = 0, more: UInt64 = 0
        var board = boards + w
        for _ in 0..<size {
            let cells = board.pointee
            more |= twice & cells
            twice |= once & cells
            once |= cells
            board += words
        }
        return twice & ~more
    }

    /// The empty cells of word `w` of a cell set (cells `64 w` on).
    @inline(__always)
    func emptyCells(_ w: Int) -> UInt64 { boards[emptyBoard &+ w] }

    /// The empty peers of `cell` (and itself): those of its row, column and box, less those
    /// of its box counted twice (the box's parts of its row and its column).
    @inline(__always)
    func emptyPeers(of cell: Int, _ empties: UnsafeMutablePointer<UInt8>,
                    _ segmentEmpties: UnsafeMutablePointer<UInt8>) -> Int {
        let own = housesOfCell + cell &* 3
        let segmentsOfThisCell = segmentsOfCell + cell &* 2
        return Int(empties[Int(own[0])]) &+ Int(empties[Int(own[1])]) &+ Int(empties[Int(own[2])])
            &- Int(segmentEmpties[Int(segmentsOfThisCell[0])]) &- Int(segmentEmpties[Int(segmentsOfThisCell[1])])
    }

    /// Propagates, then guesses on the cell with the fewest candidates; true when `limit`
    /// solutions are found and the search should stop.
    mutating func search(level: Int) -> Bool {
        let state = stack + level &* stride
        useLevel(level)
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
            // Only the empty cells are read (see `emptyCells`).
            let empties = counts + emptyOffset
            let segmentEmpties = empties + houseCount
            // Counted once, at the first guess: `place` keeps them from then on, on this level
            // as on the ones after it (each copies them), so level 0 never counts them again.
            if !countsEmpties { countEmpties(state) }
            var best = 0, bestCount = 31, bestDegree = -1
            // Most often some cell has two candidates (none has one after propagation): then
            // only those cells are read, found on the boards (see `pairCells`), not every empty
            // cell. The same cell: the first of the most empty peers among the fewest candidates.
            for w in 0..<words {
                var pairs = pairCells(w)
                while pairs != 0 {
                    let cell = w &<< 6 &+ pairs.trailingZeroBitCount
                    pairs &= pairs &- 1
                    let degree = emptyPeers(of: cell, empties, segmentEmpties)
                    if degree > bestDegree {
                        best = cell
                        bestDegree = degree
                    }
                }
            }
            if bestDegree >= 0 { bestCount = 2 }
            for wordIndex in 0..<(bestDegree >= 0 ? 0 : words) {
                var bits = emptyCells(wordIndex)
                while bits != 0 {
                    let cell = wordIndex &<< 6 &+ bits.trailingZeroBitCount
                    bits &= bits &- 1
                    // Most cells have more candidates than the best so far: two cleared bits
                    // tell, without a popcount (no instruction for it in the baseline x86-64).
                    let mask = state[cell]
                    let afterTwo = mask & (mask &- 1) & (mask & (mask &- 1) &- 1)
                    let count: Int
                    if afterTwo == 0 {
                        count = mask & (mask &- 1) == 0 ? 1 : 2
                    } else {
                        if bestCount <= 2 { continue }
                        count = mask.nonzeroBitCount
                        if count > bestCount { continue }
                    }
                    let degree = emptyPeers(of: cell, empties, segmentEmpties)
                    if count < bestCount || degree > bestDegree {
                        best = cell
                        bestCount = count
                        bestDegree = degree
                    }
                }
            }
            if guessesPlaces && bestCount > 2 {
                // A symbol with fewer places in a house than `best` has candidates, if any
                // (a placed symbol's count is far above; none is below 2 after propagation).
                var fewest = bestCount, place = -1
                for index in 0..<(houseCount &* size) {
                    let left = Int(counts[index])
                    if left < fewest {
                        fewest = left
                        place = index
                    }
                }
                if place >= 0 {
                    if let stop = guessPlaces(of: place, state, level: level) { return stop }
                    continue
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
                    useLevel(level)
                    guard place(best, bit, state) else { return false }
                    break
                }
                if timeToGiveUp() { return true }
                enter(level)
                if place(best, bit, next) && search(level: level &+ 1) { return true }
            }
        }
    }
}
