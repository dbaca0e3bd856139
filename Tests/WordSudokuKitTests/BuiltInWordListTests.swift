import TestSupport
import Foundation
import Testing
@testable import WordSudokuKit

@Suite("Built-in word lists", .timeLimit(.minutes(15)))
struct BuiltInWordListTests {
    static let wordPairsDirectory = PackageFiles.url("WordPairs")

    /// A forgotten `Scripts/embed-data.sh` fails here, not in a learner's hands.
    @Test func theEmbeddedListsMatchWordPairsByteForByte() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.wordPairsDirectory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(BuiltInWordLists.sources.keys.sorted() == files, "run Scripts/embed-data.sh")
        for file in files {
            let onDisk = try Data(contentsOf: Self.wordPairsDirectory.appendingPathComponent(file))
            #expect(Data(BuiltInWordLists.sources[file, default: ""].utf8) == onDisk, "\(file) changed: run Scripts/embed-data.sh")
        }
    }

    @Test(arguments: BuiltInWordLists.sources.keys.sorted())
    func everyBuiltInListLoadsWithoutAProblem(file: String) throws {
        // The same loader as a teacher's file: no duplicates, no control characters, valid codes.
        let list = try WordList(json: Array(BuiltInWordLists.sources[file]!.utf8), fileName: file)
        #expect(list.pairs.count >= 16, "every grid up to 16×16 can be played on one theme")
        #expect(list.languages == ["en", "fr"])
        #expect(list.theme != nil)
        // The French interface shows a French title and theme.
        #expect(list.titleFrench != nil && list.titleFrench != list.title)
        #expect(list.themeFrench != nil)
        #expect(["A1", "A2", "B1"].contains(list.level ?? ""))
        for pair in list.pairs {
            for word in pair.first + pair.second {
                #expect(WordListValidation.firstUnsafeScalar(in: word) == nil)
                #expect(word == WordNormalizer.cleaned(word))
            }
        }
    }

    /// Every accepted answer of a built-in list, typed as written or without its article, is
    /// recognised as its own pair, on both sides: no two pairs of a theme can be confused.
    @Test(arguments: BuiltInWordLists.all.map(\.name))
    func everyBuiltInAnswerIsRecognisedAsItsOwnPair(name: String) throws {
        let list = try #require(BuiltInWordLists.named(name)).list
        for side in [Side.first, .second] {
            let language = list.language(of: side)
            let matcher = AnswerMatcher(list: list, side: side)
            for (index, pair) in list.pairs.enumerated() {
                for word in pair.words(side) {
                    #expect(matcher.match(word) == .matched(pair: index, correction: nil), "\(word)")
                    let key = WordNormalizer.key(word)
                    if let bare = WordNormalizer.withoutArticle(WordNormalizer.withoutGenderNote(key) ?? key, language: language) {
                        #expect(matcher.match(bare) == .matched(pair: index, correction: nil), "\(bare)")
                    }
                }
            }
        }
    }

    @Test func thereAreAtLeastSixteenThemesAndFourHundredFiftyPairs() {
        #expect(BuiltInWordLists.all.count >= 16)
        #expect(BuiltInWordLists.all.reduce(0) { $0 + $1.list.pairs.count } >= 450)
        #expect(Set(BuiltInWordLists.all.compactMap(\.list.theme)).count >= 16)
    }

    @Test func aListIsFoundByNameFileNameThemeOrTitle() throws {
        let animals = try #require(BuiltInWordLists.named("animals"))
        #expect(animals.list.title == "Animals")
        #expect(BuiltInWordLists.named("animals.json")?.name == "animals")
        #expect(BuiltInWordLists.named("ANIMALS")?.name == "animals")
        #expect(BuiltInWordLists.named("Weather and seasons")?.name == "weather-and-seasons")
        #expect(BuiltInWordLists.lists(onTheme: "animals").map(\.name) == ["animals"])
        #expect(BuiltInWordLists.named("dinosaurs") == nil)
    }

    @Test func theCatalogLoadsABuiltInNameOrAFile() throws {
        let builtIn = try WordListCatalog.load(nameOrPath: "verbs")
        #expect(builtIn.isBuiltIn)
        #expect(builtIn.name == "verbs")
        let file = try WordListCatalog.load(nameOrPath: BenchmarkWordLists.path("frequency-120.json"))
        #expect(!file.isBuiltIn)
        #expect(file.list.pairs.count == 120)
    }

    @Test func aThemeGivesItsLists() throws {
        #expect(try WordListCatalog.load(theme: "food").map(\.name) == ["food"])
        #expect(throws: WordListFailure.self) { try WordListCatalog.load(theme: "dinosaurs") }
        #expect(WordListCatalog.builtIn.count == BuiltInWordLists.all.count)
    }

    @Test func anUnknownNameListsTheBuiltInOnes() throws {
        let failure = try #require(throws: WordListFailure.self) { try WordListCatalog.load(nameOrPath: "dinosaurs") }
        #expect(failure.isUnopenable)
        #expect(failure.lines(in: .en)[0].hasPrefix("no built-in list or file named “dinosaurs” (built-in lists: "))
        let missing = try #require(throws: WordListFailure.self) { try WordListCatalog.load(nameOrPath: "dinosaurs.json") }
        #expect(missing.lines(in: .en) == ["cannot open “dinosaurs.json”: No such file or directory"])
    }
}
