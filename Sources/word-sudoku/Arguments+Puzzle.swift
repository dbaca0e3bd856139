import SudokuEngine
import WordSudokuKit

/// The options that say which puzzle to make or read, read once for every command that takes
/// them (`play`, `worksheet`, `generate`, `solve`, `rate`): the same option gives the same
/// answer and the same usage error everywhere.
extension Arguments {
    /// The `--box RxC` option, if given; a malformed or unsupported shape is a usage error.
    func boxShape() throws -> BoxShape? {
        guard let text = value(.box) else { return nil }
        do { return try BoxShape(parsing: text) } catch {
            throw UsageError(CommandLineText.badBox(error), command: command)
        }
    }

    /// The grid `--size N` (the usual box shape for N) or `--box RxC` asks for, if either is
    /// given. Both at once, a size out of 4...25 or one with no usual shape is a usage error.
    func shape() throws -> BoxShape? {
        if let size = try integer(.size) {
            guard value(.box) == nil else { throw UsageError(CommandLineText.boxOrSize, command: command) }
            guard let standard = BoxShape.standard(forCellCount: size * size) else {
                throw UsageError(CommandLineText.badSize(String(size)), command: command)
            }
            return standard
        }
        return try boxShape()
    }

    /// The grid and grade of puzzles made to be played: `--size`/`--box` and `--grade` when
    /// given, else `request`'s, which come from the settings (`GameRequest(settings:player:)`).
    /// The one default of `play`, `worksheet` and `generate --format codes`, so that a teacher
    /// who set grade 4 prints and hands out grade-4 puzzles, whichever command makes them.
    func applyShapeAndGrade(to request: inout GameRequest) throws {
        if let shape = try shape() { request.shape = shape }
        if let grade = try grade() { request.grade = grade }
    }

    /// The `--grade` option (1-5 or a grade's name), if given.
    func grade() throws -> Grade? {
        guard let text = value(.grade) else { return nil }
        guard let grade = Grade(parsing: text) else { throw UsageError(CommandLineText.badGrade(text), command: command) }
        return grade
    }

    /// The `--seed` option (any whole number a `UInt64` holds), if given.
    func seed() throws -> UInt64? {
        guard let text = value(.seed) else { return nil }
        guard let seed = UInt64(text) else { throw UsageError(CommandLineText.badSeed(text, maximum: UInt64.max), command: command) }
        return seed
    }

    /// The last `--code`, if given.
    func puzzleCode() throws -> PuzzleCode? {
        try value(.code).map(puzzleCode(parsing:))
    }

    /// Every `--code`, in order.
    func puzzleCodes() throws -> [PuzzleCode] {
        try allValues(.code).map(puzzleCode(parsing:))
    }

    private func puzzleCode(parsing text: String) throws -> PuzzleCode {
        guard let code = PuzzleCode(parsing: text) else { throw UsageError(GameSetupError.badCode(text).text, command: command) }
        return code
    }
}
