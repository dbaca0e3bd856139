import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// The review log: every review the memory writes is appended to `reviews.jsonl` (a game's
/// evidence, a recall check's answers), validated on reading like every stored file, and
/// exported as the CSV FSRS's optimizer reads.
@Suite("Learner memory: the review log", .timeLimit(.minutes(15)))
struct ReviewLogTests {
    let temp = TemporaryStore()
    let clock = FakeClock()
    static let date = SchedulerTests.monday

    func play(at date: Date, session: GameSession = GameFixtures.session()) throws -> GameLifecycle {
        var game = try GameLifecycle(starting: session, store: temp.store, clock: clock, date: { date }, replacing: true)
        for cell in GameFixtures.emptyCells(game.session) where game.session.cells[cell] != game.session.solution[cell] {
            game.play(.place(cell: cell, symbol: Int(game.session.solution[cell])))
        }
        #expect(game.isFinished)
        return game
    }

    @Test func aFinishedGameLogsOneReviewPerWordWithItsStatesAndTheMemoryAgrees() throws {
        let game = try play(at: Self.date)
        let reviews = temp.store.loadReviews()
        let memory = temp.store.loadMemory(now: Self.date)
        let filled = Set(GameFixtures.emptyCells(game.session).map { Int(game.session.solution[$0]) })
        #expect(reviews.count == filled.count)
        for review in reviews {
            #expect(review.player == "ada" && review.game == game.session.id && review.source == .game)
            #expect(review.list == game.session.setup.listName)
            #expect(review.rating == .good && review.before == nil && review.elapsedDays == nil)
            #expect(review.time == Self.date)
            let record = try #require(memory.players["ada"]?[review.pair])
            #expect(record.state == review.after, "the log's state after is the memory's")
        }
    }

    /// Three days later the same words again: each line says 3 whole days since the last
    /// review and carries the state before, which is the state after of the first line.
    @Test func aLaterGameLogsTheDaysBetweenAndTheStateBefore() throws {
        _ = try play(at: Self.date)
        let later = Self.date.addingTimeInterval(3 * SchedulerTests.day)
        _ = try play(at: later)
        let reviews = temp.store.loadReviews()
        let first = reviews.filter { $0.time == Self.date }, second = reviews.filter { $0.time == later }
        #expect(first.count == second.count && !second.isEmpty)
        for review in second {
            let earlier = try #require(first.first { $0.pair == review.pair })
            #expect(review.elapsedDays == 3 && review.before == earlier.after)
            #expect(review.after.reps == 2)
        }
    }

    @Test func recallCheckAnswersAreLoggedAsSuch() throws {
        let game = try play(at: Self.date)
        var check = try #require(game.recallCheck())
        let word = game.session.setup.answerWord(check.symbols[0])
        let before = temp.store.loadReviews().count
        _ = game.answer(word, in: &check)
        let reviews = temp.store.loadReviews()
        // The word was rated good by the game minutes ago: a same-day review, logged.
        #expect(reviews.count == before + 1)
        let last = try #require(reviews.last)
        #expect(last.source == .recallCheck && last.game == game.session.id && last.elapsedDays == 0)
        #expect(last.pair == game.session.setup.pairs[check.symbols[0] - 1].memoryKey)
    }

    /// A torn line (a crash mid-append) and a line whose value is impossible are set aside, once,
    /// and the other lines still read.
    @Test func damagedLinesAreSetAsideAndTheRestRead() throws {
        _ = try play(at: Self.date)
        let count = temp.store.loadReviews().count
        let path = temp.path("reviews.jsonl")
        var text = try #require(temp.contents("reviews.jsonl"))
        let impossible = text.split(separator: "\n")[0].replacingOccurrences(of: "\"rating\":3", with: "\"rating\":9")
        text += impossible + "\n" + "{\"formatVersion\":1,\"data\":{\"time\":17951"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(temp.store.loadReviews().count == count)
        #expect(temp.notices.contains { $0.contains("2 damaged lines moved aside") }, "\(temp.notices)")
        #expect(temp.store.loadReviews().count == count)
    }

    @Test func theCSVHasTheOptimizersColumnsAndQuotesWhatNeedsIt() throws {
        let before = FSRS.review(nil, rating: .good, at: Self.date)
        let after = FSRS.review(before, rating: .again, at: Self.date.addingTimeInterval(10 * SchedulerTests.day))
        let entry = ReviewLogEntry(time: after.lastReview, player: "Zoé", list: "my, \"list\"", pair: "cat = le chat",
                                   rating: .again, elapsedDays: 10, before: before, after: after, game: "g", source: .game)
        #expect(ReviewLogEntry.csvHeader.hasPrefix("card_id,review_time,review_rating,review_state,review_duration,"))
        let fields = entry.csvLine.components(separatedBy: ",")
        #expect(fields[1] == "1796029200000", "milliseconds since 1970")
        #expect(fields[2] == "1" && fields[3] == "2" && fields[4] == "0", "again; was in review; no duration")
        #expect(entry.csvLine.contains(",Zoé,\"my, \"\"list\"\"\",cat = le chat,10,"))
        #expect(entry.cardID == ReviewLogEntry(time: Self.date, player: "Zoé", list: "x", pair: "cat = le chat", rating: .good,
                                               elapsedDays: nil, before: nil, after: before, game: "h", source: .game).cardID,
                "one card per player and pair")
        let new = ReviewLogEntry(time: Self.date, player: "Zoé", list: "x", pair: "cat = le chat", rating: .good,
                                 elapsedDays: nil, before: nil, after: before, game: "h", source: .game)
        #expect(new.reviewState == 0)
        let relearning = ReviewLogEntry(time: Self.date, player: "Zoé", list: "x", pair: "cat = le chat", rating: .good,
                                        elapsedDays: 1, before: after, after: FSRS.review(after, rating: .good, at: after.due),
                                        game: "h", source: .game)
        #expect(relearning.reviewState == 3)
    }

    /// Statistics cleared: the review log goes with the memory.
    @Test func clearingTheStatisticsDeletesTheLog() throws {
        _ = try play(at: Self.date)
        #expect(!temp.store.loadReviews().isEmpty)
        try temp.store.clearStatistics()
        #expect(temp.store.loadReviews().isEmpty && temp.contents("reviews.jsonl") == nil)
    }
}
