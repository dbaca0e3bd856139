/// Bounded trial: what a person does when every pattern fails, kept to a bounded depth.
extension LogicSolver {
    /// A candidate whose assumption leads, by singles alone, to a contradiction is removed.
    /// Cells with the fewest candidates are tried first. If no single assumption fails, one
    /// nested assumption is allowed: a candidate is removed when, after assuming it, some
    /// two-candidate cell fails both ways. `explaining` adds the step's chain (`TrialChain`):
    /// replayed once for the step found, never for the candidates tried.
    func findTrial(in grid: LogicGrid, explaining: Bool) -> LogicStep? {
        func trialStep(_ cell: Int, _ value: Int) -> LogicStep {
            LogicStep(technique: .trial, houses: [], cells: [cell], values: [value], placements: [],
                      eliminations: [Elimination(cell: cell, value: value)],
                      chain: explaining ? trialChain(assuming: cell, value, in: grid) : nil)
        }
        let order = trialOrder(grid)
        for cell in order {
            for value in CandidateSet(mask: grid.candidates[cell]) {
                var attempt = grid
                attempt.place(cell, value, tables: tables)
                if !attempt.propagateSingles(tables: tables) { return trialStep(cell, value) }
            }
        }
        for cell in order {
            for value in CandidateSet(mask: grid.candidates[cell]) {
                var attempt = grid
                attempt.place(cell, value, tables: tables)
                guard attempt.propagateSingles(tables: tables) else { return trialStep(cell, value) }
                if attempt.emptyCount > 0 && failsBothWays(attempt) { return trialStep(cell, value) }
            }
        }
        return nil
    }

    /// Whether some two-candidate cell of `grid` leads to a contradiction with either value.
    private func failsBothWays(_ grid: LogicGrid) -> Bool {
        for cell in 0..<tables.cellCount where grid.candidates[cell].nonzeroBitCount == 2 {
            var fails = true
            for value in CandidateSet(mask: grid.candidates[cell]) {
                var attempt = grid
                attempt.place(cell, value, tables: tables)
                if attempt.propagateSingles(tables: tables) { fails = false; break }
            }
            if fails { return true }
        }
        return false
    }

    /// Empty cells, fewest candidates first (reading order among equals).
    private func trialOrder(_ grid: LogicGrid) -> [Int] {
        var order: [Int] = []
        for count in 2...tables.size {
            for cell in 0..<tables.cellCount where grid.cells[cell] == 0 && grid.candidates[cell].nonzeroBitCount == count {
                order.append(cell)
            }
        }
        return order
    }
}
