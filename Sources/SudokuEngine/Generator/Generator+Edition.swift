extension Generator {
    /// Which algorithm makes the puzzles. A seed names a puzzle only together with the algorithm
    /// that read it, and codes handed out by teachers must rebuild the same puzzle for years, so
    /// a faster or better algorithm comes as a new edition beside the old ones rather than in
    /// their place: a code says its edition (`PuzzleCode`), and an old code keeps its puzzle.
    public enum Edition: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
        /// The algorithm of every code made before editions existed (codes without a marker).
        case first = 1
        /// Faster 6×6 easy and medium puzzles, made from a catalogue of our own puzzles by
        /// transformations that keep the grade (`Generator+Transforms.swift`); every other kind
        /// as in the first edition.
        case second = 2

        /// The edition new puzzles are made with.
        public static let newest: Edition = .second

        public static func < (a: Edition, b: Edition) -> Bool { a.rawValue < b.rawValue }

        public var description: String { String(rawValue) }
    }
}
