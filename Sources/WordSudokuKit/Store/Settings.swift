/// The player's preferences, kept between runs. Missing keys take their defaults, so an older
/// settings file still loads.
public struct Settings: Equatable, Sendable, Codable {
    /// The UI language; nil means "from LANG".
    public var uiLanguage: UILanguage? = nil
    public var colours: Bool = true
    public var highContrast: Bool = false
    /// The terminal bell on a mistake and on completion.
    public var sound: Bool = true
    public var mode: MistakeMode = .immediate
    public var showTimer: Bool = true
    /// First-run default: a 6×6 grid (2×3 boxes) at grade 1 — six words to learn at once, a
    /// grid that fits any terminal, and only singles to find (see the README).
    public var boxRows: Int = 2
    public var boxColumns: Int = 3
    public var grade: Int = 1
    public var list: String = "animals"
    /// The language the givens show; the learner types the other.
    public var shownLanguage: String = "en"
    public var player: String = ""
    /// Vim-style movement on the board (`h` `j` `k` `l`); off, so that every letter types.
    public var vimKeys: Bool = false
    /// The probability of recall at which a word comes back for review (`settings retention`,
    /// 0.70…0.97); nil: the game's own choice (`LearnerMemory.target(player:setting:)`).
    public var retention: Double? = nil
    /// Speech (`SpeechSettings`): on or off (apart from `sound`, the bell), the rate in words a
    /// minute, the voice per language code, and whether new games say the words placed.
    public var speech: Bool = true
    public var speechRate: Int = SpeechSettings.defaultRate
    public var voices: [String: String] = [:]
    public var speakWords: Bool = false

    /// The range FSRS documents for desired retention: below 70 % a learner forgets too much
    /// between reviews to gain from them, above 97 % reviews crowd out every new word.
    static let retentionRange = 0.70...0.97

    /// How the game speaks, from these settings (and back: `Options` changes it as one value).
    public var speechSettings: SpeechSettings {
        get {
            var speech = SpeechSettings()
            speech.isOn = self.speech
            speech.rate = speechRate
            speech.voices = voices
            speech.speakWords = speakWords
            return speech
        }
        set {
            speech = newValue.isOn
            speechRate = newValue.rate
            voices = newValue.voices
            speakWords = newValue.speakWords
        }
    }

    public init() {}

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = Settings()
        uiLanguage = try c.decodeIfPresent(UILanguage.self, forKey: .uiLanguage) ?? d.uiLanguage
        colours = try c.decodeIfPresent(Bool.self, forKey: .colours) ?? d.colours
        highContrast = try c.decodeIfPresent(Bool.self, forKey: .highContrast) ?? d.highContrast
        sound = try c.decodeIfPresent(Bool.self, forKey: .sound) ?? d.sound
        mode = try c.decodeIfPresent(MistakeMode.self, forKey: .mode) ?? d.mode
        showTimer = try c.decodeIfPresent(Bool.self, forKey: .showTimer) ?? d.showTimer
        boxRows = try c.decodeIfPresent(Int.self, forKey: .boxRows) ?? d.boxRows
        boxColumns = try c.decodeIfPresent(Int.self, forKey: .boxColumns) ?? d.boxColumns
        grade = try c.decodeIfPresent(Int.self, forKey: .grade) ?? d.grade
        list = try c.decodeIfPresent(String.self, forKey: .list) ?? d.list
        shownLanguage = try c.decodeIfPresent(String.self, forKey: .shownLanguage) ?? d.shownLanguage
        player = try c.decodeIfPresent(String.self, forKey: .player) ?? d.player
        vimKeys = try c.decodeIfPresent(Bool.self, forKey: .vimKeys) ?? d.vimKeys
        retention = try c.decodeIfPresent(Double.self, forKey: .retention) ?? d.retention
        speech = try c.decodeIfPresent(Bool.self, forKey: .speech) ?? d.speech
        speechRate = try c.decodeIfPresent(Int.self, forKey: .speechRate) ?? d.speechRate
        voices = try c.decodeIfPresent([String: String].self, forKey: .voices) ?? d.voices
        speakWords = try c.decodeIfPresent(Bool.self, forKey: .speakWords) ?? d.speakWords
    }
}
