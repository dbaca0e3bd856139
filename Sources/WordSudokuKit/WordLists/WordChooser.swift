import SudokuEngine

/// Chooses the word pairs of one puzzle: N pairs from one list, a theme's lists, or several lists
/// mixed, drawn with the seeded `RandomSource` so that a seed reproduces the words too.
public enum WordChooser {
    /// The largest weight counted, so that sums cannot overflow.
    static let maximumWeight = 1_000_000

    /// Chooses `count` pairs from `lists` (all in the same two languages, in either order) and
    /// returns them as a list of exactly `count` pairs, in the order drawn (symbol 0 first).
    ///
    /// - Parameters:
    ///   - name: the name used in messages, e.g. `animals.json` or `animals + food`.
    ///   - weight: how strongly to favour a pair; the learner's memory gives words they miss a
    ///     higher weight. Integers keep the draw the same on every machine. 1 is neutral; a pair
    ///     of weight 0 is chosen only when the others are not enough.
    /// - Throws: `.tooFewPairs` when the lists have fewer than `count` distinct pairs,
    ///   `.mixedLanguages` when they are not in the same languages.
    public static func choose(_ count: Int, from lists: [WordList], name: String, random: inout RandomSource,
                              weight: (WordPair) -> Int = { _ in 1 }) throws(WordListError) -> WordList {
        let pool = try distinctPairs(from: lists)
        guard pool.count >= count else { throw .tooFewPairs(list: name, pairs: pool.count, size: count) }

        var remaining = pool.map { (pair: $0, weight: min(max(weight($0), 0), maximumWeight)) }
        var chosen: [WordPair] = []
        chosen.reserveCapacity(count)
        while chosen.count < count {
            let total = remaining.reduce(0) { $0 + $1.weight }
            var index: Int
            if total > 0 {
                var ticket = random.nextInt(below: total)
                index = 0
                while ticket >= remaining[index].weight {
                    ticket -= remaining[index].weight
                    index += 1
                }
            } else {
                index = random.nextInt(below: remaining.count)
            }
            chosen.append(remaining.remove(at: index).pair)
        }
        let languages = lists[0].languages
        let single = lists.count == 1 ? lists[0] : nil
        return WordList(title: single?.title ?? lists.map(\.title).joined(separator: " + "), languages: languages,
                        theme: single?.theme, level: single?.level, peeks: single?.peeks, pairs: chosen)
    }

    /// The pairs of `lists` (all in the same two languages, in either order), turned to the
    /// first list's order, without a pair that shares a word with an earlier one on either side.
    /// Across lists the same word may appear twice (`l'orange (f)` the fruit, `orange` the
    /// colour): the first is kept, since a symbol must map one-to-one and answers must not be
    /// ambiguous. Word choice and review games (`ReviewGame`) draw from this pool.
    static func distinctPairs(from lists: [WordList]) throws(WordListError) -> [WordPair] {
        precondition(!lists.isEmpty, "choose from at least one list")
        let languages = lists[0].languages
        var pool: [WordPair] = []
        var seen: [Set<String>] = [[], []]
        for list in lists {
            let pairs: [WordPair]
            if list.languages == languages {
                pairs = list.pairs
            } else if list.languages == languages.reversed() {
                pairs = list.pairs.map { WordPair(first: $0.second, second: $0.first) }
            } else {
                throw .mixedLanguages(list: list.title, languages: list.languages, expected: languages)
            }
            for pair in pairs {
                let keys = (0..<2).map { side in
                    Set((side == 0 ? pair.first : pair.second).flatMap { WordNormalizer.answerKeys(for: $0, language: languages[side]) })
                }
                if !keys[0].isDisjoint(with: seen[0]) || !keys[1].isDisjoint(with: seen[1]) { continue }
                seen[0].formUnion(keys[0])
                seen[1].formUnion(keys[1])
                pool.append(pair)
            }
        }
        return pool
    }
}
