/// A change of a grid that keeps everything the generator promises: relabelling the symbols,
/// permuting the bands and the rows within each band, the stacks and the columns within each
/// stack, and transposing. Each maps rows to rows, columns to columns and boxes to boxes, so a
/// puzzle keeps its number of solutions and every technique finds the same patterns in it: its
/// logic grade does not change. Only the permutations that commute with a symmetry's map of
/// the cells are drawn for it, so symmetric givens stay symmetric.
///
/// The second edition makes its rarest kinds by drawing one of these on a catalogued puzzle
/// (`Generator+Catalogue.swift`): a 6×6 medium puzzle needs some 35,000 grids from scratch.
struct GridTransform: Sendable {
    /// The shape of the grids this transform takes (the result's is its transpose when
    /// `transposes`).
    let shape: BoxShape
    /// Whether rows become columns first (a 2×3-box grid becomes a 3×2-box one).
    let transposes: Bool
    /// `rows[r]`: the row that row `r` goes to, after the transposition.
    let rows: [Int]
    /// `columns[c]`: the column that column `c` goes to, after the transposition.
    let columns: [Int]
    /// `symbols[s]`: the symbol that `s` becomes (`symbols[0] == 0`: empty stays empty).
    let symbols: [UInt8]

    /// The shape of the grids this transform makes.
    var resultShape: BoxShape {
        transposes ? try! BoxShape(rows: shape.boxColumns, columns: shape.boxRows) : shape
    }

    /// A transform of `shape`'s grids drawn from `random` that keeps `symmetry`; it transposes
    /// when `transposes` (the caller decides, since transposing changes the shape of the boxes
    /// unless they are square).
    static func random(for shape: BoxShape, keeping symmetry: Symmetry, transposes: Bool,
                       using random: inout RandomSource) -> GridTransform {
        let n = shape.size
        // After a transposition, rows are laid in bands of `boxColumns` rows.
        let rowsPerBand = transposes ? shape.boxColumns : shape.boxRows
        let columnsPerStack = n / rowsPerBand
        // A half turn reverses the rows and the columns; a mirror in the vertical axis, the
        // columns only. A transposition maps a half turn to itself, and a mirror to another
        // axis: `Generator` does not transpose for `mirror`.
        let rows = lines(n, perGroup: rowsPerBand, commutingWithReversal: symmetry == .rotational, using: &random)
        let columns = lines(n, perGroup: columnsPerStack, commutingWithReversal: symmetry != .none, using: &random)
        let symbols: [UInt8] = [0] + random.shuffled(Array(1...n)).map { UInt8($0) }
        return GridTransform(shape: shape, transposes: transposes, rows: rows, columns: columns, symbols: symbols)
    }

    /// `board` transformed (its shape must be `shape`).
    func apply(_ board: Board) -> Board {
        let n = shape.size
        var cells = [UInt8](repeating: 0, count: n * n)
        for r in 0..<n {
            for c in 0..<n {
                let (row, column) = transposes ? (c, r) : (r, c)
                cells[rows[row] * n + columns[column]] = symbols[Int(board.cells[r * n + c])]
            }
        }
        return Board(shape: resultShape, cells: cells)
    }

    /// A permutation of `count` lines in groups of `perGroup` (bands or stacks) that moves whole
    /// groups and lines within them; with `commutingWithReversal`, one that commutes with
    /// reading the lines backwards (line i ↔ count − 1 − i), so that a half turn or a mirror
    /// of the givens survives it.
    static func lines(_ count: Int, perGroup: Int, commutingWithReversal: Bool,
                      using random: inout RandomSource) -> [Int] {
        let groups = count / perGroup
        let groupMap = commutingWithReversal ? permutationCommutingWithReversal(groups, using: &random)
            : random.shuffled(Array(0..<groups))
        var within: [[Int]] = Array(repeating: [], count: groups)
        for group in 0..<groups {
            let mirror = groups - 1 - group
            if !commutingWithReversal {
                within[group] = random.shuffled(Array(0..<perGroup))
            } else if group == mirror {
                within[group] = permutationCommutingWithReversal(perGroup, using: &random)
            } else if group < mirror {
                within[group] = random.shuffled(Array(0..<perGroup))
                // The mirror group's lines move as the mirror image of this group's.
                within[mirror] = (0..<perGroup).map { perGroup - 1 - within[group][perGroup - 1 - $0] }
            }
        }
        return (0..<count).map { line in
            let group = line / perGroup
            return groupMap[group] * perGroup + within[group][line % perGroup]
        }
    }

    /// A random permutation π of 0..<count with π(count − 1 − i) = count − 1 − π(i): the pairs
    /// (i, count − 1 − i) are shuffled among themselves, each kept or flipped, and a middle
    /// element stays.
    static func permutationCommutingWithReversal(_ count: Int, using random: inout RandomSource) -> [Int] {
        let pairs = random.shuffled(Array(0..<(count / 2)))
        var map = Array(0..<count)
        for (i, target) in pairs.enumerated() {
            let flip = random.nextInt(below: 2) == 1
            map[i] = flip ? count - 1 - target : target
            map[count - 1 - i] = count - 1 - map[i]
        }
        return map
    }
}
