import WordSudokuKit

/// How a puzzle's words are drawn in cells `width` columns wide, so that no two different
/// words ever look the same: a word that fits is whole; a longer one loses its article and
/// gender note (`le cheval` → `cheval`), then is cut to what fits with `…`; where two words
/// would still look alike (`chev…` for `cheval` and `chevreuil`), their ends are kept instead
/// (`ch…al`, `ch…il`); and where even their first and last letters are the same in a cell of
/// three columns (`r…e` for `la route` and `la roue`), their first letters and a small number
/// (`ro¹`, `ro²`), as the dictionary numbers two senses. The selected cell's whole word is on
/// the status line.
///
/// Why the forms are chosen once, at the narrowest cell: a word then keeps its form at every
/// width, so a resize lengthens a label (`s…t`, `sa…t`) but never turns it into another form
/// (`s…t` into `sa…`, which a learner reads as another word). Choosing there is also enough
/// at every wider width: two words whose first letters tell them apart in three columns still
/// do in more, and so do two whose first and last letters do.
enum CellLabels {
    /// How a cut word is drawn.
    private enum Form: Equatable {
        /// `chev…`
        case prefix
        /// `ch…al`
        case ends
        /// `ro¹`: words that neither their first letters nor their ends tell apart in three
        /// columns, numbered among those that share their first letters.
        case numbered(Int)
    }

    /// The label of each of `words` (with its language), told apart from all the others: pass
    /// both sides of the pairs, so that a given never looks like an answer either.
    static func labels(_ words: [(word: String, language: String)], width: Int) -> [String] {
        let cores = words.map { WordNormalizer.core(of: $0.word, language: $0.language) }
        let forms = chooseForms(words.map(\.word), cores: cores)
        // Of the words whose ends are kept, the split with the most first letters that still
        // tells them apart (one first letter always does: their forms were chosen so).
        let endsWords = words.indices.filter { forms[$0] == .ends && DisplayWidth.of(cores[$0]) > width }
        var head = 1
        for tried in stride(from: width - 2, through: 1, by: -1) {
            let labels = endsWords.map { ends(cores[$0], head: tried, width: width) }
            if Set(labels).count == Set(endsWords.map { WordNormalizer.withoutAccents(cores[$0]) }).count { head = tried; break }
        }
        return words.indices.map { index in
            if DisplayWidth.of(words[index].word) <= width { return words[index].word }
            let core = cores[index]
            switch forms[index] {
            case nil, .prefix?:
                return DisplayWidth.of(core) <= width ? core : DisplayWidth.truncate(core, to: width)
            case .ends?:
                return DisplayWidth.of(core) <= width ? core : ends(core, head: head, width: width)
            case .numbered(let number)?:
                return DisplayWidth.of(core) <= width ? core : numbered(core, number, width: width)
            }
        }
    }

    /// Each word's form, chosen in the narrowest cell: cut to its first letters; where two
    /// different words would look alike, both keep their ends; where those still look alike,
    /// both are numbered. Nil for a word that fits whole there (it fits at every width).
    private static func chooseForms(_ words: [String], cores: [String]) -> [Form?] {
        let width = BoardLayout.minimumCellWidth
        var forms: [Form?] = words.map { DisplayWidth.of($0) <= width ? nil : .prefix }
        func label(_ index: Int) -> String {
            guard let form = forms[index] else { return words[index] }
            let core = cores[index]
            if DisplayWidth.of(core) <= width { return core }
            switch form {
            case .prefix: return DisplayWidth.truncate(core, to: width)
            case .ends: return ends(core, head: 1, width: width)
            case .numbered(let number): return numbered(core, number, width: width)
            }
        }
        // Two words of one core, accents aside (`restaurant`, `le restaurant`; `temperature`,
        // `la température`), are one word: no clash, as no cut could tell them apart.
        let same = cores.map { WordNormalizer.withoutAccents($0) }
        func clashing(_ from: Form) -> [Int] {
            let labels = words.indices.map(label)
            var byLabel: [String: Set<String>] = [:]
            for index in words.indices { byLabel[labels[index], default: []].insert(same[index]) }
            return words.indices.filter { forms[$0] == from && byLabel[labels[$0]]!.count > 1 }
        }
        for index in clashing(.prefix) { forms[index] = .ends }
        // The numbers count among the words of the same first letters, in the words' order
        // (one core, one number), so that no other word has that label.
        var numbers: [String: [String]] = [:]
        for index in clashing(.ends) {
            let start = clipped(cores[index], width: width - 1)
            if !numbers[start, default: []].contains(same[index]) { numbers[start, default: []].append(same[index]) }
            forms[index] = .numbered(numbers[start]!.firstIndex(of: same[index])! + 1)
        }
        return forms
    }

    /// `core`'s first `head` columns, `…`, and as many last characters as fill `width`.
    private static func ends(_ core: String, head: Int, width: Int) -> String {
        let text = clipped(core, width: head)
        var tail = ""
        for character in core.reversed() {
            let tried = String(character) + tail
            if DisplayWidth.of(text) + 1 + DisplayWidth.of(tried) > width { break }
            tail = tried
        }
        return text + "…" + tail
    }

    /// `core`'s first characters and `number` in superscript digits, filling `width`.
    private static func numbered(_ core: String, _ number: Int, width: Int) -> String {
        let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        let digits = String(String(number).compactMap { $0.wholeNumberValue.map { superscripts[$0] } })
        return clipped(core, width: width - DisplayWidth.of(digits)) + digits
    }

    /// `core`'s first characters that fill `width`, without `…`.
    private static func clipped(_ core: String, width: Int) -> String {
        var text = ""
        for character in core {
            if DisplayWidth.of(text + String(character)) > width { break }
            text.append(character)
        }
        return text
    }
}
