import SudokuEngine

/// Every text of hints and explained steps, in English and French: one table.
enum HintText {
    // MARK: Houses

    /// A house at the start of a sentence: "Row C", "Column 4", "Box 2".
    static func house(_ kind: House.Kind, _ name: String) -> Localized {
        switch kind {
        case .row: Localized(en: "Row \(name)", fr: "Ligne \(name)")
        case .column: Localized(en: "Column \(name)", fr: "Colonne \(name)")
        case .box: Localized(en: "Box \(name)", fr: "Bloc \(name)")
        }
    }

    /// A house after "in": "in row C" / "sur la ligne C".
    static func inHouse(_ kind: House.Kind, _ name: String) -> Localized {
        switch kind {
        case .row: Localized(en: "in row \(name)", fr: "sur la ligne \(name)")
        case .column: Localized(en: "in column \(name)", fr: "dans la colonne \(name)")
        case .box: Localized(en: "in box \(name)", fr: "dans le bloc \(name)")
        }
    }

    /// Several houses of one kind: "rows C and F" / "les lignes C et F".
    static func houses(_ kind: House.Kind, _ names: String) -> Localized {
        switch kind {
        case .row: Localized(en: "rows \(names)", fr: "les lignes \(names)")
        case .column: Localized(en: "columns \(names)", fr: "les colonnes \(names)")
        case .box: Localized(en: "boxes \(names)", fr: "les blocs \(names)")
        }
    }

    /// The word joining the last two items of a list.
    static let and = Localized(en: "and", fr: "et")
    static let or = Localized(en: "or", fr: "ou")

    // MARK: Techniques

    static func name(of technique: Technique) -> Localized {
        switch technique {
        case .fullHouse: Localized(en: "full house", fr: "dernière case libre")
        case .hiddenSingle: Localized(en: "hidden single", fr: "singleton caché")
        case .nakedSingle: Localized(en: "naked single", fr: "singleton nu")
        case .pointing: Localized(en: "pointing", fr: "interaction bloc-ligne")
        case .claiming: Localized(en: "claiming", fr: "interaction ligne-bloc")
        case .nakedPair: Localized(en: "naked pair", fr: "paire nue")
        case .hiddenPair: Localized(en: "hidden pair", fr: "paire cachée")
        case .nakedTriple: Localized(en: "naked triple", fr: "triplet nu")
        case .hiddenTriple: Localized(en: "hidden triple", fr: "triplet caché")
        case .xWing: Localized(en: "X-wing", fr: "X-wing")
        case .xyWing: Localized(en: "XY-wing", fr: "XY-wing")
        case .swordfish: Localized(en: "swordfish", fr: "espadon")
        case .trial: Localized(en: "trial", fr: "essai")
        }
    }

    // MARK: Steps (each ends with the technique's name in brackets, added by StepText)

    /// The French does not say "dernière case" again: the step's name, "(dernière case
    /// libre)", follows the sentence.
    static func fullHouse(house: String, cell: String, value: String) -> Localized {
        Localized(en: "\(house): \(cell) is its last empty cell, so it is \(value)",
                  fr: "\(house) : il ne reste que \(cell) à remplir, c’est donc \(value)")
    }

    static func nakedSingle(cell: String, value: String) -> Localized {
        Localized(en: "\(cell): \(value) is the only value left for this cell",
                  fr: "\(cell) : \(value) est la seule valeur possible pour cette case")
    }

    static func hiddenSingle(house: String, cell: String, value: String) -> Localized {
        Localized(en: "\(house): \(value) can only go in \(cell)",
                  fr: "\(house) : \(value) ne peut aller qu’en \(cell)")
    }

    /// Pointing and claiming: `where` is an `inHouse` text.
    static func lockedCandidate(house: String, value: String, where place: String, removed: String) -> Localized {
        Localized(en: "\(house): \(value) can only be \(place), so it is removed from \(removed)",
                  fr: "\(house) : \(value) ne peut être que \(place), on l’enlève donc de \(removed)")
    }

    static func nakedSubset(house: String, cells: String, values: String, removed: String) -> Localized {
        Localized(en: "\(house): \(cells) can only hold \(values), so these values are removed from \(removed)",
                  fr: "\(house) : \(cells) ne peuvent contenir que \(values), on enlève donc ces valeurs de \(removed)")
    }

    static func hiddenSubset(house: String, values: String, cells: String) -> Localized {
        Localized(en: "\(house): \(values) can only go in \(cells), so their other candidates are removed",
                  fr: "\(house) : \(values) ne peuvent aller qu’en \(cells), on enlève donc leurs autres candidats")
    }

    /// X-wing and swordfish: `lines` and `crossLines` are `houses` texts.
    static func fish(value: String, lines: String, crossLines: String, removed: String) -> Localized {
        Localized(en: "In \(lines), \(value) can only go in \(crossLines), so it is removed from \(removed)",
                  fr: "Sur \(lines), \(value) ne peut aller que dans \(crossLines), on l’enlève donc de \(removed)")
    }

    static func xyWing(pivot: String, x: String, y: String, z: String, pincerX: String, pincerY: String, removed: String) -> Localized {
        Localized(en: "\(pivot) is \(x) or \(y); \(pincerX) is \(x) or \(z) and \(pincerY) is \(y) or \(z): either way one of them is \(z), so \(z) is removed from \(removed)",
                  fr: "\(pivot) vaut \(x) ou \(y) ; \(pincerX) vaut \(x) ou \(z) et \(pincerY) vaut \(y) ou \(z) : dans tous les cas l’une d’elles vaut \(z), on enlève donc \(z) de \(removed)")
    }

    static func trialElimination(cell: String, value: String) -> Localized {
        Localized(en: "If \(cell) were \(value), the grid would run into a contradiction, so \(value) is removed from \(cell)",
                  fr: "Si \(cell) valait \(value), la grille aboutirait à une contradiction, on enlève donc \(value) de \(cell)")
    }

    // MARK: A trial's chain

    /// The value a trial (or a branch of it) assumes: "A5 = 2 (assumed)".
    static func chainAssumed(cell: String, value: String) -> Localized {
        Localized(en: "\(cell) = \(value) (assumed)", fr: "\(cell) = \(value) (supposé)")
    }

    /// A naked single the assumption forces: "→ A7 = 5 (its only candidate left)".
    static func chainNakedSingle(cell: String, value: String) -> Localized {
        Localized(en: "→ \(cell) = \(value) (its only candidate left)", fr: "→ \(cell) = \(value) (son seul candidat restant)")
    }

    /// A hidden single the assumption forces; `house` is an `inHouse` text.
    static func chainHiddenSingle(cell: String, value: String, house: String) -> Localized {
        Localized(en: "→ \(cell) = \(value) (the only place left for \(value) \(house))",
                  fr: "→ \(cell) = \(value) (seule place restante pour \(value) \(house))")
    }

    /// Where the chain breaks: a cell left without a candidate.
    static func chainNoCandidate(cell: String) -> Localized {
        Localized(en: "→ \(cell) has no candidate left: contradiction", fr: "→ \(cell) n’a plus aucun candidat : contradiction")
    }

    /// Where the chain breaks: a value left without a place; `house` is an `inHouse` text.
    static func chainNoPlace(value: String, house: String) -> Localized {
        Localized(en: "→ \(value) has no place left \(house): contradiction", fr: "→ \(value) n’a plus de place \(house) : contradiction")
    }

    /// The singles stop; a two-candidate cell fails with either value.
    static func chainBothWays(cell: String, first: String, second: String) -> Localized {
        Localized(en: "→ \(cell) is \(first) or \(second), and both fail:", fr: "→ \(cell) vaut \(first) ou \(second), et les deux échouent :")
    }

    static func trialPlacement(cell: String, value: String) -> Localized {
        Localized(en: "\(cell): try \(value), the value of the solution",
                  fr: "\(cell) : essayez \(value), la valeur de la solution")
    }

    // MARK: Hints

    static func wrongEntry(cell: String) -> Localized {
        Localized(en: "\(cell) is wrong", fr: "\(cell) est fausse")
    }

    static let solved = Localized(en: "The grid is solved", fr: "La grille est résolue")
}
