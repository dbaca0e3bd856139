/// The figures the solver table is held against: tdoku (github.com/t-dillon/tdoku, the
/// fastest published 9×9 solver we know of), in process, each puzzle counted to two solutions
/// as ours are. Constants, not a run: measured on this machine in 2026-11 (issue 16), so a
/// ratio that grows is a regression of ours, whatever the machine's load does to both.
struct SolverAnchor: Sendable {
    /// Who and when, printed under the table.
    static let source = "tdoku, in process, counting to 2; measured on this machine 2026-11 (issue 16)"

    /// Microseconds per puzzle, by set file name.
    static let microsecondsPerPuzzle: [String: Double] = [
        "9x9-hard-top95.txt": 15.1,
        "9x9-easy50.txt": 2.7,
        "9x9-17clue.txt": 5.4,
        "9x9-hardest11.txt": 8.2,
    ]

    /// The goal of issue 16: at least half of tdoku's speed, so at most this ratio.
    static let goalRatio = 2.0
}
