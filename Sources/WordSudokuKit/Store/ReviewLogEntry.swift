import Foundation

/// One review of one word, as the review log (`reviews.jsonl`) keeps it: when, whose, of which
/// pair in which list, how it was rated, and the memory state before and after. Appended for
/// every review the learner memory writes (a game's finish or discard, a recall check answer),
/// so that the schedule can be audited, replayed, and fitted to the learner (FSRS's optimizer
/// reads it through `stats --reviews --format csv`).
///
/// Why a log beside `memory.json`: the memory keeps only each word's current state, from which
/// nothing about the learner can be learned; every review, with the days between, is what
/// FSRS fits its parameters to.
public struct ReviewLogEntry: Equatable, Sendable, Codable {
    /// Where the review came from.
    public enum Source: String, Codable, Sendable, CaseIterable {
        /// A game's evidence, at its finish or discard.
        case game
        /// An answer to the recall check after a game.
        case recallCheck
    }

    @SecondsSince1970 public var time: Date
    public var player: String
    /// The list the game was played from (its name, or `review` for a review game).
    public var list: String
    /// The pair's memory key (`WordPair.memoryKey`).
    public var pair: String
    public var rating: FSRS.Rating
    /// Whole learner's days since the previous review (`LearnerDay`); nil for the first.
    public var elapsedDays: Int?
    public var before: MemoryState?
    public var after: MemoryState
    /// The game's id (a recall check's game too), so that a game's reviews can be found.
    public var game: String
    public var source: Source

    public init(time: Date, player: String, list: String, pair: String, rating: FSRS.Rating, elapsedDays: Int?,
                before: MemoryState?, after: MemoryState, game: String, source: Source) {
        self.time = time
        self.player = player
        self.list = list
        self.pair = pair
        self.rating = rating
        self.elapsedDays = elapsedDays
        self.before = before
        self.after = after
        self.game = game
        self.source = source
    }
}

extension ReviewLogEntry: StoredValue {
    /// A time in `MemoryState.dates`, names and keys of bounded length, elapsed days within a
    /// century, and both states as a memory record's are checked (finite, in range, due after
    /// the last review), the state after one more review than the state before.
    func validate() throws(InvalidStoredValue) {
        let seconds = time.timeIntervalSince1970
        try InvalidStoredValue.check(seconds.isFinite, "time = \(seconds)")
        try InvalidStoredValue.check("time", seconds, in: MemoryState.dates)
        for (name, text) in [("player", player), ("list", list), ("pair", pair), ("game", game)] {
            try InvalidStoredValue.check(text.utf8.count <= Self.textLimit, "\(name): longer than \(Self.textLimit) bytes")
        }
        if let elapsedDays { try InvalidStoredValue.check("elapsedDays", elapsedDays, in: 0...36_500) }
        try InvalidStoredValue.check((before == nil) == (elapsedDays == nil), "elapsedDays without a state before, or the reverse")
        if let before { try before.validate(name: "before") }
        try after.validate(name: "after")
        try InvalidStoredValue.check(after.reps == (before?.reps ?? 0) + 1, "after.reps ≠ before.reps + 1")
    }

    /// The longest name, list, key or id a line may hold (a word list's pair key is far shorter).
    static let textLimit = 4_096
}

extension ReviewLogEntry {
    var sanitized: ReviewLogEntry {
        var copy = self
        for keyPath in [\ReviewLogEntry.player, \.list, \.pair, \.game] {
            copy[keyPath: keyPath] = PlayerName.sanitized(self[keyPath: keyPath])
        }
        return copy
    }
}
