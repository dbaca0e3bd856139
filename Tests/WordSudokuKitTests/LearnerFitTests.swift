import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// FSRS fitted to a player (`FSRSOptimizer`, `RetentionPlanner`, `LearnerFit`, `LearnerMemory.refit`).
@Suite("FSRS fitted to the player", .timeLimit(.minutes(10)))
struct LearnerFitTests {
    /// Monday 5 January 2026, 18:00 UTC.
    static let monday = Date(timeIntervalSince1970: 1_767_636_000)
    static let utc = TimeZone(identifier: "UTC")!

    /// The learner's day of `date` in UTC (the day starts at 4 am).
    static func learnerDay(_ date: Date) -> Int { Int(((date.timeIntervalSince1970 - 4 * 3600) / 86_400).rounded(.down)) }

    /// With FSRS's defaults, the optimizer's replay of a word's reviews gives the states the
    /// game's scheduler wrote: the fit starts from the memory the player has.
    @Test func withTheDefaultWeightsTheReplayIsTheScheduler() throws {
        var random = RandomSource(seed: 7)
        for card in 0..<200 {
            var date = Self.monday.addingTimeInterval(Double(card) * 600)
            var state: MemoryState?
            var reviews: [FSRSOptimizer.Review] = []
            for _ in 0..<12 {
                let rating = try #require(FSRS.Rating(rawValue: 1 + Int(random.next() % 4)))
                let elapsed = state.map { Self.learnerDay(date) - Self.learnerDay($0.lastReview) }
                reviews.append(FSRSOptimizer.Review(rating: rating, elapsedDays: elapsed, time: date))
                state = FSRS.review(state, rating: rating, at: date, timeZone: Self.utc)
                let replayed = try #require(FSRSOptimizer.state(reviews, weights: FSRS.parameters))
                #expect(abs(replayed.stability - state!.stability) <= 1e-9 * state!.stability)
                #expect(abs(replayed.difficulty - state!.difficulty) <= 1e-9)
                let gap = random.next() % 3 == 0 ? Double(random.next() % 5) * 3600 : Double(1 + random.next() % 40) * 86_400
                date = date.addingTimeInterval(gap)
            }
        }
    }

    /// A log simulated by FSRS itself under known weights (initial stabilities four times the
    /// defaults, a steeper curve): the fit, from the defaults, predicts the recall the true
    /// weights give far better than the defaults do, and finds the first stability.
    @Test func theFitRecoversTheWeightsALogWasMadeWith() {
        var truth = FSRS.parameters
        for i in 0..<4 { truth[i] *= 4 }
        truth[20] = 0.4
        var random = RandomSource(seed: 2026)
        func unit() -> Double { Double(random.next() >> 11) / 9_007_199_254_740_992 }
        var cards: [[FSRSOptimizer.Review]] = []
        for c in 0..<400 {
            var time = Self.monday.addingTimeInterval(Double(c) * 60)
            let first: FSRS.Rating = unit() < 0.3 ? .again : .good
            var card = [FSRSOptimizer.Review(rating: first, elapsedDays: nil, time: time)]
            var state = FSRS.next(stability: 0, difficulty: 0, rating: first, elapsedDays: nil, truth)
            for _ in 0..<3 {
                let days = 1 + Int(random.next() % 30)
                time = time.addingTimeInterval(Double(days) * 86_400)
                let r = FSRS.retrievability(elapsedDays: Double(days), stability: state.stability, decay: truth[20])
                let rating: FSRS.Rating = unit() < r ? .good : .again
                card.append(FSRSOptimizer.Review(rating: rating, elapsedDays: days, time: time))
                state = FSRS.next(stability: state.stability, difficulty: state.difficulty, rating: rating, elapsedDays: days, truth)
            }
            cards.append(card)
        }
        let fitted = FSRSOptimizer.fit(cards, steps: 150)
        func error(_ w: FSRS.Weights) -> Double {
            var sum = 0.0, n = 0.0
            for card in cards {
                var mine = FSRS.next(stability: 0, difficulty: 0, rating: card[0].rating, elapsedDays: nil, w)
                var real = FSRS.next(stability: 0, difficulty: 0, rating: card[0].rating, elapsedDays: nil, truth)
                for review in card.dropFirst() {
                    let t = Double(review.elapsedDays!)
                    sum += abs(FSRS.retrievability(elapsedDays: t, stability: mine.stability, decay: w[20])
                        - FSRS.retrievability(elapsedDays: t, stability: real.stability, decay: truth[20]))
                    n += 1
                    mine = FSRS.next(stability: mine.stability, difficulty: mine.difficulty, rating: review.rating, elapsedDays: review.elapsedDays, w)
                    real = FSRS.next(stability: real.stability, difficulty: real.difficulty, rating: review.rating, elapsedDays: review.elapsedDays, truth)
                }
            }
            return sum / n
        }
        #expect(error(fitted) < error(FSRS.parameters) / 2, "\(error(fitted)) against \(error(FSRS.parameters))")
        #expect(abs(log(fitted[2] / truth[2])) < abs(log(FSRS.parameters[2] / truth[2])) / 2, "w₂ \(fitted[2]), truth \(truth[2])")
        #expect(FSRSOptimizer.isValid(fitted))
    }

    /// The planner keeps to its targets and gives the same one for the same words and seed; a
    /// learner who keeps nothing between games gains nothing by reviews, and one who keeps
    /// every word gains by keeping them at 90 % or more.
    @Test func thePlannerChoosesOneOfItsTargetsAndDependsOnTheLearner() {
        var words: [RetentionPlanner.Word?] = Array(repeating: nil, count: 60)
        for i in 0..<30 {
            words[i] = RetentionPlanner.Word(stability: Double(1 + i % 7), difficulty: 5, daysSince: Double(i % 5))
        }
        let chosen = RetentionPlanner.best(words: words, weights: FSRS.parameters, gameSize: 9, seed: 11)
        #expect(RetentionPlanner.targets.contains(chosen.target))
        #expect(RetentionPlanner.newWordShares.contains(chosen.newWords))
        #expect(RetentionPlanner.best(words: words, weights: FSRS.parameters, gameSize: 9, seed: 11) == chosen)
        var forgetful = FSRS.parameters
        for i in [0, 1, 2, 3] { forgetful[i] = 0.001 }
        forgetful[8] = 0   // no growth after a recall
        forgetful[10] = 0.001
        var keeper = FSRS.parameters
        for i in [0, 1, 2, 3] { keeper[i] = 100 }
        let scoreForgetful = RetentionPlanner.targets.map { t -> Double in
            var random = RandomSource(seed: 1)
            let score = RetentionPlanner.score(words: words, weights: forgetful, gameSize: 9,
                                               plan: .init(target: t, newWords: nil), random: &random)
            return score.recall + score.kept
        }
        let scoreKeeper = RetentionPlanner.targets.map { t -> Double in
            var random = RandomSource(seed: 1)
            let score = RetentionPlanner.score(words: words, weights: keeper, gameSize: 9,
                                               plan: .init(target: t, newWords: nil), random: &random)
            return score.recall + score.kept
        }
        #expect(scoreKeeper.min()! > scoreForgetful.max()!)
    }

    /// The share of new words follows the learner: one whose words, met once, are still
    /// recalled weeks later gets new words beside the due ones; one who forgets a word met once
    /// by the next day, but keeps it longer at each recall, gets due words first.
    @Test func thePlannerGivesNewWordsAShareOnlyToALearnerWhoKeepsThem() {
        var words: [RetentionPlanner.Word?] = Array(repeating: nil, count: 120)
        for i in 0..<40 {
            words[i] = RetentionPlanner.Word(stability: Double(1 + i % 7), difficulty: 5, daysSince: Double(i % 5))
        }
        var keeper = FSRS.parameters
        keeper[0] = 60   // a word met once (rated again) is kept for two months
        var forgetful = FSRS.parameters
        forgetful[0] = 0.01   // … forgotten by the next day: S = 0.01 and a steep curve, recall 12 % a day
        forgetful[20] = 0.8   // later (FSRS-6's default decay, 0.15, still gives 50 % there)
        let keeps = RetentionPlanner.best(words: words, weights: keeper, gameSize: 9, seed: 3)
        let forgets = RetentionPlanner.best(words: words, weights: forgetful, gameSize: 9, seed: 3)
        #expect(keeps.newWords != nil, "\(keeps)")
        #expect(forgets.newWords == nil, "\(forgets)")
    }

    /// In a game's draw, a word never reviewed weighs 4 before a fit (due words far above it),
    /// and the plan's share of a due word's weight after one; words due or not keep their rule.
    @Test func aFittedPlanSetsTheWeightOfNewWords() {
        let pairs = Array(Self.pairs.prefix(10))
        let now = Self.monday.addingTimeInterval(30 * 86_400)
        var memory = LearnerMemory()
        memory.record(player: "ada", pair: pairs[0], rating: .good, at: Self.monday, timeZone: Self.utc)   // due by now
        memory.record(player: "ada", pair: pairs[1], rating: .good, at: now, timeZone: Self.utc)            // just reviewed
        let before = memory.weights(player: "ada", pairs: pairs, at: now)
        #expect(before[2...].allSatisfy { $0 == 4 })
        #expect(before[0] >= 8 * 10 && before[1] == 1)
        memory.fits["ada"] = LearnerFit(weights: FSRS.parameters, target: 0.85, newWords: 0.25, fitted: now, reviews: 100)
        let after = memory.weights(player: "ada", pairs: pairs, at: now)
        #expect(after[2...].allSatisfy { $0 == 20 })   // a quarter of 8 × 10
        #expect(after[0] == before[0] && after[1] == before[1])
        memory.fits["ada"]?.newWords = nil
        #expect(memory.weights(player: "ada", pairs: pairs, at: now) == before)
    }

    /// The memory applies the player's own target: a word recalled comes back later for a
    /// player fitted to 70 % than for one at the game's 85 %, and sooner when their setting
    /// asks for 95 %.
    @Test func aReviewIsScheduledAtThePlayersOwnTarget() throws {
        let pair = Self.pairs[0]
        func due(fit target: Double?, setting: Double?) throws -> Date {
            var memory = LearnerMemory()
            if let target { memory.fits["ada"] = LearnerFit(weights: FSRS.parameters, target: target, fitted: Self.monday, reviews: 100) }
            memory.record(player: "ada", pair: pair, rating: .good, at: Self.monday, timeZone: Self.utc, setting: setting)
            let review = memory.record(player: "ada", pair: pair, rating: .good, at: Self.monday.addingTimeInterval(3 * 86_400),
                                       timeZone: Self.utc, setting: setting)
            return try #require(review).after.due
        }
        let standard = try due(fit: nil, setting: nil)
        #expect(try due(fit: 0.85, setting: nil) == standard)
        #expect(try due(fit: 0.7, setting: nil) > standard)
        #expect(try due(fit: 0.7, setting: 0.95) < standard)
        #expect(try due(fit: nil, setting: 0.95) == due(fit: 0.7, setting: 0.95))
    }

    /// A fit written before the new words' share was chosen reads with none (due words first);
    /// one with a share reads it back.
    @Test func aFitWithoutNewWordsReadsAsDueWordsFirst() throws {
        let weights = FSRS.parameters.map { "\($0)" }.joined(separator: ",")
        let old = #"{"weights":[\#(weights)],"target":0.8,"fitted":1800000000,"reviews":120}"#
        let fit = try JSONDecoder().decode(LearnerFit.self, from: Data(old.utf8))
        #expect(fit.newWords == nil && fit.target == 0.8)
        var shared = fit
        shared.newWords = 1
        let read = try JSONDecoder().decode(LearnerFit.self, from: JSONEncoder().encode(shared))
        #expect(read.newWords == 1)
        try read.validate(name: "fit")
    }

    /// `stats` for everyone, with several players, gives each player's scheduler under their
    /// name (made safe to print); with one player, the line as it was, unnamed.
    @Test func statsForEveryoneNamesEachPlayersScheduler() throws {
        let temp = TemporaryStore()
        var (memory, log) = Self.played(days: 12, pairs: Self.pairs, player: "ada")
        let (bob, bobLog) = Self.played(days: 3, pairs: Self.pairs, player: "bob\u{1B}[31m")
        memory.players.merge(bob.players) { a, _ in a }
        memory.refit(player: "ada", log: log, list: nil, gameSize: 4, at: Self.monday.addingTimeInterval(12 * 86_400),
                     timeZone: Self.utc, setting: nil)
        try temp.store.save(memory, to: .memory)
        try AtomicFile.appendLine((log + bobLog).flatMap { temp.store.journalLine($0, in: .reviews) }, to: temp.store.path(.reviews))
        let library = WordListLibrary(directory: temp.path("lists"))
        for language in [UILanguage.en, .fr] {
            let everyone = StatsText.memory(store: temp.store, player: nil, library: library, language)
            let ada = StatsText.scheduler(memory.fits["ada"], setting: nil, reviews: 132, player: "ada")(language)
            let bobLine = StatsText.scheduler(nil, setting: nil, reviews: 24, player: "bob\u{1B}[31m")(language)
            #expect(everyone.contains(ada) && everyone.contains(bobLine))
            let head = language == .en ? "Scheduler for bob<U+001B>[31m: FSRS's average learner until 100 of bob<U+001B>[31m's reviews"
                : "Planificateur pour bob<U+001B>[31m : l’apprenant moyen de FSRS jusqu’à ce que 100 de ses révisions"
            #expect(bobLine.hasPrefix(head), "\(bobLine)")
            // Named, the line speaks of the player, not to them.
            let adaWords = language == .en ? ["of ada's reviews on ", "(chosen for them by simulating their curve)"]
                : ["de ses révisions le ", "(choisi pour ce joueur en simulant sa courbe)"]
            #expect(adaWords.allSatisfy(ada.contains), "\(ada)")
            #expect(!ada.contains("your") && !ada.contains("vos") && !ada.contains("vous"), "\(ada)")
            #expect(!everyone.joined().contains("\u{1B}"))
            let one = StatsText.memory(store: temp.store, player: "ada", library: library, language)
            #expect(one.contains(StatsText.scheduler(memory.fits["ada"], setting: nil, reviews: 132)(language)))
            #expect(!one.joined().contains("Scheduler for") && !one.joined().contains("Planificateur pour"))
        }
    }

    /// The Scheduler line's words for each share, in English and French.
    @Test func statsSaysHowNewWordsShareAGame() {
        #expect(StatsText.newWords(nil).en == "new words come after the words due")
        #expect(StatsText.newWords(nil).fr == "les mots nouveaux viennent après les mots à revoir")
        #expect(StatsText.newWords(0.25).en == "new words come in beside the words due, each with 25 % of a due word's chance")
        #expect(StatsText.newWords(1).fr == "les mots nouveaux viennent avec les mots à revoir, chacun avec 100 % des chances d’un mot à revoir")
    }

    /// A memory of one player with `days` daily games of `pairs` words each (every word of a
    /// small list, recalled three times in four), and its review log.
    static func played(days: Int, pairs: [WordPair], player: String = "ada") -> (LearnerMemory, [ReviewLogEntry]) {
        var memory = LearnerMemory()
        var log: [ReviewLogEntry] = []
        var random = RandomSource(seed: 5)
        for day in 0..<days {
            let date = monday.addingTimeInterval(Double(day) * 86_400)
            for pair in pairs {
                let rating: FSRS.Rating = random.next() % 4 == 0 ? .again : .good
                if let review = memory.record(player: player, pair: pair, rating: rating, at: date, timeZone: utc) {
                    log.append(review.logEntry(list: "test", game: "g\(day)", source: .game))
                }
            }
        }
        return (memory, log)
    }

    static let pairs = (0..<12).map { WordPair(first: ["word\($0)"], second: ["mot\($0)"]) }

    /// Enough reviews: the player gets weights, a target of the planner's, states on the fitted
    /// curve (last reviews and counts unchanged), a file that validates and reads back; not
    /// again for seven learner's days.
    @Test func aRefitGivesThePlayerWeightsATargetAndStatesOnTheirCurve() throws {
        let (before, log) = Self.played(days: 12, pairs: Self.pairs)
        var memory = before
        #expect(memory.needsFit(player: "ada", at: Self.monday.addingTimeInterval(12 * 86_400), timeZone: Self.utc))
        let now = Self.monday.addingTimeInterval(12 * 86_400)
        let fitted = memory.refit(player: "ada", log: log, list: Self.pairs, gameSize: 4, at: now, timeZone: Self.utc, setting: nil)
        #expect(fitted)
        let fit = try #require(memory.fits["ada"])
        #expect(RetentionPlanner.targets.contains(fit.target))
        #expect(RetentionPlanner.newWordShares.contains(fit.newWords))
        #expect(fit.reviews == 12 * 11)
        #expect(memory.target(player: "ada", setting: nil) == fit.target)
        #expect(memory.target(player: "ada", setting: 0.93) == 0.93)
        #expect(memory.target(player: "bob", setting: nil) == FSRS.desiredRetention)
        for pair in Self.pairs {
            let old = try #require(before.record(player: "ada", pair: pair)?.state)
            let new = try #require(memory.record(player: "ada", pair: pair)?.state)
            #expect(new.lastReview == old.lastReview && new.reps == old.reps && new.lapses == old.lapses)
            #expect(new.decay == (fit.weights[20] == FSRS.decay ? nil : fit.weights[20]))
            let replayed = try #require(FSRSOptimizer.state(FSRSOptimizer.cards(log, player: "ada")[pair.memoryKey]!, weights: fit.weights))
            #expect(new.stability == replayed.stability)
            #expect(new.due > new.lastReview)
            // A word forgotten at its last review stays due the next learner's day.
            if new.lastLapse == new.lastReview {
                #expect(new.due == FSRS.dueDate(after: new.lastReview, days: 1, timeZone: Self.utc))
            }
        }
        #expect(Self.pairs.contains { memory.record(player: "ada", pair: $0)?.state.map { $0.lastLapse == $0.lastReview } == true },
                "a word forgotten at its last review, for the check above")
        try memory.validate()
        let data = try JSONEncoder().encode(memory)
        let read = try JSONDecoder().decode(LearnerMemory.self, from: data)
        #expect(read == memory)
        #expect(!memory.needsFit(player: "ada", at: now.addingTimeInterval(6 * 86_400), timeZone: Self.utc))
        #expect(memory.needsFit(player: "ada", at: now.addingTimeInterval(7 * 86_400), timeZone: Self.utc))
        // A review after the fit is made with the player's weights.
        let written = memory.record(player: "ada", pair: Self.pairs[0], rating: .good, at: now, timeZone: Self.utc)
        let next = try #require(written)
        #expect(next.after.decay == memory.record(player: "ada", pair: Self.pairs[1])?.state?.decay)
    }

    /// Too few reviews: nothing changes, and a memory with no fit is written as before (no `fits`).
    @Test func tooFewReviewsLeaveTheMemoryAsItWas() throws {
        let (before, log) = Self.played(days: 9, pairs: Self.pairs)   // 8 × 12 = 96 scored
        var memory = before
        #expect(!memory.needsFit(player: "ada", at: Self.monday.addingTimeInterval(9 * 86_400), timeZone: Self.utc))
        let fitted = memory.refit(player: "ada", log: log, list: nil, gameSize: 4, at: Self.monday.addingTimeInterval(9 * 86_400),
                                  timeZone: Self.utc, setting: nil)
        #expect(!fitted)
        #expect(memory == before)
        let text = String(decoding: try JSONEncoder().encode(memory), as: UTF8.self)
        #expect(!text.contains("fits") && !text.contains("decay"))
    }

    /// A stored fit is validated: weights out of FSRS's bounds, a target out of range or a
    /// state's decay out of bounds are refused, and a bad fit alone is dropped on repair.
    @Test func aDamagedFitIsRefusedAndDroppedAlone() throws {
        let (played, log) = Self.played(days: 12, pairs: Self.pairs)
        var memory = played
        memory.refit(player: "ada", log: log, list: nil, gameSize: 4, at: Self.monday.addingTimeInterval(12 * 86_400),
                     timeZone: Self.utc, setting: nil)
        var bad = memory
        bad.fits["ada"]?.weights[20] = 3
        #expect(throws: InvalidStoredValue.self) { try bad.validate() }
        bad = memory
        bad.fits["ada"]?.target = 0.5
        #expect(throws: InvalidStoredValue.self) { try bad.validate() }
        for share in [-0.5, 9, .nan] {
            bad = memory
            bad.fits["ada"]?.newWords = share
            #expect(throws: InvalidStoredValue.self) { try bad.validate() }
        }
        bad = memory
        bad.fits["ada"]?.weights = [1, 2]
        #expect(throws: InvalidStoredValue.self) { try bad.validate() }
        let dropped = bad.dropInvalidRecords()
        #expect(dropped.count == 1 && dropped[0].hasPrefix("fits[ada]"))
        #expect(bad.fits.isEmpty && bad.players == memory.players)
        var state = try #require(memory.record(player: "ada", pair: Self.pairs[0])?.state)
        state.decay = 5
        bad = memory
        bad.players["ada"]?[Self.pairs[0].memoryKey]?.state = state
        #expect(throws: InvalidStoredValue.self) { try bad.validate() }
    }

    /// Through the store: the finish of a game by a player whose log holds enough reviews fits
    /// them, and `stats` says so in both languages; a player short of reviews is told how many.
    @Test func aFinishedGameFitsThePlayerAndStatsSaysSo() throws {
        let temp = TemporaryStore()
        let (game, result) = StoreRefusalTests.finishedGame()
        let player = game.setup.player
        let (memory, log) = Self.played(days: 12, pairs: Self.pairs, player: player)
        try temp.store.save(memory, to: .memory)
        try AtomicFile.appendLine(log.flatMap { temp.store.journalLine($0, in: .reviews) }, to: temp.store.path(.reviews))
        let before = StatsText.scheduler(nil, setting: nil, reviews: 96)
        #expect(before.en == "Scheduler: FSRS's average learner until 100 of your reviews can be fitted (96 so far); words come back when recall falls to 85 % (the game's default).")
        #expect(before.fr == "Planificateur : l’apprenant moyen de FSRS jusqu’à ce que 100 de vos révisions puissent être ajustées (96 pour l’instant) ; les mots reviennent quand le rappel tombe à 85 % (la valeur par défaut du jeu).")
        try temp.store.recordFinishedGame(game, result: result)
        let fit = try #require(temp.store.loadMemory().fits[player])
        #expect(fit.reviews == 12 * 11)
        let line = StatsText.scheduler(fit, setting: nil, reviews: fit.reviews)
        let percent = Int((fit.target * 100).rounded())
        #expect(line.en.hasPrefix("Scheduler: fitted to 132 of your reviews on "))
        #expect(line.en.contains("; words come back when recall falls to \(percent) % (chosen for you by simulating your curve); new words come "))
        #expect(line.fr.hasPrefix("Planificateur : ajusté à 132 de vos révisions le "))
        #expect(StatsText.scheduler(fit, setting: 0.93, reviews: fit.reviews).en.contains("falls to 93 % (your setting); new words come "))
        let stats = StatsText.memory(store: temp.store, player: player, library: WordListLibrary(directory: temp.path("lists")), .en)
        #expect(stats.contains(line.en))
    }
}
