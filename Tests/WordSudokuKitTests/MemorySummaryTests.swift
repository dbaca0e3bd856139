import Foundation
import Testing
@testable import WordSudokuKit

/// The statistics of a learner memory at a fixed moment: due today, learned, estimated
/// retention, leeches.
@Suite("Learner memory: the statistics", .timeLimit(.minutes(5)))
struct MemorySummaryTests {
    static let monday = SchedulerTests.monday
    static let day = SchedulerTests.day

    static func pair(_ en: String, _ fr: String) -> WordPair { WordPair(first: [en], second: [fr]) }

    @Test func dueLearnedRetentionAndLeechesOnAHandMadeMemory() {
        var memory = LearnerMemory()
        let cat = Self.pair("cat", "le chat"), dog = Self.pair("dog", "le chien")
        let horse = Self.pair("horse", "le cheval"), cow = Self.pair("cow", "la vache")
        // cat: good on Monday → S = 2.3065, due in 4 days (3 to 5 with the fuzz), at 4 am.
        memory.record(player: "ada", pair: cat, rating: .good, at: Self.monday)
        // dog: again on Monday → S = 0.212, due at 4 am the next morning.
        memory.record(player: "ada", pair: dog, rating: .again, at: Self.monday)
        // horse: good four times, each when due, from ten weeks ago (the last 6.1 days ago) → S = 173.8
        // days: learned (≥ 21), due in 5½ months.
        var date = Self.monday.addingTimeInterval(-70 * Self.day)
        for _ in 0..<4 {
            memory.record(player: "ada", pair: horse, rating: .good, at: date)
            date = memory.record(player: "ada", pair: horse)!.state!.due
        }
        // cow: forgotten four times, a day apart: a leech.
        for day in 0..<4 { memory.record(player: "ada", pair: cow, rating: .again, at: Self.monday.addingTimeInterval(Double(day - 4) * Self.day)) }
        // bob's words are his own.
        memory.record(player: "bob", pair: cat, rating: .again, at: Self.monday)

        let now = Self.monday.addingTimeInterval(3600)
        let midnight = LearnerDay.start(of: LearnerDay.of(now).adding(days: 1))
        let summary = memory.summary(player: "ada", at: now, endOfDay: midnight)
        #expect(summary.reviewed == 4)
        #expect(summary.dueToday == 1, "cow (overdue); not dog (tomorrow), cat (in 3 days or more) nor horse")
        #expect(summary.learned == 1)
        #expect(summary.leeches == [MemorySummary.Leech(key: "cow = la vache", lapses: 4)])
        // Retention is the mean recall of the four at 10:00.
        let expected = [cat, dog, horse, cow].map { memory.record(player: "ada", pair: $0)!.state!.recall(at: now) }.reduce(0, +) / 4
        #expect(SchedulerTests.close(summary.retention!, expected, 1e-12))
        // cat an hour after a good review: R = (1 + 0.980346·(1/24)/2.3065)^(−0.1542) = 0.9973.
        #expect(SchedulerTests.close(memory.record(player: "ada", pair: cat)!.state!.recall(at: now), 0.9973))

        let everyone = memory.summary(player: nil, at: now, endOfDay: midnight)
        #expect(everyone.reviewed == 5 && everyone.dueToday == 1)
        #expect(LearnerMemory().summary(player: "ada", at: now, endOfDay: midnight).retention == nil)
    }
}
