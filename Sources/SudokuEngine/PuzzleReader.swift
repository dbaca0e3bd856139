/// Reads puzzle text one line at a time and hands back each puzzle (or the reason it cannot be
/// read) with its line number, so a file of any size streams in constant memory.
///
/// A line holding N² cells is a puzzle; a line holding N cells starts a pretty-printed grid of
/// N such lines (decoration lines like `------+------` are skipped inside it). Without a
/// shape, a 16-cell line is a 4×4 puzzle unless it is decorated (then a 16×16 grid's row).
public struct PuzzleReader {
    /// A puzzle read, or why one could not be; `line` is 1-based (a grid's first line).
    public enum Item: Hashable, Sendable {
        case puzzle(Board, line: Int)
        case malformed(PuzzleTextError, line: Int)
    }

    /// The shape every puzzle must have (`--box`), or nil to infer it from the cell count.
    public let shape: BoxShape?

    /// The cells of the current line (at most 625 kept; more are only counted).
    private var lineCells: [UInt8]
    /// The highest class among the current line's cells: above N, a cell is not a symbol of
    /// the grid and the line is searched for it; otherwise no second pass is needed.
    private var lineHighest: UInt8 = 0
    /// The pretty-printed grid being read, if any.
    private var grid: Grid?
    /// The shape the last one-line puzzle of unknown shape had.
    private var lastStandardShape: BoxShape?

    private struct Grid {
        let shape: BoxShape
        let line: Int
        var cells: [UInt8] = []
        var rows = 0
        var failed = false
    }

    private static let maxCells = 625
    private static let standardRowLengths = [4, 6, 8, 9, 12, 16, 25]

    /// A reader for puzzles of `shape`, or of any standard shape when nil.
    public init(shape: BoxShape?) {
        self.shape = shape
        lineCells = [UInt8](repeating: 0, count: PuzzleReader.maxCells)
    }

    /// Reads one line (without its `\n`; a trailing `\r` is ignored); returns the puzzle or
    /// error it completes, if any.
    public mutating func read(line: String, number: Int) -> Item? {
        var text = line
        return text.withUTF8 { read(line: $0, number: number) }
    }

    /// Reads one line of UTF-8 bytes (without its `\n`); returns the puzzle or error it
    /// completes, if any.
    public mutating func read(line: UnsafeBufferPointer<UInt8>, number: Int) -> Item? {
        var count = 0
        var decorated = false
        var highest: UInt8 = 0
        let comment = lineCells.withUnsafeMutableBufferPointer { cells in
            PuzzleText.byteClass.withUnsafeBufferPointer { table in
                // Cells (`.`, `0` and symbols: classes 0...25) take one test; spaces,
                // decorations, other characters and the bytes inside a multi-byte character
                // have the classes above them (`solve` reads every line of a file here).
                for byte in line {
                    let kind = table[Int(byte)]
                    if kind >= PuzzleText.space {
                        if kind == PuzzleText.space { continue }
                        if kind == PuzzleText.decoration { decorated = true; continue }
                        if byte & 0xC0 == 0x80 { continue }  // inside a multi-byte character
                        if count == 0 && !decorated && byte == UInt8(ascii: "#") { return true }
                    }
                    if count < PuzzleReader.maxCells { cells[count] = kind }
                    count &+= 1
                    highest = max(highest, kind)
                }
                return false
            }
        }
        lineHighest = highest
        if comment { return nil }
        if count == 0 {
            // A blank line ends a grid; a decoration line does not.
            if decorated { return nil }
            return endGrid()
        }
        if grid != nil { return readRow(line, number: number, count: count) }
        if let shape {
            if count == shape.cellCount { return puzzle(line, number: number, shape: shape) }
            if count == shape.size { return startGrid(line, number: number, shape: shape, count: count) }
            return .malformed(.cellCount(expected: shape.cellCount, got: count), line: number)
        }
        if let standard = standardShape(forCellCount: count),
           !(decorated && BoxShape.standard(forCellCount: count * count) != nil) {
            return puzzle(line, number: number, shape: standard)
        }
        if let rowShape = BoxShape.standard(forCellCount: count * count) {
            return startGrid(line, number: number, shape: rowShape, count: count)
        }
        let nearest = [16, 36, 64, 81, 144, 256, 625].min { abs($0 - count) < abs($1 - count) }!
        return .malformed(.cellCount(expected: nearest, got: count), line: number)
    }

    /// `BoxShape.standard(forCellCount:)`, the last one kept: a file's lines mostly share a
    /// shape, and finding its shared tables again for every line is most of a line's reading.
    private mutating func standardShape(forCellCount count: Int) -> BoxShape? {
        if let last = lastStandardShape, last.cellCount == count { return last }
        guard let shape = BoxShape.standard(forCellCount: count) else { return nil }
        lastStandardShape = shape
        return shape
    }

    /// Ends the input: reports a pretty-printed grid left unfinished, if any.
    public mutating func finish() -> Item? { endGrid() }

    private mutating func puzzle(_ line: UnsafeBufferPointer<UInt8>, number: Int, shape: BoxShape) -> Item {
        let n = shape.size
        if Int(lineHighest) > n, let bad = lineCells[0..<shape.cellCount].firstIndex(where: { Int($0) > n }) {
            return .malformed(PuzzleReader.invalidSymbol(cellIndex: bad, in: line), line: number)
        }
        return .puzzle(Board(shape: shape, cells: Array(lineCells[0..<shape.cellCount])), line: number)
    }

    private mutating func startGrid(_ line: UnsafeBufferPointer<UInt8>, number: Int, shape: BoxShape, count: Int) -> Item? {
        grid = Grid(shape: shape, line: number)
        grid!.cells.reserveCapacity(shape.cellCount)
        return readRow(line, number: number, count: count)
    }

    private mutating func readRow(_ line: UnsafeBufferPointer<UInt8>, number: Int, count: Int) -> Item? {
        guard var current = grid else { return nil }
        let n = current.shape.size
        current.rows += 1
        var item: Item?
        if !current.failed {
            if count != n {
                item = .malformed(.rowLength(row: current.rows, expected: n, got: count), line: number)
                current.failed = true
            } else if Int(lineHighest) > n, let bad = lineCells[0..<n].firstIndex(where: { Int($0) > n }) {
                item = .malformed(PuzzleReader.invalidSymbol(cellIndex: bad, in: line), line: number)
                current.failed = true
            } else {
                current.cells.append(contentsOf: lineCells[0..<n])
            }
        }
        if current.rows == n {
            grid = nil
            if !current.failed { item = .puzzle(Board(shape: current.shape, cells: current.cells), line: current.line) }
        } else {
            grid = current
        }
        return item
    }

    private mutating func endGrid() -> Item? {
        guard let current = grid else { return nil }
        grid = nil
        if current.failed { return nil }
        return .malformed(.cellCount(expected: current.shape.cellCount, got: current.cells.count), line: current.line)
    }

    /// The error for the `cellIndex`-th cell of `line`: its character and 1-based column.
    private static func invalidSymbol(cellIndex: Int, in line: UnsafeBufferPointer<UInt8>) -> PuzzleTextError {
        var cell = 0, column = 0
        for (offset, byte) in line.enumerated() where byte & 0xC0 != 0x80 {
            column += 1
            let kind = PuzzleText.byteClass[Int(byte)]
            if kind == PuzzleText.space || kind == PuzzleText.decoration { continue }
            if cell == cellIndex {
                var end = offset + 1
                while end < line.count && line[end] & 0xC0 == 0x80 { end += 1 }
                let text = String(decoding: UnsafeBufferPointer(rebasing: line[offset..<end]), as: UTF8.self)
                return .invalidSymbol(text.first ?? "?", column: column)
            }
            cell += 1
        }
        return .invalidSymbol("?", column: column)
    }
}
