/// What Anki's plain-text export ("Notes in Plain Text", "Cards in Plain Text") says about its
/// file in the `#` lines that open it, so that a teacher's deck imports as Anki wrote it:
///
///     #separator:tab
///     #html:true
///     #deck column:1
///     #tags column:4
///     Animals<TAB>cat<TAB>le <b>chat</b><TAB>pets
///
/// Anki writes the note's fields in order, with a column for the deck, the note type, the
/// note's id (guid) and its tags when asked to, each named by a `#… column:N` line; fields are
/// quoted as RFC 4180 says. Every opening line that starts with `#` is Anki's (its importer
/// reads them so too); the keys that do not matter to a word list (`#deck:`, `#notetype:`,
/// `#columns:`…) are skipped.
struct AnkiPreamble: Equatable {
    /// The separator `#separator:` names; nil when the lines do not say.
    var separator: WordList.Delimiter?
    /// Whether the fields are HTML (`#html:true`): their tags are then dropped and their
    /// entities decoded (`HTMLField.plainText`).
    var isHTML = false
    /// The 0-based columns that hold no field of the note: deck, note type, id, tags.
    var metaColumns: Set<Int> = []
    /// Where the data starts: the byte after the last `#` line, and that line's number.
    var dataStart = 0
    var dataLine = 1

    /// The preamble of `bytes` (after a byte order mark), or nil when the first line does not
    /// start with `#`. Throws for a `#separator:` a word list cannot use (space, pipe, colon: the
    /// pipe separates a word's accepted answers, and spaces and colons are inside words).
    static func read(_ bytes: [UInt8]) throws(WordListError) -> AnkiPreamble? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { return nil }
        var preamble = AnkiPreamble()
        var line = 1
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            let end = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
            var text = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            if text.hasSuffix("\r") { text.removeLast() }
            try preamble.apply(text, line: line)
            index = min(end + 1, bytes.count)
            line += 1
        }
        preamble.dataStart = index
        preamble.dataLine = line
        return preamble
    }

    /// Reads one line (without its `#`); `key:value`, as Anki's importer reads it.
    private mutating func apply(_ text: String, line: Int) throws(WordListError) {
        guard let colon = text.firstIndex(of: ":") else { return }
        let key = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = String(text[text.index(after: colon)...])
        let trimmed = value.trimmingCharacters(in: .whitespaces).lowercased()
        switch key {
        case "separator":
            switch trimmed.isEmpty ? value : trimmed {
            case "tab", "\t": separator = .tab
            case "comma", ",": separator = .comma
            case "semicolon", ";": separator = .semicolon
            default:
                throw .unusableSeparator(DisplaySafe.escaped(value, limit: 20), TextPosition(line: line, column: colon.utf16Offset(in: text) + 3))
            }
        case "html":
            isHTML = trimmed == "true"
        case "guid column", "notetype column", "deck column", "tags column":
            if let column = Int(trimmed), column >= 1, column <= 1000 { metaColumns.insert(column - 1) }
        default:
            break
        }
    }

    /// A record's fields without the meta columns; at most the note's first two fields, the
    /// term and its translation (a note type's further fields, an example or a picture, are
    /// not part of a word pair). A field that is empty after its HTML is dropped is kept empty,
    /// so that it is reported where it is.
    func noteFields(_ fields: [DelimitedRecords.Field]) -> [DelimitedRecords.Field] {
        var kept = fields.enumerated().filter { !metaColumns.contains($0.offset) }.map(\.element)
        if isHTML {
            for index in kept.indices { kept[index].text = HTMLField.plainText(kept[index].text) }
        }
        while kept.count > 2, kept.last!.text.isEmpty { kept.removeLast() }
        return Array(kept.prefix(2))
    }
}

/// An HTML field of an Anki note as the word a learner types: `le <b>chat</b>&nbsp;` →
/// `le chat`. Tags go (a line break or a block's end is a space), entities are decoded,
/// `[sound:…]` media references go. What the decoding gives is checked afterwards as any
/// word is, so `&#27;` is refused as the control character it is.
enum HTMLField {
    /// The named entities Anki's editor writes, and the common accented letters.
    static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
        "eacute": "é", "egrave": "è", "ecirc": "ê", "euml": "ë", "agrave": "à", "acirc": "â",
        "ccedil": "ç", "icirc": "î", "iuml": "ï", "ocirc": "ô", "ucirc": "û", "ugrave": "ù",
        "uuml": "ü", "ouml": "ö", "auml": "ä", "szlig": "ß", "ntilde": "ñ", "aacute": "á",
        "iacute": "í", "oacute": "ó", "uacute": "ú", "oelig": "œ", "aelig": "æ",
        "laquo": "«", "raquo": "»", "rsquo": "’", "lsquo": "‘", "hellip": "…", "ndash": "–", "mdash": "—",
    ]

    /// The tags after which a field reads on as a new word (line breaks, blocks).
    static let breakingTags: Set<String> = ["br", "div", "p", "li", "tr", "td", "hr"]

    static func plainText(_ html: String) -> String {
        var text = ""
        var rest = Substring(html)
        while let first = rest.first {
            if first == "<", let tag = tagName(rest) {
                // Skip to the tag's end; a `<` never closed is text.
                guard let close = rest.firstIndex(of: ">") else { text += rest; break }
                if breakingTags.contains(tag.lowercased()) { text += " " }
                rest = rest[rest.index(after: close)...]
            } else if first == "&", let semicolon = rest.prefix(12).firstIndex(of: ";"),
                      let decoded = entity(rest[rest.index(after: rest.startIndex)..<semicolon]) {
                text += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else if rest.hasPrefix("[sound:"), let close = rest.firstIndex(of: "]") {
                rest = rest[rest.index(after: close)...]
            } else {
                text.append(first)
                rest = rest.dropFirst()
            }
        }
        return text
    }

    /// The name of the tag `text` opens with (`<b>`, `</div>`, `<br/>`, `<!-- -->`), or nil
    /// when the `<` is text (`a < b`).
    private static func tagName(_ text: Substring) -> String? {
        var name = text.dropFirst()
        if name.first == "/" { name = name.dropFirst() }
        if name.first == "!" { return "!" }
        let letters = name.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard let first = letters.first, first.isLetter else { return nil }
        return String(letters)
    }

    /// The text of the entity `name` (`amp`, `#233`, `#xE9`), or nil when it is not one.
    private static func entity(_ name: Substring) -> String? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            // A number that is no character (a surrogate, beyond U+10FFFF) stays as written.
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        return entities[String(name)]
    }
}
