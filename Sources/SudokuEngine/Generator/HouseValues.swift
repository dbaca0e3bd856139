/// The values given in each house of a puzzle, kept up to date as cells are emptied and filled:
/// enough to tell in a few steps that an emptied cell is a naked or hidden single, so its
/// value is as determined as before (no search needed).
struct HouseValues {
    private let tables: LogicTables
    /// used[house]: bit v−1 set when v is given in `house`.
    private var used: [UInt32]

    init(board: Board, tables: LogicTables) {
        self.tables = tables
        used = [UInt32](repeating: 0, count: tables.houseCount)
        for cell in 0..<tables.cellCount where board[cell] != 0 { add(board[cell], at: cell) }
    }

    mutating func add(_ value: Int, at cell: Int) {
        let bit = UInt32(1) << UInt32(value - 1)
        used[tables.rowHouse(of: cell)] |= bit
        used[tables.columnHouse(of: cell)] |= bit
        used[tables.boxHouse(of: cell)] |= bit
    }

    mutating func remove(_ value: Int, at cell: Int) {
        let keep = ~(UInt32(1) << UInt32(value - 1))
        used[tables.rowHouse(of: cell)] &= keep
        used[tables.columnHouse(of: cell)] &= keep
        used[tables.boxHouse(of: cell)] &= keep
    }

    /// The values `cell`'s houses leave it.
    private func left(at cell: Int) -> UInt32 {
        tables.allMask & ~(used[tables.rowHouse(of: cell)] | used[tables.columnHouse(of: cell)]
                           | used[tables.boxHouse(of: cell)])
    }

    /// Whether each cell of `group` (empty in `puzzle`), taken in order and filled from
    /// `solution` for the next, is a naked single or the only place for its value in one of its
    /// houses. Then every solution agrees with `solution` there.
    mutating func areSingles(_ group: [Int], of solution: Board, in puzzle: Board) -> Bool {
        let n = tables.size
        var filled = 0
        defer { for cell in group.prefix(filled) { remove(solution[cell], at: cell) } }
        for cell in group {
            let bit = UInt32(1) << UInt32(solution[cell] - 1)
            var single = left(at: cell) == bit
            let houses = (tables.boxHouse(of: cell), tables.rowHouse(of: cell), tables.columnHouse(of: cell))
            for house in [houses.0, houses.1, houses.2] where !single {
                single = true
                for k in 0..<n {
                    let other = tables.houseCells[house * n + k]
                    if other != cell && puzzle[other] == 0 && !group.prefix(filled).contains(other)
                        && left(at: other) & bit != 0 {
                        single = false
                        break
                    }
                }
            }
            guard single else { return false }
            add(solution[cell], at: cell)
            filled += 1
        }
        return true
    }
}
