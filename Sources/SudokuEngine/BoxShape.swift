import Synchronization

/// The shape of one box: `rows` × `columns` cells. A box shape fixes the whole grid:
/// N = rows·columns symbols, an N×N grid, N rows, N columns and N boxes (the houses).
///
/// The tables a solver needs (each cell's row, column, box and peers) are computed once per
/// box dimensions in a process and shared by every shape of those dimensions, so making a
/// `BoxShape` is cheap after the first.
public struct BoxShape: Hashable, Sendable, CustomStringConvertible {
    /// Rows in one box.
    public let boxRows: Int
    /// Columns in one box.
    public let boxColumns: Int
    /// The precomputed tables, shared by every shape of these dimensions.
    public let geometry: Geometry

    /// The smallest and largest grid sizes supported (4×4 to 25×25).
    public static let sizeRange = 4...25

    /// A shape of `rows` × `columns` cells per box; N = rows·columns must lie in 4...25.
    public init(rows: Int, columns: Int) throws(ShapeError) {
        // Each side within 1...25 first, so that no product of huge sides can overflow.
        guard (1...BoxShape.sizeRange.upperBound).contains(rows), (1...BoxShape.sizeRange.upperBound).contains(columns),
              BoxShape.sizeRange.contains(rows * columns) else {
            throw ShapeError.unsupported(rows: rows, columns: columns)
        }
        boxRows = rows
        boxColumns = columns
        geometry = Geometry.shared(boxRows: rows, boxColumns: columns)
    }

    /// The usual shape for a grid of `cellCount` cells: 16 → 2×2, 36 → 2×3, 64 → 2×4,
    /// 81 → 3×3, 144 → 3×4, 256 → 4×4, 625 → 5×5.
    public static func standard(forCellCount cellCount: Int) -> BoxShape? {
        // Only the shape asked is built: a list of all seven would build a 25×25 grid's tables
        // (18 M instructions) for a file of 9×9 puzzles.
        switch cellCount {
        case 16: try? BoxShape(rows: 2, columns: 2)
        case 36: try? BoxShape(rows: 2, columns: 3)
        case 64: try? BoxShape(rows: 2, columns: 4)
        case 81: try? BoxShape(rows: 3, columns: 3)
        case 144: try? BoxShape(rows: 3, columns: 4)
        case 256: try? BoxShape(rows: 4, columns: 4)
        case 625: try? BoxShape(rows: 5, columns: 5)
        default: nil
        }
    }

    /// Parses `RxC` (e.g. `3x4`, also `3×4`).
    public init(parsing text: String) throws(ShapeError) {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let r = Int(parts[0]), let c = Int(parts[1]) else {
            throw ShapeError.malformed(text)
        }
        try self.init(rows: r, columns: c)
    }

    /// The number of symbols, rows, columns and boxes: N.
    @inlinable public var size: Int { boxRows * boxColumns }
    /// N².
    @inlinable public var cellCount: Int { size * size }

    /// The 0-based row of `cell` (cells are numbered row by row).
    @inlinable public func row(of cell: Int) -> Int { cell / size }
    /// The 0-based column of `cell`.
    @inlinable public func column(of cell: Int) -> Int { cell % size }
    /// The 0-based box of `cell`, boxes numbered in reading order.
    @inlinable public func box(of cell: Int) -> Int { geometry.boxOfCell[cell] }
    /// The cell at a 0-based row and column.
    @inlinable public func cell(row: Int, column: Int) -> Int { row * size + column }

    /// The 3N houses: rows 0..<N, then columns, then boxes.
    public var houses: [House] { geometry.houses }
    /// The cells that share a row, column or box with `cell` (not `cell` itself).
    public func peers(of cell: Int) -> [Int] { geometry.peers[cell] }

    /// `3x3`, the form `--box` takes.
    public var description: String { "\(boxRows)x\(boxColumns)" }

    /// Shapes are equal when their boxes are (the tables follow from them).
    public static func == (a: BoxShape, b: BoxShape) -> Bool {
        a.boxRows == b.boxRows && a.boxColumns == b.boxColumns
    }
    /// Hashes the box dimensions only, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(boxRows)
        hasher.combine(boxColumns)
    }
}

/// A shape that cannot be played. It carries the data only: the sentences a user reads, in
/// English and French, are written by the front ends (the engine has no user-facing text).
public enum ShapeError: Error, Equatable, Sendable {
    /// A box whose grid is outside 4×4...25×25 (or with a side below 1).
    case unsupported(rows: Int, columns: Int)
    /// Text that is not `ROWSxCOLUMNS`.
    case malformed(String)
}

extension ShapeError {
    /// The grid size `rows`·`columns` when it is worth saying (both sides 0...625), or nil for
    /// sides so large that the product means nothing (or overflows).
    public static func gridSize(_ rows: Int, _ columns: Int) -> Int? {
        guard (0...625).contains(rows), (0...625).contains(columns) else { return nil }
        return rows * columns
    }
}

/// One row, column or box: N cells that must hold every symbol once.
public struct House: Hashable, Sendable {
    /// Which of the three kinds of house this is.
    public enum Kind: Int, Hashable, Sendable { case row, column, box }
    /// Row, column or box.
    public let kind: Kind
    /// 0-based index among the houses of its kind.
    public let index: Int
    /// The N cells, in reading order.
    public let cells: [Int]
}

/// The tables of one shape, computed once per process (`shared(boxRows:boxColumns:)`).
/// Immutable, so shared freely.
///
/// The nested arrays (`houses`, `peers`, `housesOfCell`) are for readers; the flat tables
/// (`peerTable`, `houseTable`) are for the solver's hot loops.
public final class Geometry: Sendable {
    /// N, the number of symbols.
    public let size: Int
    /// The box (0-based, reading order) of every cell.
    @usableFromInline let boxOfCell: [Int]
    /// The 3N houses: rows, then columns, then boxes.
    public let houses: [House]
    /// peers[cell]: the distinct other cells seen by `cell`, sorted; there are
    /// 2(N−1) + (boxRows−1)(boxColumns−1) of them.
    public let peers: [[Int]]
    /// housesOfCell[cell] = [row house index, column house index, box house index] in `houses`.
    let housesOfCell: [[Int]]
    /// How many peers every cell has: 2(N−1) + (boxRows−1)(boxColumns−1).
    let peerCount: Int
    /// Every cell's peers, flat: those of `cell` are at `cell * peerCount ..< (cell + 1) * peerCount`.
    let peerTable: ContiguousArray<UInt16>
    /// Every house's cells, flat: those of house `h` are at `h * size ..< (h + 1) * size`.
    let houseTable: ContiguousArray<UInt16>

    init(boxRows: Int, boxColumns: Int) {
        let n = boxRows * boxColumns
        size = n
        var boxOf = [Int](repeating: 0, count: n * n)
        for cell in 0..<(n * n) {
            let r = cell / n, c = cell % n
            // Boxes are numbered in reading order: (n / boxColumns) boxes across.
            boxOf[cell] = (r / boxRows) * (n / boxColumns) + c / boxColumns
        }
        boxOfCell = boxOf
        var rows = [House](), columns = [House](), boxes = [House]()
        for i in 0..<n {
            rows.append(House(kind: .row, index: i, cells: (0..<n).map { i * n + $0 }))
            columns.append(House(kind: .column, index: i, cells: (0..<n).map { $0 * n + i }))
            boxes.append(House(kind: .box, index: i, cells: (0..<(n * n)).filter { boxOf[$0] == i }))
        }
        houses = rows + columns + boxes
        var peerTable = [[Int]](), houseTable = [[Int]]()
        for cell in 0..<(n * n) {
            let r = cell / n, c = cell % n, b = boxOf[cell]
            houseTable.append([r, n + c, 2 * n + b])
            var seen = [Bool](repeating: false, count: n * n)
            var list = [Int]()
            for other in rows[r].cells + columns[c].cells + boxes[b].cells where other != cell && !seen[other] {
                seen[other] = true
                list.append(other)
            }
            peerTable.append(list.sorted())
        }
        peers = peerTable
        housesOfCell = houseTable
        peerCount = 2 * (n - 1) + (boxRows - 1) * (boxColumns - 1)
        self.peerTable = ContiguousArray(peerTable.joined().map { UInt16($0) })
        self.houseTable = ContiguousArray(houses.flatMap(\.cells).map { UInt16($0) })
    }
}

extension Geometry {
    /// Box dimensions, the key of the shared tables.
    private struct Dimensions: Hashable {
        let rows: Int
        let columns: Int
    }

    /// The tables built so far, one per box dimensions (at most the few dozen shapes from
    /// 4×4 to 25×25 grids).
    private static let built = Mutex<[Dimensions: Geometry]>([:])

    /// The tables of `boxRows` × `boxColumns` boxes: built on first use, then the same
    /// instance for every caller on every thread.
    static func shared(boxRows: Int, boxColumns: Int) -> Geometry {
        let key = Dimensions(rows: boxRows, columns: boxColumns)
        if let found = built.withLock({ $0[key] }) { return found }
        // Built outside the lock (a 25×25 grid's tables take a while); if another thread got
        // there first, its tables are kept and these dropped.
        let made = Geometry(boxRows: boxRows, boxColumns: boxColumns)
        return built.withLock { tables in
            if let found = tables[key] { return found }
            tables[key] = made
            return made
        }
    }
}
