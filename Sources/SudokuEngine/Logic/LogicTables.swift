/// The flat tables the logic solver reads in its hot loops, computed once per solver.
///
/// Houses are numbered as in `BoxShape.houses`: rows 0..<N, columns N..<2N, boxes 2N..<3N.
final class LogicTables: Sendable {
    let shape: BoxShape
    let size: Int
    let cellCount: Int
    let houseCount: Int
    /// houseCells[h * size + k]: the k-th cell of house h, in reading order.
    let houseCells: [Int]
    let rowOf: [Int]
    let columnOf: [Int]
    let boxOf: [Int]
    /// housesOfCell[cell * 3 + k]: the row, column and box house of `cell` (k = 0, 1, 2), flat
    /// for the loops that read all three.
    let housesOfCell: [Int]
    /// peers[cell * peerCount + k]: the k-th peer of `cell`.
    let peers: [Int]
    let peerCount: Int
    /// Every symbol 1...N.
    let allMask: UInt32

    init(shape: BoxShape) {
        self.shape = shape
        let n = shape.size
        size = n
        cellCount = n * n
        houseCount = 3 * n
        houseCells = shape.houses.flatMap(\.cells)
        rowOf = (0..<(n * n)).map { $0 / n }
        columnOf = (0..<(n * n)).map { $0 % n }
        boxOf = (0..<(n * n)).map { shape.box(of: $0) }
        housesOfCell = (0..<(n * n)).flatMap { [$0 / n, n + $0 % n, 2 * n + shape.box(of: $0)] }
        peerCount = shape.peers(of: 0).count
        peers = (0..<(n * n)).flatMap { shape.peers(of: $0) }
        allMask = CandidateSet.all(n).mask
    }

    /// Whether two different cells share a house.
    @inline(__always) func sees(_ a: Int, _ b: Int) -> Bool {
        rowOf[a] == rowOf[b] || columnOf[a] == columnOf[b] || boxOf[a] == boxOf[b]
    }

    /// The house index of `cell`'s row, column or box.
    @inline(__always) func rowHouse(of cell: Int) -> Int { rowOf[cell] }
    @inline(__always) func columnHouse(of cell: Int) -> Int { size + columnOf[cell] }
    @inline(__always) func boxHouse(of cell: Int) -> Int { 2 * size + boxOf[cell] }

    func house(_ index: Int) -> House { shape.houses[index] }
}
