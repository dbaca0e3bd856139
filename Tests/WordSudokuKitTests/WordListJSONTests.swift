import Testing
@testable import WordSudokuKit

@Suite("Word lists: JSON format and its errors", .timeLimit(.minutes(15)))
struct WordListJSONTests {
    @Test func aCompleteListLoadsWithEveryField() throws {
        let text = """
        { "title": "Animals", "languages": ["en", "fr"], "theme": "animals", "level": "A1",
          "peeks": 2,
          "pairs": [ { "en": "cat", "fr": "le chat" },
                     { "en": ["bike", "bicycle"], "fr": "le vélo" } ] }
        """
        let list = try WordList(json: Array(text.utf8), fileName: "animals.json")
        #expect(list.title == "Animals")
        #expect(list.languages == ["en", "fr"])
        #expect(list.theme == "animals")
        #expect(list.level == "A1")
        #expect(list.peeks == 2)
        #expect(list.pairs == [WordPair(first: ["cat"], second: ["le chat"]),
                               WordPair(first: ["bike", "bicycle"], second: ["le vélo"])])
    }

    @Test func aFrenchTitleAndThemeAreShownInTheFrenchInterface() throws {
        let text = """
        { "title": "Animals", "title_fr": "Les animaux", "theme": "animals", "theme_fr": "animaux",
          "pairs": [ { "en": "cat", "fr": "le chat" } ] }
        """
        let list = try WordList(json: Array(text.utf8), fileName: "animals.json")
        #expect(list.title(in: .en) == "Animals" && list.title(in: .fr) == "Les animaux")
        #expect(list.theme(in: .en) == "animals" && list.theme(in: .fr) == "animaux")
        // Without them, French shows the list's own.
        let plain = try WordList(json: Array(#"{ "title": "Pets", "pairs": [ { "en": "cat", "fr": "le chat" } ] }"#.utf8), fileName: "pets.json")
        #expect(plain.title(in: .fr) == "Pets" && plain.theme(in: .fr) == nil)
        #expect(BuiltInWordLists.named("Les animaux")?.name == "animals")
    }

    @Test func aBareArrayTakesItsLanguagesFromTheKeysAndItsTitleFromTheFile() throws {
        let text = #"[ { "en": "cat", "es": "el gato" }, { "en": "dog", "es": "el perro" } ]"#
        let list = try WordList(json: Array(text.utf8), fileName: "lists/spanish.json")
        #expect(list.languages == ["en", "es"])
        #expect(list.title == "spanish")
        #expect(list.pairs[1].second == ["el perro"])
    }

    @Test func wordsAreStoredTrimmedCollapsedAndPrecomposed() throws {
        let text = #"[ { "en": "  ice   cream ", "fr": "la cre\u0300me glace\u0301e" } ]"#
        let list = try WordList(json: Array(text.utf8), fileName: "l.json")
        #expect(list.pairs[0].first == ["ice cream"])
        #expect(list.pairs[0].second[0].unicodeScalars.elementsEqual("la crème glacée".unicodeScalars))
    }

    @Test func aWrongTypedWordIsReportedWithItsPlace() {
        let text = """
        {"languages": ["en", "fr"],
         "pairs": [{"en": "cat", "fr": "le chat"},
                   {"en": "dog", "fr": 3}]}
        """
        #expect(problems(text) == ["list.json:3:32: pairs[1].fr: expected a word or a list of words"])
    }

    @Test func aMissingSideIsReportedAtItsPair() {
        let text = """
        {"languages": ["en", "fr"],
         "pairs": [{"en": "cat"}]}
        """
        #expect(problems(text) == [#"list.json:2:12: pairs[0]: missing "fr""#])
    }

    @Test func aMissingPairsFieldIsReported() {
        #expect(problems(#"{"title": "Empty", "languages": ["en", "fr"]}"#) == [#"list.json:1:1: missing "pairs""#])
    }

    @Test func anUnknownKeyIsReported() {
        let text = """
        {"languages": ["en", "fr"], "pair": [],
         "pairs": [{"en": "cat", "fr": "le chat", "de": "die Katze"}]}
        """
        #expect(problems(text) == [
            #"list.json:1:29: pair: unknown key (expected "title", "title_fr", "languages", "theme", "theme_fr", "level", "peeks", "voices", "pairs")"#,
            #"list.json:2:43: pairs[0].de: unknown key (expected "en", "fr")"#,
        ])
    }

    @Test func aKeyGivenTwiceIsReported() {
        let text = """
        {"languages": ["en", "fr"], "pairs": [{"en": "cat", "fr": "le chat",
                                               "en": "kitty"}],
         "languages": ["en", "fr"]}
        """
        #expect(problems(text) == [
            "list.json:2:40: pairs[0].en: key given twice (also at line 1)",
            "list.json:3:2: languages: key given twice (also at line 1)",
        ])
    }

    @Test func anEmptyWordIsReported() {
        let text = """
        [{"en": "cat", "fr": "le chat"},
         {"en": "  ", "fr": "le chien"}]
        """
        #expect(problems(text) == ["list.json:2:9: pairs[1].en: empty word"])
    }

    @Test func aWordOfMoreThanFortyCharactersIsReported() {
        let long = String(repeating: "é", count: 41)
        let text = """
        [{"en": "cat", "fr": "\(long)"}]
        """
        #expect(problems(text) == ["list.json:1:22: pairs[0].fr: word of 41 characters; at most 40"])
        #expect(problems(#"[{"en": "cat", "fr": "\#(String(repeating: "é", count: 40))"}]"#).isEmpty)
    }

    @Test func anEscapeSequenceInAWordIsRefused() {
        let text = #"""
        [{"en": "cat", "fr": "\u001b[31mle chat"}]
        """#
        #expect(problems(text) == ["list.json:1:22: pairs[0].fr: control character U+001B not allowed (it could take over the terminal)"])
    }

    @Test(arguments: [("\\u007f", "U+007F"), ("\\u009b", "U+009B"), ("\\t", "U+0009")])
    func controlCharactersAreRefused(escape: String, code: String) {
        let text = #"[{"en": "cat", "fr": "le\#(escape)chat"}]"#
        #expect(problems(text) == ["list.json:1:22: pairs[0].fr: control character \(code) not allowed (it could take over the terminal)"])
    }

    @Test(arguments: [("\\u202e", "U+202E"), ("\\u2067", "U+2067")])
    func directionCharactersAreRefused(escape: String, code: String) {
        let text = #"[{"en": "cat", "fr": "le\#(escape)chat"}]"#
        #expect(problems(text) == ["list.json:1:22: pairs[0].fr: invisible character \(code) not allowed (it makes different words look the same; delete it)"])
    }

    @Test func aControlCharacterInTheTitleIsRefused() {
        let text = #"{"title": "Animals\u001b]0;pwned\u0007", "languages": ["en", "fr"], "pairs": [{"en": "cat", "fr": "le chat"}]}"#
        #expect(problems(text) == ["list.json:1:11: title: control character U+001B not allowed (it could take over the terminal)"])
    }

    @Test func theSameWordTwiceOnOneSideNamesBothLines() {
        let text = """
        {"languages": ["en", "fr"], "pairs": [
          {"en": "to know", "fr": "savoir"},
          {"en": "to be able", "fr": "pouvoir"},
          {"en": "to know (a person)", "fr": "connaître"},
          {"en": "To  Know", "fr": "savoir "}
        ]}
        """
        #expect(problems(text) == [
            "list.json:5:10: duplicate en word “To Know” (also at line 2)",
            "list.json:5:28: duplicate fr word “savoir” (also at line 2)",
        ])
    }

    @Test func decomposedAndPrecomposedAccentsAreTheSameWord() {
        let text = #"[{"en": "summer", "fr": "l'\u00e9t\u00e9"}, {"en": "summertime", "fr": "l'e\u0301te\u0301"}]"#
        #expect(problems(text) == ["list.json:1:72: duplicate fr word “l'été” (also at line 1)"])
    }

    @Test func anUnknownLanguageCodeIsReported() {
        let text = #"{"languages": ["en", "xx"], "pairs": [{"en": "cat", "xx": "kat"}]}"#
        #expect(problems(text) == ["list.json:1:22: unknown language “xx” (expected a language's name or ISO 639-1 code, such as English, French, en, fr)"])
    }

    @Test func anyTwoISOCodesAreAccepted() throws {
        let list = try WordList(json: Array(#"{"languages": ["yo", "zu"], "pairs": [{"yo": "ológbò", "zu": "ikati"}]}"#.utf8), fileName: "l.json")
        #expect(list.languages == ["yo", "zu"])
        #expect(LanguageCodes.all.count == 184)
    }

    @Test func theLanguagesMustBeTwoDifferentCodes() {
        #expect(problems(#"{"languages": ["en", "fr", "es"], "pairs": []}"#) == ["list.json:1:15: languages: expected two language codes, found 3"])
        #expect(problems(#"{"languages": ["en", "en"], "pairs": [{"en": "cat"}]}"#) == ["list.json:1:22: languages: both languages are “en”"])
    }

    @Test func aBadLevelAndBadPeeksAreReported() {
        let text = #"{"languages": ["en", "fr"], "level": "Z9", "peeks": -1, "pairs": [{"en": "cat", "fr": "le chat"}]}"#
        #expect(problems(text) == [
            "list.json:1:38: level: expected a CEFR level (A1, A2, B1, B2, C1, C2), found “Z9”",
            "list.json:1:53: peeks: expected a whole number from 0 to 99",
        ])
    }

    @Test func everyProblemInAFileIsReportedInFileOrder() {
        let text = """
        {"languages": ["en", "fr"], "pairs": [
          {"en": "", "fr": "le chat"},
          {"en": "dog", "fr": ["le chien", 7]},
          {"en": "cat", "fr": "le chat"}
        ]}
        """
        #expect(problems(text) == [
            "list.json:2:10: pairs[0].en: empty word",
            "list.json:3:23: pairs[1].fr: expected a word or a list of words",
            "list.json:4:23: duplicate fr word “le chat” (also at line 2)",
        ])
    }

    @Test func aFileThatIsNotUTF8IsRefusedAtItsFirstBadByte() {
        // "le café" saved as Latin-1: é is the single byte E9.
        var bytes = Array("[{\"en\": \"coffee\",\n  \"fr\": \"le caf".utf8)
        bytes += [0xE9] + Array("\"}]".utf8)
        #expect(problems(bytes: bytes) == ["list.json:2:16: the file is not UTF-8 text (save it as UTF-8)"])
    }
}

@Suite("Word lists: JSON syntax errors", .timeLimit(.minutes(15)))
struct WordListJSONSyntaxTests {
    @Test func aMissingCommaIsReportedWhereTheCommaShouldBe() {
        let text = """
        [{"en": "cat", "fr": "le chat"}
         {"en": "dog", "fr": "le chien"}]
        """
        #expect(problems(text) == ["list.json:2:2: expected “,” or “]”"])
    }

    @Test func aTrailingCommaIsReported() {
        #expect(problems(#"[{"en": "cat", "fr": "le chat"},]"#) == ["list.json:1:33: nothing after this “,” (remove the trailing comma)"])
        #expect(problems(#"[{"en": "cat", "fr": "le chat",}]"#) == ["list.json:1:32: nothing after this “,” (remove the trailing comma)"])
    }

    @Test func anUnquotedWordIsReported() {
        #expect(problems(#"[{"en": cat, "fr": "le chat"}]"#) == ["list.json:1:9: unexpected “c” (words go in double quotes)"])
    }

    @Test func anUnclosedTextIsReportedWhereItStarts() {
        #expect(problems("[{\"en\": \"cat\", \"fr\": \"le chat}]\n") == ["list.json:1:32: a line break or control character inside a text (write \\n or remove it)"])
        #expect(problems("[{\"en\": \"cat\", \"fr\": \"le chat}]") == ["list.json:1:22: this text is never closed (missing \")"])
    }

    @Test func anUnclosedBracketIsReportedWhereItOpens() {
        #expect(problems("[{\"en\": \"cat\", \"fr\": \"le chat\"}\n") == ["list.json:1:1: this “[” is never closed"])
        #expect(problems("") == ["list.json:1:1: the file ends too early (a value, ] or } is missing)"])
    }

    @Test func aBadEscapeAndALoneSurrogateAreReported() {
        #expect(problems(#"[{"en": "c\at", "fr": "le chat"}]"#) == [#"list.json:1:11: invalid escape after \ (valid: \" \\ \/ \b \f \n \r \t \uXXXX)"#])
        #expect(problems(#"[{"en": "\ud83d", "fr": "le chat"}]"#) == [#"list.json:1:10: invalid \u escape: a lone surrogate"#])
    }

    @Test func aSurrogatePairIsOneCharacter() throws {
        let list = try WordList(json: Array(#"[{"en": "cat \ud83d\udc31", "fr": "le chat"}]"#.utf8), fileName: "l.json")
        #expect(list.pairs[0].first == ["cat 🐱"])
    }

    @Test func textAfterTheListIsReported() {
        #expect(problems("[{\"en\": \"cat\", \"fr\": \"le chat\"}]\n]") == ["list.json:2:1: text after the end of the list"])
    }

    @Test func aByteOrderMarkIsIgnored() throws {
        let list = try WordList(json: [0xEF, 0xBB, 0xBF] + Array(#"[{"en": "cat", "fr": "le chat"}]"#.utf8), fileName: "l.json")
        #expect(list.pairs.count == 1)
    }

    @Test func numbersFollowTheJSONGrammar() {
        #expect(problems(#"{"languages": ["en", "fr"], "peeks": 02, "pairs": []}"#) == ["list.json:1:38: invalid number"])
        #expect(problems(#"{"languages": ["en", "fr"], "peeks": 1.5, "pairs": [{"en": "a", "fr": "b"}]}"#) == ["list.json:1:38: peeks: expected a whole number from 0 to 99"])
    }

    @Test func theRootMustBeAListOrAnObject() {
        #expect(problems(#""cat""#) == [#"list.json:1:1: expected an object with "pairs", or an array of pairs"#])
    }
}

@Suite("Word lists: JSON shapes that are not lists", .timeLimit(.minutes(15)))
struct WordListJSONShapeTests {
    @Test func anArrayOfWordsIsNotAListOfPairs() {
        #expect(problems(#"["cat", "dog"]"#) == [#"list.json:1:2: pairs[0]: expected a pair, e.g. { "en": "cat", "fr": "le chat" }"#])
    }

    @Test func anEmptyListHasNoPairs() {
        #expect(problems("[]") == ["list.json:1:1: pairs: the list has no pairs"])
        #expect(problems(#"{"languages": ["en", "fr"], "pairs": []}"#) == ["list.json:1:38: pairs: the list has no pairs"])
    }

    @Test func pairsMustBeAnArray() {
        #expect(problems(#"{"pairs": {"en": "cat"}}"#) == ["list.json:1:11: pairs: expected a list of pairs [...]"])
    }

    @Test func aPairWithThreeLanguagesCannotNameTheLanguages() {
        #expect(problems(#"[{"en": "cat", "fr": "le chat", "es": "el gato"}]"#) == [#"list.json:1:2: pairs[0]: expected a pair, e.g. { "en": "cat", "fr": "le chat" }"#])
    }
}
