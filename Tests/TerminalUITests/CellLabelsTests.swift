import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// Issue 12: a cell never shows two different words the same way.
@Suite("Cell labels", .timeLimit(.minutes(15)))
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

    /// How a label cuts its word: whole, its first letters then `…`, its ends around `…`, or
    /// (the last resort of a 3-column cell) its first letters and a number.
    static func form(_ label: String, of word: String, core: String) -> String {
        if label == word || label == core { return "whole" }
        if label.hasSuffix("…") { return "prefix" }
        return label.contains("…") ? "ends" : "numbered"
    }

    /// Issue 26: a 16×16 of `food` at 80×24 drew cake and carrot both `ca…`, cheese and chocolate
    /// both `ch…`. Every built-in list, as the 16 or 12 pairs a 16×16 or 12×12 board takes (every
    /// run of them in the list), both sides, at every cell width (3 at 16×16 and 4 at 12×12 at
    /// 80×24): no two different words alike, and a word cut keeps the same form at every width,
    /// so a resize never turns `s…t` into `sa…`.
    @Test(arguments: [16, 12])
    func everyBuiltInListIsDrawnDistinctlyAtEveryWidth(count: Int) {
        #expect(BoardLayout.cellWidth(for: try! BoxShape(rows: 4, columns: 4), columns: 78) == 3)
        for entry in BuiltInWordLists.all where entry.list.pairs.count >= count {
            let list = entry.list
            for start in 0...(list.pairs.count - count) {
                let pairs = list.pairs[start..<(start + count)]
                let words = pairs.map { ($0.shown(.first), list.languages[0]) } + pairs.map { ($0.shown(.second), list.languages[1]) }
                let narrowest = CellLabels.labels(words, width: BoardLayout.minimumCellWidth)
                for width in BoardLayout.minimumCellWidth...BoardLayout.maximumCellWidth {
                    let labels = CellLabels.labels(words, width: width)
                    var seen: [String: String] = [:]
                    for (index, label) in labels.enumerated() {
                        let word = words[index].0
                        #expect(DisplayWidth.of(label) <= width)
                        // One word on both sides, accents aside (`restaurant`, `le restaurant`;
                        // `temperature`, `la température`), is no clash.
                        let core = WordNormalizer.core(of: word, language: words[index].1)
                        func same(_ other: String) -> Bool {
                            [list.languages[0], list.languages[1]].contains {
                                WordNormalizer.withoutAccents(WordNormalizer.core(of: other, language: $0)) == WordNormalizer.withoutAccents(core)
                            }
                        }
                        if let other = seen[label], !same(other) {
                            Issue.record("\(entry.name) pairs \(start + 1)–\(start + count), width \(width): “\(label)” for \(other) and \(word)")
                        }
                        seen[label] = word
                        let form = Self.form(label, of: word, core: core)
                        if form != "whole", form != Self.form(narrowest[index], of: word, core: core) {
                            Issue.record("\(entry.name), \(word): “\(narrowest[index])” at width 3 but “\(label)” at \(width)")
                        }
                    }
                }
            }
        }
    }
}
