/// Recognises which of a puzzle's words a learner typed, forgivingly: case, spacing and Unicode
/// form never matter; a leading article may be left out and a gender note `(m)` is ignored; an
/// answer that differs only by accents is accepted with a gentle correction, unless another of
/// the puzzle's words differs from it only by accents too (`ou`/`où`), where only the exact form
/// counts. A word that is none of the puzzle's is `.notInPuzzle`, never a mistake.
///
/// Built once per puzzle, for the side the learner types.
public struct AnswerMatcher: Sendable {
    /// The outcome of matching one answer.
    public enum Match: Hashable, Sendable {
        /// The answer is the word of pair `pair` (its symbol index); `correction` is shown when
        /// it was accepted with a different spelling.
        case matched(pair: Int, correction: AnswerCorrection?)
        /// Without its accents the answer could be any of these pairs' words: only the exact
        /// form counts (see `WordListText.ambiguousAccents`).
        case ambiguous(pairs: [Int], words: [String])
        /// None of the puzzle's words, but a typo of one (`le chevl` for `le cheval`): the word to
        /// suggest. Never a mistake, never placed.
        case nearMiss(pair: Int, word: String)
        /// None of the puzzle's words.
        case notInPuzzle

        /// The matched pair's index, if the answer matched one.
        public var pair: Int? {
            if case .matched(let pair, _) = self { return pair }
            return nil
        }
    }

    /// One accepted form of a word, and the word it comes from.
    private struct Form: Sendable {
        let pair: Int
        let word: String
    }

    private let language: String
    private let strictAccents: Bool
    /// Keys (with and without article and gender note) → the words they accept.
    private var exact: [String: [Form]] = [:]
    /// The same keys without accents.
    private var unaccented: [String: [Form]] = [:]
    /// The keys without their article, for an answer with the wrong one (`la chat`).
    private var bare: [String: [Form]] = [:]
    /// Each form's core without article, gender note or accents (`cheval`), for typos.
    private var cores: [(core: String, form: Form)] = []

    /// A matcher for answers in `side` of `pairs` (in symbol order), whose language is `language`.
    /// With `strictAccents`, an answer with missing or wrong accents is not accepted.
    public init(pairs: [WordPair], side: Side, language: String, strictAccents: Bool = false) {
        self.language = language
        self.strictAccents = strictAccents
        for (index, pair) in pairs.enumerated() {
            for word in pair.words(side) {
                let form = Form(pair: index, word: word)
                let key = WordNormalizer.key(word)
                let noNote = WordNormalizer.withoutGenderNote(key) ?? key
                let noArticle = WordNormalizer.withoutArticle(noNote, language: language)
                for variant in WordNormalizer.answerKeys(for: word, language: language) {
                    exact[variant, default: []].append(form)
                    unaccented[WordNormalizer.withoutAccents(variant), default: []].append(form)
                }
                bare[noArticle ?? noNote, default: []].append(form)
                cores.append((WordNormalizer.withoutAccents(noArticle ?? noNote), form))
            }
        }
    }

    /// A matcher for answers in the language of `side` of `list`.
    public init(list: WordList, side: Side, strictAccents: Bool = false) {
        self.init(pairs: list.pairs, side: side, language: list.language(of: side), strictAccents: strictAccents)
    }

    /// Which of the puzzle's words `answer` is.
    public func match(_ answer: String) -> Match {
        let key = WordNormalizer.withElisionRepaired(WordNormalizer.key(answer), language: language)
        guard !key.isEmpty else { return .notInPuzzle }
        let answerKey = WordNormalizer.withoutGenderNote(key) ?? key

        // 1. Exactly one of the forms (bare noun, article, gender note, any alternative).
        if let forms = exact[answerKey] {
            return Self.outcome(forms, correction: nil)
        }
        // 2. The right noun with another article: accepted, with the list's article shown if it
        //    has one (`la chat` → `le chat`); an article added to a bare word is no mistake.
        if let noArticle = WordNormalizer.withoutArticle(answerKey, language: language), let forms = bare[noArticle] {
            let hasArticle = forms.first.map { hasLeadingArticle($0.word) } ?? false
            return Self.outcome(forms, correction: hasArticle ? .article : nil)
        }
        // 3. The right word with other accents, unless that could be two of the puzzle's words.
        guard !strictAccents else { return .notInPuzzle }
        var folded = WordNormalizer.withoutAccents(answerKey)
        if unaccented[folded] == nil, let noArticle = WordNormalizer.withoutArticle(answerKey, language: language) {
            folded = WordNormalizer.withoutAccents(noArticle)
        }
        if let forms = unaccented[folded] {
            return Self.outcome(forms, correction: .accents)
        }
        // 4. A typo of one word: suggested, not accepted.
        return nearMiss(WordNormalizer.withoutAccents(WordNormalizer.withoutArticle(answerKey, language: language) ?? answerKey))
    }

    /// The one word whose core `typed` misses by a typo: one edit on a core of 5 to 7 letters, two
    /// from 8 (shorter words are too close to one another: `chat`, `char`, `chien`). A typo as
    /// close to two of the puzzle's words suggests neither.
    private func nearMiss(_ typed: String) -> Match {
        var best: (distance: Int, forms: [Form]) = (.max, [])
        for (core, form) in cores where core.count >= 5 {
            guard let distance = EditDistance.between(typed, core, limit: core.count >= 8 ? 2 : 1), distance > 0 else { continue }
            if distance < best.distance { best = (distance, [form]) }
            else if distance == best.distance, !best.forms.contains(where: { $0.pair == form.pair }) { best.forms.append(form) }
        }
        guard best.forms.count == 1, let form = best.forms.first else { return .notInPuzzle }
        return .nearMiss(pair: form.pair, word: form.word)
    }

    private func hasLeadingArticle(_ word: String) -> Bool {
        let key = WordNormalizer.key(word)
        return WordNormalizer.withoutArticle(WordNormalizer.withoutGenderNote(key) ?? key, language: language) != nil
    }

    private static func outcome(_ forms: [Form], correction: AnswerCorrection.Kind?) -> Match {
        var pairs: [Int] = []
        var words: [String] = []
        for form in forms where !pairs.contains(form.pair) {
            pairs.append(form.pair)
            words.append(form.word)
        }
        if pairs.count > 1 { return .ambiguous(pairs: pairs, words: words) }
        return .matched(pair: pairs[0], correction: correction.map { AnswerCorrection(kind: $0, expected: words[0]) })
    }
}

/// Shown when an answer was accepted with a different spelling: `été — mind the accent`.
public struct AnswerCorrection: Hashable, Sendable {
    /// What was spelled differently.
    public enum Kind: Hashable, Sendable {
        /// Missing or wrong accents (or `oe` for `œ`).
        case accents
        /// The wrong article (`la chat` for `le chat`).
        case article
        /// A typo the game pointed out ("did you mean le cheval?"), the word then typed right.
        case spelling
    }

    /// What was spelled differently.
    public let kind: Kind
    /// The word as the list writes it.
    public let expected: String

    /// The sentence to show, in both languages.
    public var message: Localized { WordListText.correction(kind, expected: expected) }
}
