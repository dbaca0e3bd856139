extension BenchAnchor {
    /// tdoku (github.com/t-dillon/tdoku, the fastest published 9×9 solver we know of), in
    /// process, each puzzle counted to two solutions as ours are: microseconds per puzzle, by
    /// set file name. Constants, not a run: measured on this machine in 2026-11 (issue 16), so
    /// a ratio that grows is a regression of ours, whatever the machine's load does to both.
    static let tdoku: [String: BenchAnchor] = [
        "9x9-hard-top95.txt": tdokuFigure("top95", 15.1),
        "9x9-easy50.txt": tdokuFigure("easy50", 2.7),
        "9x9-17clue.txt": tdokuFigure("17-clue", 5.4),
        "9x9-hardest11.txt": tdokuFigure("hardest11", 8.2),
    ]

    /// The goal of issue 16: at least half of tdoku's speed, so at most this ratio.
    static let tdokuGoalRatio = 2.0

    private static func tdokuFigure(_ set: String, _ microseconds: Double) -> BenchAnchor {
        BenchAnchor(name: "tdoku \(set)", value: microseconds, unit: "µs",
                    source: "tdoku, in process, counting to 2, this machine", date: "2026-11")
    }
}
