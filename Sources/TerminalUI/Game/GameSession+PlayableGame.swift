import SudokuEngine
import WordSudokuKit

/// The kit's game session on the full screen: each screen action is one `Move`, and what the
/// session answers becomes what the screen shows, in the kit's own words.
extension GameSession: PlayableGame {
    public var grade: Grade { setup.grade }
    public var pairs: [WordPair] { setup.pairs }
    public var givenSide: Side { setup.shownSide }
    public var languages: [String] { setup.languages }
    public var code: String? { setup.code }

    public mutating func place(_ symbol: Int, at cell: Int) -> PlayOutcome { play(.place(cell: cell, symbol: symbol)) }
    public mutating func erase(at cell: Int) -> PlayOutcome { play(.erase(cell: cell)) }
    public mutating func toggleNote(_ symbol: Int, at cell: Int) -> PlayOutcome { play(.toggleNote(cell: cell, symbol: symbol)) }
    public mutating func undo() -> PlayOutcome { play(.undo) }
    public mutating func redo() -> PlayOutcome { play(.redo) }
    public mutating func restart() -> PlayOutcome { play(.restart) }

    public mutating func hint() -> BoardHint? {
        guard case .hint(let hint) = apply(.hint, at: 0) else { return nil }
        let cells: [Int]
        switch hint {
        case .solved: return nil
        case .wrongEntry(let cell): cells = [cell]
        case .step(let stepCells, _, _): cells = stepCells
        }
        let session = self
        return BoardHint(text: Localized(en: GameText.hint(hint, session, .en), fr: GameText.hint(hint, session, .fr)), cells: cells)
    }

    public mutating func peek() -> Bool {
        if case .peek = apply(.peek, at: 0) { return true }
        return false
    }

    public func result(at now: Double) -> ResultsSummary {
        let (finished, _) = applying(.finish, at: now)
        let result = finished.result!
        return ResultsSummary(isValid: result.valid, mistakes: result.mistakes, seconds: result.seconds,
                              hintsUsed: result.hints, peeksUsed: result.peeks, score: result.score,
                              missed: result.missedSymbols.map { setup.pairs[$0 - 1] })
    }

    /// Plays a move that needs no clock reading (only `finish` does).
    private mutating func play(_ move: Move) -> PlayOutcome {
        let outcome = apply(move, at: 0)
        switch outcome {
        case .placed(_, _, let isMistake, _, _):
            // A full grid ends the game: solved, or (in exam mode) with its mistakes counted.
            if isSolved || (isFilled && !showsMistakes) { return .solved }
            return isMistake ? .mistake : .done
        case .refused(.givenCell): return .givenIsLocked
        case .refused(.nothingToUndo): return .nothingToUndo
        case .refused(.nothingToRedo): return .nothingToRedo
        case .refused(let refusal):
            let session = self
            return .refused(Localized(en: GameText.refusal(refusal, session, .en), fr: GameText.refusal(refusal, session, .fr)))
        default:
            return .done
        }
    }
}
