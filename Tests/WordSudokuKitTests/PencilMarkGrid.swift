import SudokuEngine

/// A position written by hand: a board plus the pencil marks left in some empty cells.
///
/// The text is the grid row by row, a cell per token: a digit is a filled cell, `.` an empty
/// cell whose candidates are all the board allows, `[129]` an empty cell narrowed to those
/// candidates (as if earlier steps had removed the others). `|` and lines of `-` only help the
/// eye and are skipped, so a literal can show its boxes:
///
///     5 . 6 | . 2 .
///     2 . . | 5 . 6
///     -------------
///     . 6 2 | . . 5
struct PencilMarkGrid {
    let board: Board
    /// One set per cell: the pencil marks of a narrowed cell, every symbol for any other cell.
    let marks: [CandidateSet]

    init(_ text: String, shape: BoxShape) {
        var cells: [UInt8] = []
        var marks: [CandidateSet] = []
        var narrowed: CandidateSet?
        for character in text {
            switch character {
            case "[":
                narrowed = .empty
            case "]":
                cells.append(0)
                marks.append(narrowed!)
                narrowed = nil
            case "1"..."9":
                let value = Int(String(character))!
                if narrowed != nil {
                    narrowed!.insert(value)
                } else {
                    cells.append(UInt8(value))
                    marks.append(.all(shape.size))
                }
            case ".":
                cells.append(0)
                marks.append(.all(shape.size))
            case "|", "-", " ", "\n":
                continue
            default:
                preconditionFailure("'\(character)' is not part of a pencil-mark grid")
            }
        }
        precondition(cells.count == shape.cellCount, "\(cells.count) cells for a \(shape) grid")
        board = Board(shape: shape, cells: cells)
        self.marks = marks
    }

    /// What may go in `cell`: what the board allows, narrowed by its pencil marks.
    func candidates(at cell: Int) -> CandidateSet {
        guard board[cell] == 0 else { return .empty }
        return CandidateSet(mask: board.candidates(at: cell).mask & marks[cell].mask)
    }

    /// The cell named like a hint names it: row letter, then column number ("C4").
    static func cell(_ name: String, shape: BoxShape) -> Int {
        let row = Int(name.unicodeScalars.first!.value) - 65
        return shape.cell(row: row, column: Int(name.dropFirst())! - 1)
    }
}
