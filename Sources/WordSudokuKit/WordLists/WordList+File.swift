/// Reading a list from a file, its format chosen by extension: `.json`, `.tsv`, `.csv` (any
/// other: JSON if it starts with `{` or `[`, else TSV if its first line has a tab, else CSV).
/// A CSV file may be separated by semicolons; a file in UTF-16 with a byte order mark is read
/// as its UTF-8 form.
extension WordList {
    /// Reads and checks the list at `path` (`-`: standard input). Throws every problem of the file, as one
    /// `WordListFailure` (unopenable files included: see `WordListFailure.isUnopenable`).
    /// `languages` (two codes) are those of a file that does not name its own (`init(delimited:…)`).
    public init(contentsOfFile path: String, languages: [String]? = nil) throws(WordListFailure) {
        let bytes = try WordListFile.read(path: path)
        try self.init(bytes: bytes, fileName: path == WordListFile.standardInput ? WordListFile.standardInputName : path,
                      languages: languages)
        // Sound files are relative to the list's folder (`SoundFile`).
        self = resolvingSounds(listPath: path)
    }

    /// Reads a list from bytes, its format chosen from `fileName`'s extension or its content.
    /// With `languages`, a spreadsheet without its languages line is read as in those
    /// languages; a file that names its own (JSON, a header) must name these.
    public init(bytes: [UInt8], fileName: String, languages: [String]? = nil) throws(WordListFailure) {
        var bytes = bytes
        do throws(WordListError) {
            if let converted = try UTF16Conversion.utf8(fromUTF16: bytes) { bytes = converted }
        } catch {
            throw WordListFailure(file: fileName, errors: [error])
        }
        // Anki's `#` lines say nothing of the format: the data after them does.
        let body = Array(bytes[((try? AnkiPreamble.read(bytes))?.dataStart ?? 0)...])
        switch WordList.format(of: fileName, bytes: body) {
        case .json:
            try self.init(json: bytes, fileName: fileName)
            if let languages, Set(languages) != Set(self.languages) {
                throw WordListFailure(file: fileName, errors: [.languagesDisagree(file: self.languages, given: languages, .start)])
            }
        case .tsv: try self.init(delimited: bytes, delimiter: .tab, fileName: fileName, languages: languages)
        case .csv: try self.init(delimited: bytes, delimiter: .ofCSV(body), fileName: fileName, languages: languages)
        }
    }

    /// The formats a list is read from and written in (`words export --format`).
    public enum Format: String, CaseIterable, Sendable { case json, tsv, csv }

    static func format(of fileName: String, bytes: [UInt8]) -> Format {
        let lower = fileName.lowercased()
        if lower.hasSuffix(".json") { return .json }
        if lower.hasSuffix(".tsv") || lower.hasSuffix(".tab") { return .tsv }
        if lower.hasSuffix(".csv") { return .csv }
        let firstLine = bytes.prefix { $0 != 0x0A }
        if let first = firstLine.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }),
           first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            return .json
        }
        return firstLine.contains(0x09) ? .tsv : .csv
    }

    /// Whether a name looks like a file rather than a built-in list's name.
    static func looksLikePath(_ name: String) -> Bool {
        let lower = name.lowercased()
        return name.contains("/") || [".json", ".tsv", ".tab", ".csv", ".txt"].contains { lower.hasSuffix($0) }
    }
}
