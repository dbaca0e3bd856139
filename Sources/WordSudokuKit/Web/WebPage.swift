import SudokuEngine

/// A worksheet's puzzles as one self-contained page that *plays* them in any browser, offline:
/// the template, style and script of the repository's `Web/` folder (embedded at build time,
/// `WebPageResources`) around a data block this renders.
///
/// The answers are not in the page. Each empty cell carries only `cellHash`, a salted SHA-256 of
/// the bank position of the word that belongs there; the script matches a typed word to a bank
/// word as the kit's `AnswerMatcher` does, then compares hashes. The dictionary a peek shows is
/// found the same way (`pairHash`). The same worksheet gives the same bytes (no date, no random salt).
public enum WebPage {
    /// The page for `sheet`, its texts in `language`; `mode` says when wrong words are shown, as
    /// `play --mode` does: at once, or only at the finish (exam mode, said on the page).
    public static func render(_ sheet: Worksheet, language: UILanguage, mode: MistakeMode = .immediate) -> String {
        let title = WorksheetText.documentTitle(sheet.listTitle(language))(language)
        let data = dataBlock(sheet, title: title, language: language, mode: mode)
        return WebPageResources.text("page.html")
            .replacingFirst("{{LANG}}", with: language.rawValue)
            .replacingFirst("{{TITLE}}", with: HTMLText.escaped(title))
            .replacingFirst("{{TITLE}}", with: HTMLText.escaped(title))
            .replacingFirst("{{STYLE}}", with: WebPageResources.text("page.css"))
            .replacingFirst("{{DATA}}", with: data)
            .replacingFirst("{{SCRIPT}}", with: WebPageResources.text("page.js"))
    }

    /// The salt of a puzzle's hashes: its code and place in the sheet, so two puzzles never share
    /// hashes and the same sheet is the same page.
    static func salt(_ puzzle: WorksheetPuzzle, number: Int) -> String {
        "word-sudoku-web-1|\(number)|\(puzzle.code)"
    }

    /// What an empty cell holds: the hash of the bank position of its word (16 hex digits).
    public static func cellHash(salt: String, cell: Int, bankIndex: Int) -> String {
        String(SHA256.hex("\(salt)|cell|\(cell)|\(bankIndex)").prefix(16))
    }

    /// What the dictionary holds for symbol `symbol`: the hash of the bank position of its translation.
    public static func pairHash(salt: String, symbol: Int, bankIndex: Int) -> String {
        String(SHA256.hex("\(salt)|pair|\(symbol)|\(bankIndex)").prefix(16))
    }

    /// The bank's words in their order (`WorksheetPuzzle.bankWords`) with each one's pair, so
    /// that a bank position names a pair's accepted answers.
    static func bank(_ puzzle: WorksheetPuzzle) -> [(word: String, symbol: Int)] {
        let side = puzzle.shownSide.other
        var remaining = Array(puzzle.pairs.enumerated())
        return puzzle.bankWords.map { word in
            let index = remaining.firstIndex { $0.element.shown(side) == word }!
            let (offset, _) = remaining.remove(at: index)
            return (word, offset + 1)
        }
    }

    static func dataBlock(_ sheet: Worksheet, title: String, language: UILanguage, mode: MistakeMode = .immediate) -> String {
        var puzzles: [JSONText] = []
        for (index, puzzle) in sheet.puzzles.enumerated() {
            let number = index + 1
            let salt = salt(puzzle, number: number)
            let bank = bank(puzzle)
            let bankIndexOfSymbol = Dictionary(uniqueKeysWithValues: bank.enumerated().map { ($0.element.symbol, $0.offset) })
            let answerSide = puzzle.shownSide.other
            let cells: [JSONText] = (0..<puzzle.shape.cellCount).map { cell in
                puzzle.isGiven(cell) ? .string("")
                    : .string(cellHash(salt: salt, cell: cell, bankIndex: bankIndexOfSymbol[Int(puzzle.solution[cell])]!))
            }
            let pairs: [JSONText] = (1...puzzle.shape.size).map {
                .string(pairHash(salt: salt, symbol: $0, bankIndex: bankIndexOfSymbol[$0]!))
            }
            let bankEntries: [JSONText] = bank.map { entry in
                .object([("word", .string(shown(entry.word))),
                         ("cut", .string(cut(shown(entry.word), language: sheet.answerLanguage))),
                         ("forms", .array(puzzle.pairs[entry.symbol - 1].words(answerSide).map { .string($0) }))])
            }
            let details = [WorksheetText.grade(puzzle.grade)(language), WorksheetText.size(puzzle.shape)(language)].joined(separator: " · ")
            puzzles.append(.object([
                ("code", .string(puzzle.code)),
                ("salt", .string(salt)),
                ("size", .int(puzzle.shape.size)),
                ("boxRows", .int(puzzle.shape.boxRows)),
                ("boxColumns", .int(puzzle.shape.boxColumns)),
                ("grade", .int(puzzle.grade.rawValue)),
                ("heading", .string(WorksheetText.puzzleNumber(number, of: sheet.puzzles.count)(language) + " · " + details)),
                ("option", .string(WorksheetText.puzzleNumber(number, of: sheet.puzzles.count)(language))),
                ("instructions", .string(WorksheetText.instruction(answerLanguage: sheet.answerLanguage)(language))),
                ("bankTitle", .string(WorksheetText.bankHeading(answerLanguage: sheet.answerLanguage)(language))),
                ("shownLanguage", .string(sheet.shownLanguage)),
                ("answerLanguage", .string(sheet.answerLanguage)),
                ("peekLimit", .int(puzzle.peekLimit)),
                ("mode", .string(mode.rawValue)),
                ("givens", .array(puzzle.givens.map { .int(Int($0)) })),
                ("shown", .array(puzzle.pairs.map { .string(shown($0.shown(puzzle.shownSide))) })),
                ("shownCut", .array(puzzle.pairs.map { .string(cut(shown($0.shown(puzzle.shownSide)), language: sheet.shownLanguage)) })),
                ("shownForms", .array(puzzle.pairs.map { pair in .array(pair.words(puzzle.shownSide).map { .string($0) }) })),
                ("bank", .array(bankEntries)),
                ("cells", .array(cells)),
                ("pairs", .array(pairs)),
            ]))
        }
        let texts = WebPageText.all.map { ($0.key, JSONText.string($0.text(language))) }
        return JSONText.object([
            ("id", .string(String(SHA256.hex(sheet.puzzles.map(\.code).joined(separator: " ")).prefix(12)))),
            ("title", .string(title)),
            ("text", .object(texts)),
            ("puzzles", .array(puzzles)),
        ]).rendered
    }

    /// `word` with a soft hyphen at each of its language's hyphenation points, as the printed
    /// sheet would cut it (`BreakableText`: `écu-reuil`, never `donk-ey`; none in a word under 6
    /// letters): where the page may break a word too long for its cell rather than shrink it.
    static func cut(_ word: String, language: String) -> String {
        BreakableText(word, language: language).words.map { word in
            word.pieces.map { $0.text + ($0.breakAfter == .hyphenation ? "\u{00AD}" : "") }.joined()
        }.joined(separator: " ")
    }

    /// A word as the page shows it: control and invisible characters by their code, as every
    /// message shows them (the script puts it in the page as text, never as markup).
    static func shown(_ word: String) -> String { DisplaySafe.escaped(word, limit: .max) }
}

extension String {
    /// `self` with the first `target` replaced by `replacement` (inserted as is, never searched again).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
    }
}
