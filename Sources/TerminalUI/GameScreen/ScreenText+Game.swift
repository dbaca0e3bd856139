import WordSudokuKit

/// The game screen's texts, in English and French.
extension ScreenText {
    static let headerTime = Localized(en: "Time", fr: "Temps")
    static let headerMistakes = Localized(en: "Mistakes", fr: "Erreurs")
    static let headerPeeks = Localized(en: "Peeks", fr: "Coups d’œil")
    /// A game of one: hints are unlimited and each is counted, so the header says "used"
    /// (a play-tester read a bare "Hints 0" beside "Peeks 2", which counts what is left, as
    /// no hint left).
    static let headerHints = Localized(en: "Hints used", fr: "Indices utilisés")
    /// Two players share three hints: the header counts those left, as it does the peeks.
    static let headerHintsLeft = Localized(en: "Hints left", fr: "Indices restants")
    static let headerHintsLeftShort = Localized(en: "Hints left", fr: "Ind. rest.")
    /// The header's labels where the line is short (16×16 at 80×24, in French with NOTES on).
    static let headerMistakesShort = Localized(en: "Err.", fr: "Err.")
    /// "Œil", not "Coups" (the start of "Coups d’œil"), which a play-tester read as "moves".
    static let headerPeeksShort = Localized(en: "Peeks", fr: "Œil")
    static let headerHintsShort = Localized(en: "Hints", fr: "Ind.")
    static let bankPageHelp = Localized(en: "A number places its word · any other key: back to the board",
                                        fr: "Un numéro place son mot · une autre touche : retour à la grille")
    static let bankTitle = Localized(en: "Words to place", fr: "Mots à placer")
    static let notesOn = Localized(en: "NOTES", fr: "NOTES")
    static let entryHelp = Localized(en: "Tab completes · Enter places · Esc cancels",
                                     fr: "Tab complète · Entrée place · Échap annule")
    static let emptyCell = Localized(en: "empty", fr: "vide")
    static let notesLabel = Localized(en: "notes", fr: "notes")
    /// After the selected cell's word on the status line: what the `>` on the board marks.
    static func sameWordMarked(_ others: Int) -> Localized {
        Localized(en: "> marks \(others == 1 ? "its other cell" : "its \(others) other cells")",
                  fr: "> marque \(others == 1 ? "son autre case" : "ses \(others) autres cases")")
    }
    /// After a first digit that can begin a word's number, of `count` words: the numbers it
    /// can begin (10–16 with 16 words, not 10–19).
    static func secondDigit(_ first: Int, of count: Int) -> Localized {
        let low = first * 10, high = min(first * 10 + 9, count)
        let range = low == high ? "\(low)" : "\(low)–\(high)"
        return Localized(en: "Word \(first)…: a second digit (\(range)), or Enter for word \(first).",
                         fr: "Mot \(first)… : un second chiffre (\(range)), ou Entrée pour le mot \(first).")
    }
    static func noSuchWordNumber(_ number: Int, _ count: Int) -> Localized {
        Localized(en: "There is no word \(number): the bank has words 1 to \(count).",
                  fr: "Pas de mot \(number) : la banque a les mots 1 à \(count).")
    }
    static let messageNoHint = Localized(en: "No hint: the grid is full.", fr: "Pas d’indice : la grille est pleine.")
    static let messageNotesOn = Localized(en: "Notes mode: words you enter become notes.", fr: "Mode notes : les mots saisis deviennent des notes.")
    static let messageNotesOff = Localized(en: "Notes mode off.", fr: "Mode notes désactivé.")
    static func messageNoCompletion(_ prefix: String) -> Localized {
        Localized(en: "No word of this puzzle starts with “\(prefix)”.", fr: "Aucun mot de cette grille ne commence par « \(prefix) ».")
    }
    /// "1 peek left", "2 peeks left", "no peeks left"; French agrees the same way (0 and 1 singular).
    static func peeksLeft(_ left: Int) -> Localized {
        switch left {
        case ...0: Localized(en: "no peeks left", fr: "il ne reste aucun coup d’œil")
        case 1: Localized(en: "1 peek left", fr: "il reste 1 coup d’œil")
        default: Localized(en: "\(left) peeks left", fr: "il reste \(left) coups d’œil")
        }
    }
    /// The question before a peek, with what it costs the learner (the README's evidence
    /// table): every word not yet placed right counts as looked up, where `^L` charges one word.
    /// A play-tester peeked in a review game, made no mistake, and found all six words due again.
    static func peekAsk(_ left: Int) -> Localized {
        let count = peeksLeft(left)
        return Localized(en: "Look at the dictionary? \(count.en.prefix(1).uppercased() + count.en.dropFirst()). The words you have not placed yet will count as looked up (^L looks up one). y yes · n no",
                         fr: "Ouvrir le dictionnaire ? \(count.fr.prefix(1).uppercased() + count.fr.dropFirst()). Les mots pas encore placés compteront comme cherchés (^L en cherche un seul). o oui · n non")
    }
    static let peekNoneLeft = Localized(en: "No peeks left in this game.", fr: "Plus de coup d’œil dans cette partie.")
    static func peekTitle(_ left: Int) -> Localized {
        let count = peeksLeft(left)
        return Localized(en: "Dictionary — \(count.en) · any key returns", fr: "Dictionnaire — \(count.fr) · une touche pour revenir")
    }
    static let pausedTitle = Localized(en: "Paused", fr: "Pause")
    static let pausedHelp = Localized(en: "The clock is stopped. Press Enter or Ctrl-P to go on.", fr: "Le chrono est arrêté. Appuyez sur Entrée ou Ctrl-P pour continuer.")
    static let quitAskUnsaved = Localized(en: "This game could not be saved: leaving loses it. k try to save · d leave it · Esc stay",
                                          fr: "Cette partie n’a pas pu être enregistrée : la quitter la perd. g réessayer · s l’abandonner · Échap rester")
    /// The second question before a game is thrown away: `d` (`s`) alone is one key from `k`.
    static let discardAsk = Localized(en: "Discard this game? Its board is lost for good (\(GameText.answersStillCount.en)). y discard · any other key no",
                                      fr: "Supprimer cette partie ? Sa grille sera perdue pour de bon (\(GameText.answersStillCount.fr)). o supprimer · autre touche non")
    /// Before ^K empties the board: undo brings the words back, but a child may not know it.
    static let clearAsk = Localized(en: "Clear all your words from the board? (^U brings them back) y clear · any other key no",
                                    fr: "Vider la grille de tous vos mots ? (^U les ramène) o vider · autre touche non")
    static let quitAsk = Localized(en: "Leave the game: k keep it to resume later · d discard it · Esc stay",
                                   fr: "Quitter la partie : g la garder pour plus tard · s la supprimer · Échap rester")
    static func tooSmall(grid: String, width: Int, height: Int, haveWidth: Int, haveHeight: Int) -> Localized {
        Localized(en: "The terminal is too small for the \(grid) grid: it needs \(width)×\(height), it is \(haveWidth)×\(haveHeight). Enlarge the window, or press Ctrl-Q to leave the game (k keeps it) and choose a smaller grid.",
                  fr: "Le terminal est trop petit pour la grille \(grid) : il faut \(width)×\(height), il fait \(haveWidth)×\(haveHeight). Agrandissez la fenêtre, ou appuyez sur Ctrl-Q pour quitter la partie (g la garde) et choisissez une grille plus petite.")
    }

    // Finishing
    static func finishAsk(empty: Int) -> Localized {
        Localized(en: "\(empty) cell\(empty == 1 ? " is" : "s are") still empty: finish anyway? y yes · any other key no",
                  fr: "\(empty) case\(empty == 1 ? " est encore vide" : "s sont encore vides") : terminer quand même ? o oui · autre touche non")
    }
    static let gridFullExam = Localized(en: "The grid is full: press Ctrl-F to finish and check it.", fr: "La grille est pleine : appuyez sur Ctrl-F pour terminer et la vérifier.")
    static let gridFullWrong = Localized(en: "The grid is full but some words are wrong (in red): fix them, or press Ctrl-F to finish.",
                                         fr: "La grille est pleine mais certains mots sont faux (en rouge) : corrigez-les, ou appuyez sur Ctrl-F pour terminer.")
    /// After a heard given's speaker in the status line (`Listening`).
    static let sayAgain = Localized(en: "(^S says it again)", fr: "(^S le redit)")
}
