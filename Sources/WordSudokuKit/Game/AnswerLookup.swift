/// What a typed word is, among a puzzle's words.
public enum AnswerMatch: Equatable, Sendable {
    /// One of the answer words, as written (an alternative, or without its article, included).
    case exact(symbol: Int)
    /// Accepted with a gentle correction to show (accents, article).
    case corrected(symbol: Int, correction: AnswerCorrection)
    /// Without accents it could be several of the puzzle's words: only the exact form counts.
    case ambiguous(words: [String])
    /// A word of the givens' language: the learner typed the wrong side.
    case otherLanguage(symbol: Int)
    /// Not one of the puzzle's words but a typo of one (`le chevl`): "did you mean le cheval?",
    /// never a mistake, nothing placed.
    case nearMiss(symbol: Int, word: String)
    /// Not one of the puzzle's words: never a mistake.
    case notInPuzzle
}

/// Finds which of a puzzle's words a typed answer is: the vocabulary's `AnswerMatcher` on the
/// side the learner types, and an exact one on the givens' side to say "wrong language".
public struct AnswerLookup: Sendable {
    private let answers: AnswerMatcher
    private let shown: AnswerMatcher

    public init(setup: GameSetup) {
        answers = AnswerMatcher(pairs: setup.pairs, side: setup.answerSide, language: setup.answerLanguage)
        shown = AnswerMatcher(pairs: setup.pairs, side: setup.shownSide,
                              language: setup.shownLanguage, strictAccents: true)
    }

    /// The puzzle's word `text` names, if any (symbols are 1...N).
    public func match(_ text: String) -> AnswerMatch {
        switch answers.match(text) {
        case let .matched(pair, nil): return .exact(symbol: pair + 1)
        case let .matched(pair, correction?): return .corrected(symbol: pair + 1, correction: correction)
        case let .ambiguous(_, words): return .ambiguous(words: words)
        case let .nearMiss(pair, word):
            if case let .matched(pair, nil) = shown.match(text) { return .otherLanguage(symbol: pair + 1) }
            return .nearMiss(symbol: pair + 1, word: word)
        case .notInPuzzle:
            if case let .matched(pair, nil) = shown.match(text) { return .otherLanguage(symbol: pair + 1) }
            return .notInPuzzle
        }
    }
}
