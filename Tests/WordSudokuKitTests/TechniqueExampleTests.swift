import Testing
@testable import SudokuEngine
import WordSudokuKit

/// A small position made by hand where one technique is the way forward, with the step it
/// must give, that step's text in English and French, and the solved grid the position was
/// cut from (so every conclusion can be checked against the truth).
///
/// The positions are cut from three solved grids, then a handful of pencil marks is narrowed
/// so that the technique appears and nothing easier does. Two cuts keep that small:
/// - every cell of three values emptied: each house has three empty cells that may each hold
///   any of the three values, so one or two marks decide what a technique sees;
/// - a whole band emptied: rows of six or nine empty cells, which subsets need (in a house of
///   k+1 empty cells, a naked k-subset is a hidden single seen from the other cell, so the
///   easier technique would come first).
struct TechniqueExample: CustomTestStringConvertible, Sendable {
    let technique: Technique
    let shape: BoxShape
    let solution: String
    let position: String
    let english: String
    let french: String
    let placements: [(cell: String, value: Int)]
    let eliminations: [(cell: String, value: Int)]
    /// Techniques of the same grade that find this very placement (a full house is also the
    /// only place of its value, and the only candidate of its cell): the same move, not another.
    var sameMove: [Technique] = []
    /// Harder techniques that also find something here, each allowed with a reason below.
    var alsoFound: [Technique] = []

    var testDescription: String { "\(technique.rawValue) on \(shape)" }

    /// The step the solver takes at this position.
    var step: LogicStep? {
        let grid = PencilMarkGrid(position, shape: shape)
        return LogicSolver(shape: shape).nextStep(grid.board, candidates: grid.marks)
    }
}

/// The solved grids the positions are cut from.
enum SolvedGrids {
    static let nine = """
        8 3 1 | 7 2 5 | 4 6 9
        4 7 9 | 1 8 6 | 3 2 5
        2 6 5 | 4 3 9 | 8 7 1
        ---------------------
        3 8 7 | 6 4 1 | 9 5 2
        5 1 2 | 3 9 7 | 6 4 8
        6 9 4 | 2 5 8 | 7 1 3
        ---------------------
        9 4 6 | 5 1 3 | 2 8 7
        7 5 3 | 8 6 2 | 1 9 4
        1 2 8 | 9 7 4 | 5 3 6
        """

    /// Six by six, boxes of two rows by three columns.
    static let twoByThree = """
        5 1 6 | 4 2 3
        2 3 4 | 5 1 6
        -------------
        4 6 2 | 1 3 5
        1 5 3 | 2 6 4
        -------------
        3 4 1 | 6 5 2
        6 2 5 | 3 4 1
        """

    /// Six by six, boxes of three rows by two columns.
    static let threeByTwo = """
        5 1 | 6 4 | 2 3
        2 3 | 5 1 | 4 6
        4 6 | 2 3 | 1 5
        ---------------
        1 4 | 3 5 | 6 2
        3 2 | 4 6 | 5 1
        6 5 | 1 2 | 3 4
        """
}

extension TechniqueExample {
    static let nine = try! BoxShape(rows: 3, columns: 3)
    static let twoByThree = try! BoxShape(rows: 2, columns: 3)
    static let threeByTwo = try! BoxShape(rows: 3, columns: 2)

    static let all: [TechniqueExample] = [
        // E5 is the only empty cell: row E lacks only 9.
        .init(technique: .fullHouse, shape: nine, solution: SolvedGrids.nine, position: """
            8 3 1 | 7 2 5 | 4 6 9
            4 7 9 | 1 8 6 | 3 2 5
            2 6 5 | 4 3 9 | 8 7 1
            ---------------------
            3 8 7 | 6 4 1 | 9 5 2
            5 1 2 | 3 . 7 | 6 4 8
            6 9 4 | 2 5 8 | 7 1 3
            ---------------------
            9 4 6 | 5 1 3 | 2 8 7
            7 5 3 | 8 6 2 | 1 9 4
            1 2 8 | 9 7 4 | 5 3 6
            """,
            english: "Row E: E5 is its last empty cell, so it is 9 (full house)",
            french: "Ligne E : il ne reste que E5 à remplir, c’est donc 9 (dernière case libre)",
            placements: [("E5", 9)], eliminations: [],
            sameMove: [.hiddenSingle, .nakedSingle]),

        // Box 3 lacks 2, 5 and 6; C2 and C3 are marked 2 and 6, so 5 has D2 only, though D2
        // itself may be 2, 5 or 6.
        .init(technique: .hiddenSingle, shape: twoByThree, solution: SolvedGrids.twoByThree, position: """
            . 1 . | 4 . 3
            . 3 4 | . 1 .
            -------------
            4 [26] [26] | 1 3 .
            1 . 3 | . . 4
            -------------
            3 4 1 | . . .
            . . . | 3 4 1
            """,
            english: "Box 3: 5 can only go in D2 (hidden single)",
            french: "Bloc 3 : 5 ne peut aller qu’en D2 (singleton caché)",
            placements: [("D2", 5)], eliminations: [],
            // Naked pair: the marks that keep 5 out of C2 and C3 make them a pair {2,6}, which
            // also clears C6 in row C. Trial: with 18 empty cells, some wrong candidate leads
            // to a contradiction by singles.
            alsoFound: [.nakedPair, .trial]),

        // H4 is marked 8 only; 8 still has two places or more in row H, column 4 and box 8.
        .init(technique: .nakedSingle, shape: nine, solution: SolvedGrids.nine, position: """
            . 3 1 | 7 2 . | 4 6 .
            4 7 . | 1 . 6 | 3 2 .
            2 6 . | 4 3 . | . 7 1
            ---------------------
            3 . 7 | 6 4 1 | . . 2
            . 1 2 | 3 . 7 | 6 4 .
            6 . 4 | 2 . . | 7 1 3
            ---------------------
            . 4 6 | . 1 3 | 2 . 7
            7 . 3 | [8] 6 2 | 1 . 4
            1 2 . | . 7 4 | . 3 6
            """,
            english: "H4: 8 is the only value left for this cell (naked single)",
            french: "H4 : 8 est la seule valeur possible pour cette case (singleton nu)",
            placements: [("H4", 8)], eliminations: [],
            // Hidden pair: row H has three empty cells, so once H4 is 8, 5 and 9 are left to
            // H2 and H8 (the same fact seen from the other cells). Trial: 27 empty cells.
            alsoFound: [.hiddenPair, .trial]),

        // Box 4 (rows D to F, columns 1 and 2): F2 is marked 4 and 5, so 1 is left to D1 and D2.
        .init(technique: .pointing, shape: threeByTwo, solution: SolvedGrids.threeByTwo, position: """
            . . | 6 . | 2 3
            2 3 | . . | . 6
            . 6 | 2 3 | . .
            ---------------
            . . | 3 . | 6 2
            3 2 | . 6 | . .
            6 [45] | . 2 | 3 .
            """,
            english: "Box 4: 1 can only be in row D, so it is removed from D4 (pointing)",
            french: "Bloc 4 : 1 ne peut être que sur la ligne D, on l’enlève donc de D4 (interaction bloc-ligne)",
            placements: [], eliminations: [("D4", 1)],
            // Trial: with 18 empty cells, some wrong candidate leads to a contradiction.
            alsoFound: [.trial]),

        // Column 2: E2 is marked 1 and 4, so 3 is left to A2 and B2, both in box 1.
        .init(technique: .claiming, shape: twoByThree, solution: SolvedGrids.twoByThree, position: """
            5 . 6 | . 2 .
            2 . . | 5 . 6
            -------------
            . 6 2 | . . 5
            . 5 . | 2 6 .
            -------------
            . [14] . | 6 5 2
            6 2 5 | . . .
            """,
            english: "Column 2: 3 can only be in box 1, so it is removed from B3 (claiming)",
            french: "Colonne 2 : 3 ne peut être que dans le bloc 1, on l’enlève donc de B3 (interaction ligne-bloc)",
            placements: [], eliminations: [("B3", 3)],
            // Trial: with 18 empty cells, some wrong candidate leads to a contradiction.
            alsoFound: [.trial]),

        // The top band is empty; in row B, B1 and B5 are marked 2 and 4.
        .init(technique: .nakedPair, shape: threeByTwo, solution: SolvedGrids.threeByTwo, position: """
            . . | . . | . .
            [24] . | . . | [24] .
            . . | . . | . .
            ---------------
            1 4 | 3 5 | 6 2
            3 2 | 4 6 | 5 1
            6 5 | 1 2 | 3 4
            """,
            english: "Row B: B1 and B5 can only hold 2 and 4, so these values are removed from B3 and B4 (naked pair)",
            french: "Ligne B : B1 et B5 ne peuvent contenir que 2 et 4, on enlève donc ces valeurs de B3 et B4 (paire nue)",
            placements: [], eliminations: [("B3", 2), ("B4", 4)],
            // Trial: with 18 empty cells, some wrong candidate leads to a contradiction.
            alsoFound: [.trial]),

        // The cells of 4, 6 and 8 are empty. G3 and B6 are marked 6 and 8, so in columns 3
        // and 6, 4 is left to rows F and I.
        .init(technique: .xWing, shape: nine, solution: SolvedGrids.nine, position: """
            . 3 1 | 7 2 5 | . . 9
            . 7 9 | 1 . [68] | 3 2 5
            2 . 5 | . 3 9 | . 7 1
            ---------------------
            3 . 7 | . . 1 | 9 5 2
            5 1 2 | 3 9 7 | . . .
            . 9 . | 2 5 . | 7 1 3
            ---------------------
            9 . [68] | 5 1 3 | 2 . 7
            7 5 3 | . . 2 | 1 9 .
            1 2 . | 9 7 . | 5 3 .
            """,
            english: "In columns 3 and 6, 4 can only go in rows F and I, so it is removed from F1 and I9 (X-wing)",
            french: "Sur les colonnes 3 et 6, 4 ne peut aller que dans les lignes F et I, on l’enlève donc de F1 et I9 (X-wing)",
            placements: [], eliminations: [("F1", 4), ("I9", 4)],
            // Trial: with 27 empty cells, some wrong candidate leads to a contradiction.
            alsoFound: [.trial]),

        // The top band is empty. In row A, A4 is marked 1 and 7 and A5 2 and 3, so 4 and 8
        // are left to A1 and A7.
        .init(technique: .hiddenPair, shape: nine, solution: SolvedGrids.nine, position: """
            . . . | [17] [23] . | . . .
            . . . | . . . | . . .
            . . . | . . . | . . .
            ---------------------
            3 8 7 | 6 4 1 | 9 5 2
            5 1 2 | 3 9 7 | 6 4 8
            6 9 4 | 2 5 8 | 7 1 3
            ---------------------
            9 4 6 | 5 1 3 | 2 8 7
            7 5 3 | 8 6 2 | 1 9 4
            1 2 8 | 9 7 4 | 5 3 6
            """,
            english: "Row A: 4 and 8 can only go in A1 and A7, so their other candidates are removed (hidden pair)",
            french: "Ligne A : 4 et 8 ne peuvent aller qu’en A1 et A7, on enlève donc leurs autres candidats (paire cachée)",
            placements: [], eliminations: [("A1", 2), ("A7", 3)],
            // Trial: with 27 empty cells, some wrong candidate leads to a contradiction.
            alsoFound: [.trial]),

        // The top band is empty: A3 and A9 may hold 1, 5 or 9 (their columns lack those), and
        // A6 is marked 5 and 9.
        .init(technique: .nakedTriple, shape: nine, solution: SolvedGrids.nine, position: """
            . . . | . . [59] | . . .
            . . . | . . . | . . .
            . . . | . . . | . . .
            ---------------------
            3 8 7 | 6 4 1 | 9 5 2
            5 1 2 | 3 9 7 | 6 4 8
            6 9 4 | 2 5 8 | 7 1 3
            ---------------------
            9 4 6 | 5 1 3 | 2 8 7
            7 5 3 | 8 6 2 | 1 9 4
            1 2 8 | 9 7 4 | 5 3 6
            """,
            english: "Row A: A3, A6 and A9 can only hold 1, 5 and 9, so these values are removed from A4 (naked triple)",
            french: "Ligne A : A3, A6 et A9 ne peuvent contenir que 1, 5 et 9, on enlève donc ces valeurs de A4 (triplet nu)",
            placements: [], eliminations: [("A4", 1)],
            // Trial: with 27 empty cells, some wrong candidate leads to a contradiction.
            alsoFound: [.trial]),

        // The cells of 1, 2 and 5 are empty; A5 and D8 are marked 2 and 5, so in columns 4,
        // 5 and 8, 1 is left to rows B, F and G.
        .init(technique: .swordfish, shape: nine, solution: SolvedGrids.nine, position: """
            8 3 . | 7 [25] . | 4 6 9
            4 7 9 | . 8 6 | 3 . .
            . 6 . | 4 3 9 | 8 7 .
            ---------------------
            3 8 7 | 6 4 . | 9 [25] .
            . . . | 3 9 7 | 6 4 8
            6 9 4 | . . 8 | 7 . 3
            ---------------------
            9 4 6 | . . 3 | . 8 7
            7 . 3 | 8 6 . | . 9 4
            . . 8 | 9 7 4 | . 3 6
            """,
            english: "In columns 4, 5 and 8, 1 can only go in rows B, F and G, so it is removed from B9 and G7 (swordfish)",
            french: "Sur les colonnes 4, 5 et 8, 1 ne peut aller que dans les lignes B, F et G, on l’enlève donc de B9 et G7 (espadon)",
            placements: [], eliminations: [("B9", 1), ("G7", 1)],
            // Trial: with 27 empty cells, some wrong candidate leads to a contradiction.
            alsoFound: [.trial]),

        // The top band is empty. In row C, C4 is marked 4 and 7, so 1 is left to C3 and C9,
        // and 5 and 9 to C3, C6 and C9.
        .init(technique: .hiddenTriple, shape: nine, solution: SolvedGrids.nine, position: """
            . . . | . . . | . . .
            . . . | . . . | . . .
            . . . | [47] . . | . . .
            ---------------------
            3 8 7 | 6 4 1 | 9 5 2
            5 1 2 | 3 9 7 | 6 4 8
            6 9 4 | 2 5 8 | 7 1 3
            ---------------------
            9 4 6 | 5 1 3 | 2 8 7
            7 5 3 | 8 6 2 | 1 9 4
            1 2 8 | 9 7 4 | 5 3 6
            """,
            english: "Row C: 1, 5 and 9 can only go in C3, C6 and C9, so their other candidates are removed (hidden triple)",
            french: "Ligne C : 1, 5 et 9 ne peuvent aller qu’en C3, C6 et C9, on enlève donc leurs autres candidats (triplet caché)",
            placements: [], eliminations: [("C6", 6)]),

        // The cells of 4, 5 and 8 are empty; G2 {4,8} sees G4 {4,5} and H2 {5,8}, and H4
        // sees both pincers.
        .init(technique: .xyWing, shape: nine, solution: SolvedGrids.nine, position: """
            . 3 1 | 7 2 . | . 6 9
            . 7 9 | 1 . 6 | 3 2 .
            2 6 . | . 3 9 | . 7 1
            ---------------------
            3 . 7 | 6 . 1 | 9 . 2
            . 1 2 | 3 9 7 | 6 . .
            6 9 . | 2 . . | 7 1 3
            ---------------------
            9 [48] 6 | [45] 1 3 | 2 . 7
            7 [58] 3 | . 6 2 | 1 9 .
            1 2 . | 9 7 . | . 3 6
            """,
            english: "G2 is 4 or 8; G4 is 4 or 5 and H2 is 8 or 5: either way one of them is 5, so 5 is removed from H4 (XY-wing)",
            french: "G2 vaut 4 ou 8 ; G4 vaut 4 ou 5 et H2 vaut 8 ou 5 : dans tous les cas l’une d’elles vaut 5, on enlève donc 5 de H4 (XY-wing)",
            placements: [], eliminations: [("H4", 5)],
            // Trial: with 27 empty cells, some wrong candidate leads to a contradiction.
            alsoFound: [.trial]),

        // The cells of 6, 7 and 8 are empty and H5 is marked 6 and 7: no pattern applies, but
        // 8 in B6 leads by singles to a contradiction.
        .init(technique: .trial, shape: nine, solution: SolvedGrids.nine, position: """
            . 3 1 | . 2 5 | 4 . 9
            4 . 9 | 1 . . | 3 2 5
            2 . 5 | 4 3 9 | . . 1
            ---------------------
            3 . . | . 4 1 | 9 5 2
            5 1 2 | 3 9 . | . 4 .
            . 9 4 | 2 5 . | . 1 3
            ---------------------
            9 4 . | 5 1 3 | 2 . .
            . 5 3 | . [67] 2 | 1 9 4
            1 2 . | 9 . 4 | 5 3 .
            """,
            english: "If B6 were 8, the grid would run into a contradiction, so 8 is removed from B6 (trial)",
            french: "Si B6 valait 8, la grille aboutirait à une contradiction, on enlève donc 8 de B6 (essai)",
            placements: [], eliminations: [("B6", 8)]),
    ]
}

@Suite("Technique examples: each technique on a hand-made position", .timeLimit(.minutes(15)))
struct TechniqueExampleTests {
    @Test(arguments: TechniqueExample.all)
    func positionIsCutFromItsSolution(example: TechniqueExample) {
        let solution = PencilMarkGrid(example.solution, shape: example.shape).board
        let position = PencilMarkGrid(example.position, shape: example.shape)
        #expect(solution.isFilled && solution.isConsistent)
        for cell in 0..<example.shape.cellCount {
            if position.board[cell] != 0 {
                #expect(position.board[cell] == solution[cell], "given \(name(cell, example))")
            } else {
                #expect(position.candidates(at: cell).contains(solution[cell]), "marks of \(name(cell, example))")
            }
        }
    }

    @Test(arguments: TechniqueExample.all)
    func theSolverTakesThisTechnique(example: TechniqueExample) throws {
        let step = try #require(example.step)
        #expect(step.technique == example.technique)
        #expect(step.placements == example.placements.map { Placement(cell: cell($0.cell, example), value: $0.value) })
        #expect(step.eliminations == example.eliminations.map { Elimination(cell: cell($0.cell, example), value: $0.value) })
    }

    /// No other technique finds anything, but those the example allows by name: the same move
    /// seen by a technique of the same grade, or a harder technique.
    @Test(arguments: TechniqueExample.all)
    func itIsTheOnlyWayForward(example: TechniqueExample) {
        let position = PencilMarkGrid(example.position, shape: example.shape)
        let solver = LogicSolver(shape: example.shape)
        let grid = LogicGrid(board: position.board, tables: solver.tables, known: position.marks)
        let expected = example.placements.map { Placement(cell: cell($0.cell, example), value: $0.value) }
        for technique in Technique.allCases where technique != example.technique {
            let step = solver.find(technique, in: grid)
            if example.sameMove.contains(technique) {
                #expect(technique.grade == example.technique.grade)
                #expect(step?.placements == expected, "\(technique)")
            } else if example.alsoFound.contains(technique) {
                #expect(technique.grade > example.technique.grade)
                #expect(step != nil, "\(technique) no longer applies: drop it from alsoFound")
            } else {
                #expect(step == nil, "\(technique) also applies")
            }
        }
    }

    @Test(arguments: TechniqueExample.all)
    func stepAgreesWithTheSolution(example: TechniqueExample) throws {
        let step = try #require(example.step)
        let solution = PencilMarkGrid(example.solution, shape: example.shape).board
        #expect(!step.placements.isEmpty || !step.eliminations.isEmpty)
        for placement in step.placements {
            #expect(solution[placement.cell] == placement.value, "\(name(placement.cell, example))")
        }
        for elimination in step.eliminations {
            #expect(solution[elimination.cell] != elimination.value, "\(name(elimination.cell, example))")
        }
    }

    @Test(arguments: TechniqueExample.all)
    func stepIsExplainedInBothLanguages(example: TechniqueExample) throws {
        let step = try #require(example.step)
        let digit = { (value: Int) in String(value) }
        #expect(StepText.describe(step, shape: example.shape, symbol: digit, language: .en) == example.english)
        #expect(StepText.describe(step, shape: example.shape, symbol: digit, language: .fr) == example.french)
    }

    @Test func everyTechniqueHasAHandMadePosition() {
        #expect(TechniqueExample.all.map(\.technique) == Technique.allCases)
    }

    @Test func rectangularBoxesHaveTheirOwnPositions() {
        let rectangular = TechniqueExample.all.filter { $0.shape.boxRows != $0.shape.boxColumns }
        #expect(Set(rectangular.map(\.shape)) == [TechniqueExample.twoByThree, TechniqueExample.threeByTwo])
        #expect(rectangular.count >= 3)
    }

    private func cell(_ name: String, _ example: TechniqueExample) -> Int {
        PencilMarkGrid.cell(name, shape: example.shape)
    }

    private func name(_ cell: Int, _ example: TechniqueExample) -> String {
        StepText.cellName(cell, shape: example.shape)
    }
}
