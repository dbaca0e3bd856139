import Foundation
import SudokuEngine
import WordSudokuKit

extension Command {
    static let worksheet = Command(
        name: "worksheet",
        summary: Localized(en: "Print worksheets: word puzzles with a word bank, a code and an answer key.",
                           fr: "Imprimer des fiches : grilles de mots avec banque de mots, code et corrigé."),
        options: [.words.named("NAME|FILE").explained(Localized(
                    en: "the word list (default: your settings' list, or the codes' list)",
                    fr: "la liste de mots (par défaut : celle de vos réglages, ou celle des codes)")),
                  .box.explained(Localized(en: "box shape; --size N instead (default: your settings' size)",
                                           fr: "forme des blocs ; ou --size N (par défaut : la taille de vos réglages)")),
                  .size.explained(Localized(en: "grid size instead of --box: 4, 6, 8, 9, 12, 16 or 25",
                                            fr: "taille de la grille, à la place de --box : 4, 6, 8, 9, 12, 16 ou 25")),
                  .grade.explained(Localized(en: "1-5 or beginner, easy, medium, hard, expert (default: your settings')",
                                             fr: "1-5, ou beginner, easy, medium, hard, expert (par défaut : celui de vos réglages)")),
                  .worksheetCount,
                  .seed.explained(Localized(en: "make the same sheet again; puzzle k uses seed S+k, as “generate”",
                                            fr: "pour refaire la même fiche ; la grille k utilise la graine S+k, comme « generate »")),
                  .code.explained(Localized(
                    en: "a puzzle by its code (as “play --code” plays it); repeat it for several puzzles. Not with --seed, --count, --box, --size, --grade.",
                    fr: "une grille d’après son code (comme « play --code » la joue) ; à répéter pour plusieurs grilles. Pas avec --seed, --count, --box, --size, --grade.")),
                  .show.named("LANG").explained(Localized(en: "the language the givens show; the pupil writes the other",
                                                          fr: "la langue des mots donnés ; l’élève écrit ceux de l’autre")),
                  .perPage, .paper, .worksheetFormat, .answers,
                  .mode.explained(Localized(
                    en: "with --format web: immediate (wrong words marked at once) or at-finish (exam: shown when the grid is full and finished; default: your settings')",
                    fr: "avec --format web : immediate (mots faux signalés aussitôt) ou at-finish (examen : montrés quand la grille, remplie, est terminée ; par défaut : celui de vos réglages)")),
                  .output,
                  .lang.explained(Localized(en: "the language of the sheet's labels (Name, Word bank...)",
                                            fr: "la langue des mentions de la fiche (Nom, Banque de mots...)"))],
        notes: Localized(en: """
            Without --seed or --code a random seed is used and printed on stderr. Every puzzle
            shows its code: “word-sudoku play --code CODE” plays it on screen.
            HTML pages: one per puzzle (two small ones with --per-page 2), then with --answers
            the key, four 4x4 or 6x6, two 8x8 or 9x9, or one larger grid a page.
            --format web: one page that plays the puzzles in any browser, offline (phone,
            tablet, computer); it keeps the answers hidden and gives a result code at the end.
            """, fr: """
            Sans --seed ni --code, une graine tirée au hasard est utilisée et affichée sur la sortie
            d’erreur. Chaque grille porte son code : « word-sudoku play --code CODE » la joue à l’écran.
            Pages HTML : une par grille (deux petites avec --per-page 2), puis avec --answers le
            corrigé, quatre 4x4 ou 6x6, deux 8x8 ou 9x9, ou une grille plus grande par page.
            --format web : une page qui fait jouer les grilles dans tout navigateur, hors ligne
            (téléphone, tablette, ordinateur) ; elle cache les réponses et donne un code de
            résultat à la fin.
            """),
        run: { arguments in try WorksheetCommand(arguments).run() })

}

/// `word-sudoku worksheet`: printable puzzles of a word list, in HTML, Markdown or text, or a
/// page that plays them in a browser (`WebPage`).
/// The puzzles and their rendering are the kit's (`Worksheet`, `WorksheetHTML`…); this reads
/// the options, loads the list and writes the result.
struct WorksheetCommand {
    enum Format: String, CaseIterable { case html, md, text, web }

    let language: UILanguage
    let format: Format
    let options: WorksheetOptions
    let output: String?
    /// When the web page shows wrong words (`--mode`, else the settings').
    let mode: MistakeMode
    /// What to make: puzzles from a seed, or from codes.
    let make: () throws -> Worksheet
    /// The seed drawn when none was given, to say on stderr.
    let drawnSeed: UInt64?

    init(_ arguments: Arguments) throws {
        try arguments.expectNoOperands()
        language = try arguments.language()
        if let text = arguments.value(.worksheetFormat) {
            guard let format = Format(rawValue: text.lowercased()) ?? (text.lowercased() == "markdown" ? .md : nil) else {
                throw UsageError(CommandLineText.badWorksheetFormat(text), command: "worksheet")
            }
            self.format = format
        } else {
            format = .html
        }
        var paper = WorksheetOptions.Paper.a4
        if let text = arguments.value(.paper) {
            guard let chosen = WorksheetOptions.Paper(rawValue: text.lowercased()) else {
                throw UsageError(CommandLineText.badPaper(text), command: "worksheet")
            }
            paper = chosen
        }
        if format == .web && arguments.flag(.answers) {
            throw UsageError(CommandLineText.noAnswersOnWebPage, command: "worksheet")
        }
        let settings = Settings.atStart
        if let text = arguments.value(.mode) {
            guard let chosen = MistakeMode(rawValue: text) else { throw UsageError(CommandLineText.badMode(text), command: "worksheet") }
            guard format == .web else { throw UsageError(CommandLineText.modeOnlyOnWebPage, command: "worksheet") }
            mode = chosen
        } else {
            mode = settings.mode
        }
        let perPage = try arguments.integer(.perPage) ?? 1
        options = WorksheetOptions(paper: paper, puzzlesPerPage: perPage, includesAnswers: arguments.flag(.answers), language: language)
        output = arguments.value(.output)

        let library = WordListLibrary(environment: ProcessInfo.processInfo.environment)
        let shown = arguments.value(.show)
        if !arguments.allValues(.code).isEmpty {
            for option in [Option.seed, .worksheetCount, .box, .size, .grade] where arguments.value(option) != nil {
                throw UsageError(CommandLineText.notBoth(option, .code), command: "worksheet")
            }
            let parsed = try arguments.puzzleCodes()
            let listNames = Set(parsed.map(\.listName))
            let words = arguments.value(.words)
            if words == nil && listNames.count > 1 {
                throw UsageError(CommandLineText.codesOfSeveralLists, command: "worksheet")
            }
            let name = words ?? parsed[0].listName
            drawnSeed = nil
            make = {
                let loaded = try WordListCatalog.load(nameOrPath: name, library: library)
                var sheet = try Worksheet.make(codes: parsed, list: loaded.list, shownLanguage: shown)
                if !loaded.isBuiltIn { sheet.wordsOption = parsed[0].listName }
                return sheet
            }
            return
        }
        var request = GameRequest(settings: settings, player: "")
        try arguments.applyShapeAndGrade(to: &request)
        let count = try arguments.integer(.worksheetCount) ?? 1
        let seed: UInt64
        if let given = try arguments.seed() {
            seed = given
            drawnSeed = nil
        } else {
            // Below 2²⁵, as a new game's, so the codes stay short.
            seed = GenerateCommand.freshSeed() % GameFactory.seedRange
            drawnSeed = seed
        }
        let listName = arguments.value(.words) ?? request.list
        let (shape, grade) = (request.shape, request.grade)
        make = {
            let loaded = try WordListCatalog.load(nameOrPath: listName, library: library)
            return try Worksheet.make(loaded: loaded, shape: shape, grade: grade, count: count, seed: seed, shownLanguage: shown)
        }
    }

    func run() throws -> ExitStatus {
        let sheet = try make()
        if let drawnSeed { printError("word-sudoku: " + CommandLineText.randomSeed(drawnSeed)(language)) }
        // Two a page asked for grids too big to share one: said, not silently ignored.
        if format != .web, let big = sheet.puzzles.first(where: { options.puzzlesPerPage(size: $0.shape.size) < options.puzzlesPerPage }) {
            printError("word-sudoku: " + CommandLineText.perPageIgnored(size: big.shape.size)(language))
        }
        let text: String
        switch format {
        case .html: text = WorksheetHTML.render(sheet, options: options)
        case .md: text = WorksheetMarkdown.render(sheet, options: options)
        case .text: text = WorksheetPlainText.render(sheet, options: options)
        case .web: text = WebPage.render(sheet, language: language, mode: mode)
        }
        guard let output else {
            print(text, terminator: "")
            return .success
        }
        try OutputFile.write(text, to: output)
        print(CommandLineText.worksheetWritten(path: output, puzzles: sheet.puzzles.count)(language))
        return .success
    }
}
