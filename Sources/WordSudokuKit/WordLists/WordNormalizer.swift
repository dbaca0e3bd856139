import Foundation

/// How words are compared: the same rules for finding duplicates in a list and for matching a
/// learner's answer, so a word the list accepts once is the word the learner can type.
public enum WordNormalizer {
    /// The word as stored and shown: trimmed, inner runs of spaces collapsed to one, NFC (so a
    /// decomposed `é` equals a precomposed one), typographic apostrophes made straight.
    static func cleaned(_ text: String) -> String {
        if isCleanASCII(text) { return text }
        var result = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
        if hasIrregularSpace(result) {
            result = result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        if result.unicodeScalars.contains(where: { $0 == "\u{2019}" || $0 == "\u{02BC}" }) {
            result = String(String.UnicodeScalarView(result.unicodeScalars.map { $0 == "\u{2019}" || $0 == "\u{02BC}" ? "'" : $0 }))
        }
        return result
    }

    /// Whether `text` has whitespace at an end, two in a row, or other than a plain space.
    private static func hasIrregularSpace(_ text: String) -> Bool {
        var previousIsSpace = true
        for character in text {
            if character.isWhitespace {
                if previousIsSpace || character != " " { return true }
                previousIsSpace = true
            } else {
                previousIsSpace = false
            }
        }
        return previousIsSpace && !text.isEmpty
    }

    /// Whether `text` is ASCII with single inner spaces and none at the ends: already clean (the
    /// common case, checked without Foundation's slower normalisation).
    private static func isCleanASCII(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            if byte >= 0x80 || byte < 0x20 || byte == 0x7F { return false }
            if byte == 0x20 && previous == 0x20 { return false }
            previous = byte
        }
        return previous != 0x20
    }

    /// The comparison key: `cleaned`, then lowercased. Two words with the same key are the same word.
    public static func key(_ text: String) -> String {
        cleaned(text).lowercased()
    }

    /// `key` without accents or ligatures (`été` → `ete`, `œil` → `oeil`), to recognise an answer
    /// typed without them.
    public static func withoutAccents(_ key: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in key.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.value {
            case 0x0300...0x036F: continue  // combining diacritical marks
            case 0x0153: scalars.append(contentsOf: "oe".unicodeScalars)
            case 0x00E6: scalars.append(contentsOf: "ae".unicodeScalars)
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Leading words a learner may leave out, by language: articles, and `to` before English verbs.
    static let omissibleLeadingWords: [String: [String]] = [
        "fr": ["le ", "la ", "les ", "l'", "un ", "une ", "des "],
        "en": ["the ", "a ", "an ", "to "],
        "es": ["el ", "la ", "los ", "las ", "un ", "una "],
        "it": ["il ", "lo ", "la ", "i ", "gli ", "le ", "l'", "un ", "uno ", "una ", "un'"],
        "de": ["der ", "die ", "das ", "ein ", "eine ", "zu "],
        "pt": ["o ", "a ", "os ", "as ", "um ", "uma "],
    ]

    /// Elided articles a learner may type with a space for the apostrophe (`l ecureuil`), by
    /// language: children often cannot find the apostrophe key.
    static let elidedArticles: [String: [String]] = ["fr": ["l", "d"], "it": ["l", "un"]]

    /// `key` with a space after an elided article made an apostrophe (`l ecureuil` → `l'ecureuil`);
    /// `key` itself when it has none.
    static func withElisionRepaired(_ key: String, language: String) -> String {
        for article in elidedArticles[language] ?? [] where key.hasPrefix(article + " ") {
            let rest = key.dropFirst(article.count + 1)
            if let first = rest.unicodeScalars.first, "aeiouyhàâäéèêëîïôöùûüœæ".unicodeScalars.contains(first) {
                return article + "'" + rest
            }
        }
        return key
    }

    /// `key` without its leading article (`le chat` → `chat`, `l'arbre` → `arbre`), or nil if it
    /// has none in `language`.
    static func withoutArticle(_ key: String, language: String) -> String? {
        for article in omissibleLeadingWords[language] ?? [] where key.hasPrefix(article) {
            let rest = key.dropFirst(article.count)
            if !rest.isEmpty { return String(rest) }
        }
        return nil
    }

    /// The keys an answer may take for `word`: as written, without its gender note, without its
    /// article (`l'arbre (m)` → `l'arbre (m)`, `l'arbre`, `arbre`).
    static func answerKeys(for word: String, language: String) -> Set<String> {
        let key = key(word)
        let noNote = withoutGenderNote(key) ?? key
        var keys: Set<String> = [key, noNote]
        if let noArticle = withoutArticle(noNote, language: language) { keys.insert(noArticle) }
        return keys
    }

    /// Gender and number notes a list may put after a noun: `(m)`, `(f)`, `(f pl)`...
    static let genderNotes: Set<String> = ["m", "f", "n", "pl", "m pl", "f pl", "n pl", "mpl", "fpl", "m/f", "mf", "m.", "f.", "m, f"]

    /// `key` without a trailing gender note (`l'arbre (m)` → `l'arbre`), or nil if it has none.
    static func withoutGenderNote(_ key: String) -> String? {
        guard key.hasSuffix(")"), let open = key.lastIndex(of: "(") else { return nil }
        let note = key[key.index(after: open)..<key.index(before: key.endIndex)]
        guard genderNotes.contains(note.trimmingCharacters(in: .whitespaces)) else { return nil }
        let rest = key[..<open].trimmingCharacters(in: .whitespaces)
        return rest.isEmpty ? nil : rest
    }

    /// `word` as written, without a leading article and a gender note (`l’éléphant (m)` →
    /// `éléphant`): what tells a word apart where there is room for a few letters only.
    public static func core(of word: String, language: String) -> String {
        var text = word.trimmingCharacters(in: .whitespaces)
        if let noted = withoutGenderNote(text) { text = noted }
        let lowered = text.lowercased().replacingOccurrences(of: "’", with: "'")
        for article in omissibleLeadingWords[language] ?? [] where lowered.hasPrefix(article) && lowered.count > article.count {
            return String(text.dropFirst(article.count)).trimmingCharacters(in: .whitespaces)
        }
        return text
    }
}
