import WordSudokuKit

/// One character cell of the screen: a grapheme, its style, and whether it is the right half of
/// a wide character drawn in the cell before it.
public struct ScreenCell: Hashable, Sendable {
    public var character: Character
    public var style: Style
    /// True for the second column of a wide character; such a cell draws nothing itself.
    var isContinuation: Bool

    public init(_ character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = ScreenCell()
}

/// A rectangle of cells that screens draw into; the renderer sends the terminal only the cells
/// that differ from the last frame. Tests read it back as text.
public struct ScreenBuffer: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [ScreenCell]

    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(column: Int, row: Int) -> ScreenCell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// Writes `text` from (`column`, `row`), clipped to the screen and to `limit` columns;
    /// returns the column after the last one written.
    @discardableResult
    public mutating func write(_ text: String, column: Int, row: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        guard row >= 0, row < height else { return column }
        let end = min(width, limit.map { column + $0 } ?? width)
        var x = column
        for character in text {
            let w = DisplayWidth.of(character)
            if w == 0 {
                // A lone combining mark: attach it to the previous cell's character.
                if x > 0, x - 1 < width, x - 1 >= 0 {
                    var previous = self[x - 1, row]
                    previous.character = Character(String(previous.character) + String(character))
                    self[x - 1, row] = previous
                }
                continue
            }
            if x + w > end { break }
            if x >= 0 {
                put(ScreenCell(character, style: style), column: x, row: row)
                if w == 2 { self[x + 1, row] = ScreenCell(" ", style: style, isContinuation: true) }
            }
            x += w
        }
        return x
    }

    /// Fills `count` cells of a row from `column` with `character` in `style`.
    public mutating func fill(_ character: Character = " ", column: Int, row: Int, count: Int, style: Style = .plain) {
        guard row >= 0, row < height else { return }
        let start = max(column, 0), end = min(width, column + count)
        guard start < end else { return }
        for x in start..<end { put(ScreenCell(character, style: style), column: x, row: row) }
    }

    /// Puts one narrow cell, blanking the other half of any wide character it overwrites.
    private mutating func put(_ cell: ScreenCell, column x: Int, row: Int) {
        if self[x, row].isContinuation, x > 0 { self[x - 1, row] = ScreenCell(" ", style: self[x - 1, row].style) }
        if x + 1 < width, self[x + 1, row].isContinuation { self[x + 1, row] = ScreenCell(" ", style: self[x + 1, row].style) }
        self[x, row] = cell
    }

    /// Every row as plain text (wide characters once, continuation cells skipped), trailing
    /// spaces kept so columns can be compared.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for x in 0..<width where !self[x, row].isContinuation { line.append(self[x, row].character) }
            return line
        }
    }

    /// The screen as text, one line per row, trailing spaces removed.
    public var text: String {
        lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
    }

    /// The display column of each character of `lines[row]`, to check alignment in tests.
    public func columns(ofCharacter target: Character, inRow row: Int) -> [Int] {
        (0..<width).filter { !self[$0, row].isContinuation && self[$0, row].character == target }
    }
}
