import Foundation
import Testing
@testable import WordSudokuKit

/// FSRS on the learner's calendar: "the same day" is the learner's day (the local date from
/// 4 am), not "less than 24 hours"; the whole days between reviews count; and two details of
/// FSRS-6 as py-fsrs 6.3.0 has them (the reference values below are py-fsrs's).
@Suite("Scheduling on the learner's days", .timeLimit(.minutes(15)))
struct LearnerDaySchedulingTests {
    static let utc = TimeZone(identifier: "UTC")!
    /// 2026-11-20 at `hour`:`minute` UTC, `day` days later.
    static func at(_ hour: Int, _ minute: Int = 0, day: Int = 0) -> Date {
        Date(timeIntervalSince1970: 1_795_132_800 + Double(day * 86_400 + hour * 3600 + minute * 60))
    }

    /// A daily player who starts each game ten minutes earlier than the day before: under a
    /// 24-hour rule every review was "the same day" and a word recalled every day stayed due
    /// every day; on the learner's days each is a review a day later, and the word grows.
    @Test func aDailyPlayerStartingEarlierEachDayIsNotReviewingTheSameDay() throws {
        var state = FSRS.review(nil, rating: .good, at: Self.at(20))
        for day in 1...5 {
            let date = Self.at(20, day: day).addingTimeInterval(Double(-10 * 60 * day))
            #expect(date.timeIntervalSince(state.lastReview) < FSRS.secondsPerDay, "less than 24 hours after the last")
            let before = state
            state = FSRS.review(state, rating: .good, at: date, timeZone: Self.utc)
            let longTerm = FSRS.stabilityAfterRecall(difficulty: before.difficulty, stability: before.stability,
                                                     retrievability: FSRS.retrievability(elapsedDays: 1, stability: before.stability), rating: .good)
            #expect(state.stability == longTerm, "day \(day): the long-term formula after one whole day")
        }
        // Under the 24-hour rule the same player's word stayed below half a day of stability.
        #expect(state.stability > 20)
        #expect(state.due > Self.at(20, day: 6).addingTimeInterval(7 * FSRS.secondsPerDay), "not due every day: \(state.due)")
    }

    /// Two reviews on one learner's day, even across midnight (before 4 am), use the same-day formula.
    @Test func reviewsAtElevenAndOneAreTheSameDay() {
        let first = FSRS.review(nil, rating: .good, at: Self.at(23))
        let second = FSRS.review(first, rating: .good, at: Self.at(1, day: 1), timeZone: Self.utc)
        #expect(second.stability == FSRS.stabilityAfterSameDayReview(stability: first.stability, rating: .good))
        let nextDay = FSRS.review(first, rating: .good, at: Self.at(4, 30, day: 1), timeZone: Self.utc)
        #expect(nextDay.stability != second.stability, "4:30 is the next learner's day")
    }

    /// A same-day hard may lower the stability (py-fsrs 6.3.0: 2.3065 → 1.33338); good never does.
    @Test func aSameDayHardMayLowerTheStability() {
        let first = FSRS.review(nil, rating: .good, at: Self.at(9))
        let hard = FSRS.review(first, rating: .hard, at: Self.at(11), timeZone: Self.utc)
        #expect(SchedulerTests.close(hard.stability, 1.33338, 0.0001))
        let good = FSRS.review(first, rating: .good, at: Self.at(11), timeZone: Self.utc)
        #expect(good.stability >= first.stability)
    }

    /// A word forgotten comes back the next learner's day whatever FSRS leaves of its stability
    /// (a play-tester answered "I don't know" in a recall check after placing the word right
    /// that evening, and it was due 6 days later): after a right answer in the game and a wrong
    /// one in the check the same evening, and after a lapse a month on; the state keeps FSRS's
    /// stability.
    @Test func aWordForgottenComesBackTheNextDay() {
        let learned = MemoryState(stability: 20, difficulty: 5, lastReview: Self.at(18), due: Self.at(4, day: 17), lapses: 0, reps: 3)
        let game = FSRS.review(learned, rating: .good, at: Self.at(18, day: 17), timeZone: Self.utc)
        let check = FSRS.review(game, rating: .again, at: Self.at(18, 5, day: 17), timeZone: Self.utc)
        #expect(check.stability == FSRS.stabilityAfterSameDayReview(stability: game.stability, rating: .again))
        #expect(check.stability > 5, "FSRS keeps a third of it")
        #expect(check.due == Self.at(4, day: 18), "due at 4 am the next day, not \(check.due)")
        let lapse = FSRS.review(learned, rating: .again, at: Self.at(9, day: 30), timeZone: Self.utc)
        #expect(lapse.due == Self.at(4, day: 31))
        #expect(FSRS.review(learned, rating: .good, at: Self.at(9, day: 30), timeZone: Self.utc).due > Self.at(4, day: 40))
        // Through the memory, as a game and its check record them (a refit keeps it: LearnerFitTests).
        var memory = LearnerMemory()
        let pair = WordPair(first: ["owl"], second: ["le hibou"])
        let date = Self.at(18, day: 17)
        memory.record(player: "ada", pair: pair, rating: .good, at: Self.at(18), timeZone: Self.utc)
        memory.record(player: "ada", pair: pair, rating: .good, at: date, timeZone: Self.utc)
        memory.record(player: "ada", pair: pair, rating: .again, at: date.addingTimeInterval(300), timeZone: Self.utc)
        #expect(memory.record(player: "ada", pair: pair)?.state?.due == Self.at(4, day: 18))
    }

    /// A lapse leaves at most S / e^(w₁₇·w₁₈) (py-fsrs 6.3.0: S 0.05, D 1, 30 days → 0.0475864).
    @Test func aLapseIsBoundedAsFSRSSixBoundsIt() {
        let state = MemoryState(stability: 0.05, difficulty: 1, lastReview: Self.at(9), due: Self.at(10), lapses: 0, reps: 1)
        let after = FSRS.review(state, rating: .again, at: Self.at(9, day: 30), timeZone: Self.utc)
        #expect(SchedulerTests.close(after.stability, 0.0475864, 0.0000001))
    }
}
