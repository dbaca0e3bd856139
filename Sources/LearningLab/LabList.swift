import Foundation
import SudokuEngine
import WordSudokuKit

/// The benchmark's list when the package's frequency list is not at hand.
public enum LabList {
    /// 120 pairs of the built-in English–French lists, for when the package's frequency list
    /// (`Benchmarks/wordlists`) is not at hand: the pairs `WordChooser` would keep (no answer
    /// shared by two pairs), drawn once with seed 0 and then sorted by key, so the list is the
    /// same everywhere.
    public static func builtIn(count: Int = 120) -> WordList {
        let lists = BuiltInWordLists.all.map(\.list).filter { Set($0.languages) == ["en", "fr"] }
        let english = lists.map { $0.languages == ["en", "fr"] ? $0 : WordList(title: $0.title, languages: ["en", "fr"],
                                                                               pairs: $0.pairs.map { WordPair(first: $0.second, second: $0.first) }) }
        var random = RandomSource(seed: 0)
        let chosen = try! WordChooser.choose(count, from: english, name: "built-in", random: &random)
        return WordList(title: "Built-in lists (\(count) pairs)", languages: ["en", "fr"],
                        pairs: chosen.pairs.sorted { $0.memoryKey < $1.memoryKey })
    }
}

