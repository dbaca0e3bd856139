import WordSudokuKit

/// The texts of the full screen, in English and French: the menu and the pages here; the game
/// screen's and the New game form's in their folders (`ScreenText+Game`, `ScreenText+NewGame`).
public enum ScreenText {
    // Main menu
    static let appTitle = Localized(en: "WordSudoku — sudoku with words", fr: "WordSudoku — le sudoku des mots")
    static let menuNewGame = Localized(en: "New game", fr: "Nouvelle partie")
    static let menuResume = Localized(en: "Resume", fr: "Reprendre")
    /// The menu's review item, with the number of words due.
    static func menuReview(_ due: Int) -> Localized {
        Localized(en: "Review — \(due) word\(due == 1 ? "" : "s") due", fr: "Révision — \(due) mot\(due > 1 ? "s" : "") à revoir")
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
    /// The board corrected: how many cells show their right word, and what the red ones are —
    /// only when some are red: a game left with every cell empty has none (the title spoke of
    /// red on a board without any).
    static func correctedBoardTitle(_ count: Int, wrong: Int) -> Localized {
        wrong == 0
            ? Localized(en: "The board corrected: \(count) empty cell\(count == 1 ? "" : "s") with the right word",
                        fr: "La grille corrigée : \(count) case\(count > 1 ? "s" : "") vide\(count > 1 ? "s" : "") avec le bon mot")
            : Localized(en: "The board corrected: \(count) cell\(count == 1 ? "" : "s") with the right word (red: yours was wrong)",
                        fr: "La grille corrigée : \(count) case\(count > 1 ? "s" : "") avec le bon mot (en rouge : le vôtre était faux)")
    }
    /// The solved board on the results: how many cells held a wrong word at some point.
    static func solvedBoardTitle(_ count: Int) -> Localized {
        count == 0
            ? Localized(en: "Solved with no wrong word: the board", fr: "Résolue sans mot faux : la grille")
            // "came first": the right word is there now (a child read "where you placed a wrong
            // word" over a right word as "this is wrong").
            : Localized(en: "The solved board: \(count) cell\(count == 1 ? "" : "s") marked where a wrong word came first",
                        fr: "La grille résolue : \(count) case\(count > 1 ? "s" : "") où un mot faux a précédé le bon, en évidence")
    }
    /// Too small for the board: the cells that held a wrong word, each with its right word.
    static func wrongWordsPlacedIn(_ cells: [String]) -> Localized {
        Localized(en: "A wrong word was placed in: \(cells.joined(separator: "; ")).",
                  fr: "Un mot faux a été placé en : \(cells.joined(separator: " ; ")).")
    }
    static let resultsBoardHelp = Localized(en: "Any key: the results.", fr: "Une touche : les résultats.")
    /// After a list of corrections cut short on the results page.
    static let correctionsMore = Localized(en: "(all of them: B, the board corrected)", fr: "(toutes : B, la grille corrigée)")
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
    /// The heading alone, when no word of the list fits under it.
    static func resultsMissedCount(_ count: Int) -> Localized {
        Localized(en: "Words to review: \(count) (a taller window shows them)", fr: "Mots à revoir : \(count) (une fenêtre plus haute les montre)")
    }
    /// The last row of a list of words to review too long for the screen.
    static func resultsMissedMore(_ count: Int) -> Localized {
        Localized(en: "… and \(count) more (a taller window shows them)", fr: "… et \(count) autre\(count > 1 ? "s" : "") (une fenêtre plus haute les montre)")
    }
    static let resultsNoneMissed = Localized(en: "No word missed.", fr: "Aucun mot manqué.")
    static let resultsCode = Localized(en: "Puzzle code", fr: "Code de la grille")
    /// The recall check's title on the results screen: `Recall check 1/3:`.
    static func recallTitle(_ number: Int, of count: Int) -> Localized {
        Localized(en: "Recall check \(number)/\(count):", fr: "Rappel \(number)/\(count) :")
    }
    /// At most 60 columns, so that a window of 60 (the narrowest a 9×9 plays in) shows how to
    /// skip: the line of 76 lost "Esc skips the check" there, cut to "Esc s…".
    static let recallHelp = Localized(en: "Type the translation, then Enter (? if unknown) · Esc skips",
                                      fr: "Tapez la traduction puis Entrée (? si inconnu) · Échap passe")
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
    static let optionRetention = Localized(en: "Review when recall falls to", fr: "Revoir quand le rappel tombe à")
    static func retentionAuto(_ value: String) -> Localized {
        Localized(en: "auto (\(value))", fr: "auto (\(value))")
    }
    /// 0.85 as "85 %" in French, "85%" in English.
    static func percent(_ value: Double) -> Localized {
        let whole = Int((value * 100).rounded())
        return Localized(en: "\(whole)%", fr: "\(whole) %")
    }
    static let optionSound = Localized(en: "Sound", fr: "Son")
    // Speech (`SpeechSettings`)
    static let optionSpeech = Localized(en: "Speech (espeak-ng)", fr: "Parole (espeak-ng)")
    static let optionSpeakWords = Localized(en: "Speak the words (new games)", fr: "Dire les mots (nouv. parties)")
    static let optionSpeechRate = Localized(en: "Speaking rate", fr: "Débit de la parole")
    static func wordsPerMinute(_ rate: Int) -> Localized {
        Localized(en: "\(rate) words a minute", fr: "\(rate) mots par minute")
    }
    static let optionVoiceLanguage = Localized(en: "Voice for", fr: "Voix pour")
    static let optionVoice = Localized(en: "Voice", fr: "Voix")
    static let voiceAuto = Localized(en: "auto (the list's, else the language's)", fr: "auto (la liste, sinon la langue)")
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
        // A review game's words come from every list played: it is said so, not "words “review”".
        let list = DisplaySafe.escaped(saved.setup.listName, limit: 60)
        let words = saved.setup.code == ReviewGame.code
            ? Localized(en: "a review of your words", fr: "une révision de vos mots")
            : Localized(en: "words “\(list)”", fr: "mots « \(list) »")
        return Localized(en: "\(size)×\(size), \(grade.en), \(words.en): \(left) cell\(left == 1 ? "" : "s") to fill. A new game would replace it.",
                         fr: "\(size)×\(size), \(grade.fr), \(words.fr) : \(left) case\(left > 1 ? "s" : "") à remplir. Une nouvelle partie la remplacerait.")
    }
    static let savedGameResume = Localized(en: "r Resume it", fr: "r La reprendre")
    static let savedGameReplace = Localized(en: "n Replace it with the new game (it will be lost)", fr: "n La remplacer par la nouvelle partie (elle sera perdue)")
    static let savedGameCancel = Localized(en: "Esc Cancel", fr: "Échap Annuler")
    static let savedGameHelp = Localized(en: "r resume · n replace · Esc cancel", fr: "r reprendre · n remplacer · Échap annuler")
    static let savedGameReplaceAgain = Localized(en: "Replace the saved game? It will be lost for good. Press y to replace it, any other key to go back.",
                                                 fr: "Remplacer la partie enregistrée ? Elle sera perdue pour de bon. Appuyez sur o pour la remplacer, une autre touche pour revenir.")
    static let savedGameReplaceHelp = Localized(en: "y replace · any other key back", fr: "o remplacer · autre touche retour")
}
