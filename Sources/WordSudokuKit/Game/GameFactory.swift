import SudokuEngine

/// Why a game could not be set up; each case reads as the sentence the user sees.
public enum GameSetupError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownList(String)
    case unreadableList(String)
    case tooFewPairs(list: String, has: Int, needs: Int, size: Int)
    case badCode(String)
    case badWordIndices(String)
    /// The givens' language is not one of the list's.
    case unknownLanguage(String, list: String, languages: [String])

    public var text: Localized { GameText.setupError(self) }
    public var description: String { text.en }
}

/// Builds a new game: the puzzle from the shape, grade and seed, the words from the list.
public enum GameFactory {
    /// Seeds drawn for new games stay below 2²⁵, so their codes are five characters.
    public static let seedRange: UInt64 = 1 << 25

    /// A new game. `weights` (one per pair of `list`) favours pairs in word choice; ignored
    /// when `wordIndices` (from a code) fixes the words.
    public static func makeSession(shape: BoxShape, grade: Grade, listName: String, list: WordList,
                                   shownLanguage: String?, mode: MistakeMode, peekLimit: Int?,
                                   player: String, seed: UInt64, weights: [Int]? = nil,
                                   wordIndices: [Int]? = nil, dailyDate: String? = nil) throws(GameSetupError) -> GameSession {
        let n = shape.size
        guard list.pairs.count >= n else {
            throw .tooFewPairs(list: listName, has: list.pairs.count, needs: n, size: n)
        }
        let plain = WordChoice.choose(count: n, from: list.pairs.count, seed: seed)
        let indices = wordIndices ?? WordChoice.choose(count: n, from: list.pairs.count, weights: weights, seed: seed)
        guard indices.count == n, Set(indices).count == n, indices.allSatisfy({ $0 >= 0 && $0 < list.pairs.count }) else {
            throw .badWordIndices(listName)
        }
        let code = PuzzleCode(shape: shape, grade: grade, listName: listName, seed: seed,
                              wordIndices: indices == plain ? nil : indices)
        let puzzle = InterimPuzzleMaker.make(shape: shape, grade: grade, seed: seed)
        if let shownLanguage, list.side(forLanguage: shownLanguage) == nil {
            throw .unknownLanguage(shownLanguage, list: listName, languages: list.languages)
        }
        let shown = shownLanguage.flatMap { list.side(forLanguage: $0) } ?? .first
        let setup = GameSetup(shape: shape, grade: grade, listName: listName, languages: list.languages,
                              pairs: indices.map { list.pairs[$0] }, shownSide: shown, mode: mode,
                              peekLimit: peekLimit ?? list.peeks ?? 2, player: player, seed: seed,
                              code: code.description, dailyDate: dailyDate)
        return GameSession(setup: setup, givens: puzzle.givens.cells, solution: puzzle.solution.cells)
    }
}
