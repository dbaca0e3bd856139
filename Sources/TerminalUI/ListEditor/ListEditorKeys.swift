import WordSudokuKit

/// What a key does in the list editor (any printable key types).
enum ListEditorCommand: Equatable, Sendable {
    case next, previous, up, down, otherSide, erase, deleteRow, save, leave
}

/// The list editor's keys, in one table: `ListEditor.handle` looks a key up here and the help
/// line is written from the same entries, so the two cannot disagree (as `GameKeys` does for
/// the board).
///
/// Why these keys: every letter types (a word may start with any), so commands are Tab, Enter,
/// arrows, Backspace, Esc and two Ctrl keys as in nano, which many teachers have met: Ctrl-S
/// saves and Ctrl-K removes the row. The terminal runs without flow control, so Ctrl-S reaches
/// the program rather than freezing the screen.
enum ListEditorKeys {
    struct Entry {
        /// The keys as the help line shows them.
        let shown: Localized
        let brief: Localized
        let bindings: [(key: Key, command: ListEditorCommand)]
    }

    static let entries: [Entry] = [
        Entry(shown: Localized(en: "Tab Enter", fr: "Tab Entrée"), brief: Localized(en: "next", fr: "suivant"),
              bindings: [(.tab, .next), (.enter, .next), (.backTab, .previous)]),
        Entry(shown: Localized(en: "↑↓←→", fr: "↑↓←→"), brief: Localized(en: "move", fr: "aller"),
              bindings: [(.up, .up), (.down, .down), (.left, .otherSide), (.right, .otherSide)]),
        Entry(shown: Localized(en: "a|b", fr: "a|b"), brief: Localized(en: "two answers", fr: "deux réponses"), bindings: []),
        Entry(shown: Localized(en: "Bksp", fr: "Bksp"), brief: Localized(en: "erase", fr: "effacer"),
              bindings: [(.backspace, .erase), (.delete, .erase)]),
        Entry(shown: Localized(en: "^K", fr: "^K"), brief: Localized(en: "delete row", fr: "suppr. ligne"),
              bindings: [(.control("k"), .deleteRow)]),
        Entry(shown: Localized(en: "^S", fr: "^S"), brief: Localized(en: "save", fr: "enregistrer"),
              bindings: [(.control("s"), .save)]),
        Entry(shown: Localized(en: "Esc", fr: "Échap"), brief: Localized(en: "back", fr: "retour"),
              bindings: [(.escape, .leave)]),
    ]

    static func command(for key: Key) -> ListEditorCommand? {
        for entry in entries {
            if let binding = entry.bindings.first(where: { $0.key == key }) { return binding.command }
        }
        return nil
    }

    /// The help line, wrapped to `width`: as many lines as it takes.
    static func helpLines(_ language: UILanguage, width: Int) -> [String] {
        TextWrap.fill(entries.map { "\($0.shown(language)) \($0.brief(language))" }, separator: " · ", width: width)
    }
}
