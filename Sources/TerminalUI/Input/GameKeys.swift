import WordSudokuKit

/// What a key does on the game screen (outside typing a word and the questions over the board).
enum GameCommand: Equatable, Sendable {
    case up, down, left, right, rowStart, rowEnd, columnTop, columnBottom
    case nextEmpty, previousEmpty
    case type, place(Int), erase, notes, undo, redo, restart, hint, peek, finish, pause, rules, leave
}

/// The game screen's keys, in one table: `handleGame` looks a key up here, and the help line
/// and the `?` screen are written from the same entries, so they can never disagree with what
/// the keys do.
enum GameKeys {
    /// One line of the `?` screen: the keys as shown, what they do, and each key's command.
    struct Entry {
        /// The keys as the help shows them (`u`, `1-9`, `q Esc`).
        let shown: String
        /// A word or two for the help line under the board; nil for keys only the `?` screen lists.
        let brief: Localized?
        /// What the keys do, for the `?` screen.
        let description: Localized
        /// Whether the short help line (a narrow terminal) names it too.
        let inShortHelp: Bool
        let bindings: [(key: Key, command: GameCommand)]
    }

    static let entries: [Entry] = [
        Entry(shown: "← ↑ ↓ → h j k l", brief: nil,
              description: Localized(en: "move", fr: "se déplacer"), inShortHelp: false,
              bindings: [(.up, .up), (.character("k"), .up), (.down, .down), (.character("j"), .down),
                         (.left, .left), (.character("h"), .left), (.right, .right), (.character("l"), .right)]),
        Entry(shown: "Home End PgUp PgDn", brief: nil,
              description: Localized(en: "ends of the row or the column", fr: "bouts de la ligne ou de la colonne"),
              inShortHelp: false,
              bindings: [(.home, .rowStart), (.end, .rowEnd), (.pageUp, .columnTop), (.pageDown, .columnBottom)]),
        Entry(shown: "Tab", brief: nil,
              description: Localized(en: "next empty cell (Shift-Tab: the one before)", fr: "case vide suivante (Maj-Tab : la précédente)"),
              inShortHelp: false, bindings: [(.tab, .nextEmpty), (.backTab, .previousEmpty)]),
        Entry(shown: "i", brief: Localized(en: "type", fr: "écrire"),
              description: Localized(en: "type a word (or Enter, or any letter that is no key)",
                                     fr: "écrire un mot (ou Entrée, ou une lettre sans autre rôle)"),
              inShortHelp: true, bindings: [(.character("i"), .type), (.enter, .type)]),
        Entry(shown: "1-9", brief: Localized(en: "place", fr: "placer"),
              description: Localized(en: "place the word with that number in the bank", fr: "placer le mot de ce numéro dans la banque"),
              inShortHelp: false, bindings: (1...9).map { (.character(Character("\($0)")), .place($0)) }),
        Entry(shown: "x", brief: Localized(en: "erase", fr: "effacer"),
              description: Localized(en: "erase (Backspace, Delete too)", fr: "effacer (Retour arrière, Suppr aussi)"),
              inShortHelp: true, bindings: [(.character("x"), .erase), (.backspace, .erase), (.delete, .erase)]),
        Entry(shown: "n", brief: Localized(en: "notes", fr: "notes"),
              description: Localized(en: "notes on/off: words entered become pencil notes", fr: "notes oui/non : les mots saisis deviennent des notes"),
              inShortHelp: false, bindings: [(.character("n"), .notes)]),
        Entry(shown: "u", brief: Localized(en: "undo", fr: "annuler"),
              description: Localized(en: "undo", fr: "annuler"), inShortHelp: true, bindings: [(.character("u"), .undo)]),
        Entry(shown: "r", brief: Localized(en: "redo", fr: "refaire"),
              description: Localized(en: "redo", fr: "refaire"), inShortHelp: false, bindings: [(.character("r"), .redo)]),
        Entry(shown: "R", brief: Localized(en: "restart", fr: "recommencer"),
              description: Localized(en: "clear your words (undo brings them back)", fr: "effacer vos mots (annuler les ramène)"),
              inShortHelp: false, bindings: [(.character("R"), .restart)]),
        Entry(shown: "H", brief: Localized(en: "hint", fr: "indice"),
              description: Localized(en: "a hint, its cells highlighted (counted)", fr: "un indice, ses cases en évidence (compté)"),
              inShortHelp: true, bindings: [(.character("H"), .hint)]),
        Entry(shown: "d", brief: Localized(en: "peek", fr: "coup d'œil"),
              description: Localized(en: "peek at the dictionary (a few per game)", fr: "coup d'œil au dictionnaire (quelques-uns par partie)"),
              inShortHelp: false, bindings: [(.character("d"), .peek)]),
        Entry(shown: "F", brief: Localized(en: "finish", fr: "terminer"),
              description: Localized(en: "finish and check (exam mode: a full grid waits for F)",
                                     fr: "terminer et vérifier (examen : la grille pleine attend F)"),
              inShortHelp: true, bindings: [(.character("F"), .finish)]),
        Entry(shown: "p", brief: Localized(en: "pause", fr: "pause"),
              description: Localized(en: "pause: the clock stops, the board hides", fr: "pause : le chrono s'arrête, la grille se cache"),
              inShortHelp: false, bindings: [(.character("p"), .pause)]),
        Entry(shown: "?", brief: Localized(en: "keys", fr: "touches"),
              description: Localized(en: "this page", fr: "cette page"), inShortHelp: true, bindings: [(.character("?"), .rules)]),
        Entry(shown: "q", brief: Localized(en: "quit", fr: "quitter"),
              description: Localized(en: "leave: keep the game or discard it (Esc too)",
                                     fr: "quitter : garder la partie ou la supprimer (Échap aussi)"),
              inShortHelp: true, bindings: [(.character("q"), .leave), (.escape, .leave)]),
    ]

    /// The command bound to `key`, if any.
    static func command(for key: Key) -> GameCommand? {
        for entry in entries {
            if let binding = entry.bindings.first(where: { $0.key == key }) { return binding.command }
        }
        return nil
    }

    /// The help line under the board: `i type · 1-9 place · …`.
    static func helpLine(_ language: UILanguage, short: Bool = false) -> String {
        entries.filter { $0.brief != nil && (!short || $0.inShortHelp) }
            .map { "\($0.shown) \($0.brief!(language))" }.joined(separator: " · ")
    }

    /// The help line wrapped to `width`, filling each line before the next (`i type · … ` then
    /// the rest): as many lines as it takes.
    static func helpLines(_ language: UILanguage, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for part in helpLine(language).components(separatedBy: " · ") {
            let candidate = line.isEmpty ? part : line + " · " + part
            if DisplayWidth.of(candidate) > width, !line.isEmpty {
                lines.append(line)
                line = part
            } else {
                line = candidate
            }
        }
        return lines + [line]
    }

    /// The width of the `?` screen's key column.
    static let shownWidth = entries.map { DisplayWidth.of($0.shown) }.max() ?? 1
}
