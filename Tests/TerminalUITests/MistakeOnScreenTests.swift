import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// A wrong word on the full screen: said as line mode says it, and the cell holding the same
/// word in its row, column or box shaded until the next move.
@Suite("A mistake on the game screen")
struct MistakeOnScreenTests {
    let shape = try! BoxShape(rows: 2, columns: 2)

    @Test func theClashingCellIsShadedAndTheMessageSaysWhere() throws {
        var app = Fixtures.app(shape)
        let game = try #require(app.play?.game)
        // An empty cell and the word of a given in its row, column or box.
        let (cell, given) = try #require(Self.clashWithAGiven(game))
        let symbol = Int(game.givens[given])
        app.play?.selected = cell
        _ = app.handle(.character(Character("\(symbol)")))
        let after = try #require(app.play?.game)
        let buffer = app.render(width: 80, height: 24)
        let said = GameText.mistake(placing: symbol, in: cell, after).en
        #expect(said.contains(CellName.text(given, shape: shape)))
        #expect(buffer.text.contains(said))
        let layout = try #require(TerminalApp.gameLayout(for: app.play!, width: 80, height: 24)?.board)
        func style(_ cell: Int) -> Style {
            buffer[layout.screenColumn(ofColumn: shape.column(of: cell)) - 1, layout.screenRow(ofRow: shape.row(of: cell))].style
        }
        #expect(style(given).background == Theme.standard.hinted.background)
        // The next move takes the shading away.
        _ = app.handle(.character(Character("\(Int(game.solution[cell]))")))
        let next = app.render(width: 80, height: 24)
        #expect(next[layout.screenColumn(ofColumn: shape.column(of: given)) - 1, layout.screenRow(ofRow: shape.row(of: given))].style.background
                != Theme.standard.hinted.background)
    }

    /// Exam mode, ended with cells empty and one wrong: the results page names the cells to
    /// correct with their right words instead of a bare "not right yet".
    @Test func anUnsolvedExamGamesResultsListTheCorrections() throws {
        var (app, cell, wrong) = try examEndedWithOneWrongWord()
        #expect(app.screen == .results)
        // The board first (`theResultsShowTheSolvedBoardFirst`), then the figures.
        _ = app.handle(.enter)
        let finished = try #require(app.finished?.session)
        let text = app.render(width: 80, height: 24).text
        #expect(text.contains("Not solved: \(finished.cellsToCorrect.count) cells are empty or wrong."))
        #expect(!text.contains("not right yet"))
        let name = CellName.text(cell, shape: shape)
        let right = finished.setup.answerWord(Int(finished.solution[cell]))
        #expect(text.contains("\(name) \(right) (not \(finished.setup.answerWord(wrong)))"))
    }

    /// A list of corrections longer than the page has room for says where the rest is (it
    /// ended with a bare "…").
    @Test func correctionsCutShortSayWhereTheRestIs() throws {
        var (app, _, _) = try examEndedWithOneWrongWord()
        _ = app.handle(.enter)
        let finished = try #require(app.finished?.session)
        let corrections = try #require(GameText.corrections(finished, .en))
        // A narrow terminal, 50×16: room for 4 rows of corrections.
        let rows = TextWrap.lines(corrections, width: 46)
        try #require(rows.count > 16 / 4, "enough corrections to be cut at 50×16")
        let buffer = app.render(width: 50, height: 16)
        let last = try #require(buffer.lines.first { $0.contains("(all of them: B, the board corrected)") }, "\(buffer.text)")
        #expect(last.contains("… (all of them"))
        #expect(buffer.lines.allSatisfy { DisplayWidth.of($0) == 50 })
    }

    /// After the results of an unsolved game (and its recall check), `B` shows the board with
    /// every cell to correct holding its right word, shaded, the wrong one in the mistake colour.
    @Test func bShowsTheBoardCorrected() throws {
        var (app, cell, _) = try examEndedWithOneWrongWord()
        _ = app.handle(.enter)
        if app.recall != nil { _ = app.handle(.escape) }
        #expect(app.render(width: 80, height: 24).text.contains("B the board corrected"))
        _ = app.handle(.character("B"))
        let finished = try #require(app.finished?.session)
        let buffer = app.render(width: 80, height: 24)
        #expect(buffer.text.contains("The board corrected: \(finished.cellsToCorrect.count) cells with the right word"))
        var play = GamePlay(try #require(app.finished))
        play.corrections = []
        let layout = try #require(TerminalApp.gameLayout(for: play, width: 80, height: 24)?.board)
        for corrected in finished.cellsToCorrect {
            let row = buffer.lines[layout.screenRow(ofRow: shape.row(of: corrected))]
            let x = layout.screenColumn(ofColumn: shape.column(of: corrected))
            let shown = String(Array(row)[x..<(x + layout.cellWidth)]).trimmingCharacters(in: .whitespaces)
            let right = finished.setup.answerWord(Int(finished.solution[corrected]))
            #expect(!shown.isEmpty && right.contains(shown), "\(CellName.text(corrected, shape: shape)): \(shown) for \(right)")
            let style = buffer[x, layout.screenRow(ofRow: shape.row(of: corrected))].style
            #expect(style.background == Theme.standard.hinted.background)
            if corrected == cell { #expect(style.foreground == Theme.standard.wrong.foreground, "the wrong word's cell in the mistake colour") }
        }
        _ = app.handle(.character("x"))
        #expect(app.render(width: 80, height: 24).text.contains("Puzzle code"), "any key: back to the results")
        #expect(app.screen == .results)
    }

    /// Issue 26, item 10: the results never showed the solved board. A game solved with two
    /// wrong words placed on the way opens its results on the board: every cell solved, the
    /// two cells where a wrong word was placed in the mistake colour and shaded, the others not;
    /// any key then gives the figures and the recall check (asked only then). At 80×24 and
    /// 120×40, on a 4×4 and on a 9×9, in English and French.
    @Test(arguments: [(2, 2, UILanguage.en, 80, 24), (3, 3, .fr, 80, 24), (3, 3, .en, 120, 40)])
    func theResultsShowTheSolvedBoardFirst(rows: Int, columns: Int, language: UILanguage, width: Int, height: Int) throws {
        let shape = try BoxShape(rows: rows, columns: columns)
        var app = Fixtures.app(shape, language: language)
        let game = try #require(app.play?.game)
        let empty = game.givens.indices.filter { game.givens[$0] == 0 }
        // A wrong word in the first two empty cells (immediate mode: flagged, replaced below).
        let tried = Array(empty.prefix(2))
        for cell in tried {
            app.play?.selected = cell
            _ = Fixtures.type("\(Int(game.solution[cell]) % shape.size + 1)", into: &app)
        }
        for cell in empty {
            app.play?.selected = cell
            _ = Fixtures.type("\(game.solution[cell])", into: &app)
        }
        #expect(app.screen == .results)
        let finished = try #require(app.finished?.session)
        #expect(finished.result?.valid == true && finished.result?.mistakes == 2)
        #expect(app.showsResultsBoard)
        let buffer = app.render(width: width, height: height)
        let title = ScreenText.solvedBoardTitle(2)(language)
        #expect(buffer.text.contains(title), "\(buffer.text)")
        #expect(!buffer.text.contains(ScreenText.recallTitle(1, of: 1)(language).prefix(8)), "no recall check yet")
        var play = GamePlay(try #require(app.finished))
        play.corrections = []
        let layout = try #require(TerminalApp.gameLayout(for: play, width: width, height: height, language: language)?.board)
        // The solved board as the game draws it, nothing marked: each cell's word as drawn there.
        var solved = ScreenBuffer(width: width, height: height)
        app.renderCells(play, layout, into: &solved)
        let theme = app.theme
        for cell in empty {
            let x = layout.screenColumn(ofColumn: shape.column(of: cell)), y = layout.screenRow(ofRow: shape.row(of: cell))
            let shown = String(Array(buffer.lines[y])[x..<(x + layout.cellWidth)]).trimmingCharacters(in: .whitespaces)
            let drawn = String(Array(solved.lines[y])[x..<(x + layout.cellWidth)]).trimmingCharacters(in: .whitespaces)
            #expect(!shown.isEmpty && shown != "·" && shown == drawn, "\(CellName.text(cell, shape: shape)): \(shown) for \(drawn)")
            let style = buffer[x, y].style
            #expect((style.foreground == theme.wrong.foreground && style.background == theme.hinted.background) == tried.contains(cell),
                    "\(CellName.text(cell, shape: shape)) marked only where a wrong word was placed")
        }
        // Any key: the figures, and the recall check if there is one.
        _ = app.handle(.character("x"))
        #expect(!app.showsResultsBoard && app.screen == .results)
        let results = app.render(width: width, height: height).text
        #expect(results.contains(language == .en ? "Puzzle code" : "Code"))
        if app.recall != nil { #expect(results.contains(ScreenText.recallHelp(language))) }
        _ = app.handle(.escape)
        _ = app.handle(.character("b"))
        #expect(app.showsResultsBoard, "B opens the board again")
    }

    /// `L` on a given looks its word up; elsewhere `L` then a bank number looks that word up
    /// (from the bank's page too); any other key cancels. One peek each, one word charged each.
    @Test func lLooksUpAGivensWordOrABankNumber() throws {
        var app = Fixtures.app(shape)
        let game = try #require(app.play?.game)
        let given = try #require(game.givens.indices.first { game.givens[$0] != 0 })
        app.play?.selected = given
        _ = app.handle(.control("l"))
        let givenWord = Int(game.givens[given])
        #expect(app.play?.game.evidence[givenWord - 1].shown == true)
        #expect(app.render(width: 80, height: 24).text.contains("\(game.setup.shownWord(givenWord)) = \(game.setup.answerWord(givenWord))"))
        // Away from a given: L, then Esc cancels; L then a number looks that word up.
        let empty = try #require(game.givens.indices.first { game.givens[$0] == 0 })
        app.play?.selected = empty
        _ = app.handle(.control("l"))
        #expect(app.render(width: 80, height: 24).text.contains("Look up which word?"))
        _ = app.handle(.escape)
        #expect(app.play?.lookingUp == false && app.play?.game.peeksUsed == 1)
        let other = (1...shape.size).first { $0 != givenWord }!
        _ = app.handle(.control("w"))
        _ = app.handle(.control("l"))
        _ = app.handle(.character(Character("\(other)")))
        let after = try #require(app.play?.game)
        #expect(after.peeksUsed == 2 && after.evidence[other - 1].shown)
        #expect(after.cells[empty] == 0, "looked up, not placed")
        #expect((1...shape.size).filter { after.evidence[$0 - 1].shown } == [givenWord, other].sorted())
    }

    /// A typo typed and entered on the full screen: "did you mean…?", nothing placed; the word
    /// then typed right in that cell is a recall with a correction (hard), as in line mode.
    @Test func aNearMissIsSuggestedAndTheWordTypedNextIsHard() throws {
        var app = Fixtures.app(try BoxShape(rows: 2, columns: 3))
        let game = try #require(app.play?.game)
        let cell = try #require(game.givens.indices.first { game.givens[$0] == 0
            && WordNormalizer.core(of: game.setup.answerWord(Int(game.solution[$0])), language: "fr").count >= 5 })
        let word = game.setup.answerWord(Int(game.solution[cell]))
        app.play?.selected = cell
        _ = app.handle(.enter)
        _ = Fixtures.type(String(word.dropLast()), into: &app)
        _ = app.handle(.enter)
        #expect(app.render(width: 80, height: 24).text.contains("did you mean \(word)?"))
        #expect(app.play?.game.cells[cell] == 0)
        _ = app.handle(.escape)
        _ = app.handle(.enter)
        _ = Fixtures.type(word, into: &app)
        _ = app.handle(.enter)
        let evidence = try #require(app.play?.game.evidence[Int(game.solution[cell]) - 1])
        #expect(app.play?.game.cells[cell] == game.solution[cell])
        #expect(evidence.recalled && evidence.corrected, "hard: the spelling needed the hint")
    }

    /// An exam game (mistakes shown at the end) with one wrong word in its first empty cell,
    /// ended at once with F and y: the app on its results, the cell and the wrong word.
    /// A game ended with every cell left empty: the corrected board's title says they were
    /// empty and says nothing of red, which it has none of (it said "red: yours was wrong").
    @Test(arguments: [UILanguage.en, .fr])
    func aBoardLeftEmptyIsCorrectedWithoutSpeakingOfRed(language: UILanguage) throws {
        let store = Fixtures.Store()
        let game = Fixtures.game(shape, immediate: false)
        var app = Fixtures.app(language: language, store: store)
        app.start(Fixtures.lifecycle(game, store: store, clock: Fixtures.Clock()))
        _ = app.handle(.control("f"))
        _ = app.handle(.character(language == .en ? "y" : "o"))
        let empty = game.givens.filter { $0 == 0 }.count
        let text = app.render(width: 80, height: 24).text
        #expect(text.contains(language == .en ? "The board corrected: \(empty) empty cells with the right word"
                                              : "La grille corrigée : \(empty) cases vides avec le bon mot"), "\(text)")
        #expect(!text.contains(language == .en ? "red" : "rouge"), "\(text)")
    }

    func examEndedWithOneWrongWord() throws -> (app: TerminalApp, cell: Int, wrong: Int) {
        let store = Fixtures.Store()
        let game = Fixtures.game(shape, immediate: false)
        var app = Fixtures.app(store: store)
        app.start(Fixtures.lifecycle(game, store: store, clock: Fixtures.Clock()))
        let cell = try #require(game.givens.indices.first { game.givens[$0] == 0 })
        let wrong = Int(game.solution[cell]) % shape.size + 1
        app.play?.selected = cell
        _ = app.handle(.character(Character("\(wrong)")))
        _ = app.handle(.control("f"))
        _ = app.handle(.character("y"))
        return (app, cell, wrong)
    }

    /// An empty cell and a given among its peers (whose word cannot go in the cell).
    static func clashWithAGiven(_ game: GameSession) -> (cell: Int, given: Int)? {
        for cell in game.givens.indices where game.givens[cell] == 0 {
            if let given = game.shape.peers(of: cell).sorted().first(where: { game.isGiven($0) }) { return (cell, given) }
        }
        return nil
    }
}
