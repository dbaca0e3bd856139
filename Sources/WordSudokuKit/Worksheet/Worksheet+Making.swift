import SudokuEngine

extension Worksheet {
    /// `count` puzzles of `shape` at `grade` on `list`: puzzle k is the game seed `seed + k`
    /// makes (as `generate` numbers its puzzles), words and all, so each printed code plays
    /// exactly that puzzle with `play --code`.
    ///
    /// - Parameters:
    ///   - listName: the name codes carry: a built-in list's name, or a teacher's file's base name.
    ///   - shownLanguage: the language the givens show (a code of the list); nil for its first.
    /// - Throws: what `GameFactory.plan` finds wrong: too few pairs, a grade the size does not
    ///   offer, a language the list does not have.
    public static func make(list: WordList, listName: String, shape: BoxShape, grade: Grade, count: Int,
                            seed: UInt64, shownLanguage: String?) throws(GameSetupError) -> Worksheet {
        precondition(count >= 1, "a worksheet has a puzzle")
        var puzzles: [WorksheetPuzzle] = []
        for k in 0..<count {
            let planned = try GameFactory.plan(shape: shape, grade: grade, listName: listName, list: list,
                                               shownLanguage: shownLanguage, mode: .atFinish, peekLimit: nil,
                                               player: "", seed: seed &+ UInt64(k))
            puzzles.append(WorksheetPuzzle(planned.make()))
        }
        return Worksheet(list: list, shownLanguage: shownLanguage, puzzles: puzzles)
    }

    /// One puzzle per code, each the one `play --code CODE` plays (its shape, grade, seed and
    /// words); `list` is the list the codes name.
    public static func make(codes: [PuzzleCode], list: WordList, shownLanguage: String?) throws(GameSetupError) -> Worksheet {
        precondition(!codes.isEmpty, "a worksheet has a puzzle")
        var puzzles: [WorksheetPuzzle] = []
        for code in codes {
            let planned = try GameFactory.plan(shape: code.shape, grade: code.grade, listName: code.listName, list: list,
                                               shownLanguage: shownLanguage, mode: .atFinish, peekLimit: nil,
                                               player: "", seed: code.seed, wordIndices: code.wordIndices,
                                               edition: code.edition)
            puzzles.append(WorksheetPuzzle(planned.make()))
        }
        return Worksheet(list: list, shownLanguage: shownLanguage, puzzles: puzzles)
    }

    /// `count` puzzles on a loaded list (see `make(list:…)`), named in its codes as `play`
    /// names it (`Loaded.codeName`): a built-in list by its name, a file as `words import` keeps it.
    public static func make(loaded: WordListCatalog.Loaded, shape: BoxShape, grade: Grade, count: Int,
                            seed: UInt64, shownLanguage: String?) throws(GameSetupError) -> Worksheet {
        var sheet = try make(list: loaded.list, listName: loaded.codeName, shape: shape, grade: grade,
                             count: count, seed: seed, shownLanguage: shownLanguage)
        if !loaded.isBuiltIn { sheet.wordsOption = loaded.codeName }
        return sheet
    }

    /// A worksheet of `puzzles` made on `list`, its title in both interface languages.
    init(list: WordList, shownLanguage: String?, puzzles: [WorksheetPuzzle]) {
        self.init(listTitle: Localized(en: list.title(in: .en), fr: list.title(in: .fr)), languages: list.languages,
                  shownSide: shownLanguage.flatMap { list.side(forLanguage: $0) } ?? .first, puzzles: puzzles)
    }
}
