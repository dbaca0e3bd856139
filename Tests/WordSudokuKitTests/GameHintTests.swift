import Testing
import SudokuEngine
@testable import WordSudokuKit

@Suite("Game hints", .timeLimit(.minutes(15)))
struct GameHintTests {
    static let nine = try! BoxShape(rows: 3, columns: 3)

    static func setup(_ shape: BoxShape) -> GameSetup {
        GameSetup(shape: shape, grade: .hard, listName: "animals", languages: ["en", "fr"],
                  pairs: Array(GameFixtures.animals.pairs.prefix(shape.size)), shownSide: .first, mode: .immediate,
                  peekLimit: 2, player: "ada", seed: 7, code: "\(shape)-4-animals-7")
    }

    /// Real puzzles whose first logical step only removes candidates: a hint that stopped there
    /// would be shown again and again, since the board does not change.
    @Test func aHintMovesOnPastStepsThatOnlyRemoveCandidates() {
        let shape = Self.nine
        var found = 0
        for index in 0..<95 where found < 4 {
            let puzzle = GameFixtures.puzzle("9x9-hard-top95.txt", shape: shape, index: index)
            let first = Hints.next(givens: Board(shape: shape, cells: puzzle.givens), current: Board(shape: shape, cells: puzzle.givens),
                                   solution: Board(shape: shape, cells: puzzle.solution))
            guard case let .step(step) = first, step.placements.isEmpty else { continue }
            found += 1
            let hint = HintFinder.next(setup: Self.setup(shape), givens: puzzle.givens, cells: puzzle.givens, solution: puzzle.solution)
            guard case let .step(cells, symbol, explanation) = hint else {
                Issue.record("puzzle \(index): \(hint)")
                continue
            }
            // The hint ends by placing the solution's word, and explains the step that led there first.
            #expect(symbol == Int(puzzle.solution[cells[0]]), "puzzle \(index)")
            let firstText = StepText.describe(step, shape: shape, symbol: { "“" + Self.setup(shape).answerWord($0) + "”" }, language: .en)
            // Each step its own sentence: the first step's text ends at a full stop.
            #expect(explanation.en.hasPrefix(firstText + ". "), "puzzle \(index): \(explanation.en)")
            let firstFrench = StepText.describe(step, shape: shape, symbol: { "« " + Self.setup(shape).answerWord($0) + " »" }, language: .fr)
            #expect(explanation.fr.hasPrefix(firstFrench + ". "), "puzzle \(index): \(explanation.fr)")
            #expect(explanation.fr != explanation.en)
        }
        #expect(found > 0, "no puzzle of the set starts with an elimination")
    }

    @Test func aHintOnASinglesPuzzleIsOneStepThatPlacesAWord() {
        let shape = Self.nine
        let puzzle = GameFixtures.puzzle("9x9-easy50.txt", shape: shape)
        let hint = HintFinder.next(setup: Self.setup(shape), givens: puzzle.givens, cells: puzzle.givens, solution: puzzle.solution)
        guard case let .step(cells, symbol, _) = hint else { Issue.record("\(hint)"); return }
        #expect(symbol == Int(puzzle.solution[cells[0]]))
        #expect(puzzle.givens[cells[0]] == 0)
    }
}
