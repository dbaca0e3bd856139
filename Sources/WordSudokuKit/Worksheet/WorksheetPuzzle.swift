import SudokuEngine

/// One puzzle of a worksheet, as the page prints it: the grid's givens as words, the bank of
/// the words the pupil writes, the code that plays the same puzzle on screen, and the solution
/// for the answer key. A value taken from a `GameSession`, so the sheet and `play --code` can
/// never disagree.
public struct WorksheetPuzzle: Equatable, Sendable {
    public let shape: BoxShape
    public let grade: Grade
    /// The code printed on the sheet (`g2-3x3-2-animals-K7Q2M`): `play --code` rebuilds this puzzle.
    public let code: String
    /// Symbol `s` (1…N) is `pairs[s - 1]`, as in `GameSetup`.
    public let pairs: [WordPair]
    /// The side the givens show; the pupil writes the other side's words.
    public let shownSide: Side
    /// The given cells (0 where the pupil writes), N² cells row by row.
    public let givens: [UInt8]
    /// The unique solution, N² cells.
    public let solution: [UInt8]
    /// How many dictionary peeks the game allows (the list's, else 2), for the playable page.
    public let peekLimit: Int

    public init(shape: BoxShape, grade: Grade, code: String, pairs: [WordPair], shownSide: Side,
                givens: [UInt8], solution: [UInt8], peekLimit: Int = 2) {
        precondition(givens.count == shape.cellCount && solution.count == shape.cellCount && pairs.count == shape.size)
        self.shape = shape
        self.grade = grade
        self.code = code
        self.pairs = pairs
        self.shownSide = shownSide
        self.givens = givens
        self.solution = solution
        self.peekLimit = peekLimit
    }

    /// The puzzle of a new game: its setup's words and code, its givens and solution.
    public init(_ session: GameSession) {
        let setup = session.setup
        self.init(shape: setup.shape, grade: setup.grade, code: setup.code, pairs: setup.pairs,
                  shownSide: setup.shownSide, givens: session.givens, solution: session.solution,
                  peekLimit: setup.peekLimit)
    }

    /// Whether the sheet prints a word in `cell`.
    public func isGiven(_ cell: Int) -> Bool { givens[cell] != 0 }

    /// The word printed in a given cell, nil in a cell the pupil fills.
    public func givenWord(at cell: Int) -> String? {
        givens[cell] == 0 ? nil : pairs[Int(givens[cell]) - 1].shown(shownSide)
    }

    /// The word the pupil writes in `cell` (for a given cell: the translation of its word).
    public func answerWord(at cell: Int) -> String {
        pairs[Int(solution[cell]) - 1].shown(shownSide.other)
    }

    /// The words to write, one per pair, in alphabetical order ignoring case and accents, so
    /// the bank's order gives nothing away and a pupil finds a word quickly.
    var bankWords: [String] {
        pairs.map { $0.shown(shownSide.other) }.sorted { a, b in
            let keys = (WordNormalizer.withoutAccents(WordNormalizer.key(a)), WordNormalizer.withoutAccents(WordNormalizer.key(b)))
            return keys.0 != keys.1 ? keys.0 < keys.1 : a < b
        }
    }

    /// Every word the puzzle's grid shows, for sizing its type.
    var givenWords: [String] { (0..<shape.cellCount).compactMap(givenWord(at:)) }
}
