/// The state of a two-player game beside its board: each player's score, whose turn it is,
/// who scored each cell, and what each player's own answers showed of their memory.
///
/// The rules (`GameSession+Turns` plays them):
/// - a right word stays on the board, scores its cell for the player (`rightWord` points) and
///   the turn passes;
/// - a wrong word costs the player a point (`wrongWord`), is not kept, and the turn passes;
/// - a player may pass;
/// - peeks and hints are shared, limited per game (`GameSetup.peekLimit`, `hintLimit`); a
///   hint costs its user a point (`hintCost`) and does not pass the turn, nor does a peek;
/// - the game ends when the board is full; the higher score wins, and equal scores draw.
public struct Turns: Equatable, Sendable {
    /// Points for a right word.
    static let rightWord = 1
    /// Points for a wrong word (a loss).
    public static let wrongWord = -1
    /// What a counted hint costs its user.
    static let hintCost = 1
    /// How many hints a two-player game gives, shared by both players.
    static let hintLimit = 3

    /// Each player's points, in seat order (may be below zero).
    public private(set) var scores: [Int]
    /// The seat whose turn it is (0 or 1).
    public private(set) var turn: Int
    /// Per cell, the seat that scored it plus one (0: nobody — a given, or empty).
    public private(set) var owners: [UInt8]
    /// Per seat, per symbol: what that player's answers showed (`WordEvidence`).
    public internal(set) var evidence: [[WordEvidence]]
    /// Each player's wrong words, in seat order: the results show them beside the points (a
    /// game of one's mistake count mixes both players). nil for a game saved before they were
    /// counted: its results then show the points alone rather than a count that could be wrong.
    public private(set) var mistakes: [Int]?
    /// Each player's cells where that player tried a wrong word, in seat order, sorted: the
    /// trial and error of `WordEvidence` is one player's own (a right word placed after the
    /// other player's wrong one charged it as forgotten). nil for a game saved before they were
    /// kept apart: both players' tries count for each, as they did.
    public internal(set) var triedWrong: [[Int]]?

    /// A new game of `cellCount` cells and `size` words, the first seat to play.
    public init(cellCount: Int, size: Int) {
        scores = [Int](repeating: 0, count: PlayerSeat.count)
        turn = 0
        owners = [UInt8](repeating: 0, count: cellCount)
        evidence = [[WordEvidence]](repeating: [WordEvidence](repeating: WordEvidence(), count: size), count: PlayerSeat.count)
        mistakes = [Int](repeating: 0, count: PlayerSeat.count)
        triedWrong = [[Int]](repeating: [], count: PlayerSeat.count)
    }

    /// A state as saved (check it with `validate`).
    init(scores: [Int], turn: Int, owners: [UInt8], evidence: [[WordEvidence]], mistakes: [Int]?, triedWrong: [[Int]]? = nil) {
        self.scores = scores
        self.turn = turn
        self.owners = owners
        self.evidence = evidence
        self.mistakes = mistakes
        self.triedWrong = triedWrong
    }

    /// The seat that scored `cell`, if any.
    public func owner(of cell: Int) -> Int? {
        owners.indices.contains(cell) && owners[cell] > 0 ? Int(owners[cell]) - 1 : nil
    }

    /// The winning seat, or nil for a draw.
    public var winner: Int? { Self.winner(scores) }

    /// The seat with the higher score, nil when equal.
    public static func winner(_ scores: [Int]) -> Int? {
        guard scores.count == PlayerSeat.count, scores[0] != scores[1] else { return nil }
        return scores[0] > scores[1] ? 0 : 1
    }

    /// The player on turn put the right word in `cell`: scored, and the turn passes.
    mutating func scoreRightWord(in cell: Int) {
        scores[turn] += Self.rightWord
        owners[cell] = UInt8(turn + 1)
        passTurn()
    }

    /// The player on turn put a wrong word: it costs a point, and the turn passes.
    mutating func chargeWrongWord() {
        scores[turn] += Self.wrongWord
        mistakes?[turn] += 1
        passTurn()
    }

    /// The player on turn used a hint: it costs a point; the turn stays.
    mutating func chargeHint() {
        scores[turn] -= Self.hintCost
    }

    /// The other player's turn.
    mutating func passTurn() {
        turn = (turn + 1) % PlayerSeat.count
    }
}
