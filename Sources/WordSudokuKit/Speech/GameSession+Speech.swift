/// What the game says aloud: one rule for both front ends (the full screen's key, line mode's
/// `say`).
extension GameSession {
    /// The word in `cell`, in its language: a given in the language the givens show (in
    /// dictation, the language written: `GameSetup.heardSide`), a word written there in the
    /// language being learnt. Nil for an empty cell.
    public func utterance(at cell: Int) -> Utterance? {
        guard cells.indices.contains(cell), cells[cell] != 0 else { return nil }
        let side = givens[cell] != 0 ? setup.heardSide : setup.answerSide
        return utterance(of: Int(cells[cell]), side: side)
    }

    /// The word of `symbol` on `side`, in its language, with the list's recording of it if any.
    private func utterance(of symbol: Int, side: Side) -> Utterance? {
        let pair = setup.pairs[symbol - 1]
        var utterance = Utterance(pair.shown(side), language: setup.language(of: side))
        utterance?.soundFile = pair.sound(side)
        return utterance
    }

    /// A word typed to be said (`say le chat`): a word of the puzzle in either language is said
    /// in its own language, as the list writes it; anything else in the language being learnt,
    /// as typed (the learner may want to hear a word the puzzle has not got).
    public func utterance(of text: String) -> Utterance? {
        let lookup = AnswerLookup(setup: setup)
        switch lookup.match(text) {
        case let .exact(symbol), let .corrected(symbol, _):
            return utterance(of: symbol, side: setup.answerSide)
        case let .otherLanguage(symbol):
            return utterance(of: symbol, side: setup.shownSide)
        case .ambiguous, .nearMiss, .notInPuzzle:
            return Utterance(text, language: setup.answerLanguage)
        }
    }

    /// What a game that speaks its words (`setup.speaksWords`, for a child who cannot read yet)
    /// says after `outcome`: the word just placed, as the cell now shows it, in the language
    /// written. Immediate mode says a right word only (a wrong one is marked wrong at once);
    /// at-finish mode says every word placed, since saying only the right ones would tell
    /// what that mode keeps for the end. Nil otherwise.
    public func spokenWord(after outcome: MoveOutcome) -> Utterance? {
        guard setup.speaksWords == true, case let .placed(cell, symbol, isMistake, _, _) = outcome,
              !isMistake || setup.mode == .atFinish, cells.indices.contains(cell) else { return nil }
        return Utterance(setup.answerWord(symbol), language: setup.answerLanguage)
    }
}

extension RecallCheck {
    /// The question asked now, said aloud when the game speaks its words: the word asked, in
    /// the givens' language. Nil once over, or when the game does not speak its words.
    public var spokenQuestion: Utterance? {
        guard setup.speaksWords == true, let asked else { return nil }
        return Utterance(asked, language: setup.shownLanguage)
    }
}
