import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// How a worksheet prints words (issue 26, item 6): never broken inside a short word, inside a
/// long one only where its language allows (checked against the Hyphen library's answers,
/// `HyphenatorTests`), and French labels with French typography (`Nom :`, a no-break space
/// before the colon, in every format; `Name:` on English sheets).
@Suite("Worksheet typography", .timeLimit(.minutes(15)))
struct WorksheetTypographyTests {
    /// A sheet of one puzzle on `pairs` (as many as the grid's size): a valid solution (each row
    /// the one above shifted), a third of its cells given, so that its key prints every word.
    static func sheet(_ pairs: [WordPair], languages: [String], shownSide: Side, shape: BoxShape) -> Worksheet {
        let n = shape.size
        var solution: [UInt8] = [], givens: [UInt8] = []
        for row in 0..<n {
            for column in 0..<n {
                let value = UInt8((shape.boxColumns * (row % shape.boxRows) + row / shape.boxRows + column) % n + 1)
                solution.append(value)
                givens.append((row + column) % 3 == 0 ? value : 0)
            }
        }
        let puzzle = WorksheetPuzzle(shape: shape, grade: .easy, code: "test", pairs: pairs, shownSide: shownSide,
                                     givens: givens, solution: solution)
        return Worksheet(listTitle: Localized(en: "Test", fr: "Test"), languages: languages, shownSide: shownSide, puzzles: [puzzle])
    }

    /// Every built-in list's pairs in groups of `n` (the last group filled from the start).
    static func groups(of n: Int, _ list: WordList) -> [[WordPair]] {
        stride(from: 0, to: list.pairs.count, by: n).map { start in
            (start..<start + n).map { list.pairs[$0 % list.pairs.count] }
        }
    }

    /// The 9×9 key (two a page: the smallest cells of the usual sizes), 16×16 and 25×25.
    static let shapes = [(3, 3), (4, 4), (5, 5)].map { try! BoxShape(rows: $0.0, columns: $0.1) }

    /// The breaks libhyphen allows in each long word of the built-in lists, by language.
    static let reference: [String: [String: Set<Int>]] = {
        var table: [String: [String: Set<Int>]] = [:]
        for language in ["fr", "en"] {
            for (word, breaks) in (try? HyphenatorTests.reference(language)) ?? [] { table[language, default: [:]][word] = Set(breaks) }
        }
        return table
    }()

    /// The places a printed cell may break inside a word (its soft hyphens), each checked against
    /// the reference: `nil` when all are allowed, else the first that is not (`coc-hon`) and the
    /// word it is in.
    static func badBreak(in printed: String, language: String) -> (shown: String, word: String)? {
        for word in printed.split(separator: " ") {
            let characters = Array(word.filter { $0 != "\u{AD}" })
            var softPositions: [Int] = [], count = 0
            for character in word {
                if character == "\u{AD}" { softPositions.append(count) } else { count += 1 }
            }
            for position in softPositions {
                // The run of letters (and apostrophes) the break is in.
                let isWordCharacter = { (c: Character) in c.isLetter || c == "'" || c == "\u{2019}" }
                var start = position, end = position
                while start > 0 && isWordCharacter(characters[start - 1]) { start -= 1 }
                while end < characters.count && isWordCharacter(characters[end]) { end += 1 }
                let token = String(characters[start..<end]).lowercased()
                guard reference[language]?[token]?.contains(position - start) == true else {
                    return (String(characters[..<position]) + "-" + String(characters[position...]), token)
                }
            }
        }
        return nil
    }

    @Test(arguments: shapes)
    func everyWordOfEveryBuiltInListBreaksOnlyWhereItsLanguageAllowsAndFitsItsCell(_ shape: BoxShape) throws {
        #expect(Self.reference["fr"]?.isEmpty == false && Self.reference["en"]?.isEmpty == false)
        var hyphenated = 0, lastResorts = 0
        for entry in BuiltInWordLists.all {
            // A key shows every word of its group in both languages (givens in one, answers in
            // the other); the puzzle grids show the givens, in each language in turn.
            for (index, pairs) in Self.groups(of: shape.size, entry.list).enumerated() {
                do {
                    let side: Side = index % 2 == 0 ? .first : .second
                    let sheet = Self.sheet(pairs, languages: entry.list.languages, shownSide: side, shape: shape)
                    let page = WorksheetPage(WorksheetHTML.render(sheet, options: WorksheetOptions(includesAnswers: true)))
                    #expect(page.error == nil)
                    for grid in page.grids {
                        let font = try #require(Self.millimetres("font-size", in: grid.style))
                        let cell = try #require(Self.millimetres("width", in: grid.style)) / Double(shape.size)
                        let inner = WorksheetLayout.innerWidth(cell)
                        // Each distinct cell once (a 25×25 grid has 625 cells and 25 words).
                        var seen = Set<[String]>()
                        for printed in grid.rows.joined() where !printed.text.isEmpty {
                            let language = printed.lang ?? grid.lang
                            guard seen.insert([printed.printed, language]).inserted else { continue }
                            if printed.printed.contains("\u{AD}") { hyphenated += 1 }
                            // The last resort, at the tiniest type only (a 25×25 puzzle's cells
                            // are too small for `l'écharpe` even at 1 mm): a long word broken
                            // anywhere. A short word never.
                            let lastResort = font <= WorksheetLayout.tiniest
                            if let bad = Self.badBreak(in: printed.printed, language: language) {
                                #expect(lastResort && bad.word.filter(\.isLetter).count >= Hyphenator.shortestBrokenWord,
                                        "\(entry.name) \(shape): \(bad.shown)")
                            }
                            if lastResort { lastResorts += 1 }
                            // It fits its cell at the grid's type, broken nowhere else: the page
                            // lets a browser break a word at its soft hyphens only.
                            let lines = WorksheetLayout.lineCount(BreakableText(printed.text, language: language), font: font,
                                                                  width: inner, breaking: lastResort ? .anywhere : .hyphenating)
                            #expect(lines.map { Double($0) * font * WorksheetLayout.lineHeight <= inner + 0.05 } == true,
                                    "\(entry.name) \(shape): \(printed.text) at \(font) mm")
                        }
                    }
                }
            }
        }
        // Some words were hyphenated, so the check above saw soft hyphens; only 25×25 needs the last resort.
        #expect(hyphenated > 0)
        #expect((lastResorts > 0) == (shape.size == 25))
    }

    @Test func laPommeIsNeverCutInsideItsWord() throws {
        // Issue 26: a 9×9 key printed `la pomm` / `e`. Now the type shrinks until `pomme` fits whole.
        let food = try #require(BuiltInWordLists.named("food")).list
        let pairs = try #require(Self.groups(of: 9, food).first { $0.contains { $0.second[0] == "la pomme" } })
        let sheet = Self.sheet(pairs, languages: food.languages, shownSide: .first, shape: try BoxShape(rows: 3, columns: 3))
        let page = WorksheetPage(WorksheetHTML.render(sheet, options: WorksheetOptions(includesAnswers: true)))
        let key = try #require(page.keyGrids.first)
        let cells = key.rows.joined().filter { $0.text == "la pomme" }
        #expect(!cells.isEmpty && cells.allSatisfy { $0.printed == "la pomme" })
        let font = try #require(Self.millimetres("font-size", in: key.style))
        let inner = WorksheetLayout.innerWidth(try #require(Self.millimetres("width", in: key.style)) / 9)
        #expect(WorksheetLayout.lineCount(BreakableText("la pomme", language: "fr"), font: font, width: inner, breaking: .never) == 2)
        // No style lets the browser break a word anywhere.
        let html = WorksheetHTML.render(sheet, options: WorksheetOptions(includesAnswers: true))
        #expect(!html.contains("overflow-wrap") && !html.contains("word-break"))
    }

    @Test func anAnswerGridKeepsItsBottomLineInsideItsBlock() {
        // Two 9×9 keys a page on A4: each block 124.5 mm with its 7 mm heading. The grid's rows
        // are its side, and its outer border adds to its height: it was clipped at the block's bottom.
        let layout = WorksheetLayout(.a4)
        for (width, height, size) in [(186.0, 124.5, 9), (91.0, 124.5, 6), (186.0, 253.0, 16), (186.0, 253.0, 25)] {
            let side = layout.answerGridSide(blockWidth: width, blockHeight: height, size: size)
            #expect(side + WorksheetLayout.keyTitleHeight + WorksheetLayout.thickLine <= height)
        }
    }

    @Test func aWordTooLongForAnyTypeBreaksAnywhereOnlyAsTheLastResort() {
        let cell = 186.0 / 25
        let made = BreakableText("zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", language: "en")
        let type = WorksheetLayout.wordType(for: [made, BreakableText("pomme", language: "fr")], cell: cell, size: 25)
        #expect(type == WorksheetLayout.WordType(font: WorksheetLayout.tiniest, breaking: .anywhere))
        // Even then a short word stays whole.
        let segments = WorksheetLayout.segments(BreakableText("pomme", language: "fr"), font: type.font,
                                                width: WorksheetLayout.innerWidth(cell), breaking: type.breaking)
        #expect(segments.map(\.text) == ["pomme"])
        // A 25×25 of real words needs no last resort: short words shrink the type instead.
        let real = WorksheetLayout.wordType(for: [BreakableText("la pomme", language: "fr"), BreakableText("maintenant", language: "fr")],
                                            cell: cell, size: 25)
        #expect(real.breaking == .hyphenating && real.font >= WorksheetLayout.tiniest)
    }

    @Test func thePlainTextBreaksLongWordsWhereTheirLanguageAllows() {
        let lines = WorksheetPlainText.wrap("anticonstitutionnellement", language: "fr", width: 12)
        #expect(lines == ["anticonsti-", "tutionnelle-", "ment"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 12 })
        #expect(WorksheetPlainText.wrap("la grand-mère de l'éléphant", language: "fr", width: 8) == ["la", "grand-", "mère de", "l'élé-", "phant"])
        // A made-up word, with no hyphenation point, is cut with a hyphen as the last resort.
        #expect(WorksheetPlainText.wrap("zzzzzzzzzzzzzz", language: "fr", width: 6) == ["zzzzz-", "zzzzz-", "zzzz"])
    }

    static func renders(_ language: UILanguage) throws -> [String] {
        let sheet = try Worksheet.make(list: WorksheetTests.animals, listName: "animals", shape: BoxShape(rows: 2, columns: 2),
                                       grade: .beginner, count: 1, seed: 4, shownLanguage: nil)
        let options = WorksheetOptions(language: language)
        return [WorksheetHTML.render(sheet, options: options), WorksheetMarkdown.render(sheet, options: options),
                WorksheetPlainText.render(sheet, options: options)]
    }

    @Test func theNameLabelHasASpaceBeforeItsColonInFrench() throws {
        for text in try Self.renders(.fr) {
            #expect(text.contains("Nom\u{00A0}: "), "\(text.prefix(600))")
            #expect(!text.contains("Nom:") && !text.contains("Nom <"))
        }
        for text in try Self.renders(.en) {
            #expect(text.contains("Name: "), "\(text.prefix(600))")
        }
    }

    enum Format: CaseIterable { case html, markdown, text }

    @Test(arguments: Format.allCases)
    func frenchLabelsHaveANoBreakSpaceBeforeTheirPunctuation(format: Format) throws {
        let animals = try #require(BuiltInWordLists.named("animals")).list
        let sheet = try Worksheet.make(list: animals, listName: "animals", shape: BoxShape(rows: 2, columns: 3), grade: .beginner,
                                       count: 1, seed: 1, shownLanguage: nil)
        let french = WorksheetOptions(includesAnswers: true, language: .fr)
        let text = try Self.render(sheet, french, format)
        for sign in [":", ";", "!", "?"] {
            #expect(!text.contains(" " + sign), "a plain space before \(sign)")
        }
        #expect(text.contains("Nom\u{00A0}:") && text.contains("l’écran\u{00A0}:"))
        let english = try Self.render(sheet, WorksheetOptions(includesAnswers: true, language: .en), format)
        #expect(english.contains("Name:") && !english.contains("\u{00A0}:"))
    }

    static func render(_ sheet: Worksheet, _ options: WorksheetOptions, _ format: Format) throws -> String {
        switch format {
        case .html: WorksheetPage(WorksheetHTML.render(sheet, options: options)).text
        case .markdown: WorksheetMarkdown.render(sheet, options: options)
        case .text: WorksheetPlainText.render(sheet, options: options)
        }
    }

    /// `12.5` from `…;width:12.5mm;…`.
    static func millimetres(_ property: String, in style: String) -> Double? {
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0] == property, parts[1].hasSuffix("mm") { return Double(parts[1].dropLast(2)) }
        }
        return nil
    }
}
