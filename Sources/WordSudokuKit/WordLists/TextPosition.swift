/// A place in a text file, as an editor shows it: 1-based line and column.
///
/// Columns count Unicode scalars, so `é` (precomposed) is one column, as most editors show it.
public struct TextPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file.
    public static let start = TextPosition(line: 1, column: 1)

    public static func < (a: TextPosition, b: TextPosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}
