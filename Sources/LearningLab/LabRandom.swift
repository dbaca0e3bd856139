import Foundation
import SudokuEngine

extension RandomSource {
    /// A uniform value in [0, 1) from the top 53 bits, the same on every machine.
    mutating func unit() -> Double { Double(next() >> 11) / 9_007_199_254_740_992 }

    /// A standard normal value (Box–Muller on two uniform draws), the same on every machine.
    mutating func normal() -> Double {
        let u = 1 - unit()   // (0, 1]: the logarithm stays finite
        let v = unit()
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }

    /// A source for the stream `tag` of `seed`: every stream of a run is its own, so two
    /// choosers on the same seed meet the same learner, the same puzzles and the same luck.
    static func stream(_ seed: UInt64, _ tag: UInt64, _ index: UInt64 = 0) -> RandomSource {
        var state = seed
        var mixed = RandomSource.splitMix64(&state) ^ (tag &* 0x9E37_79B9_7F4A_7C15)
        mixed = RandomSource.splitMix64(&mixed) ^ (index &* 0xD1B5_4A32_D192_ED03)
        return RandomSource(seed: mixed)
    }
}
