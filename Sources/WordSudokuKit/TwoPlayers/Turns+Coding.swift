/// How a two-player game's state is kept in `game.json`, under `turns`: the scores, the turn,
/// who scored each cell (`owners`, one digit a cell: `0012…`) and each player's evidence
/// packed as the session's is (one hex digit of `WordEvidence.flags` per word), and each
/// player's mistakes (`mistakes`, absent from games saved before they were counted) and the
/// cells where each tried a wrong word (`triedWrong`, absent from games saved before).
extension Turns: Codable {
    enum CodingKeys: String, CodingKey { case scores, turn, owners, evidence, mistakes, triedWrong }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let ownersText = try c.decode(String.self, forKey: .owners)
        let owners = try ownersText.map { digit -> UInt8 in
            guard let value = digit.wholeNumberValue, digit.isASCII else {
                throw DecodingError.dataCorruptedError(forKey: .owners, in: c, debugDescription: "not a digit")
            }
            return UInt8(min(value, 9))
        }
        let evidence = try c.decode([String].self, forKey: .evidence).map { text in
            try text.map { digit -> WordEvidence in
                guard let flags = digit.hexDigitValue else {
                    throw DecodingError.dataCorruptedError(forKey: .evidence, in: c, debugDescription: "not a hex digit")
                }
                return WordEvidence(flags: UInt8(flags))
            }
        }
        self.init(scores: try c.decode([Int].self, forKey: .scores), turn: try c.decode(Int.self, forKey: .turn),
                  owners: owners, evidence: evidence, mistakes: try c.decodeIfPresent([Int].self, forKey: .mistakes),
                  triedWrong: try c.decodeIfPresent([[Int]].self, forKey: .triedWrong))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(scores, forKey: .scores)
        try c.encode(turn, forKey: .turn)
        try c.encode(String(owners.map { Character(String($0)) }), forKey: .owners)
        try c.encode(evidence.map { String($0.map { Character(String($0.flags, radix: 16)) }) }, forKey: .evidence)
        try c.encodeIfPresent(mistakes, forKey: .mistakes)
        try c.encodeIfPresent(triedWrong, forKey: .triedWrong)
    }
}

extension Turns {
    /// The points a player may have in one game: far beyond any board, far below overflow.
    static let scoreRange = -1_000_000...1_000_000

    /// Checks a state read from a file against its game: two scores in range, a turn of one of
    /// the two seats, an owner (0, 1 or 2) per cell, owned cells only where a word was placed
    /// (not a given, not empty), each player's evidence one per word.
    func validate(givens: [UInt8], cells: [UInt8], size: Int) throws(InvalidStoredValue) {
        try Self.validate(scores: scores, name: "turns.scores")
        try InvalidStoredValue.check("turns.turn", turn, in: 0...(PlayerSeat.count - 1))
        try InvalidStoredValue.check("turns.owners", owners, count: cells.count)
        for (cell, owner) in owners.enumerated() {
            try InvalidStoredValue.check("turns.owners[\(cell)]", Int(owner), in: 0...PlayerSeat.count)
            try InvalidStoredValue.check(owner == 0 || (givens[cell] == 0 && cells[cell] != 0), "turns.owners[\(cell)]: not a placed word")
        }
        try InvalidStoredValue.check("turns.evidence", evidence, count: PlayerSeat.count)
        for (seat, words) in evidence.enumerated() { try InvalidStoredValue.check("turns.evidence[\(seat)]", words, count: size) }
        if let mistakes { try Self.validate(mistakes: mistakes, name: "turns.mistakes") }
        if let triedWrong {
            try InvalidStoredValue.check("turns.triedWrong", triedWrong, count: PlayerSeat.count)
            for (seat, tried) in triedWrong.enumerated() {
                try InvalidStoredValue.check(tried.count <= cells.count, "turns.triedWrong[\(seat)]: \(tried.count) cells")
                for (index, cell) in tried.enumerated() {
                    try InvalidStoredValue.check("turns.triedWrong[\(seat)][\(index)]", cell, in: 0...(cells.count - 1))
                    if index > 0 { try InvalidStoredValue.check(cell > tried[index - 1], "turns.triedWrong[\(seat)] not sorted") }
                }
            }
        }
    }

    /// Two counts of mistakes, each within the store's bounds.
    static func validate(mistakes: [Int], name: String) throws(InvalidStoredValue) {
        try InvalidStoredValue.check(name, mistakes, count: PlayerSeat.count)
        for (seat, count) in mistakes.enumerated() { try InvalidStoredValue.check("\(name)[\(seat)]", count, in: StoreLimits.count) }
    }

    /// Two scores, each within `scoreRange`.
    static func validate(scores: [Int], name: String) throws(InvalidStoredValue) {
        try InvalidStoredValue.check(name, scores, count: PlayerSeat.count)
        for (seat, score) in scores.enumerated() { try InvalidStoredValue.check("\(name)[\(seat)]", score, in: scoreRange) }
    }
}
