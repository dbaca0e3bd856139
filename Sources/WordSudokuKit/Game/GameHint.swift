import SudokuEngine

/// The answer to a hint: a wrong entry to fix first, an explained step, or nothing left to do.
public enum GameHint: Equatable, Sendable {
    /// This entry is wrong; fix it before going on.
    case wrongEntry(cell: Int)
    /// The next step of reasoning: the cells it concerns (the first is where `symbol` goes,
    /// when it places one) and its explanation in every UI language.
    case step(cells: [Int], symbol: Int?, explanation: Localized)
    case solved
}

/// Finds the next hint for a board in progress: the generator issue's `Hints.next`, its step
/// explained by `StepText` in every UI language with the game's words.
enum HintFinder {
    /// Steps that only remove candidates are followed, on a private candidate grid, until one
    /// places a word (at most this many), so a hint always moves the learner on and pressing it
    /// twice never shows the same step again.
    static let maximumChain = 12

    static func next(setup: GameSetup, givens: [UInt8], cells: [UInt8], solution: [UInt8]) -> GameHint {
        nextNamingWords(setup: setup, givens: givens, cells: cells, solution: solution).hint
    }

    /// The next hint and the symbols its explanation names (every value of its steps, each
    /// quoted as the answer word): words the learner was shown, for the learner memory.
    static func nextNamingWords(setup: GameSetup, givens: [UInt8], cells: [UInt8], solution: [UInt8]) -> (hint: GameHint, named: Set<Int>) {
        let shape = setup.shape
        let givenBoard = Board(shape: shape, cells: givens), current = Board(shape: shape, cells: cells)
        let solutionBoard = Board(shape: shape, cells: solution)
        let solver = LogicSolver(shape: shape)
        var candidates = [CandidateSet](repeating: .all(shape.size), count: shape.cellCount)
        var chain: [LogicStep] = []
        while true {
            switch Hints.next(givens: givenBoard, current: current, solution: solutionBoard,
                              candidates: candidates, solver: solver) {
            case let .wrongEntry(cell): return (.wrongEntry(cell: cell), [])
            case .solved: return (.solved, [])
            case let .step(step):
                chain.append(step)
                if !step.placements.isEmpty || step.eliminations.isEmpty || chain.count >= maximumChain {
                    let named = chain.flatMap { $0.values + $0.placements.map(\.value) + $0.eliminations.map(\.value) }
                    return (explained(chain, setup: setup), Set(named))
                }
                for elimination in step.eliminations { candidates[elimination.cell].remove(elimination.value) }
            }
        }
    }

    /// The steps of a chain explained in order, in every UI language, one sentence each (they
    /// ran together: "… removed from I8 (pointing) B1 is …"); the cells of its last step first
    /// (where the word goes), then the cells of the steps that led there.
    static func explained(_ chain: [LogicStep], setup: GameSetup) -> GameHint {
        let shape = setup.shape
        func text(_ language: UILanguage, quote: @escaping (String) -> String) -> String {
            chain.map { StepText.describe($0, shape: shape, symbol: { quote(setup.answerWord($0)) }, language: language) }
                .joined(separator: ". ")
        }
        let explanation = Localized(en: text(.en) { "“" + $0 + "”" }, fr: text(.fr) { "« " + $0 + " »" })
        let last = chain[chain.count - 1]
        var cells = last.placements.map(\.cell)
        for step in chain.reversed() {
            for cell in step.cells where !cells.contains(cell) { cells.append(cell) }
        }
        return .step(cells: cells, symbol: last.placements.first?.value, explanation: explanation)
    }
}

/// Cell names as people write them: row letter, column number (`C4`); 0-based cell indices inside.
public enum CellName {
    /// `A1` for cell 0.
    public static func text(_ cell: Int, shape: BoxShape) -> String {
        rowLetter(shape.row(of: cell)) + "\(shape.column(of: cell) + 1)"
    }

    /// `A` for row 0: the letter a board draws beside the row.
    public static func rowLetter(_ row: Int) -> String {
        String(Character(UnicodeScalar(UInt8(65 + row))))
    }

    /// The cell `C4` or `c4` names, if it is on the grid.
    public static func parse(_ text: String, shape: BoxShape) -> Int? {
        let scalars = Array(text.uppercased().unicodeScalars)
        guard scalars.count >= 2, scalars[0].value >= 65, scalars[0].value < 65 + UInt32(shape.size),
              let column = Int(String(String.UnicodeScalarView(scalars[1...]))),
              (1...shape.size).contains(column) else { return nil }
        return shape.cell(row: Int(scalars[0].value) - 65, column: column - 1)
    }

    /// Whether `text` has the form of a cell name (a letter A–Z, then a number), on the grid or not.
    static func looksLikeCell(_ text: String) -> Bool {
        let scalars = Array(text.uppercased().unicodeScalars)
        guard scalars.count >= 2, scalars.count <= 4, (65...90).contains(scalars[0].value) else { return false }
        return scalars.dropFirst().allSatisfy { (48...57).contains($0.value) }
    }
}
