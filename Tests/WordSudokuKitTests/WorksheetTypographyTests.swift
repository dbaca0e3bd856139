import SudokuEngine
import Testing
@testable import WordSudokuKit

/// French typography on French sheets (issue 26, item 6): `Nom :`, with a no-break space
/// before the colon, in every format; `Name:` on English sheets.
@Suite("Worksheets: French typography", .timeLimit(.minutes(5)))
struct WorksheetTypographyTests {
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
}
