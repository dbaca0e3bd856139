import Foundation
import Testing
@testable import WordSudokuKit

/// A list typed in the editor: each problem on its row and side, as `words check` finds it in
/// a file; several answers per side; the sizes it fills; the JSON it makes, read back by the loader.
@Suite("List editor: the draft", .timeLimit(.minutes(15)))
struct WordListDraftTests {
    static let colours: [(String, String)] = [
        ("red", "rouge"), ("blue", "bleu"), ("green", "vert"), ("yellow", "jaune"), ("black", "noir"),
        ("white", "blanc"), ("grey|gray", "gris"), ("brown", "marron|brun"), ("pink", "rose"),
    ]

    static func draft(_ pairs: [(String, String)], title: String = "Colours") -> WordListDraft {
        WordListDraft(title: title, name: WordListDraft.fileNameStem(title), rows: pairs.map { .init(first: $0.0, second: $0.1) })
    }

    @Test func aGoodListHasNoProblemsAndFillsTheSizesOfItsPairs() throws {
        let check = Self.draft(Self.colours).check()
        #expect(check.problems.isEmpty)
        #expect(check.pairs.count == 9)
        #expect(check.fillableSizes == [4, 6, 8, 9])
        #expect(WordListDraftText.summary(check).en == "9 pairs · fills 4×4, 6×6, 8×8, 9×9 · no problems")
        #expect(WordListDraftText.summary(check).fr == "9 paires · remplit 4×4, 6×6, 8×8, 9×9 · aucun problème")
        let small = Self.draft(Array(Self.colours.prefix(3))).check()
        #expect(small.fillableSizes.isEmpty)
        #expect(WordListDraftText.summary(small).en == "3 pairs · fills no grid yet (4×4 needs 4) · no problems")
    }

    @Test func aSideMayHoldSeveralAnswersTheFirstShown() throws {
        let list = try #require(Self.draft(Self.colours).list())
        #expect(list.pairs[6] == WordPair(first: ["grey", "gray"], second: ["gris"]))
        #expect(list.pairs[7].shown(.second) == "marron")
        #expect(list.pairs[7].second == ["marron", "brun"])
        // Spaces around the answers go, as in a file.
        let spaced = Self.draft([("  bike | bicycle ", "le vélo")]).list()
        #expect(spaced?.pairs.first?.first == ["bike", "bicycle"])
    }

    @Test func eachProblemIsOnItsRowAndSide() throws {
        let draft = Self.draft([
            ("cat", "le chat"),
            ("dog", ""),                                          // 1: empty side
            (String(repeating: "x", count: 41), "long"),          // 2: too long
            ("CAT", "le chat noir"),                              // 3: duplicate of row 0 (case does not count)
            ("bell\u{7}", "la cloche"),                           // 4: control character
            ("c\u{200D}at", "le chaton"),                         // 5: invisible character
            ("e\u{301}\u{301}\u{301}\u{301}\u{301}", "zalgo"),     // 6: too many marks
            ("bike|", "le vélo"),                                 // 7: an empty answer
            ("", ""),                                             // 8: blank: no pair, no problem
        ])
        let check = draft.check()
        func kinds(_ row: Int) -> [WordListDraft.Problem.Kind] { check.problems(onRow: row).map(\.kind) }
        #expect(kinds(0).isEmpty)
        #expect(check.problems(onRow: 1).map(\.place) == [.row(1, .second)])
        #expect(kinds(1) == [.rule(.emptyWord(field: "fr", TextPosition(line: 2, column: 2)))])
        #expect(kinds(2) == [.rule(.wordTooLong(field: "en", length: 41, TextPosition(line: 3, column: 1)))])
        #expect(kinds(3) == [.duplicate(word: "CAT", language: "en", row: 0)])
        #expect(check.problems(onRow: 3).first?.message.en == "duplicate en word “CAT” (also on row 1)")
        #expect(kinds(4) == [.rule(.controlCharacter(field: "en", scalar: "\u{7}", TextPosition(line: 5, column: 1)))])
        #expect(kinds(5) == [.rule(.invisibleCharacter(field: "en", scalar: "\u{200D}", TextPosition(line: 6, column: 1)))])
        #expect(kinds(6) == [.rule(.tooManyMarks(field: "en", count: 5, TextPosition(line: 7, column: 1)))])
        #expect(kinds(7) == [.rule(.emptyWord(field: "en", TextPosition(line: 8, column: 1)))])
        #expect(kinds(8).isEmpty)
        #expect(check.pairs.count == 1)
        #expect(draft.list() == nil)
        // The messages never print what they refuse.
        #expect(check.problems.allSatisfy { DisplaySafe.firstUnsafeScalar(in: $0.message.en + $0.message.fr) == nil })
        #expect(check.problems(onRow: 4).first?.message.fr.contains("U+0007") == true)
    }

    @Test func theFieldsAreCheckedToo() {
        var draft = Self.draft(Self.colours)
        draft.languages = ["en"]
        draft.name = ".hidden"
        draft.title = "Colours\u{1B}[31m"
        let places = draft.check().problems.map(\.place)
        #expect(places == [.title, .name, .languages])
        draft.languages = ["fr", "fr"]
        #expect(draft.check().problems.contains { $0.kind == .rule(.sameLanguageTwice(code: "fr", .start)) })
        draft.languages = ["xx", "fr"]
        #expect(draft.check().problems.contains { $0.kind == .rule(.unknownLanguage(code: "xx", .start)) })
        for bad in ["", "a/b", "  x", String(repeating: "n", count: 61)] {
            #expect(!WordListDraft.isUsableName(bad), "\(bad)")
        }
        #expect(WordListDraft.isUsableName("mes-verbes-été"))
    }

    @Test func anEmptyDraftSaysItHasNoPairs() {
        let check = WordListDraft(title: "New", name: "new").check()
        #expect(check.problems.map(\.kind) == [.noPairs])
        #expect(WordListDraftText.summary(check).en.hasSuffix("1 problem"))
    }

    @Test func aTitleSuggestsAFileName() {
        #expect(WordListDraft.fileNameStem("Mes verbes / été") == "mes-verbes-ete")
        // The name codes use, safe in a shell: no quote, no accent.
        #expect(WordListDraft.fileNameStem("Les fruits d'été") == "les-fruits-d-ete")
        #expect(WordListDraft.fileNameStem("Les fruits d'été") == WordListLibrary.codeName(ofListNamed: "Les fruits d'été"))
        #expect(WordListDraft.fileNameStem("  ..Colours  ") == "colours")
        #expect(WordListDraft.fileNameStem("a\u{7}b") == "a-b")
        #expect(WordListDraft.isUsableName(WordListDraft.fileNameStem(String(repeating: "word ", count: 30))))
    }

    @Test func theJSONIsTheDocumentedFormatAndLoadsBackAsTheSameList() throws {
        var draft = Self.draft(Self.colours + [("\"quoted\" \\ back", "l'été")])
        draft.title = "Les \"couleurs\""
        let list = try #require(draft.list())
        let json = list.jsonText
        #expect(json.hasPrefix("{\n  \"title\": \"Les \\\"couleurs\\\"\",\n  \"languages\": [\"en\", \"fr\"],\n  \"pairs\": [\n"))
        #expect(json.contains("    { \"en\": [\"grey\", \"gray\"], \"fr\": \"gris\" },\n"))
        #expect(json.contains("\"fr\": \"l'été\""))
        let loaded = try WordList(json: Array(json.utf8), fileName: "colours.json")
        #expect(loaded == list)
    }

    @Test(arguments: BuiltInWordLists.all.map(\.name))
    func everyBuiltInListRoundTripsThroughItsJSON(name: String) throws {
        let list = try #require(BuiltInWordLists.named(name)).list
        #expect(try WordList(json: Array(list.jsonText.utf8), fileName: name + ".json") == list)
        // And through a draft: editing a list and saving it unchanged keeps everything.
        #expect(WordListDraft(list: list, name: name, originalFileName: nil).list() == list)
    }

    @Test func aCopyIsANewListMarkedAsACopy() throws {
        let animals = try #require(BuiltInWordLists.named("animals")).list
        let copy = WordListDraft(copying: animals, name: "animals")
        #expect(copy.name == "animals-copy")
        #expect(copy.originalFileName == nil)
        let list = try #require(copy.list())
        #expect(list.title == "Animals (copy)" && list.title(in: .fr) == "Les animaux (copie)")
        #expect(list.pairs == animals.pairs)
    }
}
