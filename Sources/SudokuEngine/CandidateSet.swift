/// A set of symbols 1...25 as a bitmask (bit v−1 set when v is a candidate).
public struct CandidateSet: Hashable, Sendable, Sequence {
    public var mask: UInt32

    @inlinable public init(mask: UInt32) { self.mask = mask }
    /// Every symbol 1...n.
    @inlinable public static func all(_ n: Int) -> CandidateSet { CandidateSet(mask: n >= 32 ? ~0 : (1 << UInt32(n)) - 1) }
    public static let empty = CandidateSet(mask: 0)

    @inlinable public var count: Int { mask.nonzeroBitCount }
    @inlinable public var isEmpty: Bool { mask == 0 }
    @inlinable public func contains(_ value: Int) -> Bool { mask & (1 << UInt32(value - 1)) != 0 }
    @inlinable public mutating func insert(_ value: Int) { mask |= 1 << UInt32(value - 1) }
    @inlinable public mutating func remove(_ value: Int) { mask &= ~(1 << UInt32(value - 1)) }
    /// The smallest symbol in the set (the set must not be empty).
    @inlinable public var first: Int? { mask == 0 ? nil : mask.trailingZeroBitCount + 1 }

    public func makeIterator() -> Iterator { Iterator(mask: mask) }

    public struct Iterator: IteratorProtocol {
        var mask: UInt32
        public mutating func next() -> Int? {
            guard mask != 0 else { return nil }
            let v = mask.trailingZeroBitCount
            mask &= mask - 1
            return v + 1
        }
    }
}
