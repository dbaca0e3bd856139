/// The language people read the program in.
public enum UILanguage: String, CaseIterable, Hashable, Sendable, Codable {
    case en, fr

    /// The language a `LANG`/`LC_ALL`/`LC_MESSAGES` value asks for (`fr_FR.UTF-8` → French);
    /// English otherwise.
    static func fromLocale(_ value: String?) -> UILanguage {
        guard let value, value.lowercased().hasPrefix("fr") else { return .en }
        return .fr
    }

    /// The variables `fromEnvironment` reads, the first set one deciding.
    public static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// The language the locale variables ask for: the first non-empty of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`, as POSIX orders them.
    public static func fromEnvironment(_ environment: [String: String]) -> UILanguage {
        fromLocale(localeVariables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty })
    }

    /// The interface language, by one rule for every command and both front ends: the language
    /// asked for (`--lang`), else the one saved in the settings, else the locale's.
    public static func chosen(asked: UILanguage? = nil, saved: UILanguage?, environment: [String: String]) -> UILanguage {
        asked ?? saved ?? fromEnvironment(environment)
    }
}

/// A text for people, in every `UILanguage`. Both forms are required by the initializer, so no
/// string can exist in one language only.
///
/// Each part of the program keeps its texts in one table (an `enum` of static `Localized`
/// values and functions for texts with arguments), e.g. `GameText.peekRefused`.
public struct Localized: Hashable, Sendable {
    public let en: String
    public let fr: String

    public init(en: String, fr: String) {
        self.en = en
        self.fr = fr
    }

    /// A text made in each language by the same function (`GameText`'s `(…, language) -> String`).
    public init(_ text: (UILanguage) -> String) {
        self.init(en: text(.en), fr: text(.fr))
    }

    /// The text in `language`.
    public func callAsFunction(_ language: UILanguage) -> String {
        switch language {
        case .en: en
        case .fr: fr
        }
    }
}
