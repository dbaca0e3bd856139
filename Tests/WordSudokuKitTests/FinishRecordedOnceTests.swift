import Foundation
import Testing
@testable import WordSudokuKit

/// A finish is recorded once: however often it is retried after failing half way, one history
/// line, one leaderboard entry, one memory update.
@Suite("Finishing: recorded once", .timeLimit(.minutes(15)))
struct FinishRecordedOnceTests {
    /// Makes every atomic write of `file` fail, as a full disk would (a folder stands where
    /// its temporary file goes), until the returned function is called.
    static func block(_ temp: TemporaryStore, _ file: String) throws -> () throws -> Void {
        let obstacle = temp.path("\(file).tmp.\(getpid())")
        try FileManager.default.createDirectory(atPath: obstacle, withIntermediateDirectories: true)
        return { try FileManager.default.removeItem(atPath: obstacle) }
    }

    @Test func aFinishThatFailedHalfWayAndIsRetriedThreeTimesLeavesOneOfEach() throws {
        let temp = TemporaryStore()
        let (game, result) = StoreRefusalTests.finishedGame()
        let unblock = try Self.block(temp, "leaderboard.json")
        for _ in 0..<3 {
            #expect(throws: StoreError.self) { try temp.store.recordFinishedGame(game, result: result) }
        }
        #expect(temp.store.loadHistory().count == 1, "the history was written once")
        #expect(temp.store.loadLeaderboard().boards.isEmpty)
        try unblock()
        let record = try temp.store.recordFinishedGame(game, result: result)
        #expect(record.leaderboard.bestScore)
        try temp.store.recordFinishedGame(game, result: result)
        #expect(temp.store.loadHistory().count == 1)
        #expect(temp.store.loadHistory().first?.id == game.id)
        #expect(temp.store.loadLeaderboard().boards["2x2-2"]?.count == 1)
        let memory = temp.store.loadMemory()
        #expect(memory.players["ada"]?.values.allSatisfy { $0.seen == 1 } == true, "each word counted once")
        #expect(memory.recentGames.contains(game.id))
    }

    @Test func aRetryAfterTheMemoryFailedCountsTheLeaderboardOnce() throws {
        let temp = TemporaryStore()
        let (game, result) = StoreRefusalTests.finishedGame()
        let unblock = try Self.block(temp, "memory.json")
        #expect(throws: StoreError.self) { try temp.store.recordFinishedGame(game, result: result) }
        #expect(temp.store.loadLeaderboard().boards["2x2-2"]?.count == 1)
        try unblock()
        try temp.store.recordFinishedGame(game, result: result)
        #expect(temp.store.loadLeaderboard().boards["2x2-2"]?.count == 1)
        #expect(temp.store.loadMemory().players["ada"]?.values.allSatisfy { $0.seen == 1 } == true)
    }

    @Test func anIdWithASlashOrAQuoteIsFoundAsItIsWritten() throws {
        let temp = TemporaryStore()
        let (game, result) = StoreRefusalTests.finishedGame()
        let odd = GameSession(setup: game.setup, givens: game.givens, solution: game.solution, id: "v1-a/b\"c")
        var finished = odd
        for cell in GameFixtures.emptyCells(finished) { finished.apply(.place(cell: cell, symbol: Int(finished.solution[cell])), at: 0) }
        finished.apply(.finish, at: 30)
        try temp.store.recordFinishedGame(finished, result: result)
        try temp.store.recordFinishedGame(finished, result: result)
        #expect(temp.store.loadHistory().map(\.id) == ["v1-a/b\"c"])
    }

    @Test func anotherGameOfTheSameCodeIsAnotherGame() throws {
        let temp = TemporaryStore()
        let (game, result) = StoreRefusalTests.finishedGame()
        let (again, againResult) = StoreRefusalTests.finishedGame()
        #expect(game.setup.code == again.setup.code && game.id != again.id)
        try temp.store.recordFinishedGame(game, result: result)
        try temp.store.recordFinishedGame(again, result: againResult)
        #expect(temp.store.loadHistory().count == 2)
    }

    @Test func theLifecycleRetriesAFailedRecordWhenSavedOrLeft() throws {
        let temp = TemporaryStore()
        let clock = FakeClock()
        var game = try GameLifecycle(starting: GameFixtures.session(), store: temp.store, clock: clock, replacing: false)
        let unblock = try Self.block(temp, "leaderboard.json")
        let session = game.session
        for cell in GameFixtures.emptyCells(session) { game.play(.place(cell: cell, symbol: Int(session.solution[cell]))) }
        #expect(game.isFinished && game.recordFailure != nil && game.hasUnwrittenData)
        game.save()
        game.retryRecord()
        #expect(temp.store.loadHistory().count == 1)
        try unblock()
        game.keep()
        #expect(game.recordFailure == nil && !game.hasUnwrittenData)
        #expect(game.finishRecord != nil)
        #expect(temp.store.loadHistory().count == 1)
        #expect(temp.store.loadLeaderboard().boards.values.map(\.count) == [1])
        #expect(!temp.store.hasSavedGame)
    }
}
