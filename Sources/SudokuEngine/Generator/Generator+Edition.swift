extension Generator {
    /// Which algorithm makes the puzzles. A seed names a puzzle only together with the algorithm
    /// that read it, and codes handed out by teachers must rebuild the same puzzle for years, so
    /// a faster or better algorithm comes as a new edition beside the old ones rather than in
    /// their place: a code says its edition (`PuzzleCode`), and an old code keeps its puzzle.
    public enum Edition: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
        /// The algorithm of every code made before editions existed (codes without a marker).
        case first = 1
        /// 6×6 easy and medium puzzles made from a catalogue of our own puzzles by transforms
        /// that keep the grade (`Generator+Catalogue.swift`); easy puzzles approached from
        /// above up to 12×12; several orders of emptying per grid for easy, medium and hard
        /// (`ordersPerGrid`), and a second chance at the last given for 16×16 hard
        /// (`Generator+Frontier.swift`). Beginner and expert puzzles as in the first.
        case second = 2

        /// The edition new puzzles are made with.
        public static let newest: Edition = .second

        public static func < (a: Edition, b: Edition) -> Bool { a.rawValue < b.rawValue }

        public var description: String { String(rawValue) }
    }
}
