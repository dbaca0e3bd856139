/// The placed mark in a cell's word: bit 31, above every symbol bit (symbols use bits 0...24).
@usableFromInline let _placedFlag: UInt32 = 1 << 31

/// The count of a symbol once placed in a house: far above 1, so the peers that lose the
/// symbol afterwards (24 at most) never bring it down to a hidden single or a contradiction.
let _placedCount: UInt8 = 0xC0

/// How many guesses a bounded search makes between two questions to its `shouldContinue`:
/// a 25×25 guess takes a few microseconds, so a deadline is seen within tens of
/// milliseconds, and a 9×9 search asks less than once per puzzle.
let _guessesBetweenChecks = 4096

/// The search behind `ExactSolver`: flat tables and a stack of states in raw buffers, so a step
/// allocates nothing.
///
/// A state is one word per cell (the candidate mask, or the placed symbol's bit with
/// `_placedFlag`), one word counting the cells still empty and a bit per empty cell; beside
/// it, one byte per house and symbol counts the cells of the house that can still take the
/// symbol (`_placedCount` and above once the symbol is placed there). A count falling to 1 is
/// a hidden single, to 0 a contradiction, found without scanning. Then, for every symbol, a
/// bit per cell where it may still go (its board), for the peers a placement reaches and the
/// cell of a hidden single. After them, the empty cells of each house and box segment give a
/// cell's empty peers in five reads, for the cell choice.
/// Level `k` of the stacks is the state after `k` guesses; the last candidate of a guess
/// reuses the current level.
struct _Search {
    let size: Int
    let boxRows: Int
    let boxColumns: Int
    let cellCount: Int
    let houseCount: Int
    /// Every symbol's bit.
    let all: UInt32
    /// Words per state: the cells, the empty-cell count, and a bit per empty cell (from
    /// word `cellCount + 1`), so the cell choice skips the placed ones.
    let stride: Int
    /// Scratch for the set-up: the symbols given in each house.
    let givenInHouse: UnsafeMutablePointer<UInt32>
    /// Every house's cells, `size` per house.
    let houses: UnsafeMutablePointer<UInt16>
    /// The row, column and box (house indices) of every cell, 3 per cell.
    let housesOfCell: UnsafeMutablePointer<UInt8>
    /// Whether box–line reductions run after every guess, or only before the first one.
    /// Measured: on 16×16 and larger they cut the search fourfold; on 9×9 and 12×12 they cost
    /// more below the root than the guesses they save.
    let reducesAfterGuesses: Bool
    /// Whether a search alternates two ways of guessing (see `searchAlternating`): on 25×25
    /// grids only, where a random puzzle can take one of them minutes.
    let alternatesGuesses: Bool
    /// Whether a guess tries the places of a symbol in a house instead of a cell's candidates
    /// when a symbol has fewer places left than any cell has candidates (as dancing links
    /// chooses among all its constraints).
    var guessesPlaces = false
    /// Guesses left to this attempt of `searchAlternating` (all but unlimited otherwise).
    var guessBudget = Int.max
    /// The length of the current stretch between two checks, taken from `guessBudget` when it ends.
    var checkInterval = 1
    /// Whether the last attempt ran out of `guessBudget` (and is no answer).
    var exhausted = false
    let stack: UnsafeMutablePointer<UInt32>
    /// counts[house * size + symbol]: the cells of the house that can take the symbol; then,
    /// from `emptyOffset`, the empty cells of every house and of every segment (as in
    /// `segments`). One block of `countStride` bytes per level.
    let countStack: UnsafeMutablePointer<UInt8>
    /// Bytes per level in `countStack`.
    let countStride: Int
    /// Where the empty-cell counts start in a level's block.
    let emptyOffset: Int
    /// Cells that became naked singles, waiting to be placed.
    let queue: UnsafeMutablePointer<UInt16>
    var queueHead = 0
    var queueTail = 0
    /// Hidden singles waiting to be placed, as `house * size + symbol`.
    let hiddenQueue: UnsafeMutablePointer<UInt16>
    var hiddenHead = 0
    var hiddenTail = 0
    /// The counts of the state being propagated.
    var counts: UnsafeMutablePointer<UInt8>
    /// 64-bit words per cell set (a bit per cell: 2 on 9×9, 4 on 16×16, 10 on 25×25).
    let words: Int
    /// For every symbol, the empty cells that can still take it (`words` words per symbol):
    /// a placed symbol's peers that lose it are one AND away, instead of a read of every peer
    /// (placing was the solver's hottest loop). One block of `boardStride` words per level.
    let boardStack: UnsafeMutablePointer<UInt64>
    /// Words per level in `boardStack`.
    let boardStride: Int
    /// The boards of the state being propagated (in step with `counts`).
    var boards: UnsafeMutablePointer<UInt64>
    /// Every cell's peers as a cell set, `words` words per cell.
    let peerMasks: UnsafeMutablePointer<UInt64>
    /// Every house's cells as a cell set, `words` words per house: a hidden single's cell is
    /// the one bit of the house's cells and the symbol's board.
    let houseMasks: UnsafeMutablePointer<UInt64>
    /// The row, column and box of every cell as `house * size`, 3 per cell: where the cell's
    /// counts start, without a multiplication in `uncount`.
    let houseBases: UnsafeMutablePointer<UInt16>
    /// The first two solved states of the last run.
    let solutions: UnsafeMutablePointer<UInt32>
    /// Scratch for the candidates of each row segment and column segment of a box (all the
    /// row segments, then all the column segments), then scratch for `lockedCandidates`' bands.
    let segments: UnsafeMutablePointer<UInt32>
    /// The row segment and the column segment of every cell, 2 per cell, as indices in
    /// `segments`.
    let segmentsOfCell: UnsafeMutablePointer<UInt16>
    /// How many words of `segments` the row and column segments take.
    let segmentCount: Int
    /// The row segments (the first words of `segments`), and the segments per row and per
    /// column: divisions done once here, not in every reduction.
    let rowSegmentCount: Int
    let rowSegmentsPerLine: Int
    let columnSegmentsPerLine: Int
    var limit = 2
    var found = 0
    /// For a random completion: each cell's symbols (0-based) in the order to try them,
    /// `size` per cell.
    let preference: UnsafeMutablePointer<UInt8>
    /// Level 0 as `setUp` built it (before any propagation), with its queues: a search for
    /// the same givens and one more starts from it by placing that one (see
    /// `hasSolution(avoiding:at:placing:at:saving:)`).
    let savedState: UnsafeMutablePointer<UInt32>
    let savedCounts: UnsafeMutablePointer<UInt8>
    let savedBoards: UnsafeMutablePointer<UInt64>
    let savedQueue: UnsafeMutablePointer<UInt16>
    let savedHidden: UnsafeMutablePointer<UInt16>
    var savedQueueTail = 0
    var savedHiddenTail = 0
    /// Byte k of `spread[m]` is bit k of `m`: a cell's candidates, eight at a time, added to
    /// a house's counts in one addition (the set-up's hottest loop counted them one by one).
    let spread: UnsafeMutablePointer<UInt64>
    /// Whether this run is a random completion (guesses in reading order, by `preference`).
    var randomOrder = false
    /// Whether `place` keeps the empty-cell counts up to date: from the first guess on.
    var countsEmpties = false
    /// Asked every `_guessesBetweenChecks` guesses whether to go on (nil: never stop).
    var shouldContinue: (() -> Bool)?
    /// Guesses left before `shouldContinue` is asked again.
    var guessesBeforeCheck = _guessesBetweenChecks
    /// Whether the last run stopped because `shouldContinue` said so: its count is then a
    /// lower bound, not an answer.
    var gaveUp = false

    init(geometry: Geometry, boxRows: Int, boxColumns: Int) {
        size = geometry.size
        self.boxRows = boxRows
        self.boxColumns = boxColumns
        reducesAfterGuesses = geometry.size >= 16
        alternatesGuesses = geometry.size >= 25
        cellCount = size * size
        houseCount = 3 * size
        all = CandidateSet.all(size).mask
        stride = cellCount + 1 + (cellCount + 31) / 32
        givenInHouse = .allocate(capacity: houseCount)
        let houseTable = UnsafeMutablePointer<UInt16>.allocate(capacity: geometry.houseTable.count)
        geometry.houseTable.withUnsafeBufferPointer { houseTable.initialize(from: $0.baseAddress!, count: $0.count) }
        houses = houseTable
        housesOfCell = .allocate(capacity: 3 * cellCount)
        for cell in 0..<cellCount {
            for k in 0..<3 { housesOfCell[3 * cell + k] = UInt8(geometry.housesOfCell[cell][k]) }
        }
        // Every guess places a cell, so there are at most cellCount nested guesses.
        stack = .allocate(capacity: stride * (cellCount + 1))
        queue = .allocate(capacity: cellCount + 1)
        hiddenQueue = .allocate(capacity: houseCount * size + 1)
        solutions = .allocate(capacity: 2 * stride)
        let rowSegmentCount = cellCount / boxColumns
        self.rowSegmentCount = rowSegmentCount
        rowSegmentsPerLine = size / boxColumns
        columnSegmentsPerLine = size / boxRows
        segmentCount = rowSegmentCount + cellCount / boxRows
        segments = .allocate(capacity: segmentCount + 3 * size)
        segmentsOfCell = .allocate(capacity: 2 * cellCount)
        for cell in 0..<cellCount {
            let row = cell / size, column = cell % size
            segmentsOfCell[2 * cell] = UInt16(row * (size / boxColumns) + column / boxColumns)
            segmentsOfCell[2 * cell + 1] = UInt16(rowSegmentCount + column * (size / boxRows) + row / boxRows)
        }
        emptyOffset = houseCount * size
        countStride = emptyOffset + houseCount + segmentCount
        countStack = .allocate(capacity: countStride * (cellCount + 1))
        counts = countStack
        words = (cellCount + 63) / 64
        boardStride = size * words
        boardStack = .allocate(capacity: boardStride * (cellCount + 1))
        boards = boardStack
        peerMasks = .allocate(capacity: cellCount * words)
        peerMasks.initialize(repeating: 0, count: cellCount * words)
        for cell in 0..<cellCount {
            for peer in geometry.peers[cell] {
                peerMasks[cell * words + peer / 64] |= 1 << UInt64(peer % 64)
            }
        }
        houseMasks = .allocate(capacity: houseCount * words)
        houseMasks.initialize(repeating: 0, count: houseCount * words)
        houseBases = .allocate(capacity: 3 * cellCount)
        for cell in 0..<cellCount {
            for k in 0..<3 {
                let house = Int(housesOfCell[3 * cell + k])
                houseMasks[house * words + cell / 64] |= 1 << UInt64(cell % 64)
                houseBases[3 * cell + k] = UInt16(house * size)
            }
        }
        preference = .allocate(capacity: cellCount * size)
        savedState = .allocate(capacity: stride)
        savedCounts = .allocate(capacity: houseCount * size)
        savedBoards = .allocate(capacity: boardStride)
        savedQueue = .allocate(capacity: cellCount + 1)
        savedHidden = .allocate(capacity: houseCount * size + 1)
        spread = .allocate(capacity: 256)
        for m in 0..<256 {
            var bytes: UInt64 = 0
            for k in 0..<8 where m & (1 << k) != 0 { bytes |= 1 << UInt64(8 * k) }
            spread[m] = bytes
        }
    }

    func deallocate() {
        houses.deallocate()
        housesOfCell.deallocate()
        stack.deallocate()
        countStack.deallocate()
        boardStack.deallocate()
        peerMasks.deallocate()
        houseMasks.deallocate()
        houseBases.deallocate()
        queue.deallocate()
        hiddenQueue.deallocate()
        givenInHouse.deallocate()
        solutions.deallocate()
        segments.deallocate()
        segmentsOfCell.deallocate()
        preference.deallocate()
        spread.deallocate()
        savedState.deallocate()
        savedCounts.deallocate()
        savedBoards.deallocate()
        savedQueue.deallocate()
        savedHidden.deallocate()
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
        for index in 0..<empty {
            let cell = Int(queue[index])
            emptyBits[cell &>> 5] |= 1 &<< UInt32(truncatingIfNeeded: cell & 31)
        }
        counts = countStack
        counts.update(repeating: 0, count: houseCount &* size)
        boards = boardStack
        boards.update(repeating: 0, count: boardStride)
        // The queue's end, in a register (a store to `queueTail` per cell otherwise).
        var singles = queueTail
        for index in 0..<empty {
            let cell = Int(queue[index])
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
            var chunk = candidates
            var offset = 0
            while chunk != 0 {
                let bytes = spread[Int(chunk & 0xFF)]
                addBytes(bytes, at: h0 &* size &+ offset)
                addBytes(bytes, at: h1 &* size &+ offset)
                addBytes(bytes, at: h2 &* size &+ offset)
                chunk &>>= 8
                offset &+= 8
            }
            var options = candidates
            let cellWord = boards + cell &>> 6
            let cellBit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: cell & 63)
            while options != 0 {
                let symbol = options.trailingZeroBitCount
                options &= options &- 1
                cellWord[symbol &* words] |= cellBit
            }
        }
        queueTail = singles
        if bad != 0 { return false }
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

    /// Writes the `index`-th solution's symbols into `cells`.
    func copySolution(_ index: Int, into cells: UnsafeMutableBufferPointer<UInt8>) {
        let state = solutions + index * stride
        precondition(cells.count >= cellCount)
        for cell in 0..<cellCount {
            cells[cell] = UInt8(truncatingIfNeeded: (state[cell] & ~_placedFlag).trailingZeroBitCount + 1)
        }
    }

    /// Puts the symbol `bit` in `cell` and removes it from the peers; false on a contradiction.
    @inline(__always)
    mutating func place(_ cell: Int, _ bit: UInt32, _ state: UnsafeMutablePointer<UInt32>) -> Bool {
        let own = houseBases + cell &* 3
        let symbol = bit.trailingZeroBitCount
        // The places the symbol had in the cell's row, column and box, the cell included.
        let rowIndex = Int(own[0]) &+ symbol
        let columnIndex = Int(own[1]) &+ symbol
        let boxIndex = Int(own[2]) &+ symbol
        let rowPlaces = counts[rowIndex], columnPlaces = counts[columnIndex], boxPlaces = counts[boxIndex]
        if rowPlaces >= _placedCount || columnPlaces >= _placedCount || boxPlaces >= _placedCount { return false }
        counts[rowIndex] = _placedCount
        counts[columnIndex] = _placedCount
        counts[boxIndex] = _placedCount
        // The cell leaves the counts and boards of the other symbols it could take.
        var options = state[cell] & ~bit
        state[cell] = bit | _placedFlag
        state[cellCount] &-= 1
        state[cellCount &+ 1 &+ cell &>> 5] &= ~(1 &<< UInt32(truncatingIfNeeded: cell & 31))
        let cellWord = boards + cell &>> 6
        let cellBit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: cell & 63)
        cellWord[symbol &* words] &= ~cellBit
        if countsEmpties {
            let empties = counts + emptyOffset
            let houses = housesOfCell + cell &* 3
            empties[Int(houses[0])] &-= 1
            empties[Int(houses[1])] &-= 1
            empties[Int(houses[2])] &-= 1
            let segmentsOfThisCell = segmentsOfCell + cell &* 2
            empties[houseCount &+ Int(segmentsOfThisCell[0])] &-= 1
            empties[houseCount &+ Int(segmentsOfThisCell[1])] &-= 1
        }
        while options != 0 {
            let other = options.trailingZeroBitCount
            options &= options &- 1
            cellWord[other &* words] &= ~cellBit
            if !uncount(other, cell: cell) { return false }
        }
        // The peers that can take the symbol: its board and the cell's peers. None is placed
        // (the boards hold empty cells only).
        let board = boards + symbol &* words
        let cellPeers = peerMasks + cell &* words
        for w in 0..<words {
            var hit = board[w] & cellPeers[w]
            if hit == 0 { continue }
            board[w] ^= hit
            repeat {
                let peer = w &<< 6 &+ hit.trailingZeroBitCount
                hit &= hit &- 1
                let rest = state[peer] & ~bit
                state[peer] = rest
                if rest == 0 { return false }
                if rest & (rest &- 1) == 0 {
                    queue[queueTail] = UInt16(truncatingIfNeeded: peer)
                    queueTail &+= 1
                }
                if !uncount(symbol, cell: peer) { return false }
            } while hit != 0
        }
        return true
    }

    /// Notes that `cell` can no longer take `symbol` in its three houses: queues a hidden
    /// single when one place is left; false when none is (a symbol placed in the house keeps a
    /// count far above either).
    @inline(__always)
    mutating func uncount(_ symbol: Int, cell: Int) -> Bool {
        let own = houseBases + cell &* 3
        for k in 0..<3 {
            let index = Int(own[k]) &+ symbol
            let left = counts[index] &- 1
            counts[index] = left
            if left <= 1 {
                if left == 0 { return false }
                hiddenQueue[hiddenTail] = UInt16(truncatingIfNeeded: index)
                hiddenTail &+= 1
            }
        }
        return true
    }

    /// Places naked and hidden singles until none is left, then makes one pass of box–line
    /// reductions and places the singles it leaves; false on a contradiction. `level` is the
    /// number of guesses made. One pass, not passes until nothing changes: measured, the
    /// further passes cost more than the guesses they save (one pass runs 11 % fewer
    /// instructions on 16×16 and 25×25 grids, 2–4 % fewer on 9×9).
    @inline(__always)
    mutating func propagate(_ state: UnsafeMutablePointer<UInt32>, level: Int) -> Bool {
        var reduced = false
        while true {
            while queueHead < queueTail {
                let cell = Int(queue[queueHead])
                queueHead &+= 1
                let word = state[cell]
                if word & _placedFlag == 0 && !place(cell, word, state) { return false }
            }
            if hiddenHead < hiddenTail {
                let index = Int(hiddenQueue[hiddenHead])
                hiddenHead &+= 1
                let house = Int(UInt32(truncatingIfNeeded: index) / UInt32(truncatingIfNeeded: size))  // a 32-bit division is faster
                let bit: UInt32 = 1 &<< UInt32(truncatingIfNeeded: index &- house &* size)
                if counts[index] >= _placedCount { continue }
                // The one empty cell of the house that can take the symbol: the one bit of
                // the house's cells on the symbol's board.
                let symbol = index &- house &* size
                let board = boards + symbol &* words
                let houseCells = houseMasks + house &* words
                var target = -1
                for w in 0..<words {
                    let hit = board[w] & houseCells[w]
                    if hit != 0 { target = w &<< 6 &+ hit.trailingZeroBitCount }
                }
                if target < 0 || !place(target, bit, state) { return false }
                continue
            }
            queueHead = 0
            queueTail = 0
            hiddenHead = 0
            hiddenTail = 0
            if state[cellCount] == 0 { return true }
            if level > 0 && !reducesAfterGuesses { return true }
            if reduced { return true }
            reduced = true
            switch lockedCandidates(state) {
            case .contradiction: return false
            case .changed: continue
            case .none: return true
            }
        }
    }

    /// What a reduction did.
    enum Reduction { case none, changed, contradiction }

    /// Removes from candidates what box–line interactions forbid: a symbol confined to one
    /// segment (a box's part of a row or column) in the box leaves the rest of the line, and
    /// one confined to the segment in the line leaves the rest of the box.
    ///
    /// A symbol is confined to a segment when it is in no other segment of the box (or line):
    /// with `twice` = the symbols in at least two segments, that is `segment & ~twice`.
    @inline(__always)
    mutating func lockedCandidates(_ state: UnsafeMutablePointer<UInt32>) -> Reduction {
        // The candidates of every segment, rows and columns together, in one pass over the
        // empty cells.
        segments.update(repeating: 0, count: segmentCount)
        let emptyBits = state + (cellCount &+ 1)
        for wordIndex in 0..<(stride &- cellCount &- 1) {
            var bits = emptyBits[wordIndex]
            while bits != 0 {
                let cell = wordIndex &<< 5 &+ bits.trailingZeroBitCount
                bits &= bits &- 1
                let mask = state[cell]
                let own = segmentsOfCell + cell &* 2
                segments[Int(own[0])] |= mask
                segments[Int(own[1])] |= mask
            }
        }
        var changed = false
        if !lockedCandidates(state, masks: segments, lines: size, segmentsPerLine: rowSegmentsPerLine,
                             segmentLength: boxColumns, linesPerBox: boxRows,
                             lineStep: size, cellStep: 1, &changed) { return .contradiction }
        if !lockedCandidates(state, masks: segments + rowSegmentCount, lines: size,
                             segmentsPerLine: columnSegmentsPerLine, segmentLength: boxRows, linesPerBox: boxColumns,
                             lineStep: 1, cellStep: size, &changed) { return .contradiction }
        return changed ? .changed : .none
    }

    /// Box–line reductions along rows (`lineStep` N, `cellStep` 1) or columns (1, N).
    ///
    /// Band by band (the lines crossing the same boxes): one pass over the band's segments
    /// gathers the symbols in two or more segments of each line and of each box, a second
    /// finds the segments where a symbol is confined in one but not the other. Two reads per
    /// segment, in order; the reductions themselves are rare.
    @inline(__always)
    mutating func lockedCandidates(_ state: UnsafeMutablePointer<UInt32>, masks: UnsafeMutablePointer<UInt32>,
                                   lines: Int, segmentsPerLine: Int,
                                   segmentLength: Int, linesPerBox: Int, lineStep: Int, cellStep: Int,
                                   _ changed: inout Bool) -> Bool {
        // lineTwice[k]: the symbols in two or more segments of the band's line k;
        // boxOnce[j], boxTwice[j]: the symbols in one, in two or more segments of box j of the band.
        let lineTwice = segments + segmentCount
        let boxOnce = lineTwice + lines
        let boxTwice = boxOnce + segmentsPerLine
        let segmentStep = segmentLength &* cellStep
        var band = 0
        while band < lines {
            let bandMasks = masks + band &* segmentsPerLine
            for j in 0..<segmentsPerLine {
                boxOnce[j] = 0
                boxTwice[j] = 0
            }
            var i = 0
            for k in 0..<linesPerBox {
                var once: UInt32 = 0, twice: UInt32 = 0
                for j in 0..<segmentsPerLine {
                    let mask = bandMasks[i]
                    i &+= 1
                    twice |= once & mask
                    once |= mask
                    boxTwice[j] |= boxOnce[j] & mask
                    boxOnce[j] |= mask
                }
                lineTwice[k] = twice
            }
            i = 0
            for k in 0..<linesPerBox {
                let inLineElsewhere = lineTwice[k]
                for j in 0..<segmentsPerLine {
                    let mask = bandMasks[i]
                    i &+= 1
                    let inBoxElsewhere = boxTwice[j]
                    // Confined to this segment in the box or in the line, but not in both: one
                    // test for the two reductions below, most often false.
                    let confinedInOne = mask & (inBoxElsewhere ^ inLineElsewhere)
                    if confinedInOne == 0 { continue }
                    let line = band &+ k
                    // Only in this segment of the box, but elsewhere in the line.
                    let pointing = confinedInOne & inLineElsewhere
                    if pointing != 0 {
                        var cell = line &* lineStep
                        for j2 in 0..<segmentsPerLine {
                            if j2 != j {
                                for _ in 0..<segmentLength {
                                    if !eliminate(pointing, at: cell, state, &changed) { return false }
                                    cell &+= cellStep
                                }
                            } else {
                                cell &+= segmentStep
                            }
                        }
                    }
                    // Only in this segment of the line, but elsewhere in the box.
                    let claiming = confinedInOne & inBoxElsewhere
                    if claiming != 0 {
                        for k2 in 0..<linesPerBox where k2 != k {
                            var cell = (band &+ k2) &* lineStep &+ j &* segmentStep
                            for _ in 0..<segmentLength {
                                if !eliminate(claiming, at: cell, state, &changed) { return false }
                                cell &+= cellStep
                            }
                        }
                    }
                }
            }
            band &+= linesPerBox
        }
        return true
    }

    /// Removes `symbols` from an empty `cell`; queues it if one candidate is left, false if none.
    @inline(__always)
    mutating func eliminate(_ symbols: UInt32, at cell: Int, _ state: UnsafeMutablePointer<UInt32>,
                            _ changed: inout Bool) -> Bool {
        let word = state[cell]
        var removed = word & symbols
        if removed == 0 || word & _placedFlag != 0 { return true }
        let rest = word & ~symbols
        if rest == 0 { return false }
        state[cell] = rest
        changed = true
        if rest & (rest &- 1) == 0 {
            queue[queueTail] = UInt16(truncatingIfNeeded: cell)
            queueTail &+= 1
        }
        let cellWord = boards + cell &>> 6
        let cellBit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: cell & 63)
        while removed != 0 {
            let symbol = removed.trailingZeroBitCount
            removed &= removed &- 1
            cellWord[symbol &* words] &= ~cellBit
            if !uncount(symbol, cell: cell) { return false }
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
        let house = index / size
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
        let emptyBits = state + (cellCount &+ 1)
        for wordIndex in 0..<(stride &- cellCount &- 1) {
            var bits = emptyBits[wordIndex]
            while bits != 0 {
                let cell = wordIndex &<< 5 &+ bits.trailingZeroBitCount
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
            // Only the empty cells are read (their bits in the state).
            let empties = counts + emptyOffset
            let segmentEmpties = empties + houseCount
            if level == 0 { countEmpties(state) }
            var best = 0, bestCount = 31, bestDegree = -1
            let emptyBits = state + (cellCount &+ 1)
            for wordIndex in 0..<(stride &- cellCount &- 1) {
                var bits = emptyBits[wordIndex]
                while bits != 0 {
                    let cell = wordIndex &<< 5 &+ bits.trailingZeroBitCount
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
                    // Its empty peers (and itself): those of its row, column and box, less those
                    // of its box counted twice (the box's parts of its row and its column).
                    let own = housesOfCell + cell &* 3
                    let segmentsOfThisCell = segmentsOfCell + cell &* 2
                    let degree = Int(empties[Int(own[0])]) &+ Int(empties[Int(own[1])]) &+ Int(empties[Int(own[2])])
                        &- Int(segmentEmpties[Int(segmentsOfThisCell[0])]) &- Int(segmentEmpties[Int(segmentsOfThisCell[1])])
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
