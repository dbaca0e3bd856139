/// The 184 two-letter ISO 639-1 language codes: a list's `languages` must be two of these.
enum LanguageCodes {
    static let all: Set<String> = [
        "aa", "ab", "ae", "af", "ak", "am", "an", "ar", "as", "av", "ay", "az", "ba", "be", "bg", "bh",
        "bi", "bm", "bn", "bo", "br", "bs", "ca", "ce", "ch", "co", "cr", "cs", "cu", "cv", "cy", "da",
        "de", "dv", "dz", "ee", "el", "en", "eo", "es", "et", "eu", "fa", "ff", "fi", "fj", "fo", "fr",
        "fy", "ga", "gd", "gl", "gn", "gu", "gv", "ha", "he", "hi", "ho", "hr", "ht", "hu", "hy", "hz",
        "ia", "id", "ie", "ig", "ii", "ik", "io", "is", "it", "iu", "ja", "jv", "ka", "kg", "ki", "kj",
        "kk", "kl", "km", "kn", "ko", "kr", "ks", "ku", "kv", "kw", "ky", "la", "lb", "lg", "li", "ln",
        "lo", "lt", "lu", "lv", "mg", "mh", "mi", "mk", "ml", "mn", "mr", "ms", "mt", "my", "na", "nb",
        "nd", "ne", "ng", "nl", "nn", "no", "nr", "nv", "ny", "oc", "oj", "om", "or", "os", "pa", "pi",
        "pl", "ps", "pt", "qu", "rm", "rn", "ro", "ru", "rw", "sa", "sc", "sd", "se", "sg", "si", "sk",
        "sl", "sm", "sn", "so", "sq", "sr", "ss", "st", "su", "sv", "sw", "ta", "te", "tg", "th", "ti",
        "tk", "tl", "tn", "to", "tr", "ts", "tt", "tw", "ty", "ug", "uk", "ur", "uz", "ve", "vi", "vo",
        "wa", "wo", "xh", "yi", "yo", "za", "zh", "zu",
    ]

    /// Whether `code` is an ISO 639-1 code (lowercase, as lists write them).
    static func isKnown(_ code: String) -> Bool { all.contains(code) }
}

/// Languages by name, as a teacher's spreadsheet heads its columns (`English<TAB>French`,
/// `Anglais;Français`, `español,Deutsch`): English, French and the language's own names, any
/// case, accents optional. A header is read through `code(for:)`, so `en` and `English` are the
/// same column.
extension LanguageCodes {
    /// Each code's names, lower case, without accents (as `folded` makes them).
    static let names: [String: [String]] = [
        "en": ["english", "anglais"],
        "fr": ["french", "francais"],
        "es": ["spanish", "espagnol", "espanol", "castellano"],
        "de": ["german", "allemand", "deutsch"],
        "it": ["italian", "italien", "italiano"],
        "pt": ["portuguese", "portugais", "portugues"],
        "nl": ["dutch", "neerlandais", "nederlands"],
        "ru": ["russian", "russe", "русскии"],
        "zh": ["chinese", "chinois", "mandarin", "中文"],
        "ja": ["japanese", "japonais", "日本語"],
        "ko": ["korean", "coreen", "한국어"],
        "ar": ["arabic", "arabe", "العربية"],
        "el": ["greek", "grec", "ελληνικα"],
        "la": ["latin"],
        "pl": ["polish", "polonais", "polski"],
        "sv": ["swedish", "suedois", "svenska"],
        "da": ["danish", "danois", "dansk"],
        "no": ["norwegian", "norvegien", "norsk"],
        "fi": ["finnish", "finnois", "suomi"],
        "tr": ["turkish", "turc", "turkce"],
        "he": ["hebrew", "hebreu"],
        "hi": ["hindi"],
        "uk": ["ukrainian", "ukrainien"],
        "cs": ["czech", "tcheque", "cestina"],
        "ro": ["romanian", "roumain", "romana"],
        "hu": ["hungarian", "hongrois", "magyar"],
        "ca": ["catalan", "catala"],
        "eu": ["basque", "euskara"],
        "br": ["breton", "brezhoneg"],
        "oc": ["occitan"],
        "co": ["corsican", "corse"],
        "ga": ["irish", "irlandais", "gaeilge"],
        "cy": ["welsh", "gallois", "cymraeg"],
        "is": ["icelandic", "islandais"],
        "vi": ["vietnamese", "vietnamien"],
        "th": ["thai", "thailandais"],
        "id": ["indonesian", "indonesien"],
        "ms": ["malay", "malais"],
        "fa": ["persian", "persan", "farsi"],
        "sw": ["swahili"],
        "eo": ["esperanto"],
        "bg": ["bulgarian", "bulgare"],
        "hr": ["croatian", "croate"],
        "sr": ["serbian", "serbe"],
        "sk": ["slovak", "slovaque"],
        "sl": ["slovenian", "slovene"],
        "lt": ["lithuanian", "lituanien"],
        "lv": ["latvian", "letton"],
        "et": ["estonian", "estonien"],
        "sq": ["albanian", "albanais"],
        "lb": ["luxembourgish", "luxembourgeois"],
        "mg": ["malagasy", "malgache"],
        "ht": ["haitian creole", "creole haitien"],
        "wo": ["wolof"],
        "bn": ["bengali"],
        "ur": ["urdu", "ourdou"],
        "ta": ["tamil", "tamoul"],
        "ka": ["georgian", "georgien"],
        "hy": ["armenian", "armenien"],
    ]

    /// Every folded name → its code.
    private static let codesByName: [String: String] = {
        var table: [String: String] = [:]
        for (code, names) in names { for name in names { table[name] = code } }
        return table
    }()

    /// The code `text` names: an ISO 639-1 code (`fr`, `FR`), one with a region (`en-GB`,
    /// `pt_BR`), or a language's name (`English`, `Français`, `ANGLAIS`, `Deutsch`); nil for
    /// anything else (`cat`, `le chat`: not a header but a pair).
    static func code(for text: String) -> String? {
        let folded = folded(text)
        if isKnown(folded) { return folded }
        if folded.count == 5, let separator = folded.dropFirst(2).first, separator == "-" || separator == "_",
           isKnown(String(folded.prefix(2))) {
            return String(folded.prefix(2))
        }
        return codesByName[folded]
    }

    /// `text` trimmed, lower case, without accents, inner spaces single: `  Français ` → `francais`.
    static func folded(_ text: String) -> String {
        WordNormalizer.withoutAccents(WordNormalizer.key(text))
    }
}
