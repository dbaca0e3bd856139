import SudokuEngine

/// Where a word placed in a cell already stands in that cell's row, column or box: what makes a
/// wrong placement visibly wrong. A mistake is explained with it ("le chat is already in row B,
/// at B4") without giving the cell's right word away.
public struct Clash: Equatable, Sendable {
    /// The house the two cells share.
    public enum House: Equatable, Sendable {
        case row, column, box
    }

    public let house: House
    /// The other cell holding the same word (a given or a placed word).
    public let cell: Int
}

extension GameSession {
    /// The first cell (in reading order) of `cell`'s row, then column, then box that holds `symbol`, preferring a
    /// given, then a right word, to a wrong word (a clash with a word that is itself wrong
    /// explains less); nil when nothing in sight rules `symbol` out, and the mistake is one only
    /// the sudoku's reasoning could have avoided.
    public func clash(placing symbol: Int, in cell: Int) -> Clash? {
        let houses: [(Clash.House, (Int) -> Bool)] = [
            (.row, { shape.row(of: $0) == shape.row(of: cell) }),
            (.column, { shape.column(of: $0) == shape.column(of: cell) }),
            (.box, { shape.box(of: $0) == shape.box(of: cell) }),
        ]
        let holding = shape.peers(of: cell).filter { Int(cells[$0]) == symbol }.sorted()
        for rank in 0..<3 {
            for (house, contains) in houses {
                let found = holding.first { peer in
                    contains(peer) && rank == (isGiven(peer) ? 0 : cells[peer] == solution[peer] ? 1 : 2)
                }
                if let found { return Clash(house: house, cell: found) }
            }
        }
        return nil
    }
}
