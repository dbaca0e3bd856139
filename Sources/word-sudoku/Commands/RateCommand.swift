#if canImport(Glibc)
import Glibc
#endif
import SudokuEngine
import WordSudokuKit

extension Command {
    static let rate = Command(
        name: "rate",
        summary: Localized(en: "Grade puzzles by the hardest technique a person needs to solve them.",
                           fr: "Noter des grilles selon la technique la plus difficile qu’elles exigent."),
        operands: "[FILE ...]",
        operandValues: .file,
        description: Localized(en: """
            Reads puzzles as “solve” does (stdin when no FILE, or FILE “-”) and prints one line per
            puzzle: its grade and the hardest technique needed, e.g. “3 medium hidden pair”, or
            “not unique”, “no solution”, or “beyond expert” when no technique of the solver applies.

            Grades: 1 beginner (full house, hidden and naked singles), 2 easy (pointing, claiming,
            naked pair, X-wing), 3 medium (hidden pair, naked and hidden triples, swordfish), 4 hard
            (XY-wing), 5 expert (bounded trial).
            On 4x4 grids: 1 full houses only, 2 singles, 3 singles with at most 5 givens.
            """, fr: """
            Lit les grilles comme « solve » (sur l’entrée standard sans FICHIER, ou avec FICHIER « - ») et
            affiche une ligne par grille : son niveau et la technique la plus difficile nécessaire,
            par ex. « 3 medium hidden pair », ou bien « not unique » (plusieurs solutions), « no solution »
            (aucune solution) ou « beyond expert » (au-delà d’expert) quand aucune technique du
            solveur ne s’applique.

            Niveaux : 1 débutant (dernière case libre, singletons), 2 facile (interactions
            bloc-ligne et ligne-bloc), 3 moyen (paires et triplets nus et cachés), 4 difficile
            (X-wing, XY-wing, espadon), 5 expert (essai limité).
            Sur les grilles 4x4 : 1 dernières cases libres seulement, 2 singletons, 3 singletons
            avec 5 cases données au plus.
            """),
        options: [.box.explained(Localized(en: "the box shape; by default it follows from the cell count",
                                           fr: "la forme des blocs ; par défaut, elle se déduit du nombre de cases")),
                  .steps,
                  .timeLimit.explained(Localized(
                    en: "seconds per puzzle for the uniqueness check, \(TimeLimit.range.lowerBound) to \(TimeLimit.range.upperBound) (default \(TimeLimit.defaultSeconds)); a puzzle past it gets “gave up” and FILE:LINE: gave up after S s",
                    fr: "secondes par grille pour vérifier l’unicité, de \(TimeLimit.range.lowerBound) à \(TimeLimit.range.upperBound) (\(TimeLimit.defaultSeconds) par défaut) ; une grille qui les dépasse donne « gave up » (abandon) et FICHIER:LIGNE: abandon après S s"))],
        notes: CommandLineText.puzzleExitStatus,
        run: { arguments in
            var run = try RateRun(arguments)
            return run.run()
        })
}

/// One run of `rate`: reads every input in turn and rates each puzzle as it comes.
struct RateRun: PuzzleFileCommand {
    let shape: BoxShape?
    let showSteps: Bool
    let paths: [String]
    let timeLimit: TimeLimit
    /// The language of `--steps`: the command line's (locale variables, then settings).
    let language = UILanguage.commandLine()
    var output = OutputBuffer()
    private var solvers: [BoxShape: (ExactSolver.Workspace, LogicSolver)] = [:]
    var allUnique = true
    var gaveUp: ExitStatus?

    init(_ arguments: Arguments) throws {
        shape = try arguments.boxShape()
        showSteps = arguments.flag(.steps)
        timeLimit = try TimeLimit(arguments)
        paths = arguments.inputPaths
    }

    mutating func handle(_ item: PuzzleReader.Item, from name: String) {
        switch item {
        case let .malformed(error, line):
            allUnique = false
            output.line("")
            printError(problemLine(name, line, PuzzleProblemText.malformed(error)(language)))
        case let .puzzle(board, line):
            let (workspace, logic) = solvers(for: board.shape)
            var count = 0
            if board.issues.isEmpty {
                let counted = ExactSolver(shape: board.shape).countSolutions(board, limit: 2, using: workspace,
                                                                             while: timeLimit.startPuzzle())
                guard case let .answered(number) = counted else {
                    output.line("gave up")
                    return reportGaveUp(name, line, seconds: timeLimit.seconds)
                }
                count = number
            }
            if count != 1 {
                allUnique = false
                let verdict = count == 0 ? "no solution" : "not unique"
                output.line(verdict)
                let note = otherShapeNote(for: board)
                if !note.isEmpty {
                    output.flush()
                    let said = count == 0 ? PuzzleProblemText.noSolution : PuzzleProblemText.notUnique
                    printError(problemLine(name, line, said(language) + note))
                }
                return
            }
            let rating = logic.rate(board, recordingSteps: showSteps)
            output.line(RateRun.summary(of: rating))
            if showSteps {
                let symbol = { (value: Int) in String(PuzzleText.symbol(for: value)) }
                for (index, step) in rating.steps.enumerated() {
                    let text = StepText.describe(step, shape: board.shape, symbol: symbol, language: language)
                    output.line("  \(index + 1). \(text)")
                    // A trial shows how its assumption fails, a line a link, under its step.
                    for line in StepText.chainLines(step, shape: board.shape, symbol: symbol, language: language) {
                        output.line("       " + line)
                    }
                }
            }
        }
    }

    /// `3 medium hidden pair`, `1 beginner` for a full grid, or `beyond expert`.
    static func summary(of rating: Rating) -> String {
        guard let grade = rating.grade else { return "beyond expert" }
        guard let hardest = rating.hardest else { return grade.description }
        return "\(grade) \(StepText.name(of: hardest, language: .en))"
    }

    private mutating func solvers(for shape: BoxShape) -> (ExactSolver.Workspace, LogicSolver) {
        if let pair = solvers[shape] { return pair }
        let pair = (ExactSolver.Workspace(shape: shape), LogicSolver(shape: shape))
        solvers[shape] = pair
        return pair
    }
}
