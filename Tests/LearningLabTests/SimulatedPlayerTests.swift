import Foundation
import SudokuEngine
import Testing
@testable import LearningLab
import WordSudokuKit

/// A learner whose recall is fixed per word (1 or 0), to see what the game makes of each move.
struct FixedLearner: LearnerModel {
    let name = "fixed"
    var knows: @Sendable (Int) -> Bool
    var exposures: [(word: Int, exposure: Exposure)] = []

    func recall(_ word: Int, at time: Double) -> Double { knows(word) ? 1 : 0 }
    mutating func expose(_ word: Int, _ exposure: Exposure, at time: Double) { exposures.append((word, exposure)) }
}

/// One game played by a simulated learner through `GameLifecycle`, in a store of its own.
struct PlayedGame {
    var report: SimulatedPlayer.Report
    var session: GameSession
    var memory: LearnerMemory
    var pairs: [WordPair]

    static let list = LabList.builtIn()

    init(_ learner: inout FixedLearner, behaviour: LearnerBehaviour, seed: UInt64 = 7) throws {
        let folder = FileManager.default.temporaryDirectory.path + "/lab-game-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = Store(directory: folder)
        let clock = SimulatedClock(start: LabRun.start)
        let planned = try GameFactory.plan(shape: try BoxShape(rows: 3, columns: 3), grade: .beginner, listName: "test",
                                           list: Self.list, shownLanguage: "en", mode: .immediate,
                                           peekLimit: behaviour.peekLimit, player: "learner", seed: seed)
        var lifecycle = try GameLifecycle(starting: planned.make(), store: store, clock: clock, date: { clock.date }, replacing: false)
        let wordOfSymbol = planned.setup.pairs.map { pair in Self.list.pairs.firstIndex(of: pair)! }
        var random = RandomSource(seed: seed)
        report = SimulatedPlayer(behaviour: behaviour, wordOfSymbol: wordOfSymbol)
            .play(&lifecycle, learner: &learner, clock: clock, random: &random)
        session = lifecycle.session
        memory = store.loadMemory(now: clock.date)
        pairs = planned.setup.pairs
    }
}

@Suite("The simulated learner plays the game's moves")
struct SimulatedPlayerTests {
    static let always = LearnerBehaviour(unknownWord: .guess, peekLimit: 2, answersRecallCheck: 1)

    @Test func aLearnerWhoAlwaysRecallsFinishesWithEveryWordGood() throws {
        var learner = FixedLearner(knows: { _ in true })
        let game = try PlayedGame(&learner, behaviour: Self.always)
        #expect(game.report.finishedValid)
        #expect(game.session.isSolved && game.session.mistakes == 0 && game.session.peeksUsed == 0)
        #expect(game.report.ratings == Array(repeating: .good, count: 9))
        #expect(game.report.wrongPlacements == 0)
        for pair in game.pairs {
            let record = try #require(game.memory.record(player: "learner", pair: pair))
            #expect(record.wrong == 0 && record.right >= 1, "\(pair.memoryKey): \(record)")
        }
        // Each word met once as a retrieval, then repeated in its other cells.
        let first = learner.exposures.filter { $0.exposure == .recalled }
        #expect(Set(first.map(\.word)).count == 9)
        #expect(learner.exposures.contains { $0.exposure == .repeated })
        #expect(!learner.exposures.contains { $0.exposure == .studied })
    }

    @Test func wordsFoundByTrialAndErrorAreRatedAgainByTheGame() throws {
        // Knows the words at even list positions only.
        var learner = FixedLearner(knows: { $0 % 2 == 0 })
        let game = try PlayedGame(&learner, behaviour: Self.always)
        #expect(game.report.finishedValid)
        #expect(game.report.wrongPlacements > 0)
        #expect(game.session.mistakes == game.report.wrongPlacements)
        let list = PlayedGame.list.pairs
        for (symbol, pair) in game.pairs.enumerated() {
            let known = list.firstIndex(of: pair)! % 2 == 0
            #expect(game.report.ratings[symbol] == (known ? .good : .again), "\(pair.memoryKey)")
            let record = try #require(game.memory.record(player: "learner", pair: pair))
            #expect(known ? record.wrong == 0 : record.wrong == 1, "\(pair.memoryKey): \(record)")
        }
        #expect(game.report.lookUps == 0 && game.session.peeksUsed == 0)
    }

    @Test func aLearnerWhoLooksUpSpendsALookUpPerUnknownWordAndNeverGuesses() throws {
        var learner = FixedLearner(knows: { _ in false })
        let game = try PlayedGame(&learner, behaviour: .lookerUp)
        #expect(game.report.finishedValid)
        #expect(game.report.lookUps == 9 && game.session.peeksUsed == 9)
        #expect(game.report.wrongPlacements == 0 && game.session.mistakes == 0)
        #expect(game.report.ratings == Array(repeating: .again, count: 9))
        #expect(learner.exposures.filter { $0.exposure == .studied }.count >= 9)
    }

    @Test func withTheDefaultTwoLookUpsTheLearnerGuessesTheRest() throws {
        var learner = FixedLearner(knows: { _ in false })
        let behaviour = LearnerBehaviour(unknownWord: .lookUp, peekLimit: 2, answersRecallCheck: 0)
        let game = try PlayedGame(&learner, behaviour: behaviour)
        #expect(game.report.lookUps == 2)
        #expect(game.report.wrongPlacements > 0)
        #expect(game.report.ratings == Array(repeating: .again, count: 9))
    }

    @Test func theRecallCheckIsAnsweredOrSkippedAsTheBehaviourSays() throws {
        var answering = FixedLearner(knows: { _ in true })
        let answered = try PlayedGame(&answering, behaviour: Self.always)
        // Nine first recalls: the check asks its limit of them, each right, each a second review.
        #expect(answered.report.checkAnswers == RecallCheck.limit)
        #expect(answered.report.checkRight == RecallCheck.limit)
        let reviewedTwice = answered.pairs.filter { answered.memory.record(player: "learner", pair: $0)?.right == 2 }
        #expect(reviewedTwice.count == RecallCheck.limit)

        var skipping = FixedLearner(knows: { _ in true })
        var skipper = Self.always
        skipper.answersRecallCheck = 0
        let skipped = try PlayedGame(&skipping, behaviour: skipper)
        #expect(skipped.report.checkAnswers == 0)
        #expect(skipped.pairs.allSatisfy { skipped.memory.record(player: "learner", pair: $0)?.right == 1 })
    }

    @Test func aWrongAnswerInTheCheckIsAnAgainForAWordTheGameRatedGood() throws {
        // Knows every word at the start of the game, forgets them all after it (recall 0 once a
        // word was exposed): the check's answers are "?".
        final class Box: @unchecked Sendable { var exposed = Set<Int>() }
        let box = Box()
        struct Forgetter: LearnerModel {
            let name = "forgetter"
            let box: Box
            func recall(_ word: Int, at time: Double) -> Double { box.exposed.contains(word) ? 0 : 1 }
            mutating func expose(_ word: Int, _ exposure: Exposure, at time: Double) { box.exposed.insert(word) }
        }
        var learner = Forgetter(box: box)
        let folder = FileManager.default.temporaryDirectory.path + "/lab-check-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = Store(directory: folder)
        let clock = SimulatedClock(start: LabRun.start)
        let list = PlayedGame.list
        let planned = try GameFactory.plan(shape: try BoxShape(rows: 3, columns: 3), grade: .beginner, listName: "test",
                                           list: list, shownLanguage: "en", mode: .immediate, peekLimit: 2,
                                           player: "learner", seed: 3)
        var lifecycle = try GameLifecycle(starting: planned.make(), store: store, clock: clock, date: { clock.date }, replacing: false)
        var random = RandomSource(seed: 3)
        let report = SimulatedPlayer(behaviour: Self.always, wordOfSymbol: planned.setup.pairs.map { list.pairs.firstIndex(of: $0)! })
            .play(&lifecycle, learner: &learner, clock: clock, random: &random)
        #expect(report.ratings == Array(repeating: .good, count: 9))
        #expect(report.checkAnswers == RecallCheck.limit && report.checkRight == 0)
        let memory = store.loadMemory(now: clock.date)
        let lapsed = planned.setup.pairs.filter { memory.record(player: "learner", pair: $0)?.wrong == 1 }
        #expect(lapsed.count == RecallCheck.limit)
    }
}
