/// The hyphenation patterns the program carries (`Hyphenation/` in the source, embedded by
/// `Scripts/embed-data.sh`): French and US English, the languages of the built-in lists.
enum HyphenationPatterns {
    /// The pattern file for a list's language code (`fr`, `fr-CA`, `en`, `en-GB`…), nil for a
    /// language without patterns. English words get the US patterns whatever the region: they
    /// differ from British ones in few common words.
    static func fileName(forLanguage code: String) -> String? {
        let primary = code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        switch primary {
        case "fr": return "hyph_fr.dic"
        case "en": return "hyph_en_US.dic"
        default: return nil
        }
    }
}
