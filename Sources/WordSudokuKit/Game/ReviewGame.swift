import Foundation
import SudokuEngine

/// A review game: the player's due words, across every list they have played in one language
/// pair, filled up with words they have never reviewed from the same lists — the flashcard
/// program's "reviews of the day" as a sudoku. Once planned it is a game like any other: started,
/// saved, resumed and recorded by `GameLifecycle`, its evidence recorded as usual.
///
/// Decisions, each for a reason:
/// - **Which lists.** The memory keys pairs, not lists (`WordPair.memoryKey`), so the lists
///   played are those, among the built-in lists and the teacher's `lists/` folder
///   (`WordListLibrary`), with at least one pair the memory knows for the player. Only lists in
///   the **same language order** as the language pair count: a pair of an `fr`–`en` list is
///   remembered under its own order (`le chat = cat`), which an `en`–`fr` game would not find.
/// - **Which language pair.** The request's list's (the settings' list, or `--words`): the
///   pair the player is learning now; the givens show the request's shown language.
/// - **Words.** Distinct on both sides, as any game's (`WordChooser.distinctPairs`: the first
///   list wins a clash). Due words come least likely to be recalled first
///   (`LearnerMemory.due`); the rest of the grid is new words (never reviewed), drawn by the
///   seed; when the lists have too few new words, words not yet due fill in, least likely to be
///   recalled first.
/// - **Size.** The smallest standard size (4, 6, 8, 9, 12, 16) that holds every due word, at most
///   the request's size (the size the player chose to play; 6×6 at first): three due words make
///   a child's 4×4, twenty due words on a 9×9 setting make a 9×9 of the nine least recalled
///   (the others come next game). Never more than the lists' distinct pairs.
/// - **Grade.** The request's, or the nearest easier one the size offers (a 4×4 has no hard).
/// - **Code.** Its words come from several lists and from the player's memory, so no
///   `PuzzleCode` can rebuild it: its list is named `review` and its code is `review`, which
///   `--code` refuses as malformed. Resume needs no code (the saved game holds its words), and
///   history records the game under the list `review`.
public enum ReviewGame {
    /// The list name of a review game, in its setup and the history.
    public static let listName = "review"
    /// The code of every review game: not a `PuzzleCode`, so never replayed.
    public static let code = "review"
    /// The grid sizes a review game may take, smallest first (the standard box shapes).
    public static let sizes = [4, 6, 8, 9, 12, 16]

    /// When a player's next words come due: their learner's day, how many days after today,
    /// and how many words. Why: "0 will be due within a day" told a player nothing while
    /// `stats` counted 4 words due within the week.
    public struct NextDue: Equatable, Sendable {
        public var day: CivilDate
        public var inDays: Int
        public var words: Int

        public init(day: CivilDate, inDays: Int, words: Int) {
            self.day = day
            self.inDays = inDays
            self.words = words
        }

        /// The first learner's day on which any of `states` comes due, seen from `date`.
        static func of(_ states: [MemoryState], at date: Date) -> NextDue? {
            let days = states.map { LearnerDay.of($0.due) }
            guard let first = days.min() else { return nil }
            return NextDue(day: first, inDays: first.dayNumber - LearnerDay.of(date).dayNumber,
                           words: days.filter { $0 == first }.count)
        }
    }

    /// Why no review game can be made; each case reads as the sentence the user sees.
    public enum Failure: Error, Equatable, Sendable {
        /// Nothing is due now; `next`: when the next words come due (nil when none will).
        /// `reviewed`: pairs the player has a memory of in these lists (0: they have not played
        /// them yet). `othersDue`: the other players with words due now, named so that a review
        /// asked under the wrong name (no `--player`, another login) says whose words are
        /// waiting; `player`, the name looked at, is said only then.
        case nothingDue(next: NextDue?, reviewed: Int, player: String = "", othersDue: [String] = [])
        /// The game itself could not be set up (a list too small for a 4×4, a bad option).
        case setup(GameSetupError)

        public var text: Localized { GameText.reviewFailure(self) }
    }

    /// The size of a review game with `dueCount` due words, at most `largest` (the player's
    /// size) and `available` (the distinct pairs): nil when even a 4×4 does not fit.
    public static func size(dueCount: Int, largest: Int, available: Int) -> Int? {
        let fitting = sizes.filter { $0 <= max(largest, sizes[0]) && $0 <= available }
        guard let biggest = fitting.last else { return nil }
        return fitting.first { $0 >= dueCount } ?? biggest
    }

    /// The lists `player`'s reviews draw from, in the language pair `languages`: see `lists`.
    static func listsPlayed(_ entries: [WordListLibrary.Entry], languages: [String],
                            player: String, memory: LearnerMemory) -> [WordList] {
        let known = memory.players[player] ?? [:]
        return lists(entries, player: player, memory: memory).filter { list in
            list.languages == languages && list.pairs.contains { known[$0.memoryKey] != nil }
        }
    }

    /// Every list `player`'s reviews can draw from, whatever its languages: the lists played
    /// (`PlayedList`), the last played first — where two lists hold one word in two forms
    /// (`l'eau` in a teacher's file, `l'eau (f)` in a built-in list), the form played, the one
    /// the memory holds, is the one reviewed (a built-in list taken first hid a teacher's due
    /// word, and `stats --due` and the menu's count disagreed). A library list whose words met
    /// were all met through other lists lends those words only: a list never played does not
    /// fill a review's grid with its new words (a teacher's review showed words of a built-in
    /// list that shared three words with the teacher's).
    static func lists(_ entries: [WordListLibrary.Entry], player: String, memory: LearnerMemory) -> [WordList] {
        let known = memory.players[player] ?? [:]
        return PlayedList.of(entries, players: [player], memory: memory).map { played in
            guard played.evidence == .sharedWords else { return played.list }
            let list = played.list
            return WordList(title: list.title, languages: list.languages, pairs: list.pairs.filter { known[$0.memoryKey] != nil })
        }
    }

    /// The memory keys of the words `player` can review now (in the lists of `lists`): a due
    /// word outside them is one whose list is gone, which `stats --due` says.
    public static func reviewableKeys(player: String, library: WordListLibrary, memory: LearnerMemory) -> Set<String> {
        Set(lists(library.entries(), player: player, memory: memory).flatMap { $0.pairs.map(\.memoryKey) })
    }

    /// The list files `player` played (`LearnerMemory.listsPlayed`) that no longer load — moved,
    /// deleted or broken: their words cannot be reviewed, and `stats` says so.
    static func listsGone(player: String, memory: LearnerMemory) -> [String] {
        (memory.listsPlayed[player] ?? []).filter { source in
            WordList.looksLikePath(source) && (try? WordListCatalog.load(nameOrPath: source)) == nil
        }
    }

    /// The words due for `request`'s player at `date`, least likely recalled first, across the
    /// lists played in the language pair of the request's list (the pool a review game draws
    /// from): what the menu's *Review — N words due* counts.
    public static func due(_ request: GameRequest, library: WordListLibrary, memory: LearnerMemory, at date: Date) -> [WordPair] {
        let pool = pool(request, library: library, memory: memory)
        return memory.due(player: request.player, among: pool.pairs, at: date)
    }

    /// The distinct pairs of the lists played in the request's language pair, and that pair.
    private static func pool(_ request: GameRequest, library: WordListLibrary, memory: LearnerMemory) -> (pairs: [WordPair], languages: [String]) {
        // The language pair: the request's list's; English–French when it does not load.
        let languages = (try? WordListCatalog.load(nameOrPath: request.list, library: library))?.list.languages ?? ["en", "fr"]
        let lists = listsPlayed(library.entries(), languages: languages, player: request.player, memory: memory)
        return (lists.isEmpty ? [] : ((try? WordChooser.distinctPairs(from: lists)) ?? []), languages)
    }

    /// Plans the review game of `request`'s player (its size is the largest, its list names the
    /// language pair) from the lists of `library` and `memory` at `date`. Without a seed in the
    /// request, one is drawn.
    public static func plan(_ request: GameRequest, library: WordListLibrary, memory: LearnerMemory,
                            at date: Date) throws(Failure) -> PlannedGame {
        let (pool, languages) = pool(request, library: library, memory: memory)
        let records = memory.players[request.player] ?? [:]
        let due = memory.due(player: request.player, among: pool, at: date)
        guard !due.isEmpty else {
            let reviewed = pool.compactMap { records[$0.memoryKey]?.state }
            let others = memory.players.keys.sorted().filter { other in
                var theirs = request
                theirs.player = other
                return other != request.player && !Self.due(theirs, library: library, memory: memory, at: date).isEmpty
            }
            throw .nothingDue(next: NextDue.of(reviewed, at: date), reviewed: reviewed.count, player: request.player, othersDue: others)
        }
        guard let size = size(dueCount: due.count, largest: request.shape.size, available: pool.count) else {
            throw .setup(.tooFewPairs(list: listName, pairs: pool.count, size: sizes[0]))
        }
        let seed = request.seed ?? UInt64.random(in: 0..<GameFactory.seedRange)
        var random = RandomSource(seed: seed ^ 0x5245_5649_4557_0001)
        var pairs = Array(due.prefix(size))
        let isDue = Set(pairs.map(\.memoryKey))
        var fresh = pool.filter { records[$0.memoryKey]?.state == nil }
        random.shuffle(&fresh)
        let notDue = pool.filter { records[$0.memoryKey]?.state != nil && !isDue.contains($0.memoryKey) }
            .sorted { (records[$0.memoryKey]!.state!.recall(at: date), $0.memoryKey) < (records[$1.memoryKey]!.state!.recall(at: date), $1.memoryKey) }
        pairs += (fresh + notDue).prefix(size - pairs.count)
        random.shuffle(&pairs)

        let shape = BoxShape.standard(forCellCount: size * size)!
        let offered = Generator.offeredGrades(for: shape)
        let grade = offered.last { $0 <= request.grade } ?? offered[0]
        let list = WordList(title: listName, languages: languages, pairs: pairs)
        do throws(GameSetupError) {
            let planned = try GameFactory.plan(shape: shape, grade: grade, listName: listName, list: list,
                                               shownLanguage: request.shownLanguage, mode: request.mode,
                                               peekLimit: request.peekLimit, player: request.player, seed: seed,
                                               wordIndices: Array(0..<size))
            var setup = planned.setup
            setup.code = code
            // Said aloud as any game (`settings speak-words`, `play --review --speak`).
            if request.speakWords { setup.speaksWords = true }
            setup.listening = request.listening
            let note = due.count > size ? GameText.reviewHolds(words: size, due: due.count) : nil
            return PlannedGame(setup: setup, generator: planned.generator, note: note)
        } catch {
            throw .setup(error)
        }
    }
}

extension GameLifecycle {
    /// Plans the review game of `request` (see `ReviewGame`) from the store's learner memory at
    /// `date`; started like any other planned game.
    public static func planReview(_ request: GameRequest, in store: Store, library: WordListLibrary,
                                  at date: Date = Date()) throws(ReviewGame.Failure) -> PlannedGame {
        try ReviewGame.plan(request, library: library, memory: store.loadMemory(now: date), at: date)
    }
}
