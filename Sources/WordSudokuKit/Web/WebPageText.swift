/// The playable page's own texts in English and French, keyed as its script (Web/page.js) and
/// template (`data-text`, `data-label`) name them. The page carries those of the sheet's
/// interface language; `{name}` marks what the script fills in. The list's words are shown as
/// the list has them. WebPageTests checks that every key the script and template use is here
/// and that both languages fill in the same names.
enum WebPageText {
    typealias L = Localized

    static let all: [(key: String, text: Localized)] = [
        // Header and controls.
        ("codeLabel", L(en: "Code", fr: "Code")),
        ("chooserLabel", L(en: "Puzzle:", fr: "Grille\u{00A0}:")),
        ("timerLabel", L(en: "Time", fr: "Temps")),
        ("typeLabel", L(en: "Type the word for the selected cell, or pick it in the bank:",
                        fr: "Tapez le mot de la case choisie, ou prenez-le dans la banque\u{00A0}:")),
        ("placeButton", L(en: "Place", fr: "Placer")),
        ("undoButton", L(en: "Undo", fr: "Annuler")),
        ("eraseButton", L(en: "Erase", fr: "Effacer")),
        ("finishButton", L(en: "Finish", fr: "Terminer")),
        ("peekButton", L(en: "Dictionary (peeks left: {n})", fr: "Dictionnaire (coups d’œil restants\u{00A0}: {n})")),
        ("keysHelp", L(en: "Keys: arrows move, a letter starts a word, Enter places it, Escape returns to the grid, Delete erases, Ctrl+Z undoes.",
                       fr: "Touches\u{00A0}: flèches pour se déplacer, une lettre commence un mot, Entrée le place, Échap revient à la grille, Suppr efface, Ctrl+Z annule.")),
        ("dictionaryTitle", L(en: "Dictionary", fr: "Dictionnaire")),
        ("closeButton", L(en: "Close", fr: "Fermer")),
        // The grid, for screen readers.
        ("boardLabel", L(en: "Word sudoku {size}×{size}, code {code}", fr: "Sudoku de mots {size}×{size}, code {code}")),
        ("cellPlace", L(en: "Row {row}, column {column}", fr: "Ligne {row}, colonne {column}")),
        ("givenCell", L(en: "{word}, given", fr: "{word}, donné")),
        ("emptyCell", L(en: "empty", fr: "vide")),
        ("wrongCell", L(en: "wrong", fr: "faux")),
        ("mistakes", L(en: "Mistakes: {n}", fr: "Erreurs\u{00A0}: {n}")),
        // Exam mode (`--mode at-finish`): mistakes counted, shown only at the finish.
        ("examStatus", L(en: "Mistakes shown at the finish", fr: "Erreurs montrées à la fin")),
        ("examNote", L(en: "Exam mode: wrong words are not marked while you play. When every cell is filled, press Finish to see them.",
                       fr: "Mode examen\u{00A0}: les mots faux ne sont pas signalés pendant la partie. Quand toutes les cases sont remplies, appuyez sur Terminer pour les voir.")),
        // What a move says.
        ("selectFirst", L(en: "Select a cell first.", fr: "Choisissez d’abord une case.")),
        ("givenLocked", L(en: "That word is given: it cannot be changed.", fr: "Ce mot est donné\u{00A0}: il ne peut pas être changé.")),
        ("right", L(en: "{word}: right!", fr: "{word}\u{00A0}: juste\u{202F}!")),
        ("rightAccents", L(en: "{word}: right, mind the accents.", fr: "{word}\u{00A0}: juste, attention aux accents.")),
        ("rightArticle", L(en: "{word}: right, mind the article.", fr: "{word}\u{00A0}: juste, attention à l’article.")),
        // What a placement says in exam mode: nothing of right or wrong ("mot" agrees with any word).
        ("placed", L(en: "Placed: {word}.", fr: "Mot placé\u{00A0}: {word}.")),
        ("placedAccents", L(en: "Placed: {word} (mind the accents).", fr: "Mot placé\u{00A0}: {word} (attention aux accents).")),
        ("placedArticle", L(en: "Placed: {word} (mind the article).", fr: "Mot placé\u{00A0}: {word} (attention à l’article).")),
        ("sameWord", L(en: "{word} is already in that cell.", fr: "{word} est déjà dans cette case.")),
        ("gridFullExam", L(en: "The grid is full: press Finish to check it.", fr: "La grille est pleine\u{00A0}: appuyez sur Terminer pour la vérifier.")),
        ("wrong", L(en: "{word} does not go there: one mistake.", fr: "{word} ne va pas là\u{00A0}: une erreur.")),
        ("ambiguous", L(en: "That could be {words}: type it with its accents.", fr: "Cela peut être {words}\u{00A0}: tapez-le avec ses accents.")),
        ("otherLanguage", L(en: "That word is in the givens' language: type its translation.",
                            fr: "Ce mot est dans la langue des mots donnés\u{00A0}: tapez sa traduction.")),
        ("nearMiss", L(en: "Did you mean {word}?", fr: "Vouliez-vous dire {word}\u{202F}?")),
        ("notInPuzzle", L(en: "That is not one of this puzzle's words (no mistake counted).",
                          fr: "Ce n’est pas un mot de cette grille (aucune erreur comptée).")),
        ("undone", L(en: "Undone.", fr: "Annulé.")),
        ("noPeeks", L(en: "No dictionary peeks left (this puzzle allows {n}).", fr: "Plus de coup d’œil au dictionnaire (cette grille en permet {n}).")),
        ("notSaved", L(en: "This browser does not keep the game: it will not survive a reload.",
                       fr: "Ce navigateur ne garde pas la partie\u{00A0}: elle ne survivra pas à un rechargement.")),
        ("confirmGiveUp", L(en: "The grid is not complete. Finish anyway? An unsolved grid scores 0.",
                            fr: "La grille n’est pas complète. Terminer quand même\u{202F}? Une grille non résolue vaut 0 point.")),
        ("confirmAgain", L(en: "Start this puzzle again? Its progress and result are cleared.",
                           fr: "Recommencer cette grille\u{202F}? Sa progression et son résultat sont effacés.")),
        // The finish.
        ("solvedTitle", L(en: "Solved!", fr: "Résolue\u{202F}!")),
        ("unsolvedTitle", L(en: "Finished, not solved", fr: "Terminée, non résolue")),
        ("scoreLine", L(en: "Score {score} · time {time} · mistakes {mistakes} · dictionary peeks {peeks}",
                        fr: "Score {score} · temps {time} · erreurs {mistakes} · coups d’œil {peeks}")),
        ("corrections", L(en: "To correct: {list}.", fr: "À corriger\u{00A0}: {list}.")),
        ("correctionWrong", L(en: "{place}: {word} (not {typed})", fr: "{place}\u{00A0}: {word} (pas {typed})")),
        ("correctionEmpty", L(en: "{place}: {word} (empty)", fr: "{place}\u{00A0}: {word} (vide)")),
        ("listSeparator", L(en: "; ", fr: "\u{202F}; ")),
        ("noMissed", L(en: "No word missed.", fr: "Aucun mot manqué.")),
        ("missed", L(en: "Words to review: {words}", fr: "Mots à revoir\u{00A0}: {words}")),
        ("nameLabel", L(en: "Your name:", fr: "Votre nom\u{00A0}:")),
        ("resultHelp", L(en: "Give this result code to your teacher (copy it or take a photo):",
                         fr: "Donnez ce code de résultat à votre enseignant (copiez-le ou prenez-le en photo)\u{00A0}:")),
        ("nameFirst", L(en: "Type your name to get the result code.", fr: "Tapez votre nom pour obtenir le code de résultat.")),
        ("againButton", L(en: "Play this puzzle again", fr: "Rejouer cette grille")),
    ]
}
