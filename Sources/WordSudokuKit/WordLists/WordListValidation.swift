/// The rules every word list obeys, whatever its format.
enum WordListValidation {
    /// A word longer than this cannot fit a cell's tooltip or the dictionary table.
    static let maximumWordLength = 40
    static let maximumPeeks = 99
    /// A file with more problems than this is not a list with mistakes: reading stops there.
    static let problemLimit = 1000
    static let levels: Set<String> = ["A1", "A2", "B1", "B2", "C1", "C2"]

    /// Characters refused in words and titles: C0 and C1 controls (ESC starts terminal escape
    /// sequences), DEL, and the invisible direction and zero-width marks that make a word print
    /// differently from what it is.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200B, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// The first unsafe character of `text`, if any.
    static func firstUnsafeScalar(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isUnsafe)
    }
}

/// Collects a list's pairs while checking each word, and every problem found on the way. Both
/// the JSON and the spreadsheet readers build their lists through it, so the rules are the same.
struct WordListBuilder {
    let languages: [String]
    private(set) var pairs: [WordPair] = []
    private(set) var errors: [WordListError] = []
    /// For each side, each word's key → the line where it first appeared.
    private var firstLines: [[String: Int]] = [[:], [:]]

    init(languages: [String]) {
        self.languages = languages
    }

    /// Whether reading can stop: `WordListValidation.problemLimit` problems were found.
    var isFull: Bool { errors.count > WordListValidation.problemLimit }

    mutating func report(_ error: WordListError) {
        if errors.count < WordListValidation.problemLimit {
            errors.append(error)
        } else if errors.count == WordListValidation.problemLimit {
            errors.append(.tooManyProblems(limit: WordListValidation.problemLimit))
        }
    }

    /// A checked title or other free text, or nil (the problem reported) if it holds control characters.
    mutating func text(_ raw: String, field: String, at position: TextPosition) -> String? {
        if let scalar = WordListValidation.firstUnsafeScalar(in: raw) {
            report(.controlCharacter(field: field, scalar: scalar, position))
            return nil
        }
        return WordNormalizer.cleaned(raw)
    }

    /// One word as found in the file, with its place.
    struct RawWord {
        let text: String
        let field: String
        let position: TextPosition
    }

    /// Checks both sides of a pair (each a non-empty list of words) and adds it if all is well.
    mutating func addPair(_ sides: [[RawWord]]) {
        var cleanSides: [[String]] = [[], []]
        var valid = true
        for side in 0..<2 {
            var keysInPair: Set<String> = []
            for raw in sides[side] {
                guard let word = checkedWord(raw) else { valid = false; continue }
                let key = WordNormalizer.key(word)
                if keysInPair.insert(key).inserted == false { continue }  // repeated within the pair: harmless
                if let firstLine = firstLines[side][key] {
                    report(.duplicateWord(word: word, language: languages[side], firstLine: firstLine, raw.position))
                    valid = false
                } else {
                    firstLines[side][key] = raw.position.line
                }
                cleanSides[side].append(word)
            }
        }
        if valid && !cleanSides[0].isEmpty && !cleanSides[1].isEmpty {
            pairs.append(WordPair(first: cleanSides[0], second: cleanSides[1]))
        }
    }

    private mutating func checkedWord(_ raw: RawWord) -> String? {
        if let scalar = WordListValidation.firstUnsafeScalar(in: raw.text) {
            report(.controlCharacter(field: raw.field, scalar: scalar, raw.position))
            return nil
        }
        let word = WordNormalizer.cleaned(raw.text)
        if word.isEmpty {
            report(.emptyWord(field: raw.field, raw.position))
            return nil
        }
        if word.count > WordListValidation.maximumWordLength {
            report(.wordTooLong(field: raw.field, length: word.count, raw.position))
            return nil
        }
        return word
    }

    /// Checks two language codes; reports what is wrong at `position`.
    mutating func checkLanguages(_ codes: [(code: String, position: TextPosition)]) -> Bool {
        var valid = true
        for (code, position) in codes where !LanguageCodes.isKnown(code) {
            report(.unknownLanguage(code: code, position))
            valid = false
        }
        if valid, codes.count == 2, codes[0].code == codes[1].code {
            report(.sameLanguageTwice(code: codes[0].code, codes[1].position))
            valid = false
        }
        return valid
    }
}
