/// The edit distance between two words — insertions, deletions and substitutions of one
/// character, and two neighbours swapped (`chein` for `chien`), each one edit (the optimal
/// string alignment distance) — used to tell a typo of a puzzle's word ("chevl" for "cheval")
/// from a different word. A swap is the commonest slip of the fingers; counted as two edits it
/// made `le chein` no typo of `le chien` (5 letters: one edit at most). Words here are short,
/// so three rows of the table are all the memory it needs. The page's script
/// (`Web/page.js`, `editDistance`) counts the same, as Web/answer-vectors.json checks.
enum EditDistance {
    /// The distance between `a` and `b`, or nil as soon as it must exceed `limit`.
    static func between(_ a: String, _ b: String, limit: Int) -> Int? {
        let a = Array(a), b = Array(b)
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty else { return b.count <= limit ? b.count : nil }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        var previousBest = 0
        for i in 1...a.count {
            current[0] = i
            var rowBest = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowBest = min(rowBest, current[j])
            }
            // No later row can come back under the limit: each of its cells costs at least this
            // row's best, or one more than the row before's (a swap reaches back two rows).
            if rowBest > limit, previousBest >= limit { return nil }
            previousBest = rowBest
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }
}
