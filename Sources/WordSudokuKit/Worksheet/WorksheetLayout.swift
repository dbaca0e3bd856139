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
        /// The type size of the grid's words.
        let wordFont: Double
        /// Whether the bank is beside the grid (else below it).
        let bankBeside: Bool
        let bankFont: Double
        /// The bank's columns (1 when beside the grid).
        let bankColumns: Int
    }

    /// Lays out `puzzle` in a block `blockHeight` tall, across the page.
    func puzzle(_ puzzle: WorksheetPuzzle, blockHeight: Double) -> Puzzle {
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
        return Puzzle(gridSide: side, size: n, wordFont: Self.fontSize(for: puzzle.givenWords, cell: cell, size: n),
                      bankBeside: bankBeside, bankFont: bankFont, bankColumns: bankBeside ? 1 : columns)
    }

    /// An answer grid's side in a block `blockWidth` × `blockHeight` (its heading included).
    func answerGridSide(blockWidth: Double, blockHeight: Double, size: Int) -> Double {
        Self.floorTenth(min(blockWidth, blockHeight - Self.keyTitleHeight, Double(size) * Self.largestCell))
    }

    // MARK: Type

    /// The largest type, in millimetres, at which every word of `words` fits a cell `cell` wide
    /// and high: wrapped at spaces while that keeps it at `comfortable` or above, else broken
    /// inside words (with a hyphen: `HTMLText.hyphenated`). Small grids get large type.
    static func fontSize(for words: [String], cell: Double, size: Int) -> Double {
        let inner = cell - 2 * padding(cell) - thickLine
        let largest = min(cell * 0.3, size <= 6 ? 11 : 6.5)
        let distinct = Array(Set(words))
        func fits(_ font: Double, breakingWords: Bool) -> Bool {
            distinct.allSatisfy { word in
                guard let lines = lineCount(word, font: font, width: inner, breakingWords: breakingWords) else { return false }
                return Double(lines) * font * lineHeight <= inner
            }
        }
        var tenths = Int(largest * 10)
        while tenths > Int(comfortable * 10) && !fits(Double(tenths) / 10, breakingWords: false) { tenths -= 1 }
        if fits(Double(tenths) / 10, breakingWords: false) { return Double(tenths) / 10 }
        while tenths > Int(smallest * 10) && !fits(Double(tenths) / 10, breakingWords: true) { tenths -= 1 }
        return Double(tenths) / 10
    }

    /// Whether `word` fits a cell `cell` wide at `font` without a word broken inside.
    static func fitsWhole(_ word: String, font: Double, cell: Double) -> Bool {
        lineCount(word, font: font, width: cell - 2 * padding(cell) - thickLine, breakingWords: false) != nil
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
    /// The smallest type printed (about 5 pt).
    static let smallest = 1.8
    /// Line height, as a multiple of the type size (the page's CSS says the same).
    static let lineHeight = 1.15

    /// A cell's padding.
    static func padding(_ cell: Double) -> Double { max(0.5, cell * 0.05) }

    /// How many lines `word` takes in `width` at `font`: wrapped at spaces; nil when a part
    /// between spaces is wider than `width` and `breakingWords` is false.
    static func lineCount(_ word: String, font: Double, width: Double, breakingWords: Bool) -> Int? {
        var lines = 1, used = 0.0
        let space = characterWidth(" ") * font
        for part in word.split(separator: " ") {
            let partWidth = textWidth(String(part), font: font, bold: true)
            if partWidth > width {
                guard breakingWords else { return nil }
                // Broken anywhere: it starts a line and fills as many as it needs.
                if used > 0 { lines += 1 }
                let pieces = Int((partWidth / width).rounded(.up))
                lines += pieces - 1
                used = partWidth - Double(pieces - 1) * width
                continue
            }
            if used == 0 {
                used = partWidth
            } else if used + space + partWidth <= width {
                used += space + partWidth
            } else {
                lines += 1
                used = partWidth
            }
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
