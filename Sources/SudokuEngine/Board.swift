/// A grid of N² cells in reading order; 0 is an empty cell, 1...N a symbol.
public struct Board: Hashable, Sendable {
    /// The box shape, which fixes N and the houses.
    public let shape: BoxShape
    /// The cells, row by row.
    public var cells: [UInt8]

    /// An empty grid of `shape`.
    public init(shape: BoxShape) {
        self.shape = shape
        cells = [UInt8](repeating: 0, count: shape.cellCount)
    }

    /// A grid from its cells (N² values, each 0...N).
    public init(shape: BoxShape, cells: [UInt8]) {
        precondition(cells.count == shape.cellCount, "a \(shape) grid has \(shape.cellCount) cells")
        self.shape = shape
        self.cells = cells
    }

    /// The symbol at `cell` (0 when empty).
    @inlinable public subscript(cell: Int) -> Int {
        get { Int(cells[cell]) }
        set { cells[cell] = UInt8(newValue) }
    }

    /// The symbol at a 0-based row and column (0 when empty).
    @inlinable public subscript(row row: Int, column column: Int) -> Int {
        get { self[shape.cell(row: row, column: column)] }
        set { self[shape.cell(row: row, column: column)] = newValue }
    }

    /// How many cells are empty.
    public var emptyCount: Int { cells.reduce(0) { $0 + ($1 == 0 ? 1 : 0) } }
    /// Whether every cell holds a symbol.
    public var isFilled: Bool { !cells.contains(0) }

    /// The symbols that no peer of `cell` holds (whatever `cell` itself holds).
    public func candidates(at cell: Int) -> CandidateSet {
        var set = CandidateSet.all(shape.size)
        for peer in shape.peers(of: cell) where cells[peer] != 0 {
            set.remove(Int(cells[peer]))
        }
        return set
    }
}
