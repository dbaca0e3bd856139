/// The puzzle text format: one puzzle per line (N² characters, row by row), or the same
/// characters over N lines decorated with spaces, `|`, `-` and `+`. `.` or `0` is an empty cell;
/// the symbols are `123456789ABCDEFGHIJKLMNOP` (the first N), lowercase accepted; `#` starts
/// a comment line.
public enum PuzzleText {
    /// Every symbol in order: value v is `symbols[v - 1]`.
    public static let symbols: [Character] = Array("123456789ABCDEFGHIJKLMNOP")

    /// The character for `value` (0 → `.`); values above 25 show as `?`.
    public static func symbol(for value: Int) -> Character {
        if value == 0 { return "." }
        return value <= symbols.count ? symbols[value - 1] : "?"
    }

    /// The value of a symbol character (`.` and `0` → 0), or nil if it is not one.
    public static func value(of character: Character) -> Int? {
        guard let ascii = character.asciiValue else { return nil }
        let value = Int(byteClass[Int(ascii)])
        return value <= 25 ? value : nil
    }

    /// The one-line form of `board`, e.g. `53..7....6..195...` (`.` for an empty cell).
    public static func line(_ board: Board) -> String {
        var bytes: [UInt8] = []
        appendLine(board, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the one-line form of `board` (no newline) to `bytes`: for writers of many puzzles.
    public static func appendLine(_ board: Board, to bytes: inout [UInt8]) {
        // Written in place, by arithmetic rather than from `symbolBytes` (a global table read
        // per cell is a lazy-global check per cell): 1...9 → "1"..."9", 10...25 → "A"..."P".
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "."), count: board.cells.count))
        bytes.withUnsafeMutableBufferPointer { output in
            board.cells.withUnsafeBufferPointer { cells in
                for (offset, value) in cells.enumerated() where value != 0 {
                    output[start &+ offset] = value <= 9 ? UInt8(ascii: "0") &+ value
                        : value <= 25 ? UInt8(ascii: "A") &+ (value &- 10) : UInt8(ascii: "?")
                }
            }
        }
    }

    /// The pretty-printed form: N lines, symbols spaced, boxes framed with `|`, `-` and `+`.
    public static func pretty(_ board: Board) -> String {
        let shape = board.shape, n = shape.size
        let groupWidth = 2 * shape.boxColumns - 1
        let rule = Array(repeating: String(repeating: "-", count: groupWidth), count: n / shape.boxColumns)
            .joined(separator: "-+-")
        var lines: [String] = []
        for row in 0..<n {
            if row > 0 && row % shape.boxRows == 0 { lines.append(rule) }
            var groups: [String] = []
            for start in stride(from: 0, to: n, by: shape.boxColumns) {
                let symbols = (start..<(start + shape.boxColumns)).map { String(symbol(for: board[row: row, column: $0])) }
                groups.append(symbols.joined(separator: " "))
            }
            lines.append(groups.joined(separator: " | "))
        }
        return lines.joined(separator: "\n")
    }

    /// Reads the one puzzle in `text` (either form). The shape comes from `shape`, or else
    /// from the number of cells.
    public static func parse(_ text: String, shape: BoxShape? = nil) throws(PuzzleTextError) -> Board {
        let items = puzzles(in: text, shape: shape)
        guard let first = items.first else { throw .noPuzzle }
        guard items.count == 1 else { throw .severalPuzzles(items.count) }
        switch first {
        case let .puzzle(board, _): return board
        case let .malformed(error, _): throw error
        }
    }

    /// Every puzzle and every malformed one in `text`, in order, with line numbers.
    public static func puzzles(in text: String, shape: BoxShape? = nil) -> [PuzzleReader.Item] {
        var reader = PuzzleReader(shape: shape)
        var items: [PuzzleReader.Item] = []
        var number = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let item = Array(line).withUnsafeBufferPointer { reader.read(line: $0, number: number) }
            if let item { items.append(item) }
        }
        if let item = reader.finish() { items.append(item) }
        return items
    }

    static let symbolBytes: [UInt8] = Array("123456789ABCDEFGHIJKLMNOP".utf8)

    /// `byteClass[b]`: 0 empty cell, 1...25 a symbol, `otherCell` any other character,
    /// `decoration` for `|`, `-`, `+`, `space` for spaces, tabs and carriage returns.
    static let byteClass: [UInt8] = {
        var table = [UInt8](repeating: otherCell, count: 256)
        table[Int(UInt8(ascii: "."))] = 0
        table[Int(UInt8(ascii: "0"))] = 0
        for (index, byte) in symbolBytes.enumerated() {
            table[Int(byte)] = UInt8(index + 1)
            if byte >= UInt8(ascii: "A") { table[Int(byte | 0x20)] = UInt8(index + 1) }
        }
        for byte in "|-+".utf8 { table[Int(byte)] = decoration }
        for byte in " \t\r\n\u{0B}\u{0C}".utf8 { table[Int(byte)] = space }
        return table
    }()
    static let otherCell: UInt8 = 0xFF
    static let decoration: UInt8 = 0xFE
    static let space: UInt8 = 0xFD
}

/// Why a puzzle's text cannot be read. It carries data, no sentence: the kit says it in English
/// and French (`PuzzleProblemText.malformed`).
public enum PuzzleTextError: Error, Hashable, Sendable {
    /// A puzzle with the wrong number of cells for its shape.
    case cellCount(expected: Int, got: Int)
    /// One line of a pretty-printed grid with the wrong number of cells (`row` is 1-based).
    case rowLength(row: Int, expected: Int, got: Int)
    /// A character that is not a symbol of this grid (`column` is 1-based, in characters).
    case invalidSymbol(Character, column: Int)
    /// The text holds no puzzle at all.
    case noPuzzle
    /// The text holds several puzzles where one was expected.
    case severalPuzzles(Int)
}
