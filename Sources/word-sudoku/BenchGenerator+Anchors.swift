import SudokuEngine

extension BenchAnchor {
    /// Simon Tatham's Solo (Portable Puzzle Collection), the generator we measure ourselves
    /// against: its time per puzzle, in ms, measured on this machine (2 cores, shared) and quoted
    /// in issue 16; known to hold on 2026-11-24. Solo's levels are matched with our grades by the
    /// techniques they add: basic (box–line, pairs) with 2 easy, intermediate (subsets) with
    /// 3 medium, advanced (forcing chains) with 4 hard.
    static let solo: [(size: Int, grade: Grade, anchor: BenchAnchor)] = [
        (6, .easy, soloFigure("6x6 basic", 0.31)),
        (6, .medium, soloFigure("6x6 intermediate", 54)),
        (9, .easy, soloFigure("9x9 basic", 1.02)),
        (9, .medium, soloFigure("9x9 intermediate", 7.4)),
        (16, .hard, soloFigure("16x16 advanced", 411)),
    ]

    private static func soloFigure(_ what: String, _ milliseconds: Double) -> BenchAnchor {
        BenchAnchor(name: "Solo \(what)", value: milliseconds, unit: "ms",
                    source: "Simon Tatham's Portable Puzzle Collection, solo, per puzzle, this machine",
                    date: "2026-11-24")
    }

    /// Solo's figure for `grade` on a grid of `size`, if it was measured.
    static func solo(size: Int, grade: Grade) -> BenchAnchor? {
        solo.first { $0.size == size && $0.grade == grade }?.anchor
    }
}
