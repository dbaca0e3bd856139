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

    public init(language: UILanguage, theme: ThemeChoice = .standard, showTimer: Bool = true, sound: Bool = true,
                vimKeys: Bool = false, player: String = "") {
        self.language = language
        self.theme = theme
        self.showTimer = showTimer
        self.sound = sound
        self.vimKeys = vimKeys
        self.player = player
    }

    /// Defaults from the environment: the language from `LC_ALL`/`LC_MESSAGES`/`LANG`,
    /// no colour when `NO_COLOR` is set (or `--no-color` was given).
    public static func fromEnvironment(_ environment: [String: String], noColor: Bool = false) -> AppSettings {
        let refuseColour = noColor || !(environment["NO_COLOR"] ?? "").isEmpty
        return AppSettings(language: UILanguage.fromEnvironment(environment), theme: refuseColour ? .none : .standard)
    }

    var palette: Theme {
        switch theme {
        case .standard: .standard
        case .highContrast: .highContrast
        case .none: .monochrome
        }
    }
}
