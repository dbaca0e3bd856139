import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// Word lists → a list → *Print worksheets*, driven by keystrokes: the sheet is written into
/// the worksheets folder at the New game form's size and level, and the screen says where.
@Suite("Print worksheets on screen", .timeLimit(.minutes(15)))
struct PrintWorksheetsTests {
    @Test func aListsWorksheetsAreWrittenAndTheScreenSaysWhere() throws {
        let teacher = try ListEditorTests.Teacher()
        let folder = teacher.store.directory + "/worksheets"
        #expect(teacher.app.services.worksheetDirectory == folder)  // the data folder's worksheets/
        teacher.openWordLists()
        teacher.choose("animals")
        teacher.press(.enter)
        #expect(teacher.screen.contains("Print worksheets"))
        teacher.press(.down, .enter)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1)
        let file = try #require(files.first)
        let shape = teacher.app.newGame.shape
        #expect(file.hasPrefix("worksheet-animals-\(shape)-\(teacher.app.newGame.grade.rawValue)-") && file.hasSuffix(".html"))
        // The screen names the file (its path cut from the left when it is long).
        #expect(teacher.screen.contains("4 puzzles \(shape.size)×\(shape.size)"))
        #expect(teacher.screen.contains(file))
        // Four puzzles, then their answer key.
        let html = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        #expect(html.components(separatedBy: "<table class=\"grid\"").count - 1 == 4)
        #expect(html.components(separatedBy: "<table class=\"grid key\"").count - 1 == 4)
    }

    @Test func aListTooShortForTheFormsSizeIsPrintedAtTheLargestItFills() throws {
        let tsv = "en\tfr\ncat\tle chat\ndog\tle chien\nfish\tle poisson\nbird\tl’oiseau\nfox\tle renard\n"
        let teacher = try ListEditorTests.Teacher(files: ["pets.tsv": tsv])
        let folder = teacher.store.directory + "/worksheets"
        #expect(teacher.app.services.worksheetDirectory == folder)  // the data folder's worksheets/
        teacher.openWordLists()
        teacher.choose("pets")
        teacher.press(.enter, .down, .enter)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
        #expect(file.hasPrefix("worksheet-pets-2x2-"))
        #expect(teacher.screen.contains("4 puzzles 4×4"))
    }

    @Test func withoutAFolderThereIsNoPrinting() throws {
        let teacher = try ListEditorTests.Teacher()
        teacher.app.services.worksheetDirectory = nil
        teacher.openWordLists()
        teacher.choose("animals")
        teacher.press(.enter)
        #expect(!teacher.screen.contains("Print worksheets"))
    }
}

/// The screens' word wrap keeps French punctuation with its word.
@Suite("Wrapping French text", .timeLimit(.minutes(15)))
struct FrenchWrapTests {
    @Test func aColonNeverStartsALine() {
        let text = "Une fiche de 4 grilles 6×6 (débutant) et corrigé ; ouvrez-la dans un navigateur pour l’imprimer :"
        let lines = TextWrap.lines(text, width: 96)
        #expect(lines == ["Une fiche de 4 grilles 6×6 (débutant) et corrigé ; ouvrez-la dans un navigateur pour",
                          "l’imprimer :"])
        #expect(TextWrap.lines("Vraiment ? Oui !", width: 9) == ["Vraiment ?", "Oui !"])
    }

    /// « stays with the word after it, as » with the word before: a line never ends with «.
    @Test func anOpeningQuoteNeverEndsALine() {
        #expect(TextWrap.lines("avec « play --code »", width: 7) == ["avec", "« play", "--code »"])
    }
}
