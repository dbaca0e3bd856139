import Testing
@testable import SudokuEngine

@Suite("RandomSource", .timeLimit(.minutes(15)))
struct RandomSourceTests {
    /// Pinned outputs: if these change, every seeded puzzle on every machine changes.
    @Test func sequenceForSeedZeroIsPinned() {
        var source = RandomSource(seed: 0)
        let first = (0..<3).map { _ in source.next() }
        var again = RandomSource(seed: 0)
        #expect(first == (0..<3).map { _ in again.next() })
        #expect(first == RandomSourceTests.goldenSeedZero)
    }

    static let goldenSeedZero: [UInt64] = [11091344671253066420, 13793997310169335082, 1900383378846508768]

    @Test func splitMix64MatchesTheReferenceValues() {
        // Reference output of SplitMix64 seeded with 1234567 (from the published algorithm).
        var state: UInt64 = 1234567
        let values = (0..<3).map { _ in RandomSource.splitMix64(&state) }
        #expect(values == [6457827717110365317, 3203168211198807973, 9817491932198370423])
    }

    @Test func differentSeedsGiveDifferentSequences() {
        var a = RandomSource(seed: 1), b = RandomSource(seed: 2)
        #expect(a.next() != b.next())
    }

    @Test(arguments: [1, 2, 3, 7, 9, 16, 25])
    func nextIntStaysBelowTheBoundAndCoversIt(bound: Int) {
        var source = RandomSource(seed: 42)
        var seen = Set<Int>()
        for _ in 0..<2000 {
            let value = source.nextInt(below: bound)
            #expect(value >= 0 && value < bound)
            seen.insert(value)
        }
        #expect(seen.count == bound)
    }

    @Test func shuffleIsAPermutationAndReproducible() {
        var a = RandomSource(seed: 5), b = RandomSource(seed: 5)
        let items = Array(0..<50)
        let x = a.shuffled(items), y = b.shuffled(items)
        #expect(x == y)
        #expect(x.sorted() == items)
        #expect(x != items)
    }
}
