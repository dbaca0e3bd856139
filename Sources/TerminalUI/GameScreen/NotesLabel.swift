/// What an empty cell with pencil notes shows on the board.
///
/// Why numbers: a cell is one word wide, too narrow for the noted words themselves, and a
/// sudoku player reads candidates at a glance, not by selecting each cell. The numbers are the
/// bank's (the keys that place each word), so `1 3 5` means the bank's words 1, 3 and 5.
enum NotesLabel {
    /// The noted symbols (1…N, ascending) in at most `width` columns: spaced (`1 3 5`), run
    /// together when every number is one digit and the spaced form does not fit (`1359`), else
    /// their count (`(4)`; `12` without its brackets where those do not fit: the narrowest cell,
    /// `BoardLayout.minimumCellWidth`, holds 3 columns and a 25×25 cell up to 25 notes).
    static func text(_ symbols: [Int], width: Int) -> String {
        let numbers = symbols.map(String.init)
        let spaced = numbers.joined(separator: " ")
        if spaced.count <= width { return spaced }
        if symbols.allSatisfy({ $0 < 10 }), numbers.count <= width { return numbers.joined() }
        let count = "(\(symbols.count))"
        return count.count <= width ? count : String(symbols.count)
    }
}
