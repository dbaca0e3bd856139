/// What one game showed of the learner's memory of one of its words: the review it gives the
/// scheduler (`rating`), at most one per game however often the word is typed (a word placed
/// nine times in a 9×9 is recalled once and then repeated). The README's "Honest evidence"
/// table gives the reason for each rule; `GameSession.apply` keeps these flags as the game goes.
public struct WordEvidence: Equatable, Sendable {
    /// Placed in a right cell before anything showed it.
    public var recalled = false
    /// That first right placement was accepted with a correction (accents, article).
    public var corrected = false
    /// Looked up before it was recalled: shown by a peek (the whole dictionary), looked up alone
    /// (`? cow`, `L`) or named by a hint. A failed recall: the learner needed to be told.
    public var shown = false
    /// Shown not to be known: typed into a cell whose row, column or box shows its own
    /// translation as a given (a learner who knew the pair could see it cannot go there), or
    /// placed right first in a cell where wrong words were tried before it (found by trial
    /// and error, with the bank or without: the board's feedback found it, not the learner).
    public var forgotten = false

    public init() {}

    /// The four flags as bits (recalled 1, corrected 2, shown 4, forgotten 8), as `game.json` keeps them.
    var flags: UInt8 {
        (recalled ? 1 : 0) | (corrected ? 2 : 0) | (shown ? 4 : 0) | (forgotten ? 8 : 0)
    }

    init(flags: UInt8) {
        recalled = flags & 1 != 0
        corrected = flags & 2 != 0
        shown = flags & 4 != 0
        forgotten = flags & 8 != 0
    }

    /// The review this game gives the word: again when forgotten or looked up before it was
    /// recalled (so a word looked up always gets a memory state, and comes back soon); hard when
    /// recalled with a correction; good when recalled as written; none when never answered (an
    /// early finish, a wrong cell that its own translation did not rule out). Never easy: a
    /// game cannot tell an easy recall from a good one.
    public var rating: FSRS.Rating? {
        if forgotten || shown { return .again }
        if recalled { return corrected ? .hard : .good }
        return nil
    }
}

extension GameSession {
    /// Notes the evidence of a placement of `symbol` in `cell` (already on the board),
    /// typed with `correction`.
    mutating func noteEvidence(placing symbol: Int, in cell: Int, correction: AnswerCorrection?) {
        if Int(solution[cell]) == symbol {
            // A dictation writes the words it hears: spelling, not recall of a pair (`Listening`).
            guard setup.countsAsRecall, !evidence[symbol - 1].recalled && !evidence[symbol - 1].shown else { return }
            if triedWrong.contains(cell) {
                evidence[symbol - 1].forgotten = true
            } else {
                evidence[symbol - 1].recalled = true
                evidence[symbol - 1].corrected = correction != nil
            }
            return
        }
        if let index = triedWrong.firstIndex(where: { $0 >= cell }) {
            if triedWrong[index] != cell { triedWrong.insert(cell, at: index) }
        } else {
            triedWrong.append(cell)
        }
        if setup.countsAsRecall, shape.peers(of: cell).contains(where: { Int(givens[$0]) == symbol }) {
            evidence[symbol - 1].forgotten = true
        }
    }

    /// Notes that `symbols` were shown to the learner: those not yet recalled are only seen.
    mutating func noteShown(_ symbols: some Sequence<Int>) {
        guard setup.countsAsRecall else { return }
        for symbol in symbols where !evidence[symbol - 1].recalled {
            evidence[symbol - 1].shown = true
        }
    }
}
