import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// The one lifecycle both front ends play through: start (never over an unfinished saved
/// game unless asked), save after every move, finish and record exactly once, failures said once.
@Suite("Game lifecycle")
struct GameLifecycleTests {
    let temp = TemporaryStore()
    let clock = FakeClock()

    func start(_ session: GameSession = GameFixtures.session(), replacing: Bool = false) throws -> GameLifecycle {
        try GameLifecycle(starting: session, store: temp.store, clock: clock, replacing: replacing)
    }

    /// Plays every empty cell right (the first one wrong first, when asked).
    func solve(_ game: inout GameLifecycle, missingFirst: Bool = false) {
        let session = game.session
        for (index, cell) in GameFixtures.emptyCells(session).enumerated() {
            if index == 0 && missingFirst { game.play(.place(cell: cell, symbol: GameFixtures.wrongSymbol(session, cell))) }
            clock.time += 2
            game.play(.place(cell: cell, symbol: Int(session.solution[cell])))
        }
    }

    @Test func aNewGameNeverReplacesAnUnfinishedSavedOneUnlessAsked() throws {
        var first = try start()
        first.play(.place(cell: GameFixtures.emptyCells(first.session)[0], symbol: 1))
        let other = GameFixtures.session(try BoxShape(rows: 2, columns: 3))
        #expect(throws: GameLifecycle.GameInProgress(saved: temp.store.loadGame()!)) { try start(other) }
        #expect(temp.store.loadGame() == first.session.snapshot(at: clock.time))
        let replaced = try start(other, replacing: true)
        #expect(temp.store.loadGame()?.shape == replaced.session.shape)
    }

    @Test func everyMoveIsSavedBeforeItIsAnswered() throws {
        var game = try start()
        let cell = GameFixtures.emptyCells(game.session)[0]
        game.play(.place(cell: cell, symbol: 2))
        #expect(temp.store.loadGame()?.cells[cell] == 2)
        game.play(.undo)
        #expect(temp.store.loadGame()?.cells[cell] == 0)
        game.play(.peek)
        #expect(temp.store.loadGame()?.peeksUsed == 1)
        // A refused move changes nothing on disk.
        game.play(.erase(cell: cell))
        #expect(temp.store.loadGame() == game.session.snapshot(at: clock.time))
    }

    @Test func immediateModeFinishesOnTheLastRightWordAndRecordsOnce() throws {
        var game = try start()
        solve(&game, missingFirst: true)
        #expect(game.isFinished)
        #expect(game.session.result?.valid == true)
        #expect(game.play(.finish) == .refused(.gameOver))
        let history = temp.store.loadHistory()
        #expect(history.count == 1)
        #expect(history.first?.mistakes == 1)
        #expect(!temp.store.hasSavedGame)
        #expect(temp.store.loadLeaderboard() != Leaderboard())
        #expect(!game.announcements.isEmpty)
    }

    @Test func examModeWaitsForFinishOnAFullGrid() throws {
        var game = try start(GameFixtures.session(mode: .atFinish))
        solve(&game, missingFirst: true)
        #expect(!game.isFinished)
        #expect(game.waitsForFinish)
        #expect(temp.store.loadHistory().isEmpty)
        guard case .finished(let result) = game.play(.finish) else { Issue.record("not finished"); return }
        #expect(result.valid && result.mistakes == 1)
        #expect(temp.store.loadHistory().count == 1)
    }

    @Test func aFailedSaveIsSaidOnceAndForgottenWhenASaveWorks() throws {
        // A data folder under a file cannot be made (whoever runs the test, root included).
        let blocker = temp.directory + "-file"
        FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8))
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        let store = Store(directory: blocker + "/home")
        var game = try GameLifecycle(starting: GameFixtures.session(), store: store, clock: clock, replacing: false)
        #expect(game.hasUnwrittenData)
        #expect(game.takeFailure() != nil)
        let cells = GameFixtures.emptyCells(game.session)
        game.play(.place(cell: cells[0], symbol: 1))
        game.play(.place(cell: cells[1], symbol: 1))
        #expect(game.takeFailure() == nil, "the same failure is said once")
        #expect(game.hasUnwrittenData)
        // The disk comes back: the next move is saved, nothing is left unwritten.
        try FileManager.default.removeItem(atPath: blocker)
        game.play(.erase(cell: cells[0]))
        #expect(!game.hasUnwrittenData)
        #expect(store.loadGame()?.cells[cells[0]] == 0)
        try? FileManager.default.removeItem(atPath: blocker)
    }

    @Test func theSavedDailyPuzzleGoesOnAndOthersAreNotIt() throws {
        var session = GameFixtures.session()
        session.setup.dailyDate = "2026-11-20"
        _ = try start(session)
        #expect(GameLifecycle.savedDaily(CivilDate(parsing: "2026-11-20")!, in: temp.store) != nil)
        #expect(GameLifecycle.savedDaily(CivilDate(parsing: "2026-11-21")!, in: temp.store) == nil)
        #expect(GameLifecycle(resumingFrom: temp.store, clock: clock)?.session.setup.dailyDate == "2026-11-20")
    }

    /// The learner memory, written by a finished game, weights the words of the next unseeded
    /// games: a word missed comes back far more often than a word never seen.
    @Test func theWordsAMissedComeBackInTheNextUnseededGames() throws {
        var request = GameRequest(settings: Settings(), player: "ada")
        request.shape = try BoxShape(rows: 2, columns: 2)
        request.grade = .beginner
        request.list = "animals"
        request.seed = nil
        var game = try start(GameLifecycle.plan(request, in: temp.store).make())
        let missedCell = GameFixtures.emptyCells(game.session)[0]
        let missed = game.session.setup.pairs[Int(game.session.solution[missedCell]) - 1]
        solve(&game, missingFirst: true)
        #expect(game.isFinished)
        let seen = Set(game.session.setup.pairs.map(\.memoryKey))

        var missedCount = 0, unseenCount = 0
        let draws = 200
        for _ in 0..<draws {
            let pairs = try GameLifecycle.plan(request, in: temp.store).setup.pairs
            if pairs.contains(missed) { missedCount += 1 }
            unseenCount += pairs.filter { !seen.contains($0.memoryKey) }.count
        }
        let all = GameFixtures.animals.pairs.count
        let unseenRate = Double(unseenCount) / Double(draws * (all - seen.count))
        let missedRate = Double(missedCount) / Double(draws)
        // Weight 16 against 4 (total 148 for 31 pairs): about 0.4 of games against 0.11 for a
        // word never seen, and 4/31 = 0.13 for any word if nothing were weighted. The bounds
        // sit five standard deviations of 200 draws away.
        #expect(missedRate > 0.25, "missed word in \(missedCount) of \(draws) games")
        #expect(missedRate > 2 * unseenRate, "missed \(missedRate), unseen \(unseenRate)")
    }
}

/// The README's example of a front end plugging into the kit, run as written.
@Suite("README: where a front end plugs in")
struct FrontEndExampleTests {
    @Test func theReadmeExampleRuns() throws {
        let temp = TemporaryStore()
        let store = temp.store                                           // the data folder
        var request = GameRequest(settings: store.loadSettings(), player: "ada")
        request.list = "animals"                                         // or a list file's path
        let session = try GameLifecycle.plan(request, in: store).make()  // words chosen from memory
        var game = try GameLifecycle(starting: session, store: store, clock: SystemClock(),
                                     replacing: false)                   // throws GameInProgress
        let cell = try #require(session.givens.firstIndex(of: 0))
        let outcome = game.play(.place(cell: cell, symbol: 3))           // saved before it returns
        if let failure = game.takeFailure() { Issue.record("\(failure.text(.en))") }
        if game.waitsForFinish { game.play(.finish) }                    // recorded once
        game.keep()                                                      // leaving: kept for resume
        guard case .placed = outcome else { Issue.record("\(outcome)"); return }
        #expect(store.loadGame()?.cells[cell] == 3)
    }
}
