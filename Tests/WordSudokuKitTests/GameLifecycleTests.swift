import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// The one lifecycle both front ends play through: start (never over an unfinished saved
/// game unless asked), save after every move, finish and record exactly once, failures said once.
@Suite("Game lifecycle", .timeLimit(.minutes(15)))
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
        // Without the file, the data folder could be made and the save would not fail.
        try #require(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
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
    /// games by the scheduler (for a player whose test of how they learn found "focus",
    /// `SpacingTest`): the next day a word forgotten (typed beside its own translation)
    /// is due and comes back far more often than a word never seen, and the words answered
    /// right once, not yet due, less often than a word never seen.
    @Test func theWordsForgottenComeBackTheNextDayAndTheWordsKnownWait() throws {
        var request = GameRequest(settings: Settings(), player: "ada")
        request.shape = try BoxShape(rows: 2, columns: 2)
        request.grade = .beginner
        request.list = "animals"
        request.seed = nil
        let monday = SchedulerTests.monday
        var memory = temp.store.loadMemory(now: monday)
        memory.spacingTests["ada"] = SpacingTest(verdict: .focus, returns: 15, recalled: 1, decided: monday)
        try temp.store.save(memory, to: .memory)
        var game = try GameLifecycle(starting: GameLifecycle.plan(request, in: temp.store, at: monday, randomSeed: 1).make(), store: temp.store,
                                     clock: clock, date: { monday }, replacing: false)
        let miss = try #require(GameFixtures.vocabularyMiss(game.session))
        let forgotten = game.session.setup.pairs[miss.symbol - 1]
        // The cell's own word, placed there after the wrong one, was found by trial and error:
        // charged too, and left out of both counts.
        let triedFor = game.session.setup.pairs[Int(game.session.solution[miss.cell]) - 1]
        game.play(.place(cell: miss.cell, symbol: miss.symbol))
        solve(&game)
        #expect(game.isFinished)
        #expect(Set(game.session.missedPairs) == [forgotten, triedFor])
        let known = Set(game.session.setup.pairs.map(\.memoryKey)).subtracting([forgotten.memoryKey, triedFor.memoryKey])

        let tuesday = monday.addingTimeInterval(SchedulerTests.day)
        var forgottenCount = 0, knownCount = 0, unseenCount = 0
        let draws = 1000
        // Seeded draws (as a new game draws its seed): the same 1,000 games every run.
        for draw in 0..<draws {
            let pairs = try GameLifecycle.plan(request, in: temp.store, at: tuesday, randomSeed: UInt64(draw)).setup.pairs
            if pairs.contains(forgotten) { forgottenCount += 1 }
            knownCount += pairs.filter { known.contains($0.memoryKey) }.count
            unseenCount += pairs.filter { !known.contains($0.memoryKey) && $0 != forgotten && $0 != triedFor }.count
        }
        let all = GameFixtures.animals.pairs.count
        let forgottenRate = Double(forgottenCount) / Double(draws)
        let knownRate = Double(knownCount) / Double(draws * known.count)
        let unseenRate = Double(unseenCount) / Double(draws * (all - known.count - 2))
        // A day later the two forgotten words (S = 0.212) are due at R = 0.766: weight 8 + round(8 · 0.134/0.9) = 9
        // each; the two known (S = 2.3065) are at R = 0.947, not due: weight 1 + ⌊3 · 0.053/0.1⌋ = 2; the 27
        // unseen 4. Total 18 + 4 + 108 = 130: about 0.26 of games hold a forgotten word, 0.12 an unseen
        // one, 0.06 a known one. The bounds sit five standard deviations of 1,000 draws away.
        #expect(forgottenRate > 0.2, "forgotten word in \(forgottenCount) of \(draws) games")
        #expect(forgottenRate > 1.5 * unseenRate, "forgotten \(forgottenRate), unseen \(unseenRate)")
        #expect(knownRate < 0.8 * unseenRate, "known \(knownRate), unseen \(unseenRate): never above a new word before due")
    }
}

/// The README's example of a front end plugging into the kit, run as written.
@Suite("README: where a front end plugs in", .timeLimit(.minutes(15)))
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
