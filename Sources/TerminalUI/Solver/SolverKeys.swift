import SudokuEngine
import WordSudokuKit

/// What a key does on the solver screen (a symbol of the grid types it; `0` and `.` empty the
/// cell, as in the puzzle format, so a pasted line fills the grid).
enum SolverCommand: Equatable, Sendable {
    case up, down, left, right, firstCell, eraseBack, erase, solve, explain, nextShape, previousShape
    case nextStep, previousStep, back
    /// Play it: a word game on the typed puzzle (offered once Solve found its one solution).
    case playIt
}

/// The solver screen's keys, in one table per mode: `SolverScreen.handle` looks a key up here
/// and the help line is written from the same entries (as `GameKeys` does for the board).
///
/// Why these keys: the symbols are `1`–`9` then `A`–`G`, so no command may be one of those
/// letters on a grid that uses it. Enter and `S` solve; `E` explains where E is no symbol (below
/// 14×14), `X` everywhere (a 16×16 types E for 14). Tab changes the grid's size. `P` plays the
/// solved puzzle (P is no symbol up to 16×16, G being the last).
enum SolverKeys {
    struct Entry {
        let shown: Localized
        let brief: Localized
        let bindings: [(key: Key, command: SolverCommand)]
    }

    /// The keys while the givens are typed (and while a verdict is shown over them); `playable`:
    /// Play it is offered (the puzzle has exactly one solution), so `P` is in the table and the help.
    static func editing(size: Int, playable: Bool = false) -> [Entry] {
        let explainKeys: [(key: Key, command: SolverCommand)] = size < 14
            ? [(.character("e"), .explain), (.character("E"), .explain)] : []
        // `1-6` on a 6×6, `1-9 A-G` on a 16×16.
        let symbols = "1-\(PuzzleText.symbol(for: min(size, 9)))" + (size > 9 ? " A-\(PuzzleText.symbol(for: size))" : "")
        let play = Entry(shown: Localized(en: "P", fr: "P"), brief: Localized(en: "play it", fr: "y jouer"),
                         bindings: [(.character("p"), .playIt), (.character("P"), .playIt)])
        return [
            Entry(shown: Localized(en: symbols, fr: symbols),
                  brief: Localized(en: "type", fr: "écrire"), bindings: []),
            Entry(shown: Localized(en: "←↑↓→", fr: "←↑↓→"), brief: Localized(en: "move", fr: "aller"),
                  bindings: [(.up, .up), (.down, .down), (.left, .left), (.right, .right), (.home, .firstCell)]),
            Entry(shown: Localized(en: "Bksp 0 .", fr: "Bksp 0 ."), brief: Localized(en: "clear", fr: "effacer"),
                  bindings: [(.backspace, .eraseBack), (.delete, .erase)]),
            Entry(shown: Localized(en: "Tab", fr: "Tab"), brief: Localized(en: "size", fr: "taille"),
                  bindings: [(.tab, .nextShape), (.backTab, .previousShape)]),
            Entry(shown: Localized(en: "Enter S", fr: "Entrée S"), brief: Localized(en: "solve", fr: "résoudre"),
                  bindings: [(.enter, .solve), (.character("s"), .solve), (.character("S"), .solve)]),
            Entry(shown: Localized(en: size < 14 ? "E X" : "X", fr: size < 14 ? "E X" : "X"),
                  brief: Localized(en: "explain", fr: "expliquer"),
                  bindings: explainKeys + [(.character("x"), .explain), (.character("X"), .explain)]),
        ] + (playable ? [play] : []) + [
            Entry(shown: Localized(en: "Esc", fr: "Échap"), brief: Localized(en: "back", fr: "retour"),
                  bindings: [(.escape, .back), (.character("q"), .back)]),
        ]
    }

    /// The keys while the steps are explained.
    static let explaining: [Entry] = [
        Entry(shown: Localized(en: "→ n", fr: "→ n"), brief: Localized(en: "next step", fr: "étape suivante"),
              bindings: [(.right, .nextStep), (.down, .nextStep), (.character("n"), .nextStep), (.enter, .nextStep),
                         (.character(" "), .nextStep), (.pageDown, .nextStep)]),
        Entry(shown: Localized(en: "← p", fr: "← p"), brief: Localized(en: "step before", fr: "étape précédente"),
              bindings: [(.left, .previousStep), (.up, .previousStep), (.character("p"), .previousStep), (.pageUp, .previousStep)]),
        Entry(shown: Localized(en: "Esc", fr: "Échap"), brief: Localized(en: "back to the grid", fr: "retour à la grille"),
              bindings: [(.escape, .back), (.character("q"), .back)]),
    ]

    static func command(for key: Key, in entries: [Entry]) -> SolverCommand? {
        for entry in entries {
            if let binding = entry.bindings.first(where: { $0.key == key }) { return binding.command }
        }
        return nil
    }

    /// The help line, wrapped to `width`.
    static func helpLines(_ entries: [Entry], _ language: UILanguage, width: Int) -> [String] {
        TextWrap.fill(entries.map { "\($0.shown(language)) \($0.brief(language))" }, separator: " · ", width: width)
    }
}
