import WordSudokuKit

/// Every text the full-screen game shows, in English and French, in one table.
public enum ScreenText {
    // Main menu
    static let appTitle = Localized(en: "WordSudoku — sudoku with words", fr: "WordSudoku — le sudoku des mots")
    static let menuNewGame = Localized(en: "New game", fr: "Nouvelle partie")
    static let menuResume = Localized(en: "Resume", fr: "Reprendre")
    /// The menu's review item, with the number of words due.
    static func menuReview(_ due: Int) -> Localized {
        Localized(en: "Review — \(due) word\(due == 1 ? "" : "s") due", fr: "Révision — \(due) mot\(due == 1 ? "" : "s") à revoir")
    }
    static let menuDaily = Localized(en: "Puzzle of the day", fr: "Grille du jour")
    static let dailyPracticeAsk = Localized(en: "Play it again for practice? Enter plays it; Esc goes back to the menu.",
                                            fr: "La rejouer en entraînement ? Entrée la lance ; Échap revient au menu.")
    static let dailyPracticeHelp = Localized(en: "Enter play it again for practice · Esc the menu",
                                             fr: "Entrée la rejouer en entraînement · Échap le menu")
    static let menuSolve = Localized(en: "Solve a puzzle", fr: "Résoudre une grille")
    static let menuWordLists = Localized(en: "Word lists", fr: "Listes de mots")
    static let menuOptions = Localized(en: "Options", fr: "Options")
    static let menuRules = Localized(en: "Rules", fr: "Règles")
    static let menuStatistics = Localized(en: "Statistics", fr: "Statistiques")
    static let menuCalendar = Localized(en: "Calendar", fr: "Calendrier")
    static let menuAbout = Localized(en: "About", fr: "À propos")
    static let menuQuit = Localized(en: "Quit", fr: "Quitter")
    static let menuHelp = Localized(en: "↑↓ choose · Enter open · q quit", fr: "↑↓ choisir · Entrée ouvrir · q quitter")

    // New game
    static let newGameTitle = Localized(en: "New game", fr: "Nouvelle partie")
    static let fieldSize = Localized(en: "Size", fr: "Taille")
    static let fieldGrade = Localized(en: "Level", fr: "Niveau")
    static let fieldList = Localized(en: "Words", fr: "Mots")
    static let fieldShown = Localized(en: "Givens in", fr: "Mots donnés en")
    static let fieldMode = Localized(en: "Mistakes", fr: "Erreurs")
    static let fieldPlayer = Localized(en: "Your name", fr: "Votre nom")
    static let fieldPlayers = Localized(en: "Players", fr: "Joueurs")
    /// After the turn in a two-player game's header: the key that passes.
    static let playersOne = Localized(en: "one", fr: "un")
    static let playersTwo = Localized(en: "two, taking turns", fr: "deux, à tour de rôle")
    static let fieldFirstPlayer = Localized(en: "First player", fr: "Premier joueur")
    static let fieldSecondPlayer = Localized(en: "Second player", fr: "Second joueur")
    static let fieldColour = Localized(en: "Colour", fr: "Couleur")
    /// Without colours, how each player's words are marked.
    static func colourMark(seat: Int) -> Localized {
        seat == 0 ? Localized(en: "underlined", fr: "soulignés") : Localized(en: "bold, underlined", fr: "gras, soulignés")
    }
    static let start = Localized(en: "Start", fr: "Commencer")
    static let boxes = Localized(en: "boxes", fr: "blocs")
    static let modeImmediate = Localized(en: "shown at once", fr: "signalées tout de suite")
    static let modeAtFinish = Localized(en: "counted at the end (exam)", fr: "comptées à la fin (examen)")
    static func listTooShort(_ size: String) -> Localized {
        Localized(en: "too short for \(size)", fr: "trop courte pour \(size)")
    }
    static let newGameNameHelp = Localized(en: "type your name · ↑↓ field · Enter start · Esc back",
                                           fr: "tapez votre nom · ↑↓ champ · Entrée commencer · Échap retour")
    static let makingPuzzle = Localized(en: "Making the puzzle…", fr: "Préparation de la grille…")
    static let cancelMaking = Localized(en: "Esc, q or Ctrl-C: cancel", fr: "Échap, q ou Ctrl-C : annuler")
    static func makingBigPuzzle(_ grid: String) -> Localized {
        Localized(en: "Making the \(grid) puzzle… a grid this big can take a while.",
                  fr: "Préparation de la grille \(grid)… une grille aussi grande peut prendre un moment.")
    }
    /// The New game form's size field, for a grid the window cannot draw: `needs 105×36`.
    static func sizeNeedsWindow(_ width: Int, _ height: Int) -> Localized {
        Localized(en: "needs \(width)×\(height)", fr: "il faut \(width)×\(height)")
    }
    /// Under the form, for a grid the window cannot draw.
    static func sizeTooBig(_ grid: String, _ width: Int, _ height: Int, _ haveWidth: Int, _ haveHeight: Int) -> Localized {
        Localized(en: "A \(grid) grid needs a window of at least \(width)×\(height); this one is \(haveWidth)×\(haveHeight). Enlarge it to play (the game waits for it), or choose a smaller size.",
                  fr: "Une grille \(grid) demande une fenêtre d’au moins \(width)×\(height) ; celle-ci fait \(haveWidth)×\(haveHeight). Agrandissez-la pour jouer (la partie l’attend), ou choisissez une taille plus petite.")
    }
    static let newGameHelp = Localized(en: "↑↓ field · ←→ change · Enter start · Esc back",
                                       fr: "↑↓ champ · ←→ changer · Entrée commencer · Échap retour")

    // The game
    static let headerTime = Localized(en: "Time", fr: "Temps")
    static let headerMistakes = Localized(en: "Mistakes", fr: "Erreurs")
    static let headerPeeks = Localized(en: "Peeks", fr: "Coups d’œil")
    static let headerHints = Localized(en: "Hints", fr: "Indices")
    /// The header's labels where the line is short (16×16 at 80×24, in French with NOTES on).
    static let headerMistakesShort = Localized(en: "Err.", fr: "Err.")
    static let headerPeeksShort = Localized(en: "Peeks", fr: "Coups")
    static let headerHintsShort = Localized(en: "Hints", fr: "Ind.")
    static let bankPageHelp = Localized(en: "A number places its word · any other key: back to the board",
                                        fr: "Un numéro place son mot · une autre touche : retour à la grille")
    static let bankTitle = Localized(en: "Words to place", fr: "Mots à placer")
    static let notesOn = Localized(en: "NOTES", fr: "NOTES")
    static let entryHelp = Localized(en: "Tab completes · Enter places · Esc cancels",
                                     fr: "Tab complète · Entrée place · Échap annule")
    static let emptyCell = Localized(en: "empty", fr: "vide")
    static let notesLabel = Localized(en: "notes", fr: "notes")
    static func secondDigit(_ first: Int) -> Localized {
        Localized(en: "Word \(first)…: a second digit (\(first)0–\(first)9), or Enter for word \(first).",
                  fr: "Mot \(first)… : un second chiffre (\(first)0–\(first)9), ou Entrée pour le mot \(first).")
    }
    static func noSuchWordNumber(_ number: Int, _ count: Int) -> Localized {
        Localized(en: "There is no word \(number): the bank has words 1 to \(count).",
                  fr: "Pas de mot \(number) : la banque a les mots 1 à \(count).")
    }
    static let messageUndone = Localized(en: "Undone.", fr: "Annulé.")
    static let messageRedone = Localized(en: "Redone.", fr: "Refait.")
    static let messageNoHint = Localized(en: "No hint: the grid is full.", fr: "Pas d’indice : la grille est pleine.")
    static let messageNotesOn = Localized(en: "Notes mode: words you enter become notes.", fr: "Mode notes : les mots saisis deviennent des notes.")
    static let messageNotesOff = Localized(en: "Notes mode off.", fr: "Mode notes désactivé.")
    static func messageNoCompletion(_ prefix: String) -> Localized {
        Localized(en: "No word of this puzzle starts with «\(prefix)».", fr: "Aucun mot de cette grille ne commence par «\(prefix)».")
    }
    /// "1 peek left", "2 peeks left", "no peeks left"; French agrees the same way (0 and 1 singular).
    static func peeksLeft(_ left: Int) -> Localized {
        switch left {
        case ...0: Localized(en: "no peeks left", fr: "il ne reste aucun coup d’œil")
        case 1: Localized(en: "1 peek left", fr: "il reste 1 coup d’œil")
        default: Localized(en: "\(left) peeks left", fr: "il reste \(left) coups d’œil")
        }
    }
    static func peekAsk(_ left: Int) -> Localized {
        let count = peeksLeft(left)
        return Localized(en: "Look at the dictionary? \(count.en.prefix(1).uppercased() + count.en.dropFirst()). y yes · n no",
                         fr: "Ouvrir le dictionnaire ? \(count.fr.prefix(1).uppercased() + count.fr.dropFirst()). o oui · n non")
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
    static let discardAsk = Localized(en: "Discard this game? Its words are lost for good. y discard · any other key no",
                                      fr: "Supprimer cette partie ? Ses mots seront perdus pour de bon. o supprimer · autre touche non")
    /// Before ^K empties the board: undo brings the words back, but a child may not know it.
    static let clearAsk = Localized(en: "Clear all your words from the board? (^U brings them back) y clear · any other key no",
                                    fr: "Vider la grille de tous vos mots ? (^U les ramène) o vider · autre touche non")
    static let quitAsk = Localized(en: "Leave the game: k keep it to resume later · d discard it · Esc stay",
                                   fr: "Quitter la partie : g la garder pour plus tard · s la supprimer · Échap rester")
    static func tooSmall(grid: String, width: Int, height: Int, haveWidth: Int, haveHeight: Int) -> Localized {
        Localized(en: "The terminal is too small for the \(grid) grid: it needs \(width)×\(height), it is \(haveWidth)×\(haveHeight). Enlarge the window, or press q and choose a smaller grid.",
                  fr: "Le terminal est trop petit pour la grille \(grid) : il faut \(width)×\(height), il fait \(haveWidth)×\(haveHeight). Agrandissez la fenêtre, ou appuyez sur q et choisissez une grille plus petite.")
    }

    // Rules
    static let rulesTitle = Localized(en: "Rules", fr: "Règles")
    static let rules = Localized(
        en: "Each row, column and box holds every word once. The givens show one language: fill the empty cells with the other's words.",
        fr: "Chaque ligne, colonne et bloc contient chaque mot une fois. Les mots donnés sont dans une langue : remplissez les cases vides dans l’autre.")
    static let keysTitle = Localized(en: "Keys", fr: "Touches")
    /// Under the keys' title: how `^U` is read (the commands are Ctrl keys so that letters,
    /// Caps Lock on or not, only ever type).
    static let keysCtrlNote = Localized(en: "(^U is Ctrl-U; letters, capitals too, always type)",
                                        fr: "(^U : Ctrl-U ; les lettres, majuscules aussi, écrivent)")

    // Results
    static let resultsSolved = Localized(en: "Solved! Well done.", fr: "Résolu ! Bravo.")
    /// The board corrected: how many cells show their right word.
    static func correctedBoardTitle(_ count: Int) -> Localized {
        Localized(en: "The board corrected: \(count) cell\(count == 1 ? "" : "s") with the right word (red: yours was wrong)",
                  fr: "La grille corrigée : \(count) case\(count == 1 ? "" : "s") avec le bon mot (en rouge : le vôtre était faux)")
    }
    /// The solved board on the results: how many cells held a wrong word at some point.
    static func solvedBoardTitle(_ count: Int) -> Localized {
        count == 0
            ? Localized(en: "Solved with no wrong word: the board", fr: "Résolue sans mot faux : la grille")
            : Localized(en: "The solved board: \(count) cell\(count == 1 ? "" : "s") where you placed a wrong word, marked",
                        fr: "La grille résolue : \(count) case\(count == 1 ? "" : "s") où vous avez placé un mot faux, en évidence")
    }
    /// Too small for the board: the cells that held a wrong word, each with its right word.
    static func wrongWordsPlacedIn(_ cells: [String]) -> Localized {
        Localized(en: "A wrong word was placed in: \(cells.joined(separator: "; ")).",
                  fr: "Un mot faux a été placé en : \(cells.joined(separator: " ; ")).")
    }
    static let resultsBoardHelp = Localized(en: "Any key: the results.", fr: "Une touche : les résultats.")
    /// The results once the recall check is over.
    static let resultsUnsolvedHelp = Localized(en: "B the board corrected · Enter the menu", fr: "B la grille corrigée · Entrée le menu")
    static let resultsSolvedHelp = Localized(en: "B the board · Enter the menu", fr: "B la grille · Entrée le menu")

    /// `L` away from a given: the bank's word whose number comes next is looked up.
    static let lookUpWhichNumber = Localized(en: "Look up which word? Type its number in the bank (Esc cancels).",
                                             fr: "Chercher quel mot ? Tapez son numéro dans la banque (Échap annule).")

    /// The results' title of a game ended unsolved: how many cells its corrections list, as
    /// line mode says it.
    static func resultsNotSolved(_ count: Int) -> Localized {
        let said = GameText.notSolved(count)
        return Localized(en: said.en + ".", fr: said.fr + ".")
    }
    static let resultsMistakes = Localized(en: "Mistakes", fr: "Erreurs")
    static let resultsTime = Localized(en: "Time", fr: "Temps")
    static let resultsScore = Localized(en: "Score", fr: "Score")
    static let resultsHintsPeeks = Localized(en: "Hints / peeks", fr: "Indices / coups d’œil")
    static let resultsMissed = Localized(en: "Words to review", fr: "Mots à revoir")
    static let resultsNoneMissed = Localized(en: "No word missed.", fr: "Aucun mot manqué.")
    static let resultsCode = Localized(en: "Puzzle code", fr: "Code de la grille")
    /// The recall check's title on the results screen: `Recall check 1/3:`.
    static func recallTitle(_ number: Int, of count: Int) -> Localized {
        Localized(en: "Recall check \(number)/\(count):", fr: "Rappel \(number)/\(count) :")
    }
    static let recallHelp = Localized(en: "Type the translation · Enter answers (? if unknown) · Esc skips the check",
                                      fr: "Tapez la traduction · Entrée répond (? si inconnu) · Échap passe le rappel")
    static let playTypedTitle = Localized(en: "Play the typed puzzle", fr: "Jouer la grille tapée")
    static let aboutTitle = Localized(en: "About WordSudoku", fr: "À propos de WordSudoku")

    // Other screens
    static let statisticsTitle = Localized(en: "Statistics", fr: "Statistiques")
    static let statisticsNone = Localized(en: "No finished game yet.", fr: "Aucune partie terminée pour l’instant.")
    static let statisticsScrollHelp = Localized(en: "↑↓ PgUp PgDn scroll · any other key returns", fr: "↑↓ PgPréc PgSuiv défiler · autre touche pour revenir")
    static let calendarTitle = Localized(en: "Puzzles of the day solved", fr: "Grilles du jour résolues")
    static let calendarHelp = Localized(en: "←→ month · * solved · Esc back", fr: "←→ mois · * résolue · Échap retour")
    static let wordListsTitle = Localized(en: "Word lists", fr: "Listes de mots")
    static let wordListsHelp = Localized(en: "↑↓ choose · Enter use for new games · Esc back", fr: "↑↓ choisir · Entrée utiliser · Échap retour")
    static let listBroken = Localized(en: "cannot be used (see Word lists)", fr: "inutilisable (voir Listes de mots)")
    static func pairsCount(_ count: Int) -> Localized { Localized(en: "\(count) pairs", fr: "\(count) paires") }
    static let optionsTitle = Localized(en: "Options", fr: "Options")
    static let optionLanguage = Localized(en: "Language", fr: "Langue")
    static let optionTheme = Localized(en: "Colours", fr: "Couleurs")
    static let optionTimer = Localized(en: "Show the time", fr: "Afficher le temps")
    static let optionVimKeys = Localized(en: "h j k l move (Vim)", fr: "h j k l déplacent (Vim)")
    /// The recall at which a word comes back for review (`Settings.retention`).
    static let optionRetention = Localized(en: "Review a word at recall", fr: "Revoir un mot à un rappel de")
    static func retentionAuto(_ value: String) -> Localized {
        Localized(en: "auto (\(value))", fr: "auto (\(value))")
    }
    /// 0.85 as "85 %" in French, "85%" in English.
    static func percent(_ value: Double) -> Localized {
        let whole = Int((value * 100).rounded())
        return Localized(en: "\(whole)%", fr: "\(whole) %")
    }
    static let optionSound = Localized(en: "Sound", fr: "Son")
    static let optionPlayer = Localized(en: "Your name", fr: "Votre nom")
    static let themeStandard = Localized(en: "standard", fr: "standard")
    static let themeHighContrast = Localized(en: "high contrast", fr: "contraste élevé")
    static let themeNone = Localized(en: "none", fr: "aucune")
    static let yes = Localized(en: "yes", fr: "oui")
    static let no = Localized(en: "no", fr: "non")
    static let optionsHelp = Localized(en: "↑↓ choose · ←→ change · Esc back", fr: "↑↓ choisir · ←→ changer · Échap retour")
    static let optionsNameHelp = Localized(en: "type your name · ↑↓ choose · Esc back", fr: "tapez votre nom · ↑↓ choisir · Échap retour")
    static let anyKeyBack = Localized(en: "Press any key to return.", fr: "Appuyez sur une touche pour revenir.")
    // A saved game a new one would replace
    static let savedGameTitle = Localized(en: "You have a game in progress", fr: "Vous avez une partie en cours")
    static func savedGameDescription(_ saved: GameSession) -> Localized {
        let size = saved.shape.size
        let left = saved.cells.filter { $0 == 0 }.count
        let grade = GameText.gradeName(saved.setup.grade)
        return Localized(en: "\(size)×\(size), \(grade.en), words “\(saved.setup.listName)”: \(left) cell\(left == 1 ? "" : "s") to fill. A new game would replace it.",
                         fr: "\(size)×\(size), \(grade.fr), mots « \(saved.setup.listName) » : \(left) case\(left == 1 ? "" : "s") à remplir. Une nouvelle partie la remplacerait.")
    }
    static let savedGameResume = Localized(en: "r Resume it", fr: "r La reprendre")
    static let savedGameReplace = Localized(en: "n Replace it with the new game (it will be lost)", fr: "n La remplacer par la nouvelle partie (elle sera perdue)")
    static let savedGameCancel = Localized(en: "Esc Cancel", fr: "Échap Annuler")
    static let savedGameHelp = Localized(en: "r resume · n replace · Esc cancel", fr: "r reprendre · n remplacer · Échap annuler")
    static let savedGameReplaceAgain = Localized(en: "Replace the saved game? It will be lost for good. Press y to replace it, any other key to go back.",
                                                 fr: "Remplacer la partie enregistrée ? Elle sera perdue pour de bon. Appuyez sur o pour la remplacer, une autre touche pour revenir.")
    static let savedGameReplaceHelp = Localized(en: "y replace · any other key back", fr: "o remplacer · autre touche retour")

    // Finishing
    static func finishAsk(empty: Int) -> Localized {
        Localized(en: "\(empty) cell\(empty == 1 ? " is" : "s are") still empty: finish anyway? y yes · any other key no",
                  fr: "\(empty) case\(empty == 1 ? " est encore vide" : "s sont encore vides") : terminer quand même ? o oui · autre touche non")
    }
    static let gridFullExam = Localized(en: "The grid is full: press Ctrl-F to finish and check it.", fr: "La grille est pleine : appuyez sur Ctrl-F pour terminer et la vérifier.")
    static let gridFullWrong = Localized(en: "The grid is full but some words are wrong (in red): fix them, or press Ctrl-F to finish.",
                                         fr: "La grille est pleine mais certains mots sont faux (en rouge) : corrigez-les, ou appuyez sur Ctrl-F pour terminer.")
}
