/// How a game's givens reach the learner when they are heard rather than read (`GameSetup.listening`;
/// nil: read, as in every game saved before listening was offered).
///
/// Both modes hide the givens' words on the board (each shows `mark`) and say a given's word
/// when it is selected (`GameSession.utterance(at:)`); they differ in the language it is said in
/// and in what the game counts.
public enum Listening: String, CaseIterable, Codable, Sendable {
    /// Listening: a given is said in the givens' language (`GameSetup.shownSide`) and the
    /// learner writes the other language's word, as in a read game. Recognising a word by its
    /// sound and writing its translation is recall of the pair, so it counts as a read game
    /// does (`WordEvidence`).
    case heard
    /// Dictation (spelling practice): a given is said in the language the learner writes, and
    /// the learner writes those same words. No translation is asked, so the game is no
    /// evidence of the pairs: it leaves the learner memory as it was (no review, no recall
    /// check after it) and counts only as a game, with its score, time and mistakes.
    case dictation

    /// What a heard given shows instead of its word: a speaker (two columns wide).
    public static let mark = "🔊"
}

extension GameSetup {
    /// Whether the givens are heard, not read: their words are hidden on the board.
    public var givensHeard: Bool { listening != nil }
    /// The side a given's word is said in: the givens' side, or in dictation the side the
    /// learner writes.
    public var heardSide: Side { listening == .dictation ? answerSide : shownSide }
    /// What a given cell holding `symbol` shows on the board: its word, or the speaker mark
    /// when the givens are heard. One rule for both front ends.
    public func givenLabel(_ symbol: Int) -> String { givensHeard ? Listening.mark : shownWord(symbol) }
    /// Whether this game is evidence of its pairs for the learner memory (`WordEvidence`):
    /// every game but a dictation.
    public var countsAsRecall: Bool { listening != .dictation }
}

extension GameSession {
    /// Whether the givens' words are hidden now: while a heard game is played. Once it is over
    /// the board shows them (the results teach what was heard).
    public var givenWordsHidden: Bool { setup.givensHeard && !isFinished }

    /// Whether the board shows which word `cell` holds: every cell but a heard given while the
    /// game is played (nor may a mark of the cells sharing a word tell it).
    public func showsWord(at cell: Int) -> Bool { !(givenWordsHidden && isGiven(cell)) }
    /// What the board shows for a given holding `symbol`: the speaker while the words are
    /// hidden, else the word.
    public func boardLabel(ofGiven symbol: Int) -> String {
        // Once over, the word heard: in a dictation, the language written (a child who heard
        // French words saw them in English on the results).
        givenWordsHidden ? Listening.mark : setup.pairs[symbol - 1].shown(setup.heardSide)
    }
}

/// The texts of listening games, in English and French.
public enum ListeningText {
    /// A listening game asked for where no word can be said: it is refused.
    public static let needsSpeech = Localized(
        en: "A game with heard givens needs espeak-ng to say them, and it is not installed. On Debian or Ubuntu: sudo apt install espeak-ng",
        fr: "Une partie aux mots entendus a besoin d’espeak-ng pour les dire, et il n’est pas installé. Sous Debian ou Ubuntu : sudo apt install espeak-ng")
}
