/// What `word-sudoku about` and the full screen's About page say: the version, the licence,
/// where the built-in word lists and the puzzles come from, and the data directory in use.
/// Built once here so that the command and the screen cannot drift; each front end only
/// prints or wraps the paragraphs.
public struct About: Equatable, Sendable {
    /// The program's version: what `--version`, `--help` and About print.
    public static let version = "0.1.0"

    /// Where the licence's full text can be read when the source is not at hand (an installed
    /// binary travels without the LICENSE file).
    public static let licenceURL = "https://www.gnu.org/licenses/gpl-3.0.html"

    /// The licence, GPL-3.0-or-later: what the GPL (section 5 d) asks an interactive program to
    /// show, that it is free to share and change under the licence, that there is no warranty,
    /// and where to read the licence. One constant, shared by `about` and the About page. The URL
    /// is not followed by a full stop, which a terminal that opens links could take into it.
    public static let licence = Localized(
        en: "Licence: GNU General Public License v3.0 or later. WordSudoku is free software, with no warranty: you may share and change it under the licence's terms. Read it at \(licenceURL) or in the source's LICENSE file.",
        fr: "Licence : Licence publique générale GNU, version 3 ou ultérieure. WordSudoku est un logiciel libre, fourni sans aucune garantie : vous pouvez le redistribuer et le modifier selon les termes de cette licence. Texte sur \(licenceURL) et dans le fichier LICENSE des sources.")

    /// The data directory in use (`StoreLocation`), as it was resolved.
    public let dataDirectory: String
    /// Whether words can be spoken here, and how to get speech when they cannot
    /// (`SpeechText.status`); nil: not said.
    public let speech: Localized?

    /// About the data directory `dataDirectory` (the store's: `Store.directory`).
    public init(dataDirectory: String, speech: Localized? = nil) {
        self.dataDirectory = dataDirectory
        self.speech = speech
    }

    /// About the data directory `environment` names, resolved as the game resolves it.
    public init(environment: [String: String]) {
        self.init(dataDirectory: StoreLocation.directory(environment: environment))
    }

    /// The paragraphs in `language`, each one line (a screen wraps them to its width); the
    /// directory's path is made safe to print (`DisplaySafe`).
    public func paragraphs(_ language: UILanguage) -> [String] {
        [
            AboutText.title(Self.version)(language),
            Self.licence(language),
            AboutText.wordLists(BuiltInWordLists.all.map(\.list))(language),
            AboutText.puzzles(language),
        ] + [speech?(language)].compactMap { $0 } + [
            AboutText.dataDirectory(DisplaySafe.escaped(dataDirectory, limit: 4096))(language),
        ]
    }
}

/// The texts of `About`, in English and French.
enum AboutText {
    static func title(_ version: String) -> Localized {
        Localized(en: "WordSudoku \(version): sudoku with words, a vocabulary trainer.",
                  fr: "WordSudoku \(version) : le sudoku avec des mots, pour apprendre du vocabulaire.")
    }

    /// The built-in lists, counted from the lists themselves (so the text stays true when one
    /// is added). No outside source is recorded for them, and the text says only that.
    static func wordLists(_ lists: [WordList]) -> Localized {
        let pairs = lists.reduce(0) { $0 + $1.pairs.count }
        let levels = Set(lists.compactMap(\.level)).sorted()
        let range = levels.count > 1 ? "\(levels.first!)–\(levels.last!)" : levels.first ?? "?"
        return Localized(
            en: "Word lists: \(lists.count) built-in lists, \(pairs) English/French pairs at CEFR levels \(range), part of the project itself (the WordPairs/ folder of its source, embedded in the program); no outside source is recorded for them. Your own lists are kept in the lists/ folder of your data.",
            fr: "Listes de mots : \(lists.count) listes intégrées, \(pairs) paires anglais/français des niveaux \(range) du CECRL, qui font partie du projet lui-même (le dossier WordPairs/ de ses sources, intégré au programme) ; aucune source extérieure n’est indiquée pour elles. Vos propres listes sont dans le dossier lists/ de vos données.")
    }

    static let puzzles = Localized(
        en: "Puzzles: the games' puzzles are made on this computer by the program's own generator, from a seed (the same code gives the same puzzle everywhere), unless you typed one into Solve a puzzle. The puzzle sets used by the tests and the benchmark are not part of the program: the easy, top 95 and hardest sets of dimitri/sudoku (the easy and hardest ones from Peter Norvig's essay), Gordon Royle's collection of 17-clue puzzles (as published in CoderDennis/SudokuSolver), and 4×4, 6×6, 12×12 and 16×16 sets made for the project by an independent generator.",
        fr: "Grilles : les grilles des parties sont faites sur cet ordinateur par le générateur du programme, à partir d’une graine (le même code donne la même grille partout), sauf celle que vous avez tapée dans Résoudre une grille. Les séries de grilles des tests et du banc d’essai ne font pas partie du programme : les séries facile, top 95 et « hardest » de dimitri/sudoku (la facile et « hardest » venant de l’essai de Peter Norvig), la collection de grilles à 17 données de Gordon Royle (telle que publiée dans CoderDennis/SudokuSolver), et des séries 4×4, 6×6, 12×12 et 16×16 faites pour le projet par un générateur indépendant.")

    static func dataDirectory(_ path: String) -> Localized {
        Localized(
            en: "Your data (games, history, settings, lists): \(path) — chosen by WORD_SUDOKU_HOME if set, else XDG_DATA_HOME/word-sudoku, else ~/.local/share/word-sudoku.",
            fr: "Vos données (parties, historique, réglages, listes) : \(path) — choisi par WORD_SUDOKU_HOME s’il est défini, sinon XDG_DATA_HOME/word-sudoku, sinon ~/.local/share/word-sudoku.")
    }
}
