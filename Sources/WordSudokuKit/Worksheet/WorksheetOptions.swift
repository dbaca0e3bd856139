/// How a worksheet is printed: paper, puzzles per page, whether the answer key follows, and
/// the language of the sheet's own labels (the words stay in the list's languages).
public struct WorksheetOptions: Equatable, Sendable {
    /// The two paper sizes teachers print on.
    public enum Paper: String, CaseIterable, Sendable {
        case a4, letter

        /// The sheet's size in millimetres (A4 210 × 297, US Letter 8.5 × 11 in).
        public var size: (width: Double, height: Double) {
            switch self {
            case .a4: (210, 297)
            case .letter: (215.9, 279.4)
            }
        }

        /// The name CSS's `@page { size: … }` takes.
        var cssName: String { self == .a4 ? "A4" : "letter" }
    }

    public var paper: Paper
    /// 1, or 2 to put two small puzzles (4×4, 6×6) on a page; larger grids stay one per page.
    public var puzzlesPerPage: Int
    /// Whether the answer key follows the puzzles, on pages of its own.
    public var includesAnswers: Bool
    /// The language of the labels (Name, Grade, Word bank…).
    public var language: UILanguage

    public init(paper: Paper = .a4, puzzlesPerPage: Int = 1, includesAnswers: Bool = false, language: UILanguage = .en) {
        precondition(puzzlesPerPage == 1 || puzzlesPerPage == 2, "one or two puzzles a page")
        self.paper = paper
        self.puzzlesPerPage = puzzlesPerPage
        self.includesAnswers = includesAnswers
        self.language = language
    }

    /// The largest grid two of which share a page: 6×6 (a 9×9 on half a page would leave no
    /// room to write a word).
    static let largestSharedGrid = 6

    /// How many puzzles of size `size` one page holds.
    public func puzzlesPerPage(size: Int) -> Int {
        size <= Self.largestSharedGrid ? puzzlesPerPage : 1
    }

    /// How many answer grids of size `size` one key page holds: the key is for the teacher, so
    /// its grids may be smaller than the pupils' (four 4×4 or 6×6, two 8×8 or 9×9, else one).
    static func answersPerPage(size: Int) -> Int {
        size <= 6 ? 4 : size <= 9 ? 2 : 1
    }

    /// The pages a worksheet of `count` puzzles of size `size` prints on: the puzzles' pages,
    /// then, when the key is included, its pages. (The PDF check in CI counts them so.)
    public func pageCount(puzzles count: Int, size: Int) -> Int {
        let perPage = puzzlesPerPage(size: size)
        let keys = Self.answersPerPage(size: size)
        return (count + perPage - 1) / perPage + (includesAnswers ? (count + keys - 1) / keys : 0)
    }
}
