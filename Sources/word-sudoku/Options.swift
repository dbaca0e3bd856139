import SudokuEngine
import WordSudokuKit

/// Every option of the command line, declared once (see `Option`). A command lists the ones it
/// takes (`Command.options`); one that means something of its own there says so with
/// `explained(_:)`, keeping the name, value and checks declared here.
extension Option {
    // MARK: Every command

    static let help = flag("help", help: Localized(en: "show the command's help and stop",
                                                   fr: "afficher l’aide de la commande, et rien d’autre"))
    /// `-h`, the short spelling of `--help`.
    static let shortHelp = Option(name: "h", isShort: true, valueName: nil, values: .none, help: help.help)
    static let version = flag("version", help: Localized(en: "show the version and stop",
                                                         fr: "afficher la version, et rien d’autre"))
    static let lang = value("lang", "en|fr", .choices(UILanguage.allCases.map(\.rawValue)), help: Localized(
        en: "the language of the program's texts (default: your settings', else the locale's)",
        fr: "la langue des textes du programme (par défaut : celle de vos réglages, sinon de la locale)"))

    // MARK: The game

    static let size = value("size", "N", .integer(BoxShape.sizeRange, suggested: [4, 6, 8, 9, 12, 16, 25]), help: Localized(
        en: "grid size: 4, 6, 8, 9, 12, 16 or 25 (the usual box shape for it)",
        fr: "taille de la grille : 4, 6, 8, 9, 12, 16 ou 25 (blocs de la forme habituelle)"))
    static let box = value("box", "RxC", .boxShape, help: Localized(
        en: "box shape, e.g. 2x3 (6×6, wide boxes) or 3x2 (6×6, tall boxes); any shape whose grid is from 4×4 to 25×25",
        fr: "forme des blocs, par ex. 2x3 (6×6, blocs larges) ou 3x2 (6×6, blocs hauts) ; toute forme dont la grille va de 4×4 à 25×25"))
    static let grade = value("grade", "G", .choices(["1", "2", "3", "4", "5"] + Grade.allCases.map(\.name)), help: Localized(
        en: "1-5 or beginner, easy, medium, hard, expert",
        fr: "1-5, ou beginner, easy, medium, hard, expert"))
    static let words = value("words", "NAME", .listName, help: Localized(
        en: "a built-in list (see “word-sudoku words”), one of yours, or a list file",
        fr: "une liste fournie (voir « word-sudoku words »), l’une des vôtres, ou un fichier de liste"))
    static let theme = value("theme", "T", .text, help: Localized(en: "a built-in theme", fr: "un thème fourni"))
    static let show = value("show", "en|fr", .choices(["en", "fr"]), help: Localized(
        en: "the language the givens show; you type the other",
        fr: "la langue des mots donnés ; vous tapez ceux de l’autre langue"))
    static let seed = value("seed", "S", .text, help: Localized(
        en: "a number that makes the same puzzle and words again",
        fr: "un nombre qui redonne la même grille et les mêmes mots"))
    static let code = value("code", "CODE", .text, help: Localized(
        en: "replay a puzzle code, e.g. g2-2x3-1-animals-K7Q2M (with --words FILE for a code made on a list that is not among your lists; the game keeps the code given). A code whose list is missing says so (66).",
        fr: "rejouer une grille d’après son code, par ex. g2-2x3-1-animals-K7Q2M (avec --words FICHIER pour un code créé sur une liste absente de vos listes ; la partie garde le code donné). Un code dont la liste manque le dit (66)."))
    static let mode = value("mode", "M", .choices(MistakeMode.allCases.map(\.rawValue)), help: Localized(
        en: "immediate (wrong words marked at once) or at-finish (exam)",
        fr: "immediate (mots faux signalés aussitôt) ou at-finish (comme un examen)"))
    static let peeks = value("peeks", "K", .integer(0...99), help: Localized(
        en: "how many dictionary peeks are allowed (default 2, or the list's)",
        fr: "nombre de coups d’œil au dictionnaire permis (2 par défaut, ou celui de la liste)"))
    static let player = value("player", "NAME", .text, help: Localized(
        en: "whose scores and word memory these are",
        fr: "le joueur à qui appartiennent les scores et la mémoire des mots"))
    static let players = value("players", "\"A,B\"", .text, help: Localized(
        en: "two players taking turns on one board, each with a colour (\"Ann:red,Ben:blue\"; red, green, yellow, blue, magenta, cyan); a right word +1 and the turn passes, a wrong word -1, removed, and the turn passes; “pass” in line mode",
        fr: "deux joueurs à tour de rôle sur une grille, chacun sa couleur (\"Ann:rouge,Ben:bleu\" ; rouge, vert, jaune, bleu, magenta, cyan) ; mot juste +1 et le tour passe, mot faux -1, retiré, et le tour passe ; « passer » en mode ligne"))
    static let review = flag("review", help: Localized(
        en: "a review game: your words due for review, from every list you have played in the list's languages, filled up with new words; at most the size asked (--size, else your settings'). Nothing due: says when words will be, status 1",
        fr: "une partie de révision : vos mots à revoir, de toutes les listes jouées dans les langues de la liste, complétés de mots nouveaux ; au plus la taille demandée (--size, sinon vos réglages). Rien à revoir : dit quand ce sera, code 1"))
    static let new = flag("new", help: Localized(
        en: "start a new game even though one is saved and unfinished (it is replaced)",
        fr: "commencer une nouvelle partie même si une autre est enregistrée et inachevée (elle est remplacée)"))
    static let speak = flag("speak", help: Localized(
        en: "say every word placed rightly aloud, and the recall check's questions (for a child who cannot read yet; needs espeak-ng and speech on; settings speak-words on for every game)",
        fr: "dire à voix haute chaque mot bien placé, et les questions du rappel (pour un enfant qui ne lit pas encore ; demande espeak-ng et la parole activée ; settings speak-words on pour chaque partie)"))
    static let listen = flag("listen", help: Localized(
        en: "listening: the givens are heard, not read (a speaker on the board; the cell's word is said when selected, ^S or say B2 again); you write the other language's words. Needs espeak-ng (without it: status 69)",
        fr: "écoute : les mots donnés s’entendent au lieu de se lire (un haut-parleur sur la grille ; le mot est dit quand la case est choisie, ^S ou dire B2 le redit) ; vous écrivez les mots de l’autre langue. Demande espeak-ng (sans lui : code 69)"))
    static let dictation = flag("dictation", help: Localized(
        en: "dictation (spelling): the givens are heard in the language you write, and you write those words; not counted in your word memory. Needs espeak-ng (without it: status 69)",
        fr: "dictée (orthographe) : les mots donnés s’entendent dans la langue que vous écrivez, et vous écrivez ces mots ; non comptée dans la mémoire des mots. Demande espeak-ng (sans lui : code 69)"))
    static let plain = flag("plain", help: Localized(
        en: "line mode: one command per line (automatic without a terminal)",
        fr: "mode ligne : une commande par ligne (automatique sans terminal)"))
    static let noColor = flag("no-color", help: Localized(
        en: "full screen without colours (also when NO_COLOR is set)",
        fr: "plein écran sans couleurs (de même quand NO_COLOR est défini)"))
    static let highContrast = flag("high-contrast", help: Localized(
        en: "full screen in bright colours on black",
        fr: "plein écran en couleurs vives sur fond noir"))

    /// The options of the full screen that the program takes without a command.
    static let display: [Option] = [.noColor, .highContrast]

    // MARK: daily, calendar, stats

    static let date = value("date", "YYYY-MM-DD", .text, help: Localized(
        en: "another day's puzzle (only today's counts towards the streak on the day)",
        fr: "la grille d’un autre jour (pour la série, seule compte celle du jour, résolue le jour même)"))
    static let practice = flag("practice", help: Localized(
        en: "play a day's puzzle again after it was solved: it changes neither the streak nor the records (without it, a solved day says when it was solved and offers this)",
        fr: "rejouer la grille d’un jour déjà résolue : elle ne change ni la série ni les records (sans cette option, un jour résolu dit quand il l’a été et la propose)"))
    static let sunday = flag("sunday", help: Localized(
        en: "weeks start on Sunday (Monday by default)",
        fr: "les semaines commencent le dimanche (le lundi par défaut)"))
    static let due = flag("due", help: Localized(
        en: "the words due today, least likely to be recalled first",
        fr: "les mots à revoir aujourd’hui, les moins sûrs d’abord"))
    static let reviews = flag("reviews", help: Localized(
        en: "every review of every word, as CSV in the columns FSRS's optimizer reads",
        fr: "chaque révision de chaque mot, en CSV, dans les colonnes que lit l’optimiseur de FSRS"))
    static let reviewsFormat = value("format", "csv", .choices(["csv"]), help: Localized(
        en: "the format of --reviews (CSV, the one offered)",
        fr: "le format de --reviews (CSV, le seul proposé)"))
    static let clear = flag("clear", help: Localized(
        en: "delete the history, leaderboard, word memory and solved days (asks first)",
        fr: "effacer l’historique, le classement, la mémoire des mots et les jours résolus (après confirmation)"))
    static let yes = flag("yes", help: Localized(en: "do not ask (for scripts)",
                                                 fr: "ne pas demander de confirmation (pour les scripts)"))

    // MARK: words

    static let names = flag("names", help: Localized(
        en: "only the names of the lists you can play, built-in and yours, one a line (for scripts and the shell's completion)",
        fr: "seulement les noms des listes que vous pouvez jouer, fournies et à vous, un par ligne (pour les scripts et la complétion du shell)"))
    static let replace = flag("replace", help: Localized(
        en: "with “add” or “import”: replace your list of the same name",
        fr: "avec « add » ou « import » : remplacer votre liste du même nom"))
    static let listName = value("name", "NAME", .text, help: Localized(
        en: "with “import”: the name to keep the list under",
        fr: "avec « import » : le nom sous lequel garder la liste"))
    static let languages = value("languages", "L1,L2", .text, help: Localized(
        en: "with “import”, “check”, “show”: the languages of a file whose first line does not name them (en,fr or English,French)",
        fr: "avec « import », « check », « show » : les langues d’un fichier dont la première ligne ne les nomme pas (en,fr ou anglais,français)"))
    static let exportFormat = value("format", "F", .choices(WordList.Format.allCases.map(\.rawValue)), help: Localized(
        en: "with “export”: json (default, or the -o file's extension), tsv, csv",
        fr: "avec « export » : json (par défaut, ou l’extension du fichier -o), tsv, csv"))
    static let output = value("o", "FILE", .file, help: Localized(
        en: "write FILE (replaced whole, never half-written) instead of standard output",
        fr: "écrire FICHIER (remplacé d’un coup, jamais à moitié écrit) plutôt que la sortie standard"))

    // MARK: worksheet

    static let worksheetCount = value("count", "K", .integer(Worksheet.countRange), help: Localized(
        en: "how many puzzles, from \(Worksheet.countRange.lowerBound) to \(Worksheet.countRange.upperBound) (default 1)",
        fr: "nombre de grilles, de \(Worksheet.countRange.lowerBound) à \(Worksheet.countRange.upperBound) (1 par défaut)"))
    static let perPage = value("per-page", "1|2", .integer(1...2), help: Localized(
        en: "two 4x4 or 6x6 puzzles on a page (larger grids stay one a page)",
        fr: "deux grilles 4x4 ou 6x6 par page (les plus grandes restent seules sur leur page)"))
    static let paper = value("paper", "a4|letter", .choices(WorksheetOptions.Paper.allCases.map(\.rawValue)), help: Localized(
        en: "the paper size (default a4)", fr: "le format du papier (a4 par défaut)"))
    static let worksheetFormat = value("format", "FMT", .choices(WorksheetCommand.Format.allCases.map(\.rawValue)), help: Localized(
        en: "html (default: one file to print from a browser), md (Markdown) or text, to paste into a document; web: one page that plays the puzzles in a browser",
        fr: "html (par défaut : un fichier à imprimer depuis un navigateur), md (Markdown) ou text, à coller dans un document ; web : une page qui fait jouer les grilles dans un navigateur"))
    static let answers = flag("answers", help: Localized(
        en: "add the answer key, on pages of its own after the puzzles",
        fr: "ajouter les solutions, sur des pages à part après les grilles"))
    static let saveList = value("save-list", "NAME", .text, help: Localized(
        en: "with “class report”: keep the class's most-missed words as your list NAME, to play or print next lesson",
        fr: "avec « class report » : garder les mots les plus manqués de la classe dans votre liste NOM, à jouer ou imprimer au cours suivant"))

    // MARK: generate

    static let puzzleCount = value("count", "K", .integer(1...1_000_000), help: Localized(
        en: "how many puzzles (default 1)", fr: "nombre de grilles (1 par défaut)"))
    static let symmetry = value("symmetry", "SYM", .choices(Symmetry.allCases.map(\.rawValue)), help: Localized(
        en: "where the givens lie: none, rotational (default) or mirror",
        fr: "la disposition des cases données : none, rotational (par défaut) ou mirror"))
    static let edition = value("edition", "E", .integer(1...Generator.Edition.newest.rawValue), help: Localized(
        en: "the generator's edition (default \(Generator.Edition.newest.rawValue), the newest); a seed makes the same puzzles again with the same edition. Edition 1 makes the puzzles of codes without a “g2-” mark",
        fr: "l’édition du générateur (\(Generator.Edition.newest.rawValue) par défaut, la plus récente) ; une graine refait les mêmes grilles avec la même édition. L’édition 1 fait les grilles des codes sans marque « g2- »"))
    static let generateFormat = value("format", "FMT", .choices(GenerateCommand.Format.allCases.map(\.rawValue)), help: Localized(
        en: "line (one puzzle per line, default), grid, or json (one object per line, with the solution, grade, seed and techniques), or codes (one puzzle code per line, for “play --code”: a class on the same puzzles)",
        fr: "line (une grille par ligne, par défaut), grid, ou json (un objet par ligne, avec la solution, le niveau, la graine et les techniques), ou codes (un code de grille par ligne, pour « play --code » : une classe sur les mêmes grilles)"))

    // MARK: solve, rate

    static let countSolutions = flag("count", help: Localized(
        en: "print the number of solutions instead: 0, 1 or 2+",
        fr: "affiche à la place le nombre de solutions : 0, 1 ou 2+"))
    static let steps = flag("steps", help: Localized(
        en: "after each grade, the explained steps of the solution, one per line; a trial step is followed by its chain: the value assumed, the singles it forces, the contradiction (in French when LANG starts with “fr”)",
        fr: "après chaque niveau, les étapes expliquées de la résolution, une par ligne ; une étape d’essai est suivie de sa chaîne : la valeur supposée, les singletons qu’elle force, la contradiction (en français quand LANG commence par « fr »)"))
    static let timeLimit = value("time-limit", "S", .integer(TimeLimit.range), help: Localized(
        en: "seconds per puzzle, \(TimeLimit.range.lowerBound) to \(TimeLimit.range.upperBound) (default \(TimeLimit.defaultSeconds)); a puzzle past it gets an empty line and FILE:LINE: gave up after S s, and the next one is solved",
        fr: "secondes par grille, de \(TimeLimit.range.lowerBound) à \(TimeLimit.range.upperBound) (\(TimeLimit.defaultSeconds) par défaut) ; une grille qui les dépasse donne une ligne vide et FICHIER:LIGNE: abandon après S s, et la suivante est résolue"))

    // MARK: bench

    static let dir = value("dir", "DIR", .directory, help: Localized(
        en: "the puzzle sets; by default the package's Benchmarks/puzzles, looked for in the current directory, then beside the executable and in each folder above it",
        fr: "les séries de grilles ; par défaut Benchmarks/puzzles du paquet, cherché dans le répertoire courant, puis à côté de l’exécutable et dans chaque dossier au-dessus"))
    static let runs = value("runs", "K", .integer(1...100), help: Localized(
        en: "timed runs per set (default 5, 1 to 100)",
        fr: "passes chronométrées par série (5 par défaut, de 1 à 100)"))
    static let only = value("only", "SECTION", .choices(BenchSection.all.map(\.name)), help: Localized(
        en: "run one section: \(BenchSection.namesListed)",
        fr: "ne lancer qu’une section : \(BenchSection.namesListed)"))
    static let seeds = value("seeds", "K", .integer(1...1000), help: Localized(
        en: "how many seeds the learning section runs (default 20, at most 1000): seeds 1 to K, or from --first-seed",
        fr: "le nombre de graines de la section learning (20 par défaut, 1000 au plus) : graines 1 à K, ou à partir de --first-seed"))
    static let firstSeed = value("first-seed", "N", .integer(1...1_000_000), help: Localized(
        en: "the learning section's first seed (default 1): seeds N to N+K−1, so that a figure can be checked on seeds it was not chosen on",
        fr: "la première graine de la section learning (1 par défaut) : graines N à N+K−1, pour vérifier un chiffre sur des graines qui n’ont pas servi à le choisir"))
    static let days = value("days", "D", .integer(1...365), help: Localized(
        en: "the learning section's days, one game a day (default 60, 1 to 365)",
        fr: "les jours de la section learning, une partie par jour (60 par défaut, de 1 à 365)"))
    static let writeIsomorphs = value("write-isomorphs", "DIR", .directory, help: Localized(
        en: "also write each set of isomorphs the solver section times to DIR/SET-isomorphs.txt, one puzzle a line, for solve or another program to run the same puzzles",
        fr: "écrire aussi chaque série d’isomorphes que la section solver chronomètre dans DOSSIER/SÉRIE-isomorphs.txt, une grille par ligne, pour que solve ou un autre programme résolve les mêmes grilles"))
}
