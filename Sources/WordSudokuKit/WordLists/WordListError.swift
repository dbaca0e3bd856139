/// One problem found in a word list, or in using one. Its `description` is the sentence the user
/// reads (in English; `message` has both languages); `position` says where, when there is a where.
///
/// Loading reports every problem of a file at once, as a `WordListFailure`.
public enum WordListError: Error, Hashable, Sendable, CustomStringConvertible {
    // The file itself.
    /// The file could not be opened or read; `reason` is the system's (`strerror`).
    case cannotOpen(path: String, reason: String)
    /// A list folder's entry is not a regular file (a folder, a pipe, a device), so it is not read.
    case notAFile(path: String)
    /// A list folder's entry is a symbolic link: never followed, so not read (the data folder
    /// follows no link).
    case symbolicLink(path: String)
    /// A list folder's file whose name is not UTF-8; `name` shows its bad bytes as `�`.
    case fileNameNotUTF8(name: String)
    /// The file is over `WordListFile.sizeLimit`.
    case tooLarge(bytes: Int)
    /// The file is not UTF-8 text; the position is its first bad byte.
    case notUTF8(TextPosition)
    /// The file starts with a UTF-16 byte order mark but is not valid UTF-16; the position is
    /// its first bad character.
    case badUTF16(TextPosition)
    /// The JSON is malformed.
    case syntax(JSONSyntaxProblem, TextPosition)

    // The content. `field` is the place in the list, e.g. `pairs[3].fr`.
    case wrongType(field: String, expected: ExpectedValue, TextPosition)
    case missingField(field: String, key: String, TextPosition)
    case unknownField(field: String, expected: [String], TextPosition)
    case duplicateKey(field: String, firstLine: Int, TextPosition)
    case emptyWord(field: String, TextPosition)
    case wordTooLong(field: String, length: Int, TextPosition)
    /// More than `WordListValidation.maximumAlternatives` accepted words on one side of a pair.
    case tooManyAlternatives(field: String, count: Int, TextPosition)
    /// A control character, escape sequence or direction override in a word or title: refused,
    /// since printing it could take over the learner's terminal.
    case controlCharacter(field: String, scalar: Unicode.Scalar, TextPosition)
    /// An invisible format character (a zero-width joiner, a soft hyphen, a direction mark...) or
    /// a line separator: refused, since two different words would look the same.
    case invisibleCharacter(field: String, scalar: Unicode.Scalar, TextPosition)
    /// More than `WordListValidation.maximumCombiningMarks` combining marks on one letter.
    case tooManyMarks(field: String, count: Int, TextPosition)
    /// The same word (after `WordNormalizer.key`) twice on one side: a symbol must map one-to-one.
    case duplicateWord(word: String, language: String, firstLine: Int, TextPosition)
    case unknownLanguage(code: String, TextPosition)
    case languageCount(found: Int, TextPosition)
    case sameLanguageTwice(code: String, TextPosition)
    case badLevel(found: String, TextPosition)
    case badPeeks(TextPosition)
    case noPairs(TextPosition)
    /// A pair's sound file (`sound_fr`) breaks `SoundFile`'s rule: `problem` says how.
    case badSoundFile(field: String, problem: Localized, TextPosition)

    // Spreadsheet files (TSV/CSV).
    case badHeader(TextPosition)
    /// The first line is a pair, not the languages (`cat<TAB>le chat`), or the file is Anki's
    /// export, which never names them: they must be given (`--languages en,fr`).
    case noLanguages(TextPosition)
    /// The languages given (`--languages`) are not the ones the file names.
    case languagesDisagree(file: [String], given: [String], TextPosition)
    /// Anki's `#separator:` names one a word list cannot use (space, pipe, colon).
    case unusableSeparator(String, TextPosition)
    case fieldCount(languages: [String], found: Int, TextPosition)
    case unterminatedQuote(TextPosition)
    case textAfterQuote(TextPosition)
    /// Reading stopped after this many problems.
    case tooManyProblems(limit: Int)

    // Using a list.
    /// The list has fewer pairs than the grid has symbols.
    case tooFewPairs(list: String, pairs: Int, size: Int)
    /// No built-in list has this name, and no such file exists. `yours`: the teacher's lists
    /// of the data's `lists/` folder, named too when the name was looked for there as well (a
    /// play-tester's own list was missing from the names offered).
    case unknownList(name: String, available: [String], yours: [String] = [])
    /// Lists in different languages cannot be mixed in one puzzle.
    case mixedLanguages(list: String, languages: [String], expected: [String])

    /// Where in the file the problem is, if it has a place.
    public var position: TextPosition? {
        switch self {
        case .cannotOpen, .notAFile, .symbolicLink, .fileNameNotUTF8, .tooLarge, .tooFewPairs, .unknownList, .mixedLanguages, .tooManyProblems: nil
        case .notUTF8(let p), .badUTF16(let p), .syntax(_, let p), .wrongType(_, _, let p), .missingField(_, _, let p),
             .unknownField(_, _, let p), .duplicateKey(_, _, let p), .emptyWord(_, let p),
             .wordTooLong(_, _, let p), .tooManyAlternatives(_, _, let p), .controlCharacter(_, _, let p), .invisibleCharacter(_, _, let p),
             .tooManyMarks(_, _, let p), .duplicateWord(_, _, _, let p),
             .unknownLanguage(_, let p), .languageCount(_, let p), .sameLanguageTwice(_, let p),
             .badLevel(_, let p), .badPeeks(let p), .noPairs(let p), .badSoundFile(_, _, let p), .badHeader(let p), .noLanguages(let p),
             .languagesDisagree(_, _, let p), .unusableSeparator(_, let p),
             .fieldCount(_, _, let p), .unterminatedQuote(let p), .textAfterQuote(let p): p
        }
    }

    /// Whether the input could not be found or opened (exit 66), rather than being wrong (65).
    public var isUnopenable: Bool {
        switch self {
        case .cannotOpen, .notAFile, .symbolicLink, .fileNameNotUTF8, .unknownList: true
        default: false
        }
    }

    /// The sentence the user reads, in both languages.
    public var message: Localized { WordListText.message(for: self) }

    public var description: String { message.en }
}

/// What a field of a word list should have held.
public enum ExpectedValue: Hashable, Sendable {
    /// The whole file: `{ ..., "pairs": [...] }` or `[...]`.
    case listOrPairs
    case wordOrWords
    case text
    case languageCodes
    case pairArray
    case pair
    /// `"voices"`: `{ "fr": "fr-be" }`, a voice per language of the list.
    case voices
    /// An espeak-ng voice's name: `fr-be`.
    case voiceName
}

/// Why a JSON text could not be read.
public enum JSONSyntaxProblem: Hashable, Sendable {
    case unexpectedEnd
    case unexpectedCharacter(String)
    case expectedCommaOrClose(Character)
    case unclosed(Character)
    case expectedKey(String)
    case expectedColon
    case trailingComma
    case unterminatedString
    case controlCharacterInString
    case badEscape
    case loneSurrogate
    case badNumber
    case textAfterValue
    case tooDeep(limit: Int)
}

/// Every problem found in one file: loading fails with this, never with the first problem only.
public struct WordListFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it (a path, or a built-in list's file name).
    public let file: String
    /// In file order.
    public let errors: [WordListError]

    public init(file: String, errors: [WordListError]) {
        self.file = file
        self.errors = errors
    }

    /// This failure, a list found nowhere naming the teacher's lists of `library` too.
    public func namingTeacherLists(of library: WordListLibrary) -> WordListFailure {
        guard errors.count == 1, case let .unknownList(name, available, _) = errors[0] else { return self }
        return WordListFailure(file: file, errors: [.unknownList(name: name, available: available,
                                                                 yours: library.teacherEntries().map(\.name))])
    }

    /// Whether the file could not be opened at all (exit 66) rather than being wrong (exit 65).
    public var isUnopenable: Bool { errors.contains { $0.isUnopenable } }

    /// One line per problem: `FILE:LINE:COLUMN: message` (or `FILE: message` without a place).
    public func lines(in language: UILanguage) -> [String] {
        let file = DisplaySafe.escaped(self.file, limit: 4096)
        return errors.map { error in
            if error.isUnopenable { return error.message(language) }
            if let position = error.position {
                return "\(file):\(position.line):\(position.column): \(error.message(language))"
            }
            return "\(file): \(error.message(language))"
        }
    }

    public var description: String { lines(in: .en).joined(separator: "\n") }
}
