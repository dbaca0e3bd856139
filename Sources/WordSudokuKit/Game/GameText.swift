import SudokuEngine

/// Every text of the game, the store, the daily puzzle and the plain front end, in English and
/// French. Texts with arguments are functions returning `Localized`, or `String` in the
/// language asked.
public enum GameText {
    private typealias L = Localized

    // MARK: Names

    /// `English` / `anglais` for a language code.
    public static func languageName(_ code: String) -> Localized {
        switch code {
        case "en": L(en: "English", fr: "anglais")
        case "fr": L(en: "French", fr: "français")
        case "es": L(en: "Spanish", fr: "espagnol")
        case "de": L(en: "German", fr: "allemand")
        case "it": L(en: "Italian", fr: "italien")
        default: L(en: code, fr: code)
        }
    }

    public static func gradeName(_ grade: Grade) -> Localized {
        switch grade {
        case .beginner: L(en: "beginner", fr: "débutant")
        case .easy: L(en: "easy", fr: "facile")
        case .medium: L(en: "medium", fr: "moyen")
        case .hard: L(en: "hard", fr: "difficile")
        case .expert: L(en: "expert", fr: "expert")
        }
    }

    /// A grid named as a player knows it ("a 9×9 grid"), its boxes named too when they are not
    /// square ("a 6×6 grid with 2×3 boxes"): the grades a grid offers depend on them.
    public static func gridName(_ shape: BoxShape, times: String = "×") -> Localized {
        let n = shape.size
        guard shape.boxRows != shape.boxColumns else { return L(en: "a \(n)\(times)\(n) grid", fr: "une grille \(n)\(times)\(n)") }
        let boxes = "\(shape.boxRows)\(times)\(shape.boxColumns)"
        return L(en: "a \(n)\(times)\(n) grid with \(boxes) boxes", fr: "une grille \(n)\(times)\(n) à blocs \(boxes)")
    }

    // MARK: Errors and notices

    public static func setupError(_ error: GameSetupError) -> Localized {
        switch error {
        case let .wordList(failure):
            return L(en: failure.lines(in: .en).joined(separator: "\n"), fr: failure.lines(in: .fr).joined(separator: "\n"))
        case let .tooFewPairs(list, pairs, size):
            return WordListError.tooFewPairs(list: list, pairs: pairs, size: size).message
        case let .badCode(code):
            let edition = PuzzleCode.unknownEdition(in: code)
            let code = DisplaySafe.escaped(code, limit: 200)
            if let edition {
                let newest = Generator.Edition.newest.rawValue
                return L(en: "'\(code)' was made by a newer word-sudoku (puzzle edition \(edition); this one plays editions 1 to \(newest)): update word-sudoku to play it",
                         fr: "« \(code) » vient d’une version plus récente de word-sudoku (édition de grille \(edition) ; celle-ci joue les éditions 1 à \(newest)) : mettez word-sudoku à jour pour y jouer")
            }
            return L(en: "'\(code)' is not a puzzle code (it looks like g2-2x3-1-animals-K7Q2M)",
                     fr: "« \(code) » n’est pas un code de grille (il ressemble à g2-2x3-1-animals-K7Q2M)")
        case let .gradeNotOffered(shape, grade, offered):
            let en = offered.map { "\($0.rawValue)" }.joined(separator: ", ")
            let grid = gridName(shape)
            return L(en: "\(grid.en) has no grade \(grade.rawValue) (\(gradeName(grade).en)); it offers grades \(en)",
                     fr: "\(grid.fr) n’a pas de niveau \(grade.rawValue) (\(gradeName(grade).fr)) ; elle offre les niveaux \(en)")
        case let .unknownLanguage(code, list, languages):
            let code = DisplaySafe.escaped(code), list = DisplaySafe.escaped(list, limit: 200)
            return L(en: "the list '\(list)' has no '\(code)' words; its languages are \(languages.joined(separator: " and "))",
                     fr: "la liste « \(list) » n’a pas de mots « \(code) » ; ses langues sont \(languages.joined(separator: " et "))")
        case let .badWordIndices(list):
            let list = DisplaySafe.escaped(list, limit: 200)
            return L(en: "this code names words that the list '\(list)' does not have",
                     fr: "ce code désigne des mots que la liste « \(list) » n’a pas")
        }
    }

    /// Why no review game was made: nothing due (and when words will be), or a setup error.
    public static func reviewFailure(_ failure: ReviewGame.Failure) -> Localized {
        switch failure {
        case .nothingDue(_, 0):
            return L(en: "No words to review yet: play a few games first; a word comes due for review once you have answered it.",
                     fr: "Aucun mot à réviser pour l’instant : jouez d’abord quelques parties ; un mot revient en révision une fois que vous y avez répondu.")
        case let .nothingDue(soon, _):
            return L(en: "No words are due for review now; \(soon) will be due within a day.",
                     fr: "Aucun mot n’est à réviser maintenant ; \(soon) le seront d’ici un jour.")
        case let .setup(error):
            return setupError(error)
        }
    }

    // MARK: Recall check

    /// Line mode's announcement of a recall check of `count` words.
    public static func recallIntro(_ count: Int, _ language: UILanguage) -> String {
        L(en: "Recall check: \(count) word\(count == 1 ? "" : "s") of this game, without the board. Type each translation (? if you do not know; an empty line skips the check).",
          fr: "Rappel : \(count) mot\(count == 1 ? "" : "s") de cette partie, sans la grille. Tapez chaque traduction (? si vous ne savez pas ; une ligne vide passe le rappel).")(language)
    }

    /// A command typed at the recall check's prompt that the check has no use for: the game is
    /// over, the check waits for a translation.
    public static func recallIsOn(_ language: UILanguage) -> String {
        L(en: "The game is over; the recall check asks a translation: type it (? if you do not know; finish or an empty line skips the check).",
          fr: "La partie est finie ; le rappel demande une traduction : tapez-la (? si vous ne savez pas ; terminer ou une ligne vide passe le rappel).")(language)
    }

    /// The word asked: `turtle → ?`.
    public static func recallPrompt(_ shown: String) -> String { DisplaySafe.escaped(shown) + " → ?" }

    /// What an answer of the recall check was judged.
    public static func recallJudgement(_ judgement: RecallCheck.Judgement, typed: String, _ setup: GameSetup, _ language: UILanguage) -> String {
        switch judgement {
        case .right: return L(en: "Right.", fr: "Juste.")(language)
        case let .corrected(correction):
            return L(en: "Right (\(correction.message.en)).", fr: "Juste (\(correction.message.fr)).")(language)
        case let .wrong(expected):
            let expected = DisplaySafe.escaped(expected)
            return L(en: "No: it is \(expected).", fr: "Non : c’est \(expected).")(language)
        case .otherLanguage: return otherLanguage(typed, setup, language)
        case let .ambiguous(words): return WordListText.ambiguousAccents(words)(language)
        }
    }

    /// The end of a recall check: how many were right, or that it was skipped.
    public static func recallDone(_ check: RecallCheck, _ language: UILanguage) -> String {
        if check.skipped {
            return L(en: "Recall check skipped (\(check.answered) answered).", fr: "Rappel passé (\(check.answered) réponse\(check.answered == 1 ? "" : "s")).")(language)
        }
        return L(en: "Recall check: \(check.right) of \(check.answered) right.", fr: "Rappel : \(check.right) sur \(check.answered) juste\(check.right > 1 ? "s" : "").")(language)
    }

    /// What a command printed could not all be written (a full disk, a closed pipe): exit 73.
    public static func standardOutputFailed(reason: String) -> Localized {
        L(en: "cannot write to standard output: \(reason)", fr: "impossible d’écrire sur la sortie standard : \(reason)")
    }

    public static func storeWriteFailed(path: String, reason: String) -> Localized {
        L(en: "cannot save \(path): \(reason); nothing on disk was changed",
          fr: "impossible d’enregistrer \(path) : \(reason) ; rien n’a été modifié sur le disque")
    }

    /// An append that failed half way and could not be cut back.
    public static func storeAppendTorn(path: String, reason: String) -> Localized {
        L(en: "cannot save \(path): \(reason); part of a line may be left at its end, and will be set aside when it is next read",
          fr: "impossible d’enregistrer \(path) : \(reason) ; une partie de ligne est peut-être restée à la fin, et sera mise de côté à la prochaine lecture")
    }

    public static func storeUnreadable(path: String, reason: String) -> Localized {
        L(en: "cannot read \(path): \(reason); going on with defaults",
          fr: "impossible de lire \(path) : \(reason) ; on continue avec les valeurs par défaut")
    }

    public static func storeInvalid(path: String, reason: String, aside: String) -> Localized {
        L(en: "\(path) does not hold valid data (\(reason)); it was moved to \(aside) and defaults are used",
          fr: "\(path) ne contient pas de données valides (\(reason)) ; il a été déplacé vers \(aside) et les valeurs par défaut sont utilisées")
    }

    public static func storeNewerVersion(path: String) -> Localized {
        L(en: "\(path) was written by a newer version of word-sudoku; left as it is",
          fr: "\(path) a été écrit par une version plus récente de word-sudoku ; laissé tel quel")
    }

    public static func storeLeftAlone(path: String, isLink: Bool) -> Localized {
        isLink ? L(en: "\(path) is a symbolic link; left alone", fr: "\(path) est un lien symbolique ; laissé tel quel")
               : L(en: "\(path) is not a regular file; left alone", fr: "\(path) n’est pas un fichier ordinaire ; laissé tel quel")
    }

    public static func historyLinesOfANewerVersion(_ count: Int, path: String) -> Localized {
        count == 1
            ? L(en: "1 line of \(path) was written by a newer version of word-sudoku; it is kept and skipped",
                fr: "1 ligne de \(path) a été écrite par une version plus récente de word-sudoku ; elle est conservée et ignorée")
            : L(en: "\(count) lines of \(path) were written by a newer version of word-sudoku; they are kept and skipped",
                fr: "\(count) lignes de \(path) ont été écrites par une version plus récente de word-sudoku ; elles sont conservées et ignorées")
    }

    public static func storeSetAside(path: String, aside: String) -> Localized {
        L(en: "\(path) was damaged; it was moved to \(aside) and defaults are used",
          fr: "\(path) était endommagé ; il a été déplacé vers \(aside) et les valeurs par défaut sont utilisées")
    }

    public static func storeClearFailed(path: String, reason: String) -> Localized {
        L(en: "cannot clear \(path): \(reason); nothing more was deleted",
          fr: "impossible d’effacer \(path) : \(reason) ; rien d’autre n’a été supprimé")
    }

    /// Said instead of "Game saved" when the last save failed.
    public static func notSaved(_ error: StoreError) -> Localized {
        L(en: "Your game could not be saved: \(error.path): \(error.reason).",
          fr: "Votre partie n’a pas pu être enregistrée : \(error.path) : \(error.reason).")
    }

    public static func unsafePlayerName(_ code: String) -> Localized {
        L(en: "option '--player': control character \(code) not allowed (it could take over the terminal)",
          fr: "option « --player » : caractère de contrôle \(code) interdit (il pourrait détourner le terminal)")
    }

    public static func historyLinesSetAside(_ count: Int, path: String, aside: String) -> Localized {
        L(en: "\(path): \(count) damaged line\(count == 1 ? "" : "s") moved aside to \(aside)",
          fr: "\(path) : \(count) ligne\(count == 1 ? "" : "s") endommagée\(count == 1 ? "" : "s") mise\(count == 1 ? "" : "s") de côté dans \(aside)")
    }

    public static func historyLinesSkipped(_ count: Int, path: String) -> Localized {
        L(en: "\(path): \(count) damaged line\(count == 1 ? "" : "s") skipped",
          fr: "\(path) : \(count) ligne\(count == 1 ? "" : "s") endommagée\(count == 1 ? "" : "s") ignorée\(count == 1 ? "" : "s")")
    }

    // MARK: Calendar

    public static func weekdayAbbreviations(_ language: UILanguage) -> [String] {
        language == .en ? ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] : ["Lu", "Ma", "Me", "Je", "Ve", "Sa", "Di"]
    }

    public static func monthName(_ month: Int, _ language: UILanguage) -> String {
        let en = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        let fr = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
        return (language == .en ? en : fr)[month - 1]
    }

    public static func streak(_ days: Int) -> Localized {
        L(en: "Streak: \(days) day\(days == 1 ? "" : "s") in a row. * = solved",
          fr: "Série : \(days) jour\(days == 1 ? "" : "s") d’affilée. * = résolu")
    }

    public static func dailyTitle(_ date: String) -> Localized {
        L(en: "Puzzle of the day, \(date)", fr: "Grille du jour, \(date)")
    }

    /// A game's code as shown. A review game's and a typed puzzle's (`review`, `typed`) are not
    /// codes anyone could type back, only names: said in French in the French texts.
    public static func codeShown(_ code: String) -> Localized {
        switch code {
        case ReviewGame.code: Localized(en: code, fr: "révision")
        case TypedPuzzle.code: Localized(en: code, fr: "grille tapée")
        default: Localized(en: code, fr: code)
        }
    }

    /// A game's list as shown: a review game's words come from several lists, under the name
    /// `review` (said in French in the French texts); any other list by its own name.
    public static func listShown(_ list: String, code: String) -> Localized {
        code == ReviewGame.code && list == ReviewGame.listName ? codeShown(code) : Localized(en: list, fr: list)
    }

    // MARK: Plain front end

    public static func title(_ setup: GameSetup, _ language: UILanguage) -> String {
        let n = setup.shape.size
        let list = listShown(setup.listName, code: setup.code), code = codeShown(setup.code)
        return L(en: "WordSudoku \(n)×\(n) (boxes \(setup.boxRows)×\(setup.boxColumns)), grade \(setup.grade.rawValue) \(gradeName(setup.grade).en), list \(list.en), code \(code.en)",
                 fr: "WordSudoku \(n)×\(n) (blocs \(setup.boxRows)×\(setup.boxColumns)), niveau \(setup.grade.rawValue) \(gradeName(setup.grade).fr), liste \(list.fr), code \(code.fr)")(language)
    }

    /// The first lines' help; its example is the first empty cell with its own word, so typing
    /// it works (an example on a given, or a wrong word, would be refused or counted).
    public static func howToPlay(_ session: GameSession, _ language: UILanguage) -> String {
        let setup = session.setup
        let cell = session.cells.firstIndex(of: 0) ?? 0
        let example = "\(CellName.text(cell, shape: session.shape)) \(setup.answerWord(Int(session.solution[cell])))"
        let shown = languageName(setup.shownLanguage)
        let answer = languageName(setup.answerLanguage)
        let mode = session.turns != nil
            ? L(en: "a wrong word is said and taken off", fr: "un mot faux est signalé et retiré")
            : setup.mode == .immediate
            ? L(en: "wrong words are marked with !", fr: "les mots faux sont marqués d’un !")
            : L(en: "exam mode: mistakes are shown at the end", fr: "mode examen : les erreurs sont montrées à la fin")
        return L(en: "The givens [in brackets] are \(shown.en) words; type the \(answer.en) words, e.g. “\(example)”. Type help for the commands; \(mode.en).",
                 fr: "Les mots donnés [entre crochets] sont en \(shown.fr) ; tapez les mots en \(answer.fr), par ex. « \(example) ». Tapez aide pour les commandes ; \(mode.fr).")(language)
    }

    public static func status(_ session: GameSession, seconds: Int, _ language: UILanguage) -> String {
        let time = GameTimer.format(seconds: seconds)
        let mistakes = session.setup.mode == .immediate
            ? L(en: ", mistakes \(session.mistakes)", fr: ", erreurs \(session.mistakes)") : L(en: "", fr: "")
        return L(en: "Time \(time)\(mistakes.en), hints \(session.hintsUsed), peeks left \(session.peeksLeft), cells to fill \(session.cells.filter { $0 == 0 }.count)",
                 fr: "Temps \(time)\(mistakes.fr), indices \(session.hintsUsed), coups d’œil restants \(session.peeksLeft), cases à remplir \(session.cells.filter { $0 == 0 }.count)")(language)
    }

    public static func outcome(_ outcome: MoveOutcome, _ session: GameSession, _ language: UILanguage) -> String {
        let shape = session.shape, setup = session.setup
        func cell(_ c: Int) -> String { CellName.text(c, shape: shape) }
        switch outcome {
        case let .placed(c, symbol, _, flagged, cleared):
            let word = setup.answerWord(symbol)
            let notes = cleared > 0 ? L(en: " (\(cleared) note\(cleared == 1 ? "" : "s") cleared)", fr: " (\(cleared) note\(cleared == 1 ? "" : "s") effacée\(cleared == 1 ? "" : "s"))") : L(en: "", fr: "")
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
        let there = CellName.text(clash.cell, shape: shape) + (session.isGiven(clash.cell) ? " [\(setup.shownWord(symbol))]" : "")
        return L(en: "\(word) is already \(house.en), at \(there)", fr: "\(word) est déjà \(house.fr), en \(there)")
    }

    public static func moveName(_ move: Move, _ session: GameSession) -> Localized {
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
            let word = session.setup.shownWord(Int(session.givens[c]))
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
        case .gameOver: return L(en: "The game is over; type quit.", fr: "La partie est finie ; tapez quitter.")(language)
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

    /// One word looked up: `cow = la vache (1 peek left; only this word counts as looked up)`.
    public static func lookedUp(_ symbol: Int, _ session: GameSession, left: Int, _ language: UILanguage) -> String {
        let setup = session.setup
        let pair = "\(setup.shownWord(symbol)) = \(setup.answerWord(symbol))"
        return L(en: "\(pair) (\(left) peek\(left == 1 ? "" : "s") left; only this word counts as looked up)",
                 fr: "\(pair) (\(left) coup\(left == 1 ? "" : "s") d’œil restant\(left == 1 ? "" : "s") ; seul ce mot compte comme cherché)")(language)
    }

    /// What `?` in line mode expects: the word to look up.
    public static func usageLookUp(_ language: UILanguage) -> String {
        L(en: "Write ? and a word of the puzzle to look it up, e.g. ? cow (it uses one peek; only that word counts as looked up).",
          fr: "Écrivez ? et un mot de la grille pour le chercher, par ex. ? cow (cela compte un coup d’œil ; seul ce mot compte comme cherché).")(language)
    }

    /// The dictionary on one line: `cat = le chat; dog = le chien; …`.
    public static func peek(_ session: GameSession, left: Int, _ language: UILanguage) -> String {
        let setup = session.setup
        let words = setup.pairs.indices.map { "\(setup.shownWord($0 + 1)) = \(setup.answerWord($0 + 1))" }.joined(separator: "; ")
        return L(en: "Dictionary (\(left) peek\(left == 1 ? "" : "s") left): \(words)",
                 fr: "Dictionnaire (\(left) coup\(left == 1 ? "" : "s") d’œil restant\(left == 1 ? "" : "s")) : \(words)")(language)
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
        return L(en: "Corrections: \(items.joined(separator: "; ")).", fr: "Corrections : \(items.joined(separator: " ; ")).")(language)
    }

    public static func missedWords(_ result: GameResult, _ session: GameSession, _ language: UILanguage) -> [String] {
        guard !result.missedSymbols.isEmpty else { return [] }
        let setup = session.setup
        let words = result.missedSymbols.map { "\(setup.shownWord($0)) = \(setup.answerWord($0))" }.joined(separator: "; ")
        return [L(en: "Words to review: \(words)", fr: "Mots à revoir : \(words)")(language)]
    }

    public static func gridFull(_ mode: MistakeMode, _ language: UILanguage) -> String {
        (mode == .immediate
            ? L(en: "The grid is full but some words are wrong (marked !).", fr: "La grille est pleine mais certains mots sont faux (marqués !).")
            : L(en: "The grid is full: type finish to check it.", fr: "La grille est pleine : tapez terminer pour la vérifier."))(language)
    }

    public static func otherLanguage(_ text: String, _ setup: GameSetup, _ language: UILanguage) -> String {
        let text = DisplaySafe.escaped(text)
        let answer = languageName(setup.answerLanguage)
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

    public static func unknownCommand(_ word: String, _ language: UILanguage) -> String {
        let word = DisplaySafe.escaped(word)
        return L(en: "Unknown command “\(word)”; type a cell and a word (B2 chat) or help.",
          fr: "Commande inconnue « \(word) » ; tapez une case et un mot (B2 chat) ou aide.")(language)
    }

    /// `A7` on a 6×6 grid: a cell name, off the grid.
    public static func outsideGrid(_ cell: String, _ shape: BoxShape, _ language: UILanguage) -> String {
        let n = shape.size
        let last = CellName.text(shape.cellCount - 1, shape: shape)
        return L(en: "\(cell) is outside the \(n)×\(n) grid (A1 to \(last)).",
                 fr: "\(cell) est en dehors de la grille \(n)×\(n) (de A1 à \(last)).")(language)
    }

    /// The word bank line: each answer word with how many are still to place.
    public static func bank(_ line: String, _ language: UILanguage) -> String {
        L(en: "Words to place: \(line)", fr: "Mots à placer : \(line)")(language)
    }

    public static func usagePlace(_ language: UILanguage) -> String { L(en: "Write the cell then the word, e.g. B2 chat.", fr: "Écrivez la case puis le mot, par ex. B2 chat.")(language) }
    public static func usageErase(_ language: UILanguage) -> String { L(en: "Write erase and the cell, e.g. erase B2.", fr: "Écrivez effacer et la case, par ex. effacer B2.")(language) }
    public static func usageNote(_ language: UILanguage) -> String { L(en: "Write note, the cell and the word, e.g. note B2 chat.", fr: "Écrivez note, la case et le mot, par ex. note B2 chat.")(language) }
    public static func notes(_ line: String, _ language: UILanguage) -> String { L(en: "Notes: \(line)", fr: "Notes : \(line)")(language) }
    public static func confirmFinish(empty: Int, _ language: UILanguage) -> String {
        L(en: "\(empty) cell\(empty == 1 ? " is" : "s are") still empty; type finish again to end the game anyway.",
          fr: "\(empty) case\(empty == 1 ? " est encore vide" : "s sont encore vides") ; tapez terminer à nouveau pour finir quand même.")(language)
    }
    public static func paused(_ language: UILanguage) -> String { L(en: "Paused: the timer is stopped; any command goes on.", fr: "Pause : le chronomètre est arrêté ; toute commande reprend la partie.")(language) }
    public static func saved(_ language: UILanguage) -> String { L(en: "Game saved.", fr: "Partie enregistrée.")(language) }
    public static func savedAtEnd(_ language: UILanguage) -> String { L(en: "End of input: game saved; continue with word-sudoku resume.", fr: "Fin de l’entrée : partie enregistrée ; continuez avec word-sudoku resume.")(language) }
    public static func keptForResume(_ language: UILanguage) -> String { L(en: "Game saved; continue with word-sudoku resume.", fr: "Partie enregistrée ; continuez avec word-sudoku resume.")(language) }
    public static func discarded(_ language: UILanguage) -> String { L(en: "Game discarded.", fr: "Partie abandonnée.")(language) }
    public static func bye(_ language: UILanguage) -> String { L(en: "Goodbye.", fr: "Au revoir.")(language) }

    public static func help(_ language: UILanguage) -> [String] {
        [L(en: "Commands: B2 word (place), erase B2, note B2 word (toggle a note), undo, redo, restart, hint, peek (dictionary), ? word (look up one word), say B2 or say word (hear it), bank (words left to place), show, pause, finish, save, quit (keeps the game; quit discard drops it), help.",
           fr: "Commandes : B2 mot (placer), effacer B2, note B2 mot (ajouter/retirer une note), annuler, refaire, recommencer, indice, dico (dictionnaire), ? mot (chercher un mot), dire B2 ou dire mot (l’entendre), banque (mots restant à placer), voir, pause, terminer, sauver, quitter (garde la partie ; quitter abandonner la supprime), aide.")(language)]
    }

    /// The name of a player who gave none and has no login name.
    public static let guestName = Localized(en: "Guest", fr: "Invité")

    // MARK: Results kept in the store

    public static func newRecord(_ record: Leaderboard.Record) -> Localized? {
        switch (record.bestScore, record.bestTime) {
        // Records are kept per box shape and grade, not per puzzle.
        case (true, true): L(en: "New record: best score and best time for this size and level!", fr: "Nouveau record : meilleur score et meilleur temps pour cette taille et ce niveau !")
        case (true, false): L(en: "New record: best score for this size and level!", fr: "Nouveau record : meilleur score pour cette taille et ce niveau !")
        case (false, true): L(en: "New record: best time for this size and level!", fr: "Nouveau record : meilleur temps pour cette taille et ce niveau !")
        default: nil
        }
    }

    public static func noSavedGame() -> Localized {
        L(en: "no saved game; start one with 'word-sudoku play'", fr: "aucune partie enregistrée ; commencez-en une avec « word-sudoku play »")
    }

    /// Why `play` or `daily` in line mode will not replace an unfinished saved game.
    public static func gameInProgress(_ session: GameSession, command: String) -> Localized {
        let size = session.shape.size
        let left = session.cells.filter { $0 == 0 }.count
        return L(en: "You have a game in progress (\(size)×\(size), \(left) cell\(left == 1 ? "" : "s") to fill): continue it with 'word-sudoku resume', or start another with 'word-sudoku \(command) --new'.",
                 fr: "Vous avez une partie en cours (\(size)×\(size), \(left) case\(left == 1 ? "" : "s") à remplir) : continuez-la avec « word-sudoku resume », ou commencez-en une autre avec « word-sudoku \(command) --new ».")
    }

    public static func savedGameReplaced() -> Localized {
        L(en: "(the game you had saved is replaced by this one)", fr: "(la partie que vous aviez enregistrée est remplacée par celle-ci)")
    }
}
