import Foundation
import Testing
@testable import WordSudokuKit

/// FSRS-6 on cases computed by hand from the published formulas and default parameters
/// (the arithmetic is in each test), with fixed dates: the scheduler reads no clock.
@Suite("Learner memory: the FSRS scheduler", .timeLimit(.minutes(5)))
struct SchedulerTests {
    /// 2026-11-20 09:00:00 UTC.
    static let monday = Date(timeIntervalSince1970: 1_795_165_200)
    static let day = 86_400.0

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.0005) -> Bool { abs(a - b) <= tolerance }

    @Test func recallIsNinetyPercentAfterOneStabilityAndFallsOnTheCurve() {
        // factor = 0.9^(−1/0.1542) − 1 = e^(0.105361/0.1542) − 1 = e^0.683275 − 1 = 0.980346.
        #expect(Self.close(FSRS.factor, 0.980346, 0.000001))
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

    @Test func aFirstReviewSetsTheInitialStabilityAndDifficulty() {
        // Good: S₀ = w₂ = 2.3065; D₀(3) = w₄ − e^(w₅·2) + 1 = 7.4133 − e^1.6668 = 7.4133 − 5.2952 = 2.1181;
        // due when R = 0.85, 1.906426·S days later: 4.397172 days × 86,400 s = 379,915.7 s, kept to the second.
        let good = FSRS.review(nil, rating: .good, at: Self.monday)
        #expect(good.stability == 2.3065 && Self.close(good.difficulty, 2.1181))
        #expect(good.due.timeIntervalSince(Self.monday) == 379_916)
        #expect(good.reps == 1 && good.lapses == 0 && good.lastReview == Self.monday)
        // Again: S₀ = w₀ = 0.212 (due 0.212 × 1.906426 days = 34,919.6 s later, the same evening);
        // D₀(1) = w₄ = 6.4133; a lapse.
        let again = FSRS.review(nil, rating: .again, at: Self.monday)
        #expect(again.stability == 0.212 && Self.close(again.difficulty, 6.4133))
        #expect(again.due.timeIntervalSince(Self.monday) == 34_920)
        #expect(again.lapses == 1)
        // Hard: S₀ = w₁ = 1.2931; D₀(2) = 7.4133 − e^0.8334 = 7.4133 − 2.3012 = 5.1121.
        let hard = FSRS.review(nil, rating: .hard, at: Self.monday)
        #expect(hard.stability == 1.2931 && Self.close(hard.difficulty, 5.1121))
    }

    @Test func aGoodReviewWhenDueGrowsStabilitySevenfold() {
        let utc = TimeZone(identifier: "UTC")!
        let first = FSRS.review(nil, rating: .good, at: Self.monday)
        let second = FSRS.review(first, rating: .good, at: first.due, timeZone: utc)
        // Due 4.4 days later, on the learner's fourth day after: R after 4 whole days, 0.8633.
        // S′ = S·(e^w₈·(11 − D)·S^(−w₉)·(e^(w₁₀·(1 − R)) − 1) + 1) = 16.1773, as py-fsrs 6.3.0
        // gives (learning steps off, no fuzz). D′ = w₇·D₀(4) + (1 − w₇)·D (ΔD = 0 for good) = 2.1112.
        #expect(Self.close(second.stability, 16.1773, 0.001))
        #expect(Self.close(second.difficulty, 2.1112))
        #expect(Self.close(second.due.timeIntervalSince(first.due) / Self.day, 16.1773 * 1.906426, 0.002), "due 30.8 days after the second review")
        #expect(second.reps == 2 && second.lapses == 0)
    }

    @Test func forgettingTenDaysLaterDropsStabilityAndRaisesDifficulty() {
        let first = FSRS.review(nil, rating: .good, at: Self.monday)
        let lapse = FSRS.review(first, rating: .again, at: Self.monday.addingTimeInterval(10 * Self.day))
        // R = (1 + 0.980346·10/2.3065)^(−0.1542) = 5.25036^(−0.1542) = 0.77437.
        // S′f = w₁₁·D^(−w₁₂)·((S+1)^w₁₃ − 1)·e^(w₁₄(1−R)) = 1.4835 · 0.954963 · 0.369428 · 1.450491 = 0.7591
        //   (below S = 2.3065, so kept).
        // D: ΔD = −w₆·(1 − 3) = 6.0388; D′ = 2.1181 + 6.0388·(10 − 2.1181)/9 = 7.4067;
        //   D″ = 0.001·(−4.7716) + 0.999·7.4067 = 7.3945.
        #expect(Self.close(lapse.stability, 0.7591))
        #expect(Self.close(lapse.difficulty, 7.3945))
        #expect(lapse.lapses == 1 && lapse.reps == 2)
        #expect(Self.close(lapse.due.timeIntervalSince(lapse.lastReview) / Self.day, 0.7591 * 1.906426), "due again in 35 hours")
    }

    @Test func aSecondReviewTheSameDayUsesTheShortTermFormula() {
        let first = FSRS.review(nil, rating: .good, at: Self.monday)
        let later = Self.monday.addingTimeInterval(2 * 3600)
        // S′ = S·e^(w₁₇·(G − 3 + w₁₈))·S^(−w₁₉). Again: 2.3065 · e^(0.5425·(−1.9088)) · 2.3065^(−0.0658)
        //   = 2.3065 · 0.355051 · 0.946493 = 0.7751.
        let again = FSRS.review(first, rating: .again, at: later)
        #expect(Self.close(again.stability, 0.7751))
        #expect(again.lastReview == later && again.lapses == 1)
        // Good: SInc = e^(0.5425·0.0912) · 0.946493 = 0.9945 < 1, raised to 1: S stays 2.3065.
        let good = FSRS.review(first, rating: .good, at: later)
        #expect(good.stability == 2.3065)
        #expect(good.due == later.addingTimeInterval(379_916))
    }

    @Test func aReviewDatedBeforeTheLastDoesNotMoveTheLastReviewBack() {
        let first = FSRS.review(nil, rating: .good, at: Self.monday)
        let earlier = FSRS.review(first, rating: .good, at: Self.monday.addingTimeInterval(-3600))
        #expect(earlier.lastReview == Self.monday && earlier.due > Self.monday)
    }
}
