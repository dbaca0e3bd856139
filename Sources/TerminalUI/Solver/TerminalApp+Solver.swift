import SudokuEngine
import WordSudokuKit

/// The solver screen (menu → Solve a puzzle): the grid of typed givens on the left, on the right
/// the size, the count of givens and what Solve or Explain says, the keys at the bottom.
///
/// Symbols take one column, so cells are narrow (3 columns, or 2 where the grid would leave the
/// text too little room, as a 16×16 at 80 columns does) and every shape of the New game form
/// fits 80×24 with room for the text beside it.
extension TerminalApp {
    mutating func handleSolver(_ key: Key) -> [Effect] {
        guard var solver else {
            screen = .menu
            return []
        }
        let outcome = solver.handle(key, offersPlay: services.typedGame != nil)
        self.solver = solver
        switch outcome {
        case .none: break
        case .leave:
            self.solver = nil
            screen = .menu
        case .work:
            pendingWork = .solver
            return [.slowWork]
        }
        return []
    }

    /// The solver screen's keys now: `P` only while Play it is offered.
    var solverKeys: [SolverKeys.Entry] {
        guard let solver else { return [] }
        guard solver.explanation == nil else { return SolverKeys.explaining }
        return SolverKeys.editing(size: solver.shape.size, playable: solver.isPlayable(offersPlay: services.typedGame != nil))
    }

    /// The grid's layout on a screen of `width` × `height` with `helpRows` rows of keys at the
    /// bottom, or nil when it does not fit (the panel beside it needs `minimumPanel` columns).
    static func solverLayout(for shape: BoxShape, width: Int, height: Int, helpRows: Int) -> BoardLayout? {
        let left = 3, minimumPanel = 16
        // Column numbers above a grid of 10 and more take two columns.
        let narrowest = shape.size > 9 ? 2 : 1
        guard let cellWidth = [3, 2, 1].first(where: { $0 >= narrowest && left + BoardLayout.width(of: shape, cellWidth: $0) + 2 + minimumPanel <= width })
        else { return nil }
        let room = height - 1 - helpRows
        let rowGap = BoardLayout.height(of: shape, rowGap: 1) <= room ? 1 : 0
        guard BoardLayout.height(of: shape, rowGap: rowGap) <= room else { return nil }
        return BoardLayout(shape: shape, cellWidth: cellWidth, originColumn: left, originRow: 1, rowGap: rowGap)
    }

    func renderSolver(into buffer: inout ScreenBuffer) {
        guard let solver else { return }
        let shape = solver.shape
        let entries = solverKeys
        let help = SolverKeys.helpLines(entries, language, width: buffer.width)
        for (offset, line) in help.enumerated() {
            buffer.write(line, column: 0, row: buffer.height - help.count + offset, style: theme.help, limit: buffer.width)
        }
        buffer.write(SolverText.title(language), column: 2, row: 0, style: theme.title)
        guard let layout = Self.solverLayout(for: shape, width: buffer.width, height: buffer.height, helpRows: help.count) else {
            let needed = (BoardLayout.width(of: shape, cellWidth: shape.size > 9 ? 2 : 1) + 21, BoardLayout.height(of: shape) + 1 + help.count)
            writeWrapped(SolverText.tooSmall(width: needed.0, height: needed.1)(language), into: &buffer, column: 2, row: 2,
                         width: max(10, buffer.width - 4), style: theme.message)
            return
        }
        renderFrame(layout, into: &buffer)
        for column in 0..<shape.size {
            let label = "\(column + 1)"
            buffer.write(label, column: layout.screenColumn(ofColumn: column) + (layout.cellWidth - label.count) / 2,
                         row: layout.originRow, style: theme.help)
        }
        for row in 0..<shape.size {
            buffer.write(StepText.rowName(row), column: layout.originColumn - 2, row: layout.screenRow(ofRow: row), style: theme.help)
        }
        renderSolverCells(solver, layout, into: &buffer)
        renderSolverPanel(solver, layout, bottom: buffer.height - help.count - 1, into: &buffer)
    }

    /// Each cell: givens in the given style, solved or explained values in the entry style, an
    /// empty cell as `.`; the conflict, the differences or the step's cells highlighted.
    private func renderSolverCells(_ solver: SolverScreen, _ layout: BoardLayout, into buffer: inout ScreenBuffer) {
        let shape = solver.shape
        var shown = solver.puzzle
        var highlighted: Set<Int> = []
        var highlight = theme.hinted
        if let explanation = solver.explanation {
            shown = explanation.board
            highlighted = explanation.highlighted
        } else {
            switch solver.verdict {
            case .solved(let solution)?: shown = solution
            case .conflict(let cells)?:
                highlighted = Set(cells)
                highlight = theme.wrong
            case .several(let first, _, let differing)?:
                shown = first
                highlighted = Set(differing)
            case .noSolution?, nil: break
            }
        }
        for cell in 0..<shape.cellCount {
            let x = layout.screenColumn(ofColumn: shape.column(of: cell)), y = layout.screenRow(ofRow: shape.row(of: cell))
            let value = shown[cell]
            var style = solver.puzzle[cell] != 0 ? theme.given : value != 0 ? theme.entry : theme.help
            if highlighted.contains(cell) { style = highlight }
            if solver.explanation == nil && cell == solver.cursor { style = theme.selected }
            buffer.fill(column: x, row: y, count: layout.cellWidth, style: style)
            buffer.write(String(PuzzleText.symbol(for: value)), column: x + (layout.cellWidth - 1) / 2, row: y, style: style)
        }
    }

    /// Beside the grid: the size and the givens, then what Solve or Explain says.
    private func renderSolverPanel(_ solver: SolverScreen, _ layout: BoardLayout, bottom: Int, into buffer: inout ScreenBuffer) {
        let shape = solver.shape
        let column = layout.originColumn + layout.width + 2
        let width = buffer.width - column - 1
        var row = layout.originRow
        buffer.write(SolverText.size(shape.size, boxRows: shape.boxRows, boxColumns: shape.boxColumns)(language),
                     column: column, row: row, style: theme.text, limit: width)
        row += 1
        let givens = shape.cellCount - solver.puzzle.emptyCount
        buffer.write(SolverText.givens(givens)(language), column: column, row: row, style: theme.text, limit: width)
        row += 2
        var paragraphs: [(String, Style)] = []
        var chain: [String] = []
        if let work = solver.pending {
            let text = switch work {
            case .solve: SolverText.solving
            case .explain: SolverText.explaining
            case .rate: SolverText.rating
            }
            paragraphs.append((text(language), theme.message))
        } else if let explanation = solver.explanation {
            let count = explanation.steps.count
            if let step = explanation.step {
                paragraphs.append((SolverText.stepNumber(explanation.page + 1, of: count)(language), theme.title))
                let symbol = { (value: Int) in String(PuzzleText.symbol(for: value)) }
                paragraphs.append((StepText.describe(step, shape: shape, symbol: symbol, language: language), theme.message))
                // A trial shows how its assumption fails, one link a line, as `rate --steps` does.
                chain = StepText.chainLines(step, shape: shape, symbol: symbol, language: language)
            } else {
                let end: Localized = switch explanation.outcome {
                case .solved: SolverText.logicSolved(count)
                case .stuck: SolverText.logicStuck(after: count, empty: explanation.board.emptyCount)
                case .contradiction: SolverText.logicContradiction(after: count)
                }
                paragraphs.append((end(language), explanation.outcome == .solved ? theme.message : theme.wrong))
            }
        } else if let message = solver.message {
            paragraphs.append((message(language), theme.message))
        } else {
            switch solver.verdict {
            case .solved?: paragraphs.append((SolverText.solved(language), theme.message))
            case .conflict?: paragraphs.append((SolverText.conflict(language), theme.wrong))
            case .noSolution?: paragraphs.append((SolverText.noSolution(language), theme.wrong))
            case .several(let first, let other, let differing)?:
                paragraphs.append((SolverText.several(differing.count)(language), theme.wrong))
                let pairs = differing.map {
                    SolverText.difference(cell: StepText.cellName($0, shape: shape), shown: PuzzleText.symbol(for: first[$0]),
                                          other: PuzzleText.symbol(for: other[$0]))
                }
                paragraphs.append((pairs.joined(separator: " "), theme.text))
            case nil: paragraphs.append((SolverText.typeHint(language), theme.help))
            }
        }
        for (text, style) in paragraphs where row < bottom {
            for line in TextWrap.lines(text, width: width) where row < bottom {
                buffer.write(line, column: column, row: row, style: style, limit: width)
                row += 1
            }
            row += 1
        }
        // The chain's lines keep their indentation (a branch of a branch is deeper); a line too
        // long for the panel goes on under itself, indented; what the panel cannot hold ends in "…".
        for (index, link) in chain.enumerated() where row < bottom {
            let indent = String(link.prefix { $0 == " " })
            let lines = TextWrap.lines(String(link.dropFirst(indent.count)), width: max(8, width - indent.count - 2))
            for (part, line) in lines.enumerated() where row < bottom {
                let cut = row == bottom - 1 && (index < chain.count - 1 || part < lines.count - 1)
                let text = (part == 0 ? indent : indent + "  ") + line
                buffer.write(cut ? DisplayWidth.truncate(text + " …", to: width) : text,
                             column: column, row: row, style: theme.text, limit: width)
                row += 1
            }
        }
    }
}
