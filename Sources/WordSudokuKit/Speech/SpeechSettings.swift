/// How the game speaks, as the player set it (`settings speech`, `speech-rate`, `voice`,
/// `speak-words`, or Options): one value both front ends read, so that a word is said the same
/// way on the full screen and in line mode.
public struct SpeechSettings: Equatable, Sendable {
    /// Whether the game speaks at all (the speak key, `say`, words said as they are placed).
    /// Apart from the bell (`Settings.sound`): a player may want the words and not the bell.
    public var isOn = true
    /// Words per minute, in `rateRange`.
    public var rate = SpeechSettings.defaultRate
    /// The espeak-ng voice per language code (`fr` → `fr-be`): the player's choice, which wins
    /// over a list's (`WordList.voices`): the list is the teacher's suggestion for everyone,
    /// the setting is this player's own ear.
    public var voices: [String: String] = [:]
    /// Whether a new game says every word placed rightly, and the recall check's question (for
    /// a child who cannot read yet); the New game form's first value, `play --speak` for one game.
    public var speakWords = false

    /// 140 words a minute: espeak-ng's own 175 is fast for a learner.
    public static let defaultRate = 140
    /// From a slow, word-by-word 80 to a quick 260 (espeak-ng itself takes 80 to 450; beyond
    /// 260 its words run together).
    public static let rateRange = 80...260
    /// The rates Options steps through.
    public static let rateStep = 20
    /// At most this many languages with a voice of their own (a list has two languages; a
    /// player rarely learns more than a few).
    public static let maximumVoices = 20

    public init() {}

    /// `utterance` as it is to be said: at this rate, in the voice chosen for its language — the
    /// player's (`voices`), else the list's (`listVoices`, `GameSetup.voices`), else none (the
    /// language code's own voice).
    public func voiced(_ utterance: Utterance, listVoices: [String: String]? = nil) -> Utterance {
        var voiced = utterance
        let code = utterance.language.lowercased()
        voiced.voice = voices[code] ?? listVoices?[code]
        voiced.rate = rate
        return voiced
    }

    /// Whether `name` can name an espeak-ng voice or a language code (`fr`, `fr-be`, `en-us`,
    /// `cmn-latn-pinyin`): ASCII letters, digits and dashes, 1 to 30 of them, not starting with
    /// a dash (it would be read as an option). Whether espeak-ng has it is known only when it runs.
    public static func isVoiceName(_ name: String) -> Bool {
        (1...30).contains(name.utf8.count) && !name.hasPrefix("-")
            && name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }
}
