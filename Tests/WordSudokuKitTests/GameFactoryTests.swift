import SudokuEngine
import Testing
@testable import WordSudokuKit

@Suite("Making a game", .timeLimit(.minutes(15)))
struct GameFactoryTests {
    let list = BuiltInWordLists.named("animals")!.list
    /// A 6×6 medium puzzle takes the first edition many attempts (the first one of this seed
    /// misses); that edition is frozen, so it stays a slow case to give up on.
    let shape = try! BoxShape(rows: 2, columns: 3)
    let seed: UInt64 = 2026

    func make(seed: UInt64, shouldContinue: () -> Bool) throws -> GameSession? {
        try GameFactory.makeSession(shape: shape, grade: .medium, listName: "animals", list: list, shownLanguage: "en",
                                    mode: .immediate, peekLimit: nil, player: "ada", seed: seed, edition: .first,
                                    shouldContinue: shouldContinue)
    }

    @Test func givingUpStopsAfterTheAttemptUnderWay() throws {
        var asked = 0
        let session = try make(seed: seed) {
            asked += 1
            return false
        }
        #expect(session == nil)
        #expect(asked == 1)
    }

    @Test func goingOnMakesTheSameGameAsWithoutAsking() throws {
        var asked = 0
        let session = try #require(try make(seed: seed) {
            asked += 1
            return true
        })
        let plain = try GameFactory.makeSession(shape: shape, grade: .medium, listName: "animals", list: list, shownLanguage: "en",
                                                mode: .immediate, peekLimit: nil, player: "ada", seed: seed, edition: .first)
        #expect(asked > 0)
        #expect(session.givens == plain.givens)
        #expect(session.solution == plain.solution)
        #expect(session.setup.code == plain.setup.code)
    }

    @Test func aRequestCanBeGivenUpToo() throws {
        var request = GameRequest(settings: Settings(), player: "ada")
        request.shape = shape
        request.grade = .medium
        request.list = "animals"
        request.seed = seed
        request.edition = .first
        #expect(try GameFactory.start(request, shouldContinue: { false }) == nil)
        let made = try #require(try GameFactory.start(request, shouldContinue: { true }))
        #expect(made.givens == (try GameFactory.start(request)).givens)
    }

    /// The fuzzer's slow code: a 4×1-box medium, which once kept `play --code` generating for
    /// minutes, is now refused at once as a grade that grid does not offer.
    @Test func aCodeForAGradeTheGridDoesNotOfferIsRefused() throws {
        var request = GameRequest(settings: Settings(), player: "ada")
        request.apply(try #require(PuzzleCode(parsing: "4x1-3-animals-Z2x3")))
        #expect(throws: GameSetupError.gradeNotOffered(shape: try BoxShape(rows: 4, columns: 1), grade: .medium,
                                                       offered: [.beginner, .easy])) {
            try GameFactory.start(request)
        }
    }
}
