import Foundation
import SudokuEngine
import Testing
@testable import LearningLab

@Suite("The learner models behave as their papers say")
struct LearnerModelTests {
    static let day = 86_400.0

    // MARK: HLR

    @Test func hlrForgetsExponentiallyWithTheHalfLifeItsWeightsGive() {
        var learner = HLRLearner(difficulties: [0])
        #expect(learner.recall(0, at: 0) == 0, "a word never met is not recalled")
        learner.expose(0, .studied, at: 0)
        // h = 2^(−2.5 + 2.5·√1 − 0.3·√2) days.
        let h = pow(2, -0.3 * 2.0.squareRoot())
        #expect(abs(learner.halfLife(0) - h) < 1e-12)
        #expect(abs(learner.recall(0, at: h * Self.day) - 0.5) < 1e-12)
        #expect(abs(learner.recall(0, at: 2 * h * Self.day) - 0.25) < 1e-12)
    }

    @Test func hlrRecallsLengthenTheHalfLifeAndAHarderWordHasAShorterOne() {
        var learner = HLRLearner(difficulties: [0, 1])
        var halfLives: [Double] = []
        learner.expose(0, .studied, at: 0)
        learner.expose(1, .studied, at: 0)
        for n in 1...4 {
            halfLives.append(learner.halfLife(0))
            learner.expose(0, .recalled, at: Double(n) * Self.day)
        }
        #expect(zip(halfLives, halfLives.dropFirst()).allSatisfy { $0 < $1 })
        #expect(learner.halfLife(1) < HLRLearner(difficulties: [0]).halfLifeAfterOneStudy)
        // A repeat restarts the clock but adds no count.
        let before = learner.halfLife(0)
        learner.expose(0, .repeated, at: 10 * Self.day)
        #expect(learner.halfLife(0) == before && learner.recall(0, at: 10 * Self.day) == 1)
    }

    // MARK: ACT-R

    @Test func actRActivationIsTheLogOfTheDecayedTraces() {
        var learner = ACTRLearner(eases: [0])
        #expect(learner.recall(0, at: 0) == 0)
        #expect(learner.nextDecay(0, at: 0) == ACTRLearner.alpha, "the first trace decays at α")
        learner.expose(0, .studied, at: 0)
        // One trace of decay α, 100 s later: m = ln 100^(−0.177); p = 1 / (1 + e^((τ − m)/s)).
        let m = -0.177 * log(100.0)
        #expect(abs(learner.activation(0, at: 100) - m) < 1e-12)
        #expect(abs(learner.recall(0, at: 100) - 1 / (1 + exp((-0.704 - m) / 0.255))) < 1e-12)
        // Beyond the first hour, time counts at h = 0.025.
        #expect(abs(ACTRLearner.age(3_600 + 40_000) - (3_600 + 1_000)) < 1e-9)
    }

    @Test func actRDecayGrowsWithActivationSoMassedPracticeFadesFaster() {
        var learner = ACTRLearner(eases: [0])
        learner.expose(0, .studied, at: 0)
        let soon = learner.nextDecay(0, at: 60), later = learner.nextDecay(0, at: Self.day)
        #expect(soon > later && later > ACTRLearner.alpha)
        #expect(abs(soon - (0.217 * exp(learner.activation(0, at: 60)) + 0.177)) < 1e-12)

        // Three exposures a minute apart against three a day apart, tested a week after the last.
        var massed = ACTRLearner(eases: [0]), spaced = ACTRLearner(eases: [0])
        for i in 0..<3 {
            massed.expose(0, .studied, at: 2 * Self.day + Double(i) * 60)
            spaced.expose(0, .studied, at: Double(i) * Self.day)
        }
        #expect(massed.words[0].traces.last!.decay > spaced.words[0].traces.last!.decay)
        #expect(spaced.recall(0, at: 9 * Self.day) > massed.recall(0, at: 9 * Self.day) + 0.05)
    }

    @Test func theSameSeedDrawsTheSameHiddenDifficulties() {
        var a = RandomSource(seed: 5), b = RandomSource(seed: 5), c = RandomSource(seed: 6)
        #expect(HLRLearner(wordCount: 50, random: &a) == HLRLearner(wordCount: 50, random: &b))
        #expect(HLRLearner(wordCount: 50, random: &a) != HLRLearner(wordCount: 50, random: &c))
        var d = RandomSource(seed: 5)
        let eases = ACTRLearner(wordCount: 2_000, random: &d).words.map(\.ease)
        let mean = eases.reduce(0, +) / Double(eases.count)
        let sd = (eases.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(eases.count)).squareRoot()
        #expect(abs(mean) < 0.03 && abs(sd - ACTRLearner.easeSpread) < 0.03, "mean \(mean), sd \(sd)")
    }
}

extension HLRLearner {
    /// The half-life of word 0 after one study.
    var halfLifeAfterOneStudy: Double {
        var copy = self
        copy.expose(0, .studied, at: 0)
        return copy.halfLife(0)
    }
}
