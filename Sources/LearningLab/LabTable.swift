import Foundation
import Synchronization
import SudokuEngine
import WordSudokuKit

/// A sample's summary over the seeds: mean, standard deviation (n − 1) and the 95 % interval of
/// the mean (Student's t).
public struct SeedSummary: Equatable, Sendable {
    public var mean: Double
    public var sd: Double
    public var low: Double
    public var high: Double
    public var count: Int

    public init(_ values: [Double]) {
        count = values.count
        mean = values.reduce(0, +) / Double(max(1, count))
        let m = mean
        sd = count > 1 ? (values.map { ($0 - m) * ($0 - m) }.reduce(0, +) / Double(count - 1)).squareRoot() : 0
        let half = count > 1 ? Self.t975(degreesOfFreedom: count - 1) * sd / Double(count).squareRoot() : 0
        low = mean - half
        high = mean + half
    }

    /// Above zero with 95 % confidence (the interval's low end above 0).
    var clearlyPositive: Bool { low > 0 }

    /// The 97.5 % quantile of Student's t: exact table to 30 degrees of freedom, then
    /// interpolated in 1/df towards 1.96.
    static func t975(degreesOfFreedom df: Int) -> Double {
        let table: [Double] = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                               2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
                               2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042]
        if df <= table.count { return table[max(1, df) - 1] }
        return 1.959964 + (2.042 - 1.959964) * 30 / Double(df)
    }
}

/// The learning benchmark's table (issue 24, item 7): for each learner model and behaviour,
/// each chooser run on the same seeds (`LabRun`), its day-60 outcomes summarised, and the
/// paired differences game − uniform and game − SM-2, seed by seed.
public struct LabTable: Sendable {
    /// One chooser's figures for one learner and behaviour.
    public struct Row: Equatable, Sendable {
        public var chooser: LabChooser
        public var recall: SeedSummary
        public var wellRecalled: SeedSummary
        public var met: SeedSummary
        /// The share of the games' reviews rated again.
        public var againShare: SeedSummary
        public var outcomes: [LabRun.Outcome]
    }

    /// The game's lead over another chooser, seed by seed.
    public struct Difference: Equatable, Sendable {
        public var against: LabChooser
        /// In recall points (0…1).
        public var recall: SeedSummary
        public var wellRecalled: SeedSummary
        /// Ahead on both means.
        public var ahead: Bool { recall.mean > 0 && wellRecalled.mean > 0 }
    }

    /// One learner model with one behaviour.
    public struct Block: Equatable, Sendable {
        public var learner: LearnerKind
        public var behaviour: LearnerBehaviour
        public var rows: [Row]
        public var differences: [Difference]
        /// Issue 24's item 8 in this block: the game ahead of uniform and of SM-2 on both measures.
        public var gameLeads: Bool { differences.allSatisfy(\.ahead) }
    }

    public var blocks: [Block]
    public var seeds: [UInt64]
    public var days: Int

    /// Runs every learner × behaviour × chooser on `seeds`, `jobs` runs at a time, each in a
    /// store of its own under `folder`.
    public init(settings: LabGameSettings, seeds: [UInt64], days: Int = LabRun.days,
                learners: [LearnerKind] = LearnerKind.allCases, behaviours: [LearnerBehaviour] = LearnerBehaviour.reported,
                folder: String, jobs: Int = 1) throws {
        self.seeds = seeds
        self.days = days
        let puzzles = PuzzleCache()
        let choosers = LabChooser.allCases
        var planned: [(LearnerKind, LearnerBehaviour, LabChooser, UInt64)] = []
        for learner in learners { for behaviour in behaviours { for chooser in choosers { for seed in seeds {
            planned.append((learner, behaviour, chooser, seed))
        } } } }
        let runs = planned
        let results = ResultSlots(count: runs.count)
        let work = { @Sendable (index: Int) in
            let (learner, behaviour, chooser, seed) = runs[index]
            let run = LabRun(settings: settings, learner: learner, behaviour: behaviour, chooser: chooser, days: days, puzzles: puzzles)
            results.set(index, Result { try run.run(seed: seed, in: folder) })
        }
        if jobs > 1 {
            let next = ResultSlots.Counter()
            DispatchQueue.concurrentPerform(iterations: min(jobs, runs.count)) { _ in
                while let index = next.take(below: runs.count) { work(index) }
            }
        } else {
            for index in runs.indices { work(index) }
        }
        let outcomes = try results.all().map { try $0.get() }
        var blocks: [Block] = []
        var position = 0
        for learner in learners {
            for behaviour in behaviours {
                var rows: [Row] = []
                for chooser in choosers {
                    let slice = Array(outcomes[position..<position + seeds.count])
                    position += seeds.count
                    rows.append(Row(chooser: chooser, recall: SeedSummary(slice.map(\.meanRecall)),
                                    wellRecalled: SeedSummary(slice.map { Double($0.wellRecalled) }),
                                    met: SeedSummary(slice.map { Double($0.met) }),
                                    againShare: SeedSummary(slice.map { Double($0.again) / Double(max(1, $0.reviews)) }),
                                    outcomes: slice))
                }
                let game = rows.first { $0.chooser == .game }!
                let differences = rows.filter { $0.chooser != .game }.map { other in
                    Difference(against: other.chooser,
                               recall: SeedSummary(zip(game.outcomes, other.outcomes).map { $0.meanRecall - $1.meanRecall }),
                               wellRecalled: SeedSummary(zip(game.outcomes, other.outcomes).map { Double($0.wellRecalled - $1.wellRecalled) }))
                }
                blocks.append(Block(learner: learner, behaviour: behaviour, rows: rows, differences: differences))
            }
        }
        self.blocks = blocks
    }

    /// Item 8 everywhere: the game ahead of both others, on both measures, in every block.
    public var gameLeadsEverywhere: Bool { blocks.allSatisfy(\.gameLeads) }
}

/// The runs' results, filled from several threads.
final class ResultSlots: Sendable {
    private let slots: Mutex<[Result<LabRun.Outcome, any Error>?]>

    init(count: Int) { slots = Mutex([Result<LabRun.Outcome, any Error>?](repeating: nil, count: count)) }

    func set(_ index: Int, _ result: Result<LabRun.Outcome, any Error>) { slots.withLock { $0[index] = result } }

    func all() -> [Result<LabRun.Outcome, any Error>] { slots.withLock { $0.map { $0! } } }

    /// Hands out the indices 0, 1, 2… once each.
    final class Counter: Sendable {
        private let value = Mutex(0)
        func take(below limit: Int) -> Int? {
            value.withLock { v in
                guard v < limit else { return nil }
                defer { v += 1 }
                return v
            }
        }
    }
}
