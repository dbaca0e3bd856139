/// One player's part of a finished two-player game: the points and the wrong words.
///
/// A two-player game's results show these, one line a player, in place of a game of one's
/// Score and Mistakes: that score is computed for one learner and its mistakes mix both
/// players'. Both front ends ask the kit for them here (the results screen, line mode's
/// result), so they cannot show different figures.
public struct PlayerTally: Equatable, Sendable {
    /// The player's name, as typed (sanitize before showing: `PlayerName.sanitized`).
    public var name: String
    public var points: Int
    /// nil for a game saved before each player's mistakes were counted.
    public var mistakes: Int?

    public init(name: String, points: Int, mistakes: Int?) {
        self.name = name
        self.points = points
        self.mistakes = mistakes
    }

    /// Each player's tally, in seat order, or nil for a game of one.
    public static func of(_ result: GameResult, players: [PlayerSeat]?) -> [PlayerTally]? {
        guard let players, let scores = result.scores, players.count == scores.count else { return nil }
        let mistakes = result.playerMistakes.flatMap { $0.count == players.count ? $0 : nil }
        return players.indices.map { PlayerTally(name: players[$0].name, points: scores[$0], mistakes: mistakes?[$0]) }
    }
}
