import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

@Suite("Game session", .timeLimit(.minutes(15)))
struct GameSessionTests {
    static let shapes = [(2, 2), (2, 3), (3, 3)].map { try! BoxShape(rows: $0.0, columns: $0.1) }

    @Test(arguments: shapes)
    func aGamePlayedToTheEndFinishesValid(shape: BoxShape) {
        let clock = FakeClock()
        var game = GameFixtures.session(shape)
        game.timer.start(at: clock.now())
        for cell in GameFixtures.emptyCells(game) {
            clock.time += 10
            let outcome = game.apply(.place(cell: cell, symbol: Int(game.solution[cell])), at: clock.now())
            guard case .placed(_, _, false, false, _) = outcome else { Issue.record("\(outcome)"); return }
        }
        #expect(game.isSolved)
        guard case .finished(let result) = game.apply(.finish, at: clock.now()) else { Issue.record("no result"); return }
        #expect(result.valid)
        #expect(result.mistakes == 0)
        #expect(result.seconds == 10 * game.cellsToFill)
        #expect(result.score > 0)
        #expect(game.apply(.undo, at: clock.now()) == .refused(.gameOver))
    }

    @Test func theSetupsShapeSharesItsTablesInsteadOfRebuildingThem() {
        let setup = GameFixtures.session(try! BoxShape(rows: 3, columns: 3)).setup
        #expect(setup.shape.geometry === setup.shape.geometry)
        #expect(setup.shape.geometry === (try! BoxShape(rows: 3, columns: 3)).geometry)
    }

    @Test func aGivenCellIsLocked() {
        var game = GameFixtures.session()
        let given = game.givens.firstIndex { $0 != 0 }!
        #expect(game.apply(.place(cell: given, symbol: 1), at: 0) == .refused(.givenCell(cell: given)))
        #expect(game.apply(.erase(cell: given), at: 0) == .refused(.givenCell(cell: given)))
        #expect(game.apply(.toggleNote(cell: given, symbol: 1), at: 0) == .refused(.givenCell(cell: given)))
        #expect(game.cells == game.givens)
    }

    @Test func everyMoveTypeIsUndoneAndRedone() {
        var game = GameFixtures.session(try! BoxShape(rows: 3, columns: 3))
        let empty = GameFixtures.emptyCells(game)
        let a = empty[0]
        let peer = empty.first { game.shape.peers(of: a).contains($0) }!
        let symbol = Int(game.solution[a])
        let moves: [Move] = [
            .toggleNote(cell: peer, symbol: symbol),          // a note in a peer
            .toggleNote(cell: a, symbol: 1),                   // a note in the cell itself
            .place(cell: a, symbol: symbol),                   // clears both notes
            .place(cell: a, symbol: symbol % 9 + 1),           // overwrite
            .erase(cell: a),
            .place(cell: empty[1], symbol: Int(game.solution[empty[1]])),
            .restart,
        ]
        var states = [game]
        for move in moves {
            let outcome = game.apply(move, at: 0)
            if case .refused = outcome { Issue.record("\(move) refused: \(outcome)") }
            states.append(game)
        }
        #expect(states[3].notes(at: peer).isEmpty, "placing a word clears the peers' notes of it")
        #expect(states[3].notes(at: a).isEmpty)
        #expect(states.last!.cells == game.givens)
        func board(_ s: GameSession) -> [[UInt32]] { [s.cells.map(UInt32.init), s.notes] }
        for i in stride(from: moves.count, to: 0, by: -1) {
            #expect(game.apply(.undo, at: 0) == .undone(moves[i - 1]))
            #expect(board(game) == board(states[i - 1]), "undo of \(moves[i - 1])")
        }
        #expect(game.apply(.undo, at: 0) == .refused(.nothingToUndo))
        for i in 1...moves.count {
            #expect(game.apply(.redo, at: 0) == .redone(moves[i - 1]))
            #expect(board(game) == board(states[i]), "redo of \(moves[i - 1])")
        }
        #expect(game.apply(.redo, at: 0) == .refused(.nothingToRedo))
    }

    @Test func aNewMoveForgetsWhatCouldBeRedone() {
        var game = GameFixtures.session()
        let cell = GameFixtures.emptyCells(game)[0]
        game.apply(.place(cell: cell, symbol: 1), at: 0)
        game.apply(.undo, at: 0)
        game.apply(.toggleNote(cell: cell, symbol: 2), at: 0)
        #expect(game.redoSteps.isEmpty)
    }

    @Test func peekIsRefusedAfterTheLimit() {
        var game = GameFixtures.session(peekLimit: 2)
        #expect(game.apply(.peek, at: 0) == .peek(left: 1))
        #expect(game.apply(.peek, at: 0) == .peek(left: 0))
        #expect(game.apply(.peek, at: 0) == .refused(.peekLimitReached(limit: 2)))
        #expect(game.peeksUsed == 2)
    }

    @Test func mistakesAreCountedIdenticallyInBothModes() {
        var results: [MistakeMode: (Int, [Int], GameResult?)] = [:]
        for mode in MistakeMode.allCases {
            var game = GameFixtures.session(try! BoxShape(rows: 2, columns: 3), mode: mode)
            let empty = GameFixtures.emptyCells(game)
            var flagged = 0
            for (i, cell) in empty.enumerated() {
                if i % 3 == 0, case .placed(_, _, true, let shown, _) = game.apply(.place(cell: cell, symbol: GameFixtures.wrongSymbol(game, cell)), at: 0) {
                    flagged += shown ? 1 : 0
                }
                game.apply(.place(cell: cell, symbol: Int(game.solution[cell])), at: 0)
            }
            game.apply(.undo, at: 0)   // undoing does not take a mistake back
            game.apply(.redo, at: 0)
            #expect(flagged == (mode == .immediate ? game.mistakes : 0))
            guard case .finished(let result) = game.apply(.finish, at: 0) else { Issue.record("no result"); return }
            results[mode] = (game.mistakes, game.mistakesBySymbol, result)
        }
        let immediate = results[.immediate]!, exam = results[.atFinish]!
        #expect(immediate.0 > 0)
        #expect(immediate.0 == exam.0)
        #expect(immediate.1 == exam.1)
        #expect(immediate.2 == exam.2)
    }

    /// The bank counts what is still to place: with mistakes shown, a wrong placement leaves its
    /// word's count as it was (one of that word is still to place); in exam mode every placement
    /// counts, so the bank does not give away which placement was wrong.
    @Test(arguments: MistakeMode.allCases)
    func theBankCountsWhatIsStillToPlace(mode: MistakeMode) {
        var game = GameFixtures.session(try! BoxShape(rows: 2, columns: 3), mode: mode)
        let n = game.shape.size
        let givenCounts = (1...n).map { symbol in n - game.givens.filter { Int($0) == symbol }.count }
        #expect(game.bankCounts == givenCounts)
        let empty = GameFixtures.emptyCells(game)
        let wrongCell = empty[0], rightCell = empty[1]
        let wrong = GameFixtures.wrongSymbol(game, wrongCell), right = Int(game.solution[rightCell])
        game.apply(.place(cell: wrongCell, symbol: wrong), at: 0)
        game.apply(.place(cell: rightCell, symbol: right), at: 0)
        var expected = givenCounts
        expected[right - 1] -= 1
        if mode == .atFinish { expected[wrong - 1] -= 1 }
        #expect(game.bankCounts == expected)
        // Putting the right word where the wrong one was takes one off the right word's count.
        game.apply(.place(cell: wrongCell, symbol: Int(game.solution[wrongCell])), at: 0)
        expected = givenCounts
        expected[right - 1] -= 1
        expected[Int(game.solution[wrongCell]) - 1] -= 1
        #expect(game.bankCounts == expected)
    }

    @Test func hintsAreCountedAndPointAtAWrongEntryFirst() {
        var game = GameFixtures.session()
        let cell = GameFixtures.emptyCells(game)[0]
        guard case .hint(.step(let cells, let symbol, let explanation)) = game.apply(.hint, at: 0) else { Issue.record("no step"); return }
        if let symbol { #expect(Int(game.solution[cells[0]]) == symbol) }
        #expect(explanation.en.contains("(") && explanation.fr.contains("("), "names its technique in both languages")
        game.apply(.place(cell: cell, symbol: GameFixtures.wrongSymbol(game, cell)), at: 0)
        #expect(game.apply(.hint, at: 0) == .hint(.wrongEntry(cell: cell)))
        // Immediate mode already marks the wrong word: pointing at it is free.
        #expect(game.hintsUsed == 1)
    }

    @Test func inExamModePointingAtAWrongWordIsAHint() {
        var game = GameFixtures.session(mode: .atFinish)
        let cell = GameFixtures.emptyCells(game)[0]
        game.apply(.place(cell: cell, symbol: GameFixtures.wrongSymbol(game, cell)), at: 0)
        #expect(game.apply(.hint, at: 0) == .hint(.wrongEntry(cell: cell)))
        #expect(game.hintsUsed == 1)
    }

    @Test func theSameHintAskedAgainIsNotCountedTwice() {
        var game = GameFixtures.session()
        let first = game.apply(.hint, at: 0)
        #expect(game.apply(.hint, at: 0) == first)
        #expect(game.hintsUsed == 1)
        // Once the board changes, a hint counts again.
        let cell = GameFixtures.emptyCells(game)[0]
        game.apply(.place(cell: cell, symbol: Int(game.solution[cell])), at: 0)
        game.apply(.hint, at: 0)
        #expect(game.hintsUsed == 2)
    }

    @Test func theTimerRunsOnlyWhilePlaying() {
        let clock = FakeClock(500)
        var game = GameFixtures.session()
        game.timer.start(at: clock.now())
        clock.time += 65
        game.timer.pause(at: clock.now())
        clock.time += 1000                      // paused: not counted
        #expect(game.timer.elapsed(at: clock.now()) == 65)
        game.timer.start(at: clock.now())
        clock.time += 10
        #expect(game.timer.elapsed(at: clock.now()) == 75)
        let saved = try! JSONDecoder().decode(GameSession.self, from: JSONEncoder().encode(game.snapshot(at: clock.now())))
        #expect(saved.timer.elapsed(at: 0) == 75)
        #expect(GameTimer.format(seconds: 75) == "01:15")
        #expect(GameTimer.format(seconds: 3600 + 62) == "1:01:02")
    }

    @Test func aSavedGameDecodesEqual() throws {
        var game = GameFixtures.session(try! BoxShape(rows: 3, columns: 3))
        let empty = GameFixtures.emptyCells(game)
        game.timer.start(at: 0)
        game.apply(.toggleNote(cell: empty[2], symbol: 4), at: 1)
        game.apply(.place(cell: empty[0], symbol: GameFixtures.wrongSymbol(game, empty[0])), at: 2)
        game.apply(.place(cell: empty[1], symbol: Int(game.solution[empty[1]])), at: 3)
        game.apply(.peek, at: 4)
        game.apply(.hint, at: 5)
        game.apply(.undo, at: 6)
        let snapshot = game.snapshot(at: 42)
        let decoded = try JSONDecoder().decode(GameSession.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
        #expect(decoded.redoSteps.count == 1)
        #expect(decoded.timer.elapsed(at: 0) == 42)
    }

    @Test func theScoreFollowsTheReadmeFormula() {
        // base 100 × 9 × 3 = 2700; par 40 cells × 20 s = 800 s; 400 s → bonus 1350;
        // 1 mistake −270, 1 hint −405, 2 peeks −270.
        #expect(Score.compute(valid: true, size: 9, grade: 3, cellsToFill: 40, seconds: 400, mistakes: 1, hints: 1, peeks: 2) == 2700 + 1350 - 270 - 405 - 270)
        #expect(Score.compute(valid: true, size: 9, grade: 3, cellsToFill: 40, seconds: 5000, mistakes: 0, hints: 0, peeks: 0) == 2700)
        #expect(Score.compute(valid: true, size: 4, grade: 1, cellsToFill: 8, seconds: 9999, mistakes: 50, hints: 0, peeks: 0) == 0)
        #expect(Score.compute(valid: false, size: 9, grade: 3, cellsToFill: 40, seconds: 1, mistakes: 0, hints: 0, peeks: 0) == 0)
    }

    @Test func cellNamesReadAsRowLetterAndColumnNumber() {
        let shape = try! BoxShape(rows: 3, columns: 4)
        #expect(CellName.text(0, shape: shape) == "A1")
        #expect(CellName.parse("c4", shape: shape) == shape.cell(row: 2, column: 3))
        #expect(CellName.parse("L12", shape: shape) == 143)
        #expect(CellName.parse("M1", shape: shape) == nil)
        #expect(CellName.parse("A13", shape: shape) == nil)
        #expect(CellName.parse("undo", shape: shape) == nil)
    }

    @Test func answersAreMatchedWithoutArticleCaseOrAccentsAndNeverCountAsMistakes() {
        let game = GameFixtures.session(try! BoxShape(rows: 3, columns: 3))
        let lookup = AnswerLookup(setup: game.setup)
        let pairs = game.setup.pairs
        let chat = pairs.firstIndex { $0.second[0] == "le chat" }! + 1
        #expect(lookup.match("le chat") == .exact(symbol: chat))
        #expect(lookup.match("  Le   CHAT ") == .exact(symbol: chat))
        #expect(lookup.match("chat") == .exact(symbol: chat))
        #expect(lookup.match("cat") == .otherLanguage(symbol: chat))
        #expect(lookup.match("ordinateur") == .notInPuzzle)
        if let accented = pairs.firstIndex(where: { $0.second[0].contains("è") }) {
            let word = pairs[accented].second[0]
            guard case let .corrected(symbol, correction) = lookup.match(word.replacingOccurrences(of: "è", with: "e")) else {
                Issue.record("no correction"); return
            }
            #expect(symbol == accented + 1)
            #expect(correction.expected == word)
            #expect(lookup.match(word.decomposedStringWithCanonicalMapping) == .exact(symbol: accented + 1))
        }
    }
}
