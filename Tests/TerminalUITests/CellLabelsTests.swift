import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// Issue 12: a cell never shows two different words the same way.
@Suite("Cell labels", .timeLimit(.minutes(5)))
struct CellLabelsTests {
    @Test func wordsThatFitAreWholeAndLongerOnesLoseTheirArticleFirst() {
        let labels = CellLabels.labels([("cat", "en"), ("le cheval", "fr"), ("l’éléphant (m)", "fr")], width: 6)
        #expect(labels == ["cat", "cheval", "éléph…"])
    }

    @Test func wordsThatWouldLookAlikeKeepTheirEnds() {
        let labels = CellLabels.labels([("la poule", "fr"), ("le poisson", "fr"), ("mouse", "en"), ("mouth", "en")], width: 3)
        #expect(Set(labels).count == 4, "\(labels)")
        #expect(labels.allSatisfy { DisplayWidth.of($0) <= 3 })
    }

    @Test func theSameWordOnBothSidesIsNoClash() {
        let labels = CellLabels.labels([("restaurant", "en"), ("le restaurant", "fr")], width: 4)
        #expect(labels[0] == labels[1])
    }

    /// Every shape the form offers, at 80×24, in both directions: what each cell draws names
    /// one word only.
    @Test(arguments: Fixtures.shapes)
    func noTwoWordsAreDrawnAlikeAt80x24(shape: BoxShape) throws {
        for side in [Side.first, .second] {
            let store = Fixtures.Store()
            let clock = Fixtures.Clock()
            var app = Fixtures.app(pairs: Fixtures.animals)
            let game = Fixtures.game(shape, givenSide: side, clock: clock)
            app.start(Fixtures.lifecycle(game, store: store, clock: clock))
            // Fill the grid (rightly), so every word of both sides is drawn.
            let filled = app.play!.game
            for cell in 0..<shape.cellCount where filled.givens[cell] == 0 {
                app.play?.lifecycle.play(.place(cell: cell, symbol: Int(filled.solution[cell])))
                if app.play?.lifecycle.isFinished == true { break }
            }
            let play = try #require(app.play)
            let buffer = app.render(width: 80, height: 24)
            let layout = try #require(TerminalApp.gameLayout(for: play, width: 80, height: 24)?.board)
            var drawn: [String: Set<String>] = [:]
            for cell in 0..<shape.cellCount where play.game.cells[cell] != 0 {
                let x = layout.screenColumn(ofColumn: shape.column(of: cell))
                let text = (0..<layout.cellWidth).map { String(buffer[x + $0, layout.screenRow(ofRow: shape.row(of: cell))].character) }
                    .joined().trimmingCharacters(in: .whitespaces)
                let pair = play.game.setup.pairs[Int(play.game.cells[cell]) - 1]
                let word = play.game.isGiven(cell) ? pair.shown(play.game.setup.shownSide) : pair.shown(play.answerSide)
                drawn[text, default: []].insert(word)
            }
            for (text, words) in drawn {
                #expect(words.count == 1, "\(shape): “\(text)” drawn for \(words.sorted())")
            }
        }
    }
}
