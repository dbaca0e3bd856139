import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// The game's test of how a player learns (`SpacingTest`) and the word choice it steers
/// (`LearnerMemory.choice`).
@Suite("The test of how a player learns", .timeLimit(.minutes(10)))
struct SpacingTestTests {
    /// Monday 5 January 2026, 18:00 UTC.
    static let monday = Date(timeIntervalSince1970: 1_767_636_000)
    static let utc = TimeZone(identifier: "UTC")!
    static let list = WordChoiceTests.numbered(40).pairs

    static func day(_ n: Double) -> Date { monday.addingTimeInterval(n * 86_400) }

    static func entry(_ pair: Int, day n: Double, _ rating: FSRS.Rating, player: String = "ada",
                      source: ReviewLogEntry.Source = .game) -> ReviewLogEntry {
        let state = MemoryState(stability: 1, difficulty: 5, lastReview: day(n), due: day(n + 1), lapses: 0, reps: 1)
        return ReviewLogEntry(time: day(n), player: player, list: "numbered", pair: list[pair].memoryKey, rating: rating,
                              elapsedDays: nil, before: nil, after: state, game: "g\(n)", source: source)
    }

    /// A return is a game of a core word six learner's days or more after its last one, once it
    /// was in two games (days) before; recall checks, a second game the same day, other players
    /// and words outside the core are not returns.
    @Test func aReturnIsASpacedGameAfterTwoEarlierGames() {
        let core: Set<String> = [Self.list[0].memoryKey, Self.list[1].memoryKey]
        var log = [
            Self.entry(0, day: 0, .again), Self.entry(0, day: 0, .good, source: .recallCheck),
            Self.entry(0, day: 0.1, .good),            // the same day: still one game
            Self.entry(0, day: 6, .again),
            Self.entry(0, day: 12, .good),             // the third game, 6 days on: a return, recalled
            Self.entry(0, day: 14, .good),             // 2 days on: not a return
            Self.entry(0, day: 20, .again),            // 6 days on: a return, missed
            Self.entry(1, day: 0, .again), Self.entry(1, day: 5, .good),
            Self.entry(1, day: 10, .good),             // only 5 days after the last: not a return
            Self.entry(2, day: 0, .again), Self.entry(2, day: 6, .again), Self.entry(2, day: 12, .good),  // not in the core
        ]
        log.append(Self.entry(0, day: 26, .good, player: "bob"))
        let read = SpacingTest.returns(in: log, player: "ada", core: core, timeZone: Self.utc)
        #expect(read.returns == 2 && read.recalled == 1)
        // A game at 2 am belongs to the learner's day before (the day starts at 4 am): the sixth
        // calendar day after the last game, at 2 am, is only the fifth learner's day after it.
        let late = [Self.entry(1, day: 0, .again), Self.entry(1, day: 6, .again),
                    Self.entry(1, day: 11 + 8.0 / 24, .good)]
        #expect(SpacingTest.returns(in: late, player: "ada", core: core, timeZone: Self.utc).returns == 0)
    }

    @Test func theVerdictWaitsForFifteenReturnsMoreWhenCloseAndNeedsAThirdRecalled() throws {
        #expect(SpacingTest.verdict(returns: 14, recalled: 14, at: Self.monday) == nil)
        // Clear shares decide at once: 7 of 15 (more than 4 in 9) and 3 of 15 (less than 2 in 9).
        #expect(try #require(SpacingTest.verdict(returns: 15, recalled: 7, at: Self.monday)).verdict == .spread)
        #expect(try #require(SpacingTest.verdict(returns: 15, recalled: 3, at: Self.monday)).verdict == .focus)
        #expect(try #require(SpacingTest.verdict(returns: 18, recalled: 8, at: Self.monday)).verdict == .spread)
        #expect(try #require(SpacingTest.verdict(returns: 18, recalled: 0, at: Self.monday)).verdict == .focus)
        // Close to a third (2 in 9 … 4 in 9), the test reads on, up to 30 returns.
        for (returns, recalled) in [(15, 4), (15, 5), (15, 6), (18, 4), (18, 6), (18, 7), (29, 12)] {
            #expect(SpacingTest.verdict(returns: returns, recalled: recalled, at: Self.monday) == nil)
        }
        #expect(try #require(SpacingTest.verdict(returns: 30, recalled: 10, at: Self.monday)).verdict == .spread)
        #expect(try #require(SpacingTest.verdict(returns: 30, recalled: 9, at: Self.monday)).verdict == .focus)
        #expect(try #require(SpacingTest.verdict(returns: 31, recalled: 7, at: Self.monday)).verdict == .focus)
    }

    @Test func theCoreKeepsItsShareOfEachGame() {
        #expect(SpacingTest.coreSize(gameSize: 9) == 15)
        #expect([4, 6, 16, 25].map { SpacingTest.coreSize(gameSize: $0) } == [7, 10, 27, 42])
        #expect(SpacingTest.appliesTo(pairCount: 24, gameSize: 9) && !SpacingTest.appliesTo(pairCount: 23, gameSize: 9))
    }

    /// A memory where `ada` met list words `met` on the days given.
    static func memory(_ met: [(pair: Int, day: Double, rating: FSRS.Rating)]) -> LearnerMemory {
        var memory = LearnerMemory()
        for review in met { memory.record(player: "ada", pair: list[review.pair], rating: review.rating, at: day(review.day), timeZone: utc) }
        return memory
    }

    @Test func whileTheTestRunsTheCoreComesBackByTheCalendar() throws {
        // A new player: the core's first nine words, in the list's order, then nothing else forced.
        let fresh = LearnerMemory().choice(player: "ada", pairs: Self.list, gameSize: 9, at: Self.monday, timeZone: Self.utc)
        #expect(fresh.leading == Array(0..<9))
        // Core words 0…8 met on day 0, 9…14 on day 1: on day 6 the first nine are back, on day 7
        // the next six and on day 4 none; the rest of the slots are drawn by the scheduler's
        // weights, never from the core.
        let memory = Self.memory((0..<15).map { ($0, Double($0 / 9), .again) })
        #expect(memory.choice(player: "ada", pairs: Self.list, gameSize: 9, at: Self.day(4), timeZone: Self.utc).leading == [])
        #expect(memory.choice(player: "ada", pairs: Self.list, gameSize: 9, at: Self.day(6), timeZone: Self.utc).leading == Array(0..<9))
        let day8 = memory.choice(player: "ada", pairs: Self.list, gameSize: 9, at: Self.day(8), timeZone: Self.utc)
        #expect(day8.leading == Array(0..<9))                   // the longest-waiting first: 0…8 (8 days) before 9…14 (7 days)
        let weights = try #require(day8.weights)
        #expect(weights.prefix(15).allSatisfy { $0 == 0 } && weights.dropFirst(15).allSatisfy { $0 > 0 })
        let planned = try GameFactory.plan(shape: BoxShape(rows: 3, columns: 3), grade: .beginner, listName: "numbered",
                                           list: WordChoiceTests.numbered(40), shownLanguage: "en", mode: .immediate, peekLimit: 2,
                                           player: "ada", seed: 5, weights: day8.weights, leading: day8.leading)
        #expect(Array(planned.setup.pairs.prefix(9)) == Array(Self.list.prefix(9)))
        // A game of 9×9 holds nine words: the leading ones fill it here.
        #expect(planned.setup.pairs.count == 9)
        let day4 = memory.choice(player: "ada", pairs: Self.list, gameSize: 9, at: Self.day(4), timeZone: Self.utc)
        let drawn = try GameFactory.plan(shape: BoxShape(rows: 3, columns: 3), grade: .beginner, listName: "numbered",
                                         list: WordChoiceTests.numbered(40), shownLanguage: "en", mode: .immediate, peekLimit: 2,
                                         player: "ada", seed: 5, weights: day4.weights, leading: day4.leading)
        #expect(drawn.setup.pairs.allSatisfy { !Self.list.prefix(15).contains($0) })
    }

    @Test func aVerdictOfSpreadSendsTheRestRoundInTurn() {
        var memory = Self.memory([(0, 0, .good), (1, 3, .good), (20, 0, .again), (21, 2, .good), (22, 5, .good)])
        memory.spacingTests["ada"] = SpacingTest(verdict: .spread, returns: 15, recalled: 9, decided: Self.day(5))
        let choice = memory.choice(player: "ada", pairs: Self.list, gameSize: 9, at: Self.day(6), timeZone: Self.utc)
        // The core words never met (2…14) waited longest, then word 0 (6 days); word 1 (3 days) is not back.
        #expect(choice.leading == Array(2..<11))
        #expect(choice.weights == nil)
        var met = memory
        for pair in 2..<15 { met.record(player: "ada", pair: Self.list[pair], rating: .good, at: Self.day(6), timeZone: Self.utc) }
        let next = met.choice(player: "ada", pairs: Self.list, gameSize: 9, at: Self.day(7), timeZone: Self.utc)
        // Core: word 0 (7 days). The rest in turn: never met (15…19, 23…) first, in the list's order.
        #expect(next.leading == [0] + Array(15..<20) + Array(23..<26))
        var late = met
        for pair in Array(15..<20) + Array(23..<40) { late.record(player: "ada", pair: Self.list[pair], rating: .good, at: Self.day(7), timeZone: Self.utc) }
        // Every word met: the one met longest ago first (20 on day 0, 21 on day 2, 22 on day 5).
        let after = late.choice(player: "ada", pairs: Self.list, gameSize: 9, at: Self.day(8), timeZone: Self.utc)
        #expect(after.leading.prefix(4) == [0, 20, 21, 22])
        #expect(after.leading.count == 9)
    }

    @Test func aVerdictOfFocusOrAShortListLeavesTheScheduler() {
        var memory = Self.memory([(10, 0, .again), (11, 0, .good)])
        memory.spacingTests["ada"] = SpacingTest(verdict: .focus, returns: 16, recalled: 2, decided: Self.day(1))
        let focus = memory.choice(player: "ada", pairs: Self.list, gameSize: 9, at: Self.day(3), timeZone: Self.utc)
        #expect(focus == WordChoice(weights: memory.weights(player: "ada", pairs: Self.list, at: Self.day(3))))
        let short = Array(Self.list.prefix(23))
        let fresh = LearnerMemory().choice(player: "ada", pairs: short, gameSize: 9, at: Self.monday, timeZone: Self.utc)
        #expect(fresh == WordChoice(weights: LearnerMemory().weights(player: "ada", pairs: short, at: Self.monday)))
    }

    /// `ada` plays list words `pairs` in a game on `day`, each rated `rating(pair)`: recorded in
    /// `memory` and appended to `log`, as a game's end does.
    static func play(day: Double, pairs: Range<Int>, memory: inout LearnerMemory, log: inout [ReviewLogEntry],
                     rating: (Int) -> FSRS.Rating) {
        for pair in pairs {
            if let review = memory.record(player: "ada", pair: list[pair], rating: rating(pair), at: Self.day(day), timeZone: utc) {
                log.append(review.logEntry(list: "numbered", game: "g\(day)", source: .game))
            }
        }
    }

    /// The verdict is read from the log once the records allow enough returns, and kept.
    @Test func theVerdictIsDecidedFromTheLogAndKept() {
        // Core words 0…14 in games on days 0, 6 and 12, recalled at the third on every third word only.
        var memory = LearnerMemory()
        var log: [ReviewLogEntry] = []
        for day in [0.0, 6, 12] {
            Self.play(day: day, pairs: 0..<15, memory: &memory, log: &log) { day == 12 && $0.isMultiple(of: 3) ? .good : .again }
            if day < 12 {
                #expect(!memory.needsSpacingVerdict(player: "ada", gameSize: 9) { Self.list })
            }
        }
        #expect(memory.needsSpacingVerdict(player: "ada", gameSize: 9) { Self.list })
        #expect(!memory.needsSpacingVerdict(player: "ada", gameSize: 9) { Array(Self.list.prefix(20)) })  // too short a list
        // 5 of 15 is too close to a third to call: the test reads on.
        let early = memory.decideSpacing(player: "ada", log: log, list: Self.list, gameSize: 9, at: Self.day(12), timeZone: Self.utc)
        #expect(!early)
        #expect(memory.spacingTests["ada"] == nil)
        // Fifteen more returns on day 18, none recalled: 5 of 30, focus.
        Self.play(day: 18, pairs: 0..<15, memory: &memory, log: &log) { _ in .again }
        #expect(memory.needsSpacingVerdict(player: "ada", gameSize: 9) { Self.list })
        let decided = memory.decideSpacing(player: "ada", log: log, list: Self.list, gameSize: 9, at: Self.day(18), timeZone: Self.utc)
        #expect(decided)
        #expect(memory.spacingTests["ada"] == SpacingTest(verdict: .focus, returns: 30, recalled: 5, decided: Self.day(18)))
        #expect(!memory.needsSpacingVerdict(player: "ada", gameSize: 9) { Self.list })
        let again = memory.decideSpacing(player: "ada", log: [], list: Self.list, gameSize: 9, at: Self.day(19), timeZone: Self.utc)
        #expect(!again)
        #expect(memory.spacingTests["ada"]?.verdict == .focus)
    }

    /// A clear share decides on the first 15 returns or more: 8 of 15 recalled, spread.
    @Test func aClearShareDecidesAtOnce() {
        var memory = LearnerMemory()
        var log: [ReviewLogEntry] = []
        for day in [0.0, 6, 12] {
            Self.play(day: day, pairs: 0..<15, memory: &memory, log: &log) { day == 12 && $0.isMultiple(of: 2) ? .good : .again }
        }
        let decided = memory.decideSpacing(player: "ada", log: log, list: Self.list, gameSize: 9, at: Self.day(12), timeZone: Self.utc)
        #expect(decided)
        #expect(memory.spacingTests["ada"] == SpacingTest(verdict: .spread, returns: 15, recalled: 8, decided: Self.day(12)))
    }

    @Test func aStoredVerdictIsValidatedAndABadOneDroppedAlone() throws {
        var memory = Self.memory([(0, 0, .good)])
        memory.spacingTests["ada"] = SpacingTest(verdict: .focus, returns: 15, recalled: 3, decided: Self.day(12))
        let data = try JSONEncoder().encode(memory)
        let decoded = try JSONDecoder().decode(LearnerMemory.self, from: data)
        #expect(decoded == memory)
        try decoded.validate()
        for bad in [SpacingTest(verdict: .spread, returns: 3, recalled: 2, decided: Self.day(1)),
                    SpacingTest(verdict: .spread, returns: 15, recalled: 16, decided: Self.day(1)),
                    SpacingTest(verdict: .spread, returns: 15, recalled: 8, decided: Date(timeIntervalSince1970: .infinity))] {
            var damaged = memory
            damaged.spacingTests["bob"] = bad
            #expect(throws: InvalidStoredValue.self) { try damaged.validate() }
            let dropped = damaged.dropInvalidRecords()
            #expect(dropped.count == 1 && dropped[0].hasPrefix("spacingTests[bob]"))
            #expect(damaged == memory)
        }
        // An unknown verdict does not decode.
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"focus\"", with: "\"never\"")
        #expect(throws: (any Error).self) { try JSONDecoder().decode(LearnerMemory.self, from: Data(text.utf8)) }
        // A file without the field (written before it) loads with none.
        let old = try JSONDecoder().decode(LearnerMemory.self, from: JSONEncoder().encode(Self.memory([(0, 0, .good)])))
        #expect(old.spacingTests.isEmpty)
    }
}

/// What `stats` says of the test.
@Suite("The test of how a player learns, in stats")
struct SpacingTestStatsTests {
    @Test func statsSayWhetherTheTestRunsAndWhatItFound() {
        let running = StatsText.wordChoice(nil)
        #expect(running.en == "Word choice: testing how you learn — on a long list its first words come back every 6 days, until 15 such returns are read (up to 30 when they are too close to call).")
        #expect(running.fr.hasPrefix("Choix des mots : on teste comment vous apprenez"))
        let day = SpacingTestTests.monday.addingTimeInterval(12 * 86_400)
        let spread = StatsText.wordChoice(SpacingTest(verdict: .spread, returns: 18, recalled: 11, decided: day))
        #expect(spread.en.hasPrefix("Word choice: spaced returns build your memory (11 of 18 words recalled when they came back after 6 days or more, on 2026-01-"))
        #expect(spread.fr.contains("11 mots sur 18 retrouvés à leur retour"))
        let none = StatsText.wordChoice(SpacingTest(verdict: .focus, returns: 20, recalled: 0, decided: day))
        #expect(none.fr.contains("(aucun mot sur 20 retrouvé à leur retour après 6 jours ou plus"))
        let focus = StatsText.wordChoice(SpacingTest(verdict: .focus, returns: 18, recalled: 2, decided: day), player: "bob\u{1B}[2J")
        #expect(focus.en.hasPrefix("Word choice for bob"))
        #expect(focus.en.hasSuffix("the words due come first."))
        #expect(!focus.en.contains("\u{1B}") && !focus.fr.contains("\u{1B}"))
        #expect(focus.fr.contains("ses mots s’effacent entre les parties"))
    }

    /// While the test runs, `stats` says how many returns it has read: on the list of the
    /// player's last game (not a review), its core for that game's size, from the review log.
    @Test func statsSayHowManyReturnsTheRunningTestHasRead() throws {
        let animals = try #require(BuiltInWordLists.named("animals")).list.pairs
        var memory = LearnerMemory()
        memory.notePlayed("animals", by: "ada")
        func entry(_ pair: Int, day: Double, _ rating: FSRS.Rating) -> ReviewLogEntry {
            var entry = SpacingTestTests.entry(0, day: day, rating)
            entry.pair = animals[pair].memoryKey
            return entry
        }
        // In a 6×6 the core is the list's first 10 words: cat returns recalled, dog missed; the
        // eleventh word, outside the core, is no return.
        let log = [0, 1, 10].flatMap { pair in [entry(pair, day: 0, .again), entry(pair, day: 6, .again)] }
            + [entry(0, day: 12, .good), entry(1, day: 12, .again), entry(10, day: 12, .good)]
        func game(_ list: String, _ shape: String) -> HistoryEntry {
            HistoryEntry(date: "2026-01-17T18:00:00Z", player: "ada", shape: shape, grade: 1, list: list, code: "x", valid: true,
                         seconds: 60, mistakes: 0, hints: 0, peeks: 0, score: 0)
        }
        let soFar = try #require(StatsText.spacingProgress(player: "ada", memory: memory, history: [game("animals", "2x3"), game("review", "2x2")], log: log))
        #expect(soFar.list == "animals" && soFar.returns == 2 && soFar.recalled == 1)
        let text = StatsText.wordChoice(nil, soFar: soFar)
        #expect(text.en.hasSuffix("(up to 30 when they are too close to call). So far 2 read on “animals”, 1 of them recalled."))
        #expect(text.fr.hasSuffix(" Jusqu’ici 2 lus sur « animals », dont 1 retrouvé."))
        // Played as 4×4s the core is 7 words: the eleventh is still outside it. A verdict, or no
        // game of the list yet: nothing to count.
        #expect(StatsText.spacingProgress(player: "ada", memory: memory, history: [game("animals", "2x2")], log: log)?.returns == 2)
        #expect(StatsText.spacingProgress(player: "ada", memory: memory, history: [game("review", "2x3")], log: log) == nil)
        memory.spacingTests["ada"] = SpacingTest(verdict: .focus, returns: 15, recalled: 1, decided: SpacingTestTests.day(12))
        #expect(StatsText.spacingProgress(player: "ada", memory: memory, history: [game("animals", "2x3")], log: log) == nil)
    }
}
