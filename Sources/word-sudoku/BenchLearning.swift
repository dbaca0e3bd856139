import WordSudokuKit

extension BenchSection {
    /// The learning benchmark (issue 15): a simulated learner, one 9×9 game a day for 60 days
    /// on a 120-pair list, under four choosers of the game's words (`LearningBenchmark`), over
    /// 20 seeds. Fails when the game's scheduler does not beat uniform and the old Leitner
    /// weights on both recall on day 60 and pairs at 90 %. Against SM-2 it prints the measured
    /// difference either way: on this learner the two are within one standard deviation of
    /// each other, a tie, not a bar to hold.
    static let learning = BenchSection(name: "learning", needsPuzzles: false) { context in
        let (list, source) = learningBenchList()
        print("list: \(source), \(list.pairs.count) pairs; \(LearningSimulation.days) days, one 9×9 game a day; seeds 1–20")
        let before = threadCPUSeconds()
        let benchmark = LearningBenchmark(list: list, seeds: Array(1...20))
        let seconds = threadCPUSeconds() - before
        print("chooser                 recall on day 60   pairs ≥ 90 %   learned/game   right in games   pairs met")
        for row in benchmark.rows {
            print(row.chooser.padding(toLength: 22, withPad: " ", startingAt: 0)
                  + padded(percent(row.recallShare), 19) + padded(count(row.wellRecalled), 15)
                  + padded(fixed(row.learnedPerGame.mean, 2) + " ± " + fixed(row.learnedPerGame.spread, 2), 15)
                  + padded(percent(row.rightInGames), 17) + padded(count(row.met), 12))
        }
        print("(mean ± standard deviation over 20 seeds; \(fixed(seconds, 2)) s CPU)")
        let verdict = LearningBenchmark.Verdict(benchmark)
        print("FSRS-6 beats uniform and Leitner on both measures: \(verdict.beatsUniformAndLeitner ? "yes" : "NO")")
        print("FSRS-6 against SM-2: pairs ≥ 90 % " + (verdict.matchesSM2OnLearnedPairs ? "matched or beaten" : "BEHIND")
              + ", recall on day 60 " + (verdict.matchesSM2OnRecall ? "matched or beaten" : "BEHIND")
              + " (\(fixed(100 * verdict.recallLeadOverSM2, 1)) points)")
        return verdict.beatsUniformAndLeitner
    }

    private static func percent(_ figure: LearningBenchmark.Figure) -> String {
        fixed(100 * figure.mean, 1) + " ± " + fixed(100 * figure.spread, 1) + " %"
    }

    private static func count(_ figure: LearningBenchmark.Figure) -> String {
        fixed(figure.mean, 1) + " ± " + fixed(figure.spread, 1)
    }
}

/// The package's `Benchmarks/wordlists/frequency-120.json` (the 120 most frequent French
/// words) when it can be found as the puzzle sets are, else the first 120 distinct pairs of
/// the built-in lists, so that the benchmark runs anywhere; with a line saying which.
func learningBenchList() -> (WordList, String) {
    if let folder = BenchContext.findBenchmarkData("wordlists"),
       let list = try? WordList(contentsOfFile: folder + "/frequency-120.json"), list.pairs.count >= 120 {
        return (list, folder + "/frequency-120.json")
    }
    return (LearningBenchmark.builtInList(), "the built-in lists' first 120 pairs")
}
