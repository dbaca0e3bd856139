/// A word to say aloud, and the language to say it in (a list's language code: `fr`, `en`,
/// `es`…). Both front ends make one from the game (`GameSession.utterance(at:)`,
/// `GameSession.utterance(of:)`) and hand it to a `Speaker`.
public struct Utterance: Hashable, Sendable {
    public var text: String
    public var language: String
    /// The espeak-ng voice asked for (`fr-be`): the settings' for the language, else its
    /// list's (`SpeechSettings.voiced`); nil: the language code's own voice.
    public var voice: String? = nil
    /// Words per minute (`SpeechSettings.rateRange`).
    public var rate: Int = SpeechSettings.defaultRate
    /// The word's recorded sound (a full path, `SoundFile`), played instead of espeak-ng when
    /// it can be; nil: said by espeak-ng.
    public var soundFile: String? = nil

    /// The longest text said: a word or a short phrase, never a pasted page.
    static let maximumLength = 120

    /// `word` as it is said: a list's grammatical marks in brackets (`l'âne (m)`, `(f)`,
    /// `(pl)`) are for the eye, not the ear, so they are left out; spaces are tidied and the
    /// text is cut at `maximumLength`. Nil when nothing is left to say.
    public init?(_ word: String, language: String) {
        var spoken = ""
        var depth = 0
        for character in word {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            default: if depth == 0 { spoken.append(character.isWhitespace || character.isNewline ? " " : character) }
            }
        }
        let text = spoken.split(separator: " ").joined(separator: " ")
        guard !text.isEmpty, !language.isEmpty else { return nil }
        self.text = String(text.prefix(Self.maximumLength))
        self.language = language
    }
}
