import SudokuEngine
import Testing
@testable import WordSudokuKit

/// The engine's puzzle errors carry data; their sentences, in English and French, are the
/// kit's (`PuzzleProblemText`), as `solve` and `rate` say them.
@Suite("Puzzle problems in words", .timeLimit(.minutes(15)))
struct PuzzleProblemTextTests {
    @Test func rulesTheGivensBreakAreNamedAsPeopleCount() throws {
        var board = Board(shape: try BoxShape(rows: 3, columns: 3))
        board[row: 2, column: 1] = 7
        board[row: 2, column: 8] = 7
        let duplicate = try #require(board.issues.first)
        #expect(PuzzleProblemText.issue(duplicate).en == "duplicate 7 in row 3")
        #expect(PuzzleProblemText.issue(duplicate).fr == "7 en double dans la ligne 3")

        var letters = Board(shape: try BoxShape(rows: 4, columns: 4))
        letters[row: 0, column: 5] = 11
        letters[row: 9, column: 5] = 11
        #expect(letters.issues.map { PuzzleProblemText.issue($0).en } == ["duplicate B in column 6"])
        #expect(letters.issues.map { PuzzleProblemText.issue($0).fr } == ["B en double dans la colonne 6"])

        var box = Board(shape: try BoxShape(rows: 2, columns: 2))
        box[0] = 3
        box[5] = 3
        #expect(box.issues.map { PuzzleProblemText.issue($0).en } == ["duplicate 3 in box 1"])
        #expect(box.issues.map { PuzzleProblemText.issue($0).fr } == ["3 en double dans le bloc 1"])

        var range = Board(shape: try BoxShape(rows: 2, columns: 2))
        range[5] = 9
        let outOfRange = try #require(range.issues.first)
        #expect(PuzzleProblemText.issue(outOfRange).en == "value 9 out of range 1...4 in row 2, column 2")
        #expect(PuzzleProblemText.issue(outOfRange).fr == "valeur 9 hors de 1...4 à la ligne 2, colonne 2")
    }

    @Test func unreadableTextIsSaidWithItsCounts() {
        func said(_ text: String) -> Localized? {
            guard case .malformed(let error, _)? = PuzzleText.puzzles(in: text).first else { return nil }
            return PuzzleProblemText.malformed(error)
        }
        let short = said(String(repeating: ".", count: 80))
        #expect(short?.en == "81 cells expected, got 80" && short?.fr == "81 cases attendues, 80 lues")
        let symbol = said("53*" + String(repeating: ".", count: 78))
        #expect(symbol?.en == "invalid symbol “*” at column 3" && symbol?.fr == "symbole invalide « * » à la colonne 3")
        let row = PuzzleProblemText.malformed(.rowLength(row: 5, expected: 9, got: 8))
        #expect(row.en == "9 cells expected in row 5, got 8" && row.fr == "9 cases attendues à la ligne 5, 8 lues")
        #expect(PuzzleProblemText.malformed(.noPuzzle).fr == "aucune grille trouvée")
        #expect(PuzzleProblemText.malformed(.severalPuzzles(2)).en == "one puzzle expected, found 2")
    }
}
