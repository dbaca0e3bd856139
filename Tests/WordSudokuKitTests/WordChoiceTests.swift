import SudokuEngine
import Testing
@testable import WordSudokuKit

@Suite("Choosing the words of a puzzle")
struct WordChoiceTests {
    /// A list of `count` pairs: `en0`/`fr0`, `en1`/`fr1`...
    static func numbered(_ count: Int, prefix: String = "", languages: [String] = ["en", "fr"]) -> WordList {
        WordList(title: "\(prefix)numbered", languages: languages,
                 pairs: (0..<count).map { WordPair(first: ["\(prefix)en\($0)"], second: ["\(prefix)fr\($0)"]) })
    }

    @Test func theSameSeedChoosesTheSameWords() throws {
        let list = Self.numbered(30)
        var a = RandomSource(seed: 42), b = RandomSource(seed: 42)
        let first = try WordChooser.choose(9, from: [list], name: "n", random: &a)
        let second = try WordChooser.choose(9, from: [list], name: "n", random: &b)
        #expect(first == second)
        #expect(first.pairs.count == 9)
        #expect(Set(first.pairs).count == 9)
    }

    @Test func aSeedGivesTheSameWordsOnEveryMachine() throws {
        // Golden: RandomSource and the draw are portable, so this never changes.
        var random = RandomSource(seed: 1)
        let chosen = try WordChooser.choose(4, from: [Self.numbered(20)], name: "n", random: &random)
        #expect(chosen.pairs.map { $0.first[0] } == Self.golden)
    }

    static let golden = ["en17", "en15", "en14", "en5"]

    @Test func differentSeedsChooseDifferentWords() throws {
        let list = Self.numbered(30)
        var choices: Set<[WordPair]> = []
        for seed in 0..<10 as Range<UInt64> {
            var random = RandomSource(seed: seed)
            choices.insert(try WordChooser.choose(9, from: [list], name: "n", random: &random).pairs)
        }
        #expect(choices.count == 10)
    }

    @Test func tooFewPairsSaysWhichGridFitsAndHowManyToAdd() throws {
        var random = RandomSource(seed: 1)
        let error = try #require(throws: WordListError.self) {
            try WordChooser.choose(9, from: [Self.numbered(6)], name: "animals.json", random: &random)
        }
        #expect(error.description == "animals.json has 6 pairs; a 9×9 grid needs 9 — choose 6×6, or add 3 pairs")
        #expect(error.message.fr == "animals.json a 6 paires ; une grille 9×9 en demande 9 — choisissez 6×6, ou ajoutez 3 paires")
        #expect(WordListError.tooFewPairs(list: "tiny.json", pairs: 3, size: 4).description == "tiny.json has 3 pairs; a 4×4 grid needs 4 — add 1 pair")
    }

    @Test func aListTellsWhichGridsItFills() throws {
        #expect(Self.numbered(9).fillableSizes == [4, 6, 8, 9])
        #expect(Self.numbered(9).fits(size: 9))
        #expect(!Self.numbered(9).fits(size: 12))
        #expect(Self.numbered(3).fillableSizes == [])
        #expect(throws: WordListError.tooFewPairs(list: "n", pairs: 9, size: 16)) { try Self.numbered(9).requireFits(size: 16, name: "n") }
    }

    @Test func severalListsAreMixed() throws {
        let animals = Self.numbered(5, prefix: "a-"), food = Self.numbered(5, prefix: "f-")
        var random = RandomSource(seed: 3)
        let chosen = try WordChooser.choose(9, from: [animals, food], name: "animals + food", random: &random)
        #expect(chosen.pairs.count == 9)
        #expect(chosen.pairs.contains { $0.first[0].hasPrefix("a-") })
        #expect(chosen.pairs.contains { $0.first[0].hasPrefix("f-") })
        #expect(chosen.title == "a-numbered + f-numbered")
    }

    @Test func aListInTheOtherOrderIsTurnedRound() throws {
        let english = Self.numbered(2, prefix: "x")
        let reversed = WordList(title: "r", languages: ["fr", "en"], pairs: [WordPair(first: ["le chat"], second: ["cat"]),
                                                                             WordPair(first: ["le chien"], second: ["dog"])])
        var random = RandomSource(seed: 1)
        let chosen = try WordChooser.choose(4, from: [english, reversed], name: "mix", random: &random)
        #expect(chosen.languages == ["en", "fr"])
        #expect(chosen.pairs.contains(WordPair(first: ["cat"], second: ["le chat"])))
    }

    @Test func listsInOtherLanguagesCannotBeMixed() throws {
        var random = RandomSource(seed: 1)
        let spanish = Self.numbered(9, languages: ["en", "es"])
        #expect(throws: WordListError.mixedLanguages(list: "numbered", languages: ["en", "es"], expected: ["en", "fr"])) {
            try WordChooser.choose(4, from: [Self.numbered(9), spanish], name: "mix", random: &random)
        }
    }

    @Test func aWordInTwoListsIsChosenOnlyOnce() throws {
        // `l'orange (f)` and `orange` are both answered `orange`: only one may be in a puzzle.
        let food = WordList(title: "food", languages: ["en", "fr"], pairs: [WordPair(first: ["orange (fruit)"], second: ["l'orange (f)"]),
                                                                           WordPair(first: ["apple"], second: ["la pomme"])])
        let colours = WordList(title: "colours", languages: ["en", "fr"], pairs: [WordPair(first: ["Orange"], second: ["orange"]),
                                                                                 WordPair(first: ["red"], second: ["rouge"])])
        var random = RandomSource(seed: 1)
        #expect(throws: WordListError.tooFewPairs(list: "mix", pairs: 3, size: 4)) {
            try WordChooser.choose(4, from: [food, colours], name: "mix", random: &random)
        }
    }

    @Test func everyBuiltInListMixedGivesAPuzzleWithoutAmbiguousAnswers() throws {
        let lists = BuiltInWordLists.all.map(\.list)
        for seed in 0..<20 as Range<UInt64> {
            var random = RandomSource(seed: seed)
            let chosen = try WordChooser.choose(25, from: lists, name: "all", random: &random)
            for side in [Side.first, .second] {
                let matcher = AnswerMatcher(list: chosen, side: side)
                for (index, pair) in chosen.pairs.enumerated() {
                    #expect(matcher.match(pair.shown(side)) == .matched(pair: index, correction: nil))
                }
            }
        }
    }

    @Test func weightsFavourTheWordsTheLearnerMisses() throws {
        let list = Self.numbered(30)
        var favouredCount = 0
        for seed in 0..<50 as Range<UInt64> {
            var random = RandomSource(seed: seed)
            let chosen = try WordChooser.choose(4, from: [list], name: "n", random: &random) { $0.first[0] == "en7" ? 100 : 1 }
            if chosen.pairs.contains(where: { $0.first[0] == "en7" }) { favouredCount += 1 }
        }
        // Unweighted, en7 would be in about 4/30 of the draws; weighted, in nearly all.
        #expect(favouredCount >= 45)
    }

    @Test func aWeightOfZeroIsChosenOnlyWhenTheOthersAreNotEnough() throws {
        let list = Self.numbered(10)
        var random = RandomSource(seed: 9)
        let known: Set<String> = ["en0", "en1", "en2", "en3", "en4", "en5"]
        let chosen = try WordChooser.choose(6, from: [list], name: "n", random: &random) { known.contains($0.first[0]) ? 0 : 1 }
        #expect(chosen.pairs.filter { known.contains($0.first[0]) }.count == 2)
    }
}
