import Foundation
import Testing
@testable import WordSudokuKit

/// FSRS-6 on cases computed by hand from the published formulas and default parameters
/// (the arithmetic is in each test), with fixed dates: the scheduler reads no clock.
@Suite("Learner memory: the FSRS scheduler", .timeLimit(.minutes(15)))
struct SchedulerTests {
    /// 2026-11-20 09:00:00 UTC.
    static let monday = Date(timeIntervalSince1970: 1_795_165_200)
    static let day = 86_400.0

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.0005) -> Bool { abs(a - b) <= tolerance }

    @Test func recallIsNinetyPercentAfterOneStabilityAndFallsOnTheCurve() {
        // factor = 0.9^(−1/0.1542) − 1 = e^(0.105361/0.1542) − 1 = e^0.683275 − 1 = 0.980346.
        #expect(Self.close(FSRS.factor(FSRS.decay), 0.980346, 0.000001))
        #expect(Self.close(FSRS.retrievability(elapsedDays: 2.3065, stability: 2.3065), 0.9, 1e-12))
        // R(1, 0.212) = (1 + 0.980346 · 1/0.212)^(−0.1542) = 5.624274^(−0.1542) = e^(−0.1542·1.727093) = 0.7662.
        #expect(Self.close(FSRS.retrievability(elapsedDays: 1, stability: 0.212), 0.7662))
        #expect(FSRS.retrievability(elapsedDays: 0, stability: 0.212) == 1)
        #expect(Self.close(FSRS.intervalDays(stability: 11.9, retention: 0.9), 11.9, 1e-9), "I(0.9, S) = S")
        // The game's target, 0.85: I = S/0.980346 · (0.85^(−1/0.1542) − 1) = S · (e^(0.162519/0.1542) − 1)/0.980346
        //   = S · (e^1.053949 − 1)/0.980346 = S · 1.868958/0.980346 = 1.906426·S.
        #expect(FSRS.desiredRetention == 0.85)
        #expect(Self.close(FSRS.intervalDays(stability: 11.9), 11.9 * 1.906426, 1e-5))
        #expect(Self.close(FSRS.retrievability(elapsedDays: 1.906426 * 11.9, stability: 11.9), 0.85, 1e-6))
    }

    static let utc = TimeZone(identifier: "UTC")!

    @Test func aFirstReviewSetsTheInitialStabilityAndDifficulty() {
        // Good: S₀ = w₂ = 2.3065; D₀(3) = w₄ − e^(w₅·2) + 1 = 7.4133 − e^1.6668 = 7.4133 − 5.2952 = 2.1181;
        // R = 0.85 after 1.906426·S = 4.397 days: 4 whole days, due at the start (4 am) of Tuesday
        // 24 November's learner day, 4 days less 5 hours after Friday 09:00.
        let good = FSRS.review(nil, rating: .good, at: Self.monday, timeZone: Self.utc)
        #expect(good.stability == 2.3065 && Self.close(good.difficulty, 2.1181))
        #expect(good.due.timeIntervalSince(Self.monday) == 4 * Self.day - 5 * 3600)
        #expect(good.reps == 1 && good.lapses == 0 && good.lastReview == Self.monday)
        // Again: S₀ = w₀ = 0.212, I = 0.404 days, rounded to 0 and raised to 1: due the next
        // morning at 4 am, not the same evening (a second miss the same day would teach nothing);
        // D₀(1) = w₄ = 6.4133; a lapse.
        let again = FSRS.review(nil, rating: .again, at: Self.monday, timeZone: Self.utc)
        #expect(again.stability == 0.212 && Self.close(again.difficulty, 6.4133))
        #expect(again.due.timeIntervalSince(Self.monday) == Self.day - 5 * 3600)
        #expect(again.lapses == 1)
        // Hard: S₀ = w₁ = 1.2931; D₀(2) = 7.4133 − e^0.8334 = 7.4133 − 2.3012 = 5.1121.
        let hard = FSRS.review(nil, rating: .hard, at: Self.monday, timeZone: Self.utc)
        #expect(hard.stability == 1.2931 && Self.close(hard.difficulty, 5.1121))
    }

    @Test func aGoodReviewWhenDueGrowsStabilitySevenfold() {
        let first = FSRS.review(nil, rating: .good, at: Self.monday, timeZone: Self.utc)
        let second = FSRS.review(first, rating: .good, at: first.due, timeZone: Self.utc)
        // Due on the learner's fourth day after: R after 4 whole days, 0.8633.
        // S′ = S·(e^w₈·(11 − D)·S^(−w₉)·(e^(w₁₀·(1 − R)) − 1) + 1) = 16.1773, as py-fsrs 6.3.0
        // gives (learning steps off, no fuzz). D′ = w₇·D₀(4) + (1 − w₇)·D (ΔD = 0 for good) = 2.1112.
        #expect(Self.close(second.stability, 16.1773, 0.001))
        #expect(Self.close(second.difficulty, 2.1112))
        // I = 16.1773 × 1.906426 = 30.84 days: 31 whole days (py-fsrs rounds the same way).
        #expect(second.due.timeIntervalSince(first.due) == 31 * Self.day, "due 31 days after the second review")
        #expect(second.reps == 2 && second.lapses == 0)
    }

    @Test func forgettingTenDaysLaterDropsStabilityAndRaisesDifficulty() {
        let first = FSRS.review(nil, rating: .good, at: Self.monday, timeZone: Self.utc)
        let lapse = FSRS.review(first, rating: .again, at: Self.monday.addingTimeInterval(10 * Self.day), timeZone: Self.utc)
        // R = (1 + 0.980346·10/2.3065)^(−0.1542) = 5.25036^(−0.1542) = 0.77437.
        // S′f = w₁₁·D^(−w₁₂)·((S+1)^w₁₃ − 1)·e^(w₁₄(1−R)) = 1.4835 · 0.954963 · 0.369428 · 1.450491 = 0.7591
        //   (below S / e^(w₁₇·w₁₈) = 2.3065 / 1.0507 = 2.1952, so kept).
        // D: ΔD = −w₆·(1 − 3) = 6.0388; D′ = 2.1181 + 6.0388·(10 − 2.1181)/9 = 7.4067;
        //   D″ = 0.001·(−4.7716) + 0.999·7.4067 = 7.3945.
        #expect(Self.close(lapse.stability, 0.7591))
        #expect(Self.close(lapse.difficulty, 7.3945))
        #expect(lapse.lapses == 1 && lapse.reps == 2)
        // I = 0.7591 × 1.906426 = 1.45 days: 1 day, the next morning at 4 am.
        #expect(lapse.due.timeIntervalSince(lapse.lastReview) == Self.day - 5 * 3600, "due again the next morning")
    }

    @Test func aSecondReviewTheSameDayUsesTheShortTermFormula() {
        let first = FSRS.review(nil, rating: .good, at: Self.monday, timeZone: Self.utc)
        let later = Self.monday.addingTimeInterval(2 * 3600)
        // S′ = S·e^(w₁₇·(G − 3 + w₁₈))·S^(−w₁₉). Again: 2.3065 · e^(0.5425·(−1.9088)) · 2.3065^(−0.0658)
        //   = 2.3065 · 0.355051 · 0.946493 = 0.7751.
        let again = FSRS.review(first, rating: .again, at: later, timeZone: Self.utc)
        #expect(Self.close(again.stability, 0.7751))
        #expect(again.lastReview == later && again.lapses == 1)
        // Good: SInc = e^(0.5425·0.0912) · 0.946493 = 0.9945 < 1, raised to 1: S stays 2.3065,
        // and the due day with it.
        let good = FSRS.review(first, rating: .good, at: later, timeZone: Self.utc)
        #expect(good.stability == 2.3065)
        #expect(good.due == first.due)
    }

    /// A review at 1 am belongs to the evening before (the learner's day starts at 4 am): its
    /// next day is counted from there.
    @Test func aReviewAfterMidnightCountsForTheDayBefore() {
        let lateNight = Date(timeIntervalSince1970: 1_795_222_800)  // Saturday 21 November, 01:00 UTC
        let again = FSRS.review(nil, rating: .again, at: lateNight, timeZone: Self.utc)
        #expect(again.due == Date(timeIntervalSince1970: 1_795_233_600), "Saturday 04:00, three hours later")
        let paris = TimeZone(identifier: "Europe/Paris")!  // UTC+1 in November: 01:00 UTC is 02:00 there
        #expect(FSRS.review(nil, rating: .again, at: lateNight, timeZone: paris).due
                == Date(timeIntervalSince1970: 1_795_233_600 - 3600), "04:00 in Paris")
    }

    /// Intervals are whole days; from 3 days on, a fuzz moves them a little, within FSRS's
    /// ranges, so that words learned together come back on different days.
    @Test func intervalsAreWholeDaysFuzzedWithinTheirRange() {
        // S = 2.3065 at 0.85: 4.397 → 4 days; at 0.9: 2.3065 → 2; S = 0.212: 0.404 → 1.
        #expect(FSRS.scheduledDays(stability: 2.3065) == 4)
        #expect(FSRS.scheduledDays(stability: 2.3065, retention: 0.9) == 2)
        #expect(FSRS.scheduledDays(stability: 0.212) == 1)
        #expect(FSRS.scheduledDays(stability: 0.212, fuzz: 0.99) == 1, "below 3 days, no fuzz")
        #expect(FSRS.scheduledDays(stability: 30_000) == 36_500)
        // 10 days (S = 10 / 1.906426 = 5.2454): delta = 1 + 0.15 × 4.5 + 0.1 × 3 = 1.975,
        // so 8 (round 8.025) … 12 (round 11.975) days.
        let ten = 10 / 1.906426
        #expect(FSRS.scheduledDays(stability: ten) == 10)
        let fuzzed = stride(from: 0.0, to: 1, by: 0.01).map { FSRS.scheduledDays(stability: ten, fuzz: $0) }
        #expect(Set(fuzzed) == [8, 9, 10, 11, 12])
        #expect(FSRS.scheduledDays(stability: ten, fuzz: 0) == 8 && FSRS.scheduledDays(stability: ten, fuzz: 0.999) == 12)
        // 100 days: delta = 1 + 0.675 + 1.3 + 0.05 × 80 = 6.975: 93 … 107.
        let hundred = stride(from: 0.0, to: 1, by: 0.001).map { FSRS.scheduledDays(stability: 100 / 1.906426, fuzz: $0) }
        #expect(hundred.min() == 93 && hundred.max() == 107)
    }

    @Test func aReviewDatedBeforeTheLastDoesNotMoveTheLastReviewBack() {
        let first = FSRS.review(nil, rating: .good, at: Self.monday)
        let earlier = FSRS.review(first, rating: .good, at: Self.monday.addingTimeInterval(-3600))
        #expect(earlier.lastReview == Self.monday && earlier.due > Self.monday)
    }
}
