import WordSudokuKit

/// The choices a person makes in Options, kept between runs by the host.
public struct AppSettings: Equatable, Sendable {
    public enum ThemeChoice: String, CaseIterable, Sendable { case standard, highContrast, none }

    public var language: UILanguage
    public var theme: ThemeChoice
    public var showTimer: Bool
    public var sound: Bool
    /// `h` `j` `k` `l` move on the board (and a word starting with one of them needs Enter
    /// first); off, every letter types a word.
    public var vimKeys: Bool

    /// The player's name, as the New game form and Options show it; empty: the default name
    /// (`PlayerName.defaultName`) in the interface's language.
    public var player: String
    /// The recall at which a word comes back (`Settings.retention`); nil: the game's choice.
    public var retention: Double?
    /// How words are said (`SpeechSettings`): on or off, rate, voices, and whether New game
    /// starts with "Speak the words" on.
    public var speech = SpeechSettings()

    /// The retentions Options steps through, after "auto".
    static let retentionChoices = [0.70, 0.75, 0.80, 0.85, 0.90, 0.95, 0.97]

    public init(language: UILanguage, theme: ThemeChoice = .standard, showTimer: Bool = true, sound: Bool = true,
                vimKeys: Bool = false, player: String = "", retention: Double? = nil) {
        self.language = language
        self.theme = theme
        self.showTimer = showTimer
        self.sound = sound
        self.vimKeys = vimKeys
        self.player = player
        self.retention = retention
    }

    /// The retention `step` choices after (or before, when negative) the current one, round
    /// "auto" (nil) and `retentionChoices`; a value set by `settings retention` between two
    /// choices moves to the neighbouring one.
    public func retention(steppedBy step: Int) -> Double? {
        let choices: [Double?] = [nil] + Self.retentionChoices.map { $0 }
        let index: Int
        if let retention {
            let below = Self.retentionChoices.lastIndex { $0 <= retention + 1e-9 } ?? 0
            index = 1 + (step < 0 && Self.retentionChoices[below] < retention - 1e-9 ? below + 1 : below)
        } else {
            index = 0
        }
        return choices[(index + step + choices.count) % choices.count]
    }

    /// Defaults from the environment: the language from `LC_ALL`/`LC_MESSAGES`/`LANG`,
    /// no colour when `NO_COLOR` is set (or `--no-color` was given).
    public static func fromEnvironment(_ environment: [String: String], noColor: Bool = false) -> AppSettings {
        let refuseColour = noColor || !(environment["NO_COLOR"] ?? "").isEmpty
        return AppSettings(language: UILanguage.fromEnvironment(environment), theme: refuseColour ? .none : .standard)
    }

    /// The full screen's settings for a run: the stored `settings` (colours, contrast, sound,
    /// timer, keys, retention) on the environment's defaults (`fromEnvironment`), in `language`
    /// (the command line's or the settings'), for `player` (the name the New game form starts
    /// with). `noColor` (`--no-color`) and `highContrast` (`--high-contrast`) are this run's.
    public init(settings: Settings, language: UILanguage, player: String, environment: [String: String],
                noColor: Bool = false, highContrast: Bool = false) {
        self = .fromEnvironment(environment, noColor: noColor || !settings.colours)
        self.language = language
        if theme != .none && (highContrast || settings.highContrast) { theme = .highContrast }
        sound = settings.sound
        showTimer = settings.showTimer
        vimKeys = settings.vimKeys
        retention = settings.retention
        speech = settings.speechSettings
        self.player = player
    }

    var palette: Theme {
        switch theme {
        case .standard: .standard
        case .highContrast: .highContrast
        case .none: .monochrome
        }
    }
}

extension Settings {
    /// Keeps what the player changed in Options (the inverse of `AppSettings.init(settings:…)`):
    /// the interface's language, the colours, sound, timer, keys, retention, speech and name —
    /// each only when it differs from `before`, what Options showed before the change. What
    /// this run took from elsewhere stays this run's: the language from `LANG` or `--lang`, no
    /// colour from `NO_COLOR` or `--no-color`, `--high-contrast` (turning the sound off once
    /// wrote the language of the moment, and `LANG` was then ignored for good).
    mutating func keepOptions(_ chosen: AppSettings, before: AppSettings) {
        if chosen.language != before.language { uiLanguage = chosen.language }
        if chosen.theme != before.theme {
            colours = chosen.theme != .none
            highContrast = chosen.theme == .highContrast
        }
        if chosen.sound != before.sound { sound = chosen.sound }
        if chosen.showTimer != before.showTimer { showTimer = chosen.showTimer }
        if chosen.vimKeys != before.vimKeys { vimKeys = chosen.vimKeys }
        if chosen.retention != before.retention { retention = chosen.retention }
        if chosen.speech != before.speech { speechSettings = chosen.speech }
        if chosen.player != before.player { player = chosen.player }
    }
}
