import SudokuEngine

/// Where the grid goes on a screen of a given size: the width of a cell (computed from the
/// terminal's width), the position of each cell, and whether the grid fits at all.
///
/// A grid row reads `│ word word word │ word …│`: one space before each cell's `cellWidth`
/// columns, a space and a border after each box. Rows have no lines between them, only the
/// box borders, so a 9×9 grid takes 13 rows; with `rowGap` a blank line separates the rows
/// of a box where the screen is tall enough.
public struct BoardLayout: Equatable, Sendable {
    public let shape: BoxShape
    /// Columns for a word in a cell (words longer than this end with `…`).
    public let cellWidth: Int
    /// The top-left corner of the grid's frame.
    let originColumn: Int
    let originRow: Int
    /// Blank lines between the rows of a box (0 or 1): small grids on tall screens breathe.
    let rowGap: Int

    /// No cell narrower than this (two letters and `…`): below it, the grid does not fit.
    static let minimumCellWidth = 3
    /// No cell wider than this, however wide the terminal.
    static let maximumCellWidth = 14

    public init(shape: BoxShape, cellWidth: Int, originColumn: Int, originRow: Int, rowGap: Int = 0) {
        self.shape = shape
        self.cellWidth = cellWidth
        self.originColumn = originColumn
        self.originRow = originRow
        self.rowGap = rowGap
    }

    var boxesAcross: Int { shape.size / shape.boxColumns }
    var boxesDown: Int { shape.size / shape.boxRows }

    /// Total columns of the grid with its frame.
    public var width: Int { BoardLayout.width(of: shape, cellWidth: cellWidth) }
    /// Total rows of the grid with its frame.
    public var height: Int { BoardLayout.height(of: shape, rowGap: rowGap) }

    public static func width(of shape: BoxShape, cellWidth: Int) -> Int {
        1 + shape.size * (cellWidth + 1) + 2 * (shape.size / shape.boxColumns)
    }

    public static func height(of shape: BoxShape, rowGap: Int = 0) -> Int {
        (shape.size / shape.boxRows) * boxHeight(shape, rowGap: rowGap) + 1
    }

    /// Rows from one box border to the next.
    static func boxHeight(_ shape: BoxShape, rowGap: Int) -> Int {
        shape.boxRows * (1 + rowGap) - rowGap + 1
    }

    /// The widest cell that fits in `columns` (may be below the minimum: then it does not fit).
    public static func cellWidth(for shape: BoxShape, columns: Int) -> Int {
        (columns - 1 - 2 * (shape.size / shape.boxColumns)) / shape.size - 1
    }

    /// The screen column where the word of grid column `column` starts.
    func screenColumn(ofColumn column: Int) -> Int {
        originColumn + 1 + column * (cellWidth + 1) + 2 * (column / shape.boxColumns) + 1
    }

    /// The columns a cell's word is drawn in, `cellWidth` but for a cell marked `>` (the same
    /// word as the selected cell's): the `>` stands in the column before the word, so a word
    /// that filled the cell ran into it (`>chauve-souris`, `>elepha…`), read as one word. A
    /// marked cell's word is drawn in one column less, after a blank one (`> eleph…`), as a
    /// narrower cell would draw it (`CellLabels`); where the cell is already the narrowest,
    /// the word keeps its columns.
    static func wordWidth(cellWidth: Int, marked: Bool) -> Int {
        marked && cellWidth > minimumCellWidth ? cellWidth - 1 : cellWidth
    }

    /// The screen row of grid row `row`.
    func screenRow(ofRow row: Int) -> Int {
        originRow + 1 + (row / shape.boxRows) * BoardLayout.boxHeight(shape, rowGap: rowGap) + (row % shape.boxRows) * (1 + rowGap)
    }

    /// The screen columns of the vertical box borders (`│`), left to right.
    var borderColumns: [Int] {
        (0...boxesAcross).map { originColumn + $0 * (shape.boxColumns * (cellWidth + 1) + 2) }
    }

    /// The screen rows of the horizontal box borders, top to bottom.
    var borderRows: [Int] {
        (0...boxesDown).map { originRow + $0 * BoardLayout.boxHeight(shape, rowGap: rowGap) }
    }
}
