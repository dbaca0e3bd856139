/// Sets of cells of a solution grid of which a puzzle must keep at least one given, or it has
/// another solution: the generator's cheapest test that a removal breaks uniqueness.
///
/// Most removals the generator tries late in an attempt leave a second solution. The sets start
/// as the two-value cycles of the grid (swapping two values over such a cycle gives another valid
/// grid) and grow with the second solutions the search finds (the cells where the two solutions
/// differ), so one search rules out every later removal that would empty the same set.
/// Flat arrays throughout: an attempt builds these in a few microseconds.
struct UnavoidableSets {
    private let others: Int
    /// pairSet[cell * others + k]: the two-value cycle holding `cell` for its value and the k-th
    /// other value.
    private var pairSet: [Int32]
    /// learned[cell]: bit i set when the i-th learned set holds `cell` (at most 64 are kept).
    private var learned: [UInt64]
    /// How many cells of each set are still given: the cycles, then the learned sets from
    /// `learnedBase` on.
    private var givens: [Int32] = []
    private var learnedBase = 0

    /// The two-value cycles of `solution`, a complete grid, with every cell given.
    init(solution: Board) {
        let shape = solution.shape
        let n = shape.size
        others = n - 1
        learned = [UInt64](repeating: 0, count: shape.cellCount)
        // A pair of values splits into at most n parts (each part holds whole rows' pairs).
        var sizes = [Int32](repeating: 0, count: n * n * (n - 1) / 2)
        var pairSet = [Int32](repeating: -1, count: shape.cellCount * others)
        let setCount = solution.cells.withUnsafeBufferPointer { values in
            shape.geometry.houseTable.withUnsafeBufferPointer { houseCells in
                pairSet.withUnsafeMutableBufferPointer { pairSet in
                    sizes.withUnsafeMutableBufferPointer { sizes in
                        Self.findCycles(values: values, houseCells: houseCells, size: n,
                                        pairSet: pairSet, sizes: sizes)
                    }
                }
            }
        }
        self.pairSet = pairSet
        givens = Array(sizes[..<setCount])
        learnedBase = setCount
    }

    /// Numbers the parts of every pair of values' cells (linked within each house) in the order
    /// they are met, fills `pairSet` and each part's size; returns the number of parts.
    ///
    /// The attempt's fixed cost on small grids, so raw buffers and wrapping arithmetic: every
    /// index is a cell, a house or a value of the solution (1...N, a complete valid grid).
    private static func findCycles(values: UnsafeBufferPointer<UInt8>, houseCells: UnsafeBufferPointer<UInt16>,
                                   size n: Int, pairSet: UnsafeMutableBufferPointer<Int32>,
                                   sizes: UnsafeMutableBufferPointer<Int32>) -> Int {
        let cellCount = n &* n, others = n &- 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 &* cellCount &+ 2 &* cellCount) { scratch in
            // cellOf[house * n + value - 1]: where `value` is in `house` (rows, columns, then boxes).
            let cellOf = UnsafeMutableBufferPointer(rebasing: scratch[0 ..< 3 &* cellCount])
            let parent = UnsafeMutableBufferPointer(rebasing: scratch[3 &* cellCount ..< 4 &* cellCount])
            let setOfRoot = UnsafeMutableBufferPointer(rebasing: scratch[4 &* cellCount ..< 5 &* cellCount])
            for index in 0 ..< 3 &* cellCount {
                let cell = Int(houseCells[index])
                let house = index / n
                cellOf[house &* n &+ Int(values[cell]) &- 1] = cell
            }
            @inline(__always) func root(_ cell: Int) -> Int {
                var cell = cell
                while parent[cell] != cell {
                    parent[cell] = parent[parent[cell]]
                    cell = parent[cell]
                }
                return cell
            }
            var setCount = 0
            // Each cell joins its part's set, numbered in the order the parts are met.
            @inline(__always) func join(_ cell: Int, partner: Int) {
                let top = root(cell)
                if setOfRoot[top] < 0 {
                    setOfRoot[top] = setCount
                    setCount &+= 1
                }
                let set = setOfRoot[top]
                sizes[set] &+= 1
                let own = Int(values[cell]) &- 1
                pairSet[cell &* others &+ (partner < own ? partner : partner &- 1)] = Int32(truncatingIfNeeded: set)
            }
            for a in 0..<n {
                for b in (a &+ 1)..<n {
                    // The cells holding a or b (one of each per row), linked within each house: each
                    // linked part can swap its a's and b's.
                    for row in 0..<n {
                        let x = cellOf[row &* n &+ a], y = cellOf[row &* n &+ b]
                        parent[x] = x; parent[y] = y
                        setOfRoot[x] = -1; setOfRoot[y] = -1
                    }
                    for house in 0 ..< 3 &* n {
                        let x = root(cellOf[house &* n &+ a]), y = root(cellOf[house &* n &+ b])
                        if x != y { parent[x] = y }
                    }
                    for row in 0..<n {
                        join(cellOf[row &* n &+ a], partner: b)
                        join(cellOf[row &* n &+ b], partner: a)
                    }
                }
            }
            return setCount
        }
    }

    /// Records that `cells` hold a set (the cells where another solution differs), none of
    /// them given now. Past 64 learned sets, the rest are let go.
    mutating func learn(_ cells: [Int]) {
        let index = givens.count - learnedBase
        guard index < 64 else { return }
        givens.append(0)
        for cell in cells { learned[cell] |= 1 << UInt64(index) }
    }

    /// Counts `cells` as emptied; false when that leaves some set without a given (the puzzle
    /// then has another solution). Either way, `restore` undoes it.
    mutating func remove(_ cells: [Int]) -> Bool {
        var unique = true
        for cell in cells {
            for k in 0..<others {
                let set = Int(pairSet[cell * others + k])
                givens[set] -= 1
                if givens[set] == 0 { unique = false }
            }
            var bits = learned[cell]
            while bits != 0 {
                let set = learnedBase + bits.trailingZeroBitCount
                bits &= bits - 1
                givens[set] -= 1
                if givens[set] == 0 { unique = false }
            }
        }
        return unique
    }

    /// Counts `cells` as given again.
    mutating func restore(_ cells: [Int]) {
        for cell in cells {
            for k in 0..<others { givens[Int(pairSet[cell * others + k])] += 1 }
            var bits = learned[cell]
            while bits != 0 {
                givens[learnedBase + bits.trailingZeroBitCount] += 1
                bits &= bits - 1
            }
        }
    }
}
