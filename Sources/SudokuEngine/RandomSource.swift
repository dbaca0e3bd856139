/// A seeded, portable pseudo-random source (xoshiro256**, seeded through SplitMix64).
///
/// Everything the engine draws at random goes through this type, and only through its own
/// methods (`nextInt(below:)`, `shuffle(_:)`), never the standard library's algorithms, whose
/// implementation may change between Swift releases. So the same seed gives the same puzzle on
/// every machine and every run.
public struct RandomSource: RandomNumberGenerator, Sendable, Equatable {
    private var s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64

    /// Makes a source whose whole sequence is decided by `seed`.
    public init(seed: UInt64) {
        var mixer = seed
        s0 = RandomSource.splitMix64(&mixer)
        s1 = RandomSource.splitMix64(&mixer)
        s2 = RandomSource.splitMix64(&mixer)
        s3 = RandomSource.splitMix64(&mixer)
    }

    /// One step of SplitMix64: spreads a seed (even 0) into well-mixed state words.
    public static func splitMix64(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, 45)
        return result
    }

    /// A uniform integer in `0..<bound` (bound > 0), unbiased by rejection.
    public mutating func nextInt(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let b = UInt64(bound)
        let limit = UInt64.max - (UInt64.max % b)
        while true {
            let r = next()
            if r < limit { return Int(r % b) }
        }
    }

    /// A uniform integer in `range`.
    public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + nextInt(below: range.count)
    }

    /// Shuffles `elements` in place (Fisher–Yates with `nextInt(below:)`).
    public mutating func shuffle<T>(_ elements: inout [T]) {
        var i = elements.count - 1
        while i > 0 {
            let j = nextInt(below: i + 1)
            if i != j { elements.swapAt(i, j) }
            i -= 1
        }
    }

    /// A shuffled copy of `elements`.
    public mutating func shuffled<T>(_ elements: [T]) -> [T] {
        var copy = elements
        shuffle(&copy)
        return copy
    }

    /// A new independent source derived from this one's next output (for sub-tasks).
    public mutating func split() -> RandomSource { RandomSource(seed: next()) }
}

@inline(__always)
private func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
