/// A list of word pairs in two languages, as a teacher or the built-in lists provide it.
public struct WordList: Hashable, Sendable, Codable {
    /// Shown in menus; defaults to the file name.
    public var title: String
    /// Two ISO 639-1 codes, e.g. `["en", "fr"]`: the languages of `first` and `second`.
    public var languages: [String]
    /// A theme id such as `animals`, if the list has one.
    public var theme: String?
    /// A CEFR level (`A1`, `A2`, `B1`...), if given.
    public var level: String?
    /// How many dictionary peeks a game on this list allows, if the list sets it.
    public var peeks: Int?
    public var pairs: [WordPair]
    /// The title and theme the French interface shows, if the list gives them (`title_fr`, `theme_fr`).
    public var titleFrench: String? = nil
    public var themeFrench: String? = nil
    /// The espeak-ng voice for a language of the list (`fr` → `fr-be`), when the list names one
    /// (JSON `"voices"`, a spreadsheet header's `fr (fr-be)`); a player's own voice setting wins.
    public var voices: [String: String]? = nil

    public init(title: String, languages: [String], theme: String? = nil, level: String? = nil,
                peeks: Int? = nil, pairs: [WordPair]) {
        precondition(languages.count == 2, "a word list has two languages")
        self.title = title
        self.languages = languages
        self.theme = theme
        self.level = level
        self.peeks = peeks
        self.pairs = pairs
    }

    /// The title to show in `language`: the French one in French when the list has it.
    public func title(in language: UILanguage) -> String {
        language == .fr ? titleFrench ?? title : title
    }

    /// The theme to show in `language`, if the list has one.
    public func theme(in language: UILanguage) -> String? {
        language == .fr ? themeFrench ?? theme : theme
    }

    /// The language code of `side`.
    public func language(of side: Side) -> String { languages[side.index] }

    /// The side whose language code is `code`, if the list has it.
    public func side(forLanguage code: String) -> Side? {
        [Side.first, .second].first { language(of: $0) == code }
    }
}
