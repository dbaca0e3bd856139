import Testing
import SudokuEngine
@testable import WordSudokuKit

@Suite("Step text")
struct StepTextTests {
    static let nine = try! BoxShape(rows: 3, columns: 3)

    static let expected: [Technique: (en: String, fr: String)] = [
        .fullHouse: ("Column 3: C3 is its last empty cell, so it is 4 (full house)",
                     "Colonne 3 : C3 est sa dernière case vide, c'est donc 4 (dernière case libre)"),
        .hiddenSingle: ("Box 3: 5 can only go in C9 (hidden single)",
                        "Bloc 3 : 5 ne peut aller qu'en C9 (singleton caché)"),
        .nakedSingle: ("C6: 1 is the only value left for this cell (naked single)",
                       "C6 : 1 est la seule valeur possible pour cette case (singleton nu)"),
        .pointing: ("Box 2: 2 can only be in column 4, so it is removed from G4 (pointing)",
                    "Bloc 2 : 2 ne peut être que dans la colonne 4, on l'enlève donc de G4 (interaction bloc-ligne)"),
        .claiming: ("Row H: 8 can only be in box 7, so it is removed from G1, G3, I1, I2 and I3 (claiming)",
                    "Ligne H : 8 ne peut être que dans le bloc 7, on l'enlève donc de G1, G3, I1, I2 et I3 (interaction ligne-bloc)"),
        .nakedPair: ("Row B: B2 and B8 can only hold 5 and 7, so these values are removed from B6 (naked pair)",
                     "Ligne B : B2 et B8 ne peuvent contenir que 5 et 7, on enlève donc ces valeurs de B6 (paire nue)"),
        .hiddenPair: ("Column 6: 1 and 2 can only go in D6 and F6, so their other candidates are removed (hidden pair)",
                      "Colonne 6 : 1 et 2 ne peuvent aller qu'en D6 et F6, on enlève donc leurs autres candidats (paire cachée)"),
        .nakedTriple: ("Column 3: A3, C3 and H3 can only hold 1, 4 and 8, so these values are removed from E3, F3, G3 and I3 (naked triple)",
                       "Colonne 3 : A3, C3 et H3 ne peuvent contenir que 1, 4 et 8, on enlève donc ces valeurs de E3, F3, G3 et I3 (triplet nu)"),
        .hiddenTriple: ("Box 2: 2, 4 and 9 can only go in B4, B5 and C5, so their other candidates are removed (hidden triple)",
                        "Bloc 2 : 2, 4 et 9 ne peuvent aller qu'en B4, B5 et C5, on enlève donc leurs autres candidats (triplet caché)"),
        .xWing: ("In columns 2 and 5, 9 can only go in rows A and E, so it is removed from A1, E1, E6, E8 and E9 (X-wing)",
                 "Sur les colonnes 2 et 5, 9 ne peut aller que dans les lignes A et E, on l'enlève donc de A1, E1, E6, E8 et E9 (X-wing)"),
        .xyWing: ("B7 is 4 or 3; A8 is 4 or 8 and B4 is 3 or 8: either way one of them is 8, so 8 is removed from A4 and B9 (XY-wing)",
                  "B7 vaut 4 ou 3 ; A8 vaut 4 ou 8 et B4 vaut 3 ou 8 : dans tous les cas l'une d'elles vaut 8, on enlève donc 8 de A4 et B9 (XY-wing)"),
        .swordfish: ("In rows C, E and H, 8 can only go in columns 2, 4 and 6, so it is removed from F4 (swordfish)",
                     "Sur les lignes C, E et H, 8 ne peut aller que dans les colonnes 2, 4 et 6, on l'enlève donc de F4 (espadon)"),
        .trial: ("If A4 were 6, the grid would run into a contradiction, so 6 is removed from A4 (trial)",
                 "Si A4 valait 6, la grille aboutirait à une contradiction, on enlève donc 6 de A4 (essai)"),
    ]

    @Test(arguments: Technique.allCases)
    func eachTechniqueIsExplainedInBothLanguages(technique: Technique) {
        let step = Self.position(technique)
        #expect(StepText.describe(step, shape: Self.nine, symbol: { String($0) }, language: .en) == Self.expected[technique]?.en)
        #expect(StepText.describe(step, shape: Self.nine, symbol: { String($0) }, language: .fr) == Self.expected[technique]?.fr)
    }

    @Test func valuesCanBeNamedByWords() {
        let words = ["", "cat", "dog", "sun", "moon", "tree", "fish", "bird", "rain", "snow"]
        let step = Self.position(.hiddenSingle)
        #expect(StepText.describe(step, shape: Self.nine, symbol: { words[$0] }, language: .en)
                == "Box 3: tree can only go in C9 (hidden single)")
    }

    @Test func cellsAreNamedByRowLetterAndColumnNumber() throws {
        #expect(StepText.cellName(0, shape: Self.nine) == "A1")
        #expect(StepText.cellName(80, shape: Self.nine) == "I9")
        let big = try BoxShape(rows: 5, columns: 5)
        #expect(StepText.cellName(624, shape: big) == "Y25")
    }

    @Test func hintsAreExplained() {
        #expect(StepText.describe(Hint.wrongEntry(cell: 12), shape: Self.nine, symbol: { String($0) }, language: .en) == "B4 is wrong")
        #expect(StepText.describe(Hint.wrongEntry(cell: 12), shape: Self.nine, symbol: { String($0) }, language: .fr) == "B4 est fausse")
        #expect(StepText.describe(Hint.solved, shape: Self.nine, symbol: { String($0) }, language: .fr) == "La grille est résolue")
    }

    @Test func everyTechniqueHasANameInBothLanguages() {
        for technique in Technique.allCases {
            #expect(!StepText.name(of: technique, language: .en).isEmpty)
            #expect(!StepText.name(of: technique, language: .fr).isEmpty)
        }
        #expect(StepText.name(of: .hiddenSingle, language: .fr) == "singleton caché")
    }

    /// The step the solver takes at the seeded position where `technique` is the easiest step
    /// (the same positions as the engine's technique tests).
    static func position(_ technique: Technique) -> LogicStep {
        let (grade, seed, index): (Grade, UInt64, Int) = switch technique {
        case .fullHouse: (.beginner, 0, 3)
        case .hiddenSingle: (.beginner, 0, 0)
        case .nakedSingle: (.beginner, 0, 11)
        case .pointing: (.easy, 0, 14)
        case .claiming: (.hard, 0, 14)
        case .nakedPair: (.medium, 0, 15)
        case .hiddenPair: (.medium, 0, 17)
        case .nakedTriple: (.hard, 0, 20)
        case .hiddenTriple: (.medium, 10, 14)
        case .xWing: (.easy, 3, 22)
        case .xyWing: (.hard, 0, 23)
        case .swordfish: (.hard, 5, 28)
        case .trial: (.expert, 0, 11)
        }
        let puzzle = Generator(shape: nine).generate(grade: grade, seed: seed).puzzle
        return LogicSolver(shape: nine).rate(puzzle, recordingSteps: true).steps[index]
    }
}
