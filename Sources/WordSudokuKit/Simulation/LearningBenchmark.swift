import Foundation
import SudokuEngine

/// The learning benchmark's table: each chooser run on the same seeds (`LearningSimulation`),
/// its outcomes summarised as a mean and a standard deviation over the seeds.
public struct LearningBenchmark: Sendable {
    /// A mean and its spread over the seeds (population standard deviation).
    public struct Figure: Equatable, Sendable {
        public var mean: Double
        public var spread: Double

        init(_ values: [Double]) {
            mean = values.reduce(0, +) / Double(values.count)
            let m = mean
            spread = (values.map { ($0 - m) * ($0 - m) }.reduce(0, +) / Double(values.count)).squareRoot()
        }
    }

    /// One chooser's line.
    public struct Row: Equatable, Sendable {
        public var chooser: String
        /// The share of the list recalled on the last day (mean true recall, 0…1).
        public var recallShare: Figure
        /// Pairs at a recall of 90 % or more on the last day.
        public var wellRecalled: Figure
        /// Those pairs divided by the games played: words learned per game.
        public var learnedPerGame: Figure
        /// The share of the answers recalled in the games (how hard the games felt).
        public var rightInGames: Figure
        /// Pairs met at least once in the 60 games.
        public var met: Figure
        /// Every seed's outcome, in seed order.
        public var outcomes: [LearningSimulation.Outcome]
    }

    /// The four choosers, fresh, in the table's order.
    public static func choosers() -> [any LearningChooser] {
        [UniformChooser(), LeitnerChooser(), SM2Chooser(), SchedulerChooser()]
    }

    public var rows: [Row]
    public var seeds: [UInt64]

    /// Runs every chooser on `list` for each of `seeds`.
    public init(list: WordList, seeds: [UInt64], days: Int = LearningSimulation.days) {
        self.seeds = seeds
        rows = Self.choosers().map { prototype in
            let outcomes = seeds.map { seed in
                var chooser = prototype
                return LearningSimulation.run(&chooser, list: list, seed: seed, days: days)
            }
            return Row(chooser: prototype.name,
                       recallShare: Figure(outcomes.map(\.meanRecall)),
                       wellRecalled: Figure(outcomes.map { Double($0.wellRecalled) }),
                       learnedPerGame: Figure(outcomes.map { Double($0.wellRecalled) / Double(days) }),
                       rightInGames: Figure(outcomes.map { Double($0.recalled) / Double(max(1, $0.answered)) }),
                       met: Figure(outcomes.map { Double($0.met) }),
                       outcomes: outcomes)
        }
    }
}

extension LearningBenchmark {
    /// 120 pairs of the built-in English–French lists, for when the package's frequency list
    /// (`Benchmarks/wordlists`) is not at hand: the pairs `WordChooser` would keep (no answer
    /// shared by two pairs), drawn once with seed 0 and then sorted by key, so the list is the
    /// same everywhere.
    public static func builtInList(count: Int = 120) -> WordList {
        let lists = BuiltInWordLists.all.map(\.list).filter { Set($0.languages) == ["en", "fr"] }
        let english = lists.map { $0.languages == ["en", "fr"] ? $0 : WordList(title: $0.title, languages: ["en", "fr"],
                                                                               pairs: $0.pairs.map { WordPair(first: $0.second, second: $0.first) }) }
        var random = RandomSource(seed: 0)
        let chosen = try! WordChooser.choose(count, from: english, name: "built-in", random: &random)
        return WordList(title: "Built-in lists (\(count) pairs)", languages: ["en", "fr"],
                        pairs: chosen.pairs.sorted { $0.memoryKey < $1.memoryKey })
    }
}

extension LearningBenchmark {
    /// How the game's scheduler stands against the other choosers, on the means over the seeds.
    public struct Verdict: Equatable, Sendable {
        /// Above uniform and the old Leitner weights on recall on day 60 and on pairs ≥ 90 %.
        public var beatsUniformAndLeitner: Bool
        /// At least SM-2's count of pairs recalled at 90 % or more.
        public var matchesSM2OnLearnedPairs: Bool
        /// At least SM-2's mean recall on day 60.
        public var matchesSM2OnRecall: Bool
        /// The scheduler's mean recall minus SM-2's (negative when behind).
        public var recallLeadOverSM2: Double

        public init(_ benchmark: LearningBenchmark) {
            func row(_ name: String) -> Row { benchmark.rows.first { $0.chooser == name }! }
            let fsrs = row(SchedulerChooser().name), sm2 = row(SM2Chooser().name)
            beatsUniformAndLeitner = [row(UniformChooser().name), row(LeitnerChooser().name)].allSatisfy {
                fsrs.recallShare.mean > $0.recallShare.mean && fsrs.wellRecalled.mean > $0.wellRecalled.mean
            }
            matchesSM2OnLearnedPairs = fsrs.wellRecalled.mean >= sm2.wellRecalled.mean
            matchesSM2OnRecall = fsrs.recallShare.mean >= sm2.recallShare.mean
            recallLeadOverSM2 = fsrs.recallShare.mean - sm2.recallShare.mean
        }
    }
}
