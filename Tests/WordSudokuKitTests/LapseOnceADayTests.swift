import Foundation
import Testing
@testable import WordSudokuKit

/// A word lapses at most once a learner's day (a local date starting at 4 am): a second miss
/// the same day, in another game or a recall check, is the same forgetting.
@Suite("A lapse a day at most", .timeLimit(.minutes(15)))
struct LapseOnceADayTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let cat = WordPair(first: ["cat"], second: ["le chat"])

    /// 2026-11-20 at `hour`:`minute` UTC.
    static func at(_ hour: Int, _ minute: Int = 0, dayOffset: Int = 0) -> Date {
        Date(timeIntervalSince1970: 1_795_132_800 + Double(dayOffset * 86_400 + hour * 3600 + minute * 60))
    }

    @Test func theLearnersDayStartsAtFourInTheMorning() {
        #expect(LearnerDay.of(Self.at(4), timeZone: Self.utc) == CivilDate(parsing: "2026-11-20"))
        #expect(LearnerDay.of(Self.at(3, 59), timeZone: Self.utc) == CivilDate(parsing: "2026-11-19"))
        #expect(LearnerDay.same(Self.at(23), Self.at(1, dayOffset: 1), timeZone: Self.utc), "1 am belongs to the evening before")
        #expect(!LearnerDay.same(Self.at(23), Self.at(4, dayOffset: 1), timeZone: Self.utc))
        // In Paris (UTC+1 in November) 03:30 UTC is 04:30: already the new day.
        let paris = TimeZone(identifier: "Europe/Paris")!
        #expect(LearnerDay.of(Self.at(3, 30), timeZone: paris) == CivilDate(parsing: "2026-11-20"))
    }

    @Test func aSecondMissTheSameDayWritesNothingAndTheNextDayLapsesAgain() throws {
        var memory = LearnerMemory()
        memory.record(player: "ada", pair: Self.cat, rating: .good, at: Self.at(9), timeZone: Self.utc)
        memory.record(player: "ada", pair: Self.cat, rating: .again, at: Self.at(10, dayOffset: 3), timeZone: Self.utc)
        let first = try #require(memory.record(player: "ada", pair: Self.cat))
        #expect(first.wrong == 1 && first.state?.lapses == 1 && first.state?.lastLapse == Self.at(10, dayOffset: 3))
        // Another game that evening, then its recall check: the same forgetting.
        memory.record(player: "ada", pair: Self.cat, rating: .again, at: Self.at(20, dayOffset: 3), timeZone: Self.utc)
        memory.record(player: "ada", pair: Self.cat, rating: .again, at: Self.at(20, 5, dayOffset: 3), timeZone: Self.utc)
        #expect(memory.record(player: "ada", pair: Self.cat) == first)
        // A recall that day is still recorded.
        memory.record(player: "ada", pair: Self.cat, rating: .good, at: Self.at(21, dayOffset: 3), timeZone: Self.utc)
        #expect(memory.record(player: "ada", pair: Self.cat)?.right == 2)
        // The next day, a miss lapses again.
        memory.record(player: "ada", pair: Self.cat, rating: .again, at: Self.at(10, dayOffset: 4), timeZone: Self.utc)
        let later = try #require(memory.record(player: "ada", pair: Self.cat))
        #expect(later.wrong == 2 && later.state?.lapses == 2)
        try memory.validate()
    }

    @Test func aStoredLastLapseIsValidated() throws {
        var memory = LearnerMemory()
        memory.record(player: "ada", pair: Self.cat, rating: .again, at: Self.at(10), timeZone: Self.utc)
        let decoded = try JSONDecoder().decode(LearnerMemory.self, from: JSONEncoder().encode(memory))
        #expect(decoded == memory)
        var hostile = memory
        hostile.players["ada"]?[Self.cat.memoryKey]?.state?.lastLapse = Self.at(10, dayOffset: 2)
        #expect(throws: InvalidStoredValue.self) { try hostile.validate() }
        hostile.players["ada"]?[Self.cat.memoryKey]?.state?.lastLapse = Date(timeIntervalSince1970: .infinity)
        #expect(throws: InvalidStoredValue.self) { try hostile.validate() }
    }
}
