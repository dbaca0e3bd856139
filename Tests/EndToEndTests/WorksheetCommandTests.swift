import Foundation
import Testing

/// `word-sudoku worksheet` run as a teacher runs it.
@Suite("worksheet command", .timeLimit(.minutes(15)))
struct WorksheetCommandTests {

    /// The codes a sheet prints (`Code 2x2-1-animals-7` in the text format).
    static func codes(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: " · Code ") else { return nil }
            return String(line[range.upperBound...])
        }
    }

    @Test func aSeededSheetIsTheSameBytesOnStandardOutputAndInItsFile() throws {
        let home = PlayScript.temporaryHome()
        let arguments = try ["worksheet", "--words", Binary.wordList("frequency-120.json"), "--size", "9", "--grade", "2", "--count", "2", "--seed", "40", "--answers"]
        let first = try Binary.run(arguments, environment: ["WORD_SUDOKU_HOME": home])
        #expect(first.status == 0)
        #expect(first.stderr.isEmpty)
        #expect(first.stdout.hasPrefix("<!DOCTYPE html>\n"))
        #expect(first.stdout.components(separatedBy: "<table class=\"grid\"").count - 1 == 2)
        #expect(first.stdout.components(separatedBy: "<table class=\"grid key\"").count - 1 == 2)
        let file = home + "/sheet.html"
        let written = try Binary.run(arguments + ["-o", file], environment: ["WORD_SUDOKU_HOME": home])
        #expect(written.status == 0)
        #expect(written.stdout == "Wrote 2 puzzles to \(file)\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == first.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.contains(".tmp.") }.isEmpty)
    }

    @Test func withoutASeedOneIsDrawnAndSaidOnStandardError() throws {
        let result = try Binary.run(["worksheet", "--words", "animals", "--size", "4", "--format", "text"])
        #expect(result.status == 0)
        let seed = try #require(result.stderr.split(separator: " ").dropFirst(2).first.flatMap { UInt64($0) })
        #expect(result.stderr == "word-sudoku: seed \(seed) (use --seed \(seed) to make these puzzles again)\n")
        let again = try Binary.run(["worksheet", "--words", "animals", "--size", "4", "--format", "text", "--seed", String(seed)])
        #expect(again.stdout == result.stdout)
    }

    /// Two a page asked for 9×9 puzzles: they stay one a page, and it is said (it was silent).
    @Test func twoAPageForLargeGridsIsSaid() throws {
        let big = try Binary.run(["worksheet", "--words", "animals", "--size", "9", "--seed", "5", "--per-page", "2", "--format", "text", "--lang", "en"])
        #expect(big.status == 0)
        #expect(big.stderr.contains("--per-page 2 puts two 4×4 or 6×6 puzzles on a page; the 9×9 ones stay one a page"), "\(big.stderr)")
        let small = try Binary.run(["worksheet", "--words", "animals", "--size", "6", "--seed", "5", "--per-page", "2", "--format", "text"])
        #expect(small.status == 0 && !small.stderr.contains("per-page"), "\(small.stderr)")
    }

    @Test func theCodeOnTheSheetPlaysThePuzzleOnTheSheet() throws {
        let sheet = try Binary.run(["worksheet", "--words", "animals", "--size", "6", "--seed", "77", "--format", "md"])
        #expect(sheet.status == 0)
        let codeLine = try #require(sheet.stdout.split(separator: "\n").first { $0.hasPrefix("Grade ") })
        let code = try #require(codeLine.components(separatedBy: "**").dropFirst().first)
        #expect(code.hasPrefix("g2-2x3-"))
        // The givens per row, as the sheet's Markdown table prints them (`**cat**`).
        let sheetRows = sheet.stdout.split(separator: "\n").filter { $0.hasPrefix("| **") }.map { row in
            row.components(separatedBy: " | ").dropFirst().map { $0.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: " |", with: "") }
                .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }
        #expect(sheetRows.count == 6)
        #expect(sheetRows.joined().count >= 8)
        let game = try Binary.run(["play", "--code", code, "--plain", "--show", "en"], input: "quit discard\n",
                                  environment: ["WORD_SUDOKU_HOME": PlayScript.temporaryHome()])
        #expect(game.status == 0)
        #expect(game.stdout.contains("code \(code)"))
        // The line-mode board prints the givens in brackets, row A to F.
        let boardRows = game.stdout.split(separator: "\n").filter { $0.count > 1 && "ABCDEF".contains($0.first!) && $0.dropFirst().first == " " }
            .prefix(6).map { row in
                row.components(separatedBy: "[").dropFirst().map { String($0.prefix { $0 != "]" }) }
            }
        #expect(boardRows.map { $0 } == sheetRows.map { Array($0) })
    }

    @Test func severalCodesMakeOneSheetInTheirOrder() throws {
        let text = try Binary.run(["worksheet", "--words", "animals", "--size", "4", "--count", "3", "--seed", "5", "--format", "text"])
        let codes = Self.codes(in: text.stdout)
        #expect(codes.count == 3)
        let again = try Binary.run(["worksheet", "--format", "text", "--code", codes[2], "--code", codes[0]])
        #expect(again.status == 0)
        #expect(Self.codes(in: again.stdout) == [codes[2], codes[0]])
    }

    @Test func labelsFollowLangAndTheWordsStayTheLists() throws {
        let result = try Binary.run(["worksheet", "--words", "animals", "--size", "4", "--seed", "1", "--lang", "fr", "--answers", "--format", "text"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Nom\u{00A0}: "))
        #expect(result.stdout.contains("Banque de mots (français)"))
        #expect(result.stdout.contains("Corrigé"))
        #expect(result.stdout.contains("le chat") || result.stdout.contains("le chien") || result.stdout.contains("la poule"))
        let english = try Binary.run(["worksheet", "--words", "animals", "--size", "4", "--seed", "1", "--show", "fr", "--format", "text"])
        #expect(english.stdout.contains("Write the English word in each empty cell"))
        #expect(english.stdout.contains("--show fr"))
    }

    @Test(arguments: [
        (["--count", "0"], "option “--count” expects a whole number from 1 to 100, got “0”"),
        (["--count", "101"], "option “--count” expects a whole number from 1 to 100, got “101”"),
        (["--paper", "a5"], "option “--paper” expects a4 or letter, got “a5”"),
        (["--format", "pdf"], "option “--format” expects html, md, text or web, got “pdf”"),
        (["--per-page", "3"], "option “--per-page” expects a whole number from 1 to 2, got “3”"),
        (["--code", "2x2-1-animals-7", "--seed", "3"], "give --seed or --code, not both"),
        (["--size", "4", "--box", "2x2"], "give either “--box” or “--size”, not both"),
        (["--code", "nonsense"], "“nonsense” is not a puzzle code"),
    ])
    func aWrongOptionIsAUsageErrorOnOneLine(_ options: [String], _ message: String) throws {
        let result = try Binary.run(["worksheet", "--words", "animals"] + options)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aListTooShortOrMissingSaysSoWithItsStatus() throws {
        let home = PlayScript.temporaryHome()
        let file = home + "/three.tsv"
        try "en\tfr\ncat\tle chat\ndog\tle chien\nhen\tla poule\n".write(toFile: file, atomically: true, encoding: .utf8)
        let short = try Binary.run(["worksheet", "--words", file, "--size", "4", "--seed", "1"], environment: ["WORD_SUDOKU_HOME": home])
        #expect(short.status == 65)
        #expect(short.stdout.isEmpty)
        let missing = try Binary.run(["worksheet", "--words", home + "/nothing.tsv", "--seed", "1"], environment: ["WORD_SUDOKU_HOME": home])
        #expect(missing.status == 66)
    }

    @Test func aFileThatCannotBeWrittenIsStatus73AndNothingIsLeft() throws {
        let home = PlayScript.temporaryHome()
        let folder = home + "/sheet.html"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try Binary.run(["worksheet", "--words", "animals", "--size", "4", "--seed", "1", "-o", folder], environment: ["WORD_SUDOKU_HOME": home])
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).sorted() == ["sheet.html"])
    }

    // MARK: --format web

    @Test func theWebPageHoldsThePuzzlesOfItsCodesAndNotTheirAnswers() throws {
        let home = PlayScript.temporaryHome()
        let text = try Binary.run(["worksheet", "--words", "animals", "--size", "6", "--seed", "12", "--count", "2", "--format", "text"])
        let codes = Self.codes(in: text.stdout)
        #expect(codes.count == 2)
        let file = home + "/play.html"
        let result = try Binary.run(["worksheet", "--format", "web", "--lang", "fr", "-o", file] + codes.flatMap { ["--code", $0] },
                                    environment: ["WORD_SUDOKU_HOME": home])
        #expect(result.status == 0)
        #expect(result.stdout == "2 grilles écrites dans \(file)\n")
        let page = try String(contentsOfFile: file, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"fr\">"))
        for code in codes { #expect(page.contains("\"code\":\"\(code)\"")) }
        // Self-contained: no address the page would fetch.
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains(" src="))
        // The same codes make the same bytes.
        let again = try Binary.run(["worksheet", "--format", "web", "--lang", "fr"] + codes.flatMap { ["--code", $0] })
        #expect(again.stdout == page)
    }

    @Test func theWebPageRefusesTheAnswerKey() throws {
        let result = try Binary.run(["worksheet", "--words", "animals", "--size", "4", "--seed", "1", "--format", "web", "--answers"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("the web page keeps its answers hidden"))
    }

    /// `--mode` as `play` takes it: an exam page says so in its data; a printed sheet refuses it
    /// (it shows no mistakes), and so does a mode that is neither.
    @Test func theWebPageTakesTheMistakeModeAndPaperRefusesIt() throws {
        let home = PlayScript.temporaryHome()
        let exam = try Binary.run(["worksheet", "--words", "animals", "--size", "4", "--seed", "1", "--format", "web", "--mode", "at-finish"],
                                  environment: ["WORD_SUDOKU_HOME": home])
        #expect(exam.status == 0)
        #expect(exam.stdout.contains("\"mode\":\"at-finish\""))
        let usual = try Binary.run(["worksheet", "--words", "animals", "--size", "4", "--seed", "1", "--format", "web"],
                                   environment: ["WORD_SUDOKU_HOME": home])
        #expect(usual.stdout.contains("\"mode\":\"immediate\""))
        for arguments in [["--format", "html", "--mode", "at-finish"], ["--format", "web", "--mode", "later"]] {
            let refused = try Binary.run(["worksheet", "--words", "animals", "--size", "4", "--seed", "1"] + arguments,
                                         environment: ["WORD_SUDOKU_HOME": home])
            #expect(refused.status == 2, "\(arguments)")
            #expect(refused.stdout.isEmpty && refused.stderr.contains("--mode"), "\(arguments)")
        }
    }

    @Test func aWebPageThatCannotBeWrittenIsStatus73() throws {
        let home = PlayScript.temporaryHome()
        let folder = home + "/play.html"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try Binary.run(["worksheet", "--words", "animals", "--size", "4", "--seed", "1", "--format", "web", "-o", folder],
                                    environment: ["WORD_SUDOKU_HOME": home])
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "word-sudoku: \(folder) is not a regular file; left alone\n")
    }
}
