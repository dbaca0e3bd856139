import SudokuEngine

/// A printable worksheet: puzzles made from one word list, each with its code, givens, word
/// bank and solution. A pure value (no dates, no random ids): the same list, shape, grade and
/// seed, or the same codes, give the same worksheet and so the same bytes in every format
/// (`WorksheetHTML`, `WorksheetMarkdown`, `WorksheetPlainText`).
public struct Worksheet: Equatable, Sendable {
    /// The list's title in each interface language (its `title_fr` in French, when it has one).
    let listTitle: Localized
    /// The list's two language codes, e.g. `["en", "fr"]`.
    public let languages: [String]
    /// The side the givens show (the same for every puzzle).
    public let shownSide: Side
    public let puzzles: [WorksheetPuzzle]
    /// What `play --words` needs beside the code on a pupil's machine: a teacher's list's name
    /// (the pupil adds the list with `words add`); nil for a built-in list, which every machine has.
    public var wordsOption: String?

    public init(listTitle: Localized, languages: [String], shownSide: Side, puzzles: [WorksheetPuzzle]) {
        precondition(languages.count == 2 && !puzzles.isEmpty, "a worksheet has two languages and a puzzle")
        self.listTitle = listTitle
        self.languages = languages
        self.shownSide = shownSide
        self.puzzles = puzzles
    }

    /// The language code of the words the pupil writes.
    public var answerLanguage: String { languages[shownSide.other.index] }
    /// The language code of the givens.
    public var shownLanguage: String { languages[shownSide.index] }

    /// The command that plays `puzzle` on screen as the sheet shows it (`--show` when the givens
    /// are not in the list's first language, which a new player's settings show).
    func playCommand(_ puzzle: WorksheetPuzzle) -> String {
        "word-sudoku play --code \(puzzle.code)" + (wordsOption.map { " --words \($0)" } ?? "")
            + (shownSide == .first ? "" : " --show \(shownLanguage)")
    }

    /// How many puzzles a worksheet may hold: a class set, not a book.
    public static let countRange = 1...100
}
