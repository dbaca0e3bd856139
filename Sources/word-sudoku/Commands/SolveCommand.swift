import SudokuEngine
import WordSudokuKit

extension Command {
    static let solve = Command(
        name: "solve",
        summary: Localized(en: "Solve sudoku puzzles from files or stdin, one line per puzzle.",
                           fr: "Résoudre les grilles de fichiers ou de l’entrée standard, une par ligne."),
        operands: "[FILE ...]",
        operandValues: .file,
        description: Localized(en: """
            Reads puzzles in the one-line form (N² characters, row by row; “.” or “0” for an empty
            cell; symbols 123456789ABCDEFGHIJKLMNOP, the first N) or pretty-printed over N lines
            (spaces, “|”, “-”, “+” ignored; a blank line between puzzles). Lines starting with “#”
            are comments. With no FILE, or FILE “-”, reads stdin.

            For each puzzle, prints its solution on one line. A puzzle with no solution, several
            solutions or a malformed line gets an empty line, and FILE:LINE: REASON on stderr.
            """, fr: """
            Lit les grilles écrites sur une ligne (N² caractères, rangée par rangée ; « . » ou « 0 »
            pour une case vide ; les N premiers symboles de 123456789ABCDEFGHIJKLMNOP) ou mises en
            page sur N lignes (espaces, « | », « - » et « + » ignorés ; une ligne vide entre deux grilles).
            Les lignes qui commencent par « # » sont des commentaires. Sans FICHIER, ou avec FICHIER « - »,
            lit l’entrée standard.

            Pour chaque grille, affiche sa solution sur une ligne. Une grille sans solution ou à
            plusieurs solutions, ou une ligne mal formée, donne une ligne vide, et
            FICHIER:LIGNE: RAISON sur la sortie d’erreur.
            """),
        options: [.box.explained(Localized(
                    en: "the box shape (e.g. 3x4); by default it follows from the cell count: 16 → 2x2, 36 → 2x3, 64 → 2x4, 81 → 3x3, 144 → 3x4, 256 → 4x4, 625 → 5x5",
                    fr: "la forme des blocs (par ex. 3x4) ; par défaut, elle se déduit du nombre de cases : 16 → 2x2, 36 → 2x3, 64 → 2x4, 81 → 3x3, 144 → 3x4, 256 → 4x4, 625 → 5x5")),
                  .countSolutions, .timeLimit],
        notes: CommandLineText.puzzleExitStatus,
        run: { arguments in
            var run = try SolveRun(arguments)
            return run.run()
        })
}

/// One run of `solve`: reads every input in turn and answers each puzzle as it comes.
struct SolveRun: PuzzleFileCommand {
    let shape: BoxShape?
    let counting: Bool
    let paths: [String]
    let timeLimit: TimeLimit
    var output = OutputBuffer()
    private var workspaces: [BoxShape: ExactSolver.Workspace] = [:]
    private var lastWorkspace: ExactSolver.Workspace?
    var allUnique = true
    var gaveUp: ExitStatus?
    /// The language of the messages on stderr: the command line's (locale variables, then
    /// settings), found when a message needs it: a run whose every puzzle has its answer never
    /// reads the settings nor opens the data folder (issue 28: start-up).
    var language: UILanguage { .commandLine() }

    init(_ arguments: Arguments) throws {
        shape = try arguments.boxShape()
        counting = arguments.flag(.countSolutions)
        timeLimit = try TimeLimit(arguments)
        paths = arguments.inputPaths
    }

    mutating func handle(_ item: PuzzleReader.Item, from name: String) {
        switch item {
        case let .malformed(error, line):
            fail(name, line, PuzzleProblemText.malformed(error)(language), count: nil)
        case let .puzzle(board, line):
            // The givens are checked by the solver's set-up, in the same pass that builds its
            // first state: a broken rule is a puzzle without solution, and only such a puzzle
            // is searched again for the rule it breaks (`reportIssue`).
            let workspace = workspace(for: board.shape)
            let solver = ExactSolver(shape: board.shape)
            let shouldContinue = timeLimit.startPuzzle()
            if counting {
                guard case let .answered(count) = solver.countSolutions(board, limit: 2, using: workspace,
                                                                          while: shouldContinue) else {
                    output.line("")
                    return reportGaveUp(name, line, seconds: timeLimit.seconds)
                }
                if count == 0 && reportIssue(of: board, name, line) { return }
                output.line(count >= 2 ? "2+" : String(count))
                if count != 1 { allUnique = false }
                return
            }
            switch solver.solve(board, using: workspace, while: shouldContinue) {
            case let .answered(.unique(solution)): output.line(solution)
            case .answered(.noSolution):
                if reportIssue(of: board, name, line) { return }
                fail(name, line, PuzzleProblemText.noSolution(language) + otherShapeNote(for: board), count: nil)
            case .answered(.multiple): fail(name, line, PuzzleProblemText.multipleSolutions(language) + otherShapeNote(for: board), count: nil)
            case .gaveUp:
                output.line("")
                reportGaveUp(name, line, seconds: timeLimit.seconds)
            }
        }
    }

    /// Reports the first rule that the givens of `board` break, if any, as the puzzle's
    /// answer (a count of 0 with `--count`); returns whether there was one.
    private mutating func reportIssue(of board: Board, _ name: String, _ line: Int) -> Bool {
        guard let issue = board.issues.first else { return false }
        fail(name, line, PuzzleProblemText.issue(issue)(language) + otherShapeNote(for: board), count: "0")
        return true
    }

    /// Reports a puzzle without a unique answer: its stdout line (empty, or a count with
    /// `--count`) and, on stderr, FILE:LINE: REASON.
    private mutating func fail(_ name: String, _ line: Int, _ reason: String, count: String?) {
        allUnique = false
        output.line(counting ? (count ?? "") : "")
        printError(problemLine(name, line, reason))
    }

    private mutating func workspace(for shape: BoxShape) -> ExactSolver.Workspace {
        // A file's puzzles mostly share one shape: the last workspace is taken without hashing.
        if let last = lastWorkspace, last.shape == shape { return last }
        if let workspace = workspaces[shape] {
            lastWorkspace = workspace
            return workspace
        }
        let workspace = ExactSolver.Workspace(shape: shape)
        workspaces[shape] = workspace
        lastWorkspace = workspace
        return workspace
    }
}
