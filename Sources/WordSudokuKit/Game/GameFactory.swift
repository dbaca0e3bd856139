import SudokuEngine

/// Why a game could not be set up; each case reads as the sentence the user sees.
public enum GameSetupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The list cannot be found or read, or has problems (every one of them).
    case wordList(WordListFailure)
    /// The list has fewer pairs than the grid has symbols.
    case tooFewPairs(list: String, pairs: Int, size: Int)
    case badCode(String)
    case badWordIndices(String)
    /// The grid is too small for that grade (a 4×4 grid has no hard patterns).
    case gradeNotOffered(shape: BoxShape, grade: Grade, offered: [Grade])
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
                                   wordIndices: [Int]? = nil, dailyDate: String? = nil,
                                   edition: Generator.Edition = .newest) throws(GameSetupError) -> GameSession {
        let session = try makeSession(shape: shape, grade: grade, listName: listName, list: list, shownLanguage: shownLanguage,
                                      mode: mode, peekLimit: peekLimit, player: player, seed: seed, weights: weights,
                                      wordIndices: wordIndices, dailyDate: dailyDate, edition: edition, shouldContinue: { true })
        guard let session else { preconditionFailure("making a puzzle stops only when asked") }
        return session
    }

    /// A new game that the player can give up waiting for: while the puzzle is made,
    /// `shouldContinue` is asked after every attempt (every few milliseconds); nil when it
    /// said no before the puzzle was ready. The same seed gives the same game as without it.
    public static func makeSession(shape: BoxShape, grade: Grade, listName: String, list: WordList,
                                   shownLanguage: String?, mode: MistakeMode, peekLimit: Int?,
                                   player: String, seed: UInt64, weights: [Int]? = nil,
                                   wordIndices: [Int]? = nil, dailyDate: String? = nil, players: [PlayerSeat]? = nil,
                                   edition: Generator.Edition = .newest,
                                   shouldContinue: () -> Bool) throws(GameSetupError) -> GameSession? {
        try plan(shape: shape, grade: grade, listName: listName, list: list, shownLanguage: shownLanguage,
                 mode: mode, peekLimit: peekLimit, player: player, seed: seed, weights: weights,
                 wordIndices: wordIndices, dailyDate: dailyDate, players: players,
                 edition: edition).make(shouldContinue: shouldContinue)
    }

    /// The quick half of `makeSession`: chooses the words and checks every option, and throws
    /// what is wrong, but leaves the puzzle to `PlannedGame.make(shouldContinue:)`. `leading`
    /// (indices in `list`, from `LearnerMemory.choice`) are the game's first words, the others
    /// drawn by `weights`; a code's `wordIndices` override both.
    public static func plan(shape: BoxShape, grade: Grade, listName: String, list: WordList,
                            shownLanguage: String?, mode: MistakeMode, peekLimit: Int?,
                            player: String, seed: UInt64, weights: [Int]? = nil, leading: [Int] = [],
                            wordIndices: [Int]? = nil, dailyDate: String? = nil,
                            players: [PlayerSeat]? = nil, edition: Generator.Edition = .newest,
                            listSource: String? = nil) throws(GameSetupError) -> PlannedGame {
        let n = shape.size
        guard list.pairs.count >= n else { throw .tooFewPairs(list: listName, pairs: list.pairs.count, size: n) }
        let plain = try choose(n, from: list, listName: listName, weights: nil, seed: seed)
        var indices = plain
        if let wordIndices {
            indices = wordIndices
        } else if !leading.isEmpty {
            // The leading words first, the rest drawn from the others.
            let others = list.pairs.indices.filter { !leading.contains($0) }
            var rest = list
            rest.pairs = others.map { list.pairs[$0] }
            let drawn = try choose(n - leading.count, from: rest, listName: listName, weights: weights.map { w in others.map { w[$0] } },
                                   seed: seed)
            indices = leading + drawn.map { others[$0] }
        } else if weights != nil {
            indices = try choose(n, from: list, listName: listName, weights: weights, seed: seed)
        }
        guard indices.count == n, Set(indices).count == n, indices.allSatisfy({ $0 >= 0 && $0 < list.pairs.count }) else {
            throw .badWordIndices(listName)
        }
        // The code names the oldest edition that makes this very puzzle, so that an older
        // program still plays it where the newer edition changed nothing.
        let code = PuzzleCode(edition: edition.oldestAlike(shape: shape, grade: grade), shape: shape, grade: grade,
                              listName: listName, seed: seed,
                              wordIndices: indices == plain ? nil : indices)
        let generator = Generator(shape: shape, edition: edition)
        guard generator.offeredGrades.contains(grade) else {
            throw .gradeNotOffered(shape: shape, grade: grade, offered: generator.offeredGrades)
        }
        if let shownLanguage, list.side(forLanguage: shownLanguage) == nil {
            throw .unknownLanguage(shownLanguage, list: listName, languages: list.languages)
        }
        let shown = shownLanguage.flatMap { list.side(forLanguage: $0) } ?? .first
        var setup = GameSetup(shape: shape, grade: grade, listName: listName, languages: list.languages,
                              pairs: indices.map { list.pairs[$0] }, shownSide: shown, mode: mode,
                              peekLimit: peekLimit ?? list.peeks ?? 2, player: player, seed: seed,
                              code: code.description, dailyDate: dailyDate, players: players)
        setup.voices = list.voices
        setup.listSource = listSource
        return PlannedGame(setup: setup, generator: generator)
    }

    /// The indices in `list` of the `count` pairs the seed (and the weights, one per pair)
    /// choose, in symbol order — through the vocabulary's `WordChooser`.
    static func choose(_ count: Int, from list: WordList, listName: String, weights: [Int]?, seed: UInt64) throws(GameSetupError) -> [Int] {
        var random = RandomSource(seed: seed ^ 0x5755_4F52_4453_0001)
        var weightOf: [WordPair: Int] = [:]
        if let weights { for (pair, weight) in zip(list.pairs, weights) { weightOf[pair] = weight } }
        let chosen: WordList
        do {
            chosen = try WordChooser.choose(count, from: [list], name: listName, random: &random) { weightOf[$0] ?? 1 }
        } catch {
            if case let .tooFewPairs(_, pairs, size) = error { throw .tooFewPairs(list: listName, pairs: pairs, size: size) }
            throw .wordList(WordListFailure(file: listName, errors: [error]))
        }
        return chosen.pairs.map { pair in list.pairs.firstIndex(of: pair)! }
    }
}
