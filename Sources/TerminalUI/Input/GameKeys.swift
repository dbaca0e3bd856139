import WordSudokuKit

/// What a key does on the game screen (outside typing a word and the questions over the board).
enum GameCommand: Equatable, Sendable {
    case up, down, left, right, rowStart, rowEnd, columnTop, columnBottom
    case nextEmpty, previousEmpty
    /// Open an empty entry (for a word that starts with a key that is a command).
    case type
    /// A digit of a word's number in the bank (two digits on grids of 10 words and more).
    case digit(Int)
    case erase, notes, undo, redo, restart, hint, peek, lookUp, bank, finish, pause, rules, leave
    /// Two players: let the other play.
    case pass
}

/// The game screen's keys, in one table: `handleGame` looks a key up here, and the help line
/// and the `?` screen are written from the same entries, so they can never disagree with what
/// the keys do.
///
/// Why these keys: a learner types words, often French ones that start with `l` (`le`, `la`,
/// `l'`), and a child types them without thinking of modes. So every lower-case letter types a
/// word, and the commands live where a word never starts: upper-case letters, digits, arrows,
/// Backspace, Esc, `?`. Vim-style `h` `j` `k` `l` movement is an option (off), for those whose
/// fingers expect it; with it, a word that starts with one of them begins with Enter.
enum GameKeys {
    /// One line of the `?` screen: the keys as shown, what they do, and each key's command.
    struct Entry {
        /// The keys as the help shows them (`U`, `1-9`, `Q Esc`).
        let shown: String
        /// A word or two for the help line under the board; nil for keys only the `?` screen lists.
        let brief: Localized?
        /// What the keys do, for the `?` screen.
        let description: Localized
        /// Whether the short help line (a narrow terminal) names it too.
        let inShortHelp: Bool
        let bindings: [(key: Key, command: GameCommand)]
        /// The games whose help line names it: nil, every game; true, only two players' (pass);
        /// false, only a game of one's (erase, undo, redo, clear: refused when two play, as
        /// a word once scored is the scorer's).
        var forTwoPlayers: Bool? = nil
    }

    /// The table, with or without Vim-style movement.
    static func entries(vim: Bool) -> [Entry] {
        let vimMoves: [(key: Key, command: GameCommand)] = vim
            ? [(.character("k"), .up), (.character("j"), .down), (.character("h"), .left), (.character("l"), .right)] : []
        return [
            Entry(shown: vim ? "← ↑ ↓ → h j k l" : "← ↑ ↓ →", brief: nil,
                  description: Localized(en: "move", fr: "se déplacer"), inShortHelp: false,
                  bindings: [(.up, .up), (.down, .down), (.left, .left), (.right, .right)] + vimMoves),
            Entry(shown: "Home End PgUp PgDn", brief: nil,
                  description: Localized(en: "ends of the row or the column", fr: "bouts de la ligne ou de la colonne"),
                  inShortHelp: false,
                  bindings: [(.home, .rowStart), (.end, .rowEnd), (.pageUp, .columnTop), (.pageDown, .columnBottom)]),
            Entry(shown: "Tab", brief: nil,
                  description: Localized(en: "next empty cell (Shift-Tab: the one before)", fr: "case vide suivante (Maj-Tab : la précédente)"),
                  inShortHelp: false, bindings: [(.tab, .nextEmpty), (.backTab, .previousEmpty)]),
            Entry(shown: "a-z", brief: Localized(en: "type", fr: "écrire"),
                  description: vim
                    ? Localized(en: "type a word (Enter first if it starts with h j k l)",
                                fr: "écrire (Entrée d’abord si le mot commence par h j k l)")
                    : Localized(en: "type a word; Tab completes, Enter places it, Esc cancels",
                                fr: "écrire un mot ; Tab complète, Entrée place, Échap annule"),
                  inShortHelp: true, bindings: [(.enter, .type)]),
            Entry(shown: "1-9", brief: Localized(en: "place", fr: "placer"),
                  description: Localized(en: "place the bank's word of that number (12: 1 then 2)",
                                         fr: "placer le mot de ce numéro (12 : 1 puis 2)"),
                  inShortHelp: false, bindings: (0...9).map { (.character(Character("\($0)")), .digit($0)) }),
            Entry(shown: "Bksp", brief: Localized(en: "erase", fr: "effacer"),
                  description: Localized(en: "erase the cell (Delete too)", fr: "effacer la case (Suppr aussi)"),
                  inShortHelp: false, bindings: [(.backspace, .erase), (.delete, .erase)], forTwoPlayers: false),
            Entry(shown: "N", brief: Localized(en: "notes", fr: "notes"),
                  description: Localized(en: "notes on/off: words entered become pencil notes", fr: "notes oui/non : les mots saisis deviennent des notes"),
                  inShortHelp: false, bindings: [(.character("N"), .notes)]),
            Entry(shown: "U", brief: Localized(en: "undo", fr: "annuler"),
                  description: Localized(en: "undo", fr: "annuler"), inShortHelp: true, bindings: [(.character("U"), .undo)],
                  forTwoPlayers: false),
            Entry(shown: "R", brief: Localized(en: "redo", fr: "refaire"),
                  description: Localized(en: "redo", fr: "refaire"), inShortHelp: false, bindings: [(.character("R"), .redo)],
                  forTwoPlayers: false),
            Entry(shown: "C", brief: Localized(en: "clear", fr: "vider"),
                  description: Localized(en: "clear your words (undo brings them back)", fr: "vider la grille de vos mots (annuler les ramène)"),
                  inShortHelp: false, bindings: [(.character("C"), .restart)], forTwoPlayers: false),
            Entry(shown: "H", brief: Localized(en: "hint", fr: "indice"),
                  description: Localized(en: "a hint, its cells highlighted (counted)", fr: "un indice, ses cases en évidence (compté)"),
                  inShortHelp: true, bindings: [(.character("H"), .hint)]),
            Entry(shown: "D", brief: Localized(en: "dictionary", fr: "dictionnaire"),
                  description: Localized(en: "peek at the dictionary (a few peeks per game)", fr: "coup d’œil au dictionnaire (quelques-uns par partie)"),
                  inShortHelp: false, bindings: [(.character("D"), .peek)]),
            Entry(shown: "L", brief: Localized(en: "look up", fr: "chercher"),
                  description: Localized(en: "look up one word: a given's, or L and a bank number",
                                         fr: "chercher un mot : d’une case donnée, ou L et un numéro"),
                  inShortHelp: false, bindings: [(.character("L"), .lookUp)]),
            Entry(shown: "B", brief: Localized(en: "bank", fr: "banque"),
                  description: Localized(en: "the word bank on a page of its own", fr: "la banque de mots sur une page à part"),
                  inShortHelp: true, bindings: [(.character("B"), .bank)]),
            Entry(shown: "F", brief: Localized(en: "finish", fr: "terminer"),
                  description: Localized(en: "finish and check (exam mode: a full grid waits for F)",
                                         fr: "terminer et vérifier (examen : la grille pleine attend F)"),
                  inShortHelp: true, bindings: [(.character("F"), .finish)]),
            Entry(shown: "S", brief: Localized(en: "pass", fr: "passer"),
                  description: Localized(en: "two players: pass, the other plays", fr: "à deux : passer, l’autre joue"),
                  inShortHelp: true, bindings: [(.character("S"), .pass)], forTwoPlayers: true),
            Entry(shown: "P", brief: Localized(en: "pause", fr: "pause"),
                  description: Localized(en: "pause: the clock stops, the board hides", fr: "pause : le chrono s’arrête, la grille se cache"),
                  inShortHelp: false, bindings: [(.character("P"), .pause)]),
            Entry(shown: "?", brief: Localized(en: "help", fr: "aide"),
                  description: Localized(en: "this page", fr: "cette page"), inShortHelp: true, bindings: [(.character("?"), .rules)]),
            Entry(shown: "Q", brief: Localized(en: "quit", fr: "quitter"),
                  description: Localized(en: "leave: keep the game or discard it (Esc too)", fr: "quitter : garder la partie ou la supprimer (Échap aussi)"),
                  inShortHelp: true, bindings: [(.escape, .leave), (.character("Q"), .leave)]),
        ]
    }

    /// The command bound to `key`, if any; a lower-case letter is none (it types), unless it
    /// is one of Vim's moves and they are on.
    static func command(for key: Key, vim: Bool) -> GameCommand? {
        for entry in entries(vim: vim) {
            if let binding = entry.bindings.first(where: { $0.key == key }) { return binding.command }
        }
        return nil
    }

    /// The help line under the board: `a-z type · 1-9 place · …`, with the keys of the game
    /// played (`twoPlayers`: S to pass, no undo).
    static func helpLine(_ language: UILanguage, vim: Bool, twoPlayers: Bool = false, short: Bool = false) -> String {
        entries(vim: vim).filter { $0.brief != nil && (!short || $0.inShortHelp) && ($0.forTwoPlayers ?? twoPlayers) == twoPlayers }
            .map { "\($0.shown) \($0.brief!(language))" }.joined(separator: " · ")
    }

    /// The help line wrapped to `width`, filling each line before the next: as many lines as
    /// it takes.
    static func helpLines(_ language: UILanguage, vim: Bool, twoPlayers: Bool = false, width: Int) -> [String] {
        TerminalApp.fill(helpLine(language, vim: vim, twoPlayers: twoPlayers).components(separatedBy: " · "), separator: " · ", width: width)
    }

    /// The width of the `?` screen's key column.
    static func shownWidth(vim: Bool) -> Int { entries(vim: vim).map { DisplayWidth.of($0.shown) }.max() ?? 1 }
}
