import WordSudokuKit

/// Every text of the solver screen, in English and French.
enum SolverText {
    static let title = Localized(en: "Solve a puzzle", fr: "Résoudre une grille")
    static func size(_ size: Int, boxRows: Int, boxColumns: Int) -> Localized {
        let boxes = boxRows == boxColumns ? "" : " (\(boxRows)×\(boxColumns))"
        return Localized(en: "Size \(size)×\(size)\(boxes)", fr: "Taille \(size)×\(size)\(boxes)")
    }
    static func givens(_ count: Int) -> Localized {
        Localized(en: "\(count) given\(count == 1 ? "" : "s")", fr: "\(count) donnée\(count > 1 ? "s" : "")")
    }
    static let typeHint = Localized(
        en: "Type the givens: a symbol fills the cell and moves on, 0 or . leaves it empty, so a line in the puzzle format can be pasted from the first cell.",
        fr: "Tapez les données : un symbole remplit la case et passe à la suivante, 0 ou . la laisse vide ; une ligne au format des grilles peut donc être collée depuis la première case.")
    static let solved = Localized(en: "One solution: the givens in bold, the rest solved.",
                                  fr: "Une solution : les données en gras, le reste résolu.")
    static let conflict = Localized(en: "No solution: the highlighted givens repeat a symbol in a row, column or box.",
                                    fr: "Pas de solution : les données en surbrillance répètent un symbole dans une ligne, une colonne ou un bloc.")
    static let noSolution = Localized(en: "No solution: no given repeats, but no grid completes them.",
                                      fr: "Pas de solution : aucune donnée ne se répète, mais aucune grille ne les complète.")
    static func several(_ count: Int) -> Localized {
        Localized(en: "Several solutions: one is shown; another differs in the \(count) highlighted cell\(count == 1 ? "" : "s"):",
                  fr: "Plusieurs solutions : l’une est affichée ; une autre diffère dans \(count == 1 ? "la case" : "les \(count) cases") en surbrillance :")
    }
    /// "C4 7|3": a cell, its value in the solution shown and in the other.
    static func difference(cell: String, shown: Character, other: Character) -> String {
        "\(cell) \(shown)|\(other)"
    }
    static func stepNumber(_ number: Int, of count: Int) -> Localized {
        Localized(en: "Step \(number) of \(count)", fr: "Étape \(number) sur \(count)")
    }
    static func logicSolved(_ count: Int) -> Localized {
        Localized(en: "Solved by logic in \(count) step\(count == 1 ? "" : "s").",
                  fr: "Résolue par la logique en \(count) étape\(count > 1 ? "s" : "").")
    }
    static func logicStuck(after count: Int, empty: Int) -> Localized {
        Localized(en: "The logic solver stops here, after \(count) step\(count == 1 ? "" : "s"): no technique it knows applies, and \(empty) cell\(empty == 1 ? " is" : "s are") still empty (the puzzle may have several solutions; Solve tells).",
                  fr: "Le solveur logique s’arrête ici, après \(count) étape\(count > 1 ? "s" : "") : aucune technique qu’il connaît ne s’applique, et \(empty) case\(empty == 1 ? " reste vide" : "s restent vides") (la grille a peut-être plusieurs solutions ; Résoudre le dira).")
    }
    static func logicContradiction(after count: Int) -> Localized {
        Localized(en: "After \(count) step\(count == 1 ? "" : "s") a cell has no candidate left: the puzzle has no solution.",
                  fr: "Après \(count) étape\(count > 1 ? "s" : ""), une case n’a plus de candidat : la grille n’a pas de solution.")
    }
    static let solving = Localized(en: "Solving… (Esc stops)", fr: "Résolution… (Échap l’arrête)")
    static let solvingStopped = Localized(en: "Solving stopped. Enter or S tries again.",
                                          fr: "Résolution arrêtée. Entrée ou S pour réessayer.")
    static let explaining = Localized(en: "Working out the steps…", fr: "Recherche des étapes…")
    static let rating = Localized(en: "Rating the puzzle for its game…", fr: "Évaluation de la grille pour sa partie…")
    static let emptyGrid = Localized(en: "Type some givens first.", fr: "Tapez d’abord des données.")
    static func tooSmall(width: Int, height: Int) -> Localized {
        Localized(en: "The terminal is too small for this grid: it needs \(width)×\(height). Enlarge it, or press Tab for another size.",
                  fr: "Le terminal est trop petit pour cette grille : il faut \(width)×\(height). Agrandissez-le, ou appuyez sur Tab pour une autre taille.")
    }
}
