/// How a game is kept in `game.json`.
///
/// Format 2 (written now): the fields of `GameSession` by name, with the undo and redo stacks
/// each packed into one short string (`GameSession+PackedSteps`), about 20 bytes a step instead
/// of 147, kept packed as the game goes (`StepStack`), so a save stays cheap however long the
/// game. Format 1 (read, never written) kept
/// the stacks as arrays of objects (`undoSteps`, `redoSteps`) and had no `id`: such a game gets
/// the id `v1-CODE-SEED`, stable from one load to the next.
extension GameSession: Codable {
    enum CodingKeys: String, CodingKey {
        case id, setup, givens, solution, cells, notes, mistakes, mistakesBySymbol, hintsUsed, boardAtLastHint
        case peeksUsed, evidence, timer, result, cursor
        /// The cells that held a wrong word (absent when none, and in games saved before it).
        case triedWrong
        /// A two-player game's scores and turn (absent in a game of one, and in games saved
        /// before two could play).
        case turns
        /// Format 2: packed stacks.
        case undo, redo
        /// Format 1: arrays of steps.
        case undoSteps, redoSteps
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let setup = try c.decode(GameSetup.self, forKey: .setup)
        func steps(_ packed: CodingKeys, _ objects: CodingKeys) throws -> [Step] {
            if let text = try c.decodeIfPresent(String.self, forKey: packed) {
                guard let steps = Step.unpack(text) else {
                    throw DecodingError.dataCorruptedError(forKey: packed, in: c, debugDescription: "malformed steps")
                }
                return steps
            }
            return try c.decode([Step].self, forKey: objects)
        }
        self.init(id: try c.decodeIfPresent(String.self, forKey: .id) ?? "v1-\(setup.code)-\(setup.seed)",
                  setup: setup,
                  givens: try c.decode([UInt8].self, forKey: .givens),
                  solution: try c.decode([UInt8].self, forKey: .solution),
                  cells: try c.decode([UInt8].self, forKey: .cells),
                  notes: try c.decode([UInt32].self, forKey: .notes),
                  mistakes: try c.decode(Int.self, forKey: .mistakes),
                  mistakesBySymbol: try c.decode([Int].self, forKey: .mistakesBySymbol),
                  hintsUsed: try c.decode(Int.self, forKey: .hintsUsed),
                  boardAtLastHint: try c.decodeIfPresent([UInt8].self, forKey: .boardAtLastHint),
                  peeksUsed: try c.decode(Int.self, forKey: .peeksUsed),
                  // Games saved before the learner memory had a scheduler: no evidence yet.
                  evidence: try Self.evidence(c, count: setup.pairs.count),
                  undoSteps: try steps(.undo, .undoSteps),
                  redoSteps: try steps(.redo, .redoSteps),
                  timer: try c.decode(GameTimer.self, forKey: .timer),
                  result: try c.decodeIfPresent(GameResult.self, forKey: .result))
        cursor = try c.decodeIfPresent(Int.self, forKey: .cursor)
        triedWrong = try c.decodeIfPresent([Int].self, forKey: .triedWrong) ?? []
        turns = try c.decodeIfPresent(Turns.self, forKey: .turns)
    }

    /// The evidence kept packed, one hex digit of `WordEvidence.flags` per symbol (`0300`), so
    /// a save grows by N bytes; games saved before it have none yet.
    private static func evidence(_ c: KeyedDecodingContainer<CodingKeys>, count: Int) throws -> [WordEvidence] {
        guard let text = try c.decodeIfPresent(String.self, forKey: .evidence) else {
            return [WordEvidence](repeating: WordEvidence(), count: count)
        }
        return try text.map { digit in
            guard let flags = digit.hexDigitValue else {
                throw DecodingError.dataCorruptedError(forKey: .evidence, in: c, debugDescription: "not a hex digit")
            }
            return WordEvidence(flags: UInt8(flags))
        }
    }

    /// Writes format 2.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(setup, forKey: .setup)
        try c.encode(givens, forKey: .givens)
        try c.encode(solution, forKey: .solution)
        try c.encode(cells, forKey: .cells)
        try c.encode(notes, forKey: .notes)
        try c.encode(mistakes, forKey: .mistakes)
        try c.encode(mistakesBySymbol, forKey: .mistakesBySymbol)
        try c.encode(hintsUsed, forKey: .hintsUsed)
        try c.encodeIfPresent(boardAtLastHint, forKey: .boardAtLastHint)
        try c.encode(peeksUsed, forKey: .peeksUsed)
        try c.encode(String(evidence.map { Character(String($0.flags, radix: 16)) }), forKey: .evidence)
        try c.encode(undoStack.packedText, forKey: .undo)
        try c.encode(redoStack.packedText, forKey: .redo)
        try c.encode(timer, forKey: .timer)
        try c.encodeIfPresent(result, forKey: .result)
        try c.encodeIfPresent(cursor, forKey: .cursor)
        if !triedWrong.isEmpty { try c.encode(triedWrong, forKey: .triedWrong) }
        try c.encodeIfPresent(turns, forKey: .turns)
    }
}
