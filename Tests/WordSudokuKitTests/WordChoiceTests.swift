import SudokuEngine
import Testing
@testable import WordSudokuKit

@Suite("Choosing the words of a puzzle", .timeLimit(.minutes(15)))
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

/// The word chooser's weights from the scheduler (`LearnerMemory.weights(player:pairs:at:)`).
@Suite("Choosing words: the scheduler's weights", .timeLimit(.minutes(15)))
struct SchedulerWeightTests {
    static let monday = SchedulerTests.monday
    static let cat = WordPair(first: ["cat"], second: ["le chat"])
    static let dog = WordPair(first: ["dog"], second: ["le chien"])

    func weight(_ memory: LearnerMemory, _ pair: WordPair, daysAfter days: Double) -> Int {
        memory.weights(player: "ada", pairs: [pair], at: Self.monday.addingTimeInterval(days * SchedulerTests.day))[0]
    }

    @Test func aWordAnsweredRightOnceIsNeverMoreLikelyThanANewWordBeforeItIsDue() {
        var memory = LearnerMemory()
        memory.record(player: "ada", pair: Self.cat, rating: .good, at: Self.monday)
        #expect(weight(memory, Self.dog, daysAfter: 0) == LearnerMemory.newWordWeight)
        // S = 2.3065: just after the game weight 1; a day on (R = 0.947) 1 + ⌊3·0.053/0.15⌋ = 2; up
        // to its due day (4.397 days, 4 whole days fuzzed to 3…5) below 4 all the while.
        #expect(weight(memory, Self.cat, daysAfter: 0) == 1)
        #expect(weight(memory, Self.cat, daysAfter: 1) == 2)
        let due = memory.record(player: "ada", pair: Self.cat)!.state!.due.timeIntervalSince(Self.monday) / SchedulerTests.day
        #expect(due > 2.5 && due < 5)
        #expect(stride(from: 0.0, to: due, by: 0.05).allSatisfy { weight(memory, Self.cat, daysAfter: $0) < LearnerMemory.newWordWeight })
        // From its due day: 8, a review before new words.
        #expect(weight(memory, Self.cat, daysAfter: due) == 8)
        // Long overdue, 60 days (R = (1 + 0.980346·60/2.3065)^(−0.1542) = 0.603): 8 + round(8·0.247/0.85) = 10.
        #expect(weight(memory, Self.cat, daysAfter: 60) == 10)
    }

    @Test func aWordForgottenIsDueTheNextMorningAndFavouredThen() {
        var memory = LearnerMemory()
        memory.record(player: "ada", pair: Self.cat, rating: .again, at: Self.monday)
        // S = 0.212 days: I = 0.4 days, at least one whole day: due at 4 am the next morning
        // (0.79 days after 09:00 in UTC); a day on R = 0.766: 8 + round(8·0.084/0.85) = 9.
        let due = memory.record(player: "ada", pair: Self.cat)!.state!.due
        #expect(due == LearnerDay.start(of: LearnerDay.of(Self.monday).adding(days: 1)))
        let dueDays = due.timeIntervalSince(Self.monday) / SchedulerTests.day
        #expect(weight(memory, Self.cat, daysAfter: 0.1) < LearnerMemory.newWordWeight, "just shown its answer")
        #expect(weight(memory, Self.cat, daysAfter: dueDays - 0.01) < LearnerMemory.newWordWeight, "not yet due")
        #expect(weight(memory, Self.cat, daysAfter: dueDays) >= 8)
        #expect(weight(memory, Self.cat, daysAfter: 1) == 9)
    }

    /// On a long list the due words still come first: their weight is counted once per pair of
    /// the list, so one due word outweighs all the new ones together (the learning benchmark
    /// found the due words drowned among 120 new ones without this).
    @Test func aDueWordOutweighsEveryNewWordOfALongList() {
        var memory = LearnerMemory()
        memory.record(player: "ada", pair: Self.cat, rating: .good, at: Self.monday)
        let others = (0..<119).map { WordPair(first: ["en\($0)"], second: ["fr\($0)"]) }
        // Five days on, past its due day (3 to 5 days, fuzzed) with R = 0.839: 8.
        let weights = memory.weights(player: "ada", pairs: [Self.cat] + others, at: Self.monday.addingTimeInterval(5 * SchedulerTests.day))
        #expect(weights[0] == 8 * 120)
        #expect(weights[0] > weights.dropFirst().reduce(0, +))
    }

    @Test func aReviewGameAsksForTheDueWordsLeastRecalledFirst() {
        var memory = LearnerMemory()
        let horse = WordPair(first: ["horse"], second: ["le cheval"])
        memory.record(player: "ada", pair: Self.cat, rating: .good, at: Self.monday)
        memory.record(player: "ada", pair: Self.dog, rating: .again, at: Self.monday)
        // An older file's record of a word only shown (no review, no state): never due.
        var onlyShown = LearnerMemory.Record()
        onlyShown.seen = 1
        onlyShown.shown = 1
        memory.players["ada", default: [:]][horse.memoryKey] = onlyShown
        let pairs = [Self.cat, Self.dog, horse]
        #expect(memory.due(player: "ada", among: pairs, at: Self.monday) == [])
        #expect(memory.due(player: "ada", among: pairs, at: Self.monday.addingTimeInterval(SchedulerTests.day)) == [Self.dog])
        #expect(memory.due(player: "ada", among: pairs, at: Self.monday.addingTimeInterval(2 * SchedulerTests.day)) == [Self.dog],
                "cat is due 4.4 days on: 4 whole days, fuzzed to 3…5")
        #expect(memory.due(player: "ada", among: pairs, at: Self.monday.addingTimeInterval(5 * SchedulerTests.day)) == [Self.dog, Self.cat])
        #expect(memory.due(player: "bob", among: pairs, at: Self.monday.addingTimeInterval(30 * SchedulerTests.day)) == [])
    }
}
