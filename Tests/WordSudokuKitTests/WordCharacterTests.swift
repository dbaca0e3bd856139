import Testing
@testable import WordSudokuKit

/// Words that would print like other words, or draw as a tower of accents, are refused where
/// they are written, with what to do about them.
struct WordCharacterTests {
    /// A TSV list of four pairs whose first English word is `word`.
    private func list(firstWord word: String) -> String {
        "en\tfr\n\(word)\tle chat\ndog\tle chien\nbird\tl'oiseau\nfish\tle poisson\n"
    }

    @Test(arguments: [0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0x00AD, 0x202A, 0x202E, 0x2066, 0x2069, 0xFEFF, 0x2028])
    func anInvisibleCharacterInsideAWordIsRefused(_ value: UInt32) {
        let scalar = Unicode.Scalar(value)!
        let code = DisplaySafe.code(scalar)
        #expect(problems(list(firstWord: "c\(Character(scalar))at"), file: "l.tsv")
            == ["l.tsv:2:1: en: invisible character \(code) not allowed (it makes different words look the same; delete it)"])
    }

    @Test func catAndCatWithAZeroWidthJoinerCannotBeTwoSymbols() {
        let text = "en\tfr\ncat\tle chat\nc\u{200D}at\tle chaton\nbird\tl'oiseau\nfish\tle poisson\n"
        #expect(problems(text, file: "l.tsv") == ["l.tsv:3:1: en: invisible character U+200D not allowed (it makes different words look the same; delete it)"])
    }

    @Test func aJSONWordWithASoftHyphenIsRefusedAtItsPlace() {
        let text = #"{"languages": ["en", "fr"], "pairs": [{"en": "cat", "fr": "le\u00ADchat"}, {"en": "dog", "fr": "le chien"}, {"en": "bird", "fr": "l'oiseau"}, {"en": "fish", "fr": "le poisson"}]}"#
        let lines = problems(text)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("list.json:1:") == true)
        #expect(lines.first?.hasSuffix("pairs[0].fr: invisible character U+00AD not allowed (it makes different words look the same; delete it)") == true)
    }

    @Test func aLetterWithTwentyThousandMarksIsRefused() {
        let word = "a" + String(repeating: "\u{0301}", count: 20_000)
        #expect(problems(list(firstWord: word), file: "l.tsv")
            == ["l.tsv:2:1: en: 20000 accents or marks on one letter; at most 4 (retype the word)"])
    }

    @Test func realAccentsAndScriptsStillPass() {
        // Vietnamese stacks two marks; decomposed French one; Hindi a virama and a vowel sign.
        for word in ["tiê\u{0301}ng", "e\u{0301}te\u{0301}", "क्षत्रिय", "a\u{0300}\u{0301}\u{0302}\u{0303}"] {
            #expect(problems(list(firstWord: word), file: "l.tsv") == [], "\(word)")
        }
    }

    @Test func theProblemsReadInFrench() {
        #expect(WordListError.invisibleCharacter(field: "en", scalar: "\u{200D}", .start).message.fr
            == "en: caractère invisible U+200D interdit (il fait se ressembler des mots différents ; supprimez-le)")
        #expect(WordListError.tooManyMarks(field: "en", count: 9, .start).message.fr
            == "en: 9 accents ou signes sur une même lettre ; au plus 4 (retapez le mot)")
    }

    @Test func aTitleWithAnInvisibleCharacterIsRefused() {
        let text = #"{"title": "Ani\u2060mals", "languages": ["en", "fr"], "pairs": [{"en": "cat", "fr": "le chat"}, {"en": "dog", "fr": "le chien"}, {"en": "bird", "fr": "l'oiseau"}, {"en": "fish", "fr": "le poisson"}]}"#
        #expect(problems(text).first?.hasSuffix("title: invisible character U+2060 not allowed (it makes different words look the same; delete it)") == true)
    }
}

/// What a message may repeat of its input: `DisplaySafe` shows every unsafe character by its code.
struct DisplaySafeTests {
    @Test func escapeSequencesAndInvisibleCharactersAreShownByTheirCode() {
        #expect(DisplaySafe.escaped("a\u{1B}[2Jb\u{7}c\u{9B}d\u{200D}e\u{202E}f\u{2028}") == "a<U+001B>[2Jb<U+0007>c<U+009B>d<U+200D>e<U+202E>f<U+2028>")
    }

    @Test func ordinaryTextIsUnchanged() {
        for text in ["word-sudoku", "le chat", "tiếng", "क्षत्रिय", "猫", "🐈‍⬛".unicodeScalars.filter { $0.value != 0x200D }.map(String.init).joined()] {
            #expect(DisplaySafe.escaped(text, limit: 100) == text)
        }
    }

    @Test func aLongTextIsCut() {
        #expect(DisplaySafe.escaped(String(repeating: "x", count: 100), limit: 10) == "xxxxxxxxxx…")
    }
}
