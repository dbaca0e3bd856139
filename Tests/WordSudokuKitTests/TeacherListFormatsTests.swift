import Testing
@testable import WordSudokuKit

/// The lists a teacher already has (issue 26, item 4): a header that names the languages
/// (`English<TAB>French`), a list without a header when its languages are given, and Quizlet's
/// and Anki's exports as those programs write them.
@Suite("Word lists: the lists a teacher already has", .timeLimit(.minutes(15)))
struct TeacherListFormatsTests {
    static let pets = [
        WordPair(first: ["cat"], second: ["le chat"]),
        WordPair(first: ["dog"], second: ["le chien"]),
        WordPair(first: ["bird"], second: ["l'oiseau"]),
        WordPair(first: ["fish"], second: ["le poisson"]),
    ]

    static func list(_ text: String, file: String, languages: [String]? = nil) throws(WordListFailure) -> WordList {
        try WordList(bytes: Array(text.utf8), fileName: file, languages: languages)
    }

    static func problems(_ text: String, file: String, languages: [String]? = nil) -> [String] {
        do { _ = try list(text, file: file, languages: languages); return [] } catch { return error.lines(in: .en) }
    }

    @Test(arguments: [
        ("English\tFrench\n", "l.tsv"), ("ANGLAIS\tfrançais\n", "l.tsv"), ("anglais;Francais\n", "l.csv"),
        ("  English , French \n", "l.csv"), ("en-GB\tfr_FR\n", "l.tsv"), ("EN\tFR\n", "l.tsv"),
    ])
    func aHeaderMayNameTheLanguages(_ header: String, _ file: String) throws {
        let separator = header.contains("\t") ? "\t" : header.contains(";") ? ";" : ","
        let body = Self.pets.map { $0.first[0] + separator + $0.second[0] }.joined(separator: "\n") + "\n"
        let list = try Self.list(header + body, file: file)
        #expect(list.languages == ["en", "fr"])
        #expect(list.pairs == Self.pets)
    }

    @Test func namesInEnglishFrenchAndTheirOwnLanguageAreKnown() {
        let names = ["Spanish": "es", "Español": "es", "espagnol": "es", "German": "de", "Allemand": "de", "Deutsch": "de",
                     "Italian": "it", "Italien": "it", "italiano": "it", "Portugais": "pt", "Néerlandais": "nl", "русский": "ru",
                     "Chinois": "zh", "Japanese": "ja", "Grec": "el", "Latin": "la"]
        for (name, code) in names { #expect(LanguageCodes.code(for: name) == code, "\(name)") }
        #expect(LanguageCodes.code(for: "cat") == nil)
        #expect(LanguageCodes.code(for: "le chat") == nil)
    }

    @Test func aListWithoutAHeaderIsReadWithItsLanguagesGiven() throws {
        let text = "cat\tle chat\ndog\tle chien\nbird\tl'oiseau\nfish\tle poisson\n"
        let list = try Self.list(text, file: "pets.txt", languages: ["en", "fr"])
        #expect(list.languages == ["en", "fr"])
        #expect(list.pairs == Self.pets)
        // A header naming the same languages is still a header, in the file's order.
        let headed = try Self.list("fr\ten\nle chat\tcat\n", file: "l.tsv", languages: ["en", "fr"])
        #expect(headed.languages == ["fr", "en"])
        #expect(headed.pairs == [WordPair(first: ["le chat"], second: ["cat"])])
    }

    @Test func aListWithoutAHeaderNorLanguagesSaysToGiveThem() {
        let message = "the file does not name its two languages (a first line such as “en<TAB>fr” or “English,French”): add that line, or give them with --languages, e.g. words import FILE --languages en,fr"
        #expect(Self.problems("cat\tle chat\ndog\tle chien\n", file: "l.tsv") == ["l.tsv:1:1: " + message])
        #expect(Self.problems("cat,le chat\n", file: "l.csv") == ["l.csv:1:1: " + message])
        let french = WordListError.noLanguages(.start).message.fr
        #expect(french.contains("--languages en,fr") && french.hasPrefix("le fichier ne nomme pas ses deux langues"))
    }

    /// Without its header line the rest of the file is still checked, so that one check shows
    /// every problem (a play-tester fixed the header, checked again, and only then saw the rest):
    /// the header first, then the pairs' problems, their columns named A and B as a spreadsheet
    /// names them.
    @Test func aListWithoutAHeaderHasItsOtherProblemsReportedToo() {
        let message = WordListError.noLanguages(.start).message.en
        #expect(Self.problems("maison\thouse\nchien\n\tdog\nmaison\thouses\n", file: "l.tsv")
                == ["l.tsv:1:1: " + message,
                    "l.tsv:2:1: expected 2 fields (A, B), found 1",
                    "l.tsv:3:1: A: empty word",
                    "l.tsv:4:1: duplicate A word “maison” (also at line 1)"])
        // A sound list still has only the header's problem.
        #expect(Self.problems("cat,le chat\ndog,le chien\n", file: "l.csv") == ["l.csv:1:1: " + message])
    }

    @Test func languagesGivenMustBeTheFilesOwn() {
        #expect(Self.problems("en\tde\ncat\tdie Katze\n", file: "l.tsv", languages: ["en", "fr"])
                == ["l.tsv:1:1: the file's languages are en, de, not en, fr as --languages says"])
        let json = #"{"languages": ["en", "es"], "pairs": [{"en": "cat", "es": "el gato"}]}"#
        #expect(Self.problems(json, file: "l.json", languages: ["en", "fr"])
                == ["l.json:1:1: the file's languages are en, es, not en, fr as --languages says"])
    }

    @Test func languagesAreParsedFromCodesOrNames() throws {
        #expect(try WordList.languages(parsing: "en,fr") == ["en", "fr"])
        #expect(try WordList.languages(parsing: "English, Français") == ["en", "fr"])
        #expect(throws: WordListError.languageCount(found: 1, .start)) { try WordList.languages(parsing: "en") }
        #expect(throws: WordListError.unknownLanguage(code: "klingon", .start)) { try WordList.languages(parsing: "en,Klingon") }
        #expect(throws: WordListError.sameLanguageTwice(code: "fr", .start)) { try WordList.languages(parsing: "fr,French") }
    }

    // MARK: Quizlet

    /// Quizlet's "Export": term and definition separated by a tab (or a comma), one card a
    /// line, no header, nothing quoted, no newline after the last card.
    @Test(arguments: ["\t", ","])
    func quizletsExportImportsAsItIs(_ separator: String) throws {
        let text = Self.pets.map { $0.first[0] + separator + $0.second[0] }.joined(separator: "\n")
        let list = try Self.list(text, file: "Quizlet export.txt", languages: ["en", "fr"])
        #expect(list.languages == ["en", "fr"])
        #expect(list.pairs == Self.pets)
        #expect(Self.problems(text, file: "Quizlet export.txt").first?.contains("give them with --languages") == true)
    }

    // MARK: Anki

    /// Anki's "Notes in Plain Text" with HTML, the deck and the tags, as Anki 2.1.55 and later
    /// write it (`#` lines, then tab-separated fields quoted only when they must be).
    static let ankiNotes = """
        #separator:tab
        #html:true
        #deck column:1
        #tags column:4
        French::Animals\tcat\tle <b>chat</b>\tpets
        French::Animals\tdog\t<div>le&nbsp;chien</div>\t
        French::Animals\tbird\tl&#39;oiseau [sound:oiseau.mp3]\tpets birds
        French::Animals\t"fish<br>"\tle poisson\t

        """

    @Test func ankisNoteExportImportsAsItIs() throws {
        let list = try Self.list(Self.ankiNotes, file: "French__Animals.txt", languages: ["en", "fr"])
        #expect(list.languages == ["en", "fr"])
        #expect(list.pairs == Self.pets)
        #expect(Self.problems(Self.ankiNotes, file: "French__Animals.txt")
                == ["French__Animals.txt:5:1: the file does not name its two languages (a first line such as “en<TAB>fr” or “English,French”): add that line, or give them with --languages, e.g. words import FILE --languages en,fr"])
    }

    /// "Cards in Plain Text" without HTML: two columns, the question and the answer.
    @Test func ankisCardExportImportsAsItIs() throws {
        let text = "#separator:tab\n#html:false\n" + Self.pets.map { $0.first[0] + "\t" + $0.second[0] }.joined(separator: "\n") + "\n"
        #expect(try Self.list(text, file: "cards.txt", languages: ["en", "fr"]).pairs == Self.pets)
        // Without HTML, what looks like a tag is the word.
        let literal = try Self.list("#separator:tab\n#html:false\n<b>\tle b\n", file: "cards.txt", languages: ["en", "fr"])
        #expect(literal.pairs == [WordPair(first: ["<b>"], second: ["le b"])])
    }

    @Test func anAnkiExportThatIsHostileIsRefusedWithAClearLine() {
        // An entity decoded to an escape character is a control character, as any other.
        #expect(Self.problems("#separator:tab\n#html:true\ncat\tle &#27;[2Jchat\n", file: "a.txt", languages: ["en", "fr"])
                == ["a.txt:3:5: fr: control character U+001B not allowed (it could take over the terminal)"])
        #expect(Self.problems("#separator:Pipe\n#html:true\ncat|le chat\n", file: "a.txt", languages: ["en", "fr"])
                == ["a.txt:1:12: separator “Pipe”: a word list's fields are separated by a tab, a comma or a semicolon (export again with tabs)"])
        #expect(HTMLField.plainText("a &#xFFFFFFFF; &bogus; < b") == "a &#xFFFFFFFF; &bogus; < b")
        #expect(HTMLField.plainText("<b>un<") == "un<")
    }
}
