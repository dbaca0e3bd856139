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
/// `_placedFlag`) and one word counting the cells still empty; beside it, one byte per house
/// and symbol counts the cells of the house that can still take the symbol (`_placedCount`
/// and above once the symbol is placed there). A count falling to 1 is a hidden single, to 0
/// a contradiction, found without scanning. Then, for every symbol, a bit per cell where it
/// may still go (its board), for the peers a placement reaches and the cell of a hidden
/// single, and one more board, of the empty cells. After them, the empty cells of each house
/// and box segment give a cell's empty peers in five reads, for the cell choice.
/// Level `k` of the stacks is the state after `k` guesses; the last candidate of a guess
/// reuses the current level.
///
/// This file holds its tables and stacks; its facets are extensions, a file each: how a search
/// is run (`+SearchRuns`), level 0 from the givens (`+SearchSetUp`), propagation
/// (`+Propagation`), locked candidates (`+LockedCandidates`) and the guessing search
/// (`+Guessing`).
struct _Search {
    let size: Int
    let boxRows: Int
    let boxColumns: Int
    let cellCount: Int
    let houseCount: Int
    /// Every symbol's bit.
    let all: UInt32
    /// Words per state: the cells and the empty-cell count.
    let stride: Int
    /// Scratch for the set-up: the symbols given in each house.
    let givenInHouse: UnsafeMutablePointer<UInt32>
    /// Scratch for the set-up: the given cells in reading order (`cellCount + 8`: listed
    /// eight slots at a time, see `listBits`).
    let givenCells: UnsafeMutablePointer<UInt16>
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
    /// (placing was the solver's hottest loop). Then, from `emptyBoard`, the empty cells: a
    /// placement clears the cell's bit there beside its bits on the boards, where a bit per
    /// empty cell in the state cost it a few more instructions. One block of `boardStride`
    /// words per level.
    let boardStack: UnsafeMutablePointer<UInt64>
    /// Where the board of the empty cells starts in a level's block (`size * words`).
    let emptyBoard: Int
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
    /// The house of every count (`house * size + symbol` → house): a hidden single's house is
    /// read here, not divided out of its index (a division for every hidden single placed).
    let houseOfCount: UnsafeMutablePointer<UInt8>
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
    /// The positions of the set bits of every byte `m`, as eight 16-bit numbers in
    /// `bitPositions[2 m]` and `bitPositions[2 m + 1]` (0 past the last), and their number in
    /// `bitTotals[m]`: the set-up lists eight cells or counts at a time without a branch.
    let bitPositions: UnsafeMutablePointer<UInt64>
    let bitTotals: UnsafeMutablePointer<UInt8>
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
        stride = cellCount + 1
        givenInHouse = .allocate(capacity: houseCount)
        givenCells = .allocate(capacity: cellCount + 8)
        let houseTable = UnsafeMutablePointer<UInt16>.allocate(capacity: geometry.houseTable.count)
        geometry.houseTable.withUnsafeBufferPointer { houseTable.initialize(from: $0.baseAddress!, count: $0.count) }
        houses = houseTable
        housesOfCell = .allocate(capacity: 3 * cellCount)
        for cell in 0..<cellCount {
            for k in 0..<3 { housesOfCell[3 * cell + k] = UInt8(geometry.housesOfCell[cell][k]) }
        }
        // Every guess places a cell, so there are at most cellCount nested guesses.
        stack = .allocate(capacity: stride * (cellCount + 1))
        // The slot past the last entry kept is written before it is known whether it is kept
        // (`lower`, `place`): a cell is kept once at most (when it becomes a single), a count
        // twice at most (at 1, then at 0, a contradiction the caller tells after lowering the
        // cell's other two counts), and one slot more. Twice, not "once and three zeros":
        // a bound that holds without counting how a contradiction ends. The set-up writes eight
        // slots at a time from its end (see `listBits`), at most from the last cell
        // (`cellCount - 1`) or count on: 7 slots past it. Both bounds hold with 8 slots more.
        queue = .allocate(capacity: cellCount + 8)
        hiddenQueue = .allocate(capacity: 2 * houseCount * size + 8)
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
        emptyBoard = size * words
        boardStride = emptyBoard + words
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
        houseOfCount = .allocate(capacity: houseCount * size)
        for index in 0..<(houseCount * size) { houseOfCount[index] = UInt8(index / size) }
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
        bitPositions = .allocate(capacity: 512)
        bitTotals = .allocate(capacity: 256)
        for m in 0..<256 {
            // The table is made for every workspace: no array, no allocation per entry.
            bitPositions[2 * m] = 0
            bitPositions[2 * m + 1] = 0
            var total = 0
            for k in 0..<8 where m & (1 << k) != 0 {
                bitPositions[2 * m + total / 4] |= UInt64(k) << UInt64(16 * (total % 4))
                total += 1
            }
            bitTotals[m] = UInt8(total)
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
        houseOfCount.deallocate()
        queue.deallocate()
        hiddenQueue.deallocate()
        givenInHouse.deallocate()
        givenCells.deallocate()
        solutions.deallocate()
        segments.deallocate()
        segmentsOfCell.deallocate()
        preference.deallocate()
        spread.deallocate()
        bitPositions.deallocate()
        bitTotals.deallocate()
        savedState.deallocate()
        savedCounts.deallocate()
        savedBoards.deallocate()
        savedQueue.deallocate()
        savedHidden.deallocate()
    }
}
