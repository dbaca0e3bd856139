import SudokuEngine

/// Chooses the N pairs of a puzzle from a list, reproducibly from a seed, optionally favouring
/// some pairs by integer weights (the learner memory's Leitner boxes).
///
/// INTERIM: to be replaced by the vocabulary issue's `WordChooser`, keeping this API.
public enum WordChoice {
    /// `count` distinct indices into a list of `pairCount` pairs, in symbol order.
    /// With `weights` (one per pair, ≥ 1) heavier pairs are likelier to be chosen.
    public static func choose(count: Int, from pairCount: Int, weights: [Int]? = nil, seed: UInt64) -> [Int] {
        var random = RandomSource(seed: seed ^ 0x5755_4F52_4453_0001)
        guard let weights, weights.count == pairCount else {
            return Array(random.shuffled(Array(0..<pairCount)).prefix(count))
        }
        var pool = Array(0..<pairCount)
        var chosen: [Int] = []
        while chosen.count < count, !pool.isEmpty {
            let total = pool.reduce(0) { $0 + max(1, weights[$1]) }
            var pick = random.nextInt(below: total)
            var at = 0
            while pick >= max(1, weights[pool[at]]) { pick -= max(1, weights[pool[at]]); at += 1 }
            chosen.append(pool.remove(at: at))
        }
        return chosen
    }
}
