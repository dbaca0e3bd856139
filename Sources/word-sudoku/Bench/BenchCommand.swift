#if canImport(Glibc)
import Glibc
#endif
import LearningLab
import SudokuEngine
import WordSudokuKit

extension Command {
    static let bench = Command(
        name: "bench",
        summary: Localized(en: "Measure the engine's speed on the package's puzzle sets, the screen's and a save's.",
                           fr: "Mesurer la vitesse du moteur sur les séries de grilles du paquet, celle de l’écran et d’un enregistrement."),
        description: Localized(en: """
            Solves every puzzle set (*.txt) in DIR and prints, per set, the number of puzzles,
            puzzles per second and microseconds per puzzle (the median of K runs), the p99 of the
            puzzles timed one by one and the slowest puzzle in milliseconds. Every solution is
            checked against its givens and the rules. After each classic 9×9 set (9x9-*.txt) comes
            a row of 1,000 distinct random isomorphs of it (symbols relabelled, bands, rows, stacks
            and columns permuted, transposed half the time; the same every run), since a few
            puzzles solved over and over let the processor learn them. Only what the run measured
            is printed: no ratio to another program's figures, measured elsewhere or another day.
            The save section times a move's save (game.json rewritten, as play does after every
            move) at 10 and at 2,000 undo steps, median and p99 of 100×K moves (K at most 5); the
            second must cost at most twice the first. The learning section has simulated learners
            play the real game (the game's moves, evidence, recall check, learner memory and
            scheduler, on a simulated clock): one 9×9 game a day for 60 days (--days) on 120 pairs, under two
            learner models (half-life regression; ACT-R with spacing-dependent decay) and two
            behaviours (unknown words guessed from the bank, or looked up), with the words chosen
            uniformly, by SM-2 or by the game; it prints recall on the last day, words at 90 % or more and
            the game's paired lead over the others, with its spread over the seeds. It fails only
            when a game could not be played to its end. The fit section times FSRS fitted to a
            player (the optimizer, then the simulation that chooses their plan) on review logs
            of 60, 180 and 365 days of one game a day: the first fit, from FSRS's defaults, and
            a weekly one, from the last fit's weights. The variety section makes the puzzles of
            seeds 1-1,000 for each shape and grade the New game form offers (rotational symmetry,
            as a game does) and counts the essentially different ones: canonical forms under
            relabelling, row, band, column and stack moves and, for square boxes, transposition;
            with the chance that two seeds give the same puzzle. A cell stops after 20 s of CPU;
            on 16x16 and 25x25 only the grades drawn from a catalogue are counted, by the entries
            drawn (too many arrangements to search otherwise). Times are the thread's CPU time, so other programs on a shared machine do not inflate
            them. The generator and variety sections measure the newest generator edition, or the
            one --edition names. Build with -c release for meaningful figures.
            """, fr: """
            Résout chaque série de grilles (*.txt) de DOSSIER et affiche, pour chacune, le nombre de
            grilles, les grilles par seconde et les microsecondes par grille (la médiane de K
            passes), le p99 des grilles chronométrées une à une et la grille la plus lente, en
            millisecondes. Chaque solution est vérifiée d’après ses cases données et les règles.
            Après chaque série 9×9 classique (9x9-*.txt) vient une ligne de 1 000 isomorphes
            aléatoires distincts de la série (symboles renommés, bandes, lignes, piles et colonnes
            permutées, transposées une fois sur deux ; les mêmes à chaque passage) : quelques
            grilles résolues encore et encore, le processeur les apprend. Seul ce que le passage a
            mesuré est affiché : aucun rapport aux chiffres d’un autre programme, mesurés
            ailleurs ou un autre jour. La section save chronomètre
            l’enregistrement d’un coup (game.json réécrit, comme play le fait après chaque coup) à
            10 et à 2 000 pas d’annulation, médiane et p99 de 100×K coups (K au plus 5) ; le second
            doit coûter au plus le double du premier. La section learning fait jouer au vrai jeu
            des apprenants simulés (les coups, les preuves, le contrôle de rappel, la mémoire de
            l’apprenant et le planificateur du jeu, sur une horloge simulée) : une partie 9×9 par
            jour pendant 60 jours (--days) sur 120 paires, sous deux modèles d’apprenant (régression de
            demi-vie ; ACT-R à déclin dépendant de l’espacement) et deux comportements (mots
            inconnus devinés dans la banque, ou cherchés), les mots choisis uniformément, par SM-2
            ou par le jeu ; elle affiche le rappel au dernier jour, les mots à 90 % ou plus et l’avance
            appariée du jeu sur les autres, avec sa dispersion sur les graines. Elle n’échoue que
            si une partie n’a pas pu être jouée jusqu’au bout. La section fit chronomètre FSRS
            ajusté à un joueur (l’optimiseur, puis la simulation qui choisit son plan) sur des
            journaux de révisions de 60, 180 et 365 jours d’une partie par jour : le premier
            ajustement, depuis les valeurs par défaut de FSRS, et un hebdomadaire, depuis les
            poids du précédent. La section variety fait les grilles
            des graines 1 à 1 000 pour chaque taille et chaque niveau du formulaire Nouvelle partie
            (symétrie centrale, comme une partie) et compte celles qui sont essentiellement
            différentes : formes canoniques à renommage des symboles, permutation des lignes,
            bandes, colonnes et piles et, pour les blocs carrés, transposition près ; avec la
            chance que deux graines donnent la même grille. Une case s’arrête après 20 s de CPU ;
            sur les 16x16 et 25x25, seuls les niveaux tirés d’un catalogue sont comptés, par les
            entrées tirées (trop d’ordres à chercher sinon). Les durées sont le temps processeur
            du fil d’exécution : les autres programmes d’une machine partagée ne les gonflent pas.
            Les sections generator et variety mesurent la dernière édition du générateur, ou celle
            que nomme --edition. Compilez avec -c release pour obtenir des chiffres parlants.
            """),
        options: [.dir, .runs, .only, .seeds, .firstSeed, .days, .writeIsomorphs, .edition],
        notes: Localized(en: """
            Exit status: 0 when every solution checked out (and saves stayed within 2×, and every
            simulated game was played to its end), 1 otherwise.
            """, fr: """
            Code de retour : 0 si toutes les solutions sont justes (et les enregistrements restés
            sous 2×, et chaque partie simulée jouée jusqu’au bout), 1 sinon.
            """),
        run: { arguments in
            try arguments.expectNoOperands()
            var sections = BenchSection.all
            let only = arguments.value(.only)
            // The sets are looked for before `--only` is checked; only a known section that
            // solves no puzzle (learning) runs without them.
            let context = try BenchContext(arguments)
            let needsPuzzles = only.map { name in BenchSection.all.first { $0.name == name }?.needsPuzzles ?? true } ?? true
            if needsPuzzles && context.directory == nil {
                throw UsageError(CommandLineText.benchmarkPuzzlesNotFound, command: "bench")
            }
            if let only {
                sections = sections.filter { $0.name == only }
                if sections.isEmpty {
                    throw UsageError(CommandLineText.unknownBenchSection(only), command: "bench")
                }
            }
            var ok = true
            for section in sections {
                print("== \(section.name)")
                if try !section.run(context) { ok = false }
            }
            return ok ? .success : .failure
        })
}

/// One part of the benchmark (solver, generator, ...): a name for `--only` and a function that
/// prints its table and returns false when a result was wrong. Add a section in its own
/// `Bench*.swift` file and list it in `BenchSection.all`.
struct BenchSection: Sendable {
    let name: String
    /// Whether the section reads the puzzle sets (`BenchContext.directory`).
    var needsPuzzles = true
    let run: @Sendable (BenchContext) throws -> Bool

    /// Every section, in the order `bench` runs them.
    static let all: [BenchSection] = [
        .solver,
        .generator,
        .terminal,
        .save,
        .learning,
        .fit,
        .variety,
    ]

    /// The sections' names, comma-separated, for the help of `--only`: joined by hand, since
    /// the standard library's generic `joined(separator:)` had the runtime build types worth
    /// 0.25 M instructions at every start of every command (issue 28).
    static let namesListed: String = {
        var text = ""
        for section in all {
            if !text.isEmpty { text += ", " }
            text += section.name
        }
        return text
    }()
}

/// What every section needs: where the puzzle sets are and how many runs to time.
struct BenchContext: Sendable {
    /// The puzzle sets; nil when not found (only the sections that need none may run then).
    let directory: String?
    let runs: Int
    /// `--write-isomorphs DIR`: where the solver section writes each set of isomorphs it
    /// times, so that `solve`, valgrind or another program can run the same puzzles
    /// (`Scripts/bench-instructions.sh`).
    let isomorphsDirectory: String?
    /// `--seeds K`: how many seeds the learning section runs (default 20).
    let seeds: Int
    /// `--first-seed N`: the first of them (default 1): seeds N…N+K−1.
    let firstSeed: Int
    /// `--days D`: the learning section's days, one game a day (default 60, `LabRun.days`); a
    /// few days check the table's making in moments.
    let days: Int
    /// `--edition N`: the generator edition the generator and variety sections measure (default
    /// the newest), so that an edition is compared with the one before it in the same build.
    let edition: Generator.Edition

    init(_ arguments: Arguments) throws {
        runs = try arguments.integer(.runs) ?? 5
        seeds = try arguments.integer(.seeds) ?? 20
        firstSeed = try arguments.integer(.firstSeed) ?? 1
        days = try arguments.integer(.days) ?? LabRun.days
        edition = Generator.Edition(rawValue: try arguments.integer(.edition) ?? Generator.Edition.newest.rawValue)!
        isomorphsDirectory = arguments.value(.writeIsomorphs)
        if let dir = arguments.value(.dir) {
            directory = dir
        } else {
            directory = BenchContext.findBenchmarkData("puzzles")
        }
    }

    /// The puzzle sets' folder, for the sections that need it (checked by `bench`).
    var puzzleDirectory: String { directory! }

    /// The puzzle set files in the directory (`*.txt`), sorted by name.
    func puzzleFiles() throws -> [String] {
        guard let entries = FolderEntries.names(in: puzzleDirectory) else {
            throw PuzzleInputError.cannotOpen(path: puzzleDirectory, reason: String(cString: strerror(errno)))
        }
        return entries.map { String(decoding: $0, as: UTF8.self) }.filter { $0.hasSuffix(".txt") }.sorted()
    }

    /// The package's `Benchmarks/FOLDER` (`puzzles`, `wordlists`): in the current directory
    /// (bench run in the package), else in the executable's folder or one above it, so that
    /// `.build/release/word-sudoku bench` finds the package's data from any directory. Nil
    /// when neither holds it (a binary copied out of the package): `--dir` must say then.
    static func findBenchmarkData(_ folder: String) -> String? {
        let relative = "Benchmarks/" + folder
        if isDirectory(relative) { return relative }
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        var path = length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                              : CommandLine.arguments[0]
        while let slash = path.lastIndex(of: "/") {
            path = String(path[..<slash])
            if isDirectory(path + "/" + relative) { return path + "/" + relative }
        }
        return nil
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

/// Seconds of CPU time used by this thread: unlike the wall clock, it does not count the time
/// other programs on a shared machine hold the processor.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The median of `values` (not empty).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Right-aligns `text` in `width` columns.
func padded(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if text.contains("e") { return String(Int(value)) }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    var decimals = parts.count > 1 ? String(parts[1]) : ""
    if digits == 0 { return String(parts[0]) }
    while decimals.count < digits { decimals += "0" }
    text = String(parts[0]) + "." + decimals.prefix(digits)
    return text
}
