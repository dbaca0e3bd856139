import Foundation
import SudokuEngine
import WordSudokuKit

extension BenchSection {
    /// What fitting FSRS to a player costs (`LearnerMemory.refit`: the optimizer, then the
    /// plan's simulation), at the end of the game that makes it, once a week at most: CPU time
    /// on review logs of a few months' and a year's daily games.
    static let fit = BenchSection(name: "fit", needsPuzzles: false) { context in
        print("reviews fitted  words  fit     CPU ms median      max  samples")
        for days in [60, 180, 365] {
            for result in measureFit(days: days, samples: max(3, min(context.runs, 5))) {
                print(padded(String(result.reviews), 16) + padded(String(result.words), 7) + padded(result.kind, 8)
                      + padded(fixed(result.medianMilliseconds, 0), 14) + padded(fixed(result.maxMilliseconds, 0), 9)
                      + padded(String(result.samples), 9))
            }
        }
        return true
    }
}

/// What `measureFit` measured.
struct FitBenchResult {
    /// "first" (from FSRS's defaults) or "weekly" (from the first's weights, a week later).
    var kind: String
    var reviews: Int
    var words: Int
    var medianMilliseconds: Double
    var maxMilliseconds: Double
    var samples: Int
}

/// A player's memory and review log after `days` daily games of nine words from a list of 300
/// (the due words first, as the game draws them; each recalled with FSRS's default chance, from
/// a seeded source), then `samples` first fits of it (from the defaults) and `samples` weekly
/// ones (a week later, from the first fit's weights), timed in the thread's CPU time.
func measureFit(days: Int, samples: Int) -> [FitBenchResult] {
    let pairs = (0..<300).map { WordPair(first: ["word\($0)"], second: ["mot\($0)"]) }
    let start = Date(timeIntervalSince1970: 1_767_636_000)
    var memory = LearnerMemory()
    var log: [ReviewLogEntry] = []
    var random = RandomSource(seed: 24)
    for day in 0..<days {
        let date = start.addingTimeInterval(Double(day) * 86_400)
        let weights = memory.weights(player: "bench", pairs: pairs, at: date)
        let order = pairs.indices.sorted { (weights[$0], $1) > (weights[$1], $0) }
        for i in order.prefix(9) {
            let recall = memory.record(player: "bench", pair: pairs[i])?.state?.recall(at: date) ?? 0
            let right = Double(random.next() >> 11) / 9_007_199_254_740_992 < recall
            if let review = memory.record(player: "bench", pair: pairs[i], rating: right ? .good : .again, at: date) {
                log.append(review.logEntry(list: "bench", game: "g\(day)", source: .game))
            }
        }
    }
    let scored = FSRSOptimizer.scoredCount(FSRSOptimizer.cards(log, player: "bench"))
    let end = start.addingTimeInterval(Double(days) * 86_400)
    var fitted = memory
    var results: [FitBenchResult] = []
    for kind in ["first", "weekly"] {
        // The weekly fit starts from the first one's memory, a week on.
        let (from, date) = kind == "first" ? (memory, end) : (fitted, end.addingTimeInterval(7 * 86_400))
        var durations: [Double] = []
        for _ in 0..<samples {
            var copy = from
            let before = threadCPUSeconds()
            copy.refit(player: "bench", log: log, list: pairs, gameSize: 9, at: date, setting: nil)
            durations.append(threadCPUSeconds() - before)
            fitted = copy
        }
        results.append(FitBenchResult(kind: kind, reviews: scored, words: memory.players["bench"]?.count ?? 0,
                                      medianMilliseconds: median(durations) * 1e3, maxMilliseconds: (durations.max() ?? 0) * 1e3,
                                      samples: samples))
    }
    return results
}
