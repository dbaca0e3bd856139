import Foundation
import SudokuEngine
import Testing
import WordSudokuKit
@testable import TerminalUI

/// The solver screen driven by keystrokes: givens typed or pasted into an empty grid, solved
/// (one solution, several, none) and explained step by step, read back from the rendered screen.
@Suite("Solver screen", .timeLimit(.minutes(15)))
struct SolverScreenTests {
    /// `9x9-easy50.txt`, line 1.
    static let easy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
    /// `gen-box-2x3.txt`, line 1 (a 6×6 with boxes of 2 rows × 3 columns).
    static let sixBySix = "..2.36..4...2..1.3............6.3.12"

    /// An app on the solver screen, its grid of `rows` × `columns` boxes.
    final class Solver {
        let store = Fixtures.Store()
        var app: TerminalApp
        let width: Int, height: Int

        init(rows: Int = 3, columns: Int = 3, language: UILanguage = .en, width: Int = 80, height: Int = 24) throws {
            let services = GameServices.test(store: store)
            app = TerminalApp(settings: AppSettings(language: language), services: services)
            self.width = width
            self.height = height
            while app.menuItems[app.menuIndex] != .solve { press(.down) }
            press(.enter)
            #expect(app.screen == .solver)
            for _ in SolverScreen.shapes where (shape.boxRows, shape.boxColumns) != (rows, columns) { press(.tab) }
            #expect(shape.boxRows == rows && shape.boxColumns == columns)
        }

        var shape: BoxShape { app.solver!.shape }

        func press(_ keys: Key...) {
            // Solve and Explain are done after a frame has said so, as the runner does.
            for key in keys where app.handle(key).contains(.slowWork) { app.doSlowWork() }
        }

        func type(_ text: String) {
            for character in text { press(.character(character)) }
        }

        var buffer: ScreenBuffer { app.render(width: width, height: height) }
        var screen: String { buffer.text }

        /// The grid's layout as the screen draws it.
        var layout: BoardLayout {
            let entries = app.solverKeys
            let help = SolverKeys.helpLines(entries, app.language, width: width).count
            return TerminalApp.solverLayout(for: shape, width: width, height: height, helpRows: help)!
        }

        /// Where cell `cell`'s symbol is drawn.
        func position(of cell: Int) -> (column: Int, row: Int) {
            let layout = layout
            return (layout.screenColumn(ofColumn: shape.column(of: cell)) + (layout.cellWidth - 1) / 2,
                    layout.screenRow(ofRow: shape.row(of: cell)))
        }

        /// The grid read back from the screen, in the puzzle format.
        var gridOnScreen: String {
            let buffer = buffer
            return String((0..<shape.cellCount).map { cell in
                let (column, row) = position(of: cell)
                return buffer[column, row].character
            })
        }

        func style(of cell: Int) -> Style {
            let (column, row) = position(of: cell)
            return buffer[column, row].style
        }

        /// The text beside the grid, its lines joined with spaces (sentences wrap there).
        var panel: String {
            let buffer = buffer, layout = layout
            let column = layout.originColumn + layout.width + 2
            let lines = buffer.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return lines.prefix(height - 2).map { line -> String in
                let characters = Array(line)
                return characters.count > column ? String(characters[column...]).trimmingCharacters(in: .whitespaces) : ""
            }.filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    static func board(_ line: String) throws -> Board { try PuzzleText.parse(line) }

    @Test func aTypedNineByNineIsSolvedAsTheExactSolverSolvesIt() throws {
        let solver = try Solver()
        solver.type(Self.easy)
        #expect(solver.gridOnScreen == Self.easy.replacingOccurrences(of: "0", with: "."))
        #expect(solver.panel.contains("81 givens") == false && solver.panel.contains("32 givens"))
        solver.press(.enter)
        guard case .unique(let solution) = ExactSolver(shape: solver.shape).solve(try Self.board(Self.easy)) else {
            Issue.record("the puzzle is unique")
            return
        }
        #expect(solver.gridOnScreen == PuzzleText.line(solution))
        #expect(solver.panel.contains("One solution: the givens in bold, the rest solved."))
        // Givens and solved cells look different.
        let theme = solver.app.theme
        #expect(solver.style(of: 2) == theme.given)    // the 3 typed
        #expect(solver.style(of: 1) == theme.entry)    // a solved cell
    }

    @Test func aPastedLineFillsTheGridAndItsLineEndSolves() throws {
        let solver = try Solver()
        // A paste reaches the program as a fast run of bytes, the line end included.
        var decoder = KeyDecoder()
        let keys = decoder.feed(Array((Self.easy + "\n").utf8))
        #expect(keys.count == 82)
        for key in keys { solver.press(key) }
        if case .solved? = solver.app.solver?.verdict {} else { Issue.record("the pasted puzzle is solved") }
        #expect(try Self.board(solver.gridOnScreen).isSolution(of: try Self.board(Self.easy)))
    }

    /// The easy puzzle with givens taken away, in reading order, until it has exactly two solutions.
    static func twoSolutionPuzzle() throws -> Board {
        var board = try board(easy)
        let solver = ExactSolver(shape: board.shape)
        for cell in board.cells.indices where board[cell] != 0 {
            let value = board.cells[cell]
            board.cells[cell] = 0
            switch solver.countSolutions(board, limit: 3) {
            case 1: continue
            case 2: return board
            default: board.cells[cell] = value
            }
        }
        throw CancellationError()
    }

    @Test func aPuzzleWithTwoSolutionsShowsWhereTheyDiffer() throws {
        let puzzle = try Self.twoSolutionPuzzle()
        #expect(ExactSolver(shape: puzzle.shape).countSolutions(puzzle, limit: 3) == 2)
        let solver = try Solver()
        solver.type(PuzzleText.line(puzzle))
        solver.press(.character("s"))
        guard case .multiple(let first, let second) = ExactSolver(shape: puzzle.shape).solve(puzzle) else {
            Issue.record("two solutions")
            return
        }
        let differing = puzzle.cells.indices.filter { first[$0] != second[$0] }
        #expect(!differing.isEmpty)
        let panel = solver.panel
        #expect(panel.contains("Several solutions: one is shown; another differs in the \(differing.count) highlighted cells:"))
        let hinted = solver.app.theme.hinted
        for cell in puzzle.cells.indices {
            #expect((solver.style(of: cell) == hinted) == differing.contains(cell))
        }
        // The shown grid is a solution, and the panel names each differing cell with both values.
        let shown = try Self.board(solver.gridOnScreen)
        #expect(shown.isSolution(of: puzzle))
        let other = shown == first ? second : first
        for cell in differing {
            let name = StepText.cellName(cell, shape: puzzle.shape)
            #expect(panel.contains("\(name) \(PuzzleText.symbol(for: shown[cell]))|\(PuzzleText.symbol(for: other[cell]))"))
        }
    }

    @Test func twoEqualGivensInARowHaveNoSolutionAndAreHighlighted() throws {
        // Row A of the easy puzzle is `..3.2.6..`: a 6 typed in A1 repeats A7's.
        var line = Array(Self.easy)
        line[0] = "6"
        let solver = try Solver()
        solver.type(String(line))
        solver.press(.enter)
        #expect(solver.panel.contains("No solution: the highlighted givens repeat a symbol in a row, column or box."))
        let wrong = solver.app.theme.wrong
        // The cursor has come round to A1; move it off to see A1's own style.
        solver.press(.down)
        for cell in 0..<81 {
            #expect((solver.style(of: cell) == wrong) == [0, 6].contains(cell), "cell \(cell)")
        }
        // Clearing one of them removes the verdict.
        solver.press(.up, .delete)
        #expect(solver.app.solver?.verdict == nil)
    }

    @Test func consistentGivensWithoutACompletionSayNoSolutionWithoutHighlights() throws {
        // A given that repeats nothing but is not the solution's value in its cell.
        let puzzle = try Self.board(Self.easy)
        guard case .unique(let solution) = ExactSolver(shape: puzzle.shape).solve(puzzle) else { return }
        var broken = puzzle
        let cell = try #require(puzzle.cells.indices.first { cell in
            puzzle[cell] == 0 && (1...9).contains { value in
                value != solution[cell] && !puzzle.shape.peers(of: cell).contains { puzzle[$0] == value }
            }
        })
        broken.cells[cell] = UInt8((1...9).first { value in
            value != solution[cell] && !puzzle.shape.peers(of: cell).contains { puzzle[$0] == value }
        }!)
        #expect(broken.isConsistent && ExactSolver(shape: puzzle.shape).countSolutions(broken, limit: 2) == 0)
        let solver = try Solver()
        solver.type(PuzzleText.line(broken))
        // The frame before the work says what is being done.
        #expect(solver.app.handle(.enter) == [.slowWork])
        #expect(solver.panel.contains("Solving…"))
        solver.app.doSlowWork()
        #expect(solver.panel.contains("No solution: no given repeats, but no grid completes them."))
        let theme = solver.app.theme
        #expect((0..<81).allSatisfy { solver.style(of: $0) != theme.wrong && solver.style(of: $0) != theme.hinted })
    }

    @Test func explainShowsTheStepsAsRateStepsPrintsThem() throws {
        let solver = try Solver()
        solver.type(Self.easy)
        solver.press(.character("e"))
        let puzzle = try Self.board(Self.easy)
        let rating = LogicSolver(shape: puzzle.shape).rate(puzzle, recordingSteps: true)
        let text = { (index: Int) in
            StepText.describe(rating.steps[index], shape: puzzle.shape, symbol: { String(PuzzleText.symbol(for: $0)) }, language: .en)
        }
        // `rate --steps` prints this puzzle's first step as `1. Box 1: 6 can only go in B2 (hidden single)`.
        #expect(text(0) == "Box 1: 6 can only go in B2 (hidden single)")
        #expect(solver.panel.contains("Step 1 of \(rating.steps.count) \(text(0))"))
        // The step's cells are highlighted, and its 6 is in B2.
        let step = rating.steps[0]
        let hinted = solver.app.theme.hinted
        let cells = Set(step.cells + step.placements.map(\.cell) + step.eliminations.map(\.cell))
        for cell in 0..<81 { #expect((solver.style(of: cell) == hinted) == cells.contains(cell)) }
        #expect(Array(solver.gridOnScreen)[step.placements[0].cell] == "6")
        solver.press(.right)
        #expect(solver.panel.contains("Step 2 of \(rating.steps.count) \(text(1))"))
        solver.press(.character("p"))
        #expect(solver.panel.contains("Step 1 of"))
        for _ in rating.steps { solver.press(.character("n")) }
        #expect(solver.panel.contains("Solved by logic in \(rating.steps.count) steps."))
        #expect(try Self.board(solver.gridOnScreen).isSolution(of: puzzle))
        solver.press(.escape)
        #expect(solver.app.solver?.explanation == nil && solver.app.screen == .solver)
        // The steps solved it: the solved grid stays (Esc puts the givens back, then leaves).
        if case .solved? = solver.app.solver?.verdict {} else { Issue.record("solved") }
        solver.press(.escape, .escape)
        #expect(solver.app.screen == .menu)
    }

    /// A trial step shows its chain under it — the value assumed, the singles it forces, the
    /// contradiction — as `rate --steps` prints it (the panel showed only "If I2 were 5, the grid
    /// would run into a contradiction", with nothing to follow).
    @Test(arguments: [(80, 24), (120, 40)])
    func explainShowsATrialsChain(width: Int, height: Int) throws {
        let line = "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.."
        let solver = try Solver(width: width, height: height)
        solver.type(line)
        solver.press(.character("e"))
        let puzzle = try Self.board(line)
        let rating = LogicSolver(shape: puzzle.shape).rate(puzzle, recordingSteps: true)
        let trial = try #require(rating.steps.firstIndex { $0.technique == .trial })
        for _ in 0..<trial { solver.press(.right) }
        #expect(solver.panel.contains("Step \(trial + 1) of \(rating.steps.count)"))
        let chain = StepText.chainLines(rating.steps[trial], shape: puzzle.shape,
                                        symbol: { String(PuzzleText.symbol(for: $0)) }, language: .en)
        #expect(chain.count >= 3, "a trial has an assumption, what it forces and a contradiction")
        let panel = solver.panel
        // Its first links are on screen, each whole (they are short), in order.
        let shown = chain.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
        for link in shown { #expect(panel.contains(link), "\(link) in \(panel)") }
        let first = try #require(panel.range(of: shown[0])), second = try #require(panel.range(of: shown[1]))
        #expect(first.upperBound <= second.lowerBound)
        // On a tall screen the whole of this short chain is there, ending with its contradiction.
        if height >= 40 && chain.count <= 6 {
            #expect(panel.contains(chain.last!.trimmingCharacters(in: .whitespaces)), "\(panel)")
        }
    }

    /// Issue 26, item 7: Solve, then Explain, then Esc used to come back to the unsolved grid
    /// without Play it. The solved grid and `P` stay; steps that solve the grid leave it solved.
    @Test(arguments: [true, false])
    func escFromTheStepsKeepsTheSolvedGridAndPlayIt(solvedFirst: Bool) throws {
        let solver = try Solver()
        solver.type(Self.easy)
        if solvedFirst {
            solver.press(.enter)
            #expect(solver.screen.contains("P play it"))
        }
        solver.press(.character("e"))
        #expect(solver.panel.contains("Step 1 of"))
        solver.press(.escape)
        #expect(solver.app.screen == .solver && solver.app.solver?.explanation == nil)
        let puzzle = try Self.board(Self.easy)
        #expect(try Self.board(solver.gridOnScreen).isSolution(of: puzzle))
        #expect(solver.panel.contains("One solution: the givens in bold, the rest solved."))
        #expect(solver.screen.contains("P play it"))
        solver.press(.character("p"))
        #expect(solver.app.screen == .newGame)
    }

    @Test func explainSaysWhereTheLogicSolverStops() throws {
        let puzzle = try Self.twoSolutionPuzzle()
        let rating = LogicSolver(shape: puzzle.shape).rate(puzzle, recordingSteps: true)
        #expect(rating.outcome == .stuck)
        let solver = try Solver()
        solver.type(PuzzleText.line(puzzle))
        solver.press(.character("x"))
        for _ in rating.steps { solver.press(.right) }
        let empty = puzzle.emptyCount - rating.steps.reduce(0) { $0 + $1.placements.count }
        #expect(solver.panel.contains("The logic solver stops here, after \(rating.steps.count) steps: no technique it knows applies, and \(empty) cells are still empty"))
    }

    @Test func aSixBySixIsTypedAndSolved() throws {
        let solver = try Solver(rows: 2, columns: 3)
        solver.type(Self.sixBySix)
        #expect(solver.gridOnScreen == Self.sixBySix)
        solver.press(.enter)
        let puzzle = try PuzzleText.parse(Self.sixBySix, shape: BoxShape(rows: 2, columns: 3))
        guard case .unique(let solution) = ExactSolver(shape: puzzle.shape).solve(puzzle) else {
            Issue.record("the puzzle is unique")
            return
        }
        #expect(solver.gridOnScreen == PuzzleText.line(solution))
        #expect(solver.panel.contains("Size 6×6 (2×3)"))
    }

    @Test func theTextsAreInFrench() throws {
        let solver = try Solver(language: .fr)
        #expect(solver.screen.contains("Résoudre une grille"))
        solver.press(.character("e"))
        #expect(solver.panel.contains("Tapez d’abord des données."))
        solver.type(Self.easy)
        solver.press(.enter)
        #expect(solver.panel.contains("Une solution : les données en gras, le reste résolu."))
        #expect(solver.screen.contains("Entrée S résoudre"))
        solver.press(.character("e"))
        #expect(solver.panel.contains("Étape 1 sur"))
        #expect(solver.panel.contains("Bloc 1 : 6 ne peut aller qu’en B2 (singleton caché)"))
    }

    /// Every shape of the New game form fits 80×24 with room for the text, and an empty grid
    /// (the slowest thing to ask) answers at once with "several solutions".
    @Test(arguments: SolverScreen.shapes)
    func everyShapeFitsEightyByTwentyFour(rows: Int, columns: Int) throws {
        let solver = try Solver(rows: rows, columns: columns)
        let layout = solver.layout
        #expect(layout.originColumn + layout.width + 2 + 16 <= 80)
        #expect(layout.borderRows.last! < 24 - 1)
        let started = Date()
        solver.press(.enter)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(solver.panel.contains("Several solutions"))
        // Every column label is on screen, and the last symbol types.
        let top = solver.buffer.text.split(separator: "\n", omittingEmptySubsequences: false)[layout.originRow]
        #expect(top.contains(String(solver.shape.size)))
        solver.press(.escape, .home)
        solver.type(String(PuzzleText.symbol(for: solver.shape.size)))
        #expect(solver.app.solver?.puzzle[0] == solver.shape.size)
    }
}
