#if canImport(Glibc)
import Glibc
#endif
import SudokuEngine
import WordSudokuKit

extension Command {
    static let generate = Command(
        name: "generate",
        summary: Localized(en: "Make puzzles with one solution at the grade asked.",
                           fr: "Créer des grilles à solution unique, du niveau demandé."),
        options: [.box.explained(Localized(en: "box shape (default 3x3; with codes, your settings'); the grid is (R·C)×(R·C)",
                                           fr: "forme des blocs (3x3 par défaut ; avec codes, celle de vos réglages) ; la grille fait (R·C)×(R·C)")),
                  .size.explained(Localized(en: "grid size instead of --box: 4, 6, 8, 9, 12, 16 or 25",
                                            fr: "taille de la grille, à la place de --box : 4, 6, 8, 9, 12, 16 ou 25")),
                  .grade.explained(Localized(en: "1 beginner, 2 easy, 3 medium, 4 hard, 5 expert (default 2; with codes, your settings', as worksheet)",
                                             fr: "1 débutant, 2 facile, 3 moyen, 4 difficile, 5 expert (2 par défaut ; avec codes, celui de vos réglages, comme worksheet)")),
                  .puzzleCount,
                  .seed.explained(Localized(en: "make the same puzzles again; puzzle k uses seed S+k",
                                            fr: "pour refaire les mêmes grilles ; la grille k utilise la graine S+k")),
                  .symmetry, .edition, .generateFormat,
                  .words.explained(Localized(
                    en: "with codes: the list (a built-in list, yours, or a file; default: the list of your settings). A file's codes name it as “words import” would, so a pupil plays them with “play --code CODE --words FILE” or after “words import FILE”. Codes have no --symmetry.",
                    fr: "avec codes : la liste (fournie, à vous, ou un fichier ; par défaut celle de vos réglages). Les codes d’un fichier le nomment comme « words import » le ferait : un élève y joue avec « play --code CODE --words FICHIER » ou après « words import FICHIER ». Les codes n’ont pas de --symmetry."))],
        notes: Localized(en: """
            Without --seed a random seed is used and printed on stderr.
            Grades per shape: 4x4 grids offer 1-3, larger grids 1-5.
            """, fr: """
            Sans --seed, une graine tirée au hasard est utilisée et affichée sur la sortie d’erreur.
            Niveaux selon la forme : de 1 à 3 pour les grilles 4x4, de 1 à 4 pour les 6x6, de 1 à 5
            pour les plus grandes.
            """),
        run: { arguments in try GenerateCommand(arguments).run() })
}

/// `word-sudoku generate`: puzzles on stdout, one per line (or grid, or JSON).
struct GenerateCommand {
    enum Format: String, CaseIterable { case line, grid, json, codes }

    let shape: BoxShape
    let grade: Grade
    let count: Int
    let seed: UInt64
    let seedWasGiven: Bool
    let symmetry: Symmetry
    /// The generator's algorithm (`--edition`, else the newest); codes carry it.
    let edition: Generator.Edition
    let format: Format
    /// With `--format codes`: the list and the name its codes give it.
    let codeList: CodeList?
    /// The language of the messages on stderr: the command line's.
    let language = UILanguage.commandLine()

    init(_ arguments: Arguments) throws {
        try arguments.expectNoOperands()
        let wantsCodes = arguments.value(.generateFormat)?.lowercased() == Format.codes.rawValue
        if wantsCodes {
            // Codes are puzzles to play: made at the settings' grid and grade unless asked, as
            // `worksheet` and `play` make theirs.
            var request = GameRequest(settings: Settings.atStart, player: "")
            try arguments.applyShapeAndGrade(to: &request)
            (shape, grade) = (request.shape, request.grade)
        } else {
            // Digits for sudoku tools: the same puzzles from the same options on any machine,
            // whatever its settings.
            shape = try arguments.shape() ?? (try! BoxShape(rows: 3, columns: 3))
            grade = try arguments.grade() ?? .easy
        }
        let offered = Generator.offeredGrades(for: shape)
        guard offered.contains(grade) else {
            let range = "\(offered.first!.rawValue)-\(offered.last!.rawValue)"
            throw UsageError(CommandLineText.gradeNotOffered(shape: shape, grade: grade, offered: range), command: "generate")
        }
        count = try arguments.integer(.puzzleCount) ?? 1
        if let seed = try arguments.seed() {
            self.seed = seed
            seedWasGiven = true
        } else {
            // A code's seed is drawn as a game's is, so that the codes stay short.
            seed = wantsCodes ? GenerateCommand.freshSeed() % GameFactory.seedRange : GenerateCommand.freshSeed()
            seedWasGiven = false
        }
        if let text = arguments.value(.symmetry) {
            guard !wantsCodes else { throw UsageError(CommandLineText.symmetryNotWithCodes, command: "generate") }
            guard let symmetry = Symmetry(rawValue: text.lowercased()) else {
                throw UsageError(CommandLineText.badSymmetry(text), command: "generate")
            }
            self.symmetry = symmetry
        } else {
            symmetry = .rotational
        }
        let newest = Generator.Edition.newest.rawValue
        edition = Generator.Edition(rawValue: try arguments.integer(.edition) ?? newest)!
        if Generator.isTooRare(grade, symmetry: symmetry, for: shape) {
            throw UsageError(CommandLineText.tooRare(size: shape.size, grade: grade, symmetry: symmetry), command: "generate")
        }
        if let text = arguments.value(.generateFormat) {
            guard let format = Format(rawValue: text.lowercased()) else {
                throw UsageError(CommandLineText.badFormat(text), command: "generate")
            }
            self.format = format
        } else {
            format = .line
        }
        codeList = try GenerateCommand.codeList(arguments, format: format)
    }

    func run() throws -> ExitStatus {
        if let codeList { try check(codeList) }
        if !seedWasGiven { printError("word-sudoku: " + CommandLineText.randomSeed(seed)(language)) }
        let generator = Generator(shape: shape, edition: edition)
        for k in 0..<count {
            let puzzleSeed = seed &+ UInt64(k)
            print(render(try generateWithBudget(generator, seed: puzzleSeed)))
        }
        return .success
    }

    /// Seconds before saying that the grade is slow to reach, and before giving up.
    static let patience = 5.0, limit = 300.0

    /// Generates one puzzle; says on stderr when the grade is slow to come, and gives up after
    /// `limit` seconds (`GenerationGaveUp`) rather than print a puzzle of another grade.
    func generateWithBudget(_ generator: Generator, seed: UInt64) throws(GenerationGaveUp) -> GeneratedPuzzle {
        let clock = SystemClock()
        let start = clock.now()
        var told = false
        let result = generator.generate(grade: grade, symmetry: symmetry, seed: seed) { progress in
            let elapsed = clock.now() - start
            if !told && elapsed > GenerateCommand.patience {
                told = true
                let text = CommandLineText.stillTrying(grade: grade, attempts: progress.attempts, closest: progress.closestGrade, limit: Int(Self.limit))
                printError("word-sudoku: " + text(language))
            }
            return elapsed < GenerateCommand.limit
        }
        switch result {
        case let .generated(puzzle): return puzzle
        case let .interrupted(progress):
            throw GenerationGaveUp(seconds: Int(GenerateCommand.limit), attempts: progress.attempts, grade: grade, seed: seed)
        }
    }

    func render(_ puzzle: GeneratedPuzzle) -> String {
        switch format {
        case .codes: return code(of: puzzle)
        case .line: return PuzzleText.line(puzzle.puzzle)
        case .grid: return PuzzleText.pretty(puzzle.puzzle) + "\n"
        case .json:
            let techniques = puzzle.techniques.map { "\"\($0.rawValue)\"" }.joined(separator: ",")
            return "{\"box\":\"\(shape)\",\"puzzle\":\"\(PuzzleText.line(puzzle.puzzle))\","
                + "\"solution\":\"\(PuzzleText.line(puzzle.solution))\",\"grade\":\(puzzle.grade.rawValue),"
                + "\"gradeName\":\"\(puzzle.grade.name)\",\"seed\":\(puzzle.seed),\"symmetry\":\"\(puzzle.symmetry.rawValue)\","
                + "\"givens\":\(puzzle.givenCount),\"edition\":\(edition.rawValue),\"techniques\":[\(techniques)]}"
        }
    }

    /// A seed from /dev/urandom (the clock if it cannot be read).
    static func freshSeed() -> UInt64 {
        var seed: UInt64 = 0
        let fd = open("/dev/urandom", O_RDONLY)
        if fd >= 0 {
            _ = withUnsafeMutableBytes(of: &seed) { read(fd, $0.baseAddress, 8) }
            close(fd)
        }
        if seed == 0 { seed = UInt64(SystemClock().now() * 1_000_000_000) }
        return seed
    }
}
