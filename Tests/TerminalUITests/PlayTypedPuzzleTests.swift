import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// Play it on the solver screen: a typed puzzle with one solution becomes a word game on the
/// list the player picks in the New game form, started through the lifecycle (a saved game
/// is asked about first); and Esc stops a long Solve.
@Suite("Play a typed puzzle", .timeLimit(.minutes(15)))
struct PlayTypedPuzzleTests {
    typealias Solver = SolverScreenTests.Solver

    static func help(_ solver: Solver) -> String {
        SolverKeys.helpLines(solver.app.solverKeys, solver.app.language, width: 200).joined()
    }

    static func typedAndSolved(language: UILanguage = .en) throws -> Solver {
        let solver = try Solver(language: language)
        solver.type(SolverScreenTests.easy)
        #expect(!help(solver).contains("P "))
        solver.press(.enter)
        #expect(solver.app.solver?.solution != nil)
        return solver
    }

    @Test func pPlaysTheSolvedPuzzleWithTheListPickedAndTheGivensTyped() throws {
        let solver = try Self.typedAndSolved()
        #expect(Self.help(solver).contains("P play it"))
        #expect(solver.screen.contains("P play it"))
        solver.press(.character("P"))
        #expect(solver.app.screen == .newGame)
        #expect(solver.app.newGame.field == .list)
        let screen = solver.screen
        #expect(screen.contains("Play the typed puzzle"))
        #expect(screen.contains("9×9"))
        // The size and grade are the puzzle's: the fields skip them (up from the list wraps to Start).
        solver.press(.up)
        #expect(solver.app.newGame.field == .start)
        solver.press(.down)
        #expect(solver.app.newGame.field == .list)
        // The list, the shown language, givens read or heard, the mode, speak the words, one
        // or two players, the name, then Start.
        solver.press(.down, .down, .down, .down, .down, .down, .down)
        #expect(solver.app.newGame.field == .start)
        solver.press(.enter)
        #expect(solver.app.screen == .game)
        let session = try #require(solver.app.play?.lifecycle.session)
        let typed = try SolverScreenTests.board(SolverScreenTests.easy)
        #expect(session.givens == typed.cells)
        #expect(session.setup.code == TypedPuzzle.code)
        #expect(session.setup.listName == "animals")
        #expect(solver.store.saved?.givens == typed.cells)
        // After it, the menu's New game form is as it was.
        #expect(solver.app.newGame.typed == nil)
    }

    @Test func aSavedGameIsAskedAboutFirstAndCancelReturnsToTheForm() throws {
        let solver = try Self.typedAndSolved()
        let saved = Fixtures.game(try BoxShape(rows: 2, columns: 2))
        _ = try GameLifecycle(starting: saved, store: solver.store.store, clock: Fixtures.Clock(), replacing: true)
        solver.press(.character("p"))
        while solver.app.newGame.field != .start { solver.press(.down) }
        solver.press(.enter)
        #expect(solver.app.screen == .savedGame)
        solver.press(.escape)
        #expect(solver.app.screen == .newGame)
        #expect(solver.app.newGame.typed != nil)
        #expect(solver.store.saved?.id == saved.id)
        solver.press(.enter, .character("n"), .character("y"))
        #expect(solver.app.screen == .game)
        #expect(solver.store.saved?.givens == (try SolverScreenTests.board(SolverScreenTests.easy)).cells)
    }

    @Test func escOnTheFormGoesBackToTheSolvedPuzzleAndGivesTheFormBack() throws {
        let solver = try Self.typedAndSolved()
        let before = (solver.app.newGame.shapeIndex, solver.app.newGame.grade)
        solver.press(.character("P"), .escape)
        #expect(solver.app.screen == .solver)
        #expect(solver.app.solver?.solution != nil)
        #expect(solver.app.newGame.typed == nil)
        #expect((solver.app.newGame.shapeIndex, solver.app.newGame.grade) == before)
        // A changed given takes the verdict, and P, away.
        solver.press(.home, .character("9"))
        #expect(!Self.help(solver).contains("P "))
        solver.press(.character("P"))
        #expect(solver.app.screen == .solver)
    }

    @Test func theFormOffersOnlyListsThatFillTheSize() throws {
        let store = Fixtures.Store()
        let short = WordList(title: "Short", languages: ["en", "fr"], pairs: Array(Fixtures.animals.prefix(6)))
        // The settings' list is Short (the last New game's), as the form will start on it.
        var settings = Settings()
        settings.list = store.directory + "/lists/Short.json"
        let services = GameServices.test(store: store, lists: [short], settings: settings)
        var app = TerminalApp(settings: AppSettings(language: .fr), services: services)
        app.solver = SolverScreen(shape: try BoxShape(rows: 3, columns: 3))
        app.screen = .solver
        for character in SolverScreenTests.easy { _ = app.handle(.character(character)) }
        if app.handle(.enter).contains(.slowWork) { app.doSlowWork() }
        #expect(app.render(width: 80, height: 24).text.contains("P y jouer"))
        // P rates the puzzle after a frame has said so, then opens the form.
        #expect(app.handle(.character("P")) == [.slowWork])
        #expect(app.render(width: 80, height: 24).text.contains("Évaluation de la grille"))
        app.doSlowWork()
        #expect(app.screen == .newGame)
        // The short list was chosen; a 9×9 needs nine pairs: the form is on a list that fits.
        #expect(services.defaultChoice.map { services.lists[$0.listIndex].name } == "Short")
        func chosen() -> WordList? { app.services.lists[app.newGame.listIndex].list }
        #expect(chosen().map { $0.title != "Short" && $0.pairs.count >= 9 } == true)
        #expect(app.render(width: 80, height: 24).text.contains("Jouer la grille tapée"))
        _ = app.handle(.right)
        #expect(chosen().map { $0.title != "Short" && $0.pairs.count >= 9 } == true)
    }

    @Test func escStopsALongSolveAndKeepsTheGivens() throws {
        let solver = try Solver(rows: 4, columns: 4)
        solver.type("1")
        #expect(solver.app.handle(.enter) == [.slowWork])
        solver.app.doSlowWork(keysTyped: { [.escape] })
        #expect(solver.app.screen == .solver)
        #expect(solver.app.solver?.verdict == nil)
        #expect(solver.app.solver?.puzzle.cells.first == 1)
        #expect(solver.panel.contains("Solving stopped"))
        // Without Esc it is solved as before.
        solver.press(.enter)
        #expect(solver.app.solver?.verdict != nil)
    }
}
