/// A value the store reads from a file, which checks after decoding that it holds together:
/// decoding proves the JSON has the right shape, `validate()` that the game, settings or
/// records it describes can be used without a crash (lengths, ranges, bounded counters).
/// `Store.load` sets aside a file whose value does not validate.
protocol StoredValue: Codable {
    func validate() throws(InvalidStoredValue)
}

/// Why a decoded value cannot be used: the field and what is wrong, in a notation that reads
/// the same in every language (`cells[5] = 99 ∉ 0…4`).
struct InvalidStoredValue: Error, Equatable {
    let reason: String

    init(_ reason: String) { self.reason = reason }

    /// Throws `reason` unless `condition` holds.
    static func check(_ condition: Bool, _ reason: @autoclosure () -> String) throws(InvalidStoredValue) {
        if !condition { throw InvalidStoredValue(reason()) }
    }

    /// Throws unless `value` lies in `range`.
    static func check<T: Comparable>(_ name: @autoclosure () -> String, _ value: T, in range: ClosedRange<T>) throws(InvalidStoredValue) {
        if !range.contains(value) { throw InvalidStoredValue("\(name()) = \(value) ∉ \(range.lowerBound)…\(range.upperBound)") }
    }

    /// Throws unless `array` has `count` elements.
    static func check<T>(_ name: String, _ array: [T], count: Int) throws(InvalidStoredValue) {
        if array.count != count { throw InvalidStoredValue("\(name): \(array.count) ≠ \(count)") }
    }

    /// Throws when `collection` has more than `maximum` elements (`pairs[0].first: 300000 > 16`).
    static func check<C: Collection>(_ name: @autoclosure () -> String, _ collection: C, atMost maximum: Int) throws(InvalidStoredValue) {
        let count = collection.count
        if count > maximum { throw InvalidStoredValue("\(name()): \(count) > \(maximum)") }
    }

    /// Throws when `text` is longer than `maximum` bytes of UTF-8 (`StoreLimits.textBytes`
    /// unless said): every name, code, id and date a file holds.
    static func check(text name: @autoclosure () -> String, _ text: String, maximum: Int = StoreLimits.textBytes) throws(InvalidStoredValue) {
        let bytes = text.utf8.count
        if bytes > maximum { throw InvalidStoredValue("\(name()): \(bytes) bytes > \(maximum)") }
    }
}

/// The largest numbers the store keeps, far beyond any real game and far below overflow:
/// a sum of a million of them still fits in an `Int`.
enum StoreLimits {
    /// Mistakes, hints, peeks, answers seen: at most a billion.
    static let count = 0...1_000_000_000
    /// Seconds played: about 31 years.
    static let seconds = 0...1_000_000_000
    static let secondsPlayed = 0.0...1_000_000_000.0
    static let score = 0...1_000_000_000

    // The largest collections and strings a stored file may hold (issue 25). A real list, game
    // or lifetime of play stays far below each, and each keeps a move, a load and a save fast:
    // a game.json giving one word 300,000 alternatives (3.9 MB) was accepted, and every move of
    // that game then took 0.3–0.7 s. A file past one of them is set aside like any invalid one.

    /// Any stored name, list name or path, puzzle code, id, date or language code, in bytes of
    /// UTF-8: a path's maximum (`PATH_MAX`).
    static let textBytes = 4096
    /// Accepted words on one side of a pair: the same bound word lists have.
    static let alternatives = WordListValidation.maximumAlternatives
    /// Characters in one word: the same bound word lists have (`WordListValidation.maximumWordLength`).
    static let wordLength = WordListValidation.maximumWordLength
    /// Bytes of UTF-8 in one word: 40 characters of at most 4 marks each stay far below.
    static let wordBytes = 1024
    /// Steps in the undo stack, and in the redo stack: a game keeps its last 100,000 (`StepStack`).
    static let steps = GameSession.StepStack.limit
    /// Players in the learner memory.
    static let players = 1000
    /// Word pairs remembered for one player.
    static let recordsPerPlayer = 100_000
    /// Boards of the leaderboard (a box shape and a grade each: a few dozen exist).
    static let boards = 1000
    /// Days in the calendar of solved puzzles of the day: about 270 years.
    static let days = 100_000
    /// Bytes of one line of `history.jsonl` (a line is about 300): a longer one is set aside.
    static let historyLineBytes = 64 << 10
}
