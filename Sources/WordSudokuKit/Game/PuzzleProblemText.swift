import SudokuEngine

/// What is said of a puzzle that cannot be read or breaks the rules, in English and French:
/// the engine's `PuzzleTextError` and `BoardIssue` carry the data (counts, the symbol, the
/// house, the cell) and no sentence, so both languages are written here, beside the kit's other
/// texts. `solve` and `rate` say these on standard error; the machine-readable verdicts `rate`
/// prints on standard output (`no solution`, `not unique`) stay as documented.
public enum PuzzleProblemText {
    /// A line that is not a puzzle: `81 cells expected, got 80`.
    public static func malformed(_ error: PuzzleTextError) -> Localized {
        switch error {
        case let .cellCount(expected, got):
            Localized(en: "\(expected) cells expected, got \(got)", fr: "\(expected) cases attendues, \(got) lues")
        case let .rowLength(row, expected, got):
            Localized(en: "\(expected) cells expected in row \(row), got \(got)", fr: "\(expected) cases attendues à la ligne \(row), \(got) lues")
        case let .invalidSymbol(character, column):
            Localized(en: "invalid symbol “\(character)” at column \(column)", fr: "symbole invalide « \(character) » à la colonne \(column)")
        case .noPuzzle:
            Localized(en: "no puzzle found", fr: "aucune grille trouvée")
        case let .severalPuzzles(count):
            Localized(en: "one puzzle expected, found \(count)", fr: "une grille attendue, \(count) trouvées")
        }
    }

    /// A rule the givens break: `duplicate 7 in row 3` (1-based numbers, symbols as printed).
    public static func issue(_ issue: BoardIssue) -> Localized {
        switch issue {
        case let .duplicate(value, house, _):
            let symbol = PuzzleText.symbol(for: value)
            return Localized(en: "duplicate \(symbol) in \(house)", fr: "\(symbol) en double dans \(place(house))")
        case let .outOfRange(value, cell, size):
            return Localized(en: "value \(value) out of range 1...\(size) in row \(cell / size + 1), column \(cell % size + 1)",
                             fr: "valeur \(value) hors de 1...\(size) à la ligne \(cell / size + 1), colonne \(cell % size + 1)")
        }
    }

    /// `la ligne 3`, `la colonne 1`, `le bloc 9` (the English, `row 3`, is the house's own name).
    static func place(_ house: House) -> String {
        switch house.kind {
        case .row: "la ligne \(house.index + 1)"
        case .column: "la colonne \(house.index + 1)"
        case .box: "le bloc \(house.index + 1)"
        }
    }

    public static let noSolution = Localized(en: "no solution", fr: "aucune solution")
    public static let multipleSolutions = Localized(en: "multiple solutions", fr: "plusieurs solutions")
    public static let notUnique = Localized(en: "not unique", fr: "pas unique")

    /// After a verdict on a 6×6, 8×8 or 12×12 whose boxes were guessed: how it was read.
    public static func otherShape(rows: Int, columns: Int) -> Localized {
        Localized(en: " (read with \(rows)x\(columns) boxes; if its boxes are \(columns)x\(rows), give --box \(columns)x\(rows))",
                  fr: " (lue avec des blocs \(rows)x\(columns) ; si ses blocs sont \(columns)x\(rows), donnez --box \(columns)x\(rows))")
    }
}
