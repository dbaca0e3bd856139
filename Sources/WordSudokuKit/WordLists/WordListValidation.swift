/// The rules every word list obeys, whatever its format.
enum WordListValidation {
    /// A word longer than this cannot fit a cell's tooltip or the dictionary table.
    static let maximumWordLength = 40
    /// Accepted words on one side of a pair (a real list gives at most a handful): more would
    /// make every answer slow to check, and a saved game heavy to write at every move.
    static let maximumAlternatives = 16
    static let maximumPeeks = 99
    /// A file with more problems than this is not a list with mistakes: reading stops there.
    static let problemLimit = 1000
    static let levels: Set<String> = ["A1", "A2", "B1", "B2", "C1", "C2"]

    /// At most this many combining marks on one letter: more is not a language's spelling but
    /// a way to make a word tall, wide or slow to draw (a "zalgo" word).
    static let maximumCombiningMarks = 4

    /// The first character refused in words and titles (`DisplaySafe.isUnsafe`), if any.
    static func firstUnsafeScalar(in text: String) -> Unicode.Scalar? {
        DisplaySafe.firstUnsafeScalar(in: text)
    }

    /// Whether `scalar` is a control character (C0, DEL, C1), rather than another unsafe one (an
    /// invisible format character or a separator).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x1F || (0x7F...0x9F).contains(scalar.value)
    }

    /// The longest run of combining marks on one character of `text`.
    static func longestMarkRun(in text: String) -> Int {
        var longest = 0, run = 0
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                run += 1
                longest = max(longest, run)
            default:
                run = 0
            }
        }
        return longest
    }

    /// The problem of `raw` as a word or title, if its characters are refused: a control, an
    /// invisible character, or too many marks on one letter.
    static func characterProblem(in raw: String, field: String, at position: TextPosition) -> WordListError? {
        if let scalar = firstUnsafeScalar(in: raw) {
            return isControl(scalar) ? .controlCharacter(field: field, scalar: scalar, position)
                : .invisibleCharacter(field: field, scalar: scalar, position)
        }
        let marks = longestMarkRun(in: raw)
        if marks > maximumCombiningMarks { return .tooManyMarks(field: field, count: marks, position) }
        return nil
    }
}

/// Collects a list's pairs while checking each word, and every problem found on the way. Both
/// the JSON and the spreadsheet readers build their lists through it, so the rules are the same.
struct WordListBuilder {
    let languages: [String]
    var pairs: [WordPair] = []
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
        if let problem = WordListValidation.characterProblem(in: raw, field: field, at: position) {
            report(problem)
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
            if sides[side].count > WordListValidation.maximumAlternatives, let first = sides[side].first {
                // The side's field (`pairs[3].fr`), not its first word's (`pairs[3].fr[0]`).
                let field = first.field.hasSuffix("]") && first.field.contains("[")
                    ? String(first.field[..<first.field.lastIndex(of: "[")!]) : first.field
                report(.tooManyAlternatives(field: field, count: sides[side].count, first.position))
                valid = false
                continue
            }
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
        if let problem = WordListValidation.characterProblem(in: raw.text, field: raw.field, at: raw.position) {
            report(problem)
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
