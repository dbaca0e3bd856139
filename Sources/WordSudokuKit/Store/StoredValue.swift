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
}
