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
    /// Say the selected cell's word aloud (espeak-ng).
    case say
    /// Two players: let the other play.
    case pass
}

/// The game screen's keys, in one table: `handleGame` looks a key up here, and the help line
/// and the `?` screen are written from the same entries, so they can never disagree with what
/// the keys do.
///
/// Why these keys: a learner types words, often French ones that start with `l` (`le`, `la`,
/// `l'`), and a child types them without thinking of modes — or with Caps Lock on, which a
/// terminal cannot tell from Shift. So every letter, in either case, types a word, and the
/// commands live where a word never starts: Ctrl with a letter (`^U` undo, as nano writes
/// them), digits, arrows, Backspace, Esc, `?`. Ctrl-H, -I, -J and -M arrive as Backspace,
/// Tab and Enter, and Ctrl-B is tmux's prefix, which is why a hint is `^T` and the bank `^W`.
/// Vim-style `h` `j` `k` `l` movement is an option (off), for those whose fingers expect it;
/// with it, a word that starts with one of them begins with Enter.
enum GameKeys {
    /// One line of the `?` screen: the keys as shown, what they do, and each key's command.
    struct Entry {
        /// The keys as the help shows them (`U`, `1-9`, `Q Esc`), in English.
        let shown: String
        /// Their names on a French keyboard, where they differ (`Échap`, `Retour arr.`).
        var shownFrench: String? = nil
        /// A word or two for the help line under the board; nil for keys only the `?` screen lists.
        let brief: Localized?
        /// What the keys do, for the `?` screen.
        let description: Localized
        /// Its place on the short help line (when rows are short), which keeps what fits in this
        /// order: typing, the digits, `?` (which lists the rest) and leaving first; nil, never.
        let shortRank: Int?
        let bindings: [(key: Key, command: GameCommand)]
        /// The games whose help line names it: nil, every game; true, only two players' (pass);
        /// false, only a game of one's (erase, undo, redo, clear: refused when two play, as
        /// a word once scored is the scorer's).
        var forTwoPlayers: Bool? = nil

        /// The keys as the help shows them in `language` (the French help said `Esc quitter`
        /// where every other screen says `Échap`).
        func label(_ language: UILanguage) -> String { language == .fr ? shownFrench ?? shown : shown }
    }

    /// The table, with or without Vim-style movement, for a game of `words` words (the digit
    /// keys show as `1-4` on a 4×4 and `1-16` on a 16×16, where `1-9` hid that two-digit
    /// numbers exist and, on a 4×4, offered digits with no word).
    static func entries(vim: Bool, words: Int = 9) -> [Entry] {
        let vimMoves: [(key: Key, command: GameCommand)] = vim
            ? [(.character("k"), .up), (.character("j"), .down), (.character("h"), .left), (.character("l"), .right)] : []
        return [
            Entry(shown: vim ? "← ↑ ↓ → h j k l" : "← ↑ ↓ →", brief: nil,
                  description: Localized(en: "move", fr: "se déplacer"), shortRank: nil,
                  bindings: [(.up, .up), (.down, .down), (.left, .left), (.right, .right)] + vimMoves),
            Entry(shown: "Home End PgUp PgDn", brief: nil,
                  description: Localized(en: "ends of the row or the column", fr: "bouts de la ligne ou de la colonne"),
                  shortRank: nil,
                  bindings: [(.home, .rowStart), (.end, .rowEnd), (.pageUp, .columnTop), (.pageDown, .columnBottom)]),
            Entry(shown: "Tab", brief: nil,
                  description: Localized(en: "next empty cell (Shift-Tab: the one before)", fr: "case vide suivante (Maj-Tab : la précédente)"),
                  shortRank: nil, bindings: [(.tab, .nextEmpty), (.backTab, .previousEmpty)]),
            Entry(shown: "a-z", brief: Localized(en: "type", fr: "écrire"),
                  description: vim
                    ? Localized(en: "type (capitals too; Enter first before h j k l)",
                                fr: "écrire (majuscules aussi ; Entrée d’abord avant h j k l)")
                    : Localized(en: "type a word (capitals too); Tab completes, Enter places",
                                fr: "écrire (majuscules aussi) ; Tab complète, Entrée place"),
                  shortRank: 0, bindings: [(.enter, .type)]),
            Entry(shown: "1-\(words)", brief: Localized(en: "place", fr: "placer"),
                  description: Localized(en: "place the bank's word of that number (12: 1 then 2)",
                                         fr: "placer le mot de ce numéro (12 : 1 puis 2)"),
                  shortRank: 1, bindings: (0...9).map { (.character(Character("\($0)")), .digit($0)) }),
            Entry(shown: "Bksp", shownFrench: "Retour arr.", brief: Localized(en: "erase", fr: "effacer"),
                  description: Localized(en: "erase the cell (Delete too)", fr: "effacer la case (Suppr aussi)"),
                  shortRank: nil, bindings: [(.backspace, .erase), (.delete, .erase)], forTwoPlayers: false),
            Entry(shown: "^N", brief: Localized(en: "notes", fr: "notes"),
                  description: Localized(en: "notes on/off: words entered become pencil notes", fr: "notes oui/non : les mots saisis deviennent des notes"),
                  shortRank: nil, bindings: [(.control("n"), .notes)]),
            // One entry for the pair, so that the `?` page keeps every key within 24 rows.
            Entry(shown: "^U ^R", brief: Localized(en: "undo, redo", fr: "annuler, refaire"),
                  description: Localized(en: "undo, redo", fr: "annuler, refaire"), shortRank: 8,
                  bindings: [(.control("u"), .undo), (.control("r"), .redo)], forTwoPlayers: false),
            Entry(shown: "^K", brief: Localized(en: "clear", fr: "vider"),
                  description: Localized(en: "clear your words (asks first; undo brings them back)", fr: "vider la grille (demande d’abord ; ^U ramène les mots)"),
                  shortRank: nil, bindings: [(.control("k"), .restart)], forTwoPlayers: false),
            Entry(shown: "^T", brief: Localized(en: "hint", fr: "indice"),
                  description: Localized(en: "a hint, its cells highlighted (counted)", fr: "un indice, ses cases en évidence (compté)"),
                  shortRank: 6, bindings: [(.control("t"), .hint)]),
            Entry(shown: "^D", brief: Localized(en: "dictionary", fr: "dictionnaire"),
                  description: Localized(en: "peek at the dictionary (a few peeks per game)", fr: "coup d’œil au dictionnaire (quelques-uns par partie)"),
                  shortRank: nil, bindings: [(.control("d"), .peek)]),
            Entry(shown: "^L", brief: Localized(en: "look up", fr: "chercher"),
                  description: Localized(en: "look up one word: a given's, or ^L and a bank number",
                                         fr: "chercher un mot : d’une case donnée, ou ^L et un numéro"),
                  shortRank: nil, bindings: [(.control("l"), .lookUp)]),
            Entry(shown: "^S", brief: Localized(en: "say", fr: "dire"),
                  description: Localized(en: "say the cell's or the typed word (espeak-ng)", fr: "dire le mot de la case ou tapé (espeak-ng)"),
                  shortRank: nil, bindings: [(.control("s"), .say)]),
            Entry(shown: "^W", brief: Localized(en: "bank", fr: "banque"),
                  description: Localized(en: "the word bank on a page of its own", fr: "la banque de mots sur une page à part"),
                  shortRank: 5, bindings: [(.control("w"), .bank)]),
            Entry(shown: "^F", brief: Localized(en: "finish", fr: "terminer"),
                  description: Localized(en: "finish and check (exam mode: a full grid waits for ^F)",
                                         fr: "terminer et vérifier (examen : grille pleine, attend ^F)"),
                  shortRank: 7, bindings: [(.control("f"), .finish)]),
            Entry(shown: "^O", brief: Localized(en: "pass", fr: "passer"),
                  description: Localized(en: "two players: pass, the other plays", fr: "à deux : passer, l’autre joue"),
                  shortRank: 4, bindings: [(.control("o"), .pass)], forTwoPlayers: true),
            Entry(shown: "^P", brief: Localized(en: "pause", fr: "pause"),
                  description: Localized(en: "pause: the clock stops, the board hides", fr: "pause : le chrono s’arrête, la grille se cache"),
                  shortRank: nil, bindings: [(.control("p"), .pause)]),
            Entry(shown: "?", brief: Localized(en: "help", fr: "aide"),
                  description: Localized(en: "this page", fr: "cette page"), shortRank: 2, bindings: [(.character("?"), .rules)]),
            Entry(shown: "Esc", shownFrench: "Échap", brief: Localized(en: "quit", fr: "quitter"),
                  description: Localized(en: "leave: keep the game or discard it (^Q too)",
                                         fr: "quitter : garder ou supprimer la partie (^Q aussi)"),
                  shortRank: 3, bindings: [(.escape, .leave), (.control("q"), .leave)]),
        ]
    }

    /// The command bound to `key`, if any; a letter of either case is none (it types), unless
    /// it is one of Vim's lower-case moves and they are on.
    static func command(for key: Key, vim: Bool) -> GameCommand? {
        for entry in entries(vim: vim) {
            if let binding = entry.bindings.first(where: { $0.key == key }) { return binding.command }
        }
        return nil
    }

    /// The help line under the board: `a-z type · 1-9 place · …`, with the keys of the game
    /// played (`twoPlayers`: ^O to pass, no undo). `short`, on one line of `width`: the entries
    /// of the short help that fit, by rank (the digit keys and `?` are never dropped for a
    /// lesser key, as they were at 12×12 and 16×16), in the table's order.
    static func helpLine(_ language: UILanguage, vim: Bool, words: Int = 9, twoPlayers: Bool = false, short: Bool = false, width: Int = .max) -> String {
        let separator = " · "
        let shown = entries(vim: vim, words: words).filter { $0.brief != nil && ($0.forTwoPlayers ?? twoPlayers) == twoPlayers }
        func text(_ entry: Entry) -> String { "\(entry.label(language)) \(entry.brief!(language))" }
        guard short else { return shown.map(text).joined(separator: separator) }
        var kept: [String] = []
        var used = 0
        for entry in shown.filter({ $0.shortRank != nil }).sorted(by: { $0.shortRank! < $1.shortRank! }) {
            let added = DisplayWidth.of(text(entry)) + (kept.isEmpty ? 0 : DisplayWidth.of(separator))
            if used + added <= width { kept.append(entry.shown); used += added }
        }
        return shown.filter { kept.contains($0.shown) }.map(text).joined(separator: separator)
    }

    /// The help line wrapped to `width`, filling each line before the next: as many lines as
    /// it takes.
    static func helpLines(_ language: UILanguage, vim: Bool, words: Int = 9, twoPlayers: Bool = false, width: Int) -> [String] {
        TextWrap.fill(helpLine(language, vim: vim, words: words, twoPlayers: twoPlayers).components(separatedBy: " · "), separator: " · ", width: width)
    }

    /// The width of the `?` screen's key column.
    static func shownWidth(vim: Bool, words: Int = 9, language: UILanguage = .en) -> Int {
        entries(vim: vim, words: words).map { DisplayWidth.of($0.label(language)) }.max() ?? 1
    }
}
