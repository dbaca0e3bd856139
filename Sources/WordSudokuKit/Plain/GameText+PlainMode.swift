import SudokuEngine

/// Line mode's texts: the title and how to play, the status, what each move did or why it was
/// refused, hints, look-ups and peeks, results and corrections, usage lines and help.
extension GameText {
    public static func title(_ setup: GameSetup, _ language: UILanguage) -> String {
        let list = listShown(setup.listName, code: setup.code), code = codeShown(setup.code)
        let grid = gridAndGrade(boxRows: setup.boxRows, boxColumns: setup.boxColumns, grade: setup.grade.rawValue)
        return L(en: "WordSudoku \(grid.en), list \(list.en), code \(code.en)",
                 fr: "WordSudoku \(grid.fr), liste \(list.fr), code \(code.fr)")(language)
    }

    /// The first lines' help. Its example is the first empty cell with a word of the answers'
    /// language that is *not* in the puzzle (`exampleWords`): the cell's own word, as it was,
    /// gave an answer away, and typed as shown it was counted as recalled though the learner
    /// had only read it (a play-tester saw "e.g. A1 le tigre" solve A1 in every game). Typed as
    /// shown, it is answered "not in this puzzle", which teaches the same form.
    /// Words for the help's example, by language, common enough that a learner reads them at
    /// once; the first one that is not among the puzzle's answers is used (none: `…`).
    static let exampleWords: [String: [String]] = [
        "en": ["cat", "house", "book", "tree", "chair"],
        "fr": ["le chat", "la maison", "le livre", "l'arbre", "la chaise"],
        "es": ["el gato", "la casa", "el libro", "el árbol", "la silla"],
        "de": ["die Katze", "das Haus", "das Buch", "der Baum", "der Stuhl"],
        "it": ["il gatto", "la casa", "il libro", "l'albero", "la sedia"],
    ]

    /// The example move of every text that shows one (the first lines, the usage of a move, an
    /// unknown command): the first empty cell, then the first of `exampleWords` in the answers'
    /// language that is not among the puzzle's answers; nil when that language has none listed.
    /// So a game answered in English says `A3 cat`, one in German `A3 die Katze`, where the
    /// usage lines said `B2 chat` whatever the game.
    static func exampleMove(_ session: GameSession) -> String? {
        let setup = session.setup
        let cell = session.cells.firstIndex(of: 0) ?? 0
        let answers = Set((1...session.shape.size).flatMap {
            WordNormalizer.answerKeys(for: setup.answerWord($0), language: setup.answerLanguage)
        })
        let word = (exampleWords[setup.answerLanguage] ?? []).first {
            WordNormalizer.answerKeys(for: $0, language: setup.answerLanguage).isDisjoint(with: answers)
        }
        return word.map { "\(CellName.text(cell, shape: session.shape)) \($0)" }
    }

    /// The example move of the usage lines: `exampleMove`, else `B2 chat`.
    static func usageExample(_ session: GameSession) -> String { exampleMove(session) ?? "B2 chat" }

    static func howToPlay(_ session: GameSession, _ language: UILanguage) -> String {
        let setup = session.setup
        let example = exampleMove(session) ?? "\(CellName.text(session.cells.firstIndex(of: 0) ?? 0, shape: session.shape)) …"
        let shown = languageName(setup.shownLanguage)
        let answer = languageName(setup.answerLanguage)
        let mode = session.turns != nil
            ? L(en: "a wrong word is said and taken off", fr: "un mot faux est signalé et retiré")
            : setup.mode == .immediate
            ? L(en: "wrong words are marked with !", fr: "les mots faux sont marqués d’un !")
            : L(en: "exam mode: mistakes are shown at the end", fr: "mode examen : les erreurs sont montrées à la fin")
        let mark = Listening.mark
        switch setup.listening {
        case nil:
            return L(en: "The givens [in brackets] are \(shown.en) words; type the \(answer.en) words, e.g. “\(example)”. Type help for the commands; \(mode.en).",
                     fr: "Les mots donnés [entre crochets] sont en \(shown.fr) ; tapez les mots en \(answer.fr), par ex. « \(example) ». Tapez aide pour les commandes ; \(mode.fr).")(language)
        case .heard?:
            return L(en: "Listening: the givens [\(mark)] are heard, not read: say B2 says a given's \(shown.en) word; type the \(answer.en) words, e.g. “\(example)”. Type help for the commands; \(mode.en).",
                     fr: "Écoute : les mots donnés [\(mark)] s’entendent au lieu de se lire : dire B2 dit le mot en \(shown.fr) d’une case donnée ; tapez les mots en \(answer.fr), par ex. « \(example) ». Tapez aide pour les commandes ; \(mode.fr).")(language)
        case .dictation?:
            return L(en: "Dictation: the givens [\(mark)] are heard, not read: say B2 says a given's \(answer.en) word; write the \(answer.en) words you hear, e.g. “\(example)”. Type help for the commands; \(mode.en).",
                     fr: "Dictée : les mots donnés [\(mark)] s’entendent au lieu de se lire : dire B2 dit le mot en \(answer.fr) d’une case donnée ; écrivez les mots en \(answer.fr) que vous entendez, par ex. « \(example) ». Tapez aide pour les commandes ; \(mode.fr).")(language)
        }
    }

    public static func status(_ session: GameSession, seconds: Int, _ language: UILanguage) -> String {
        let time = GameTimer.format(seconds: seconds)
        let mistakes = session.setup.mode == .immediate
            ? L(en: ", mistakes \(session.mistakes)", fr: ", erreurs \(session.mistakes)") : L(en: "", fr: "")
        // Hints: how many were used (a game of one: unlimited, counted), or how many are left (two players).
        let hints = session.hintsLeft.map { L(en: "hints left \($0)", fr: "indices restants \($0)") }
            ?? L(en: "hints \(session.hintsUsed)", fr: "indices \(session.hintsUsed)")
        return L(en: "Time \(time)\(mistakes.en), \(hints.en), peeks left \(session.peeksLeft), cells to fill \(session.cells.filter { $0 == 0 }.count)",
                 fr: "Temps \(time)\(mistakes.fr), \(hints.fr), coups d’œil restants \(session.peeksLeft), cases à remplir \(session.cells.filter { $0 == 0 }.count)")(language)
    }

    public static func outcome(_ outcome: MoveOutcome, _ session: GameSession, _ language: UILanguage) -> String {
        let shape = session.shape, setup = session.setup
        func cell(_ c: Int) -> String { CellName.text(c, shape: shape) }
        switch outcome {
        case let .placed(c, symbol, _, flagged, cleared):
            let word = setup.answerWord(symbol)
            let notes = cleared > 0 ? L(en: " (\(cleared) note\(cleared == 1 ? "" : "s") cleared)", fr: " (\(cleared) note\(cleared > 1 ? "s" : "") effacée\(cleared > 1 ? "s" : ""))") : L(en: "", fr: "")
            if flagged {
                let why = mistake(placing: symbol, in: c, session)
                return L(en: "\(cell(c)) \(word): \(why.en) — mistake \(session.mistakes).\(notes.en)",
                         fr: "\(cell(c)) \(word) : \(why.fr) — erreur \(session.mistakes).\(notes.fr)")(language)
            }
            return L(en: "\(cell(c)) \(word): placed.\(notes.en)", fr: "\(cell(c)) \(word) : placé.\(notes.fr)")(language)
        case let .erased(c):
            return L(en: "\(cell(c)) erased.", fr: "\(cell(c)) effacée.")(language)
        case let .noteToggled(c, symbol, isOn):
            let word = setup.answerWord(symbol)
            return (isOn ? L(en: "\(cell(c)): note \(word) added.", fr: "\(cell(c)) : note \(word) ajoutée.")
                         : L(en: "\(cell(c)): note \(word) removed.", fr: "\(cell(c)) : note \(word) retirée."))(language)
        case let .undone(move):
            return L(en: "Undone: \(moveName(move, session).en).", fr: "Annulé : \(moveName(move, session).fr).")(language)
        case let .redone(move):
            return L(en: "Redone: \(moveName(move, session).en).", fr: "Refait : \(moveName(move, session).fr).")(language)
        case .restarted:
            return L(en: "Back to the givens (undo to get your words back).", fr: "Retour à la grille de départ (annuler pour retrouver vos mots).")(language)
        case let .hint(hint): return self.hint(hint, session, language)
        case let .peek(left): return peek(session, left: left, language)
        case let .lookedUp(symbol, left): return lookedUp(symbol, session, left: left, language)
        case let .lookedUpAgain(symbol): return lookedUp(symbol, session, left: nil, language)
        case let .finished(result): return self.result(result, session, language)
        case let .refused(refusal): return self.refusal(refusal, session, language)
        case let .wrongWordRemoved(c, symbol):
            guard let seat = session.playerBeforeTurn else { return "" }
            return TwoPlayerText.wrongWordRemoved(cell: c, symbol: symbol, by: seat, session, language)
        case .passed:
            guard let seat = session.playerBeforeTurn else { return "" }
            return TwoPlayerText.passed(seat, language)
        }
    }

    /// Why a word placed in a cell is wrong, without saying the cell's right word: where the
    /// same word already stands in its row, column or box ("le chat is already in row B, at B4
    /// [cat]": a given shows its word in brackets, as line mode draws it), else that it is not
    /// this cell's word.
    public static func mistake(placing symbol: Int, in cell: Int, _ session: GameSession) -> Localized {
        let shape = session.shape, setup = session.setup
        let word = setup.answerWord(symbol), name = CellName.text(cell, shape: shape)
        guard let clash = session.clash(placing: symbol, in: cell) else {
            return L(en: "not the word of \(name)", fr: "ce n’est pas le mot de \(name)")
        }
        let house: Localized
        switch clash.house {
        case .row:
            let row = CellName.rowLetter(shape.row(of: cell))
            house = L(en: "in row \(row)", fr: "dans la ligne \(row)")
        case .column:
            let column = shape.column(of: cell) + 1
            house = L(en: "in column \(column)", fr: "dans la colonne \(column)")
        case .box:
            house = L(en: "in the same box", fr: "dans le même bloc")
        }
        let there = CellName.text(clash.cell, shape: shape) + (session.isGiven(clash.cell) ? " [\(setup.givenLabel(symbol))]" : "")
        return L(en: "\(word) is already \(house.en), at \(there)", fr: "\(word) est déjà \(house.fr), en \(there)")
    }

    static func moveName(_ move: Move, _ session: GameSession) -> Localized {
        let shape = session.shape, setup = session.setup
        switch move {
        case let .place(c, s): return L(en: "\(CellName.text(c, shape: shape)) \(setup.answerWord(s))", fr: "\(CellName.text(c, shape: shape)) \(setup.answerWord(s))")
        case let .erase(c): return L(en: "erase \(CellName.text(c, shape: shape))", fr: "effacer \(CellName.text(c, shape: shape))")
        case let .toggleNote(c, s): return L(en: "note \(CellName.text(c, shape: shape)) \(setup.answerWord(s))", fr: "note \(CellName.text(c, shape: shape)) \(setup.answerWord(s))")
        case .restart: return L(en: "restart", fr: "recommencer")
        default: return L(en: "move", fr: "coup")
        }
    }

    public static func refusal(_ refusal: Refusal, _ session: GameSession, _ language: UILanguage) -> String {
        let shape = session.shape
        switch refusal {
        case let .givenCell(c):
            let word = session.setup.givenLabel(Int(session.givens[c]))
            return L(en: "\(CellName.text(c, shape: shape)) is a given ([\(word)]); it cannot be changed.",
                     fr: "\(CellName.text(c, shape: shape)) est une case donnée ([\(word)]) ; on ne peut pas la changer.")(language)
        case .peekLimitReached(0):
            return L(en: "No peek: this game allows no peeks.", fr: "Pas de coup d’œil : cette partie n’en permet aucun.")(language)
        case let .peekLimitReached(limit):
            return L(en: "No peek left: this game allows \(limit) and you have used them all.",
                     fr: "Plus de coup d’œil : cette partie en permet \(limit) et vous les avez tous utilisés.")(language)
        case .nothingToUndo: return L(en: "Nothing to undo.", fr: "Rien à annuler.")(language)
        case .nothingToRedo: return L(en: "Nothing to redo.", fr: "Rien à refaire.")(language)
        case .nothingToRestart: return L(en: "The grid is already as it started.", fr: "La grille est déjà comme au départ.")(language)
        case let .cellAlreadyEmpty(c):
            return L(en: "\(CellName.text(c, shape: shape)) is already empty.", fr: "\(CellName.text(c, shape: shape)) est déjà vide.")(language)
        case let .cellHoldsAWord(c):
            return L(en: "\(CellName.text(c, shape: shape)) holds a word; erase it before taking notes.",
                     fr: "\(CellName.text(c, shape: shape)) contient un mot ; effacez-le avant de prendre des notes.")(language)
        case let .sameWordAlready(c):
            return L(en: "\(CellName.text(c, shape: shape)) already holds that word.", fr: "\(CellName.text(c, shape: shape)) contient déjà ce mot.")(language)
        case .gameOver: return L(en: "The game is over.", fr: "La partie est finie.")(language)
        case .cellOutOfRange: return L(en: "That cell is not on the grid.", fr: "Cette case n’est pas dans la grille.")(language)
        case .notInTwoPlayerGame, .onlyInTwoPlayerGame, .hintLimitReached:
            return (TwoPlayerText.refusal(refusal) ?? L(en: "Refused.", fr: "Refusé."))(language)
        }
    }

    public static func hint(_ hint: GameHint, _ session: GameSession, _ language: UILanguage) -> String {
        switch hint {
        case let .wrongEntry(c):
            let cell = CellName.text(c, shape: session.shape)
            return L(en: "Hint: \(cell) is wrong; fix it first.", fr: "Indice : \(cell) est faux ; corrigez-le d’abord.")(language)
        case let .step(_, _, explanation):
            return L(en: "Hint: \(explanation.en)", fr: "Indice : \(explanation.fr)")(language)
        case .solved:
            return L(en: "Nothing left to find: the grid is solved.", fr: "Plus rien à trouver : la grille est résolue.")(language)
        }
    }

    /// One word looked up: `cow = la vache (1 peek left; only this word counts as looked up)`;
    /// `left` nil when it was already shown in this game and cost no peek.
    static func lookedUp(_ symbol: Int, _ session: GameSession, left: Int?, _ language: UILanguage) -> String {
        let setup = session.setup
        let pair = "\(setup.shownWord(symbol)) = \(setup.answerWord(symbol))"
        guard let left else {
            return L(en: "\(pair) (already shown in this game: no peek spent)",
                     fr: "\(pair) (déjà montré dans cette partie : aucun coup d’œil dépensé)")(language)
        }
        return L(en: "\(pair) (\(left) peek\(left == 1 ? "" : "s") left; only this word counts as looked up)",
                 fr: "\(pair) (\(left) coup\(left > 1 ? "s" : "") d’œil restant\(left > 1 ? "s" : "") ; seul ce mot compte comme cherché)")(language)
    }

    /// What `?` in line mode expects: the word to look up.
    static func usageLookUp(_ language: UILanguage) -> String {
        L(en: "Write ? and a word of the puzzle to look it up, e.g. ? cow (it uses one peek; only that word counts as looked up).",
          fr: "Écrivez ? et un mot de la grille pour le chercher, par ex. ? cow (cela compte un coup d’œil ; seul ce mot compte comme cherché).")(language)
    }

    /// The dictionary on one line: `cat = le chat; dog = le chien; …`.
    public static func peek(_ session: GameSession, left: Int, _ language: UILanguage) -> String {
        let setup = session.setup
        let words = setup.pairs.indices.map { "\(setup.shownWord($0 + 1)) = \(setup.answerWord($0 + 1))" }.joined(separator: semicolon(language))
        return L(en: "Dictionary (\(left) peek\(left == 1 ? "" : "s") left): \(words)",
                 fr: "Dictionnaire (\(left) coup\(left > 1 ? "s" : "") d’œil restant\(left > 1 ? "s" : "")) : \(words)")(language)
    }

    /// The result line. A two-player game has no score or mistakes of one learner: its line
    /// says the time, hints and peeks, and each player's points and mistakes follow
    /// (`TwoPlayerText.tallies`).
    public static func result(_ result: GameResult, _ session: GameSession, _ language: UILanguage) -> String {
        let time = GameTimer.format(seconds: result.seconds)
        let details = PlayerTally.of(result, players: session.setup.players) == nil
            ? L(en: "time \(time), mistakes \(result.mistakes), hints \(result.hints), peeks \(result.peeks), score \(result.score)",
                fr: "temps \(time), erreurs \(result.mistakes), indices \(result.hints), coups d’œil \(result.peeks), score \(result.score)")
            : L(en: "time \(time), hints \(result.hints), peeks \(result.peeks)",
                fr: "temps \(time), indices \(result.hints), coups d’œil \(result.peeks)")
        if result.valid {
            let code = codeShown(session.setup.code)
            return L(en: "Solved! \(details.en). Code \(code.en).", fr: "Résolu ! \(details.fr). Code \(code.fr).")(language)
        }
        let notSolved = notSolved(session.cellsToCorrect.count)
        return L(en: "\(notSolved.en); \(details.en).", fr: "\(notSolved.fr) ; \(details.fr).")(language)
    }

    /// `Not solved: 7 cells are empty or wrong`, for line mode's result and the results screen's title.
    public static func notSolved(_ count: Int) -> Localized {
        L(en: "Not solved: \(count) cell\(count == 1 ? " is" : "s are") empty or wrong",
          fr: "Non résolu : \(count) case\(count == 1 ? " est vide ou fausse" : "s sont vides ou fausses")")
    }

    /// A game ended unsolved teaches at the end: every cell left empty or wrong with its right
    /// word, and what was written there (`Corrections: B2 la girafe (not le chat); C3 le canard
    /// (empty).`). In exam mode this is the first time the learner hears of the mistakes. Nil
    /// when nothing is to correct.
    public static func corrections(_ session: GameSession, _ language: UILanguage) -> String? {
        let cells = session.cellsToCorrect
        guard !cells.isEmpty else { return nil }
        let setup = session.setup
        let items = cells.map { cell in
            let name = CellName.text(cell, shape: session.shape), right = setup.answerWord(Int(session.solution[cell]))
            let written = session.cells[cell]
            if written == 0 { return L(en: "\(name) \(right) (empty)", fr: "\(name) \(right) (vide)")(language) }
            let typed = setup.answerWord(Int(written))
            return L(en: "\(name) \(right) (not \(typed))", fr: "\(name) \(right) (et non \(typed))")(language)
        }
        return L(en: "Corrections: \(items.joined(separator: semicolon(.en))).", fr: "Corrections : \(items.joined(separator: semicolon(.fr))).")(language)
    }

    static func missedWords(_ result: GameResult, _ session: GameSession, _ language: UILanguage) -> [String] {
        // Two players: whose words they are, player by player.
        if let byPlayer = session.missedSymbolsByPlayer {
            let setup = session.setup
            return byPlayer.filter { !$0.symbols.isEmpty }.map { player in
                let words = player.symbols.map { reviewItem($0, setup) }.joined(separator: semicolon(language))
                let name = DisplaySafe.escaped(player.name)
                return L(en: "Words for \(name) to review: \(words)", fr: "Mots à revoir pour \(name) : \(words)")(language)
            }
        }
        guard !result.missedSymbols.isEmpty else { return [] }
        let setup = session.setup
        let words = result.missedSymbols.map { reviewItem($0, setup) }.joined(separator: semicolon(language))
        return [L(en: "Words to review: \(words)", fr: "Mots à revoir : \(words)")(language)]
    }

    /// A word to review on one line: `owl = le hibou`, the givens' word, then the one to type —
    /// the game's and the recall check's alike.
    static func reviewItem(_ symbol: Int, _ setup: GameSetup) -> String {
        "\(setup.shownWord(symbol)) = \(setup.answerWord(symbol))"
    }

    static func gridFull(_ mode: MistakeMode, _ language: UILanguage) -> String {
        (mode == .immediate
            ? L(en: "The grid is full but some words are wrong (marked !).", fr: "La grille est pleine mais certains mots sont faux (marqués !).")
            : L(en: "The grid is full: type finish to check it.", fr: "La grille est pleine : tapez terminer pour la vérifier."))(language)
    }

    public static func otherLanguage(_ text: String, _ setup: GameSetup, _ language: UILanguage) -> String {
        let text = DisplaySafe.escaped(text)
        let answer = languageName(setup.answerLanguage)
        // A dictation's givens are heard in the language written: its other language is none of theirs.
        if setup.listening == .dictation {
            let shown = languageName(setup.shownLanguage)
            return L(en: "“\(text)” is \(shown.en); write the \(answer.en) word you hear.",
                     fr: "« \(text) » est en \(shown.fr) ; écrivez le mot en \(answer.fr) que vous entendez.")(language)
        }
        return L(en: "“\(text)” is a given's word; type its \(answer.en) word.", fr: "« \(text) » est un mot des cases données ; tapez le mot en \(answer.fr).")(language)
    }

    /// A typo of one of the puzzle's words: the word suggested, nothing placed, no mistake.
    public static func nearMiss(_ text: String, suggesting word: String, _ language: UILanguage) -> String {
        let text = DisplaySafe.escaped(text), word = DisplaySafe.escaped(word)
        return L(en: "“\(text)”: did you mean \(word)? (Not a mistake; nothing placed.)",
                 fr: "« \(text) » : vouliez-vous dire \(word) ? (Ce n’est pas une erreur ; rien n’est placé.)")(language)
    }

    public static func notInPuzzle(_ text: String, _ language: UILanguage) -> String {
        let text = DisplaySafe.escaped(text)
        return L(en: "“\(text)” is not one of this puzzle's words (not a mistake; the dictionary lists them).",
          fr: "« \(text) » n’est pas un mot de cette grille (ce n’est pas une erreur ; le dictionnaire les donne).")(language)
    }

    /// With the game's example move (`usageExample`).
    public static func unknownCommand(_ word: String, _ session: GameSession, _ language: UILanguage) -> String {
        let word = DisplaySafe.escaped(word)
        let example = usageExample(session)
        return L(en: "Unknown command “\(word)”; type a cell and a word (\(example)) or help.",
          fr: "Commande inconnue « \(word) » ; tapez une case et un mot (\(example)) ou aide.")(language)
    }

    /// `A7` on a 6×6 grid: a cell name, off the grid.
    static func outsideGrid(_ cell: String, _ shape: BoxShape, _ language: UILanguage) -> String {
        let n = shape.size
        let last = CellName.text(shape.cellCount - 1, shape: shape)
        return L(en: "\(cell) is outside the \(n)×\(n) grid (A1 to \(last)).",
                 fr: "\(cell) est en dehors de la grille \(n)×\(n) (de A1 à \(last)).")(language)
    }

    /// The word bank line: each answer word with how many are still to place.
    public static func bank(_ line: String, _ language: UILanguage) -> String {
        L(en: "Words to place: \(line).", fr: "Mots à placer : \(line).")(language)
    }

    static func usagePlace(_ session: GameSession, _ language: UILanguage) -> String {
        let example = usageExample(session)
        return L(en: "Write the cell then the word, e.g. \(example).", fr: "Écrivez la case puis le mot, par ex. \(example).")(language)
    }
    static func usageErase(_ language: UILanguage) -> String { L(en: "Write erase and the cell, e.g. erase B2.", fr: "Écrivez effacer et la case, par ex. effacer B2.")(language) }
    static func usageShow(_ shape: BoxShape, _ language: UILanguage) -> String {
        let last = CellName.rowLetter(shape.size - 1)
        return L(en: "show alone shows the board; show B a row (A to \(last)), show 3 a column (1 to \(shape.size)), show B3 a cell.",
                 fr: "voir seul montre la grille ; voir B une ligne (A à \(last)), voir 3 une colonne (1 à \(shape.size)), voir B3 une case.")(language)
    }
    static func usageNote(_ session: GameSession, _ language: UILanguage) -> String {
        let example = usageExample(session)
        return L(en: "Write note, the cell and the word, e.g. note \(example).", fr: "Écrivez note, la case et le mot, par ex. note \(example).")(language)
    }
    public static func notes(_ line: String, _ language: UILanguage) -> String { L(en: "Notes: \(line)", fr: "Notes : \(line)")(language) }
    static func confirmFinish(empty: Int, _ language: UILanguage) -> String {
        L(en: "\(empty) cell\(empty == 1 ? " is" : "s are") still empty; type finish again to end the game anyway.",
          fr: "\(empty) case\(empty == 1 ? " est encore vide" : "s sont encore vides") ; tapez terminer à nouveau pour finir quand même.")(language)
    }
    public static func paused(_ language: UILanguage) -> String { L(en: "Paused: the timer is stopped; any command goes on.", fr: "Pause : le chronomètre est arrêté ; toute commande reprend la partie.")(language) }
    public static func saved(_ language: UILanguage) -> String { L(en: "Game saved.", fr: "Partie enregistrée.")(language) }
    static func savedAtEnd(_ language: UILanguage) -> String { L(en: "End of input: game saved; continue with word-sudoku resume.", fr: "Fin de l’entrée : partie enregistrée ; continuez avec word-sudoku resume.")(language) }
    public static func keptForResume(_ language: UILanguage) -> String { L(en: "Game saved; continue with word-sudoku resume.", fr: "Partie enregistrée ; continuez avec word-sudoku resume.")(language) }
    static func discarded(_ language: UILanguage) -> String {
        L(en: "Game discarded (\(answersStillCount.en)).", fr: "Partie abandonnée (\(answersStillCount.fr)).")(language)
    }
    /// What discarding a game keeps: its answers are recorded in the learner memory
    /// (`GameLifecycle.discard`). Said by both front ends, where "its words are lost for good"
    /// made a learner think a review game's words were gone from the reviews.
    public static let answersStillCount = Localized(en: "your answers still count for your reviews",
                                                    fr: "vos réponses comptent toujours pour vos révisions")
    static func bye(_ language: UILanguage) -> String { L(en: "Goodbye.", fr: "Au revoir.")(language) }

    /// Line mode once a game is over and nothing more is asked (no recall check, or its last
    /// answer given): what the prompt now waits for. Said once then, and again for any command
    /// but these two (and for `help`): a player at a terminal saw `> ` after the last line with
    /// no cue that the game had nothing more to ask.
    static func gameOverCue(_ language: UILanguage) -> String {
        L(en: "The game is over: type show to see the board, or quit to leave.",
          fr: "La partie est finie : tapez voir pour la grille, ou quitter pour sortir.")(language)
    }

    public static func help(_ language: UILanguage) -> [String] {
        [L(en: "Commands: B2 word (place), erase B2, note B2 word (toggle a note), undo, redo, restart, hint, peek (dictionary), ? word (look up one word), say B2 or say word (hear it), bank (words left to place), show (the board; show B a row, show 3 a column, show B2 a cell), pause, finish, save, quit (keeps the game; quit discard drops it), help.",
           fr: "Commandes : B2 mot (placer), effacer B2, note B2 mot (ajouter/retirer une note), annuler, refaire, recommencer, indice, dico (dictionnaire), ? mot (chercher un mot), dire B2 ou dire mot (l’entendre), banque (mots restant à placer), voir (la grille ; voir B une ligne, voir 3 une colonne, voir B2 une case), pause, terminer, sauver, quitter (garde la partie ; quitter abandonner la supprime), aide.")(language)]
    }
}
