/// Reading a list exported from a spreadsheet: tab-, comma- or semicolon-separated values
/// (French Excel writes its "CSV" with semicolons, since the comma is the decimal mark).
///
/// The first line names the two languages (`en<TAB>fr`, `English<TAB>French`), each maybe with
/// the espeak-ng voice it is said in, in brackets (`fr (fr-be)`, `French (fr-be)`); then one pair a
/// line (a file without that line is read with its languages given: see `init(delimited:…)`). A field may be
/// quoted (`"he, it"`), with `""` for a quote inside; `|` separates accepted alternatives, the
/// first being shown. CRLF line ends, a byte order mark, blank lines and empty trailing fields
/// (which spreadsheets add) are accepted.
extension WordList {
    /// The separator of a spreadsheet file.
    public enum Delimiter: Sendable {
        case tab, comma, semicolon

        var byte: UInt8 {
            switch self {
            case .tab: 0x09
            case .comma: UInt8(ascii: ",")
            case .semicolon: UInt8(ascii: ";")
            }
        }

        /// The separator of a `.csv` file: a semicolon when its first line (the languages,
        /// `en;fr`) has more semicolons than commas outside quotes, else a comma.
        static func ofCSV(_ bytes: [UInt8]) -> Delimiter {
            var commas = 0, semicolons = 0, quoted = false, seenText = false
            for byte in bytes.drop(while: { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }) {
                switch byte {
                case UInt8(ascii: "\""): quoted.toggle()
                case UInt8(ascii: ",") where !quoted: commas += 1
                case UInt8(ascii: ";") where !quoted: semicolons += 1
                case 0x0A where !quoted:
                    // The first line that is not blank is the header.
                    if seenText { return semicolons > commas ? .semicolon : .comma }
                case 0x20, 0x09, 0x0D: break
                default: seenText = true
                }
            }
            return semicolons > commas ? .semicolon : .comma
        }
    }

    /// Reads a TSV or CSV list; `fileName` is used in messages and as the title.
    /// Throws every problem found, as one `WordListFailure`.
    ///
    /// The first line names the languages, by code or by name (`LanguageCodes.code(for:)`:
    /// `en`, `English`, `Anglais`). A file without that line (Quizlet's export, a column pasted
    /// from anywhere) is read when `languages` gives them (two codes, as `languages(parsing:)`
    /// reads them); a file that names its own keeps them, in its order, and they must be the
    /// ones given. Anki's plain-text export is read as Anki wrote it (`AnkiPreamble`): its `#`
    /// lines say the separator (which wins over `delimiter`), whether fields are HTML, and which
    /// columns are not the note's fields; it never names its languages.
    public init(delimited bytes: [UInt8], delimiter: Delimiter, fileName: String, languages: [String]? = nil) throws(WordListFailure) {
        func fail(_ errors: [WordListError]) -> WordListFailure { WordListFailure(file: fileName, errors: errors) }
        if let bad = UTF8Validation.firstInvalidPosition(in: bytes) { throw fail([.notUTF8(bad)]) }
        let anki: AnkiPreamble?
        do throws(WordListError) { anki = try AnkiPreamble.read(bytes) } catch { throw fail([error]) }
        var records = DelimitedRecords(bytes: bytes, delimiter: (anki?.separator ?? delimiter).byte,
                                       start: anki?.dataStart ?? 0, line: anki?.dataLine ?? 1)
        /// A record's fields without the empty ones a spreadsheet adds at the end (and, in an
        /// Anki file, as its note's fields: `AnkiPreamble.noteFields`).
        func fields(of record: DelimitedRecords.Record) -> [DelimitedRecords.Field] {
            var fields = anki?.noteFields(record.fields) ?? record.fields
            while fields.count > 2, fields.last!.text.isEmpty { fields.removeLast() }
            return fields
        }

        // The first line: the languages, or (languages given, or an Anki file) the first pair.
        var first: DelimitedRecords.Record?
        while let record = records.next() {
            if let error = record.error { throw fail([error]) }
            if !record.isBlank { first = record; break }
        }
        guard let first else {
            if languages != nil { throw fail([.noPairs(.start)]) }
            throw fail([anki == nil ? .badHeader(.start) : .noLanguages(.start)])
        }
        let firstFields = fields(of: first)
        let headers = firstFields.map { Self.headerField($0.text) }
        let named = firstFields.count == 2 ? headers.map { LanguageCodes.code(for: $0.language) } : []
        // A header names two different languages; Anki never writes one.
        let fileLanguages = anki == nil && named.count == 2 && named[0] != nil && named[1] != nil ? named.compactMap { $0 } : nil
        var codes: [(code: String, position: TextPosition)]
        var firstPair: DelimitedRecords.Record?
        /// A list without its header line: said first, and the rest still checked.
        var headerMissing = false
        var headerVoices: [String: String] = [:]
        if let fileLanguages, languages == nil || fileLanguages[0] != fileLanguages[1] {
            if let languages, Set(languages) != Set(fileLanguages) {
                throw fail([.languagesDisagree(file: fileLanguages, given: languages, first.position)])
            }
            codes = zip(fileLanguages, firstFields).map { ($0, $1.position) }
            // The voices the header names beside its languages.
            for (code, header) in zip(fileLanguages, headers) { if let voice = header.voice { headerVoices[code] = voice } }
        } else if let languages {
            codes = languages.map { ($0, TextPosition.start) }
            firstPair = first
        } else if anki != nil {
            throw fail([.noLanguages(first.position)])
        } else if firstFields.count != 2 {
            throw fail([.badHeader(first.position)])
        } else if named.allSatisfy({ $0 == nil }) {
            // Two words, not two languages: a list without its header line. Said first, and the
            // pairs are still checked, from this line, their columns named as a spreadsheet
            // names them (A, B), so that one check shows every problem (a teacher fixed the
            // header, checked again, and only then saw the rest).
            headerMissing = true
            codes = [("A", first.position), ("B", first.position)]
            firstPair = first
        } else {
            // One language and something else: the something else is reported.
            codes = zip(named, firstFields).map { ($0 ?? WordNormalizer.key($1.text), $1.position) }
        }
        var builder = WordListBuilder(languages: codes.map(\.code))
        if headerMissing {
            builder.report(.noLanguages(first.position))
        } else {
            guard builder.checkLanguages(codes) else { throw fail(builder.errors) }
        }

        while !builder.isFull, let record = firstPair ?? records.next() {
            firstPair = nil
            if let error = record.error {
                // Nothing after a broken quote can be trusted: report what was found so far, and it.
                throw fail(builder.errors + [error])
            }
            if record.isBlank { continue }
            let fields = fields(of: record)
            guard fields.count == 2 else {
                builder.report(.fieldCount(languages: builder.languages, found: fields.count, record.position))
                continue
            }
            builder.addPair(fields.enumerated().map { side, field in
                field.text.split(separator: "|", omittingEmptySubsequences: false).map {
                    WordListBuilder.RawWord(text: String($0), field: codes[side].code, position: field.position)
                }
            })
        }
        guard builder.errors.isEmpty else { throw fail(builder.errors) }
        if builder.pairs.isEmpty { throw fail([.noPairs(first.position)]) }

        var title = String(fileName.split(separator: "/").last ?? "")
        if let dot = title.lastIndex(of: "."), dot != title.startIndex { title = String(title[..<dot]) }
        self.init(title: title, languages: builder.languages, pairs: builder.pairs)
        if !headerVoices.isEmpty { voices = headerVoices }
    }

    /// A header field: a language (`fr`, `French`), and the voice in brackets after it, when it
    /// names one espeak-ng could have (`fr (fr-be)`); anything else is all language (and
    /// reported as such when it is none).
    static func headerField(_ text: String) -> (language: String, voice: String?) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return (text, nil) }
        let voice = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]).trimmingCharacters(in: .whitespaces)
        guard SpeechSettings.isVoiceName(voice) else { return (text, nil) }
        return (String(trimmed[..<open]), voice.lowercased())
    }

    /// The two languages `text` gives (`en,fr`, `English,French`, `anglais, français`), as
    /// codes: what `--languages` says about a list file that does not name its own.
    public static func languages(parsing text: String) throws(WordListError) -> [String] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw .languageCount(found: parts.count, .start) }
        var codes: [String] = []
        for part in parts {
            guard let code = LanguageCodes.code(for: part) else { throw .unknownLanguage(code: LanguageCodes.folded(part), .start) }
            codes.append(code)
        }
        if codes[0] == codes[1] { throw .sameLanguageTwice(code: codes[0], .start) }
        return codes
    }
}

/// Splits delimited text into records of fields, each with its position (RFC 4180 quoting).
struct DelimitedRecords {
    struct Field {
        var text: String
        let position: TextPosition
    }

    struct Record {
        var fields: [Field]
        let position: TextPosition
        /// A quoting mistake that stops reading.
        var error: WordListError?

        var isBlank: Bool {
            fields.allSatisfy { $0.text.allSatisfy(\.isWhitespace) }
        }
    }

    private let bytes: [UInt8]
    private let delimiter: UInt8
    private var index = 0
    private var line = 1
    private var column = 1

    /// Records from `start` (the byte after Anki's `#` lines, which is line `line`), else from
    /// the first byte after a byte order mark.
    init(bytes: [UInt8], delimiter: UInt8, start: Int = 0, line: Int = 1) {
        self.bytes = bytes
        self.delimiter = delimiter
        if start > 0 {
            index = start
            self.line = line
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
        }
    }

    private var position: TextPosition { TextPosition(line: line, column: column) }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// The next record, or nil at the end of the text.
    mutating func next() -> Record? {
        guard index < bytes.count else { return nil }
        var record = Record(fields: [], position: position)
        while true {
            let fieldStart = position
            var content: [UInt8] = []
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                advance()
                var closed = false
                while index < bytes.count {
                    let byte = bytes[index]
                    advance()
                    if byte == UInt8(ascii: "\"") {
                        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                            content.append(byte)
                            advance()
                        } else {
                            closed = true
                            break
                        }
                    } else {
                        content.append(byte)
                    }
                }
                if !closed {
                    record.error = .unterminatedQuote(fieldStart)
                    return record
                }
                // Only spaces may follow the closing quote before the delimiter or line end.
                while index < bytes.count, bytes[index] == 0x20 { advance() }
                if index < bytes.count, !isFieldEnd(bytes[index]) {
                    record.error = .textAfterQuote(position)
                    return record
                }
            } else {
                while index < bytes.count, !isFieldEnd(bytes[index]) {
                    content.append(bytes[index])
                    advance()
                }
            }
            record.fields.append(Field(text: String(decoding: content, as: UTF8.self), position: fieldStart))
            if index < bytes.count, bytes[index] == delimiter {
                advance()
                continue
            }
            // The end of the line (CRLF or LF) or of the text.
            if index < bytes.count, bytes[index] == 0x0D { advance() }
            if index < bytes.count, bytes[index] == 0x0A { advance() }
            return record
        }
    }

    private func isFieldEnd(_ byte: UInt8) -> Bool {
        byte == delimiter || byte == 0x0A || (byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) || (byte == 0x0D && index + 1 == bytes.count)
    }
}
