import Synchronization

/// The one representative of a puzzle's class under its grid's symmetries: two puzzles have the
/// same canonical form exactly when one is an isomorph of the other (`Isomorphism`): symbols
/// relabelled, bands permuted and the rows within each band, stacks and the columns within
/// each stack, and, when the boxes are square, transposed.
///
/// Why: a seed names a puzzle, but two seeds can name the same puzzle relabelled and moved, which
/// a player recognises after a few games (issue 28: the 6×6 medium catalogue's 130 entries are
/// two puzzles). `bench --only variety` counts the forms among 1,000 seeds of each shape and grade.
///
/// The form is the least grid, read row by row, among all the arrangements of rows and columns,
/// each with its symbols renamed in the order they first appear (the least renaming of that
/// arrangement): exact by construction. The search tries every arrangement of the columns (and
/// both orientations of a square box), and for each builds the rows one at a time, keeping only
/// the rows that make the least prefix so far (all of them when several tie) and dropping a
/// prefix as soon as it is greater than the least grid found. A grid whose rows can be arranged
/// in fewer ways than its columns is searched transposed (a 2×3 box as a 3×2 one: 48 column
/// arrangements instead of 72), which changes the representative, not which puzzles share one.
/// That is up to 31,104 column arrangements (12×12); a 16×16 grid has 15.9 million and a 25×25
/// more, too many for a count over 1,000 puzzles: `init` gives nil for them
/// (`isPractical(for:)`).
public struct CanonicalForm: Hashable, Sendable {
    /// The shape of the puzzles of this class.
    public let shape: BoxShape
    /// The representative's cells, row by row (transposed for some oblong boxes, see above):
    /// 0 for an empty cell, symbols numbered by first appearance.
    public let cells: [UInt8]

    /// The most column arrangements a search may try (12×12 needs 31,104).
    static let mostArrangements = 100_000

    /// Whether the canonical form of `shape`'s grids is searched quickly enough (up to 12×12).
    public static func isPractical(for shape: BoxShape) -> Bool {
        searchedArrangements(for: shape) <= mostArrangements
    }

    /// The canonical form of `board` (a puzzle or a solution), or nil when its shape is too large
    /// for the search (`isPractical(for:)`).
    public init?(of board: Board) {
        let shape = board.shape
        guard CanonicalForm.isPractical(for: shape) else { return nil }
        let orientations: [Board]
        if shape.boxRows == shape.boxColumns {
            orientations = [board, CanonicalForm.transposed(board)]
        } else if CanonicalForm.columnArrangements(rows: shape.boxRows, columns: shape.boxColumns)
                    > CanonicalForm.columnArrangements(rows: shape.boxColumns, columns: shape.boxRows) {
            orientations = [CanonicalForm.transposed(board)]
        } else {
            orientations = [board]
        }
        let search = RowSearch(size: shape.size)
        for oriented in orientations {
            let orders = CanonicalForm.columnOrders(for: oriented.shape)
            search.load(oriented)
            for start in stride(from: 0, to: orders.count, by: shape.size) {
                search.run(columns: orders, from: start)
            }
        }
        self.shape = shape
        cells = Array(search.best)
    }

    /// How many arrangements of the columns the search tries for `shape`.
    static func searchedArrangements(for shape: BoxShape) -> Int {
        let r = shape.boxRows, c = shape.boxColumns
        if r == c { return 2 * columnArrangements(rows: r, columns: c) }
        return min(columnArrangements(rows: r, columns: c), columnArrangements(rows: c, columns: r))
    }

    /// The column arrangements of a grid of `rows`×`columns` boxes: `rows` stacks of `columns`
    /// columns, so columns!^rows · rows! (saturating, so that a 25×25 grid does not overflow).
    static func columnArrangements(rows: Int, columns: Int) -> Int {
        var count = 1
        for _ in 0..<rows {
            for k in 1...columns { count = min(count * k, Int(Int32.max)) }
        }
        for k in 1...rows { count = min(count * k, Int(Int32.max)) }
        return count
    }

    /// `board` with rows and columns swapped: a grid of boxes of the other shape.
    static func transposed(_ board: Board) -> Board {
        let n = board.shape.size
        var cells = [UInt8](repeating: 0, count: n * n)
        for r in 0..<n {
            for c in 0..<n { cells[c * n + r] = board.cells[r * n + c] }
        }
        let shape = try! BoxShape(rows: board.shape.boxColumns, columns: board.shape.boxRows)
        return Board(shape: shape, cells: cells)
    }

    /// Every arrangement of `shape`'s columns, flat, N entries each: entry j of an arrangement is
    /// the column read as column j. Built once per shape in a process (31,104 × 12 for 12×12).
    static func columnOrders(for shape: BoxShape) -> [Int] {
        if let found = orders.withLock({ $0[shape] }) { return found }
        let made = makeColumnOrders(for: shape)
        return orders.withLock { table in
            if let found = table[shape] { return found }
            table[shape] = made
            return made
        }
    }

    private static let orders = Mutex<[BoxShape: [Int]]>([:])

    private static func makeColumnOrders(for shape: BoxShape) -> [Int] {
        let width = shape.boxColumns, stacks = shape.boxRows
        let within = permutations(of: Array(0..<width))
        var result: [Int] = []
        for stackOrder in permutations(of: Array(0..<stacks)) {
            // One choice of columns within each stack, as a mixed-radix counter.
            var choice = [Int](repeating: 0, count: stacks)
            while true {
                for (place, stack) in stackOrder.enumerated() {
                    for column in within[choice[place]] { result.append(stack * width + column) }
                }
                var digit = 0
                while digit < stacks {
                    choice[digit] += 1
                    if choice[digit] < within.count { break }
                    choice[digit] = 0
                    digit += 1
                }
                if digit == stacks { break }
            }
        }
        return result
    }

    private static func permutations(of items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        var result: [[Int]] = []
        for (index, first) in items.enumerated() {
            var rest = items
            rest.remove(at: index)
            for tail in permutations(of: rest) { result.append([first] + tail) }
        }
        return result
    }
}

/// The least grid over the arrangements of the rows for one arrangement of the columns, kept
/// against the least found so far (`best`) across every arrangement tried.
private final class RowSearch {
    let size: Int
    /// The grid searched, row by row.
    var grid: [UInt8] = []
    /// Rows per band of the grid searched.
    var rowsPerBand = 1
    /// The least grid found so far, empty before the first.
    var best: [UInt8] = []
    /// The grid being built, row by row.
    var built: [UInt8]
    /// The label each symbol got so far (0: none yet), and the next label to give.
    var labels: [UInt8]
    var nextLabel: UInt8 = 1
    /// The rows used so far, and the band the band being built comes from.
    var used: [Bool]
    var columns: [Int] = []
    var columnStart = 0

    init(size: Int) {
        self.size = size
        built = [UInt8](repeating: 0, count: size * size)
        labels = [UInt8](repeating: 0, count: size + 1)
        used = [Bool](repeating: false, count: size)
    }

    func load(_ board: Board) {
        grid = board.cells
        rowsPerBand = board.shape.boxRows
    }

    /// Searches the row arrangements for the column arrangement at `columns[from ..< from + N]`.
    func run(columns: [Int], from start: Int) {
        self.columns = columns
        columnStart = start
        _ = place(row: 0, band: 0, equalToBest: !best.isEmpty)
    }

    /// Places output row `row` and the rows after it; `equalToBest` when the rows placed so far
    /// equal `best`'s (else they are less, or there is no best yet). Returns whether `best`
    /// changed, after which the prefix equals it.
    private func place(row: Int, band: Int, equalToBest: Bool) -> Bool {
        let n = size
        if row == n {
            if equalToBest { return false }
            best = built
            return true
        }
        let firstOfBand = row % rowsPerBand == 0
        // The least segment any candidate row gives, written straight into `built`.
        var haveLeast = false
        let base = row * n
        for candidate in 0..<n where isCandidate(candidate, firstOfBand: firstOfBand, band: band) {
            if !haveLeast || compareSegment(of: candidate, withBuiltAt: base) < 0 {
                writeSegment(of: candidate, at: base)
                haveLeast = true
            }
        }
        guard haveLeast else { return false }
        var equal = equalToBest
        if equal {
            var order = 0
            for j in 0..<n where built[base + j] != best[base + j] {
                order = built[base + j] < best[base + j] ? -1 : 1
                break
            }
            if order > 0 { return false }
            equal = order == 0
        }
        var changed = false
        for candidate in 0..<n where isCandidate(candidate, firstOfBand: firstOfBand, band: band) {
            guard compareSegment(of: candidate, withBuiltAt: base) == 0 else { continue }
            // Label the row's new symbols, search on, and take the labels back.
            var labelled: [Int] = []
            for j in 0..<n {
                let symbol = Int(grid[candidate * n + columns[columnStart + j]])
                if symbol != 0 && labels[symbol] == 0 {
                    labels[symbol] = nextLabel
                    nextLabel += 1
                    labelled.append(symbol)
                }
            }
            used[candidate] = true
            let nextBand = firstOfBand ? candidate / rowsPerBand : band
            if place(row: row + 1, band: nextBand, equalToBest: equal) {
                changed = true
                equal = true
            }
            used[candidate] = false
            for symbol in labelled { labels[symbol] = 0 }
            nextLabel -= UInt8(labelled.count)
            // `built` below this row was overwritten by deeper rows; this row's segment is still
            // the least, since every deeper row writes further on.
        }
        return changed
    }

    /// Whether input row `candidate` may come next: any row of a band not used yet when a band
    /// starts, else a row not used yet of the band being built.
    private func isCandidate(_ candidate: Int, firstOfBand: Bool, band: Int) -> Bool {
        if used[candidate] { return false }
        let candidateBand = candidate / rowsPerBand
        if firstOfBand { return !(0..<rowsPerBand).contains { used[candidateBand * rowsPerBand + $0] } }
        return candidateBand == band
    }

    /// Input row `candidate` under the column arrangement with the labels so far, a new symbol
    /// taking the next labels in order of appearance, compared with `built[base ..< base + N]`.
    private func compareSegment(of candidate: Int, withBuiltAt base: Int) -> Int {
        segment(of: candidate, at: base, writing: false)
    }

    /// Writes that segment to `built[base ..< base + N]`.
    private func writeSegment(of candidate: Int, at base: Int) {
        _ = segment(of: candidate, at: base, writing: true)
    }

    /// The labels a row's new symbols take, only while one segment is read (a symbol twice in a
    /// row, in a grid that breaks the rules, keeps its first label).
    private lazy var pending = [UInt8](repeating: 0, count: size + 1)

    private func segment(of candidate: Int, at base: Int, writing: Bool) -> Int {
        var next = nextLabel
        var order = 0
        var touched = 0
        for j in 0..<size {
            let symbol = Int(grid[candidate * size + columns[columnStart + j]])
            var label: UInt8 = 0
            if symbol != 0 {
                label = labels[symbol]
                if label == 0 {
                    label = pending[symbol]
                    if label == 0 {
                        label = next
                        pending[symbol] = next
                        next += 1
                        touched += 1
                    }
                }
            }
            if writing {
                built[base + j] = label
            } else if label != built[base + j] {
                order = label < built[base + j] ? -1 : 1
                break
            }
        }
        if touched > 0 {
            for j in 0..<size { pending[Int(grid[candidate * size + columns[columnStart + j]])] = 0 }
        }
        return order
    }
}
