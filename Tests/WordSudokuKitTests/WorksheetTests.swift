import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

@Suite("Worksheets", .timeLimit(.minutes(15)))
struct WorksheetTests {
    static let animals = BuiltInWordLists.named("animals")!.list
    /// The 120 most frequent words (`Benchmarks/wordlists`), read once. Kept as a result, not
    /// forced open: without the file, each test that needs it fails saying so, and the run goes on.
    private static let frequencyList = Result { try WordList(contentsOfFile: BenchmarkWordLists.path("frequency-120.json")) }
    static func frequency() throws -> WordList { try frequencyList.get() }

    /// Three 9×9 puzzles of the 120 most frequent words (long phrases: `you (plural or formal)`), made once.
    private static let nineByNineSheet = Result {
        try Worksheet.make(list: frequency(), listName: "frequency-120", shape: BoxShape(rows: 3, columns: 3),
                           grade: .easy, count: 3, seed: 11, shownLanguage: nil)
    }
    static func nineByNine() throws -> Worksheet { try nineByNineSheet.get() }

    static func shapes() -> [BoxShape] {
        [(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 3)].map { try! BoxShape(rows: $0.0, columns: $0.1) }
    }

    @Test(arguments: shapes())
    func theHTMLIsWellFormedWithOneGridOfNByNCellsPerPuzzle(_ shape: BoxShape) throws {
        let sheet = try Worksheet.make(list: Self.frequency(), listName: "frequency-120", shape: shape, grade: .beginner,
                                       count: 2, seed: 3, shownLanguage: "fr")
        let page = WorksheetPage(WorksheetHTML.render(sheet, options: WorksheetOptions(includesAnswers: true)))
        #expect(page.error == nil)
        #expect(page.puzzleGrids.count == 2)
        #expect(page.keyGrids.count == 2)
        for grid in page.grids {
            #expect(grid.size == shape.size)
            #expect(grid.rows.count == shape.size)
            #expect(grid.rows.allSatisfy { $0.count == shape.size })
        }
    }

    @Test func theGivensAreInTheirCellsAndTheOtherCellsAreEmpty() throws {
        let sheet = try Self.nineByNine()
        let page = WorksheetPage(WorksheetHTML.render(sheet, options: WorksheetOptions()))
        for (puzzle, grid) in zip(sheet.puzzles, page.puzzleGrids) {
            for cell in 0..<81 {
                let printed = grid.rows[cell / 9][cell % 9]
                let expected = puzzle.givens[cell] == 0 ? "" : puzzle.pairs[Int(puzzle.givens[cell]) - 1].first[0]
                #expect(printed.text == expected)
                #expect(printed.classes.contains("g") == (puzzle.givens[cell] != 0))
            }
        }
    }

    @Test func theThickLinesCloseEveryBox() throws {
        let sheet = try Worksheet.make(list: Self.animals, listName: "animals", shape: BoxShape(rows: 2, columns: 3),
                                       grade: .beginner, count: 1, seed: 1, shownLanguage: nil)
        let grid = try #require(WorksheetPage(WorksheetHTML.render(sheet, options: WorksheetOptions())).puzzleGrids.first)
        // 2×3 boxes: a thick line right of columns 3 (not 6: the table's border) and under rows 2 and 4.
        #expect(grid.rows[0].map { $0.classes.contains("r") } == [false, false, true, false, false, false])
        #expect(grid.rows.map { $0[0].classes.contains("b") } == [false, true, false, true, false, false])
    }

    @Test func theBankHoldsThePuzzlesWordsInTheLanguageToWrite() throws {
        let sheet = try Self.nineByNine()
        let frequency = try Self.frequency()
        let page = WorksheetPage(WorksheetHTML.render(sheet, options: WorksheetOptions()))
        #expect(page.banks.count == 3)
        for (puzzle, bank) in zip(sheet.puzzles, page.banks) {
            #expect(bank.sorted() == puzzle.pairs.map { $0.second[0] }.sorted())
            #expect(Set(puzzle.pairs).isSubset(of: Set(frequency.pairs)))
        }
    }

    @Test func everyCodeIsPrintedAndPlaysTheSamePuzzle() throws {
        let sheet = try Self.nineByNine()
        let html = WorksheetHTML.render(sheet, options: WorksheetOptions())
        let page = WorksheetPage(html)
        #expect(page.puzzleGrids.map(\.code) == sheet.puzzles.map(\.code))
        #expect(Set(sheet.puzzles.map(\.code)).count == 3)
        for (k, puzzle) in sheet.puzzles.enumerated() {
            #expect(page.text.contains("word-sudoku play --code \(puzzle.code)"))
            // As `play --code` rebuilds it: the code read, the list loaded, the game made.
            let code = try #require(PuzzleCode(parsing: puzzle.code))
            #expect(code.seed == 11 + UInt64(k))
            let session = try GameFactory.makeSession(shape: code.shape, grade: code.grade, listName: code.listName, list: Self.frequency(),
                                                      shownLanguage: "en", mode: .immediate, peekLimit: nil, player: "pupil",
                                                      seed: code.seed, wordIndices: code.wordIndices)
            #expect(session.givens == puzzle.givens)
            #expect(session.setup.pairs == puzzle.pairs)
        }
    }

    @Test func aSheetMadeFromCodesIsTheSheetTheyCameFrom() throws {
        let sheet = try Self.nineByNine()
        let again = try Worksheet.make(codes: sheet.puzzles.map { PuzzleCode(parsing: $0.code)! }, list: Self.frequency(), shownLanguage: nil)
        #expect(again.puzzles == sheet.puzzles)
    }

    /// A code from before editions, printed on an old sheet, still gives that sheet's puzzle.
    @Test func aSheetFromAnOldCodeHasTheFirstEditionsPuzzle() throws {
        let old = try #require(PuzzleCode(parsing: "2x3-2-animals-1A"))
        let sheet = try Worksheet.make(codes: [old], list: Self.animals, shownLanguage: nil)
        let firstEdition = Generator(shape: old.shape, edition: .first).generate(grade: .easy, seed: 42)
        #expect(sheet.puzzles[0].givens == firstEdition.puzzle.cells)
        #expect(sheet.puzzles[0].code == "2x3-2-animals-1A")
        #expect(Generator(shape: old.shape).generate(grade: .easy, seed: 42).puzzle != firstEdition.puzzle)
    }

    @Test func theAnswerKeyIsTheSolversSolution() throws {
        let sheet = try Self.nineByNine()
        let page = WorksheetPage(WorksheetHTML.render(sheet, options: WorksheetOptions(includesAnswers: true)))
        #expect(page.keyGrids.count == 3)
        for (puzzle, grid) in zip(sheet.puzzles, page.keyGrids) {
            guard case let .unique(solution) = ExactSolver(shape: puzzle.shape).solve(Board(shape: puzzle.shape, cells: puzzle.givens)) else {
                Issue.record("puzzle \(puzzle.code) has no unique solution")
                continue
            }
            for cell in 0..<81 {
                let pair = puzzle.pairs[Int(solution.cells[cell]) - 1]
                let printed = grid.rows[cell / 9][cell % 9]
                // The pupil's cells show the word to write; the givens show what the sheet showed.
                #expect(printed.text == (puzzle.givens[cell] == 0 ? pair.second[0] : pair.first[0]))
                #expect(printed.classes.contains("a") == (puzzle.givens[cell] == 0))
            }
        }
    }

    @Test func theSameSeedGivesTheSameBytesInEveryFormat() throws {
        let shape = try BoxShape(rows: 3, columns: 3)
        let again = try Worksheet.make(list: Self.frequency(), listName: "frequency-120", shape: shape, grade: .easy, count: 3, seed: 11, shownLanguage: nil)
        let other = try Worksheet.make(list: Self.frequency(), listName: "frequency-120", shape: shape, grade: .easy, count: 3, seed: 12, shownLanguage: nil)
        let options = WorksheetOptions(paper: .letter, includesAnswers: true, language: .fr)
        let sheet = try Self.nineByNine()
        #expect(WorksheetHTML.render(again, options: options) == WorksheetHTML.render(sheet, options: options))
        #expect(WorksheetMarkdown.render(again, options: options) == WorksheetMarkdown.render(sheet, options: options))
        #expect(WorksheetPlainText.render(again, options: options) == WorksheetPlainText.render(sheet, options: options))
        #expect(WorksheetHTML.render(other, options: options) != WorksheetHTML.render(sheet, options: options))
    }

    /// A list whose words are markup and terminal escapes.
    static let hostile = WordList(title: "<b>Tricks</b> & \"quotes\"", languages: ["en", "fr"], pairs: [
        WordPair(first: ["<script>alert('x')</script>"], second: ["a & b"]),
        WordPair(first: ["\u{1B}[31mred"], second: ["\"quoted\""]),
        WordPair(first: ["it's"], second: ["c'est|pipe"]),
        WordPair(first: ["*star*"], second: ["<i>"]),
    ])

    @Test func markupAndEscapesInWordsArePrintedAsText() throws {
        let sheet = try Worksheet.make(list: Self.hostile, listName: "tricks", shape: BoxShape(rows: 2, columns: 2),
                                       grade: .beginner, count: 1, seed: 4, shownLanguage: nil)
        // The escape is pair 2's given word: only a puzzle that gives it prints it.
        try #require(sheet.puzzles[0].givens.contains(2), "seed 4 gives no escape word: nothing here tests its printing")
        let html = WorksheetHTML.render(sheet, options: WorksheetOptions(includesAnswers: true))
        let page = WorksheetPage(html)
        #expect(page.error == nil)
        #expect(!html.contains("<script>") && !html.contains("<b>") && !html.contains("<i>") && !html.contains("\u{1B}"))
        #expect(html.contains("&lt;b&gt;Tricks&lt;/b&gt; &amp; &quot;quotes&quot;"))
        #expect(page.banks[0].sorted() == ["\"quoted\"", "<i>", "a & b", "c'est|pipe"])
        #expect(page.text.contains("<U+001B>[31mred"))
        let markdown = WorksheetMarkdown.render(sheet, options: WorksheetOptions(includesAnswers: true))
        #expect(markdown.contains("c\\'est\\|pipe") || markdown.contains("c'est\\|pipe"))
        #expect(!markdown.contains("<i>") && !markdown.contains("\u{1B}"))
        #expect(!WorksheetPlainText.render(sheet, options: WorksheetOptions(includesAnswers: true)).contains("\u{1B}"))
    }

    @Test func thePagesAreOnePerPuzzleThenTheKey() throws {
        let small = try Worksheet.make(list: Self.animals, listName: "animals", shape: BoxShape(rows: 2, columns: 2),
                                       grade: .beginner, count: 5, seed: 9, shownLanguage: nil)
        for (perPage, puzzlePages) in [(1, 5), (2, 3)] {
            let options = WorksheetOptions(puzzlesPerPage: perPage, includesAnswers: true)
            let page = WorksheetPage(WorksheetHTML.render(small, options: options))
            // Four 4×4 answer grids a page: two key pages for five puzzles.
            #expect(page.pages == Array(repeating: "page", count: puzzlePages) + ["page answers", "page answers"])
            #expect(options.pageCount(puzzles: 5, size: 4) == puzzlePages + 2)
        }
        // A 9×9 stays alone on its page whatever --per-page says; two answer grids a page.
        let options = WorksheetOptions(puzzlesPerPage: 2, includesAnswers: true)
        let nineByNine = try Self.nineByNine()
        #expect(WorksheetPage(WorksheetHTML.render(nineByNine, options: options)).pages.count == 5)
        #expect(options.pageCount(puzzles: 3, size: 9) == 5)
    }

    @Test func longWordsGetSmallerTypeButStayReadable() {
        let cell = 186.0 / 9
        func type(_ words: [String], cell: Double, size: Int, language: String = "fr") -> WorksheetLayout.WordType {
            WorksheetLayout.wordType(for: words.map { BreakableText($0, language: language) }, cell: cell, size: size)
        }
        let short = type(["chat", "chien"], cell: cell, size: 9)
        let long = type(["chat", "you (plural or formal)"], cell: cell, size: 9, language: "en")
        let unbreakable = type(["anticonstitutionnellement"], cell: cell, size: 9)
        #expect(long.font < short.font)
        #expect(long.font >= WorksheetLayout.readable && long.breaking == .never)
        #expect(unbreakable.font >= WorksheetLayout.smallest && unbreakable.breaking == .hyphenating)
        // At the size chosen, every word's lines fit the cell.
        let inner = WorksheetLayout.innerWidth(cell)
        let lines = try! #require(WorksheetLayout.lineCount(BreakableText("you (plural or formal)", language: "en"), font: long.font,
                                                            width: inner, breaking: .never))
        #expect(Double(lines) * long.font * WorksheetLayout.lineHeight <= inner)
        // A word too long for a 12×12 cell at a comfortable size is hyphenated there, where
        // French allows (`main-te-nant`), rather than the whole grid shrunk to tiny type.
        let twelve = 186.0 / 12
        let hyphenated = type(["un ami", "maintenant"], cell: twelve, size: 12)
        #expect(hyphenated == WorksheetLayout.WordType(font: WorksheetLayout.comfortable, breaking: .hyphenating))
        let segments = WorksheetLayout.segments(BreakableText("maintenant", language: "fr"), font: hyphenated.font,
                                                width: WorksheetLayout.innerWidth(twelve), breaking: hyphenated.breaking)
        #expect(segments.map(\.text) == ["main", "te", "nant"])
        #expect(WorksheetLayout.segments(BreakableText("un ami", language: "fr"), font: hyphenated.font,
                                         width: WorksheetLayout.innerWidth(twelve), breaking: hyphenated.breaking).map(\.text) == ["un", "ami"])
        // A 4×4 for children: large type.
        #expect(type(["cat", "dog"], cell: 38, size: 4, language: "en").font >= 10)
    }

    @Test func theLabelsAreInTheInterfacesLanguageAndTheWordsInTheLists() throws {
        let sheet = try Self.nineByNine()
        let french = WorksheetPage(WorksheetHTML.render(sheet, options: WorksheetOptions(includesAnswers: true, language: .fr))).text
        #expect(french.contains("Nom") && french.contains("Banque de mots (français)") && french.contains("Corrigé")
                && french.contains("Niveau 2 (facile)") && french.contains("Écrivez le mot en français"))
        #expect(french.contains("Grille 1 sur 3"))
        let english = WorksheetPage(WorksheetHTML.render(sheet, options: WorksheetOptions(language: .en))).text
        #expect(english.contains("Name") && english.contains("Word bank (French)") && english.contains("Grade 2 (easy)"))
        #expect(!english.contains("Corrigé") && !english.contains("Answers"))
    }

    @Test func markdownAndTextHoldTheCodesTheBanksAndTheAnswersWhenAsked() throws {
        let sheet = try Self.nineByNine()
        for render in [WorksheetMarkdown.render, WorksheetPlainText.render] {
            let without = render(sheet, WorksheetOptions())
            let with = render(sheet, WorksheetOptions(includesAnswers: true))
            for puzzle in sheet.puzzles {
                #expect(without.contains(puzzle.code))
                for word in puzzle.bankWords { #expect(without.contains(WorksheetMarkdown.escaped(word)) || without.contains(word)) }
            }
            #expect(!without.contains("Answers"))
            #expect(with.contains("Answers"))
        }
        // Markdown: one table row per grid row, a header and its rule.
        let markdown = WorksheetMarkdown.render(sheet, options: WorksheetOptions())
        #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("| **") }.count == 27)
    }

    @Test func printWorksheetsWritesTheHTMLIntoTheFolderAndSaysWhere() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("worksheet-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let entry = WordListLibrary.entry(named: "my list/../\u{1B}x", list: Self.animals)
        let path = try WorksheetFile.writeHTML(for: entry, shape: BoxShape(rows: 2, columns: 2), grade: .beginner, count: 2, seed: 5,
                                               shownLanguage: nil, options: WorksheetOptions(), into: directory)
        #expect(path == directory + "/worksheet-my-list-x-2x2-1-5.html")
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(WorksheetPage(html).puzzleGrids.count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["worksheet-my-list-x-2x2-1-5.html"])
        // Four pairs cannot fill a 9×9: said, and nothing written.
        #expect(throws: WorksheetFile.Failure.setup(.tooFewPairs(list: "tricks", pairs: 4, size: 9))) {
            try WorksheetFile.writeHTML(for: WordListLibrary.entry(named: "tricks", list: Self.hostile), shape: BoxShape(rows: 3, columns: 3), grade: .beginner, count: 1, seed: 5,
                                        shownLanguage: nil, options: WorksheetOptions(), into: directory)
        }
    }
}
