import SudokuEngine
import Testing
@testable import WordSudokuKit

@Suite("Puzzle codes", .timeLimit(.minutes(15)))
struct PuzzleCodeTests {
    @Test func aCodeReadsBackTheSame() {
        let code = PuzzleCode(edition: .first, shape: try! BoxShape(rows: 2, columns: 3), grade: .medium,
                              listName: "weather-and-seasons", seed: 7_654_321)
        #expect(code.description == "2x3-3-weather-and-seasons-79JXH")
        #expect(PuzzleCode(parsing: code.description) == code)
        #expect(PuzzleCode(parsing: "2X3-3-weather-and-seasons-79jxh") == code)
        let withWords = PuzzleCode(edition: .first, shape: try! BoxShape(rows: 2, columns: 2), grade: .easy, listName: "animals",
                                   seed: 1, wordIndices: [3, 40, 0, 7])
        #expect(withWords.description == "2x2-2-animals-1.03180007")
        #expect(PuzzleCode(parsing: withWords.description) == withWords)
    }

    @Test func aNewCodeLeadsWithItsEdition() {
        let code = PuzzleCode(shape: try! BoxShape(rows: 2, columns: 3), grade: .medium, listName: "weather-and-seasons", seed: 7_654_321)
        #expect(code.edition == .newest)
        #expect(code.description == "g4-2x3-3-weather-and-seasons-79JXH")
        #expect(PuzzleCode(parsing: code.description) == code)
        #expect(PuzzleCode(parsing: "G4-2x3-3-weather-and-seasons-79jxh") == code)
    }

    /// Codes handed out before editions existed have no mark: they mean the first edition.
    @Test func aCodeWithoutAnEditionMeansTheFirst() {
        #expect(PuzzleCode(parsing: "2x3-3-weather-and-seasons-79JXH")?.edition == .first)
        #expect(PuzzleCode(parsing: "3x3-1-g2-79JXH")?.listName == "g2")
    }

    /// An edition this program does not know is a newer program's: not a code here, rather than
    /// another puzzle under the same code.
    @Test(arguments: ["g1-2x3-3-animals-79JXH", "g5-2x3-3-animals-79JXH", "g-2x3-3-animals-79JXH", "g2-animals-79JXH", "g2-"])
    func anUnknownEditionIsNotACode(text: String) {
        #expect(PuzzleCode(parsing: text) == nil)
    }

    /// A code made before editions plays the puzzle it always played (pinned in the first
    /// edition's golden puzzles), and the same seed under the newest edition's mark may not.
    @Test func anOldCodeStillPlaysItsOldPuzzle() throws {
        let list = BuiltInWordLists.named("animals")!.list
        let code = try #require(PuzzleCode(parsing: "2x3-2-animals-1A"))
        let session = try GameFactory.makeSession(shape: code.shape, grade: code.grade, listName: code.listName, list: list,
                                                  shownLanguage: "en", mode: .immediate, peekLimit: nil, player: "ada",
                                                  seed: code.seed, wordIndices: code.wordIndices, edition: code.edition)
        let firstEdition = Generator(shape: code.shape, edition: .first).generate(grade: .easy, seed: 42)
        #expect(session.givens == firstEdition.puzzle.cells)
        #expect(session.setup.code == "2x3-2-animals-1A")
        #expect(PuzzleCode.decode("1A") == 42)
    }

    @Test func twoByThreeAndThreeByTwoAreDifferentCodes() {
        let wide = PuzzleCode(shape: try! BoxShape(rows: 2, columns: 3), grade: .beginner, listName: "animals", seed: 5)
        let tall = PuzzleCode(shape: try! BoxShape(rows: 3, columns: 2), grade: .beginner, listName: "animals", seed: 5)
        #expect(wide.description != tall.description)
        #expect(PuzzleCode(parsing: tall.description)?.shape.boxRows == 3)
    }

    @Test(arguments: ["", "2x3", "2x3-9-animals-1", "2x3-1--1", "7x7-1-animals-1", "2x3-1-animals-U!", "2x3-1-animals-1.123"])
    func malformedCodesAreRejected(text: String) {
        #expect(PuzzleCode(parsing: text) == nil)
    }

    @Test func aCodeRebuildsTheSamePuzzleAndWords() throws {
        let list = BuiltInWordLists.named("animals")!.list
        let weights = list.pairs.indices.map { $0 % 5 == 0 ? 16 : 1 }
        let first = try GameFactory.makeSession(shape: try BoxShape(rows: 3, columns: 2), grade: .easy, listName: "animals", list: list,
                                                shownLanguage: "en", mode: .immediate, peekLimit: nil, player: "ada",
                                                seed: 123_456, weights: weights)
        let code = try #require(PuzzleCode(parsing: first.setup.code))
        let again = try GameFactory.makeSession(shape: code.shape, grade: code.grade, listName: code.listName, list: list,
                                                shownLanguage: "en", mode: .immediate, peekLimit: nil, player: "bob",
                                                seed: code.seed, wordIndices: code.wordIndices, edition: code.edition)
        #expect(again.givens == first.givens)
        #expect(again.solution == first.solution)
        #expect(again.setup.pairs == first.setup.pairs)
        #expect(again.setup.code == first.setup.code)
    }

    @Test func aListTooSmallForTheGridSaysWhatToDo() throws {
        let list = WordList(title: "t", languages: ["en", "fr"], pairs: (0..<6).map { WordPair(first: ["w\($0)"], second: ["m\($0)"]) })
        #expect(throws: GameSetupError.tooFewPairs(list: "tiny", pairs: 6, size: 9)) {
            try GameFactory.makeSession(shape: try BoxShape(rows: 3, columns: 3), grade: .easy, listName: "tiny", list: list,
                                        shownLanguage: nil, mode: .immediate, peekLimit: nil, player: "a", seed: 1)
        }
        #expect(GameSetupError.tooFewPairs(list: "tiny", pairs: 6, size: 9).description
                == "tiny has 6 pairs; a 9×9 grid needs 9 — choose 6×6, or add 3 pairs")
    }

    @Test(arguments: [
        "2x2-1-animals-K7.8000000000000000000000000100000000000020000000000003",  // an index of 2^63
        "2x2-1-animals-K7.FZZZZZZZZZZZZ000000000000100000000000020000000000003",  // 2^64 - 1
        "2x2-1-animals-K7.ZZZZZZZZZZZZZZ0000000000000100000000000002000000000000003",  // 14 digits each
        "4294967296x4294967296-1-animals-K7", "2x2-0-animals-K7", "2x2-99-animals-K7", "2x2-1-animals-ZZZZZZZZZZZZZ",
    ])
    func aCodeWithAnAbsurdFieldIsNotACode(text: String) {
        #expect(PuzzleCode(parsing: text) == nil)
    }

    /// A pupil whose program is older than the teacher's gets told to update, not that the
    /// code is wrong; a known edition or a code without one is no such case.
    @Test func aCodeOfANewerEditionSaysToUpdate() {
        #expect(PuzzleCode(parsing: "g5-2x3-3-animals-79JXH") == nil)
        #expect(PuzzleCode.unknownEdition(in: "g5-2x3-3-animals-79JXH") == 5)
        #expect(PuzzleCode.unknownEdition(in: "G12-3x3-1-x-1") == 12)
        for text in ["g2-2x3-3-animals-79JXH", "g3-2x3-3-animals-79JXH", "g4-2x3-3-animals-79JXH", "2x3-3-animals-79JXH", "g1-2x3-3-animals-1", "g-2x3", "gx3-2x3", "g+3-2x3", ""] {
            #expect(PuzzleCode.unknownEdition(in: text) == nil, "\(text)")
        }
        let text = GameText.setupError(.badCode("g5-2x3-3-animals-79JXH"))
        #expect(text.en == "“g5-2x3-3-animals-79JXH” was made by a newer word-sudoku (puzzle edition 5; this one plays editions 1 to 4): update word-sudoku to play it")
        #expect(text.fr.contains("mettez word-sudoku à jour"))
        #expect(GameText.setupError(.badCode("g1-2x3-3-animals-1")).en.contains("is not a puzzle code"))
    }
}
