import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

@Suite("Game screen layout", .timeLimit(.minutes(15)))
struct BoardLayoutTests {
    static let screens = [(80, 24), (120, 40)]

    /// Every grid row has its `│` at the box-border columns, and every border row its corners
    /// and joints there too.
    func expectStraightGrid(_ buffer: ScreenBuffer, _ layout: BoardLayout, _ comment: Comment) {
        let borders = layout.borderColumns
        for r in 0..<layout.shape.size {
            #expect(buffer.columns(ofCharacter: "│", inRow: layout.screenRow(ofRow: r)) == borders, comment)
        }
        for (index, y) in layout.borderRows.enumerated() {
            let joints: [Character] = index == 0 ? ["┌", "┬", "┐"] : index == layout.borderRows.count - 1 ? ["└", "┴", "┘"] : ["├", "┼", "┤"]
            let found = (0..<buffer.width).filter { joints.contains(buffer[$0, y].character) }
            #expect(found == borders, comment)
        }
    }

    @Test(arguments: Fixtures.shapes, BoardLayoutTests.screens.indices)
    func gridLinesAreAlignedInBothLanguages(shape: BoxShape, screenIndex: Int) throws {
        let (width, height) = BoardLayoutTests.screens[screenIndex]
        for language in UILanguage.allCases {
            let app = Fixtures.app(shape, language: language)
            let buffer = app.render(width: width, height: height)
            let layout = try #require(TerminalApp.gameLayout(for: app.play!, width: width, height: height, language: language)?.board,
                                      "\(shape) must fit at \(width)×\(height)")
            expectStraightGrid(buffer, layout, "\(shape) at \(width)×\(height) in \(language)")
            #expect(layout.width <= width)
            #expect(buffer.lines.contains { $0.contains(language == .en ? "Time" : "Temps") })
            // The key help: on the last line, or the last two when it is longer than the width.
            let help = buffer.lines.joined()
            #expect(help.contains(language == .en ? "a-z type" : "a-z écrire"))
            #expect(help.contains(language == .en ? "Esc quit" : "Échap quitter"))
            // Issue 26: the digit keys stay when the line is short (12×12, 16×16 at 80×24),
            // numbered as the bank numbers the words (`1-16`: two-digit numbers exist; `1-4`:
            // no digit above 4 places a word).
            #expect(help.contains(language == .en ? "1-\(shape.size) place" : "1-\(shape.size) placer"), "\(shape) at \(width)×\(height)")
        }
    }

    @Test func nineByNineIsReadableAt80x24() throws {
        let app = Fixtures.app(try BoxShape(rows: 3, columns: 3))
        let layout = try #require(TerminalApp.gameLayout(for: app.play!, width: 80, height: 24))
        #expect(layout.board.cellWidth >= 7)
        let buffer = app.render(width: 80, height: 24)
        // The bank lists the French words with how many are left.
        #expect(buffer.text.contains("×"))
    }

    @Test func wideWordsKeepTheGridStraight() throws {
        for shape in Fixtures.shapes {
            var app = Fixtures.app(shape, pairs: Fixtures.japanese)
            let store = Fixtures.Store()
            app.start(Fixtures.lifecycle(Fixtures.game(shape, pairs: Fixtures.japanese, givenSide: .second), store: store, clock: Fixtures.Clock()))
            let buffer = app.render(width: 120, height: 40)
            let layout = try #require(TerminalApp.gameLayout(for: app.play!, width: 120, height: 40)?.board)
            expectStraightGrid(buffer, layout, "\(shape) with wide words")
        }
    }

    @Test func selectedCellsRowColumnAndBoxAreHighlighted() throws {
        let shape = try BoxShape(rows: 3, columns: 3)
        var app = Fixtures.app(shape)
        app.play?.selected = shape.cell(row: 4, column: 4)
        let buffer = app.render(width: 120, height: 40)
        let layout = try #require(TerminalApp.gameLayout(for: app.play!, width: 120, height: 40)?.board)
        let theme = Theme.standard
        // Highlights sit on each cell's first column, before the word.
        func style(_ r: Int, _ c: Int) -> Style { buffer[layout.screenColumn(ofColumn: c) - 1, layout.screenRow(ofRow: r)].style }
        #expect(style(4, 4) == theme.selected)
        for i in 0..<9 where i != 4 {
            #expect(style(4, i).background == theme.related.background, "row cell \(i)")
            #expect(style(i, 4).background == theme.related.background, "column cell \(i)")
        }
        #expect(style(3, 3).background == theme.related.background)
        #expect(style(5, 5).background == theme.related.background)
        #expect(style(0, 0).background == .default)
        #expect(style(8, 0).background == .default)
    }

    @Test func monochromeHighlightUsesReverseVideoNotColour() throws {
        let shape = try BoxShape(rows: 2, columns: 2)
        var app = Fixtures.app(shape, theme: .none)
        app.play?.selected = 0
        let buffer = app.render(width: 80, height: 24)
        let layout = try #require(TerminalApp.gameLayout(for: app.play!, width: 80, height: 24)?.board)
        let rowNeighbour = buffer[layout.screenColumn(ofColumn: 3) - 1, layout.screenRow(ofRow: 0)]
        #expect(rowNeighbour.style.reverse)
        #expect(!buffer[layout.screenColumn(ofColumn: 3) - 1, layout.screenRow(ofRow: 3)].style.reverse)
        #expect(buffer[layout.screenColumn(ofColumn: 0) - 1, layout.screenRow(ofRow: 0)].style.reverse)
        #expect(buffer.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
    }

    @Test func longWordsAreCutWithAnEllipsisAndShownWholeInTheStatusLine() throws {
        let shape = try BoxShape(rows: 4, columns: 4)
        var app = Fixtures.app(shape)
        let game = app.play!.game
        let cell = try #require((0..<shape.cellCount).first { game.isGiven($0) && game.setup.pairs[Int(game.cells[$0]) - 1].first[0] == "hippopotamus" })
        app.play?.selected = cell
        let buffer = app.render(width: 80, height: 24)
        // `hi…` would be l'hippopotame too: the two keep their ends.
        #expect(buffer.text.contains("h…s"))
        #expect(!buffer.text.contains("hi…"))
        #expect(buffer.lines.contains { $0.hasPrefix("\(CellName.text(cell, shape: shape)): hippopotamus") })
    }

    @Test func tooSmallTerminalSaysTheSizeNeeded() throws {
        let shape = try BoxShape(rows: 4, columns: 4)
        for language in UILanguage.allCases {
            let app = Fixtures.app(shape, language: language)
            let buffer = app.render(width: 60, height: 20)
            #expect(!buffer.text.contains("┌"))
            #expect(buffer.text.contains("74×24"))
            #expect(buffer.text.contains("60×20"))
            // The way out it names is one the game screen has (q would type a letter there).
            #expect(buffer.text.contains("Ctrl-Q"))
            #expect(!buffer.text.contains("press q") && !buffer.text.contains("appuyez sur q"))
        }
    }

    @Test func sixteenBySixteenFitsAt80x24() throws {
        let app = Fixtures.app(try BoxShape(rows: 4, columns: 4))
        #expect(TerminalApp.gameLayout(for: app.play!, width: 80, height: 24) != nil)
        #expect(TerminalApp.gameLayout(for: app.play!, width: 80, height: 23) == nil)
    }

    /// (The Word lists screen shows as many of a list's first pairs as fit, so a wider screen
    /// shows more: `FormsAndPagesTests.theWordListsScreenNeverCutsAWord` checks its rows.)
    @Test(arguments: [TerminalApp.Screen.menu, .newGame, .rules, .statistics, .calendar, .options])
    func otherScreensFitIn80x24InBothLanguages(screen: TerminalApp.Screen) {
        for language in UILanguage.allCases {
            var app = Fixtures.app(language: language)
            app.screen = screen
            let buffer = app.render(width: 80, height: 24)
            #expect(!buffer.text.isEmpty)
            // Nothing runs past the right edge: every word drawn is a whole word of the same
            // screen drawn with room to spare.
            let cut = buffer.wordsCut(comparedWith: app.render(width: 200, height: 24))
            #expect(cut.isEmpty, "\(screen) in \(language): cut \(cut)\n\(buffer.text)")
        }
    }
}

/// Issue 26: at 80×24 the 16×16 header dropped the puzzle's code, and the French header with
/// notes on cut the hints count (`Indice…`).
@Suite("Game header at 80×24", .timeLimit(.minutes(15)))
struct GameHeaderTests {
    @Test(arguments: [UILanguage.en, .fr], [false, true])
    func everyGridShowsItsCodeAndEveryFigure(language: UILanguage, notes: Bool) throws {
        for shape in Fixtures.shapes {
            var app = Fixtures.app(shape, language: language)
            if notes { _ = app.handle(.control("n")); app.play?.message = nil }
            let game = try #require(app.play?.game)
            let text = app.render(width: 80, height: 24).text
            #expect(text.contains(game.setup.code), "\(shape) in \(language): \(text)")
            let header = try #require(text.split(separator: "\n").first { $0.contains("×\(shape.size) ") })
            #expect(!header.contains("…"), "\(header)")
            // The hints used, in full ("Hints used 0") or short ("Hints 0").
            #expect(language == .en ? header.contains("Hints used 0") || header.contains("Hints 0") : header.contains("Ind"), "\(header)")
            if notes { #expect(header.contains("NOTES")) }
        }
    }
}
