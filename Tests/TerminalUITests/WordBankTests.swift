import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// Issue 12: every word has a key, and the bank counts right for every size.
@Suite("Word bank", .timeLimit(.minutes(15)))
struct WordBankTests {
    /// The bank's `×N` for each word equals the cells the game still has to fill with it.
    @Test(arguments: Fixtures.shapes)
    func theBanksCountsAreTheGames(shape: BoxShape) throws {
        var app = Fixtures.app(shape)
        _ = app.handle(.control("w"))
        let text = app.render(width: 80, height: 24).text
        let game = app.play!.game
        for symbol in 1...shape.size {
            let left = shape.size - game.cells.filter { Int($0) == symbol }.count
            let word = game.setup.pairs[symbol - 1].shown(game.setup.answerSide)
            let line = text.split(separator: "\n").first { $0.contains(" \(symbol) \(word.prefix(10))") }
            #expect(line?.contains("×\(left)") == true, "\(shape) word \(symbol) \(word): \(line ?? "missing")")
        }
        _ = app.handle(.character("x"))
        #expect(app.play?.overlay == nil)
    }

    @Test func wordsTenAndUpAreTwoDigits() throws {
        let shape = try BoxShape(rows: 3, columns: 4)
        var app = Fixtures.app(shape)
        let game = app.play!.game
        let cell = try #require((0..<shape.cellCount).first { game.givens[$0] == 0 && game.solution[$0] >= 10 })
        let symbol = Int(game.solution[cell])
        app.play?.selected = cell
        _ = app.handle(.character("1"))
        #expect(app.play?.game.cells[cell] == 0, "1 waits for a second digit on 12 words")
        // The numbers it can begin on 12 words: 10–12, not 10–19.
        #expect(app.render(width: 120, height: 40).text.contains("Word 1…: a second digit (10–12), or Enter for word 1."))
        _ = app.handle(.character(Character("\(symbol % 10)")))
        #expect(app.play?.game.cells[cell] == UInt8(symbol))
    }

    @Test func oneAloneIsEnter() throws {
        let shape = try BoxShape(rows: 3, columns: 4)
        var app = Fixtures.app(shape)
        let game = app.play!.game
        let cell = try #require((0..<shape.cellCount).first { game.givens[$0] == 0 && game.solution[$0] == 1 })
        app.play?.selected = cell
        _ = app.handle(.character("1"))
        _ = app.handle(.enter)
        #expect(app.play?.game.cells[cell] == 1)
        // A digit that cannot begin a two-digit word places at once: 5 on 12 words.
        let five = try #require((0..<shape.cellCount).first { game.givens[$0] == 0 && game.solution[$0] == 5 })
        app.play?.selected = five
        _ = app.handle(.character("5"))
        #expect(app.play?.game.cells[five] == 5)
    }

    @Test func sixteenBySixteenKeepsTheBankOnAKeyAt80x24() throws {
        var app = Fixtures.app(try BoxShape(rows: 4, columns: 4))
        #expect(app.render(width: 80, height: 24).text.contains("^W bank"))
        _ = app.handle(.control("w"))
        let page = app.render(width: 80, height: 24).text
        #expect(page.contains("Words to place"))
        #expect(page.contains("16 "))
    }
}
