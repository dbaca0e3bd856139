/// The colours a player of a two-player game can pick; two players never share one. A front
/// end without colours (`NO_COLOR`) marks the players by their seat instead (`PlayerSeat`).
public enum PlayerColour: String, CaseIterable, Codable, Sendable {
    case red, green, yellow, blue, magenta, cyan

    /// The colour's name for people.
    public var name: Localized {
        switch self {
        case .red: Localized(en: "red", fr: "rouge")
        case .green: Localized(en: "green", fr: "vert")
        case .yellow: Localized(en: "yellow", fr: "jaune")
        case .blue: Localized(en: "blue", fr: "bleu")
        case .magenta: Localized(en: "magenta", fr: "magenta")
        case .cyan: Localized(en: "cyan", fr: "cyan")
        }
    }

    /// The colour named `text` in English or French (`blue`, `bleu`), any case.
    public init?(naming text: String) {
        let lowered = text.lowercased()
        guard let colour = Self.allCases.first(where: { $0.rawValue == lowered || $0.name.fr == lowered }) else { return nil }
        self = colour
    }
}

/// One of the two players at one keyboard: a name and a colour.
public struct PlayerSeat: Equatable, Hashable, Sendable, Codable {
    /// The name the game, the history and the learner memory know the player by.
    public var name: String
    /// How the player's words are drawn on the full screen.
    public var colour: PlayerColour

    /// A player (check the pair with `problem(_:)` before playing).
    public init(name: String, colour: PlayerColour) {
        self.name = name
        self.colour = colour
    }

    /// How many play a two-player game.
    public static let count = 2
    /// The longest name a player may have.
    public static let maximumNameLength = 30

    /// Why `name` cannot be a player's name in a two-player game, or nil when it can: not
    /// empty, at most 30 characters, no character refused in words (`PlayerName.problem`).
    public static func problem(_ name: String) -> Localized? {
        if let problem = PlayerName.problem(name) { return problem }
        if PlayerName.trimmed(name).isEmpty { return TwoPlayerText.emptyName }
        if name.count > maximumNameLength { return TwoPlayerText.nameTooLong(maximumNameLength) }
        return nil
    }

    /// Why `seats` cannot play a game together, or nil: two valid names, told apart, and two
    /// different colours.
    public static func problem(_ seats: [PlayerSeat]) -> Localized? {
        guard seats.count == count else { return TwoPlayerText.needTwoPlayers }
        for seat in seats { if let problem = problem(seat.name) { return problem } }
        if seats[0].name.lowercased() == seats[1].name.lowercased() { return TwoPlayerText.sameName }
        if seats[0].colour == seats[1].colour { return TwoPlayerText.sameColour(seats[0].colour) }
        return nil
    }

    /// The players of `--players "Ann,Ben"` (or `"Ann:red,Ben:blue"`): names trimmed, each
    /// colour as given or else the first of the palette the other has not taken.
    public static func parse(_ text: String) throws(PlayerSeatError) -> [PlayerSeat] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == count else { throw PlayerSeatError(TwoPlayerText.needTwoPlayers) }
        var named: [(String, PlayerColour?)] = []
        for part in parts {
            var name = part, colour: PlayerColour?
            if let colon = part.lastIndex(of: ":") {
                let colourText = PlayerName.trimmed(String(part[part.index(after: colon)...]))
                guard let chosen = PlayerColour(naming: colourText) else {
                    throw PlayerSeatError(TwoPlayerText.unknownColour(DisplaySafe.escaped(colourText)))
                }
                name = String(part[..<colon])
                colour = chosen
            }
            named.append((PlayerName.trimmed(name), colour))
        }
        let seats = assigningColours(named)
        if let problem = problem(seats) { throw PlayerSeatError(problem) }
        return seats
    }

    /// Seats for `named` players: a colour left out is the first of the palette not taken.
    static func assigningColours(_ named: [(String, PlayerColour?)]) -> [PlayerSeat] {
        var taken = Set(named.compactMap(\.1))
        return named.map { name, colour in
            if let colour { return PlayerSeat(name: name, colour: colour) }
            let free = PlayerColour.allCases.first { !taken.contains($0) } ?? .red
            taken.insert(free)
            return PlayerSeat(name: name, colour: free)
        }
    }
}

/// Why a list of players cannot play (the sentence the user sees).
public struct PlayerSeatError: Error, Equatable, Sendable {
    /// The sentence the user sees.
    public let text: Localized
    /// The error that says `text`.
    public init(_ text: Localized) { self.text = text }
}
