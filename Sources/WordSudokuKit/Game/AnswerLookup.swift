import Foundation

/// What a typed word is, among a puzzle's words.
public enum AnswerMatch: Equatable, Sendable {
    /// Exactly one of the answer words (accepted alternatives and a dropped article included).
    case exact(symbol: Int)
    /// The word but for its accents; `expected` is the right spelling to show.
    case accentCorrected(symbol: Int, expected: String)
    /// A word of the shown language: the learner typed the given's side.
    case otherLanguage(symbol: Int)
    /// Not one of the puzzle's words: never a mistake.
    case notInPuzzle
}

/// Finds which of a puzzle's words a typed answer is.
///
/// INTERIM: a small matcher (trim, collapse spaces, case, optional article, accent tolerance
/// unless ambiguous); to be replaced by the vocabulary issue's `AnswerMatcher`, keeping this API.
public struct AnswerLookup: Sendable {
    private var exact: [String: Int] = [:]
    private var folded: [String: [Int]] = [:]
    private var other: [String: Int] = [:]
    private let setup: GameSetup

    public init(setup: GameSetup) {
        self.setup = setup
        for (index, pair) in setup.pairs.enumerated() {
            for word in pair.words(setup.answerSide) {
                for form in Self.forms(of: word) {
                    exact[form] = index + 1
                    let f = Self.fold(form)
                    if folded[f]?.contains(index + 1) != true { folded[f, default: []].append(index + 1) }
                }
            }
            for word in pair.words(setup.shownSide) {
                for form in Self.forms(of: word) { other[form] = index + 1 }
            }
        }
    }

    /// The puzzle's word `text` names, if any.
    public func match(_ text: String) -> AnswerMatch {
        let key = Self.normalize(text)
        if let symbol = exact[key] { return .exact(symbol: symbol) }
        if let symbols = folded[Self.fold(key)], symbols.count == 1 {
            return .accentCorrected(symbol: symbols[0], expected: setup.answerWord(symbols[0]))
        }
        if let symbol = other[key] { return .otherLanguage(symbol: symbol) }
        return .notInPuzzle
    }

    static func normalize(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.lowercased()
            .split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
    }

    /// The word as listed, and without a leading article or a gender mark.
    static func forms(of word: String) -> [String] {
        var base = normalize(word)
        for suffix in [" (m)", " (f)", " (m.)", " (f.)"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
        }
        var forms = [normalize(word), base]
        for article in ["le ", "la ", "les ", "l'", "l’", "un ", "une ", "the ", "a ", "an ", "to "] where base.hasPrefix(article) {
            forms.append(String(base.dropFirst(article.count)))
        }
        return forms
    }
}
