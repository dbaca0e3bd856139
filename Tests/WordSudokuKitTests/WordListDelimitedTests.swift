import Testing
@testable import WordSudokuKit

@Suite("Word lists: TSV and CSV from spreadsheets", .timeLimit(.minutes(15)))
struct WordListDelimitedTests {
    @Test func aTSVListLoadsWithAlternativesAndQuotes() throws {
        let text = "en\tfr\ncat\tle chat\nbike|bicycle\tle vélo\n\"he said \"\"hi\"\"\"\t\"il a dit « salut »\"\n"
        let list = try WordList(delimited: Array(text.utf8), delimiter: .tab, fileName: "lists/animals.tsv")
        #expect(list.title == "animals")
        #expect(list.languages == ["en", "fr"])
        #expect(list.pairs == [
            WordPair(first: ["cat"], second: ["le chat"]),
            WordPair(first: ["bike", "bicycle"], second: ["le vélo"]),
            WordPair(first: ["he said \"hi\""], second: ["il a dit « salut »"]),
        ])
    }

    @Test func aCSVListWithCommasInQuotedFieldsCRLFAndBlankLinesLoads() throws {
        let text = "\u{FEFF}en,fr\r\n\"he, it\",il\r\n\r\n\"to do, make\",faire\r\ncat,\"le chat\",,\r\n"
        let list = try WordList(delimited: Array(text.utf8), delimiter: .comma, fileName: "l.csv")
        #expect(list.pairs == [
            WordPair(first: ["he, it"], second: ["il"]),
            WordPair(first: ["to do, make"], second: ["faire"]),
            WordPair(first: ["cat"], second: ["le chat"]),
        ])
    }

    @Test func aTabInsideAQuotedTSVFieldIsAControlCharacter() {
        #expect(problems("en\tfr\n\"le\tchat\"\tcat\n", file: "l.tsv") == ["l.tsv:2:1: en: control character U+0009 not allowed (it could take over the terminal)"])
    }

    @Test func theFirstLineMustNameTwoLanguages() {
        #expect(problems("cat\tle chat\tx\ndog\tle chien\n", file: "l.tsv") == ["l.tsv:1:1: the first line must name the two languages, e.g. “en<TAB>fr” or “English,French”"])
        #expect(problems("en\tfrnch\n", file: "l.tsv") == ["l.tsv:1:4: unknown language “frnch” (expected a language's name or ISO 639-1 code, such as English, French, en, fr)"])
    }

    @Test func aLineWithTheWrongNumberOfFieldsIsReported() {
        let text = "en,fr\ncat,le chat\ndog,le chien,der Hund\nbird\n"
        #expect(problems(text, file: "l.csv") == [
            "l.csv:3:1: expected 2 fields (en, fr), found 3",
            "l.csv:4:1: expected 2 fields (en, fr), found 1",
        ])
    }

    @Test func anEmptyAlternativeIsAnEmptyWord() {
        #expect(problems("en\tfr\nbike||bicycle\tle vélo\n", file: "l.tsv") == ["l.tsv:2:1: en: empty word"])
    }

    @Test func anUnclosedQuoteIsReportedWhereItOpens() {
        #expect(problems("en,fr\ncat,le chat\n\"dog,le chien\nbird,l'oiseau\n", file: "l.csv") == ["l.csv:3:1: a quoted field is not closed (missing \")"])
        #expect(problems("en,fr\n\"dog\"x,le chien\n", file: "l.csv") == ["l.csv:2:6: text after a closing quote (write \"\" for a quote inside a quoted field)"])
    }

    @Test func aDuplicateNamesBothLines() {
        let text = "en\tfr\nto know\tsavoir\nto be able\tpouvoir\nto know\tconnaître\n"
        #expect(problems(text, file: "l.tsv") == ["l.tsv:4:1: duplicate en word “to know” (also at line 2)"])
        let french = "en\tfr\nto know\tsavoir\nto be able\tpouvoir\nto learn\tSavoir\n"
        #expect(problems(french, file: "l.tsv") == ["l.tsv:4:10: duplicate fr word “Savoir” (also at line 2)"])
    }

    /// The 1,500-pair list from a public project: 30 English words and 14 French words appear
    /// twice or more. Every repeat is reported with its line and the line it repeats.
    @Test(arguments: ["frequency-1500.tsv", "frequency-1500.csv"])
    func everyDuplicateOfTheFrequencyListIsReportedWithItsLines(file: String) throws {
        let path = try BenchmarkWordLists.path(file)
        let failure = try #require(throws: WordListFailure.self) { try WordList(contentsOfFile: path) }
        var english: [String: [Int]] = [:], french: [String: [Int]] = [:]
        for error in failure.errors {
            guard case .duplicateWord(let word, let language, let firstLine, let position) = error else {
                Issue.record("unexpected problem: \(error)")
                continue
            }
            if language == "en" { english[word, default: [firstLine]].append(position.line) }
            else { french[word, default: [firstLine]].append(position.line) }
        }
        #expect(failure.errors.count == 45)
        #expect(english.count == 30)
        #expect(french.count == 14)
        #expect(english["to know"] == [28, 98])
        #expect(french["fuir"] == [747, 1366])
        #expect(english["Australia"] == [1472, 1488])
        #expect(french["l'Australie"] == [1472, 1488])
        let lines = failure.lines(in: .en)
        #expect(lines.contains("\(path):98:1: duplicate en word “to know” (also at line 28)"))
    }

    @Test func theTSVAndCSVFormsOfTheFrequencyListGiveTheSameProblems() throws {
        func problems(_ file: String) throws -> [WordListError] {
            let path = try BenchmarkWordLists.path(file)
            do { _ = try WordList(contentsOfFile: path); return [] } catch { return error.errors }
        }
        let tsv = try problems("frequency-1500.tsv"), csv = try problems("frequency-1500.csv")
        #expect(tsv.map { $0.position?.line } == csv.map { $0.position?.line })
        #expect(tsv.map(\.description) == csv.map(\.description))
    }
}
