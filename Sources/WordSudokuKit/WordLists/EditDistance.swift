/// The Levenshtein distance between two words (insertions, deletions and substitutions of one
/// character each), used to tell a typo of a puzzle's word ("chevl" for "cheval") from a
/// different word. Words here are short, so the two-row table is all the memory it needs.
enum EditDistance {
    /// The distance between `a` and `b`, or nil as soon as it must exceed `limit`.
    static func between(_ a: String, _ b: String, limit: Int) -> Int? {
        let a = Array(a), b = Array(b)
        guard abs(a.count - b.count) <= limit else { return nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(1, a.count) where !a.isEmpty {
            current[0] = i
            var rowBest = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowBest = min(rowBest, current[j])
            }
            if rowBest > limit { return nil }
            swap(&previous, &current)
        }
        let distance = a.isEmpty ? b.count : previous[b.count]
        return distance <= limit ? distance : nil
    }
}
