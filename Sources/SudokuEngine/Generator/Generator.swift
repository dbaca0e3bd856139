/// Makes puzzles with exactly one solution at exactly the grade asked, with symmetric givens.
///
/// An attempt fills a random grid and empties symmetric groups of cells in a random order. For
/// the lowest grades (and expert), a removal is kept only while the logic solver still solves
/// the puzzle with the techniques of the grade asked or below (`emptiedWhileSolvable`). Medium
/// and hard puzzles are rare on that road, so (up to 16×16) they are approached from above:
/// the grid is emptied down to a minimal puzzle, then givens come back until the grade's
/// techniques solve it, which lands on puzzles that need the hardest of them
/// (`Generator+Frontier.swift`).
/// An attempt that misses the grade is followed by another from a new grid. Every random choice
/// comes from the seed, so a seed gives the same puzzle on every machine with the same
/// `edition` (`Generator+Edition.swift`). From the second edition, the kinds that random grids
/// give too rarely (6×6 easy and medium) come from a catalogue of puzzles by a random transform
/// that keeps the grade (`Generator+Catalogue.swift`), as from the third edition do 8×8 medium
/// and 16×16 hard and expert (too slow to wait for), and the search above is only the
/// fallback; easy puzzles are approached from above too (up to 12×12), and a grid is emptied
/// in several orders before the next is drawn.
public struct Generator: Sendable {
    public let shape: BoxShape
    /// The algorithm: a seed gives the same puzzle with the same edition.
    public let edition: Edition
    let solver: LogicSolver

    public init(shape: BoxShape, edition: Edition = .newest) {
        self.shape = shape
        self.edition = edition
        solver = LogicSolver(shape: shape)
    }

    /// A puzzle of `grade`, made from `seed`. `grade` must be one this shape offers
    /// (`offeredGrades`); the search goes on until a puzzle is found.
    public func generate(grade: Grade, symmetry: Symmetry = .rotational, seed: UInt64) -> GeneratedPuzzle {
        precondition(offeredGrades.contains(grade), "a \(shape) grid has no grade \(grade)")
        guard case let .generated(puzzle) = generate(grade: grade, symmetry: symmetry, seed: seed, progress: { _ in true }) else {
            preconditionFailure("generation cannot stop unless asked")
        }
        return puzzle
    }

    /// A puzzle of `grade`, made from `seed`, that can be interrupted: after every attempt,
    /// `progress` is told how the search goes and returns false to stop it. It is asked during
    /// an attempt too, after each cell group emptied, since one attempt on a 25×25 grid takes
    /// minutes in a debug build: a player who gives up waiting is not kept waiting. Asking never
    /// changes the puzzle made, only whether the search goes on.
    public func generate(grade: Grade, symmetry: Symmetry = .rotational, seed: UInt64,
                         progress: (GenerationProgress) -> Bool) -> GenerationResult {
        var seeds = RandomSource(seed: seed)
        if edition >= .second, catalogue(for: grade, symmetry: symmetry) != nil {
            var random = seeds.split()
            if let (puzzle, solution) = fromCatalogue(grade: grade, symmetry: symmetry, random: &random) {
                return .generated(GeneratedPuzzle(puzzle: puzzle, solution: solution, grade: grade,
                                                  techniques: nil, seed: seed, symmetry: symmetry))
            }
        }
        let groups = symmetry.groups(for: shape)
        let workspace = ExactSolver.Workspace(shape: shape)
        var attempts = 0
        var closest: Grade?
        while true {
            attempts += 1
            var random = seeds.split()
            let current = GenerationProgress(attempts: attempts, closestGrade: closest)
            let outcome = attempt(grade: grade, groups: groups, random: &random, workspace: workspace,
                                  stop: { !progress(current) })
            switch outcome {
            case .stopped:
                return .interrupted(current)
            case let .success(puzzle, solution, techniques):
                return .generated(GeneratedPuzzle(puzzle: puzzle, solution: solution, grade: grade,
                                                  techniques: techniques, seed: seed, symmetry: symmetry))
            case let .missed(reached):
                if let reached, closest.map({ reached > $0 }) ?? true { closest = reached }
            }
            if !progress(GenerationProgress(attempts: attempts, closestGrade: closest)) {
                return .interrupted(GenerationProgress(attempts: attempts, closestGrade: closest))
            }
        }
    }

    /// The fewest givens a beginner puzzle keeps: 4/9 of the cells (36 on a 9×9 grid).
    var beginnerGivens: Int { shape.cellCount * 4 / 9 }

    /// The fewest givens a puzzle of `grade` keeps.
    func minimumGivens(for grade: Grade) -> Int {
        switch grade {
        case .beginner: beginnerGivens
        case .easy where shape.size <= 4: Technique.smallGridMediumGivens(for: shape) + 1
        default: 0
        }
    }

    /// Whether puzzles of `grade` are approached from above: medium and hard from 6×6 to 16×16
    /// (from above needs minimal puzzles, which on 25×25 grids take the exact search minutes);
    /// from the second edition, easy too up to 12×12 (a 16×16 easy puzzle comes from the first
    /// grid on the other road, and sooner).
    func approachesFromAbove(_ grade: Grade) -> Bool {
        guard shape.size > 4 && shape.size <= 16 else { return false }
        return grade == .medium || grade == .hard || (edition >= .second && grade == .easy && shape.size <= 12)
    }

    enum AttemptOutcome {
        case success(Board, Board, [Technique])
        case missed(Grade?)
        /// `stop` said so before the attempt was over.
        case stopped
    }

    private func attempt(grade: Grade, groups: [[Int]], random: inout RandomSource,
                         workspace: ExactSolver.Workspace, stop: () -> Bool) -> AttemptOutcome {
        guard let solution = ExactSolver(shape: shape).randomCompletion(of: Board(shape: shape), using: &random,
                                                                        workspace: workspace) else { return .missed(nil) }
        var order = groups
        random.shuffle(&order)
        let puzzle: Board
        if approachesFromAbove(grade) {
            // Its puzzle comes rated at `grade` already.
            var sets = UnavoidableSets(solution: solution)
            var found: Board?
            var closest: Grade?
            for tried in 0..<ordersPerGrid(for: grade) where found == nil {
                if tried > 0 { random.shuffle(&order) }
                let (board, reached) = fromAbove(solution: solution, grade: grade, order: order, random: &random,
                                                 sets: &sets, workspace: workspace)
                found = board
                if let reached, closest.map({ reached > $0 }) ?? true { closest = reached }
            }
            guard let found else { return .missed(closest) }
            puzzle = found
        } else {
            guard let emptied = emptiedWhileSolvable(solution: solution, grade: grade, order: order, workspace: workspace,
                                                     stop: stop) else { return .stopped }
            puzzle = emptied
            // Most attempts miss: grade them without building steps, and record the steps only
            // for the puzzle kept (both ratings give the same grade).
            let quick = solver.rate(puzzle, upTo: grade)
            guard quick.isSolved, quick.grade == grade else { return .missed(quick.grade) }
        }
        let rating = solver.rate(puzzle, upTo: grade, recordingSteps: true)
        guard rating.isSolved, rating.grade == grade else { return .missed(rating.grade) }
        return .success(puzzle, solution, rating.techniques)
    }
}

/// How a generation is going, told after each attempt.
public struct GenerationProgress: Hashable, Sendable {
    /// Attempts made so far (each from a new random grid).
    public let attempts: Int
    /// The highest grade reached so far below the one asked, if any.
    public let closestGrade: Grade?
}

/// What an interruptible generation gives back.
public enum GenerationResult: Hashable, Sendable {
    case generated(GeneratedPuzzle)
    /// Stopped by the caller before a puzzle of the grade asked was found.
    case interrupted(GenerationProgress)
}
