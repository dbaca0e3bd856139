/// Where things go on a printed worksheet, in millimetres: the grid's side, the type size of
/// its words, where the word bank goes. Pure arithmetic, so that a page's height is known
/// before the browser lays it out and a grid is never pushed onto a second page.
///
/// Text widths are estimated from the character counts (a sans-serif letter is about 0.6 em),
/// erring wide: a word that is estimated to fit, fits.
struct WorksheetLayout {
    /// The page's printable area, inside the margins, less a little slack for the browser's rounding.
    let width: Double
    let height: Double

    static let margin = 12.0
    /// Kept free at the bottom of every page: a browser's rounding must not spill a line over.
    static let slack = 4.0

    init(_ paper: WorksheetOptions.Paper) {
        width = paper.size.width - 2 * Self.margin
        height = paper.size.height - 2 * Self.margin - Self.slack
    }

    // MARK: Fixed parts

    /// The heading of a puzzle: title 8, details 6, name line 11, instruction (two lines) 9.
    static let headerHeight = 34.0
    /// The line under the bank that says how to play the puzzle on screen.
    static let footerHeight = 6.0
    /// Between the heading, the grid and the bank.
    static let gap = 4.0
    /// The line across the page between two puzzles that share it.
    static let pairGap = 8.0
    /// A key page's heading; a key grid's own heading.
    static let keyHeaderHeight = 16.0, keyTitleHeight = 7.0
    /// Box lines and cell lines.
    static let thickLine = 0.8, thinLine = 0.25
    /// A cell this wide gives a child room to write; larger cells only waste paper.
    static let largestCell = 38.0

    // MARK: A puzzle

    /// One puzzle's place: its grid and its bank.
    struct Puzzle: Equatable {
        /// The grid's side, and its cells'.
        let gridSide: Double
        var cell: Double { gridSide / Double(size) }
        let size: Int
        /// The type of the grid's words.
        let wordType: WordType
        /// Whether the bank is beside the grid (else below it).
        let bankBeside: Bool
        let bankFont: Double
        /// The bank's columns (1 when beside the grid).
        let bankColumns: Int
    }

    /// Lays out `puzzle`, its givens in `language`, in a block `blockHeight` tall, across the page.
    func puzzle(_ puzzle: WorksheetPuzzle, language: String, blockHeight: Double) -> Puzzle {
        let n = puzzle.shape.size
        let bank = puzzle.bankWords
        let bankFont = n <= 6 ? 5.5 : 4.2
        let line = bankFont * 1.35
        let bankHeading = 7.0
        let widest = bank.map { Self.textWidth($0, font: bankFont) }.max() ?? 0
        let room = blockHeight - Self.headerHeight - Self.footerHeight - Self.gap
        // Below the grid, in as many columns as fit.
        let columns = max(1, min(n, Int(width / (widest + 8))))
        let rows = (n + columns - 1) / columns
        let belowHeight = bankHeading + Double(rows) * line + 2
        let below = min(width, room - belowHeight - Self.gap)
        // Beside the grid, in one column, when the bank is not taller than the grid.
        let besideWidth = widest + 8
        let besideHeight = bankHeading + Double(n) * line + 2
        let beside = min(room, width - besideWidth - Self.gap)
        let besideFits = besideHeight <= beside
        let side = Self.floorTenth(min(Double(n) * Self.largestCell, besideFits ? max(below, beside) : below))
        let bankBeside = besideFits && beside > below
        let cell = side / Double(n)
        let givens = Set(puzzle.givenWords).map { BreakableText($0, language: language) }
        return Puzzle(gridSide: side, size: n, wordType: Self.wordType(for: givens, cell: cell, size: n),
                      bankBeside: bankBeside, bankFont: bankFont, bankColumns: bankBeside ? 1 : columns)
    }

    /// An answer grid's side in a block `blockWidth` × `blockHeight` (its heading included).
    /// The table's outer border is drawn half outside its side: room is kept for it, or the
    /// block clips the grid's bottom line (seen printed: a 9×9 key had none).
    func answerGridSide(blockWidth: Double, blockHeight: Double, size: Int) -> Double {
        Self.floorTenth(min(blockWidth, blockHeight - Self.keyTitleHeight - Self.thickLine, Double(size) * Self.largestCell))
    }

    // MARK: Type

    /// How a word too wide for its cell breaks.
    enum WordBreaking: Comparable {
        /// Not at all (only after its own hyphens, as every word may): the type shrinks instead.
        case never
        /// At its language's hyphenation points (`mainte-nant`), with a hyphen.
        case hyphenating
        /// The last resort, for a piece too wide for its cell even at the tiniest type (a
        /// made-up 30-letter word): at any character, with a hyphen.
        case anywhere
    }

    /// The type of a grid's words: its size in millimetres, and how a word too wide breaks.
    struct WordType: Equatable {
        let font: Double
        let breaking: WordBreaking
    }

    /// The largest type at which every text of `texts` fits a cell `cell` wide and high: words
    /// whole while that keeps the type at `comfortable` or above; below, a word too wide for
    /// its cell is hyphenated where its language allows, down to `smallest`; a word that still
    /// does not fit (one with no hyphenation point, such as a short word in a 25×25 cell) makes
    /// the type shrink further rather than break, down to `tiniest`. Small grids get large type.
    static func wordType(for texts: [BreakableText], cell: Double, size: Int) -> WordType {
        let inner = innerWidth(cell)
        let largest = min(cell * 0.3, size <= 6 ? 11 : 6.5)
        let distinct = Array(Set(texts))
        func fits(_ tenths: Int, _ breaking: WordBreaking) -> Bool {
            let font = Double(tenths) / 10
            return distinct.allSatisfy { text in
                guard let lines = lineCount(text, font: font, width: inner, breaking: breaking) else { return false }
                return Double(lines) * font * lineHeight <= inner
            }
        }
        var tenths = Int(largest * 10)
        while tenths > Int(comfortable * 10) && !fits(tenths, .never) { tenths -= 1 }
        if fits(tenths, .never) { return WordType(font: Double(tenths) / 10, breaking: .never) }
        while tenths > Int(tiniest * 10) && !fits(tenths, .hyphenating) { tenths -= 1 }
        if fits(tenths, .hyphenating) { return WordType(font: Double(tenths) / 10, breaking: .hyphenating) }
        return WordType(font: tiniest, breaking: .anywhere)
    }

    /// Whole words are shrunk down to this (about 8.5 pt); below it, a word too long for its
    /// cell breaks with a hyphen (`mainte-nant`) at this size rather than making the whole grid
    /// tiny: seen printed, a 12×12 at 2.2 mm with `maintenant` whole was harder to read than at
    /// 3 mm with it hyphenated.
    static let comfortable = 3.0

    /// Type below this (about 6 pt) is hard to read: a long word is broken rather than shrunk
    /// further. (A word broken across lines is harder to read than a small one, so this is low:
    /// `pourquoi` fits a 12×12 cell whole at 2.5 mm.)
    static let readable = 2.2
    /// The smallest type printed for words that break where their language allows (about 5 pt).
    static let smallest = 1.8
    /// The floor for a grid with a word that may not break and does not fit at `smallest`
    /// (about 2.8 pt): in a 25×25 cell `pomme` needs 1.3 mm, and `brouillard`, which the French
    /// patterns never break, 1.0 mm. A word is not broken where its language does not allow it
    /// while the type can still shrink.
    static let tiniest = 1.0
    /// Line height, as a multiple of the type size (the page's CSS says the same).
    static let lineHeight = 1.15

    /// A cell's padding.
    static func padding(_ cell: Double) -> Double { max(0.5, cell * 0.05) }

    /// The width a cell's text may take: the cell less its padding and a thick line.
    static func innerWidth(_ cell: Double) -> Double { cell - 2 * padding(cell) - thickLine }

    /// `text` as the page breaks it at `font` in a line `width` wide: a word wider than the
    /// line is cut at its hyphenation points when `breaking` allows (a word that fits is not,
    /// so the browser moves it to the next line whole), and with `.anywhere` a piece still too
    /// wide at every character.
    static func segments(_ text: BreakableText, font: Double, width: Double, breaking: WordBreaking) -> [BreakableText.Segment] {
        let segments = text.segments { breaking > .never && textWidth($0.text, font: font, bold: true) > width }
        guard breaking == .anywhere else { return segments }
        let hyphen = textWidth("-", font: font, bold: true)
        return segments.flatMap { segment -> [BreakableText.Segment] in
            let needed = textWidth(segment.text, font: font, bold: true) + (segment.end == .hyphenation ? hyphen : 0)
            guard needed > width, segment.text.count > 1 else { return [segment] }
            let characters = Array(segment.text)
            return characters.indices.map { index in
                BreakableText.Segment(text: String(characters[index]), end: index == characters.count - 1 ? segment.end : .hyphenation)
            }
        }
    }

    /// How many lines `text` takes in `width` at `font`, filled as a browser fills them (as
    /// much as fits, then the next line); nil when a piece that may not break is wider than
    /// `width`. A line that ends at a hyphenation point holds its hyphen.
    static func lineCount(_ text: BreakableText, font: Double, width: Double, breaking: WordBreaking) -> Int? {
        let space = characterWidth(" ") * font, hyphen = textWidth("-", font: font, bold: true)
        var lines = 1, used = 0.0, lineIsEmpty = true
        var previous: BreakableText.End = .space
        for segment in segments(text, font: font, width: width, breaking: breaking) {
            let segmentWidth = textWidth(segment.text, font: font, bold: true)
            let hyphenIfBroken = segment.end == .hyphenation ? hyphen : 0
            if !lineIsEmpty {
                let gap = previous == .space ? space : 0
                if used + gap + segmentWidth + hyphenIfBroken <= width {
                    used += gap + segmentWidth
                    previous = segment.end
                    continue
                }
                lines += 1
            }
            guard segmentWidth + hyphenIfBroken <= width else { return nil }
            used = segmentWidth
            lineIsEmpty = false
            previous = segment.end
        }
        return lines
    }

    /// `text`'s estimated width at `font` (millimetres), bold or not.
    static func textWidth(_ text: String, font: Double, bold: Bool = false) -> Double {
        text.reduce(0) { $0 + characterWidth($1) } * font * (bold ? 1.1 : 1)
    }

    /// A character's width in em, erring wide: capitals and digits 0.78, lower case 0.66 (DejaVu Sans, the widest common sans-serif; bold 10 % wider),
    /// narrow punctuation 0.35, East Asian wide characters 1.
    static func characterWidth(_ character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x20: return 0.34
        case 0x27, 0x2C, 0x2E, 0x3A, 0x3B, 0x21, 0x7C, 0x2019, 0x69, 0x6A, 0x6C: return 0.35  // ' , . : ; ! | ’ i j l
        case 0x28, 0x29, 0x2D, 0x66, 0x72, 0x74: return 0.45  // ( ) - f r t
        case 0x6D, 0x77: return 0.98  // m w
        case 0x1100...0x115F, 0x2E80...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 1.0
        default:
            return character.isUppercase || character.isNumber ? 0.78 : 0.66
        }
    }

    /// `value` rounded down to a tenth of a millimetre.
    static func floorTenth(_ value: Double) -> Double { (max(0, value) * 10).rounded(.down) / 10 }

    /// `12.5mm`: a length in CSS, always with one decimal, the same on every machine.
    static func css(_ millimetres: Double) -> String {
        let tenths = Int((max(0, millimetres) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)mm"
    }
}
