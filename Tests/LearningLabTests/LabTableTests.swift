import Foundation
import SudokuEngine
import Testing
import TestSupport
@testable import LearningLab
import WordSudokuKit

@Suite("The learning benchmark's runs and table", .timeLimit(.minutes(15)))
struct LabTableTests {
    static let settings = LabGameSettings(list: LabList.builtIn(), listName: "test")

    static func folder() -> String { FileManager.default.temporaryDirectory.path + "/lab-table-\(UUID().uuidString)" }

    @Test func theSameSeedsGiveTheSameTableWhateverTheThreads() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let one = try LabTable(settings: Self.settings, seeds: [1, 2], days: 6, learners: [.actR],
                               behaviours: [.guesser], folder: folder, jobs: 1)
        let two = try LabTable(settings: Self.settings, seeds: [1, 2], days: 6, learners: [.actR],
                               behaviours: [.guesser], folder: folder, jobs: 2)
        #expect(one.blocks == two.blocks)
        let other = try LabTable(settings: Self.settings, seeds: [3, 4], days: 6, learners: [.actR],
                                 behaviours: [.guesser], folder: folder, jobs: 2)
        #expect(one.blocks != other.blocks)
        #expect(one.blocks[0].rows.map(\.chooser) == [.uniform, .sm2, .game])
        #expect(one.blocks[0].rows.allSatisfy { $0.outcomes.allSatisfy { $0.gamesSolved == 6 } })
    }

    @Test func theDifferencesArePairedSeedBySeed() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let table = try LabTable(settings: Self.settings, seeds: [1, 2, 3], days: 4, learners: [.hlr],
                                 behaviours: [.lookerUp], folder: folder, jobs: 2)
        let block = table.blocks[0]
        let game = block.rows[2].outcomes, uniform = block.rows[0].outcomes
        let expected = SeedSummary(zip(game, uniform).map { $0.meanRecall - $1.meanRecall })
        #expect(block.differences[0].against == .uniform && block.differences[0].recall == expected)
        #expect(block.gameLeads == block.differences.allSatisfy { $0.recall.mean > 0 && $0.wellRecalled.mean > 0 })
    }

    @Test func theGameChooserPlaysTheMemorysChoice() throws {
        let folder = Self.folder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = Store(directory: folder)
        let list = Self.settings.list
        // Three pairs missed a month ago, two of them outside the list's first 15 (the core of the
        // test of how the learner learns, `SpacingTest`).
        let due = [list.pairs[10], list.pairs[50], list.pairs[90]]
        let now = LabRun.start.addingTimeInterval(30 * 86_400)
        for pair in due {
            try store.recordRecall(player: "learner", pair: pair, rating: .again, at: LabRun.start, list: "frequency", game: "g")
        }
        let choice = store.loadMemory(now: now).choice(player: "learner", pairs: list.pairs, gameSize: 9, at: now)
        // The test runs: the core's words never met come first, and fill the game.
        #expect(choice.leading == Array(0..<9))
        var sm2 = SM2Chooser()
        let run = LabRun(settings: Self.settings, learner: .hlr, behaviour: .guesser, chooser: .game)
        for seed in UInt64(1)...5 {
            let planned = try run.plan(seed: seed, store: store, sm2: &sm2, at: now)
            #expect(planned.setup.pairs == Array(list.pairs.prefix(9)), "seed \(seed)")
        }
        // Later, with the core met the day before: the other slots go to the scheduler's weights,
        // which put the overdue pairs outside the core first.
        let core = Array(list.pairs.prefix(15))
        for pair in core where pair != due[0] {
            try store.recordRecall(player: "learner", pair: pair, rating: .good, at: now.addingTimeInterval(-86_400), list: "frequency", game: "h")
        }
        for seed in UInt64(1)...5 {
            let planned = try run.plan(seed: seed, store: store, sm2: &sm2, at: now)
            #expect(planned.setup.pairs.first == due[0], "seed \(seed)")   // a core word 30 days back
            #expect(due.dropFirst().allSatisfy(planned.setup.pairs.contains), "seed \(seed)")
        }
        // Uniform: the seed's own draw, as a seeded game without the memory.
        var uniform = run
        uniform.chooser = .uniform
        let plain = try GameFactory.plan(shape: Self.settings.shape, grade: .beginner, listName: "test", list: list,
                                         shownLanguage: "en", mode: .immediate, peekLimit: 2, player: "learner", seed: 9)
        #expect(try uniform.plan(seed: 9, store: store, sm2: &sm2, at: now).setup.pairs == plain.setup.pairs)
    }

    /// The test of how the learner learns runs through the real games' ends (`Store` recording
    /// each finish, reading the log): by day 13 of daily play it has its 15 returns, and tells
    /// the HLR learner (forgets between games) from the ACT-R one (spaced games build memory).
    @Test func theGamesEndsReachTheVerdictOfTheTest() throws {
        // The bench's list, by its file: a game's end reads its list again from where it came.
        let path = PackageFiles.url("Benchmarks/wordlists/frequency-120.json").path
        var settings = LabGameSettings(list: try WordList(contentsOfFile: path), listName: "frequency-120")
        settings.listSource = path
        for (kind, expected) in [(LearnerKind.hlr, SpacingTest.Verdict.focus), (.actR, .spread)] {
            let folder = Self.folder()
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let store = Store(directory: folder)
            var random = RandomSource.stream(1, 1)
            var learner = kind.make(wordCount: settings.list.pairs.count, random: &random)
            let run = LabRun(settings: settings, learner: kind, behaviour: .guesser, chooser: .game, days: 14)
            _ = try run.run(seed: 1, store: store, learner: &learner)
            let test = try #require(store.loadMemory(now: LabRun.start).spacingTests[settings.player], "\(kind)")
            #expect(test.verdict == expected, "\(kind): \(test.recalled) of \(test.returns)")
            #expect(test.returns >= SpacingTest.returnsNeeded)
        }
    }

    @Test func aCachedPuzzleIsThePuzzleTheSeedMakes() throws {
        let cache = PuzzleCache()
        let list = Self.settings.list
        func plan(_ seed: UInt64, words: [Int]) throws -> PlannedGame {
            try GameFactory.plan(shape: Self.settings.shape, grade: .beginner, listName: "test", list: list,
                                 shownLanguage: "en", mode: .immediate, peekLimit: 2, player: "learner", seed: seed, wordIndices: words)
        }
        let first = cache.session(try plan(11, words: Array(0..<9)))
        let other = try plan(11, words: Array(20..<29))
        let cached = cache.session(other), made = other.make()
        #expect(cached.givens == made.givens && cached.solution == made.solution && cached.setup == made.setup)
        #expect(first.givens == made.givens)
    }

    @Test func theIntervalIsStudentsT() {
        let summary = SeedSummary([1, 2, 3, 4, 5])
        #expect(summary.mean == 3)
        #expect(abs(summary.sd - 2.5.squareRoot()) < 1e-12)
        #expect(abs(summary.high - (3 + 2.776 * 2.5.squareRoot() / 5.0.squareRoot())) < 1e-9)
        #expect(summary.clearlyPositive)
        #expect(!SeedSummary([-1, 1, 2]).clearlyPositive)
        #expect(abs(SeedSummary.t975(degreesOfFreedom: 19) - 2.093) < 1e-9)
        #expect(SeedSummary.t975(degreesOfFreedom: 1_000) > 1.96 && SeedSummary.t975(degreesOfFreedom: 1_000) < 1.97)
    }
}
