import WordSudokuKit

/// How a puzzle's words are drawn in cells `width` columns wide, so that no two different
/// words ever look the same: a word that fits is whole; a longer one loses its article and
/// gender note (`le cheval` → `cheval`), then is cut to what fits with `…`; where two words
/// would still look alike (`chev…` for `cheval` and `chevreuil`), their ends are kept instead
/// (`ch…al`, `ch…il`). The selected cell's whole word is on the status line.
enum CellLabels {
    /// The label of each of `words` (with its language), told apart from all the others: pass
    /// both sides of the pairs, so that a given never looks like an answer either.
    static func labels(_ words: [(word: String, language: String)], width: Int) -> [String] {
        let cores = words.map { WordNormalizer.core(of: $0.word, language: $0.language) }
        var labels = words.indices.map { index -> String in
            if DisplayWidth.of(words[index].word) <= width { return words[index].word }
            let core = cores[index]
            return DisplayWidth.of(core) <= width ? core : DisplayWidth.truncate(core, to: width)
        }
        // Words that still look alike keep their first and last letters around `…`.
        for label in Set(labels) {
            let group = labels.indices.filter { labels[$0] == label && DisplayWidth.of(words[$0].word) > width }
            // Two entries of one word (a side's word may equal the other's: `bus`) are no clash.
            guard Set(group.map { words[$0].word }).count > 1 else { continue }
            for head in stride(from: width - 2, through: 1, by: -1) {
                let tail = width - 1 - head
                let tried = group.map { String(cores[$0].prefix(head)) + "…" + String(cores[$0].suffix(tail)) }
                let distinctWords = Set(group.map { words[$0].word }).count
                if Set(tried).count == distinctWords, !tried.contains(where: { labels.contains($0) }) {
                    for (index, text) in zip(group, tried) { labels[index] = text }
                    break
                }
            }
        }
        return labels
    }
}
