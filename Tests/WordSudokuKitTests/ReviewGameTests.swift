import Foundation
import Testing
import SudokuEngine
@testable import WordSudokuKit

/// Review games built from a memory where chosen pairs are due, at fixed dates.
@Suite("Review games", .timeLimit(.minutes(15)))
struct ReviewGameTests {
    /// 2026-11-20 09:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_165_200)
    static let day = 86_400.0
    static let animals = BuiltInWordLists.named("animals")!.list
    static let food = BuiltInWordLists.named("food")!.list

    /// A memory where `due` pairs were answered right ten days ago (due: S = 2.3 days) and
    /// `notDue` pairs an hour ago.
    static func memory(due: [WordPair], notDue: [WordPair] = []) -> LearnerMemory {
        var memory = LearnerMemory()
        for pair in due { memory.record(player: "ada", pair: pair, rating: .good, at: now - 10 * day) }
        for pair in notDue { memory.record(player: "ada", pair: pair, rating: .good, at: now - 3600) }
        return memory
    }

    static func request(size: Int = 6, grade: Grade = .beginner) -> GameRequest {
        var request = GameRequest(settings: Settings(), player: "ada")
        request.shape = BoxShape.standard(forCellCount: size * size)!
        request.grade = grade
        request.seed = 11
        return request
    }

    /// Only the built-in lists (the folder does not exist).
    static let library = WordListLibrary(directory: NSTemporaryDirectory() + "no-lists-\(UUID().uuidString)")

    @Test func aReviewGameHoldsTheDueWordsAndNewWordsOfTheSameList() throws {
        let due = Array(Self.animals.pairs[0..<3]), recent = Array(Self.animals.pairs[3..<5])
        let memory = Self.memory(due: due, notDue: recent)
        let planned = try ReviewGame.plan(Self.request(), library: Self.library, memory: memory, at: Self.now)
        let pairs = planned.setup.pairs
        // Three due words: a 4×4 (the smallest size that holds them), the fourth a new animal.
        let fourByFour = try BoxShape(rows: 2, columns: 2)
        #expect(pairs.count == 4 && planned.setup.shape == fourByFour)
        #expect(Set(due).isSubset(of: Set(pairs)))
        let others = pairs.filter { !due.contains($0) }
        try #require(others.count == 1)
        let other = others[0]
        #expect(Self.animals.pairs.contains(other) && !recent.contains(other))
        #expect(memory.record(player: "ada", pair: other) == nil, "the filler is a word never reviewed")
        #expect(planned.setup.listName == "review" && planned.setup.code == "review")
        #expect(PuzzleCode(parsing: planned.setup.code) == nil, "a review game's code is never replayed")
        // Its list and code are names, said in the player's language.
        #expect(GameText.title(planned.setup, .en).hasSuffix("list review, code review"))
        #expect(GameText.title(planned.setup, .fr).hasSuffix("liste révision, code révision"))
        #expect(GameText.listShown("review", code: "2x2-1-review-5").fr == "review", "a list of that name, not a review game")
    }

    @Test func dueWordsComeFromEveryListPlayedInTheLanguagePair() throws {
        let memory = Self.memory(due: [Self.animals.pairs[0], Self.food.pairs[0]])
        let pairs = try ReviewGame.plan(Self.request(), library: Self.library, memory: memory, at: Self.now).setup.pairs
        #expect(pairs.contains(Self.animals.pairs[0]) && pairs.contains(Self.food.pairs[0]))
        // The new words come from the two lists played, never from one not played.
        #expect(pairs.allSatisfy { Self.animals.pairs.contains($0) || Self.food.pairs.contains($0) })
    }

    @Test func moreDueWordsThanTheSizeTakesTheLeastRecalledFirst() throws {
        var memory = LearnerMemory()
        // Eight due pairs, reviewed 10…17 days ago: the older, the less likely recalled.
        for (index, pair) in Self.animals.pairs.prefix(8).enumerated() {
            memory.record(player: "ada", pair: pair, rating: .good, at: Self.now - Double(10 + index) * Self.day)
        }
        let planned = try ReviewGame.plan(Self.request(size: 6), library: Self.library, memory: memory, at: Self.now)
        #expect(Set(planned.setup.pairs) == Set(Self.animals.pairs[2..<8]), "a 6×6 of the six reviewed longest ago")
        // The player saw "Review — 8 words due": told that this game holds six and the rest come next.
        #expect(planned.note?.en == "This review holds the 6 due words least likely recalled, of 8 due; the other 2 come in the next review games.")
        #expect(planned.note?.fr == "Cette révision contient les 6 mots à revoir les moins sûrs, sur 8 à revoir ; les 2 autres viendront aux prochaines révisions.")
        // Seven due: one left for the next game. Six due: all of them, nothing to tell.
        memory = LearnerMemory()
        for (index, pair) in Self.animals.pairs.prefix(7).enumerated() {
            memory.record(player: "ada", pair: pair, rating: .good, at: Self.now - Double(10 + index) * Self.day)
        }
        #expect(try ReviewGame.plan(Self.request(size: 6), library: Self.library, memory: memory, at: Self.now).note?.en
                .hasSuffix("of 7 due; the other one comes in the next review game.") == true)
        memory = LearnerMemory()
        for (index, pair) in Self.animals.pairs.prefix(6).enumerated() {
            memory.record(player: "ada", pair: pair, rating: .good, at: Self.now - Double(10 + index) * Self.day)
        }
        #expect(try ReviewGame.plan(Self.request(size: 6), library: Self.library, memory: memory, at: Self.now).note == nil)
    }

    @Test func theSizeIsTheSmallestThatHoldsTheDueWordsUpToThePlayers() {
        #expect(ReviewGame.size(dueCount: 1, largest: 9, available: 40) == 4)
        #expect(ReviewGame.size(dueCount: 5, largest: 9, available: 40) == 6)
        #expect(ReviewGame.size(dueCount: 7, largest: 9, available: 40) == 8)
        #expect(ReviewGame.size(dueCount: 20, largest: 9, available: 40) == 9)
        #expect(ReviewGame.size(dueCount: 20, largest: 16, available: 40) == 16)
        #expect(ReviewGame.size(dueCount: 20, largest: 16, available: 10) == 9)
        #expect(ReviewGame.size(dueCount: 2, largest: 9, available: 3) == nil)
    }

    @Test func aGradeTheSmallGridHasNotFallsToTheNearestEasier() throws {
        let memory = Self.memory(due: [Self.animals.pairs[0]])
        let planned = try ReviewGame.plan(Self.request(grade: .expert), library: Self.library, memory: memory, at: Self.now)
        #expect(planned.setup.shape.size == 4)
        #expect(Generator.offeredGrades(for: planned.setup.shape).contains(planned.setup.grade))
    }

    /// Nothing due: says when the next words come due, and how many (a play-tester read "0 will
    /// be due within a day" while `stats` counted 4 this week).
    @Test func nothingDueSaysWhenWordsWillBe() throws {
        // Two pairs reviewed right before (due days later), one forgotten this morning (due tomorrow).
        var memory = Self.memory(due: [], notDue: Array(Self.animals.pairs[0..<2]))
        memory.record(player: "ada", pair: Self.animals.pairs[2], rating: .again, at: Self.now - 3600)
        let tomorrow = LearnerDay.of(Self.now).adding(days: 1)
        #expect(throws: ReviewGame.Failure.nothingDue(next: .init(day: tomorrow, inDays: 1, words: 1), reviewed: 3, player: "ada")) {
            try ReviewGame.plan(Self.request(), library: Self.library, memory: memory, at: Self.now)
        }
        let one = ReviewGame.Failure.nothingDue(next: .init(day: tomorrow, inDays: 1, words: 1), reviewed: 3).text
        #expect(one.en == "No words are due for review now; the next one comes due tomorrow (\(tomorrow)).")
        #expect(one.fr == "Aucun mot n’est à réviser maintenant ; le suivant le sera demain (\(tomorrow)).")
        // Only the two reviewed right: the first day either comes due, days from now.
        let later = Self.memory(due: [], notDue: Array(Self.animals.pairs[0..<2]))
        let failure = try #require(#expect(throws: ReviewGame.Failure.self) {
            try ReviewGame.plan(Self.request(), library: Self.library, memory: later, at: Self.now)
        })
        guard case let .nothingDue(next?, 2, _, _) = failure else { Issue.record("\(failure)"); return }
        let dues = Self.animals.pairs[0..<2].map { LearnerDay.of(later.record(player: "ada", pair: $0)!.state!.due) }
        #expect(next.day == dues.min() && next.words == dues.filter { $0 == dues.min() }.count && next.inDays >= 2)
        #expect(failure.text.en == "No words are due for review now; the next \(next.words == 1 ? "one comes" : "\(next.words) come") due on \(next.day), in \(next.inDays) days.")
        #expect(throws: ReviewGame.Failure.nothingDue(next: nil, reviewed: 0, player: "ada")) {
            try ReviewGame.plan(Self.request(), library: Self.library, memory: LearnerMemory(), at: Self.now)
        }
    }

    /// A review asked under one name while another player's words wait says whose they are
    /// (a teacher's `play --review` without `--player` answered "No words to review yet" while
    /// `stats --due` listed six words of theirs).
    @Test func nothingDueForThisPlayerNamesThePlayersWithWordsDue() throws {
        var memory = LearnerMemory()
        for pair in Self.animals.pairs.prefix(3) {
            memory.record(player: "Prof", pair: pair, rating: .good, at: Self.now - 10 * 86_400)
        }
        let failure = #expect(throws: ReviewGame.Failure.self) {
            try ReviewGame.plan(Self.request(), library: Self.library, memory: memory, at: Self.now)
        }
        #expect(failure == .nothingDue(next: nil, reviewed: 0, player: "ada", othersDue: ["Prof"]))
        #expect(failure?.text.en == "No words to review yet for ada. Words are due for Prof: play as that player to review them (--player NAME).")
        #expect(failure?.text.fr == "Aucun mot à réviser pour l’instant pour ada. Des mots sont à réviser pour Prof : jouez sous ce nom pour les réviser (--player NOM).")
    }

    /// Everyone's statistics with two players say each one's words due today, the count the
    /// menu's Review and `play --review` give for that player (a play-tester saw 6 in `stats`,
    /// 5 in the English menu and 1 in the French one, two players without knowing it).
    @Test func everyonesStatisticsCountEachPlayersDueWords() throws {
        let temp = TemporaryStore()
        var memory = Self.memory(due: Array(Self.animals.pairs[0..<3]))
        memory.record(player: "ben", pair: Self.animals.pairs[5], rating: .good, at: Self.now - 10 * 86_400)
        try temp.store.save(memory, to: .memory)
        let everyone = StatsText.lines(store: temp.store, player: nil, library: Self.library, .en, now: Self.now)
        let due = try #require(everyone.firstIndex { $0.hasPrefix("Words due today: 4;") }, "\(everyone)")
        #expect(everyone[due + 1] == "  Due today, by player: ada 3, ben 1.")
        var request = Self.request()
        #expect(ReviewGame.due(request, library: Self.library, memory: memory, at: Self.now).count == 3)
        request.player = "ben"
        #expect(ReviewGame.due(request, library: Self.library, memory: memory, at: Self.now).count == 1)
        let french = StatsText.lines(store: temp.store, player: nil, library: Self.library, .fr, now: Self.now)
        #expect(french.contains("  À revoir aujourd’hui, par joueur : ada 3, ben 1."))
        // One player's statistics, or a single player's data: no such line.
        let ada = StatsText.lines(store: temp.store, player: "ada", library: Self.library, .en, now: Self.now)
        #expect(!ada.contains { $0.contains("by player") })
    }

    /// `stats --due`: a word reviewed last evening is due this morning with its recall still
    /// high — "due today", not "due since" today's date, which read as overdue; one due on an
    /// earlier day says since when. Both languages.
    @Test func statsDueSaysDueTodayOrSinceWhen() throws {
        let temp = TemporaryStore()
        var memory = LearnerMemory()
        let cat = Self.animals.pairs[0], dog = Self.animals.pairs[1]
        memory.record(player: "ada", pair: cat, rating: .good, at: Self.now - 10 * Self.day)
        memory.record(player: "ada", pair: dog, rating: .good, at: Self.now - 14 * 3600)
        memory.players["ada"]![dog.memoryKey]!.state!.due = LearnerDay.start(of: LearnerDay.of(Self.now))
        try temp.store.save(memory, to: .memory)
        let catDue = LearnerDay.of(memory.record(player: "ada", pair: cat)!.state!.due)
        #expect(catDue < LearnerDay.of(Self.now))
        let english = StatsText.dueWords(store: temp.store, player: "ada", library: Self.library, .en, now: Self.now)
        let dogRecall = Int((memory.record(player: "ada", pair: dog)!.state!.recall(at: Self.now) * 100).rounded())
        #expect(dogRecall >= 85, "reviewed 14 hours ago: \(dogRecall) %")
        #expect(english == ["\(cat.memoryKey): recall now \(Int((memory.record(player: "ada", pair: cat)!.state!.recall(at: Self.now) * 100).rounded())) %, due since \(catDue)",
                            "\(dog.memoryKey): recall now \(dogRecall) %, due today"], "\(english)")
        let french = StatsText.dueWords(store: temp.store, player: "ada", library: Self.library, .fr, now: Self.now)
        #expect(french.last == "\(dog.memoryKey) : rappel actuel \(dogRecall) %, à revoir aujourd’hui", "\(french)")
        #expect(french.first?.hasSuffix(", à revoir depuis le \(catDue)") == true, "\(french)")
    }

    @Test func aReviewGameIsSavedResumedAndRecordedLikeAnyGame() throws {
        let temp = TemporaryStore()
        let due = Array(Self.animals.pairs[0..<3])
        try temp.store.save(Self.memory(due: due), to: .memory)
        let clock = FakeClock()
        let session = try GameLifecycle.planReview(Self.request(), in: temp.store, library: Self.library, at: Self.now).make()
        _ = try GameLifecycle(starting: session, store: temp.store, clock: clock, date: { Self.now }, replacing: false)
        let resumed = GameLifecycle(resumingFrom: temp.store, clock: clock, date: { Self.now })
        try #require(resumed != nil)
        var game = resumed!
        #expect(game.session.setup.pairs == session.setup.pairs && game.session.setup.code == "review")
        for cell in game.session.givens.indices where game.session.givens[cell] == 0 {
            game.play(.place(cell: cell, symbol: Int(game.session.solution[cell])))
        }
        #expect(game.isFinished && game.finishRecord != nil)
        #expect(temp.store.loadHistory().last?.list == "review")
        // Each due word answered right was reviewed again: no longer due.
        let memory = temp.store.loadMemory(now: Self.now)
        #expect(memory.due(player: "ada", among: Self.animals.pairs, at: Self.now).isEmpty)
    }
}

/// Review for every list played (issue 24): a list played by its file's path, outside the
/// lists folder, is found again for review; once it is gone, it is named as such.
@Suite("Review game: lists played by path", .timeLimit(.minutes(15)))
struct ReviewListsPlayedByPathTests {
    @Test func aListPlayedByItsPathIsReviewedAndNamedWhenGone() throws {
        // Words of no built-in list, so that only the file can offer them.
        let path = try temporaryFile(named: "workshop.tsv", bytes: Array("en\tfr\nanvil\tl'enclume\nchisel\tle burin\ntrowel\tla truelle\npulley\tla poulie\nhinge\tla charnière\nrivet\tle rivet\n".utf8))
        defer { removeTemporaryFile(path) }
        let temp = TemporaryStore()
        var request = ReviewGameTests.request(size: 4)
        request.list = path
        request.seed = 5
        // Played ten days ago, by its path: every word answered right.
        let session = try GameFactory.plan(request, at: ReviewGameTests.now - 10 * ReviewGameTests.day).make()
        #expect(session.setup.listSource == URL(fileURLWithPath: path).standardizedFileURL.path)
        var game = try GameLifecycle(starting: session, store: temp.store, clock: FakeClock(),
                                     date: { ReviewGameTests.now - 10 * ReviewGameTests.day }, replacing: true)
        for cell in GameFixtures.emptyCells(game.session) {
            game.play(.place(cell: cell, symbol: Int(game.session.solution[cell])))
        }
        #expect(game.isFinished)
        let memory = temp.store.loadMemory(now: ReviewGameTests.now)
        #expect(memory.listsPlayed["ada"] == [session.setup.listSource!])

        // Now, from the built-in animals list's request (the same language pair), the review
        // finds the file's due words though the library has no such list.
        let due = ReviewGame.due(ReviewGameTests.request(), library: ReviewGameTests.library, memory: memory, at: ReviewGameTests.now)
        #expect(Set(due) == Set(session.setup.pairs.filter { pair in memory.record(player: "ada", pair: pair)?.state != nil }))
        #expect(!due.isEmpty)
        let planned = try ReviewGame.plan(ReviewGameTests.request(), library: ReviewGameTests.library, memory: memory, at: ReviewGameTests.now)
        #expect(Set(due).isSubset(of: Set(planned.setup.pairs)))
        #expect(ReviewGame.listsGone(player: "ada", memory: memory).isEmpty)

        removeTemporaryFile(path)
        #expect(ReviewGame.listsGone(player: "ada", memory: memory) == [session.setup.listSource!])
        #expect(ReviewGame.reviewableKeys(player: "ada", library: ReviewGameTests.library, memory: memory).isEmpty)
        #expect(ReviewGame.due(ReviewGameTests.request(), library: ReviewGameTests.library, memory: memory, at: ReviewGameTests.now).isEmpty)
    }

    /// A play-tester's teacher list: a file holding `water = l'eau`, where the built-in food
    /// list holds `water = l'eau (f)` and three of its words. The file's due word is counted and
    /// reviewed (the food list, taken first, hid it: `stats --due` said 6, the menu 5), and the
    /// review fills its grid with the file's words, not food's; once the file is gone,
    /// `stats --due` says which due words cannot be reviewed.
    @Test func aTeachersFileWinsOverABuiltInListSharingItsWords() throws {
        let text = "English,French\nbread,le pain\ncheese,le fromage\napple,la pomme\nwater,l'eau\nmilk,le lait\nbutter,le beurre\n"
            + "egg,l'œuf\nsalt,le sel\nsugar,le sucre\nknife,le couteau\nfork,la fourchette\nspoon,la cuillère\n"
        let path = try temporaryFile(named: "kitchen.csv", bytes: Array(text.utf8))
        defer { removeTemporaryFile(path) }
        let file = try WordListCatalog.load(nameOrPath: path).list
        let food = BuiltInWordLists.named("food")!.list
        #expect(food.pairs.contains { $0.memoryKey == "water = l'eau (f)" }, "the built-in form differs")
        let source = URL(fileURLWithPath: path).standardizedFileURL.path
        let temp = TemporaryStore()
        var memory = LearnerMemory()
        memory.notePlayed(source, by: "ada")
        let played = file.pairs.filter { ["bread", "butter", "cheese", "knife", "spoon", "water"].contains($0.first[0]) }
        for pair in played { memory.record(player: "ada", pair: pair, rating: .again, at: ReviewGameTests.now - 2 * ReviewGameTests.day) }
        var request = ReviewGameTests.request(size: 9)
        request.list = path
        let due = ReviewGame.due(request, library: ReviewGameTests.library, memory: memory, at: ReviewGameTests.now)
        #expect(Set(due.map(\.memoryKey)) == Set(played.map(\.memoryKey)))
        let planned = try ReviewGame.plan(request, library: ReviewGameTests.library, memory: memory, at: ReviewGameTests.now)
        let fileKeys = Set(file.pairs.map(\.memoryKey))
        #expect(planned.setup.pairs.allSatisfy { fileKeys.contains($0.memoryKey) }, "\(planned.setup.pairs.map(\.memoryKey))")
        #expect(Set(played.map(\.memoryKey)).isSubset(of: Set(planned.setup.pairs.map(\.memoryKey))))

        try temp.store.save(memory, to: .memory)
        let lines = StatsText.dueWords(store: temp.store, player: "ada", library: ReviewGameTests.library, .en, now: ReviewGameTests.now)
        #expect(lines.count == 6 && lines.allSatisfy { !$0.contains("cannot be reviewed") }, "\(lines)")
        removeTemporaryFile(path)
        let after = StatsText.dueWords(store: temp.store, player: "ada", library: ReviewGameTests.library, .en, now: ReviewGameTests.now)
        // bread, butter and cheese are still in the food list, with the same form: reviewable.
        let gone = after.filter { $0.hasSuffix("its list is no longer found: it cannot be reviewed until the list is back") }
        #expect(Set(gone.map { String($0.prefix { $0 != ":" }) }) == ["knife = le couteau", "spoon = la cuillère", "water = l'eau"], "\(after)")
        let dueNow = ReviewGame.due(request, library: ReviewGameTests.library, memory: temp.store.loadMemory(now: ReviewGameTests.now), at: ReviewGameTests.now)
        #expect(dueNow.count == after.count - gone.count, "the menu counts what stats --due does not mark")
    }
}
