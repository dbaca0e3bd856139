/// Reading a list exported from a spreadsheet: tab-, comma- or semicolon-separated values
/// (French Excel writes its "CSV" with semicolons, since the comma is the decimal mark).
///
/// The first line names the two languages (`en<TAB>fr`); then one pair a line. A field may be
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
    public init(delimited bytes: [UInt8], delimiter: Delimiter, fileName: String) throws(WordListFailure) {
        func fail(_ errors: [WordListError]) -> WordListFailure { WordListFailure(file: fileName, errors: errors) }
        if let bad = UTF8Validation.firstInvalidPosition(in: bytes) { throw fail([.notUTF8(bad)]) }
        var records = DelimitedRecords(bytes: bytes, delimiter: delimiter.byte)

        // The header: two language codes.
        var header: DelimitedRecords.Record?
        while let record = records.next() {
            if let error = record.error { throw fail([error]) }
            if !record.isBlank { header = record; break }
        }
        guard let header else { throw fail([.badHeader(.start)]) }
        var headerFields = header.fields
        while headerFields.count > 2, headerFields.last!.text.isEmpty { headerFields.removeLast() }
        guard headerFields.count == 2 else { throw fail([.badHeader(header.position)]) }
        let codes = headerFields.map { (code: WordNormalizer.key($0.text), position: $0.position) }
        var builder = WordListBuilder(languages: codes.map(\.code))
        guard builder.checkLanguages(codes) else { throw fail(builder.errors) }

        while !builder.isFull, let record = records.next() {
            if let error = record.error {
                // Nothing after a broken quote can be trusted: report what was found so far, and it.
                throw fail(builder.errors + [error])
            }
            if record.isBlank { continue }
            var fields = record.fields
            while fields.count > 2, fields.last!.text.isEmpty { fields.removeLast() }
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
        if builder.pairs.isEmpty { throw fail([.noPairs(header.position)]) }

        var title = String(fileName.split(separator: "/").last ?? "")
        if let dot = title.lastIndex(of: "."), dot != title.startIndex { title = String(title[..<dot]) }
        self.init(title: title, languages: builder.languages, pairs: builder.pairs)
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

    init(bytes: [UInt8], delimiter: UInt8) {
        self.bytes = bytes
        self.delimiter = delimiter
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
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
