import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

@Suite("Playing on the game screen", .timeLimit(.minutes(15)))
struct GameScreenTests {
    let shape = try! BoxShape(rows: 2, columns: 2)

    /// The first empty cell and its right answer word.
    func firstEmpty(_ app: TerminalApp) -> (cell: Int, symbol: Int, word: String) {
        let game = app.play!.game
        let cell = (0..<shape.cellCount).first { game.cells[$0] == 0 }!
        let symbol = Int(game.solution[cell])
        return (cell, symbol, game.setup.pairs[symbol - 1].second[0])
    }

    /// The status line says what the `>` beside other cells means (a play-tester asked): on a
    /// given whose word stands elsewhere, with the count of those cells, which carry the `>`;
    /// never on an empty cell. In French too.
    @Test(arguments: UILanguage.allCases, [try! BoxShape(rows: 2, columns: 2), try! BoxShape(rows: 3, columns: 3)])
    func theStatusLineSaysWhatTheSameWordMarkMeans(language: UILanguage, shape: BoxShape) throws {
        var app = Fixtures.app(shape, language: language)
        let cells = app.play!.game.cells
        let given = try #require(cells.indices.first { index in cells[index] != 0 && cells.filter { $0 == cells[index] }.count >= 2 })
        let others = cells.indices.filter { $0 != given && cells[$0] == cells[given] }
        app.play?.selected = given
        let screen = app.render(width: 80, height: 24)
        let note = ScreenText.sameWordMarked(others.count)(language)
        #expect(screen.showsWhole("(" + note + ")"), "\(screen.text)")
        // The board shows one `>` for each of those cells (the selected one has none).
        #expect(screen.text.filter { $0 == ">" }.count == others.count + 1, "\(screen.text)")
        app.play?.selected = try #require(cells.indices.first { cells[$0] == 0 })
        #expect(!app.render(width: 80, height: 24).text.contains(ScreenText.sameWordMarked(others.count)(language).prefix(8)))
    }

    /// The `>` that marks the selected word's other cells never touches their word: a word that
    /// filled its cell ran into it (`>le che…`, `>chauve-souris`, read as one word), at 80×24
    /// and at 120×40 alike. A marked cell draws its word one column narrower, as a narrower
    /// cell would (`BoardLayout.wordWidth`), after a blank column.
    @Test(arguments: [(80, 24), (120, 40)])
    func theSameWordMarkNeverTouchesItsWord(width: Int, height: Int) throws {
        // French words on the givens' side, long enough to fill a 9×9's cells.
        let pairs = Fixtures.animals.map { WordPair(first: $0.second, second: $0.first) }
        let shape = try BoxShape(rows: 3, columns: 3)
        var app = Fixtures.app(shape, pairs: pairs)
        let cells = app.play!.game.cells
        let layout = try #require(TerminalApp.gameLayout(for: app.play!, width: width, height: height)).board
        var filled = 0
        for given in cells.indices where cells[given] != 0 && cells.filter({ $0 == cells[given] }).count >= 2 {
            app.play?.selected = given
            let screen = app.render(width: width, height: height)
            let rows = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
            for cell in cells.indices where cell != given && cells[cell] == cells[given] {
                let row = Array(rows[layout.screenRow(ofRow: shape.row(of: cell))])
                let x = layout.screenColumn(ofColumn: shape.column(of: cell))
                #expect(row[x - 1] == ">" && row[x] == " ", "\(String(row))")
                let word = String(row[x..<(x + layout.cellWidth)]).trimmingCharacters(in: .whitespaces)
                if DisplayWidth.of(pairs[Int(cells[cell]) - 1].first[0]) >= layout.cellWidth - 1 { filled += 1 }
                #expect(!word.isEmpty && DisplayWidth.of(word) <= layout.cellWidth - 1, "\(String(row))")
            }
        }
        // Words that fill their cell were marked (the case that touched).
        #expect(filled > 0)
    }

    @Test func typingAWordAndEnterPlacesIt() {
        var app = Fixtures.app(shape)
        let (cell, symbol, word) = firstEmpty(app)
        app.play?.selected = cell
        _ = app.handle(.enter)
        _ = Fixtures.type(word, into: &app)
        #expect(app.play?.entry == word)
        _ = app.handle(.enter)
        #expect(app.play?.entry == nil)
        #expect(app.play?.board[cell] == symbol)
    }

    @Test func tabCompletesFromThePuzzlesWordsAfterTheArticle() {
        var app = Fixtures.app(shape)
        let (cell, _, word) = firstEmpty(app)
        app.play?.selected = cell
        // "le chat" is found from "cha": the word after the article.
        let afterArticle = String(word.split(separator: " ").last!.prefix(3))
        _ = app.handle(.enter)
        _ = Fixtures.type(afterArticle, into: &app)
        _ = app.handle(.tab)
        #expect(app.play?.entry.map { $0.lowercased().contains(afterArticle) } == true)
    }

    /// Every answer typed bare (no article, no accent, in capitals) is placed: the whole game,
    /// played that way, ends solved with every cell right and no mistake.
    @Test func aWordIsRecognisedWithoutItsArticleAndWithoutAccents() throws {
        var app = Fixtures.app(shape)
        let game = app.play!.game
        let empty = (0..<shape.cellCount).filter { game.cells[$0] == 0 }
        for (index, cell) in empty.enumerated() {
            let word = game.setup.pairs[Int(game.solution[cell]) - 1].second[0]
            let bare = String(word.split(whereSeparator: { $0 == " " || $0 == "'" }).last!)
                .replacingOccurrences(of: "è", with: "e")
            app.play?.selected = cell
            _ = app.handle(.enter)
            _ = Fixtures.type(bare.uppercased(), into: &app)
            _ = app.handle(.enter)
            // Every word but the last leaves the game going with the word placed; the last one
            // finishes it, and the finished board below says whether it was placed.
            if index < empty.count - 1 {
                #expect(app.play?.board[cell] == Int(game.solution[cell]), "\(bare) for \(word)")
            }
        }
        #expect(app.screen == .results)
        let finished = try #require(app.finished?.session)
        #expect(finished.cells == game.solution)
        #expect(finished.result?.mistakes == 0)
    }

    @Test func aWordNotInThePuzzleIsNoMistake() {
        var app = Fixtures.app(shape)
        let (cell, _, _) = firstEmpty(app)
        app.play?.selected = cell
        _ = app.handle(.enter)
        _ = Fixtures.type("zèbre", into: &app)
        _ = app.handle(.enter)
        #expect(app.play?.board[cell] == 0)
        #expect(app.play?.game.mistakes == 0)
        // Line mode's words, since both front ends read answers the same way.
        #expect(app.render(width: 80, height: 24).text.contains(GameText.notInPuzzle("zèbre", .en).prefix(60)))
    }

    @Test(arguments: [UILanguage.en, .fr])
    func aWordOfTheGivensLanguageIsSaidAsLineModeSaysIt(language: UILanguage) {
        var app = Fixtures.app(shape, language: language)
        let (cell, symbol, _) = firstEmpty(app)
        app.play?.selected = cell
        let english = app.play!.game.setup.pairs[symbol - 1].first[0]
        _ = app.handle(.enter)
        _ = Fixtures.type(english, into: &app)
        _ = app.handle(.enter)
        #expect(app.play?.board[cell] == 0)
        #expect(app.play?.game.mistakes == 0)
        let said = GameText.otherLanguage(english, app.play!.game.setup, language)
        #expect(app.render(width: 120, height: 40).text.contains(said.prefix(40)))
        // The entry stays open, emptied: the other language's word is typed from the start
        // (typing on after "fish" gave "fishle").
        #expect(app.play?.entry == "")
        let answer = app.play!.game.setup.answerWord(symbol)
        _ = Fixtures.type(answer, into: &app)
        _ = app.handle(.enter)
        #expect(app.play?.board[cell] == symbol)
    }

    @Test func tabCompletionIgnoresAccents() {
        var app = Fixtures.app(shape, pairs: [("goat", "la chèvre"), ("frog", "la grenouille"), ("wolf", "le loup"), ("bee", "l'abeille")]
            .map { WordPair(first: [$0.0], second: [$0.1]) })
        let cell = firstEmpty(app).cell
        app.play?.selected = cell
        _ = app.handle(.enter)
        _ = Fixtures.type("chev", into: &app)
        _ = app.handle(.tab)
        #expect(app.play?.entry == "la chèvre")
    }

    /// Issue 12: typing "poule" paused the game and "le chat" moved right. Every lower-case
    /// letter now types; commands are upper-case.
    @Test(arguments: ["la poule", "le chat", "l'oiseau"])
    func aWordTypedStraightAwayIsPlacedWhateverItsLetters(word: String) {
        let pairs = [("hen", "la poule"), ("cat", "le chat"), ("bird", "l'oiseau"), ("dog", "le chien")]
            .map { WordPair(first: [$0.0], second: [$0.1]) }
        var app = Fixtures.app(shape, pairs: pairs)
        let game = app.play!.game
        let cell = (0..<shape.cellCount).first { game.givens[$0] == 0 && game.setup.answerWord(Int(game.solution[$0])) == word }!
        app.play?.selected = cell
        _ = Fixtures.type(word, into: &app)
        #expect(app.play?.entry == word)
        _ = app.handle(.enter)
        #expect(app.play?.game.cells[cell] == game.solution[cell])
        #expect(app.screen == .game && app.play?.isPaused == false)
    }

    @Test func withVimKeysHjklMoveAndEnterStartsAWord() {
        var app = Fixtures.app(shape)
        app.settings.vimKeys = true
        app.play?.selected = 0
        _ = app.handle(.character("l"))
        #expect(app.play?.selected == 1)
        _ = app.handle(.character("j"))
        #expect(app.play?.selected == 5)
        let empty = firstEmpty(app).cell
        app.play?.selected = empty
        _ = app.handle(.character("c"))
        #expect(app.play?.entry == "c")
        _ = app.handle(.escape)
        _ = app.handle(.enter)
        _ = Fixtures.type("le ch", into: &app)
        #expect(app.play?.entry == "le ch")
        _ = app.handle(.escape)
        #expect(app.play?.entry == nil)
        #expect(app.screen == .game)
        _ = app.handle(.character("?"))
        #expect(app.render(width: 80, height: 24).text.contains("← ↑ ↓ → h j k l"))
    }

    @Test func typingOnAGivenIsRefusedAtOnce() {
        var app = Fixtures.app(shape)
        let given = (0..<shape.cellCount).first { app.play!.game.isGiven($0) }!
        app.play?.selected = given
        _ = app.handle(.character("c"))
        #expect(app.play?.entry == nil)
        #expect(app.render(width: 80, height: 24).text.contains("is a given"))
        _ = app.handle(.enter)
        #expect(app.play?.entry == nil)
    }

    @Test func aDigitPlacesThatWordOfTheBank() {
        var app = Fixtures.app(shape)
        let (cell, symbol, _) = firstEmpty(app)
        app.play?.selected = cell
        _ = app.handle(.character(Character("\(symbol)")))
        #expect(app.play?.board[cell] == symbol)
    }

    @Test func aWrongWordIsAMistakeWithTheBellAndCanBeUndone() {
        var app = Fixtures.app(shape)
        let (cell, symbol, _) = firstEmpty(app)
        app.play?.selected = cell
        let wrong = symbol % 4 + 1
        let effects = app.handle(.character(Character("\(wrong)")))
        #expect(effects == [.bell])
        #expect(app.play?.game.mistakes == 1)
        #expect(app.render(width: 80, height: 24).text.contains("Mistakes 1"))
        _ = app.handle(.control("u"))
        #expect(app.play?.board[cell] == 0)
        _ = app.handle(.control("r"))
        #expect(app.play?.board[cell] == wrong)
        _ = app.handle(.backspace)
        #expect(app.play?.board[cell] == 0)
    }

    @Test func notesModeTogglesNotesInsteadOfPlacing() {
        var app = Fixtures.app(shape)
        let (cell, _, _) = firstEmpty(app)
        app.play?.selected = cell
        _ = app.handle(.control("n"))
        _ = app.handle(.character("1"))
        _ = app.handle(.character("2"))
        #expect(app.play?.board[cell] == 0)
        #expect(app.play?.game.notes(at: cell).count == 2)
        #expect(app.render(width: 80, height: 24).text.contains("notes:"))
    }

    /// An empty cell with notes shows them, as the bank numbers its words, where its count
    /// `(2)` was all a player saw (they had to select each cell to read its candidates): on a
    /// 4×4 and a 9×9 at 80×24, and at 150×45.
    @Test(arguments: [try! BoxShape(rows: 2, columns: 2), try! BoxShape(rows: 3, columns: 3)], [(80, 24), (150, 45)])
    func aCellsNotesShowAsTheBanksNumbers(shape: BoxShape, size: (width: Int, height: Int)) throws {
        var app = Fixtures.app(shape)
        let game = try #require(app.play?.game)
        let cell = try #require((0..<shape.cellCount).first { game.cells[$0] == 0 })
        app.play?.selected = cell
        _ = app.handle(.control("n"))
        for symbol in [3, 1] { _ = app.handle(.character(Character("\(symbol)"))) }
        // Another cell selected, so the status line does not list the notes.
        app.play?.selected = try #require((0..<shape.cellCount).first { $0 != cell && game.cells[$0] == 0 })
        let buffer = app.render(width: size.width, height: size.height)
        let layout = try #require(TerminalApp.gameLayout(for: app.play!, width: size.width, height: size.height)?.board)
        let row = Array(buffer.lines[layout.screenRow(ofRow: shape.row(of: cell))])
        let x = layout.screenColumn(ofColumn: shape.column(of: cell))
        let shown = String(row[x..<(x + layout.cellWidth)]).trimmingCharacters(in: .whitespaces)
        #expect(shown == "1 3", "\(buffer.text)")
        #expect(!buffer.text.contains("(2)"))
    }

    /// The notes' numbers in a cell's width: spaced, run together, or their count, never wider.
    @Test func notesFitTheirCell() {
        #expect(NotesLabel.text([1, 3, 5], width: 7) == "1 3 5")
        #expect(NotesLabel.text([1, 2, 3, 4, 5, 6, 7, 8, 9], width: 9) == "123456789")
        #expect(NotesLabel.text([1, 2, 3, 4, 5, 6, 7, 8, 9], width: 7) == "(9)")
        #expect(NotesLabel.text([2, 11, 16], width: 7) == "2 11 16")
        #expect(NotesLabel.text([2, 11, 16], width: 5) == "(3)", "two-digit numbers are never run together")
        for width in BoardLayout.minimumCellWidth...12 {
            for notes in [[1], [4, 9], Array(1...9), Array(1...16), [10, 12, 25], Array(1...25)] {
                #expect(NotesLabel.text(notes, width: width).count <= width, "\(notes) in \(width)")
            }
        }
    }

    @Test func pauseHidesTheBoardAndStopsTheClock() {
        let clock = Fixtures.Clock()
        var app = Fixtures.app(shape, clock: clock)
        clock.time += 10
        _ = app.handle(.control("p"))
        clock.time += 100
        let paused = app.render(width: 80, height: 24).text
        #expect(paused.contains("Paused"))
        #expect(!paused.contains("le "))
        #expect(paused.contains("00:10"))
        _ = app.handle(.control("p"))
        clock.time += 5
        #expect(app.render(width: 80, height: 24).text.contains("00:15"))
    }

    /// A window too small for the board hides it ("too small" page): the clock stops as on the
    /// pause page (it ran on, 100 s here), and runs again when the board shows; a game the
    /// player paused meanwhile stays paused.
    @Test func aWindowTooSmallForTheBoardStopsTheClock() {
        let clock = Fixtures.Clock()
        var app = Fixtures.app(shape, clock: clock)
        app.settleClock(width: 80, height: 24)
        clock.time += 10
        app.settleClock(width: 16, height: 6)
        #expect(app.render(width: 16, height: 6).text.contains("too small"))
        clock.time += 100
        app.settleClock(width: 16, height: 6)
        app.settleClock(width: 80, height: 24)
        #expect(app.render(width: 80, height: 24).text.contains("00:10"))
        clock.time += 5
        #expect(app.render(width: 80, height: 24).text.contains("00:15"))

        app.settleClock(width: 16, height: 6)
        _ = app.handle(.control("p"))
        clock.time += 100
        app.settleClock(width: 80, height: 24)
        clock.time += 100
        let paused = app.render(width: 80, height: 24).text
        #expect(paused.contains("Paused") && paused.contains("00:15"))
    }

    /// The help page (`?`) hides the board: the clock stops while it is open, by the same rule
    /// as the "too small" page (it ran on, 100 s here), and runs again when a key brings the
    /// board back; Ctrl-Z on the help page does not start it either.
    @Test func theHelpPageStopsTheClock() {
        let clock = Fixtures.Clock()
        var app = Fixtures.app(shape, clock: clock)
        app.settleClock(width: 80, height: 24)
        clock.time += 10
        _ = app.handle(.character("?"))
        app.settleClock(width: 80, height: 24)
        #expect(app.screen == .rules)
        clock.time += 100
        app.suspendGame()
        app.resumeGame()
        clock.time += 100
        app.settleClock(width: 80, height: 24)
        _ = app.handle(.character(" "))
        app.settleClock(width: 80, height: 24)
        #expect(app.screen == .game)
        #expect(app.render(width: 80, height: 24).text.contains("00:10"))
        clock.time += 5
        #expect(app.render(width: 80, height: 24).text.contains("00:15"))
    }

    /// D asks first; yes spends a peek and shows the puzzle's pairs; past the limit it is refused.
    @Test func peekAsksBeforeSpendingAndIsRefusedAfterTheLimit() throws {
        var app = Fixtures.app(shape)
        let setup = try #require(app.play?.game.setup)
        for left in [2, 1] {
            _ = app.handle(.control("d"))
            let question = app.render(width: 80, height: 24)
            #expect(question.text.contains(left == 1 ? "1 peek left" : "\(left) peeks left"))
            // What it costs the learner, whole at 80 columns (a play-tester peeked in a review
            // game, made no mistake, and found every word due again).
            let said = question.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(said.contains("The words you have not placed yet will count as looked up (^L looks up one). y yes · n no"), "\(question.text)")
            _ = app.handle(.character("y"))
            // Yes spends a peek and shows the page: every pair of the puzzle, given word first.
            #expect(app.play?.overlay == .peek)
            #expect(app.play?.game.peeksLeft == left - 1)
            let page = app.render(width: 80, height: 24).text
            for pair in setup.pairs {
                #expect(page.contains("\(pair.shown(setup.shownSide)) — \(pair.shown(setup.shownSide.other))"), "\(page)")
            }
            _ = app.handle(.enter)
        }
        _ = app.handle(.control("d"))
        #expect(app.play?.overlay == nil)
        #expect(app.render(width: 80, height: 24).text.contains("No peeks left"))
        // Saying no spends nothing.
        var other = Fixtures.app(shape)
        _ = other.handle(.control("d"))
        _ = other.handle(.character("n"))
        #expect(other.play?.game.peeksLeft == 2)
    }

    @Test func hintShowsItsTextAndHighlightsItsCells() throws {
        var app = Fixtures.app(shape)
        _ = app.handle(.control("t"))
        let hint = try #require(app.play?.hint)
        let buffer = app.render(width: 80, height: 24)
        #expect(buffer.text.contains(hint.text.en))
        let layout = try #require(TerminalApp.gameLayout(for: app.play!, width: 80, height: 24)?.board)
        let hinted = hint.cells.filter { $0 != app.play!.selected }
        for cell in hinted {
            let style = buffer[layout.screenColumn(ofColumn: shape.column(of: cell)) - 1, layout.screenRow(ofRow: shape.row(of: cell))].style
            #expect(style.background == Theme.standard.hinted.background)
        }
        #expect(app.play?.game.hintsUsed == 1)
    }

    @Test func quitAsksToKeepOrDiscard() {
        let store = Fixtures.Store()
        var app = Fixtures.app(shape, store: store)
        _ = app.handle(.control("q"))
        #expect(app.render(width: 80, height: 24).text.contains("keep"))
        _ = app.handle(.escape)
        #expect(app.screen == .game)
        _ = app.handle(.control("q"))
        _ = app.handle(.character("k"))
        #expect(app.screen == .menu && app.play == nil && store.saved != nil)
        // Resume is offered now, and brings the game back.
        #expect(app.render(width: 80, height: 24).text.contains("Resume"))
        _ = app.handle(.down)
        _ = app.handle(.enter)
        #expect(app.screen == .game)
        _ = app.handle(.control("q"))
        _ = app.handle(.character("d"))
        // Discarding asks a second time (issue 26): any key but y keeps the game.
        #expect(app.screen == .game && store.saved != nil)
        let asked = app.render(width: 80, height: 24).text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(asked.contains("lost for good"))
        // What it keeps: the answers, recorded for the reviews (a learner read "its words are
        // lost" as the review's words gone).
        #expect(asked.contains("(your answers still count for your reviews)"), "\(asked)")
        _ = app.handle(.enter)
        #expect(app.screen == .game && store.saved != nil)
        _ = app.handle(.control("q"))
        _ = app.handle(.character("d"))
        _ = app.handle(.character("y"))
        #expect(store.saved == nil)
        #expect(!app.render(width: 80, height: 24).text.contains("Resume"))
    }

    @Test func ctrlCQuitsAndKeepsTheGame() {
        let store = Fixtures.Store()
        var app = Fixtures.app(shape, store: store)
        #expect(app.handle(.control("c")) == [.quit])
        #expect(store.saved != nil)
    }

    @Test func solvingTheGridShowsTheResults() {
        var app = Fixtures.app(shape)
        let solution = app.play!.game.solution
        var effects: [TerminalApp.Effect] = []
        for cell in 0..<shape.cellCount where app.play?.board[cell] == 0 {
            app.play?.selected = cell
            effects = app.handle(.character(Character("\(solution[cell])")))
        }
        #expect(effects == [.bell])
        #expect(app.screen == .results)
        _ = app.handle(.enter)          // past the solved board
        let text = app.render(width: 80, height: 24).text
        #expect(text.contains("Solved!"))
        #expect(text.contains("No word missed."))
    }

    @Test func resultsListTheMissedWordsWithTranslations() {
        var app = Fixtures.app(shape, language: .fr)
        let game = app.play!.game
        let solution = game.solution
        // A word typed beside a given of its own translation: the word the memory charges.
        let (first, wrong) = (0..<shape.cellCount).lazy.compactMap { cell -> (Int, Int)? in
            guard game.givens[cell] == 0, let peer = shape.peers(of: cell).first(where: { game.givens[$0] != 0 }) else { return nil }
            return (cell, Int(game.givens[peer]))
        }.first!
        app.play?.selected = first
        _ = app.handle(.character(Character("\(wrong)")))
        for cell in 0..<shape.cellCount where cell == first || app.play?.board[cell] == 0 {
            app.play?.selected = cell
            _ = app.handle(.character(Character("\(solution[cell])")))
        }
        _ = app.handle(.enter)          // past the solved board
        let text = app.render(width: 80, height: 24).text
        #expect(text.contains("Résolu"))
        #expect(text.contains("Mots à revoir"))
        let missed = app.play == nil ? (app.finished?.session.missedPairs ?? []) : []
        // The word typed, and the cell's own word found there after it (trial and error).
        let cellWord: WordPair = game.setup.pairs[Int(solution[first]) - 1]
        let typedWord: WordPair = game.setup.pairs[wrong - 1]
        #expect(Set(missed) == Set([typedWord, cellWord]))
        for pair in missed { #expect(text.contains("\(pair.first[0]) — \(pair.second[0])")) }
        // A window too short for them all says how many more there are, never cuts them silently
        // (a play-tester saw three of six words and took them for all).
        var cut = 0
        for height in 8...24 {
            let short = app.render(width: 80, height: height).text
            guard short.contains("Mots à revoir") else { continue }
            let shown = missed.filter { short.contains("\($0.first[0]) — \($0.second[0])") }.count
            if shown < missed.count {
                cut += 1
                #expect(short.contains("… et \(missed.count - shown) autre") || short.contains("Mots à revoir : \(missed.count) "),
                        "height \(height): \(short)")
            }
        }
        #expect(cut > 0)
    }

    /// Every single step in every direction from every cell, at both screen sizes; the
    /// largest is reported when it fails.
    @Test(arguments: [(80, 24), (120, 40)])
    func everyArrowMoveOnA9x9BoardWritesUnder300Bytes(width: Int, height: Int) {
        var app = Fixtures.app(try! BoxShape(rows: 3, columns: 3))
        var renderer = DiffRenderer()
        var largest = 0
        var worst = ""
        for start in 0..<81 {
            for key in [Key.right, .down, .left, .up] {
                app.play?.selected = start
                _ = renderer.render(app.render(width: width, height: height))
                _ = app.handle(key)
                let bytes = renderer.render(app.render(width: width, height: height))
                if bytes.count > largest { largest = bytes.count; worst = "\(start) \(key): " + String(decoding: bytes, as: UTF8.self).debugDescription }
            }
        }
        #expect(largest < 300, "largest: \(largest) bytes, \(worst)")
    }

    @Test func aCursorMoveWritesUnder300Bytes() {
        var app = Fixtures.app(try! BoxShape(rows: 3, columns: 3))
        var renderer = DiffRenderer()
        _ = renderer.render(app.render(width: 120, height: 40))
        for key in [Key.right, .down, .left, .up, .end, .tab] {
            _ = app.handle(key)
            let bytes = renderer.render(app.render(width: 120, height: 40))
            #expect(bytes.count < 300, "\(key): \(bytes.count) bytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }

    @Test func optionsSwitchTheLanguageAtOnce() {
        var app = Fixtures.app(language: .en)
        app.screen = .options
        _ = app.handle(.right)
        #expect(app.settings.language == .fr)
        _ = app.handle(.escape)
        #expect(app.render(width: 80, height: 24).text.contains("Nouvelle partie"))
    }

    @Test func newGameOffersEverySizeAndStartsOne() {
        var app = Fixtures.app()
        _ = app.handle(.enter)
        #expect(app.screen == .newGame)
        var seen: [String] = []
        for _ in 0..<NewGameForm.shapes.count {
            seen.append("\(app.newGame.shape)")
            _ = app.handle(.right)
        }
        // Issue 26, item 3: 8×8, 10×10 and 25×25 too; from the settings' 6×6 round to it again.
        #expect(seen == ["2x3", "3x2", "2x4", "4x2", "3x3", "2x5", "5x2", "3x4", "4x3", "4x4", "5x5", "2x2"])
        #expect(app.render(width: 80, height: 24).text.contains("6×6 (boxes 2×3)"))
        // Start says it is making the puzzle, then the runner has it made.
        #expect(app.handle(.enter) == [.slowWork])
        #expect(app.render(width: 80, height: 24).text.contains("Making the puzzle…"))
        app.doSlowWork()
        #expect(app.screen == .game)
        #expect(app.play?.game.shape.size == 6)
    }
}
