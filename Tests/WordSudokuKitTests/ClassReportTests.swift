import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// `class report`: the result codes a class brings back from the web page, read into a report.
@Suite("Class report", .timeLimit(.minutes(15)))
struct ClassReportTests {
    static func puzzle(seed: UInt64) throws -> WorksheetPuzzle {
        try Worksheet.make(list: WorksheetTests.animals, listName: "animals", shape: BoxShape(rows: 2, columns: 2),
                           grade: .beginner, count: 1, seed: seed, shownLanguage: nil).puzzles[0]
    }

    static func code(_ puzzle: WorksheetPuzzle, name: String, missed: [Int], mistakes: Int = 1) -> ResultCode {
        ResultCode(code: puzzle.code, shown: "en", name: name, solved: true, seconds: 100, mistakes: mistakes, peeks: 1, missed: missed)
    }

    @Test func linesAreReadSkippingCommentsAndListingTheOnesNotRead() throws {
        let puzzle = try Self.puzzle(seed: 3)
        let good = Self.code(puzzle, name: "Ann", missed: [0]).text
        let edited = good.replacingOccurrences(of: "~100~", with: "~10~")
        let (results, rejected) = ClassReport.read("# 5B\n\n  \(good)  \n\(edited)\nhello\n")
        #expect(results.map(\.line) == [3])
        #expect(results.first?.result.name == "Ann")
        // A line whose check fails names the pupil it claims (the teacher knows whom to ask).
        #expect(rejected == [ClassReport.Rejected(line: 4, problem: .badCheck, name: "Ann"), ClassReport.Rejected(line: 5, problem: .malformed)])
        #expect(ClassReportText.rejected(rejected[0]).en == "line 4 (Ann): the check does not match (a typo or an edit?)")
        #expect(ClassReportText.rejected(rejected[0]).fr == "ligne 4 (Ann) : la clé de contrôle ne correspond pas (une faute de frappe, une modification ?)")
        // A hostile name is cleaned and escaped like any name shown.
        let hostile = good.replacingOccurrences(of: "~Ann~", with: "~Zo\u{1B}[2J~")
        let named = ClassReport.read(hostile).rejected
        #expect(named.count == 1 && !ClassReportText.rejected(named[0]).en.contains("\u{1B}"))
    }

    @Test func theScoreIsTheGamesAndTheMostMissedWordsCountEachPupilOnce() throws {
        let puzzle = try Self.puzzle(seed: 3)
        let bank = WebPage.bank(puzzle)
        let rows = [
            ClassReport.Row(line: 1, result: Self.code(puzzle, name: "Ann", missed: [0, 2]), puzzle: puzzle, languages: ["en", "fr"]),
            ClassReport.Row(line: 2, result: Self.code(puzzle, name: "Ben", missed: [2], mistakes: 3), puzzle: puzzle, languages: ["en", "fr"]),
            ClassReport.Row(line: 3, result: Self.code(puzzle, name: "ann", missed: [2]), puzzle: puzzle, languages: ["en", "fr"]),
            ClassReport.Row(line: 4, result: Self.code(puzzle, name: "Cy", missed: [1]), puzzle: nil, languages: ["en", "fr"]),
        ]
        let report = ClassReport(rows: rows, rejected: [])
        let cells = puzzle.givens.filter { $0 == 0 }.count
        #expect(rows[1].score == Score.compute(valid: true, size: 4, grade: 1, cellsToFill: cells, seconds: 100, mistakes: 3, hints: 0, peeks: 1))
        #expect(rows[3].score == nil && rows[3].missedPairs.isEmpty)
        let most = report.mostMissed
        #expect(most.map(\.pupils) == [2, 1])
        #expect(most.map { $0.pair.shown(.second) } == [bank[2].word, bank[0].word])
        let list = try #require(report.missedList(named: "missed"))
        #expect(list.languages == ["en", "fr"])
        #expect(list.pairs.map { $0.shown(.second) } == [bank[2].word, bank[0].word])
        let html = ClassReportHTML.render(report, language: .fr)
        #expect(html.contains("<h1>Bilan de la classe</h1>"))
        #expect(html.contains(HTMLText.escaped(bank[2].word)))
        #expect(html.contains("<th>Erreurs montrées</th>") && html.contains("<td>aussitôt</td>") && !html.contains("examen"))
        var exam = Self.code(puzzle, name: "Dee", missed: [])
        exam.mode = .atFinish
        let examHTML = ClassReportHTML.render(ClassReport(rows: [ClassReport.Row(line: 1, result: try ResultCode.parse(exam.text), puzzle: puzzle,
                                                                                 languages: ["en", "fr"])], rejected: []), language: .en)
        #expect(examHTML.contains("<td>at the finish (exam)</td>"))
        // An unsolved grid scores 0, written as a number (not "00", as a time's seconds are).
        var unsolved = Self.code(puzzle, name: "Eve", missed: [])
        unsolved.solved = false
        unsolved.peeks = 2
        let unsolvedHTML = ClassReportHTML.render(ClassReport(rows: [ClassReport.Row(line: 1, result: unsolved, puzzle: puzzle, languages: ["en", "fr"])],
                                                              rejected: []), language: .en)
        #expect(unsolvedHTML.contains("<td class=\"number\">2</td><td class=\"number\">0</td>"))
    }

    @Test func namesFromCodesAreEscapedInTheReport() throws {
        let puzzle = try Self.puzzle(seed: 3)
        let result = ResultCode(code: puzzle.code, shown: "en", name: "<b>Eve</b> & \u{1B}[31m", solved: false, seconds: 5,
                                mistakes: 0, peeks: 0, missed: [])
        #expect(try ResultCode.parse(result.text) == result)
        let html = ClassReportHTML.render(ClassReport(rows: [ClassReport.Row(line: 1, result: result, puzzle: puzzle, languages: ["en", "fr"])],
                                                      rejected: []), language: .en)
        #expect(!html.contains("<b>Eve") && !html.contains("\u{1B}"))
        #expect(html.contains("&lt;b&gt;Eve&lt;/b&gt; &amp;"))
    }
}
