import SudokuEngine
import Testing
@testable import WordSudokuKit

/// A mistake is explained without giving the cell's word away: where the same word already
/// stands in the cell's row, column or box, else that it is not the cell's word.
@Suite("Mistakes explained and corrected")
struct MistakeExplanationTests {
    static let shape = try! BoxShape(rows: 3, columns: 3)

    /// An empty cell and a given of its own row, a word that cannot go in the cell.
    static func rowGiven(_ game: GameSession) throws -> (cell: Int, given: Int) {
        let shape = game.shape
        for cell in GameFixtures.emptyCells(game) {
            if let given = (0..<shape.size).map({ shape.row(of: cell) * shape.size + $0 }).first(where: { game.isGiven($0) }) {
                return (cell, given)
            }
        }
        throw Problem("no empty cell with a given in its row")
    }

    @Test func aWordAlreadyGivenInTheRowIsSaidToBeThere() throws {
        var game = GameFixtures.session(Self.shape)
        let (cell, given) = try Self.rowGiven(game)
        let symbol = Int(game.givens[given])
        let outcome = game.apply(.place(cell: cell, symbol: symbol), at: 0)
        let word = game.setup.answerWord(symbol), shown = game.setup.shownWord(symbol)
        let name = CellName.text(cell, shape: Self.shape), there = CellName.text(given, shape: Self.shape)
        let row = String(name.prefix(1))
        #expect(GameText.outcome(outcome, game, .en) == "\(name) \(word): \(word) is already in row \(row), at \(there) [\(shown)] — mistake 1.")
        #expect(GameText.outcome(outcome, game, .fr) == "\(name) \(word) : \(word) est déjà dans la ligne \(row), en \(there) [\(shown)] — erreur 1.")
        #expect(game.clash(placing: symbol, in: cell) == Clash(house: .row, cell: given))
    }

    @Test func aWordNothingInSightRulesOutIsNotTheCellsWord() throws {
        var game = GameFixtures.session(Self.shape)
        let (cell, symbol) = try #require(GameFixtures.sudokuSlip(game))
        let outcome = game.apply(.place(cell: cell, symbol: symbol), at: 0)
        let word = game.setup.answerWord(symbol), name = CellName.text(cell, shape: Self.shape)
        #expect(game.clash(placing: symbol, in: cell) == nil)
        #expect(GameText.outcome(outcome, game, .en) == "\(name) \(word): not the word of \(name) — mistake 1.")
        #expect(GameText.outcome(outcome, game, .fr) == "\(name) \(word) : ce n’est pas le mot de \(name) — erreur 1.")
        // Never the right word: the explanation names only the word typed and the cell.
        let right = game.setup.answerWord(Int(game.solution[cell]))
        #expect(!GameText.outcome(outcome, game, .en).contains(right))
    }

    /// A word the learner placed rightly in a column clashes with the same word put in another
    /// cell of that column, which nothing else rules out: said without brackets (no given).
    @Test func aPlacedWordInTheColumnIsSaidToBeThere() throws {
        var game = GameFixtures.session(Self.shape)
        let shape = Self.shape
        let empty = GameFixtures.emptyCells(game)
        var found: (placed: Int, cell: Int, symbol: Int)?
        search: for placed in empty {
            let symbol = Int(game.solution[placed])
            for cell in empty where cell != placed && shape.column(of: cell) == shape.column(of: placed)
                && shape.box(of: cell) != shape.box(of: placed)
                && !shape.peers(of: cell).contains(where: { Int(game.givens[$0]) == symbol }) {
                found = (placed, cell, symbol)
                break search
            }
        }
        let (placed, cell, symbol) = try #require(found)
        game.apply(.place(cell: placed, symbol: symbol), at: 0)
        let outcome = game.apply(.place(cell: cell, symbol: symbol), at: 0)
        let word = game.setup.answerWord(symbol)
        let name = CellName.text(cell, shape: shape), there = CellName.text(placed, shape: shape)
        #expect(GameText.outcome(outcome, game, .en) == "\(name) \(word): \(word) is already in column \(shape.column(of: cell) + 1), at \(there) — mistake 1.")
        #expect(game.clash(placing: symbol, in: cell) == Clash(house: .column, cell: placed))
    }

    /// In exam mode nothing is said at once: the placement reads as any other.
    @Test func examModeSaysNothingOfAMistake() throws {
        var game = GameFixtures.session(Self.shape, mode: .atFinish)
        let (cell, given) = try Self.rowGiven(game)
        let outcome = game.apply(.place(cell: cell, symbol: Int(game.givens[given])), at: 0)
        #expect(GameText.outcome(outcome, game, .en).hasSuffix(": placed."))
    }

    /// An exam game ended unsolved lists every cell to correct, in reading order, with its right
    /// word and what was written there; the count in the result agrees.
    @Test func anUnsolvedExamGameListsEveryCellToCorrectWithItsRightWord() throws {
        var game = GameFixtures.session(Self.shape, mode: .atFinish)
        let empty = GameFixtures.emptyCells(game)
        let wrongCell = empty[1], wrong = GameFixtures.wrongSymbol(game, wrongCell)
        game.apply(.place(cell: empty[0], symbol: Int(game.solution[empty[0]])), at: 0)
        game.apply(.place(cell: wrongCell, symbol: wrong), at: 0)
        guard case .finished(let result) = game.apply(.finish, at: 0) else { Issue.record("not finished"); return }
        #expect(!result.valid)
        let toCorrect = Array(empty.dropFirst())
        #expect(game.cellsToCorrect == toCorrect)
        let setup = game.setup
        func name(_ cell: Int) -> String { CellName.text(cell, shape: Self.shape) }
        func right(_ cell: Int) -> String { setup.answerWord(Int(game.solution[cell])) }
        let en = try #require(GameText.corrections(game, .en))
        #expect(en == "Corrections: " + toCorrect.map { cell in
            "\(name(cell)) \(right(cell)) (\(cell == wrongCell ? "not \(setup.answerWord(wrong))" : "empty"))"
        }.joined(separator: "; ") + ".")
        let fr = try #require(GameText.corrections(game, .fr))
        #expect(fr.hasPrefix("Corrections : \(name(wrongCell)) \(right(wrongCell)) (et non \(setup.answerWord(wrong))) ; "))
        #expect(GameText.result(result, game, .en).hasPrefix("Not solved: \(toCorrect.count) cells are empty or wrong;"))
    }

    @Test func aSolvedGameHasNothingToCorrect() {
        var game = GameFixtures.session(Self.shape)
        for cell in GameFixtures.emptyCells(game) { game.apply(.place(cell: cell, symbol: Int(game.solution[cell])), at: 0) }
        #expect(game.cellsToCorrect.isEmpty)
        #expect(GameText.corrections(game, .en) == nil)
    }

    struct Problem: Error { let text: String; init(_ text: String) { self.text = text } }
}
