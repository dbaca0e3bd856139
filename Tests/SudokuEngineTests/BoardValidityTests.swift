import Testing
@testable import SudokuEngine

@Suite("Board validity", .timeLimit(.minutes(15)))
struct BoardValidityTests {
    @Test func everyHouseWithADuplicateIsReportedWithItsCells() throws {
        var board = try PuzzleText.parse(Fixtures.classic)
        board[row: 1, column: 1] = 5  // row 2 has a 5 in column 6, box 1 one in row 1
        let houses = board.shape.houses
        #expect(board.issues == [
            .duplicate(value: 5, house: houses[1], cells: [10, 14]),
            .duplicate(value: 5, house: houses[18], cells: [0, 10]),
        ])
        #expect(ExactSolver(shape: board.shape).solve(board) == .noSolution)
    }

    @Test func duplicatesAreReportedPerHouseWithOneBasedNumbers() {
        let shape = Fixtures.shape(3, 3)
        var board = Board(shape: shape)
        board[row: 2, column: 1] = 7
        board[row: 2, column: 8] = 7
        #expect(board.issues == [.duplicate(value: 7, house: shape.houses[2], cells: [19, 26])])
        #expect(board.issues.first?.cells == [19, 26])
    }

    @Test func columnsAndLetterSymbolsAreNamedAsPeopleSeeThem() {
        let shape = Fixtures.shape(4, 4)
        var board = Board(shape: shape)
        board[row: 0, column: 5] = 11
        board[row: 9, column: 5] = 11
        #expect(board.issues == [.duplicate(value: 11, house: shape.houses[16 + 5], cells: [5, 149])])
    }

    @Test func outOfRangeValuesAreIssues() {
        let shape = Fixtures.shape(2, 2)
        var board = Board(shape: shape)
        board[5] = 9
        #expect(board.issues == [.outOfRange(value: 9, cell: 5, size: 4)])
        #expect(ExactSolver(shape: shape).solve(board) == .noSolution)
    }

    @Test func aSolutionMustKeepTheGivensAndTheRules() throws {
        let puzzle = try PuzzleText.parse(Fixtures.classic)
        let solution = try PuzzleText.parse(Fixtures.classicSolution)
        #expect(solution.isSolution(of: puzzle))
        var changedGiven = solution
        changedGiven.cells.swapAt(0, 1)  // 5 and 3 swap: a given moves
        #expect(!changedGiven.isSolution(of: puzzle))
        #expect(!puzzle.isSolution(of: puzzle), "an unfinished grid is no solution")
    }
}
