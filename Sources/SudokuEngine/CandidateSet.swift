/// A set of symbols 1...25 as a bitmask (bit v−1 set when v is a candidate).
public struct CandidateSet: Hashable, Sendable, Sequence {
    /// Bit v−1 is set when symbol v is in the set.
    public var mask: UInt32

    /// A set from its raw bitmask.
    @inlinable public init(mask: UInt32) { self.mask = mask }
    /// Every symbol 1...n.
    @inlinable public static func all(_ n: Int) -> CandidateSet { CandidateSet(mask: n >= 32 ? ~0 : (1 << UInt32(n)) - 1) }
    /// No symbol at all.
    public static let empty = CandidateSet(mask: 0)

    /// How many symbols the set holds.
    @inlinable public var count: Int { mask.nonzeroBitCount }
    /// Whether no symbol is left (a contradiction for an empty cell).
    @inlinable public var isEmpty: Bool { mask == 0 }
    /// Whether symbol `value` (1...25) is in the set.
    @inlinable public func contains(_ value: Int) -> Bool { mask & (1 << UInt32(value - 1)) != 0 }
    /// Adds symbol `value` (1...25).
    @inlinable public mutating func insert(_ value: Int) { mask |= 1 << UInt32(value - 1) }
    /// Removes symbol `value` (1...25).
    @inlinable public mutating func remove(_ value: Int) { mask &= ~(1 << UInt32(value - 1)) }
    /// The smallest symbol in the set (the set must not be empty).
    @inlinable public var first: Int? { mask == 0 ? nil : mask.trailingZeroBitCount + 1 }

    /// The symbols in increasing order.
    public func makeIterator() -> Iterator { Iterator(mask: mask) }

    /// Walks the set bits, lowest first.
    public struct Iterator: IteratorProtocol {
        var mask: UInt32
        /// The next symbol, or nil when done.
        public mutating func next() -> Int? {
            guard mask != 0 else { return nil }
            let v = mask.trailingZeroBitCount
            mask &= mask - 1
            return v + 1
        }
    }
}
