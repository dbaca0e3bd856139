import Testing
@testable import SudokuEngine

/// A trial step explained (issue 26, item 11): its chain must be a proof on its own. Replayed
/// from the grid as it was before the step, with nothing but the chain's own values, each link
/// is forced (its cell's only candidate, or its value's only place in the house named) and the
/// contradiction named is there. Checked on every trial step of the hardest puzzles.
@Suite("Logic solver: a trial's chain", .timeLimit(.minutes(15)))
struct TrialChainTests {
    static let nine = LogicFixtures.shape(3, 3)

    /// The candidates of a grid, kept by hand from the steps' own placements and
    /// eliminations: an independent replay, not the solver's.
    struct Candidates {
        let shape: BoxShape
        var cells: [Int]
        var sets: [Set<Int>]

        init(_ board: Board) {
            shape = board.shape
            cells = (0..<board.cells.count).map { board[$0] }
            sets = cells.indices.map { cell in
                board[cell] != 0 ? [] : Set(1...board.shape.size).subtracting(board.shape.peers(of: cell).map { board[$0] })
            }
        }

        mutating func place(_ placement: Placement) {
            cells[placement.cell] = placement.value
            sets[placement.cell] = []
            for peer in shape.peers(of: placement.cell) { sets[peer].remove(placement.value) }
        }

        mutating func apply(_ step: LogicStep) {
            for elimination in step.eliminations { sets[elimination.cell].remove(elimination.value) }
            for placement in step.placements { place(placement) }
        }

        /// Whether `link` is forced here, and then writes it.
        mutating func follow(_ link: TrialChain.Link) -> Bool {
            let (cell, value) = (link.placement.cell, link.placement.value)
            guard cells[cell] == 0, sets[cell].contains(value) else { return false }
            let forced: Bool
            switch link.reason {
            case .assumed: forced = true
            case .nakedSingle: forced = sets[cell] == [value]
            case let .hiddenSingle(house): forced = house.cells.filter { sets[$0].contains(value) } == [cell]
            }
            place(link.placement)
            return forced
        }

        func holds(_ contradiction: TrialChain.Contradiction) -> Bool {
            switch contradiction {
            case let .noCandidate(cell): cells[cell] == 0 && sets[cell].isEmpty
            case let .noPlace(value, house):
                !house.cells.contains { cells[$0] == value || sets[$0].contains(value) }
            }
        }
    }

    /// Whether `chain` is a proof from `state`: its links forced in turn, then its ending.
    static func proves(_ chain: TrialChain, from state: Candidates) -> Bool {
        var state = state
        guard chain.links.allSatisfy({ state.follow($0) }) else { return false }
        switch chain.ending {
        case let .contradiction(contradiction): return state.holds(contradiction)
        case let .bothWays(cell, branches):
            let values = branches.compactMap { $0.links.first }.filter { $0.placement.cell == cell && $0.reason == .assumed }
            return branches.count == 2 && Set(values.map(\.placement.value)) == state.sets[cell] && state.sets[cell].count == 2
                && branches.allSatisfy { proves($0, from: state) }
        }
    }

    @Test func everyTrialOfTheHardestPuzzlesIsExplainedByAChainThatProvesIt() throws {
        let solver = LogicSolver(shape: Self.nine)
        var trials = 0, nested = 0, links = 0
        for line in try LogicFixtures.puzzleLines("9x9-hardest11.txt") {
            let board = LogicFixtures.board(line, shape: Self.nine)
            var state = Candidates(board)
            for step in solver.rate(board, recordingSteps: true).steps {
                if step.technique == .trial {
                    let chain = try #require(step.chain)
                    trials += 1
                    links += chain.links.count
                    if case .bothWays = chain.ending { nested += 1 }
                    // It starts from the value the step removes.
                    #expect(chain.links.first == TrialChain.Link(placement: Placement(cell: step.cells[0], value: step.values[0]), reason: .assumed))
                    #expect(Self.proves(chain, from: state), "\(line): trial on \(step.cells[0]) = \(step.values[0])")
                } else {
                    #expect(step.chain == nil)
                }
                state.apply(step)
            }
        }
        // The set has both kinds, and a chain keeps only the singles its contradiction needs.
        #expect(trials > 10 && nested > 0)
        #expect(Double(links) / Double(trials) < 40)
    }

    @Test func aChainIsBuiltOnlyWhenTheStepIsToBeExplained() throws {
        let solver = LogicSolver(shape: Self.nine)
        let line = try #require(try LogicFixtures.puzzleLines("9x9-hardest11.txt").first { line in
            solver.rate(LogicFixtures.board(line, shape: Self.nine)).hardest == .trial
        })
        let board = LogicFixtures.board(line, shape: Self.nine)
        let grid = LogicGrid(board: board, tables: solver.tables)
        // Where a trial is the next step: after the steps before the first trial.
        var state = grid
        for step in solver.rate(board, recordingSteps: true).steps.prefix(while: { $0.technique != .trial }) {
            state.apply(step, tables: solver.tables)
        }
        let quick = try #require(solver.find(.trial, in: state))
        let explained = try #require(solver.find(.trial, in: state, explaining: true))
        #expect(quick.chain == nil && explained.chain != nil)
        #expect(quick.eliminations == explained.eliminations)
    }
}
