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
        /// The second edition, plus 8×8 medium and 16×16 hard and expert from a catalogue of the
        /// second edition's puzzles (`PuzzleCatalogue+Large.swift`, made by
        /// `Scripts/make-catalogue.sh`): from scratch those took over 100 ms (8×8 medium) to 2 s
        /// (16×16 expert) at worst while the player waits, a transform of an entry milliseconds.
        case third = 3
        /// The third edition, plus 25×25 beginner, easy and medium from a catalogue of the
        /// second edition's puzzles (`PuzzleCatalogue+TwentyFive.swift`, made by
        /// `Scripts/make-catalogue.sh`): from scratch a 25×25 easy or medium takes seconds to
        /// many minutes, and a beginner one now and then minutes too, where issue 28 asks 2 s
        /// at worst. Few entries (a medium one took this machine up to six minutes), so few
        /// essentially different puzzles: each entry's transforms are countless, not its classes.
        case fourth = 4

        /// The edition new puzzles are made with.
        public static let newest: Edition = .fourth

        public static func < (a: Edition, b: Edition) -> Bool { a.rawValue < b.rawValue }

        public var description: String { String(rawValue) }
    }
}

extension Generator.Edition {
    /// The oldest edition, from this one down to the second, that makes the same puzzle as
    /// this one from every seed of `grade` on `shape` (rotational symmetry, as codes have). A
    /// new code names it, so that where a newer edition changed nothing a program one edition
    /// older still plays the code. The editions after the second differ from it only by their
    /// catalogues (`PuzzleCatalogue`); the first is never named for a later one (its codes
    /// have no mark, and the second changed most cells).
    public func oldestAlike(shape: BoxShape, grade: Grade) -> Generator.Edition {
        guard self > .second else { return self }
        let mine = PuzzleCatalogue.puzzles(size: shape.size, grade: grade, edition: self)?.puzzles
        var oldest = self
        for older in Generator.Edition.allCases.reversed() where older < self && older >= .second {
            guard PuzzleCatalogue.puzzles(size: shape.size, grade: grade, edition: older)?.puzzles == mine else { break }
            oldest = older
        }
        return oldest
    }
}
