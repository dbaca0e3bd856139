/// A worksheet as one self-contained HTML page to print: inline CSS, no script, no network.
///
/// Each puzzle page holds a heading (title, grade, size, code, a line for the pupil's name,
/// what to do), the grid with thick lines around every box, the word bank, and the command
/// that plays the puzzle on screen. `@page` sets the paper and margins, and every page is a
/// block of known height (`WorksheetLayout`), so a browser prints exactly
/// `WorksheetOptions.pageCount` pages and never splits a grid. The answer key follows on pages
/// of its own. The output is well-formed XML too (every element closed, only the five XML
/// entities), which the tests check.
public enum WorksheetHTML {
    /// The page for `sheet`, printed as `options` say.
    public static func render(_ sheet: Worksheet, options: WorksheetOptions) -> String {
        let layout = WorksheetLayout(options.paper)
        let language = options.language
        let title = sheet.listTitle(language)
        var html = """
        <!DOCTYPE html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8"/>
        <title>\(HTMLText.escaped(WorksheetText.documentTitle(title)(language)))</title>
        <style>
        \(style(layout, paper: options.paper))
        </style>
        </head>
        <body>

        """
        let count = sheet.puzzles.count
        // The puzzles, one or two a page.
        var index = 0
        while index < count {
            let perPage = options.puzzlesPerPage(size: sheet.puzzles[index].shape.size)
            let onPage = Array(sheet.puzzles[index..<min(count, index + perPage)].enumerated())
            let blockHeight = perPage == 1 ? layout.height : (layout.height - WorksheetLayout.pairGap) / 2
            html += "<section class=\"page\">\n"
            for (offset, puzzle) in onPage {
                html += puzzleBlock(puzzle, number: index + offset + 1, in: sheet, title: title,
                                    layout: layout, blockHeight: blockHeight, language: language)
            }
            html += "</section>\n"
            index += onPage.count
        }
        if options.includesAnswers {
            html += answerPages(sheet, title: title, layout: layout, language: language)
        }
        html += "</body>\n</html>\n"
        return html
    }

    // MARK: Puzzle pages

    private static func puzzleBlock(_ puzzle: WorksheetPuzzle, number: Int, in sheet: Worksheet, title: String,
                                    layout: WorksheetLayout, blockHeight: Double, language: UILanguage) -> String {
        let place = layout.puzzle(puzzle, language: sheet.shownLanguage, blockHeight: blockHeight)
        let count = sheet.puzzles.count
        let details = [WorksheetText.grade(puzzle.grade)(language), WorksheetText.size(puzzle.shape)(language)]
            .map(HTMLText.escaped).joined(separator: " · ")
        let code = HTMLText.escaped(puzzle.code)
        var html = "<div class=\"puzzle\" style=\"height:\(WorksheetLayout.css(blockHeight))\">\n"
        html += "<header>\n"
        html += "<div class=\"title\"><h1>\(HTMLText.escaped(title))</h1>"
        html += "<span class=\"number\">\(HTMLText.escaped(WorksheetText.puzzleNumber(number, of: count)(language)))</span></div>\n"
        html += "<p class=\"details\">\(details) · \(HTMLText.escaped(WorksheetText.code(language))) <span class=\"code\">\(code)</span></p>\n"
        html += "<p class=\"name\">\(HTMLText.escaped(WorksheetText.nameField(language))) <span class=\"line\"></span></p>\n"
        html += "<p class=\"instruction\">\(HTMLText.escaped(WorksheetText.instruction(answerLanguage: sheet.answerLanguage)(language)))</p>\n"
        html += "</header>\n"
        html += "<div class=\"body \(place.bankBeside ? "beside" : "below")\">\n"
        html += grid(puzzle, side: place.gridSide, type: place.wordType, answers: false, in: sheet)
        html += "<div class=\"bank\"><h2>\(HTMLText.escaped(WorksheetText.bankHeading(answerLanguage: sheet.answerLanguage)(language)))</h2>"
        html += "<ul lang=\"\(HTMLText.escaped(sheet.answerLanguage))\" style=\"grid-template-columns:repeat(\(place.bankColumns),auto);font-size:\(WorksheetLayout.css(place.bankFont))\">"
        html += puzzle.bankWords.map { "<li>\(HTMLText.escaped($0))</li>" }.joined()
        html += "</ul></div>\n"
        html += "</div>\n"
        html += "<p class=\"play\">\(HTMLText.escaped(WorksheetText.playOnScreen(sheet.playCommand(puzzle))(language)))</p>\n"
        html += "</div>\n"
        return html
    }

    /// The grid as a table, `side` millimetres square: thick lines right of and under every
    /// box's last column and row (the table's own border closes the outside). In the puzzle,
    /// the given words (`g`) and empty cells to write in; in the key, every cell: the given
    /// words (`g`) and the answers (`a`). Each table and cell says its words' language (`lang`).
    private static func grid(_ puzzle: WorksheetPuzzle, side: Double, type: WorksheetLayout.WordType, answers: Bool,
                             in sheet: Worksheet) -> String {
        let shape = puzzle.shape, n = shape.size
        let cell = side / Double(n)
        let lang = answers ? sheet.answerLanguage : sheet.shownLanguage
        // Each word is cut once, not once a cell (a 25×25 grid has 625 cells and 25 words).
        var cut: [String: String] = [:]
        var html = "<table class=\"grid\(answers ? " key" : "")\" data-size=\"\(n)\" data-code=\"\(HTMLText.escaped(puzzle.code))\" lang=\"\(HTMLText.escaped(lang))\""
        html += " style=\"width:\(WorksheetLayout.css(side));font-size:\(WorksheetLayout.css(type.font));--cell:\(WorksheetLayout.css(cell));--pad:\(WorksheetLayout.css(WorksheetLayout.padding(cell)))\">\n"
        for row in 0..<n {
            html += "<tr>"
            for column in 0..<n {
                let index = shape.cell(row: row, column: column)
                var classes: [String] = []
                if puzzle.givenWord(at: index) != nil {
                    classes.append("g")
                } else if answers {
                    classes.append("a")
                }
                if column % shape.boxColumns == shape.boxColumns - 1 && column < n - 1 { classes.append("r") }
                if row % shape.boxRows == shape.boxRows - 1 && row < n - 1 { classes.append("b") }
                var attributes = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
                let (word, language) = cellWord(puzzle, index, answers: answers, in: sheet)
                if language != lang { attributes += " lang=\"\(HTMLText.escaped(language))\"" }
                let text = cut[language + " " + word] ?? cellHTML(word, language: language, type: type, cell: cell)
                cut[language + " " + word] = text
                html += "<td\(attributes)>\(text)</td>"
            }
            html += "</tr>\n"
        }
        html += "</table>\n"
        return html
    }

    /// The word a cell prints and its language: a given word, the answer in the key, or nothing.
    private static func cellWord(_ puzzle: WorksheetPuzzle, _ cell: Int, answers: Bool, in sheet: Worksheet) -> (String, String) {
        if let given = puzzle.givenWord(at: cell) { return (given, sheet.shownLanguage) }
        return (answers ? puzzle.answerWord(at: cell) : "", sheet.answerLanguage)
    }

    /// A cell's word, with a soft hyphen (`&#173;`, numeric so the page stays well-formed XML)
    /// at each place the layout lets it break inside a word: the browser breaks there only when
    /// it must, and shows the hyphen then. Nowhere else can a word break (no `overflow-wrap`).
    private static func cellHTML(_ word: String, language: String, type: WorksheetLayout.WordType, cell: Double) -> String {
        let segments = WorksheetLayout.segments(BreakableText(word, language: language), font: type.font,
                                                width: WorksheetLayout.innerWidth(cell), breaking: type.breaking)
        var html = ""
        for (index, segment) in segments.enumerated() {
            html += HTMLText.escaped(segment.text)
            guard index < segments.count - 1 else { break }
            switch segment.end {
            case .space: html += " "
            case .ownHyphen: break
            case .hyphenation: html += "&#173;"
            }
        }
        return html
    }

    // MARK: Answer pages

    private static func answerPages(_ sheet: Worksheet, title: String, layout: WorksheetLayout, language: UILanguage) -> String {
        var html = ""
        let count = sheet.puzzles.count
        var index = 0
        while index < count {
            let n = sheet.puzzles[index].shape.size
            let perPage = WorksheetOptions.answersPerPage(size: n)
            let columns = perPage == 4 ? 2 : 1
            let rows = perPage / columns
            let gap = WorksheetLayout.gap
            let blockWidth = (layout.width - Double(columns - 1) * gap) / Double(columns)
            let blockHeight = (layout.height - WorksheetLayout.keyHeaderHeight - Double(rows - 1) * gap) / Double(rows)
            let onPage = Array(sheet.puzzles[index..<min(count, index + perPage)].enumerated())
            html += "<section class=\"page answers\">\n"
            html += "<header class=\"keyhead\"><h1>\(HTMLText.escaped(WorksheetText.answers(language) + " · " + title))</h1>"
            html += "<p class=\"legend\">\(HTMLText.escaped(WorksheetText.answersLegend(language)))</p></header>\n"
            html += "<div class=\"keys\" style=\"grid-template-columns:repeat(\(columns),1fr);grid-auto-rows:\(WorksheetLayout.css(blockHeight))\">\n"
            for (offset, puzzle) in onPage {
                let side = layout.answerGridSide(blockWidth: blockWidth, blockHeight: blockHeight, size: puzzle.shape.size)
                // Each distinct word once, with its language.
                var seen = Set<[String]>()
                let words = (0..<puzzle.shape.cellCount).map { cellWord(puzzle, $0, answers: true, in: sheet) }
                    .filter { seen.insert([$0.0, $0.1]).inserted }
                    .map { BreakableText($0.0, language: $0.1) }
                let type = WorksheetLayout.wordType(for: words, cell: side / Double(puzzle.shape.size), size: puzzle.shape.size)
                let heading = WorksheetText.puzzleNumber(index + offset + 1, of: count)(language) + " · " + WorksheetText.code(language) + " " + puzzle.code
                html += "<div class=\"keyblock\"><h2>\(HTMLText.escaped(heading))</h2>\n"
                html += grid(puzzle, side: side, type: type, answers: true, in: sheet)
                html += "</div>\n"
            }
            html += "</div>\n</section>\n"
            index += onPage.count
        }
        return html
    }

    // MARK: Style

    private static func style(_ layout: WorksheetLayout, paper: WorksheetOptions.Paper) -> String {
        let css = WorksheetLayout.css
        let thick = css(WorksheetLayout.thickLine), thin = css(WorksheetLayout.thinLine)
        return """
        @page { size: \(paper.cssName); margin: \(css(WorksheetLayout.margin)); }
        * { box-sizing: border-box; }
        html, body { margin: 0; padding: 0; }
        body { font-family: "DejaVu Sans", "Liberation Sans", Arial, Helvetica, sans-serif; color: #000; background: #fff; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        .page { width: \(css(layout.width)); height: \(css(layout.height)); overflow: hidden; }
        .page + .page { break-before: page; }
        .puzzle { display: flex; flex-direction: column; overflow: hidden; }
        .puzzle + .puzzle { margin-top: \(css(WorksheetLayout.pairGap / 2)); padding-top: \(css(WorksheetLayout.pairGap / 2 - 0.3)); border-top: 0.3mm dashed #888; }
        header { height: \(css(WorksheetLayout.headerHeight)); flex: none; }
        .title { display: flex; justify-content: space-between; align-items: baseline; height: 8mm; }
        h1 { font-size: 6mm; margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .number { font-size: 3.5mm; white-space: nowrap; margin-left: 4mm; }
        .details { font-size: 3.5mm; height: 6mm; margin: 0; white-space: nowrap; overflow: hidden; }
        .name { font-size: 4.5mm; height: 11mm; margin: 0; display: flex; align-items: flex-end; padding-bottom: 2mm; }
        .name .line { display: inline-block; width: 100mm; height: 5mm; margin-left: 2mm; border-bottom: 0.3mm solid #000; }
        .instruction { font-size: 3.4mm; line-height: 1.25; height: 9mm; margin: 0; padding-top: 0.5mm; overflow: hidden; }
        .body { display: flex; margin-top: \(css(WorksheetLayout.gap)); flex: none; }
        .body.below { flex-direction: column; align-items: center; }
        .body.beside { flex-direction: row; justify-content: center; align-items: flex-start; }
        table.grid { border-collapse: collapse; table-layout: fixed; border: \(thick) solid #000; break-inside: avoid; flex: none; }
        .grid tr { height: var(--cell); }
        .grid td { border: \(thin) solid #777; padding: 0 var(--pad); text-align: center; vertical-align: middle; line-height: \(WorksheetLayout.lineHeight); overflow: hidden; }
        .grid td.r { border-right: \(thick) solid #000; }
        .grid td.b { border-bottom: \(thick) solid #000; }
        .grid td.g { font-weight: bold; }
        .grid.key td.g { font-weight: normal; font-style: italic; color: #777; }
        .grid.key td.a { font-weight: bold; }
        .bank { flex: none; }
        .below .bank { margin-top: \(css(WorksheetLayout.gap)); width: 100%; }
        .beside .bank { margin-left: \(css(WorksheetLayout.gap)); }
        .bank h2 { font-size: 4mm; height: 6mm; margin: 0 0 1mm 0; }
        .bank ul { list-style: none; margin: 0; padding: 0; display: grid; column-gap: 8mm; }
        .bank li { line-height: 1.35; white-space: nowrap; }
        .play { font-size: 3mm; color: #333; margin: auto 0 0 0; height: \(css(WorksheetLayout.footerHeight)); padding-top: 2mm; white-space: nowrap; overflow: hidden; flex: none; }
        .keyhead { height: \(css(WorksheetLayout.keyHeaderHeight)); }
        .keyhead .legend { font-size: 3.4mm; margin: 1mm 0 0 0; }
        .keys { display: grid; column-gap: \(css(WorksheetLayout.gap)); row-gap: \(css(WorksheetLayout.gap)); }
        .keyblock { overflow: hidden; }
        .keyblock h2 { font-size: 3.5mm; height: \(css(WorksheetLayout.keyTitleHeight)); margin: 0; white-space: nowrap; overflow: hidden; }
        """
    }
}
