import Foundation
import Testing
import SudokuEngine
@testable import WordSudokuKit

/// The recall check after a game: which words it asks, how it judges them, and that each
/// answer moves the word's FSRS state as the scheduler says, at a fixed date.
@Suite("Recall check", .timeLimit(.minutes(15)))
struct RecallCheckTests {
    static let now = ReviewGameTests.now
    static let animals = ReviewGameTests.animals

    /// A review game of three due animals (`le chat`, `le chien`, `le cheval`) and one new
    /// word, solved without a mistake through the lifecycle at `now`.
    static func solvedReviewGame(_ temp: TemporaryStore) throws -> GameLifecycle {
        try temp.store.save(ReviewGameTests.memory(due: Array(animals.pairs[0..<3])), to: .memory)
        let session = try GameLifecycle.planReview(ReviewGameTests.request(), in: temp.store,
                                                   library: ReviewGameTests.library, at: now).make()
        var game = try GameLifecycle(starting: session, store: temp.store, clock: FakeClock(), date: { now }, replacing: false)
        for cell in game.session.givens.indices where game.session.givens[cell] == 0 {
            game.play(.place(cell: cell, symbol: Int(game.session.solution[cell])))
        }
        return game
    }

    static func state(_ store: Store, _ pair: WordPair) -> MemoryState? {
        store.loadMemory(now: now).record(player: "ada", pair: pair)?.state
    }

    /// The due words first, then the new word, recalled for the first time: a first "good" is
    /// confirmed without the board.
    @Test func aReviewGameChecksItsDueWordsThenItsNewOne() throws {
        let temp = TemporaryStore()
        let game = try Self.solvedReviewGame(temp)
        let check = try #require(game.recallCheck())
        let asked = check.symbols.map { game.session.setup.pairs[$0 - 1] }
        #expect(Set(asked.prefix(3)) == Set(Self.animals.pairs[0..<3]))
        #expect(asked.count == 4 && !Self.animals.pairs[0..<3].contains(asked[3]))
        #expect(check.asked.map { ["cat", "dog", "horse"].contains($0) } == true)
    }

    /// FSRS's review of `pair` now, with the fuzz the memory draws for it.
    static func review(_ before: MemoryState?, _ rating: FSRS.Rating, of pair: WordPair, by player: String) -> MemoryState {
        FSRS.review(before, rating: rating, at: now,
                    fuzz: LearnerMemory.intervalFuzz(player: player, key: pair.memoryKey, reviewsBefore: before?.reps ?? 0))
    }

    @Test func eachAnswerIsAReviewGoodHardOrAgainAsFSRSSays() throws {
        let temp = TemporaryStore()
        let game = try Self.solvedReviewGame(temp)
        var check = try #require(game.recallCheck())
        let setup = game.session.setup
        func pair() -> WordPair { setup.pairs[check.symbols[check.answered] - 1] }

        // Right as written: good.
        var asked = pair(), before = Self.state(temp.store, asked)
        #expect(game.answer(setup.answerWord(check.symbols[0]), in: &check) == .right)
        #expect(Self.state(temp.store, asked) == Self.review(before, .good, of: asked, by: setup.player))

        // The wrong article (`la chien` for `le chien`): right with a correction, hard.
        asked = pair(); before = Self.state(temp.store, asked)
        let answer = setup.answerWord(check.symbols[1])
        let wrongArticle = (answer.hasPrefix("le ") ? "la " : "le ") + answer.dropFirst(3)
        guard case .corrected = game.answer(wrongArticle, in: &check) else {
            Issue.record("‘\(wrongArticle)’ for ‘\(answer)’ is not a correction")
            return
        }
        #expect(Self.state(temp.store, asked) == Self.review(before, .hard, of: asked, by: setup.player))

        // Not known: again, and the answer is said.
        asked = pair(); before = Self.state(temp.store, asked)
        #expect(game.answer("?", in: &check) == .wrong(expected: asked.second[0]))
        // A second review the same day: FSRS-6's short-term formula lowers S, and counts a lapse.
        let after = try #require(Self.state(temp.store, asked))
        #expect(after == Self.review(before, .again, of: asked, by: setup.player))
        #expect(after.stability < before!.stability && after.lapses == before!.lapses + 1)
        #expect(!check.isOver && check.right == 2 && check.answered == 3, "the new word is still to confirm")
        // Due the next learner's day, whatever stability the same-day formula leaves it.
        #expect(after.due == FSRS.dueDate(after: Self.now, days: 1, timeZone: .current))
        #expect(check.missedPairs == [asked], "the word not known is the check's to review")
        check.skip()
        #expect(GameText.recallDone(check, .en) == "Recall check skipped (3 answered). To review tomorrow: \(asked.first[0]) = \(asked.second[0]).")
    }

    /// The check's end names the words it found not known, to review the next day (the results
    /// said "No word missed" above "Recall check: 2 of 4 right"), in English and French.
    @Test func theChecksEndNamesTheWordsNotKnown() throws {
        let temp = TemporaryStore()
        let game = try Self.solvedReviewGame(temp)
        var check = try #require(game.recallCheck())
        let setup = game.session.setup
        var notKnown: [Int] = []
        while !check.isOver {
            let symbol = check.symbols[check.answered]
            if check.answered % 2 == 0 {
                notKnown.append(symbol)
                _ = game.answer("?", in: &check)
            } else {
                _ = game.answer(setup.answerWord(symbol), in: &check)
            }
        }
        #expect(check.missed == notKnown && !notKnown.isEmpty)
        // As line mode's "Words to review" names a game's: the givens' word = the one to type.
        let words = notKnown.map { "\(setup.shownWord($0)) = \(setup.answerWord($0))" }
        #expect(GameText.recallDone(check, .en) == "Recall check: \(check.right) of \(check.answered) right. To review tomorrow: \(words.joined(separator: "; ")).")
        #expect(GameText.recallDone(check, .fr).hasSuffix(" À revoir demain : \(words.joined(separator: " ; "))."))
    }

    /// A word the game charged (looked up, here) is asked for the practice only: right or wrong,
    /// its record stays as the game left it — no first "good", no second lapse.
    @Test(arguments: [true, false])
    func aWordTheGameChargedIsAskedButNothingIsWritten(answeredRight: Bool) throws {
        let temp = TemporaryStore()
        var game = try GameLifecycle(starting: GameFixtures.session(), store: temp.store, clock: FakeClock(), date: { Self.now },
                                     replacing: true)
        let session = game.session
        let looked = Int(session.solution[GameFixtures.emptyCells(session)[0]])
        game.play(.lookUp(symbol: looked))
        for cell in GameFixtures.emptyCells(session) { game.play(.place(cell: cell, symbol: Int(session.solution[cell]))) }
        #expect(game.isFinished)
        var check = try #require(game.recallCheck())
        #expect(check.symbols.first == looked, "the missed word is asked first")
        let pair = session.setup.pairs[looked - 1]
        let before = try #require(temp.store.loadMemory(now: Self.now).record(player: "ada", pair: pair))
        #expect(before.wrong == 1 && before.right == 0)
        let judgement = game.answer(answeredRight ? pair.second[0] : "?", in: &check)
        #expect(judgement == (answeredRight ? .right : .wrong(expected: pair.second[0])))
        #expect(temp.store.loadMemory(now: Self.now).record(player: "ada", pair: pair) == before)
    }

    /// What a line at the prompt is, before anything is judged: commands in both languages and
    /// cell names are commands, `?` and the puzzle's words are answers.
    @Test func aLineAtThePromptIsAnAnswerOrACommand() throws {
        let temp = TemporaryStore()
        let game = try Self.solvedReviewGame(temp)
        let check = try #require(game.recallCheck())
        let word = game.session.setup.answerWord(check.symbols[0])
        #expect(check.classify(word) == .answer && check.classify("?") == .answer && check.classify("ordinateur") == .answer)
        #expect(check.classify("") == .skip && check.classify("finish") == .skip && check.classify("terminer") == .skip)
        #expect(check.classify("quit") == .quit && check.classify("quitter") == .quit)
        #expect(check.classify("show") == .show && check.classify("voir") == .show)
        #expect(check.classify("help") == .otherCommand && check.classify("indice") == .otherCommand)
        #expect(check.classify("B2 \(word)") == .otherCommand)
        // Every command of the game's line mode is a command here too (the check read a copy of
        // the game's list, which lacked `enregistrer`, `dire` and `écouter`: typed at the prompt,
        // they were judged as wrong answers and the word charged a lapse).
        let puzzleWords = Set(game.session.setup.pairs.flatMap { $0.first + $0.second }.map { $0.lowercased() })
        for command in PlainCommand.allCases {
            for name in command.words where !puzzleWords.contains(name) {
                #expect(check.classify(name) != .answer, "\(name)")
                #expect(check.classify(name.uppercased() + " B2") != .answer, "\(name)")
            }
        }
        #expect(check.classify("enregistrer") == .otherCommand && check.classify("dire") == .otherCommand)
    }

    @Test func aWordOfTheGivensLanguageIsAskedAgainNotJudged() throws {
        let temp = TemporaryStore()
        let game = try Self.solvedReviewGame(temp)
        var check = try #require(game.recallCheck())
        let before = temp.store.loadMemory(now: Self.now)
        #expect(game.answer(check.asked!, in: &check) == .otherLanguage)
        #expect(check.answered == 0 && temp.store.loadMemory(now: Self.now) == before)
    }

    /// A typo of the word asked (`le chevl`) is asked once more, the word not shown: typed right
    /// then, hard (as the game counts a word whose typo it pointed out); missed again, again. It
    /// was judged wrong at once (a play-tester's `la grenouile`).
    @Test func aTypoOfTheWordAskedIsAskedOnceMore() throws {
        let temp = TemporaryStore()
        let game = try Self.solvedReviewGame(temp)
        var check = try #require(game.recallCheck())
        let setup = game.session.setup
        func typo(_ word: String) -> String { String(word.dropLast()) }

        // Typo, then right: hard, with the spelling correction said.
        var symbol = check.symbols[0], asked = setup.pairs[symbol - 1]
        var before = Self.state(temp.store, asked)
        let memoryBefore = temp.store.loadMemory(now: Self.now)
        #expect(game.answer(typo(setup.answerWord(symbol)), in: &check) == .almost)
        #expect(check.answered == 0 && temp.store.loadMemory(now: Self.now) == memoryBefore)
        #expect(!GameText.recallJudgement(.almost, typed: "", setup, .en).contains(setup.answerWord(symbol)))
        guard case .corrected(let correction) = game.answer(setup.answerWord(symbol), in: &check) else {
            Issue.record("a word typed right after its typo is not a correction")
            return
        }
        #expect(correction.kind == .spelling)
        #expect(Self.state(temp.store, asked) == Self.review(before, .hard, of: asked, by: setup.player))

        // Typo twice: again.
        symbol = check.symbols[1]; asked = setup.pairs[symbol - 1]
        before = Self.state(temp.store, asked)
        #expect(game.answer(typo(setup.answerWord(symbol)), in: &check) == .almost)
        #expect(game.answer(typo(setup.answerWord(symbol)), in: &check) == .wrong(expected: setup.answerWord(symbol)))
        #expect(Self.state(temp.store, asked) == Self.review(before, .again, of: asked, by: setup.player))

        // Right at once: good, as before.
        symbol = check.symbols[2]; asked = setup.pairs[symbol - 1]
        #expect(game.answer(setup.answerWord(symbol), in: &check) == .right)
    }

    @Test func skippingLeavesTheWordsNotAnsweredAlone() throws {
        let temp = TemporaryStore()
        let game = try Self.solvedReviewGame(temp)
        var check = try #require(game.recallCheck())
        _ = game.answer(game.session.setup.answerWord(check.symbols[0]), in: &check)
        let before = temp.store.loadMemory(now: Self.now)
        check.skip()
        #expect(check.isOver && check.asked == nil)
        #expect(temp.store.loadMemory(now: Self.now) == before)
        #expect(GameText.recallDone(check, .fr) == "Rappel passé (1 réponse).")
    }

    /// New words all recalled: each first "good" is asked once more without the board; a wrong
    /// answer there is a lapse (the recall was a lucky guess), a right one confirms it.
    @Test func aGameOfNewWordsAllRightAsksThemToConfirm() throws {
        let temp = TemporaryStore()
        var game = try GameLifecycle(starting: GameFixtures.session(), store: temp.store, clock: FakeClock(),
                                     date: { Self.now }, replacing: false)
        for cell in GameFixtures.emptyCells(game.session) { game.play(.place(cell: cell, symbol: Int(game.session.solution[cell]))) }
        #expect(game.isFinished)
        var check = try #require(game.recallCheck())
        let recalled = Set(GameFixtures.emptyCells(game.session).map { Int(game.session.solution[$0]) })
        #expect(Set(check.symbols) == recalled)
        let pair = game.session.setup.pairs[check.symbols[0] - 1]
        _ = game.answer("?", in: &check)
        let record = try #require(temp.store.loadMemory(now: Self.now).record(player: "ada", pair: pair))
        #expect(record.right == 1 && record.wrong == 1 && record.state?.lapses == 1, "the guess is not left standing as a recall")
    }

    @Test func aGameWithNothingRecalledOrMissedAsksNothing() throws {
        let temp = TemporaryStore()
        var game = try GameLifecycle(starting: GameFixtures.session(), store: temp.store, clock: FakeClock(),
                                     date: { Self.now }, replacing: false)
        game.play(.finish)
        game.play(.finish)
        #expect(game.isFinished && game.recallCheck() == nil)
    }

    @Test func missedWordsAreAsked() throws {
        let temp = TemporaryStore()
        var game = try GameLifecycle(starting: GameFixtures.session(), store: temp.store, clock: FakeClock(),
                                     date: { Self.now }, replacing: false)
        let miss = try #require(GameFixtures.vocabularyMiss(game.session))
        game.play(.place(cell: miss.cell, symbol: miss.symbol))
        for cell in GameFixtures.emptyCells(game.session) { game.play(.place(cell: cell, symbol: Int(game.session.solution[cell]))) }
        let check = try #require(game.recallCheck())
        // The word typed beside its own translation was forgotten, and the cell's word found
        // after it by trial and error: both asked first, as the results list them and the memory
        // charges them; then the new words recalled at the first try, to confirm.
        let cellWord = Int(game.session.solution[miss.cell])
        #expect(Set(check.symbols.prefix(2)) == [miss.symbol, cellWord])
        #expect(Set(game.session.missedPairs) == [game.session.setup.pairs[miss.symbol - 1], game.session.setup.pairs[cellWord - 1]])
        #expect(check.symbols.count == game.session.shape.size)
    }
}
