import Testing
@testable import SudokuEngine

@Suite("Puzzle text", .timeLimit(.minutes(15)))
struct PuzzleTextTests {
    static let prettyClassic = """
        5 3 . | . 7 . | . . .
        6 . . | 1 9 5 | . . .
        . 9 8 | . . . | . 6 .
        ------+-------+------
        8 . . | . 6 . | . . 3
        4 . . | 8 . 3 | . . 1
        7 . . | . 2 . | . . 6
        ------+-------+------
        . 6 . | . . . | 2 8 .
        . . . | 4 1 9 | . . 5
        . . . | . 8 . | . 7 9
        """

    @Test func oneLineAndPrettyPrintedFormsReadTheSame() throws {
        #expect(try PuzzleText.parse(Fixtures.classic) == PuzzleText.parse(PuzzleTextTests.prettyClassic))
    }

    @Test func prettyPrintingWritesTheUsualGridAndReadsBack() throws {
        let board = try PuzzleText.parse(Fixtures.classic)
        #expect(PuzzleText.pretty(board) == PuzzleTextTests.prettyClassic)
        #expect(PuzzleText.line(board) == Fixtures.classic)
    }

    @Test(arguments: Fixtures.shapes)
    func everyShapeRoundTripsThroughBothForms(rows: Int, columns: Int) throws {
        let shape = Fixtures.shape(rows, columns)
        var source = RandomSource(seed: 5)
        let grid = try #require(ExactSolver(shape: shape).randomCompletion(of: Board(shape: shape), using: &source))
        #expect(try PuzzleText.parse(PuzzleText.line(grid), shape: shape) == grid)
        #expect(try PuzzleText.parse(PuzzleText.pretty(grid), shape: shape) == grid)
    }

    @Test func prettyPrintedGridsAreSeparatedByBlankLinesAmongOneLiners() throws {
        let text = "# a comment\n" + PuzzleTextTests.prettyClassic + "\n\n" + Fixtures.classic + "\n\n"
            + PuzzleTextTests.prettyClassic + "\n"
        let items = PuzzleText.puzzles(in: text)
        let board = try PuzzleText.parse(Fixtures.classic)
        #expect(items == [.puzzle(board, line: 2), .puzzle(board, line: 14), .puzzle(board, line: 16)])
    }

    @Test func crlfLineEndingsLowercaseAndZerosAreAccepted() throws {
        let text = "003020600900305001001806400008102900700000008006708200002609500800203009005010300\r\n"
        let board = try PuzzleText.parse(text)
        #expect(board.shape == Fixtures.shape(3, 3))
        #expect(board[0] == 0 && board[2] == 3)
        let letters = try PuzzleText.parse("ab" + String(repeating: ".", count: 254))
        #expect(letters.shape == Fixtures.shape(4, 4))
        #expect(letters[0] == 10 && letters[1] == 11)
    }

    @Test func theSharedCrlfSetReadsEveryPuzzle() throws {
        let puzzles = try Fixtures.puzzleSet("9x9-easy50.txt")
        #expect(puzzles.count == 50)
    }

    @Test func theShapeComesFromBoxOrFromTheLength() throws {
        let cells = String(repeating: ".", count: 36)
        #expect(try PuzzleText.parse(cells).shape == Fixtures.shape(2, 3))
        #expect(try PuzzleText.parse(cells, shape: Fixtures.shape(3, 2)).shape == Fixtures.shape(3, 2))
        #expect(try PuzzleText.parse(String(repeating: ".", count: 144)).shape == Fixtures.shape(3, 4))
    }

    @Test func aDecoratedSixteenCellLineIsARowOfASixteenBySixteenGrid() throws {
        let shape = Fixtures.shape(4, 4)
        var source = RandomSource(seed: 9)
        let grid = try #require(ExactSolver(shape: shape).randomCompletion(of: Board(shape: shape), using: &source))
        #expect(try PuzzleText.parse(PuzzleText.pretty(grid)) == grid)
        #expect(try PuzzleText.parse("1234341221434321").shape == Fixtures.shape(2, 2))
    }

    @Test func aWrongLengthSaysHowManyCellsWereExpected() {
        #expect(throws: PuzzleTextError.cellCount(expected: 81, got: 80)) {
            try PuzzleText.parse(String(Fixtures.classic.dropLast()))
        }
        #expect(throws: PuzzleTextError.cellCount(expected: 144, got: 81)) {
            try PuzzleText.parse(Fixtures.classic, shape: Fixtures.shape(4, 3))
        }
    }

    @Test func anInvalidSymbolIsNamedWithItsColumn() {
        let bad = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7G"
        #expect(throws: PuzzleTextError.invalidSymbol("G", column: 81)) { try PuzzleText.parse(bad) }
        #expect(throws: PuzzleTextError.invalidSymbol("*", column: 3)) {
            try PuzzleText.parse("53*." + String(repeating: ".", count: 77))
        }
        #expect(throws: PuzzleTextError.invalidSymbol("é", column: 2)) {
            try PuzzleText.parse("5é" + String(repeating: ".", count: 79))
        }
    }

    @Test func aBadRowOfAPrettyGridIsReportedOnItsLine() {
        var lines = PuzzleTextTests.prettyClassic.split(separator: "\n").map(String.init)
        lines[5] = "4 . . | 8 . 3 | . ."
        let items = PuzzleText.puzzles(in: lines.joined(separator: "\n") + "\n\n" + Fixtures.classic)
        #expect(items.count == 2)
        #expect(items.first == .malformed(.rowLength(row: 5, expected: 9, got: 8), line: 6))
    }

    @Test func anUnfinishedPrettyGridIsReported() {
        let lines = PuzzleTextTests.prettyClassic.split(separator: "\n").prefix(5).joined(separator: "\n")
        #expect(PuzzleText.puzzles(in: lines) == [.malformed(.cellCount(expected: 81, got: 36), line: 1)])
    }

    @Test func theStreamingReaderNumbersLinesAndKeepsGoingAfterErrors() {
        var reader = PuzzleReader(shape: nil)
        #expect(reader.read(line: "# heading", number: 1) == nil)
        #expect(reader.read(line: "", number: 2) == nil)
        #expect(reader.read(line: "12", number: 3) == .malformed(.cellCount(expected: 16, got: 2), line: 3))
        let item = reader.read(line: "1234341221434321", number: 4)
        #expect(item == .puzzle(Board(shape: Fixtures.shape(2, 2), cells: [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]), line: 4))
        #expect(reader.finish() == nil)
    }

    /// The reader keeps the last shape it inferred and the highest cell it met on a line: lines
    /// of other shapes in between, a bad symbol after good lines, and a symbol of a larger grid
    /// (`A` on a 9×9) must still be read or refused as each line alone would be.
    @Test func eachLineIsReadAtItsOwnShapeWhateverCameBefore() throws {
        var reader = PuzzleReader(shape: nil)
        let four = "1234341221434321"
        let six = String(repeating: ".", count: 35) + "6"
        #expect(reader.read(line: Fixtures.classic, number: 1) == .puzzle(try PuzzleText.parse(Fixtures.classic), line: 1))
        #expect(reader.read(line: four, number: 2) == .puzzle(try PuzzleText.parse(four), line: 2))
        #expect(reader.read(line: six, number: 3) == .puzzle(try PuzzleText.parse(six), line: 3))
        #expect(try PuzzleText.parse(six).shape == Fixtures.shape(2, 3))
        #expect(reader.read(line: Fixtures.classic, number: 4) == .puzzle(try PuzzleText.parse(Fixtures.classic), line: 4))
        let tooHigh = "A" + Fixtures.classic.dropFirst()
        #expect(reader.read(line: tooHigh, number: 5) == .malformed(.invalidSymbol("A", column: 1), line: 5))
        #expect(reader.read(line: "123" + "7" + String(four.dropFirst(4)), number: 6)
                == .malformed(.invalidSymbol("7", column: 4), line: 6))
        #expect(reader.read(line: four, number: 7) == .puzzle(try PuzzleText.parse(four), line: 7))
    }
}
