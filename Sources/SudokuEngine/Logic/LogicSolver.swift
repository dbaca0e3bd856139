/// Solves a sudoku the way a person does: one explained step at a time, always the easiest step
/// available, so the hardest technique it needs measures how hard the puzzle is for a person.
///
/// Works for every box shape. Candidates are bitmasks updated in place as values are placed;
/// singles (the bulk of any solution) are propagated without building a step when only the
/// rating is wanted.
public struct LogicSolver: Sendable {
    public let shape: BoxShape
    let tables: LogicTables
    /// The techniques in the order they are tried: by grade on this shape, then easiest first.
    let techniqueOrder: [Technique]

    public init(shape: BoxShape) {
        self.shape = shape
        tables = LogicTables(shape: shape)
        techniqueOrder = Technique.allCases.sorted {
            ($0.grade(for: shape), $0.order) < ($1.grade(for: shape), $1.order)
        }
    }

    /// The easiest next step for `board`, or nil when it is solved, stuck or contradictory.
    /// `candidates`, when given (one set per cell), narrows the candidates computed from the
    /// board, e.g. the eliminations already made.
    public func nextStep(_ board: Board, candidates: [CandidateSet]? = nil) -> LogicStep? {
        precondition(board.shape == shape, "a \(board.shape) board given to a \(shape) solver")
        let grid = LogicGrid(board: board, tables: tables, known: candidates)
        if grid.emptyCount == 0 || grid.isContradictory(tables: tables) { return nil }
        return firstStep(in: grid, upTo: .expert, explaining: true)
    }

    /// Rates `board`: solves it logically and reports the hardest technique needed.
    /// With `recordingSteps`, the rating holds every step of the solution.
    public func rate(_ board: Board, recordingSteps: Bool = false) -> Rating {
        rate(board, upTo: .expert, recordingSteps: recordingSteps)
    }

    /// Rates `board` with the techniques of `maxGrade` and below only.
    public func rate(_ board: Board, upTo maxGrade: Grade, recordingSteps: Bool = false) -> Rating {
        precondition(board.shape == shape, "a \(board.shape) board given to a \(shape) solver")
        var grid = LogicGrid(board: board, tables: tables)
        // Small grids grade the singles one by one, so they are rated step by step (they are tiny).
        let rating = recordingSteps || shape.size <= 4
            ? rateStepByStep(&grid, upTo: maxGrade, explaining: recordingSteps) : rateQuickly(&grid, upTo: maxGrade)
        // A 4×4 puzzle solved by singles with the fewest givens is medium (see Technique.grade(for:)).
        if shape.size <= 4, rating.grade == .easy,
           board.cells.count - board.emptyCount <= Technique.smallGridMediumGivens(for: shape) {
            return rating.regraded(.medium)
        }
        return rating
    }

    /// The first step of the easiest technique that applies, up to `maxGrade`; `explaining`
    /// adds what only an explanation needs (a trial's chain).
    func firstStep(in grid: LogicGrid, upTo maxGrade: Grade, explaining: Bool) -> LogicStep? {
        for technique in techniqueOrder where technique.grade(for: shape) <= maxGrade {
            if let step = find(technique, in: grid, explaining: explaining), step.technique.grade(for: shape) <= maxGrade { return step }
        }
        return nil
    }

    /// The first step of `technique` in `grid`, if any; with `explaining`, a trial's chain too.
    func find(_ technique: Technique, in grid: LogicGrid, explaining: Bool = false) -> LogicStep? {
        switch technique {
        case .fullHouse: findFullHouse(in: grid)
        case .hiddenSingle: findHiddenSingle(in: grid)
        case .nakedSingle: findNakedSingle(in: grid)
        case .pointing: findPointing(in: grid)
        case .claiming: findClaiming(in: grid)
        case .nakedPair: findNakedSubset(size: 2, in: grid)
        case .hiddenPair: findHiddenSubset(size: 2, in: grid)
        case .nakedTriple: findNakedSubset(size: 3, in: grid)
        case .hiddenTriple: findHiddenSubset(size: 3, in: grid)
        case .xWing: findFish(size: 2, in: grid)
        case .xyWing: findXYWing(in: grid)
        case .swordfish: findFish(size: 3, in: grid)
        case .trial: findTrial(in: grid, explaining: explaining)
        }
    }

    /// Singles in bulk, then one harder step at a time; no step values are built for singles.
    func rateQuickly(_ grid: inout LogicGrid, upTo maxGrade: Grade) -> Rating {
        var used: UInt32 = 0
        var stepCount = 0
        while true {
            var naked = 0, hidden = 0
            guard grid.propagateSingles(tables: tables, naked: &naked, hidden: &hidden) else {
                return makeRating(.contradiction, used: used, stepCount: stepCount, steps: [])
            }
            stepCount += naked + hidden
            if naked > 0 { used |= 1 << UInt32(Technique.nakedSingle.order) }
            if hidden > 0 { used |= 1 << UInt32(Technique.hiddenSingle.order) }
            if grid.emptyCount == 0 { return makeRating(.solved, used: used, stepCount: stepCount, steps: []) }
            var harder: LogicStep?
            for technique in Technique.allCases where technique.grade > .beginner && technique.grade <= maxGrade {
                if let step = find(technique, in: grid) { harder = step; break }
            }
            guard let step = harder else { return makeRating(.stuck, used: used, stepCount: stepCount, steps: []) }
            grid.apply(step, tables: tables)
            used |= 1 << UInt32(step.technique.order)
            stepCount += 1
        }
    }

    /// One step at a time, each recorded (`explaining`: with the trials' chains).
    private func rateStepByStep(_ grid: inout LogicGrid, upTo maxGrade: Grade, explaining: Bool) -> Rating {
        var used: UInt32 = 0
        var hardestGrade = Grade.beginner
        var steps: [LogicStep] = []
        if grid.isContradictory(tables: tables) { return makeRating(.contradiction, used: 0, stepCount: 0, steps: []) }
        while grid.emptyCount > 0 {
            guard let step = firstStep(in: grid, upTo: maxGrade, explaining: explaining) else {
                let outcome: Rating.Outcome = grid.isContradictory(tables: tables) ? .contradiction : .stuck
                return makeRating(outcome, used: used, stepCount: steps.count, steps: steps)
            }
            grid.apply(step, tables: tables)
            used |= 1 << UInt32(step.technique.order)
            hardestGrade = max(hardestGrade, step.technique.grade(for: shape))
            steps.append(step)
            if grid.isContradictory(tables: tables) {
                return makeRating(.contradiction, used: used, stepCount: steps.count, steps: steps)
            }
        }
        return makeRating(.solved, used: used, stepCount: steps.count, steps: steps, grade: hardestGrade)
    }

    private func makeRating(_ outcome: Rating.Outcome, used: UInt32, stepCount: Int, steps: [LogicStep],
                            grade stepGrade: Grade? = nil) -> Rating {
        let techniques = techniqueOrder.filter { used & (1 << UInt32($0.order)) != 0 }
        let hardest = techniques.last
        let techniqueGrade = techniques.map { $0.grade(for: shape) }.max() ?? .beginner
        let grade = outcome == .solved ? max(stepGrade ?? .beginner, techniqueGrade) : nil
        return Rating(outcome: outcome, grade: grade, hardest: hardest, techniques: techniques,
                      stepCount: stepCount, steps: steps)
    }
}
