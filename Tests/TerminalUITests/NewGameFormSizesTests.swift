import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// Issue 26, item 3: the New game form offered neither 8×8 nor 25×25. It offers every usual
/// size the engine plays; a grid the window cannot draw says which window it needs; making a
/// 25×25 says it may take a while and stays cancellable.
@Suite("New game form sizes", .timeLimit(.minutes(15)))
struct NewGameFormSizesTests {
    /// An app on the built-in lists, the form open on its size field on a list of 25 pairs or
    /// more (a 25×25 needs 25 words: the settings' first list, Animals, has 31).
    static func app(language: UILanguage = .en) throws -> TerminalApp {
        let services = GameServices.test(store: Fixtures.Store())
        #expect(services.defaultChoice.map { services.lists[$0.listIndex].list?.pairs.count ?? 0 >= 25 } == true)
        var app = TerminalApp(settings: AppSettings(language: language), services: services)
        _ = app.handle(.enter)
        #expect(app.screen == .newGame && app.newGame.field == .size)
        return app
    }

    static func choose(_ rows: Int, _ columns: Int, in app: inout TerminalApp) {
        for _ in NewGameForm.shapes where (app.newGame.shape.boxRows, app.newGame.shape.boxColumns) != (rows, columns) {
            _ = app.handle(.right)
        }
    }

    /// Every size the engine's usual shapes make is on the form, both ways for rectangular boxes.
    @Test func theFormOffersEveryUsualSize() {
        let sizes = Set(NewGameForm.shapes.map { $0.rows * $0.columns })
        #expect(sizes == [4, 6, 8, 9, 10, 12, 16, 25])
        for cells in [16, 36, 64, 81, 144, 256, 625] {
            let shape = BoxShape.standard(forCellCount: cells)!
            #expect(NewGameForm.shapes.contains { $0 == (shape.boxRows, shape.boxColumns) })
            #expect(NewGameForm.shapes.contains { $0 == (shape.boxColumns, shape.boxRows) })
        }
        #expect(NewGameForm.shapes.map { $0.rows * $0.columns } == NewGameForm.shapes.map { $0.rows * $0.columns }.sorted())
    }

    /// 8×8 (boxes 2×4) fits 80×24 and says nothing of the window; 25×25 at 80×24 says which
    /// window it needs, at 120×40 too when that is still too small, and nothing once it fits.
    @Test(arguments: [UILanguage.en, .fr])
    func aGridTheWindowCannotDrawSaysWhichWindowItNeeds(language: UILanguage) throws {
        var app = try Self.app(language: language)
        Self.choose(2, 4, in: &app)
        var text = app.render(width: 80, height: 24).text
        #expect(text.contains(language == .en ? "8×8 (boxes 2×4)" : "8×8 (blocs 2×4)"), "\(text)")
        #expect(!text.contains(language == .en ? "needs" : "il faut"))
        Self.choose(5, 5, in: &app)
        let shape = try BoxShape(rows: 5, columns: 5)
        let needed = TerminalApp.neededSize(for: shape)
        #expect(needed.width > 80 && needed.height > 24)
        for (width, height) in [(80, 24), (120, 40)] where needed.width > width || needed.height > height {
            let buffer = app.render(width: width, height: height)
            text = buffer.text
            #expect(text.contains("25×25 — " + ScreenText.sizeNeedsWindow(needed.width, needed.height)(language)), "\(text)")
            #expect(buffer.showsWhole(ScreenText.sizeTooBig("25×25", needed.width, needed.height, width, height)(language)), "\(text)")
        }
        let roomy = app.render(width: needed.width, height: needed.height).text
        #expect(!roomy.contains(ScreenText.sizeNeedsWindow(needed.width, needed.height)(language)))
        // The grades a 25×25 has: 1 to 3.
        _ = app.handle(.down)
        var grades: Set<Grade> = []
        for _ in 0..<4 { grades.insert(app.newGame.grade); _ = app.handle(.right) }
        #expect(grades == [.beginner, .easy, .medium])
    }

    /// Start on a 25×25 says it may take a while and how to cancel; Esc gives up at once.
    @Test func makingATwentyFiveByTwentyFiveSaysSoAndEscCancelsIt() throws {
        var app = try Self.app()
        // Edition 4 draws a 25×25 from its catalogue in moments; the search behind it (what a
        // catalogue miss or an older edition's code runs) can take minutes, and is what Esc must
        // stop: this game is made by that search, the second edition's, as a code `g2-5x5-3-…` is.
        final class Outcome { var interrupted = false }
        let outcome = Outcome()
        app.services.newGame = { choice, _, shouldContinue in
            let generator = Generator(shape: choice.shape, edition: .second)
            let made = generator.generate(grade: choice.grade, symmetry: .rotational, seed: 252_004) { _ in shouldContinue() }
            if case .interrupted = made { outcome.interrupted = true }
            return nil
        }
        Self.choose(5, 5, in: &app)
        _ = app.handle(.down)
        while app.newGame.grade != .medium { _ = app.handle(.right) }
        #expect(app.handle(.enter) == [.slowWork])
        let text = app.render(width: 120, height: 40).text
        #expect(text.contains("Making the 25×25 puzzle… a grid this big can take a while."))
        #expect(text.contains("Esc, q or Ctrl-C: cancel"))
        let started = Date()
        var asked = 0
        app.doSlowWork(keysTyped: {
            asked += 1
            return asked > 1 ? [.escape] : []
        })
        #expect(Date().timeIntervalSince(started) < 10, "cancelled within moments")
        #expect(outcome.interrupted, "the search was stopped, not finished")
        #expect(app.play == nil && app.screen == .menu)
    }

    /// A 25×25 game at the lowest grade starts, and at 120×40 the window it needs is said
    /// until it is given (the game screen's own message).
    @Test func aTwentyFiveByTwentyFiveGameStarts() throws {
        var app = try Self.app()
        Self.choose(5, 5, in: &app)
        #expect(Generator.offeredGrades(for: try BoxShape(rows: 5, columns: 5)).contains(app.newGame.grade))
        _ = app.handle(.down)
        while app.newGame.grade != .beginner { _ = app.handle(.right) }
        #expect(app.handle(.enter) == [.slowWork])
        app.doSlowWork()
        #expect(app.screen == .game && app.play?.game.shape.size == 25)
        let needed = TerminalApp.neededSize(for: try BoxShape(rows: 5, columns: 5))
        let text = app.render(width: 80, height: 24).text
        #expect(text.contains("it needs \(needed.width)×\(needed.height)"))
        #expect(TerminalApp.gameLayout(for: app.play!, width: needed.width, height: needed.height) != nil)
    }
}
