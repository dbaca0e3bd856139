import SudokuEngine

/// How a two-player game plays a move (`Turns` states the rules). Called by `apply(_:at:)`
/// for every move of a game with `turns`; nil leaves the move to the rules of a game of one
/// (notes, finishing).
extension GameSession {
    /// The hints left to a game whose hints are limited — two players share `Turns.hintLimit`
    /// — or nil where they are not (a game of one counts each hint in its score instead). Both
    /// front ends show this figure, so that two players read how many are left, as they do the
    /// peeks, not how many were used (a play-tester read "Hints 0" as none left).
    public var hintsLeft: Int? { turns == nil ? nil : max(0, Turns.hintLimit - hintsUsed) }

    /// A finished two-player game's words to review, player by player, in seat order: the
    /// symbols whose words that player's own evidence charges as forgotten, as the learner
    /// memory charges them to that player (the results listed both players' words under one
    /// heading, and two players could not tell whose they were); nil for a game of one or a
    /// game not finished.
    public var missedSymbolsByPlayer: [(name: String, symbols: [Int])]? {
        guard let turns, let players = setup.players, result != nil else { return nil }
        return players.indices.map { seat in
            let evidence = turns.evidence.indices.contains(seat) ? turns.evidence[seat] : []
            let symbols = (1...shape.size).filter { evidence.indices.contains($0 - 1) && evidence[$0 - 1].rating == .again }
            return (players[seat].name, symbols)
        }
    }

    mutating func applyTurn(_ move: Move, at time: Double, correction: AnswerCorrection?) -> MoveOutcome? {
        guard var turns else { return nil }
        defer { self.turns = turns }
        let player = turns.turn
        switch move {
        case let .place(cell, symbol):
            guard cells.indices.contains(cell), (1...shape.size).contains(symbol) else { return .refused(.cellOutOfRange) }
            if isGiven(cell) { return .refused(.givenCell(cell: cell)) }
            if cells[cell] != 0 { return .refused(.cellHoldsAWord(cell: cell)) }
            noteEvidence(of: player, in: &turns) { $0.noteEvidence(placing: symbol, in: cell, correction: correction) }
            boardAtLastHint = nil
            guard Int(solution[cell]) == symbol else {
                mistakes += 1
                mistakesBySymbol[Int(solution[cell]) - 1] += 1
                turns.chargeWrongWord()
                return .wrongWordRemoved(cell: cell, symbol: symbol)
            }
            var changes = [change(cell, to: Content(value: UInt8(symbol), notes: 0))]
            let bit = UInt32(1) << UInt32(symbol - 1)
            for peer in shape.peers(of: cell) where notes[peer] & bit != 0 {
                changes.append(change(peer, to: Content(value: cells[peer], notes: notes[peer] & ~bit)))
            }
            record(Step(move: move, changes: changes))
            turns.scoreRightWord(in: cell)
            return .placed(cell: cell, symbol: symbol, isMistake: false, flagged: false, notesCleared: changes.count - 1)
        case .erase, .undo, .redo, .restart:
            return .refused(.notInTwoPlayerGame)
        case .pass:
            turns.passTurn()
            boardAtLastHint = nil
            return .passed(to: turns.turn)
        case .hint:
            if hintsUsed >= Turns.hintLimit && boardAtLastHint != cells { return .refused(.hintLimitReached(limit: Turns.hintLimit)) }
            let (hint, named) = HintFinder.nextNamingWords(setup: setup, givens: givens, cells: cells, solution: solution)
            noteEvidence(of: player, in: &turns) { $0.noteShown(named) }
            // Asked again in the same turn before the board changed: the same hint, not charged twice.
            if hint != .solved && boardAtLastHint != cells {
                hintsUsed += 1
                boardAtLastHint = cells
                turns.chargeHint()
            }
            return .hint(hint)
        case .peek:
            if let refusal = spendPeek() { return refusal }
            let everyWord = 1...shape.size
            noteEvidence(of: player, in: &turns) { $0.noteShown(everyWord) }
            return .peek(left: peeksLeft)
        case let .lookUp(symbol):
            guard (1...shape.size).contains(symbol) else { return .refused(.cellOutOfRange) }
            if turns.evidence.indices.contains(player), turns.evidence[player].indices.contains(symbol - 1),
               turns.evidence[player][symbol - 1].shown { return .lookedUpAgain(symbol: symbol) }
            if let refusal = spendPeek() { return refusal }
            noteEvidence(of: player, in: &turns) { $0.noteShown([symbol]) }
            return .lookedUp(symbol: symbol, left: peeksLeft)
        case .toggleNote, .finish:
            return nil
        }
    }

    /// Notes what a move showed, in the game's evidence (what the board showed anyone) and in
    /// `player`'s own (what the learner memory records for that player).
    private mutating func noteEvidence(of player: Int, in turns: inout Turns, _ note: (inout GameSession) -> Void) {
        note(&self)
        let everyone = evidence, everyoneTried = triedWrong
        evidence = turns.evidence[player]
        // The player's own wrong tries (a game saved before they were kept apart: everyone's).
        if let mine = turns.triedWrong?[player] { triedWrong = mine }
        note(&self)
        turns.evidence[player] = evidence
        if turns.triedWrong != nil { turns.triedWrong?[player] = triedWrong }
        evidence = everyone
        triedWrong = everyoneTried
    }

    /// Whether the right last word ends the game at once: in immediate mode, and always when two
    /// play (a wrong word never stays on their board).
    var endsWhenSolved: Bool { setup.mode == .immediate || turns != nil }

    /// The game as each player played it, for the learner memory: a game of one is itself; in
    /// a two-player game, one copy per player under that player's name, with that player's
    /// evidence and an id of its own (so the memory counts each player's answers once).
    var gamesByPlayer: [GameSession] {
        guard let players = setup.players, let turns else { return [self] }
        return players.indices.map { seat in
            var copy = GameSession(id: "\(id)#\(seat + 1)", setup: setup, givens: givens, solution: solution, cells: cells,
                                   notes: notes, mistakes: mistakes, mistakesBySymbol: mistakesBySymbol, hintsUsed: hintsUsed,
                                   boardAtLastHint: boardAtLastHint, peeksUsed: peeksUsed, evidence: turns.evidence[seat],
                                   undoSteps: [], redoSteps: [], timer: timer, result: result)
            copy.setup.player = players[seat].name
            return copy
        }
    }

    /// The player who played last, in a two-player game (a turn passes after each word and each pass).
    var playerBeforeTurn: PlayerSeat? {
        guard let players = setup.players, let turns, players.count == PlayerSeat.count else { return nil }
        return players[(turns.turn + PlayerSeat.count - 1) % PlayerSeat.count]
    }

    /// The player whose turn it is, in a two-player game.
    public var playerOnTurn: PlayerSeat? {
        guard let players = setup.players, let turns, players.indices.contains(turns.turn) else { return nil }
        return players[turns.turn]
    }
}
