import Foundation
import Testing
import WordSudokuKit
@testable import LearningLab

/// SM-2, the benchmark's comparison chooser, on its published intervals.
@Suite("Learning lab: SM-2", .timeLimit(.minutes(15)))
struct SM2ChooserTests {
    static let list = LabList.builtIn()
    /// Monday 5 January 2026, 18:00 UTC.
    static let monday = Date(timeIntervalSince1970: 1_767_636_000)

    @Test func sm2IntervalsAreOneSixThenTimesTheEasiness() {
        let day = FSRS.secondsPerDay
        var card = SM2Chooser.Card(due: Self.monday)
        var intervals: [Double] = []
        var date = Self.monday
        for _ in 0..<4 {
            card = card.reviewed(quality: 4, at: date)
            intervals.append(card.interval)
            date = card.due
        }
        #expect(intervals == [1, 6, 15, 38])          // 15·2.5 = 37.5, rounded up
        #expect(card.easiness == 2.5)                 // q = 4 leaves EF as it is
        #expect(card.due == date.addingTimeInterval(0) && card.due == Self.monday.addingTimeInterval(60 * day))
        // q = 3: EF 2.5 + 0.1 − 2·(0.08 + 2·0.02) = 2.36; the third interval 6·2.36 = 14.16 → 15.
        var hard = SM2Chooser.Card(due: Self.monday).reviewed(quality: 3, at: Self.monday)
        hard = hard.reviewed(quality: 3, at: Self.monday)
        hard = hard.reviewed(quality: 3, at: Self.monday)
        #expect(abs(hard.easiness - 2.08) < 1e-9)      // three times −0.14
        #expect(hard.interval == (6 * (2.5 - 0.28)).rounded(.up))
        // A miss starts again at 1 day, EF unchanged.
        let missed = card.reviewed(quality: 1, at: date)
        #expect(missed.interval == 1 && missed.repetitions == 0 && missed.easiness == 2.5)
    }

    @Test func sm2TakesDueCardsFirstThenNewOnesInListOrder() {
        var chooser = SM2Chooser()
        let first = chooser.choose(9, from: Self.list, at: Self.monday)
        #expect(first == Array(Self.list.pairs.prefix(9)))
        // Answered on Monday: a miss and a right are both due in a day, the others too.
        for (index, pair) in first.enumerated() { chooser.record(pair, recalled: index % 2 == 0, at: Self.monday) }
        let tuesday = Self.monday.addingTimeInterval(FSRS.secondsPerDay)
        #expect(chooser.choose(9, from: Self.list, at: tuesday) == first)
        // Wednesday's game after all were recalled on Tuesday: second repetitions of the
        // recalled-twice words are due in 6 days, so new words fill the game.
        for pair in first { chooser.record(pair, recalled: true, at: tuesday) }
        let wednesday = tuesday.addingTimeInterval(FSRS.secondsPerDay)
        let third = chooser.choose(9, from: Self.list, at: wednesday)
        #expect(Set(third) == Set(first.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
                    .union(Self.list.pairs[9..<14]))
    }
}
