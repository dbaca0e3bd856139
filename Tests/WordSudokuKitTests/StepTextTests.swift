import Testing
import SudokuEngine
@testable import WordSudokuKit

/// Each technique's text, in both languages, is checked on its hand-made position by
/// `TechniqueExampleTests`; this suite checks the rest.
@Suite("Step text", .timeLimit(.minutes(15)))
struct StepTextTests {
    static let nine = try! BoxShape(rows: 3, columns: 3)

    @Test func valuesCanBeNamedByWords() throws {
        let example = try #require(TechniqueExample.all.first { $0.technique == .hiddenSingle })
        let step = try #require(example.step)
        let words = ["", "cat", "dog", "sun", "moon", "tree", "fish"]
        #expect(StepText.describe(step, shape: example.shape, symbol: { words[$0] }, language: .en)
                == "Box 3: tree can only go in D2 (hidden single)")
    }

    @Test func cellsAreNamedByRowLetterAndColumnNumber() throws {
        #expect(StepText.cellName(0, shape: Self.nine) == "A1")
        #expect(StepText.cellName(80, shape: Self.nine) == "I9")
        let big = try BoxShape(rows: 5, columns: 5)
        #expect(StepText.cellName(624, shape: big) == "Y25")
    }

    @Test func hintsAreExplained() {
        #expect(StepText.describe(Hint.wrongEntry(cell: 12), shape: Self.nine, symbol: { String($0) }, language: .en) == "B4 is wrong")
        #expect(StepText.describe(Hint.wrongEntry(cell: 12), shape: Self.nine, symbol: { String($0) }, language: .fr) == "B4 est fausse")
        #expect(StepText.describe(Hint.solved, shape: Self.nine, symbol: { String($0) }, language: .fr) == "La grille est résolue")
    }

    @Test func everyTechniqueHasANameInBothLanguages() {
        for technique in Technique.allCases {
            #expect(!StepText.name(of: technique, language: .en).isEmpty)
            #expect(!StepText.name(of: technique, language: .fr).isEmpty)
        }
        #expect(StepText.name(of: .hiddenSingle, language: .fr) == "singleton caché")
    }
}
