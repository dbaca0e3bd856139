import Foundation
import SudokuEngine
import Testing
@testable import LearningLab
@testable import WordSudokuKit

/// Issue 24, item 4: what a game does with its slots for this learner, read from the review log
/// (`LearnerFit`, `WordChoicePolicy`), and the weights it gives (`LearnerMemory.weights`).
@Suite("Learner memory: fitting the learner and choosing the policy", .timeLimit(.minutes(2)))
struct WordChoicePolicyTests {
    /// Monday 17 November 2026, 9:00 UTC.
    static let date = Date(timeIntervalSince1970: 1_795_165_200)
    static let utc = TimeZone(identifier: "UTC")!
    static let day = 86_400.0

    /// Reviews of a learner whose true chance of recall is FSRS's curve at `scale` times the
    /// memory's stabilities, drawn from a seed: stabilities 0.2…20 days, gaps 1…12 days.
    static func unit(_ random: inout RandomSource) -> Double { Double(random.next() >> 11) / 9_007_199_254_740_992 }

    static func fit(scale: Double, reviews: Int = 600, seed: UInt64 = 5) -> LearnerFit {
        var random = RandomSource(seed: seed)
        var fit = LearnerFit()
        for _ in 0..<reviews {
            let stability = 0.2 * pow(100, unit(&random))
            let days = Double(1 + random.nextInt(below: 12))
            let p = FSRS.retrievability(elapsedDays: days, stability: scale * stability)
            fit.add(stability: stability, elapsedDays: days, recalled: unit(&random) < p)
        }
        return fit
    }

    @Test func theFitTellsAFastForgetterFromASlowOne() {
        let fast = Self.fit(scale: 0.125), slow = Self.fit(scale: 4)
        #expect(fast.reviews == 600 && slow.reviews == 600)
        #expect(fast.scale < 0.4, "fitted \(fast.scale) for a learner at 0.125")
        #expect(slow.scale > 1.5, "fitted \(slow.scale) for a learner at 4")
    }

    /// Before any review the fit is FSRS's own learner; a same-day review (the recall check)
    /// says nothing of the days between and is not counted.
    @Test func withoutReviewsTheFitIsFSRSsDefaultsAndSameDayReviewsAreLeftOut() {
        var fit = LearnerFit()
        #expect(fit.scale == 1 && fit.decay == FSRS.decay)
        let state = FSRS.review(nil, rating: .good, at: Self.date, timeZone: Self.utc)
        fit.add(ReviewLogEntry(time: Self.date, player: "ada", list: "animals", pair: "a", rating: .again, elapsedDays: 0,
                               before: state, after: state, game: "g", source: .recallCheck))
        #expect(fit.reviews == 0)
        fit.add(ReviewLogEntry(time: Self.date, player: "ada", list: "animals", pair: "a", rating: .again, elapsedDays: 3,
                               before: state, after: state, game: "g", source: .game))
        #expect(fit.reviews == 1)
    }

    /// FSRS's default learner is the cut: a learner who keeps words longer meets every word; one
    /// who forgets faster, or a log too short to tell, consolidates.
    @Test func theLogChoosesThePolicy() {
        #expect(WordChoicePolicy(fit: Self.fit(scale: 4)) == .meetEveryWord)
        #expect(WordChoicePolicy(fit: Self.fit(scale: 2)) == .meetEveryWord)
        #expect(WordChoicePolicy(fit: Self.fit(scale: 0.5)) == .consolidate)
        #expect(WordChoicePolicy(fit: Self.fit(scale: 0.125)) == .consolidate)
        #expect(WordChoicePolicy(fit: Self.fit(scale: 4, reviews: WordChoicePolicy.minimumReviews - 1)) == .consolidate)
        #expect(WordChoicePolicy(fit: LearnerFit()) == .consolidate)
    }

    /// The store reads the player's reviews from its log: every one recalled after long gaps
    /// (a learner who keeps words), or every one missed (one who forgets); another player's
    /// reviews do not count.
    @Test func theStoreReadsThePolicyFromThePlayersReviews() throws {
        func policy(recalled: Bool, count: Int, player: String = "ada") throws -> WordChoicePolicy {
            let folder = FileManager.default.temporaryDirectory.path + "/policy-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let store = Store(directory: folder)
            let state = FSRS.review(nil, rating: .good, at: Self.date, timeZone: Self.utc)
            let later = Self.date.addingTimeInterval(20 * Self.day)
            let rating: FSRS.Rating = recalled ? .good : .again
            let after = FSRS.review(state, rating: rating, at: later, timeZone: Self.utc)
            for i in 0..<count {
                let entry = ReviewLogEntry(time: later, player: player, list: "animals", pair: "pair-\(i)", rating: rating,
                                           elapsedDays: 20, before: state, after: after, game: "g\(i)", source: .game)
                try AtomicFile.appendLine(store.journalLine(entry, in: .reviews), to: store.path(.reviews))
            }
            #expect(store.loadReviews().count == count, "every line is a valid review")
            return store.wordChoicePolicy(player: "ada")
        }
        #expect(try policy(recalled: true, count: 60) == .meetEveryWord)
        #expect(try policy(recalled: false, count: 60) == .consolidate)
        #expect(try policy(recalled: true, count: 60, player: "bob") == .consolidate)
        #expect(try policy(recalled: true, count: 20) == .consolidate)
    }

    /// Under `.meetEveryWord` a word never met weighs as a due word at the target, above every
    /// word not yet due; under `.consolidate` it keeps the game's weight of 4.
    @Test func meetingEveryWordPutsNewWordsWithTheDueOnes() {
        let list = (0..<20).map { WordPair(first: ["w\($0)"], second: ["m\($0)"]) }
        var memory = LearnerMemory()
        let start = Self.date
        memory.record(player: "ada", pair: list[0], rating: .again, at: start, timeZone: Self.utc)
        memory.record(player: "ada", pair: list[1], rating: .good, at: start, timeZone: Self.utc)
        let later = start.addingTimeInterval(1.5 * Self.day)
        let plain = WordChoicePolicy.consolidate.weights(memory, player: "ada", pairs: list, at: later)
        let meet = WordChoicePolicy.meetEveryWord.weights(memory, player: "ada", pairs: list, at: later)
        #expect(plain == memory.weights(player: "ada", pairs: list, at: later), "the game's own weights")
        #expect(plain[2] == 4 && plain[0] >= 8 * list.count)
        #expect(meet[2] == 8 * list.count, "a new word as a due word at the target")
        #expect(meet[0] == plain[0] && meet[1] == plain[1], "the words met keep their weights")
        #expect(meet[1] < meet[2])
    }
}
