import WordSudokuKit

/// The New game screen's texts, in English and French.
extension ScreenText {
    static let newGameTitle = Localized(en: "New game", fr: "Nouvelle partie")
    static let fieldSize = Localized(en: "Size", fr: "Taille")
    static let fieldGrade = Localized(en: "Level", fr: "Niveau")
    static let fieldList = Localized(en: "Words", fr: "Mots")
    static let fieldShown = Localized(en: "Givens in", fr: "Mots donnés en")
    static let fieldGivens = Localized(en: "Givens are", fr: "Mots donnés")
    /// The givens field's value (`Listening`); `written`: the language written, said in dictation.
    static func givensWay(_ listening: Listening?, written: Localized) -> Localized {
        switch listening {
        case nil: Localized(en: "read", fr: "lus")
        case .heard?: Localized(en: "heard (listening)", fr: "entendus (écoute)")
        case .dictation?: Localized(en: "dictated in \(written.en) (spelling)", fr: "dictés en \(written.fr) (orthographe)")
        }
    }
    static let fieldMode = Localized(en: "Mistakes", fr: "Erreurs")
    /// Every word placed rightly said aloud (`GameSetup.speaksWords`).
    static let fieldSpeak = Localized(en: "Speak the words", fr: "Dire les mots")
    static let on = Localized(en: "on", fr: "oui")
    static let off = Localized(en: "off", fr: "non")
    static let speakNeedsEspeak = Localized(en: "needs espeak-ng (see About)", fr: "demande espeak-ng (voir À propos)")
    static let speakNeedsSpeechOn = Localized(en: "speech is off in Options", fr: "la parole est désactivée dans Options")
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
    static let newGameNameHelp = Localized(en: "Bksp erase · ^U clear · ↑↓ field · Enter start · Esc back",
                                           fr: "Retour arr. efface · ^U vide · ↑↓ champ · Entrée commencer · Échap retour")
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
}
