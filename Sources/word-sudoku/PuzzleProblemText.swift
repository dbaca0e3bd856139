import SudokuEngine
import WordSudokuKit

/// What `solve` and `rate` say on stderr about a puzzle, in the UI language: the engine's
/// `PuzzleTextError` and `BoardIssue` describe themselves in English only (the engine has no
/// strings of its own to translate), so their French is here. The machine-readable verdicts
/// `rate` prints on stdout (`no solution`, `not unique`) stay as documented.
enum PuzzleProblemText {
    /// A line that is not a puzzle: `81 cells expected, got 80`.
    static func malformed(_ error: PuzzleTextError) -> Localized {
        switch error {
        case let .cellCount(expected, got):
            Localized(en: error.description, fr: "\(expected) cases attendues, \(got) lues")
        case let .rowLength(row, expected, got):
            Localized(en: error.description, fr: "\(expected) cases attendues à la ligne \(row), \(got) lues")
        case let .invalidSymbol(character, column):
            Localized(en: error.description, fr: "symbole invalide '\(character)' à la colonne \(column)")
        case .noPuzzle:
            Localized(en: error.description, fr: "aucune grille trouvée")
        case let .severalPuzzles(count):
            Localized(en: error.description, fr: "une grille attendue, \(count) trouvées")
        }
    }

    /// A rule the givens break: `duplicate 7 in row 3`.
    static func issue(_ issue: BoardIssue) -> Localized {
        switch issue {
        case let .duplicate(value, house, _):
            let symbol = PuzzleText.symbol(for: value)
            let place = switch house.kind {
            case .row: "la ligne \(house.index + 1)"
            case .column: "la colonne \(house.index + 1)"
            case .box: "le bloc \(house.index + 1)"
            }
            return Localized(en: issue.description, fr: "\(symbol) en double dans \(place)")
        case let .outOfRange(value, cell, size):
            return Localized(en: issue.description,
                             fr: "valeur \(value) hors de 1...\(size) à la ligne \(cell / size + 1), colonne \(cell % size + 1)")
        }
    }

    static let noSolution = Localized(en: "no solution", fr: "aucune solution")
    static let multipleSolutions = Localized(en: "multiple solutions", fr: "plusieurs solutions")
    static let notUnique = Localized(en: "not unique", fr: "pas unique")

    /// After a verdict on a 6×6, 8×8 or 12×12 whose boxes were guessed: how it was read.
    static func otherShape(rows: Int, columns: Int) -> Localized {
        Localized(en: " (read with \(rows)x\(columns) boxes; if its boxes are \(columns)x\(rows), give --box \(columns)x\(rows))",
                  fr: " (lue avec des blocs \(rows)x\(columns) ; si ses blocs sont \(columns)x\(rows), donnez --box \(columns)x\(rows))")
    }
}
