import SudokuEngine
import Testing
@testable import WordSudokuKit

/// How `rate --steps` words a trial's chain, in both languages.
@Suite("A trial's chain in words", .timeLimit(.minutes(15)))
struct TrialChainTextTests {
    static let shape = try! BoxShape(rows: 3, columns: 3)

    static func link(_ cell: Int, _ value: Int, _ reason: TrialChain.Reason) -> TrialChain.Link {
        TrialChain.Link(placement: Placement(cell: cell, value: value), reason: reason)
    }

    static func trial(_ chain: TrialChain) -> LogicStep {
        let first = chain.links[0].placement
        return LogicStep(technique: .trial, houses: [], cells: [first.cell], values: [first.value], placements: [],
                         eliminations: [Elimination(cell: first.cell, value: first.value)], chain: chain)
    }

    static func lines(_ step: LogicStep, _ language: UILanguage) -> [String] {
        StepText.chainLines(step, shape: shape, symbol: { String($0) }, language: language)
    }

    @Test func aChainSaysTheAssumptionTheSinglesItForcesAndTheContradiction() {
        let row1 = Self.shape.houses[1]
        let step = Self.trial(TrialChain(links: [Self.link(4, 2, .assumed), Self.link(6, 5, .nakedSingle),
                                                 Self.link(12, 1, .hiddenSingle(row1))],
                                         ending: .contradiction(.noCandidate(cell: 20))))
        #expect(Self.lines(step, .en) == ["A5 = 2 (assumed)", "→ A7 = 5 (its only candidate left)",
                                          "→ B4 = 1 (the only place left for 1 in row B)", "→ C3 has no candidate left: contradiction"])
        #expect(Self.lines(step, .fr) == ["A5 = 2 (supposé)", "→ A7 = 5 (son seul candidat restant)",
                                          "→ B4 = 1 (seule place restante pour 1 sur la ligne B)",
                                          "→ C3 n’a plus aucun candidat : contradiction"])
    }

    @Test func aNestedChainShowsBothBranchesOfItsTwoCandidateCell() {
        let column3 = Self.shape.houses[9 + 2], box2 = Self.shape.houses[18 + 1]
        let branches = [
            TrialChain(links: [Self.link(30, 3, .assumed)], ending: .contradiction(.noPlace(value: 6, house: column3))),
            TrialChain(links: [Self.link(30, 8, .assumed), Self.link(31, 4, .nakedSingle)],
                       ending: .contradiction(.noPlace(value: 7, house: box2))),
        ]
        let step = Self.trial(TrialChain(links: [Self.link(0, 9, .assumed)], ending: .bothWays(cell: 30, branches: branches)))
        #expect(Self.lines(step, .en) == ["A1 = 9 (assumed)", "→ D4 is 3 or 8, and both fail:",
                                          "    D4 = 3 (assumed)", "    → 6 has no place left in column 3: contradiction",
                                          "    D4 = 8 (assumed)", "    → D5 = 4 (its only candidate left)",
                                          "    → 7 has no place left in box 2: contradiction"])
        #expect(Self.lines(step, .fr)[1] == "→ D4 vaut 3 ou 8, et les deux échouent :")
        #expect(Self.lines(step, .fr)[3] == "    → 6 n’a plus de place dans la colonne 3 : contradiction")
    }

    @Test func anyOtherStepHasNoChain() {
        let step = LogicStep(technique: .nakedSingle, houses: [], cells: [0], values: [1],
                             placements: [Placement(cell: 0, value: 1)], eliminations: [])
        #expect(Self.lines(step, .en).isEmpty)
    }
}
