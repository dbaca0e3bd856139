import Foundation
import Testing
@testable import WordSudokuKit

/// The statistics of a learner memory at a fixed moment: due today, learned, estimated
/// retention, leeches.
@Suite("Learner memory: the statistics", .timeLimit(.minutes(15)))
struct MemorySummaryTests {
    static let monday = SchedulerTests.monday
    static let day = SchedulerTests.day

    static func pair(_ en: String, _ fr: String) -> WordPair { WordPair(first: [en], second: [fr]) }

    @Test func dueLearnedRetentionAndLeechesOnAHandMadeMemory() {
        var memory = LearnerMemory()
        let cat = Self.pair("cat", "le chat"), dog = Self.pair("dog", "le chien")
        let horse = Self.pair("horse", "le cheval"), cow = Self.pair("cow", "la vache")
        // cat: good on Monday → S = 2.3065, due in 4 days (3 to 5 with the fuzz), at 4 am.
        memory.record(player: "ada", pair: cat, rating: .good, at: Self.monday)
        // dog: again on Monday → S = 0.212, due at 4 am the next morning.
        memory.record(player: "ada", pair: dog, rating: .again, at: Self.monday)
        // horse: good four times, each when due, from ten weeks ago (the last 6.1 days ago) → S = 173.8
        // days: learned (≥ 21), due in 5½ months.
        var date = Self.monday.addingTimeInterval(-70 * Self.day)
        for _ in 0..<4 {
            memory.record(player: "ada", pair: horse, rating: .good, at: date)
            date = memory.record(player: "ada", pair: horse)!.state!.due
        }
        // cow: forgotten four times, a day apart: a leech.
        for day in 0..<4 { memory.record(player: "ada", pair: cow, rating: .again, at: Self.monday.addingTimeInterval(Double(day - 4) * Self.day)) }
        // bob's words are his own.
        memory.record(player: "bob", pair: cat, rating: .again, at: Self.monday)

        let now = Self.monday.addingTimeInterval(3600)
        let utc = TimeZone(identifier: "UTC")!
        let summary = memory.summary(player: "ada", at: now, timeZone: utc)
        #expect(summary.reviewed == 4)
        #expect(summary.dueToday == 1, "cow (overdue); not dog (tomorrow), cat (in 3 days or more) nor horse")
        #expect(summary.dueTomorrow == 1, "dog")
        #expect(summary.dueThisWeek == 3, "cow, dog and cat (3 to 5 days on); not horse (months on)")
        #expect(summary.learned == 1)
        #expect(summary.leeches == [MemorySummary.Leech(key: "cow = la vache", lapses: 4)])
        // Retention is the mean recall of the four at the start of tomorrow (4 am): not "now",
        // which is 100 % for a word missed a minute ago.
        let tomorrow = LearnerDay.start(of: LearnerDay.of(now, timeZone: utc).adding(days: 1), timeZone: utc)
        let expected = [cat, dog, horse, cow].map { memory.record(player: "ada", pair: $0)!.state!.recall(at: tomorrow) }.reduce(0, +) / 4
        #expect(SchedulerTests.close(summary.retention!, expected, 1e-12))
        // cat an hour after a good review: R = (1 + 0.980346·(1/24)/2.3065)^(−0.1542) = 0.9973.
        #expect(SchedulerTests.close(memory.record(player: "ada", pair: cat)!.state!.recall(at: now), 0.9973))

        let everyone = memory.summary(player: nil, at: now, timeZone: utc)
        #expect(everyone.reviewed == 5 && everyone.dueToday == 1 && everyone.dueTomorrow == 2, "bob's cat comes tomorrow too")
        #expect(LearnerMemory().summary(player: "ada", at: now, timeZone: utc).retention == nil)
    }

    /// Measured recall: over the last 30 days' reviews of words met before, the share right
    /// beside the chance the memory predicted at each; first meetings, same-day reviews, other
    /// players and older reviews are not counted.
    @Test func measuredRecallIsTheShareRightBesideThePrediction() throws {
        let first = FSRS.review(nil, rating: .good, at: Self.monday - 20 * Self.day)
        func entry(_ rating: FSRS.Rating, daysAgo: Double, player: String = "ada", before: MemoryState? = first, elapsed: Int? = 20) -> ReviewLogEntry {
            let time = Self.monday - daysAgo * Self.day
            return ReviewLogEntry(time: time, player: player, list: "animals", pair: "cat = le chat", rating: rating,
                                  elapsedDays: before == nil ? nil : elapsed, before: before,
                                  after: FSRS.review(before, rating: rating, at: time), game: "g", source: .game)
        }
        let log = [entry(.good, daysAgo: 0), entry(.again, daysAgo: 0), entry(.hard, daysAgo: 0), entry(.again, daysAgo: 0),
                   entry(.good, daysAgo: 0, before: nil), entry(.again, daysAgo: 0, elapsed: 0),
                   entry(.again, daysAgo: 0, player: "bob"), entry(.again, daysAgo: 31)]
        let calibration = try #require(MemoryCalibration.of(log, player: "ada", at: Self.monday))
        #expect(calibration.reviews == 4 && calibration.measured == 0.5)
        // Each was predicted at R(20 days, S = 2.3065) = (1 + 0.980346·20/2.3065)^(−0.1542) = 0.7062.
        #expect(SchedulerTests.close(calibration.predicted, 0.7062, 0.0005))
        #expect(MemoryCalibration.of(log, player: "zoé", at: Self.monday) == nil)
    }

    /// Progress per list: pairs met, learned and in all, for every list played — a built-in
    /// list by its name and a file played by its path.
    @Test func progressPerListCountsMetLearnedAndTotal() throws {
        let path = try temporaryFile(named: "workshop.tsv", bytes: Array("en\tfr\nanvil\tl'enclume\nchisel\tle burin\ntrowel\tla truelle\npulley\tla poulie\n".utf8))
        defer { removeTemporaryFile(path) }
        var memory = LearnerMemory()
        let animals = BuiltInWordLists.named("animals")!.list
        memory.record(player: "ada", pair: animals.pairs[0], rating: .good, at: Self.monday)
        memory.players["ada"]![animals.pairs[1].memoryKey] = {
            var record = LearnerMemory.Record()
            record.seen = 1
            record.right = 1
            record.state = MemoryState(stability: 40, difficulty: 3, lastReview: Self.monday, due: Self.monday + 70 * Self.day, lapses: 0, reps: 1)
            return record
        }()
        memory.record(player: "ada", pair: WordPair(first: ["anvil"], second: ["l'enclume"]), rating: .again, at: Self.monday)
        memory.notePlayed(path, by: "ada")
        let library = WordListLibrary(directory: NSTemporaryDirectory() + "no-lists-\(UUID().uuidString)")
        let progress = ListProgress.of(player: "ada", memory: memory, library: library)
        #expect(progress.contains(ListProgress(name: "animals", met: 2, learned: 1, total: animals.pairs.count)), "\(progress)")
        #expect(progress.contains(ListProgress(name: path, met: 1, learned: 0, total: 4)), "\(progress)")
        #expect(ListProgress.of(player: "bob", memory: memory, library: library).isEmpty)
    }
}

/// Which lists a player has played: one rule for `stats`' progress and the review pool.
@Suite("Lists played, for stats and reviews alike")
struct PlayedListTests {
    static let monday = Date(timeIntervalSince1970: 1_700_000_000)

    /// A teacher's file shares three words with the built-in animals list: playing the file
    /// does not make `stats` show progress through animals, which was never opened, and the
    /// review pool lends animals' three words only; a list played before lists were recorded
    /// (a word of its own met, not recorded) still shows, and lends its whole list.
    @Test func aListWhoseWordsCameThroughAnotherIsNotShownAsPlayed() throws {
        let animals = try #require(BuiltInWordLists.named("animals")).list
        let food = try #require(BuiltInWordLists.named("food")).list
        let shared = animals.pairs.filter { $0.first.count == 1 && $0.second.count == 1 }.prefix(3)
        try #require(shared.count == 3)
        let text = "en\tfr\n" + shared.map { "\($0.first[0])\t\($0.second[0])\n" }.joined() + "anvil\tl'enclume\n"
        let path = try temporaryFile(named: "class.tsv", bytes: Array(text.utf8))
        defer { removeTemporaryFile(path) }
        var memory = LearnerMemory()
        for pair in shared { memory.record(player: "ada", pair: pair, rating: .good, at: Self.monday) }
        memory.notePlayed(path, by: "ada")
        let library = WordListLibrary(directory: NSTemporaryDirectory() + "no-lists-\(UUID().uuidString)")
        var progress = ListProgress.of(player: "ada", memory: memory, library: library)
        #expect(progress.map(\.name) == [path], "\(progress)")
        #expect(progress.first?.met == 3 && progress.first?.total == 4)
        var pool = ReviewGame.lists(library.entries(), player: "ada", memory: memory)
        #expect(pool.first?.pairs.count == 4)
        #expect(pool.dropFirst().map(\.pairs.count) == [3], "animals lends the three words met, no more")

        // Food, met before lists were recorded: shown, and whole in the pool.
        memory.record(player: "ada", pair: food.pairs[0], rating: .good, at: Self.monday)
        progress = ListProgress.of(player: "ada", memory: memory, library: library)
        #expect(progress.map(\.name) == [path, "food"], "\(progress)")
        #expect(progress.last == ListProgress(name: "food", met: 1, learned: 0, total: food.pairs.count))
        pool = ReviewGame.lists(library.entries(), player: "ada", memory: memory)
        #expect(pool.contains { $0.title == food.title && $0.pairs.count == food.pairs.count })
        // Everyone's progress follows the same rule.
        #expect(ListProgress.of(player: nil, memory: memory, library: library).map(\.name) == [path, "food"])
    }
}
