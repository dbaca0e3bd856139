import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// A puzzle typed into the solver becomes a word game: its givens and solution, a list's words,
/// started through the lifecycle like any new game.
@Suite("Typed puzzle", .timeLimit(.minutes(15)))
struct TypedPuzzleTests {
    let temp = TemporaryStore()
    let clock = FakeClock()

    /// A newspaper's 9×9 (the Wikipedia example), and its one solution.
    static let givens = try! PuzzleText.parse("530070000600195000098000060800060003400803001700020006060000280000419005000080079")
    static var solution: Board {
        guard case .unique(let solution) = ExactSolver(shape: givens.shape).solve(givens) else { fatalError("one solution") }
        return solution
    }

    func request(list: String = "animals") -> GameRequest {
        var request = GameRequest(settings: Settings(), player: "ada")
        request.list = list
        request.shownLanguage = "fr"
        request.mode = .atFinish
        return request
    }

    @Test func theGameHasTheTypedGivensAndSolutionAndTheListsWords() throws {
        let typed = try #require(TypedPuzzle(givens: Self.givens, solution: Self.solution))
        #expect(typed.grade == LogicSolver(shape: typed.shape).rate(Self.givens).grade)
        let session = try GameLifecycle.game(request(), on: typed, in: temp.store)
        #expect(session.givens == Self.givens.cells)
        #expect(session.cells == Self.givens.cells)
        #expect(session.solution == Self.solution.cells)
        #expect(session.shape == Self.givens.shape)
        #expect(session.setup.grade == typed.grade)
        #expect(session.setup.code == TypedPuzzle.code)
        #expect(session.setup.listName == "animals")
        #expect(session.setup.mode == .atFinish)
        #expect(session.setup.shownSide == .second)
        let animals = BuiltInWordLists.named("animals")!.list.pairs
        #expect(session.setup.pairs.count == 9 && session.setup.pairs.allSatisfy(animals.contains))
        // `--code typed` is not a code: nothing could rebuild a puzzle typed by hand; it is
        // shown as a name, in French too.
        #expect(PuzzleCode(parsing: TypedPuzzle.code) == nil)
        #expect(GameText.title(session.setup, .fr).hasSuffix("liste animals, code grille tapée"))
        #expect(GameText.title(session.setup, .en).hasSuffix("list animals, code typed"))
    }

    @Test func itStartsSavesAndResumesThroughTheLifecycleAndNeverReplacesASavedGameUnasked() throws {
        let typed = try #require(TypedPuzzle(givens: Self.givens, solution: Self.solution))
        let saved = GameFixtures.session()
        _ = try GameLifecycle(starting: saved, store: temp.store, clock: clock, replacing: false)
        let session = try GameLifecycle.game(request(), on: typed, in: temp.store)
        #expect(throws: GameLifecycle.GameInProgress.self) {
            try GameLifecycle(starting: session, store: temp.store, clock: clock, replacing: false)
        }
        let game = try GameLifecycle(starting: session, store: temp.store, clock: clock, replacing: true)
        // What is saved passes the store's checks and comes back as it was.
        #expect(temp.store.loadGame() == game.session.snapshot(at: clock.time))
        #expect(temp.store.loadGame()?.givens == Self.givens.cells)
    }

    @Test func aListTooShortForTheSizeIsRefusedAsForANewGame() throws {
        let typed = try #require(TypedPuzzle(givens: Self.givens, solution: Self.solution))
        let short = temp.path("short.json")
        try FileManager.default.createDirectory(atPath: temp.directory, withIntermediateDirectories: true)
        try #"{"title": "Short", "languages": ["en", "fr"], "pairs": [{"en": "cat", "fr": "le chat"}, {"en": "dog", "fr": "le chien"}, {"en": "cow", "fr": "la vache"}, {"en": "pig", "fr": "le cochon"}]}"#
            .write(toFile: short, atomically: true, encoding: .utf8)
        #expect(throws: GameSetupError.tooFewPairs(list: "short", pairs: 4, size: 9)) {
            try GameLifecycle.game(request(list: short), on: typed, in: temp.store)
        }
    }

    @Test func aSolutionThatIsNotTheGivensIsRefused() {
        var wrong = Self.solution
        wrong.cells.swapAt(0, 1)
        #expect(TypedPuzzle(givens: Self.givens, solution: wrong) == nil)
        #expect(TypedPuzzle(givens: Self.givens, solution: Self.givens) == nil)
        var other = Self.givens
        other.cells[2] = 1
        #expect(TypedPuzzle(givens: other, solution: Self.solution) == nil)
    }

    @Test func aTyped4x4StaysWithinTheGradesA4x4Offers() throws {
        // An empty-ish 4×4: every 4×4 falls to singles, so its grade is one the 4×4 offers.
        let small = try PuzzleText.parse("1200340000000000")
        guard case .multiple(let solution, _) = ExactSolver(shape: small.shape).solve(small) else { Issue.record("several"); return }
        let typed = try #require(TypedPuzzle(givens: small, solution: solution))
        #expect(Generator.offeredGrades(for: small.shape).contains(typed.grade))
    }
}
