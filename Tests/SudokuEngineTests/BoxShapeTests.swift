import Testing
@testable import SudokuEngine

@Suite("Box shapes", .timeLimit(.minutes(15)))
struct BoxShapeTests {
    @Test(arguments: Fixtures.shapes)
    func housesCoverEveryCellOncePerKind(rows: Int, columns: Int) {
        let shape = Fixtures.shape(rows, columns)
        let n = rows * columns
        #expect(shape.size == n)
        #expect(shape.cellCount == n * n)
        #expect(shape.houses.count == 3 * n)
        for kind in [House.Kind.row, .column, .box] {
            var seen = [Int](repeating: 0, count: n * n)
            for house in shape.houses where house.kind == kind {
                #expect(house.cells.count == n)
                #expect(Set(house.cells).count == n)
                for cell in house.cells { seen[cell] += 1 }
            }
            #expect(seen.allSatisfy { $0 == 1 }, "every cell is in exactly one \(kind)")
        }
    }

    @Test(arguments: Fixtures.shapes)
    func boxesAreRowsByColumnsRectangles(rows: Int, columns: Int) {
        let shape = Fixtures.shape(rows, columns)
        for house in shape.houses where house.kind == .box {
            let rowSet = Set(house.cells.map { shape.row(of: $0) })
            let columnSet = Set(house.cells.map { shape.column(of: $0) })
            #expect(rowSet.count == rows)
            #expect(columnSet.count == columns)
            #expect(rowSet.max()! - rowSet.min()! == rows - 1)
            #expect(columnSet.max()! - columnSet.min()! == columns - 1)
        }
    }

    @Test(arguments: Fixtures.shapes)
    func everyCellSeesExactlyItsPeers(rows: Int, columns: Int) {
        let shape = Fixtures.shape(rows, columns)
        let n = rows * columns
        // Counted from R and C alone: the rest of the row and column, plus the box cells in
        // neither.
        let expectedCount = (n - 1) + (n - 1) + (rows - 1) * (columns - 1)
        #expect(shape.geometry.peerCount == expectedCount)
        for cell in 0..<shape.cellCount {
            let r = cell / n, c = cell % n
            let expected = (0..<shape.cellCount).filter { other in
                let r2 = other / n, c2 = other % n
                let sameBox = r2 / rows == r / rows && c2 / columns == c / columns
                return other != cell && (r2 == r || c2 == c || sameBox)
            }
            #expect(shape.peers(of: cell) == expected)
            let flat = shape.geometry.peerTable[(cell * expectedCount)..<((cell + 1) * expectedCount)].map { Int($0) }
            #expect(flat == expected)
            let houses = shape.geometry.housesOfCell[cell].map { shape.houses[$0] }
            #expect(houses.map(\.kind) == [.row, .column, .box])
            #expect(houses.allSatisfy { $0.cells.contains(cell) })
        }
    }

    @Test(arguments: [(0, 3), (3, 0), (1, 3), (1, 2), (2, 1), (5, 6), (6, 5), (1, 26), (-2, -2)])
    func unsupportedShapesAreRefused(rows: Int, columns: Int) {
        #expect(throws: ShapeError.unsupported(rows: rows, columns: columns)) {
            try BoxShape(rows: rows, columns: columns)
        }
    }

    @Test func shapesParseFromRowsByColumns() throws {
        #expect(try BoxShape(parsing: "3x4") == Fixtures.shape(3, 4))
        #expect(try BoxShape(parsing: "2X3") == Fixtures.shape(2, 3))
        #expect(throws: ShapeError.malformed("3by3")) { try BoxShape(parsing: "3by3") }
        #expect(throws: ShapeError.unsupported(rows: 9, columns: 9)) { try BoxShape(parsing: "9x9") }
    }

    @Test func standardShapesFollowTheCellCount() {
        let table = [16: "2x2", 36: "2x3", 64: "2x4", 81: "3x3", 144: "3x4", 256: "4x4", 625: "5x5"]
        for (count, name) in table { #expect(BoxShape.standard(forCellCount: count)?.description == name) }
        #expect(BoxShape.standard(forCellCount: 80) == nil)
    }

    @Test func shapesOfTheSameBoxShareTheirTables() throws {
        let first = try BoxShape(rows: 3, columns: 4)
        #expect(try BoxShape(rows: 3, columns: 4).geometry === first.geometry)
        #expect(try BoxShape(parsing: "3x4").geometry === first.geometry)
        #expect(try BoxShape(rows: 4, columns: 3).geometry !== first.geometry, "4x3 boxes are another shape")
    }

    @Test func shapesMadeOnManyThreadsShareTheirTables() async {
        // 1x7 boxes: a shape no other test makes, so the tasks race to build its tables.
        let tables = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 { group.addTask { ObjectIdentifier(try! BoxShape(rows: 1, columns: 7).geometry) } }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(tables.count == 1)
    }

    @Test func hugeSidesAreUnsupportedWithoutOverflow() {
        #expect(throws: ShapeError.unsupported(rows: 4294967296, columns: 4294967296)) { try BoxShape(parsing: "4294967296x4294967296") }
        #expect(throws: ShapeError.unsupported(rows: Int.max, columns: 2)) { try BoxShape(rows: Int.max, columns: 2) }
        #expect(throws: ShapeError.unsupported(rows: -1, columns: Int.min)) { try BoxShape(rows: -1, columns: Int.min) }
        #expect(ShapeError.gridSize(Int.max, Int.max) == nil)
        #expect(ShapeError.gridSize(0, 0) == 0)
        #expect(ShapeError.gridSize(9, 9) == 81)
    }
}
