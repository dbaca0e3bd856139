import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// The README's "Honest evidence" table, a test per row: what a game tells the scheduler about
/// each of its words, recorded through `GameLifecycle` with a fixed clock and date.
@Suite("Learner memory: honest evidence", .timeLimit(.minutes(15)))
struct EvidenceTests {
    let temp = TemporaryStore()
    let clock = FakeClock()
    static let date = SchedulerTests.monday

    func start(_ session: GameSession = GameFixtures.session(), at date: Date = Self.date) throws -> GameLifecycle {
        try GameLifecycle(starting: session, store: temp.store, clock: clock, date: { date }, replacing: true)
    }

    /// Places the right word in every empty cell not yet right.
    func solve(_ game: inout GameLifecycle) {
        for cell in GameFixtures.emptyCells(game.session) where game.session.cells[cell] != game.session.solution[cell] {
            game.play(.place(cell: cell, symbol: Int(game.session.solution[cell])))
        }
    }

    func memoryRecord(_ symbol: Int, of session: GameSession) -> LearnerMemory.Record? {
        temp.store.loadMemory(now: Self.date).record(player: "ada", pair: session.setup.pairs[symbol - 1])
    }

    /// The symbols the learner has cells to fill for.
    func symbolsToFill(_ session: GameSession) -> Set<Int> {
        Set(GameFixtures.emptyCells(session).map { Int(session.solution[$0]) })
    }

    @Test func aWordPlacedRightAtTheFirstTryIsRecalledWell() throws {
        var game = try start()
        solve(&game)
        #expect(game.isFinished)
        var dueDays: Set<Int> = []
        for symbol in symbolsToFill(game.session) {
            let record = try #require(memoryRecord(symbol, of: game.session))
            #expect(record.right == 1 && record.wrong == 0 && record.seen == 1)
            #expect(record.state?.stability == FSRS.parameters[2], "good: S₀ = w₂")
            // I = 4.397 days, 4 whole days, fuzzed to 3…5 (±1.225): at 4 am that learner's day.
            let due = try #require(record.state?.due)
            let days = LearnerDay.of(due).dayNumber - LearnerDay.of(Self.date).dayNumber
            #expect((3...5).contains(days) && due == LearnerDay.start(of: LearnerDay.of(due)), "\(due)")
            dueDays.insert(days)
        }
        #expect(dueDays.count > 1, "the words of one game come back on different days")
    }

    @Test func aWordAcceptedWithACorrectionIsRecalledWithDifficulty() throws {
        var game = try start()
        let session = game.session
        let cat = 1
        let cell = try #require(GameFixtures.emptyCells(session).first { session.solution[$0] == UInt8(cat) })
        // `la chat` for `le chat`: accepted, with the article corrected.
        guard case let .corrected(symbol, correction) = AnswerLookup(setup: session.setup).match("la chat") else {
            Issue.record("not a correction"); return
        }
        #expect(symbol == cat && correction.kind == .article)
        game.play(.place(cell: cell, symbol: symbol), correction: correction)
        solve(&game)
        let record = try #require(memoryRecord(cat, of: game.session))
        #expect(record.right == 1 && record.state?.stability == FSRS.parameters[1], "hard: S₀ = w₁")
        let others = symbolsToFill(session).subtracting([cat])
        #expect(others.allSatisfy { self.memoryRecord($0, of: session)?.state?.stability == FSRS.parameters[2] })
    }

    @Test func aWordTypedBesideItsOwnTranslationIsForgottenAndTheCellsWordIsNotChargedForIt() throws {
        var game = try start()
        let miss = try #require(GameFixtures.vocabularyMiss(game.session))
        let cellWord = Int(game.session.solution[miss.cell])
        game.play(.place(cell: miss.cell, symbol: miss.symbol))
        #expect(game.session.evidence[miss.symbol - 1].rating == .again)
        #expect(game.session.evidence[cellWord - 1].rating == nil, "nothing was typed for the cell's word")
        solve(&game)
        let typed = try #require(memoryRecord(miss.symbol, of: game.session))
        #expect(typed.wrong == 1 && typed.right == 0)
        #expect(typed.state?.stability == FSRS.parameters[0] && typed.state?.lapses == 1, "again: S₀ = w₀")
        #expect(game.session.mistakes == 1, "still a mistake for the score")
        #expect(game.session.missedPairs.contains(game.session.setup.pairs[miss.symbol - 1]))
    }

    /// A word placed right in a cell only after a wrong word there was found by trial and error
    /// (the board's feedback found it): again. The same word recalled first in a cell with no
    /// wrong try before it stays a recall.
    @Test(arguments: [true, false])
    func aWordFoundByTrialAndErrorInItsCellIsNotARecall(recalledElsewhereFirst: Bool) throws {
        var game = try start(GameFixtures.session(try BoxShape(rows: 2, columns: 3)))
        let session = game.session
        let empty = GameFixtures.emptyCells(session)
        let cell = empty[0], word = Int(session.solution[cell])
        let elsewhere = try #require(empty.dropFirst().first { session.solution[$0] == UInt8(word) })
        if recalledElsewhereFirst { game.play(.place(cell: elsewhere, symbol: word)) }
        game.play(.place(cell: cell, symbol: GameFixtures.wrongSymbol(session, cell)))
        game.play(.place(cell: cell, symbol: word))
        #expect(game.session.evidence[word - 1].rating == (recalledElsewhereFirst ? .good : .again))
        #expect(game.session.triedWrong == [cell])
        solve(&game)
        let record = try #require(memoryRecord(word, of: session))
        #expect(recalledElsewhereFirst ? record.right == 1 && record.wrong == 0 : record.right == 0 && record.wrong == 1)
    }

    /// Which cells held a wrong word is part of the saved game: a game resumed after the wrong
    /// try still knows the right word found there was not recalled.
    @Test func theCellsTriedWrongSurviveASaveAndAreValidated() throws {
        var session = GameFixtures.session()
        let cell = GameFixtures.emptyCells(session)[0]
        session.apply(.place(cell: cell, symbol: GameFixtures.wrongSymbol(session, cell)), at: 0)
        let decoded = try JSONDecoder().decode(GameSession.self, from: JSONEncoder().encode(session))
        #expect(decoded.triedWrong == [cell] && decoded == session)
        var hostile = session
        hostile.triedWrong = [session.shape.cellCount]
        #expect(throws: InvalidStoredValue.self) { try hostile.validate() }
        hostile.triedWrong = [cell, cell]
        #expect(throws: InvalidStoredValue.self) { try hostile.validate() }
    }

    @Test func aWrongWordNoGivenRulesOutIsASudokuSlipAndNoEvidence() throws {
        var game = try start()
        let slip = try #require(GameFixtures.sudokuSlip(game.session))
        let cellWord = Int(game.session.solution[slip.cell])
        game.play(.place(cell: slip.cell, symbol: slip.symbol))
        #expect(game.session.evidence[slip.symbol - 1].rating == nil)
        solve(&game)
        #expect(memoryRecord(slip.symbol, of: game.session)?.wrong == 0)
        // A mistake for the score; the word slipped in is not charged. The cell's own word,
        // placed there after it, was found with the board's feedback: trial and error, again
        // (the game cannot tell a slip corrected from a guess).
        #expect(game.session.result?.mistakes == 1)
        #expect(game.session.missedPairs == [game.session.setup.pairs[cellWord - 1]])
        #expect(memoryRecord(cellWord, of: game.session)?.wrong == 1)
        #expect(game.session.mistakes == 1)
    }

    /// A word looked up before it was recalled is a failed recall: it gets a memory state (again),
    /// so it comes back; a word recalled before the peek keeps its good.
    @Test func aPeekMakesEveryWordNotYetRecalledAFailedRecall() throws {
        var game = try start()
        let session = game.session
        let first = GameFixtures.emptyCells(session)[0]
        let before = Int(session.solution[first])
        game.play(.place(cell: first, symbol: before))
        #expect(game.play(.peek) == .peek(left: 1))
        solve(&game)
        #expect(memoryRecord(before, of: session)?.state?.stability == FSRS.parameters[2], "recalled before the peek")
        for symbol in symbolsToFill(session).subtracting([before]) {
            let record = try #require(memoryRecord(symbol, of: session))
            #expect(record.wrong == 1 && record.right == 0 && record.seen == 1)
            #expect(record.state?.stability == FSRS.parameters[0] && record.state?.lapses == 1, "again: S₀ = w₀")
        }
        #expect(Set(game.session.missedPairs) == Set(symbolsToFill(session).subtracting([before]).map { session.setup.pairs[$0 - 1] }),
                "the words to review are the words charged")
    }

    /// Looking up one word (`? cow`, `L`) charges that word alone, and uses one peek.
    @Test func aSingleLookupChargesOnlyThatWord() throws {
        var game = try start()
        let session = game.session
        let looked = Int(session.solution[GameFixtures.emptyCells(session)[0]])
        #expect(game.play(.lookUp(symbol: looked)) == .lookedUp(symbol: looked, left: 1))
        #expect(game.session.peeksUsed == 1)
        solve(&game)
        #expect(memoryRecord(looked, of: session)?.wrong == 1)
        for symbol in symbolsToFill(session).subtracting([looked]) {
            #expect(memoryRecord(symbol, of: session)?.right == 1, "placed right, never looked up")
        }
    }

    @Test func aLookupIsRefusedWhenNoPeekIsLeft() throws {
        var game = try start(GameFixtures.session(peekLimit: 1))
        game.play(.lookUp(symbol: 2))
        #expect(game.play(.lookUp(symbol: 1)) == .refused(.peekLimitReached(limit: 1)))
    }

    /// A word the dictionary or a look-up already showed in this game is shown again for free:
    /// the learner has paid for it (a play-tester spent the last peek on a word the dictionary
    /// had just shown). It changes nothing the memory will record.
    @Test func aWordAlreadyShownIsLookedUpAgainWithoutAPeek() throws {
        var game = try start(GameFixtures.session(peekLimit: 2))
        game.play(.peek)
        let before = game.session.evidence
        #expect(game.play(.lookUp(symbol: 1)) == .lookedUpAgain(symbol: 1))
        #expect(game.play(.lookUp(symbol: 1)) == .lookedUpAgain(symbol: 1))
        #expect(game.session.peeksUsed == 1 && game.session.evidence == before)
        let said = GameText.outcome(.lookedUpAgain(symbol: 1), game.session, .en)
        #expect(said.hasSuffix("(already shown in this game: no peek spent)"), "\(said)")
        #expect(GameText.outcome(.lookedUpAgain(symbol: 1), game.session, .fr).hasSuffix("(déjà montré dans cette partie : aucun coup d’œil dépensé)"))
        // A word looked up alone is free the second time too.
        var other = try start(GameFixtures.session(peekLimit: 1))
        #expect(other.play(.lookUp(symbol: 3)) == .lookedUp(symbol: 3, left: 0))
        #expect(other.play(.lookUp(symbol: 3)) == .lookedUpAgain(symbol: 3))
    }

    @Test func aWordAHintNamesIsAFailedRecall() throws {
        var game = try start()
        guard case let .hint(.step(_, symbol?, _)) = game.play(.hint) else { Issue.record("no placing hint"); return }
        #expect(game.session.evidence[symbol - 1].shown)
        solve(&game)
        let record = try #require(memoryRecord(symbol, of: game.session))
        #expect(record.wrong == 1 && record.right == 0 && record.state?.lapses == 1)
    }

    /// A word learned in one game and looked up in the next has lapsed: due again soon.
    @Test func aWordLookedUpAfterBeingLearnedLapses() throws {
        var first = try start()
        solve(&first)
        let later = Self.date.addingTimeInterval(SchedulerTests.day)
        var second = try start(GameFixtures.session(), at: later)
        second.play(.peek)
        solve(&second)
        let record = try #require(temp.store.loadMemory(now: later).record(player: "ada", pair: second.session.setup.pairs[0]))
        #expect(record.right == 1 && record.wrong == 1 && record.seen == 2)
        #expect(record.state?.lapses == 1 && record.state?.lastReview == later)
        let state = try #require(record.state)
        #expect(state.stability < FSRS.parameters[2], "a lapse lowers the stability the first recall gave")
        #expect(state.due < Self.date.addingTimeInterval(379_916), "due sooner than the first recall had scheduled")
    }

    @Test func anEarlyFinishGivesNoEvidenceForTheWordsNotAnswered() throws {
        var game = try start()
        let session = game.session
        let first = GameFixtures.emptyCells(session)[0]
        let answered = Int(session.solution[first])
        game.play(.place(cell: first, symbol: answered))
        game.play(.finish)
        #expect(game.isFinished)
        let memory = temp.store.loadMemory(now: Self.date)
        #expect(memory.record(player: "ada", pair: session.setup.pairs[answered - 1])?.right == 1)
        #expect(memory.players["ada"]?.count == 1, "the unanswered words are not marked missed")
    }

    @Test func aDiscardedGameStillRecordsWhatWasAnswered() throws {
        var game = try start()
        let miss = try #require(GameFixtures.vocabularyMiss(game.session))
        game.play(.place(cell: miss.cell, symbol: miss.symbol))
        game.discard()
        #expect(!temp.store.hasSavedGame)
        #expect(memoryRecord(miss.symbol, of: game.session)?.wrong == 1)
        #expect(temp.store.loadHistory().isEmpty, "no history, no score")
        #expect(temp.store.loadMemory().recentGames.contains(game.session.id))
    }

    @Test func aDiscardWhoseEvidenceCannotBeWrittenKeepsTheGame() throws {
        var game = try start()
        let miss = try #require(GameFixtures.vocabularyMiss(game.session))
        game.play(.place(cell: miss.cell, symbol: miss.symbol))
        let unblock = try FinishRecordedOnceTests.block(temp, "memory.json")
        game.discard()
        #expect(temp.store.hasSavedGame, "not thrown away: its evidence is not written yet")
        #expect(game.takeFailure() != nil)
        try unblock()
        let resumed = GameLifecycle(resumingFrom: temp.store, clock: clock, date: { SchedulerTests.monday })
        var again = try #require(resumed)
        again.discard()
        #expect(!temp.store.hasSavedGame)
        #expect(memoryRecord(miss.symbol, of: game.session)?.wrong == 1)
    }

    @Test func aDiscardedGameThatShowedNothingWritesNoMemory() throws {
        var game = try start()
        game.discard()
        #expect(!temp.files().contains("memory.json"))
    }

    @Test func aDailyGameRecordsEvidenceLikeAnyOther() throws {
        var session = GameFixtures.session()
        session.setup.dailyDate = "2026-11-20"
        var game = try start(session)
        solve(&game)
        #expect(symbolsToFill(session).allSatisfy { self.memoryRecord($0, of: session)?.right == 1 })
    }

    @Test func aWordAnsweredInManyCellsOfOneGameIsOneReview() throws {
        var game = try start(GameFixtures.session(try BoxShape(rows: 3, columns: 3)))
        solve(&game)
        let memory = temp.store.loadMemory(now: Self.date)
        #expect(memory.players["ada"]?.values.allSatisfy { $0.seen == 1 && $0.state?.reps == 1 } == true)
    }

    @Test func aSecondGameTheSameDayIsASameDayReview() throws {
        var first = try start()
        let miss = try #require(GameFixtures.vocabularyMiss(first.session))
        first.play(.place(cell: miss.cell, symbol: miss.symbol))
        solve(&first)
        // Two hours later the learner gets the missed word right at once: a same-day review,
        // S′ = 0.212 · e^(0.5425·0.0912) · 0.212^(−0.0658) = 0.212 · 1.05073 · 1.10744 = 0.2467.
        var second = try start(GameFixtures.session(), at: Self.date.addingTimeInterval(2 * 3600))
        solve(&second)
        let record = try #require(temp.store.loadMemory(now: Self.date).record(player: "ada", pair: second.session.setup.pairs[miss.symbol - 1]))
        #expect(record.wrong == 1 && record.right == 1 && record.state?.reps == 2)
        #expect(SchedulerTests.close(record.state!.stability, 0.2467))
    }

    @Test func evidenceSurvivesASaveAndAResume() throws {
        var game = try start()
        let miss = try #require(GameFixtures.vocabularyMiss(game.session))
        game.play(.place(cell: miss.cell, symbol: miss.symbol))
        game.play(.peek)
        game.keep()
        let resumed = try #require(GameLifecycle(resumingFrom: temp.store, clock: clock))
        #expect(resumed.session.evidence == game.session.evidence)
        #expect(resumed.session.evidence[miss.symbol - 1].forgotten)
        #expect(temp.contents("game.json")?.contains("\"evidence\":\"") == true, "kept packed, a digit per word")
    }
}
