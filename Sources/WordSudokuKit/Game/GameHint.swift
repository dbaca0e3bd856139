import SudokuEngine

/// The answer to a hint: a wrong entry to fix first, an explained step, or nothing left to do.
public enum GameHint: Equatable, Sendable {
    /// This entry is wrong; fix it before going on.
    case wrongEntry(cell: Int)
    /// The next step of reasoning: the cells it concerns (the first is where `symbol` goes,
    /// when it places one) and its explanation in every UI language.
    case step(cells: [Int], symbol: Int?, explanation: Localized)
    case solved
}

/// Finds the next hint for a board in progress.
///
/// INTERIM: looks for a wrong entry, then a naked or hidden single. When the generator lands
/// this calls `Hints.next(givens:current:solution:)` and `StepText.describe`, keeping this API.
enum HintFinder {
    static func next(setup: GameSetup, cells: [UInt8], solution: [UInt8]) -> GameHint {
        let shape = setup.shape
        for cell in cells.indices where cells[cell] != 0 && cells[cell] != solution[cell] {
            return .wrongEntry(cell: cell)
        }
        let board = Board(shape: shape, cells: cells)
        func word(_ s: Int) -> String { setup.answerWord(s) }
        // Hidden single: in some house, a word fits in only one cell.
        for house in shape.houses {
            var placed = CandidateSet.empty
            for c in house.cells where cells[c] != 0 { placed.insert(Int(cells[c])) }
            for symbol in 1...shape.size where !placed.contains(symbol) {
                let spots = house.cells.filter { cells[$0] == 0 && board.candidates(at: $0).contains(symbol) }
                if spots.count == 1 {
                    let cell = spots[0], name = GameText.houseName(house, shape: shape)
                    return .step(cells: [cell], symbol: symbol,
                                 explanation: GameText.hiddenSingle(house: name, word: word(symbol), cell: CellName.text(cell, shape: shape)))
                }
            }
        }
        // Naked single: a cell where only one word fits.
        for cell in cells.indices where cells[cell] == 0 {
            let candidates = board.candidates(at: cell)
            if candidates.count == 1, let symbol = candidates.first {
                return .step(cells: [cell], symbol: symbol,
                             explanation: GameText.nakedSingle(word: word(symbol), cell: CellName.text(cell, shape: shape)))
            }
        }
        if let cell = cells.indices.first(where: { cells[$0] == 0 }) {
            let symbol = Int(solution[cell])
            return .step(cells: [cell], symbol: symbol,
                         explanation: GameText.revealed(word: word(symbol), cell: CellName.text(cell, shape: shape)))
        }
        return .solved
    }
}

/// Cell names as people write them: row letter, column number (`C4`); 0-based cell indices inside.
public enum CellName {
    /// `A1` for cell 0.
    public static func text(_ cell: Int, shape: BoxShape) -> String {
        let row = shape.row(of: cell), column = shape.column(of: cell)
        return "\(Character(UnicodeScalar(UInt8(65 + row))))\(column + 1)"
    }

    /// The cell `C4` or `c4` names, if it is on the grid.
    public static func parse(_ text: String, shape: BoxShape) -> Int? {
        let scalars = Array(text.uppercased().unicodeScalars)
        guard scalars.count >= 2, scalars[0].value >= 65, scalars[0].value < 65 + UInt32(shape.size),
              let column = Int(String(String.UnicodeScalarView(scalars[1...]))),
              (1...shape.size).contains(column) else { return nil }
        return shape.cell(row: Int(scalars[0].value) - 65, column: column - 1)
    }
}
