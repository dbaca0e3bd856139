/// Where a word may break at the end of a line, by Frank Liang's algorithm (TeX's): each
/// pattern is a few letters with digits in the gaps (`1na`, `ch4`, `.ba2`); every pattern found
/// in the word (`.` marks its ends) gives its digits to the gaps it covers, the highest digit
/// wins, and the word may break at a gap whose digit is odd. The patterns are the language's
/// (`HyphenationPatterns`), read the first time a worksheet asks for them.
///
/// On top of the patterns, the worksheet's typography, the same in both languages:
/// - at least 2 characters before a break and 3 after (`LEFTHYPHENMIN`/`RIGHTHYPHENMIN` of the
///   files are 2/2 in French, 2/3 in English; TeX's French sets 3 after too, so that a line
///   never starts with two letters alone: `same-di`, `ciné-ma` are not printed);
/// - a word of fewer than 6 letters is never broken (the type shrinks instead): a broken short
///   word is hard to read, for a child above all;
/// - never next to an apostrophe (`l'-orange`, `aujourd'-hui`).
struct Hyphenator: Sendable {
    /// Each pattern's letters → the digits of its gaps (one more than its letters).
    private let patterns: [String: [UInt8]]
    /// Every beginning of a pattern's letters: a substring that begins none is not extended.
    private let beginnings: Set<String>
    /// The fewest characters before a break, and after it.
    let leftMin: Int, rightMin: Int

    /// A word with fewer letters than this is never broken.
    static let shortestBrokenWord = 6

    /// The patterns of `text`, a file in the Hyphen library's format: a charset line, then
    /// `LEFTHYPHENMIN n`, `RIGHTHYPHENMIN n` and other keyword lines, `%` comments, and one
    /// pattern a line. `leftMin` and `rightMin` are raised to the file's when it asks for more.
    init(patterns text: String, leftMin: Int = 2, rightMin: Int = 3) {
        var patterns: [String: [UInt8]] = [:]
        var beginnings = Set<String>()
        var left = leftMin, right = rightMin
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            let words = line.split(whereSeparator: \.isWhitespace)
            // The first line names the charset; keyword lines start with a capital.
            guard index > 0, let pattern = words.first, !pattern.hasPrefix("%") else { continue }
            if let first = pattern.unicodeScalars.first, ("A"..."Z").contains(first) {
                if words.count == 2, let value = Int(words[1]) {
                    if pattern == "LEFTHYPHENMIN" { left = max(left, value) }
                    if pattern == "RIGHTHYPHENMIN" { right = max(right, value) }
                }
                continue
            }
            var letters = "", digits: [UInt8] = [0]
            for character in pattern {
                if let digit = character.wholeNumberValue, character.isASCII {
                    digits[digits.count - 1] = UInt8(digit)
                } else {
                    letters.append(character)
                    beginnings.insert(letters)
                    digits.append(0)
                }
            }
            if let known = patterns[letters] {
                digits = zip(known, digits).map { max($0, $1) }
            }
            patterns[letters] = digits
        }
        self.patterns = patterns
        self.beginnings = beginnings
        self.leftMin = left
        self.rightMin = right
    }

    /// The places `word` may break: each is a count of characters from its start (3 in
    /// `cochon` is `coc|hon`, 2 is `co|chon`), in increasing order. `word` is one word: letters,
    /// and apostrophes (`l'orange`) since the French patterns know them.
    func breaks(in word: some StringProtocol) -> [Int] {
        let characters = Array(word)
        guard characters.lazy.filter(\.isLetter).count >= Self.shortestBrokenWord,
              characters.count >= leftMin + rightMin else { return [] }
        let letters: [Character] = ["."] + characters.map(Self.lowercased) + ["."]
        // gaps[g]: the digit of the gap before letters[g].
        var gaps = [UInt8](repeating: 0, count: letters.count + 1)
        for start in letters.indices {
            var key = ""
            for end in start..<letters.count {
                key.append(letters[end])
                guard beginnings.contains(key) else { break }
                guard let digits = patterns[key] else { continue }
                for (offset, digit) in digits.enumerated() where digit > gaps[start + offset] {
                    gaps[start + offset] = digit
                }
            }
        }
        return (leftMin...(characters.count - rightMin)).filter { position in
            gaps[position + 1] % 2 == 1 && !Self.isApostrophe(characters[position - 1]) && !Self.isApostrophe(characters[position])
        }
    }

    /// The hyphenator of a list's language code (`fr`, `en`, `en-GB`…), nil for a language
    /// without patterns (its words are then never broken).
    static func forLanguage(_ code: String) -> Hyphenator? {
        switch HyphenationPatterns.fileName(forLanguage: code) {
        case "hyph_fr.dic": french
        case "hyph_en_US.dic": english
        default: nil
        }
    }

    // Read once, the first time a worksheet needs them (a static is initialised lazily).
    private static let french = Hyphenator(patterns: HyphenationPatterns.sources["hyph_fr.dic"] ?? "")
    private static let english = Hyphenator(patterns: HyphenationPatterns.sources["hyph_en_US.dic"] ?? "")

    private static func isApostrophe(_ character: Character) -> Bool { character == "'" || character == "\u{2019}" }

    /// `character` in lower case when that is one character (the patterns are lower case).
    private static func lowercased(_ character: Character) -> Character {
        let lower = character.lowercased()
        return lower.count == 1 ? Character(lower) : character
    }
}
