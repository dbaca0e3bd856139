/// How a search is run: the entry points `ExactSolver` calls (a count of solutions up to a
/// limit, a random completion, the alternating search of 25×25, whether a solution avoids a
/// symbol), the stop checks reset between runs, level 0 kept and restored for the questions
/// asked many times of one puzzle, and a solution copied out.
extension _Search {
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
        if alternatesGuesses && !randomOrder { return searchAlternating(givens) }
        guessesPlaces = false
        guessBudget = .max
        guard start(givens) else { return 0 }
        _ = search(level: 0)
        return found
    }

    /// A search by two ways of guessing in turn, each complete but stopped at a budget of
    /// guesses that doubles every round, until one ends: by cells (the fewest candidates) and
    /// by places (a symbol's fewest places). Measured on the 40 random 25×25 puzzles of
    /// `stress/25x25-random.txt`: each way alone leaves a few puzzles over a minute (not the
    /// same ones: their times are heavy-tailed), alternating answers all 40 in under a second;
    /// it costs at most about four times the better way.
    mutating func searchAlternating(_ givens: UnsafeBufferPointer<UInt8>) -> Int {
        var budget = _guessesBetweenChecks
        while true {
            for byPlaces in [false, true] {
                guessesPlaces = byPlaces
                guessBudget = budget
                guard start(givens) else { return 0 }
                _ = search(level: 0)
                if !exhausted { return found }
            }
            budget = budget < Int.max / 4 ? budget &* 2 : budget
        }
    }

    /// Empties the queues and builds level 0 from `givens`; false when they contradict.
    @inline(__always)
    private mutating func start(_ givens: UnsafeBufferPointer<UInt8>) -> Bool {
        beginSearch()
        queueHead = 0
        queueTail = 0
        hiddenHead = 0
        hiddenTail = 0
        return setUp(givens)
    }

    /// Whether `givens` has a solution in which `cell` (empty) does not hold `symbol`. With
    /// `saving`, level 0 as built from `givens` is kept for the next call of
    /// `hasSolution(avoiding:at:placing:at:saving:)`; `saved` tells whether it was.
    mutating func hasSolution(_ givens: UnsafeBufferPointer<UInt8>, avoiding symbol: Int, at cell: Int,
                              saving: Bool = false, saved: inout Bool) -> Bool {
        askForAnotherSolution()
        saved = false
        guard start(givens) else { return false }
        if saving {
            saveLevelZero()
            saved = true
        }
        var changed = false
        guard eliminate(UInt32(1) << UInt32(symbol - 1), at: cell, stack, &changed) else { return false }
        _ = search(level: 0)
        return found > 0
    }

    /// `hasSolution(_:avoiding:at:)` for the givens of the level 0 last saved and `given` in
    /// `givenCell` (empty there), without building level 0 again: the saved level with
    /// `given` placed in it. Nil when that placing fails or cannot be done (the caller then
    /// builds level 0 from the givens, the slow way to the same answer).
    ///
    /// The same answer: the saved level holds every cell's candidates as `setUp` computes
    /// them, and placing `given` removes it from the peers, which leaves every cell and every
    /// count as `setUp` makes them with `given` among the givens, and queues every single
    /// that this makes. Singles are placed until none is left whatever their order, so
    /// `propagate` reaches the same state, and the search after it takes the same path. (The
    /// count of a symbol placed in a house may end below `_placedCount`, as in any search:
    /// only whether it is that high is ever read, and a placed symbol is no candidate.)
    mutating func hasSolution(avoiding symbol: Int, at cell: Int, placing given: Int, at givenCell: Int,
                              saving: Bool) -> Bool? {
        guard given >= 1 && given <= size else { return nil }
        let bit = UInt32(1) &<< UInt32(truncatingIfNeeded: given &- 1)
        beginSearch()
        askForAnotherSolution()
        restoreLevelZero()
        let word = stack[givenCell]
        guard word & _placedFlag == 0, word & bit != 0, place(givenCell, bit, stack) else { return nil }
        if saving { saveLevelZero() }
        var changed = false
        guard eliminate(UInt32(1) << UInt32(symbol - 1), at: cell, stack, &changed) else { return false }
        _ = search(level: 0)
        return found > 0
    }

    /// Clears what the last search found and its stop checks: a new search begins.
    @inline(__always)
    private mutating func beginSearch() {
        found = 0
        gaveUp = false
        exhausted = false
        // The first guess asks: a search told to stop at once stops before any guess.
        guessesBeforeCheck = 1
        checkInterval = 1
        countsEmpties = false
    }

    /// The settings of both `hasSolution` searches: one solution, by cells, in order, unbounded.
    @inline(__always)
    private mutating func askForAnotherSolution() {
        limit = 1
        randomOrder = false
        guessesPlaces = false
        guessBudget = .max
    }

    /// Keeps level 0 and its queues (unread: the search has not begun) for `restoreLevelZero`.
    mutating func saveLevelZero() {
        savedState.update(from: stack, count: stride)
        savedCounts.update(from: countStack, count: houseCount &* size)
        savedBoards.update(from: boardStack, count: boardStride)
        savedQueue.update(from: queue, count: queueTail)
        savedHidden.update(from: hiddenQueue, count: hiddenTail)
        savedQueueTail = queueTail
        savedHiddenTail = hiddenTail
    }

    /// Makes level 0 and the queues what `saveLevelZero` kept.
    mutating func restoreLevelZero() {
        stack.update(from: savedState, count: stride)
        countStack.update(from: savedCounts, count: houseCount &* size)
        boardStack.update(from: savedBoards, count: boardStride)
        queue.update(from: savedQueue, count: savedQueueTail)
        hiddenQueue.update(from: savedHidden, count: savedHiddenTail)
        counts = countStack
        boards = boardStack
        queueHead = 0
        queueTail = savedQueueTail
        hiddenHead = 0
        hiddenTail = savedHiddenTail
    }

    /// Writes the `index`-th solution's symbols into `cells`.
    func copySolution(_ index: Int, into cells: UnsafeMutableBufferPointer<UInt8>) {
        let state = solutions + index * stride
        precondition(cells.count >= cellCount)
        for cell in 0..<cellCount {
            cells[cell] = UInt8(truncatingIfNeeded: (state[cell] & ~_placedFlag).trailingZeroBitCount + 1)
        }
    }
}
