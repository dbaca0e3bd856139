/// One thing a player does in a game. Cells are 0-based indices in reading order; symbols are 1...N.
public enum Move: Equatable, Sendable, Codable {
    /// Put a word in a cell (replacing an entry; given cells are locked).
    case place(cell: Int, symbol: Int)
    /// Empty a cell the player filled.
    case erase(cell: Int)
    /// Add or remove a pencil note in an empty cell.
    case toggleNote(cell: Int, symbol: Int)
    case undo
    case redo
    /// Back to the givens (itself undoable).
    case restart
    /// Ask for the next step of reasoning (counted).
    case hint
    /// Look at the dictionary of the puzzle's words (counted, limited).
    case peek
    /// Look up one word (symbol 1...N): its two sides, shown as one peek of the same allowance
    /// would, and only that word counts as looked up.
    case lookUp(symbol: Int)
    /// End the game and score it.
    case finish
    /// In a two-player game: let the other player play.
    case pass
}

/// What a move did, for the front end to show.
public enum MoveOutcome: Equatable, Sendable {
    /// A word was placed. `isMistake` is counted in every mode; show it at once only when
    /// the mode is `.immediate` (`flagged` says so). `notesCleared` counts removed peer notes.
    case placed(cell: Int, symbol: Int, isMistake: Bool, flagged: Bool, notesCleared: Int)
    case erased(cell: Int)
    case noteToggled(cell: Int, symbol: Int, isOn: Bool)
    case undone(Move)
    case redone(Move)
    case restarted
    case hint(GameHint)
    /// The dictionary may be shown (`setup.pairs`); `left` peeks remain.
    case peek(left: Int)
    /// One word looked up (its pair may be shown); `left` peeks remain.
    case lookedUp(symbol: Int, left: Int)
    /// A word looked up again after a peek or a look-up had shown it in this game: shown once
    /// more, no peek spent (the learner has already paid for it; a play-tester spent the last
    /// peek on a word the dictionary had just shown).
    case lookedUpAgain(symbol: Int)
    case finished(GameResult)
    /// In a two-player game: a wrong word, not kept on the board; it cost its player a point
    /// and the turn passed.
    case wrongWordRemoved(cell: Int, symbol: Int)
    /// In a two-player game: the turn passed to seat `to`.
    case passed(to: Int)
    case refused(Refusal)
}

/// Why a move was not played.
public enum Refusal: Equatable, Sendable {
    case givenCell(cell: Int)
    case peekLimitReached(limit: Int)
    case nothingToUndo
    case nothingToRedo
    case nothingToRestart
    case cellAlreadyEmpty(cell: Int)
    /// Notes go in empty cells only.
    case cellHoldsAWord(cell: Int)
    case sameWordAlready(cell: Int)
    case gameOver
    case cellOutOfRange
    /// Undo, redo, erasing and clearing the grid: not in a two-player game, where every word
    /// on the board is someone's point.
    case notInTwoPlayerGame
    /// Passing: only in a two-player game.
    case onlyInTwoPlayerGame
    /// A two-player game's shared hints are used up.
    case hintLimitReached(limit: Int)
}
