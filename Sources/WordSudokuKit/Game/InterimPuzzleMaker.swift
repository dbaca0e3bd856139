import SudokuEngine

/// Makes a puzzle (givens and unique solution) for a shape, grade and seed.
///
/// INTERIM, until the generator issue lands: a random full grid, then givens removed in
/// symmetric pairs while the solution stays unique; the grade only sets how many givens are
/// kept. `GameFactory` calls this through one line, to become `Generator(shape:).generate`.
enum InterimPuzzleMaker {
    static func make(shape: BoxShape, grade: Grade, seed: UInt64) -> (givens: Board, solution: Board) {
        var random = RandomSource(seed: seed)
        let solution = fullGrid(shape: shape, random: &random)
        var puzzle = solution
        let solver = ExactSolver(shape: shape)
        // Fraction of cells left as givens: more for easier grades.
        let keepPercent = [0, 58, 50, 44, 38, 32][grade.rawValue]
        let target = shape.cellCount * keepPercent / 100
        var order = Array(0..<shape.cellCount)
        random.shuffle(&order)
        var givens = shape.cellCount
        for cell in order where givens > target {
            let mate = shape.cellCount - 1 - cell
            guard puzzle[cell] != 0 else { continue }
            var trial = puzzle
            trial[cell] = 0
            trial[mate] = 0
            if solver.countSolutions(trial, limit: 2) == 1 {
                givens -= (cell == mate || puzzle[mate] == 0) ? 1 : 2
                puzzle = trial
            }
        }
        return (puzzle, solution)
    }

    private static func fullGrid(shape: BoxShape, random: inout RandomSource) -> Board {
        var board = Board(shape: shape)
        func fill(_ cell: Int) -> Bool {
            if cell == shape.cellCount { return true }
            var symbols = Array(board.candidates(at: cell))
            random.shuffle(&symbols)
            for s in symbols {
                board[cell] = s
                if fill(cell + 1) { return true }
            }
            board[cell] = 0
            return false
        }
        _ = fill(0)
        return board
    }
}
