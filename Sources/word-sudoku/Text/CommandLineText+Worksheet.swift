import WordSudokuKit

/// The texts of `worksheet`: its usage errors and what it says it wrote.
extension CommandLineText {
    static func badWorksheetFormat(_ text: String) -> Localized {
        optionExpects(.worksheetFormat, Localized(en: "html, md, text or web", fr: "html, md, text ou web"), got: text)
    }

    static let noAnswersOnWebPage = Localized(
        en: "\(Option.answers.spelling) prints the key on paper; the web page keeps its answers hidden (print the key with \(Option.worksheetFormat.spelling) html)",
        fr: "\(Option.answers.spelling) imprime le corrigé sur papier ; la page web garde ses réponses cachées (imprimez le corrigé avec \(Option.worksheetFormat.spelling) html)")

    static let modeOnlyOnWebPage = Localized(
        en: "\(Option.mode.spelling) is for the page that plays the puzzles (\(Option.worksheetFormat.spelling) web): a printed sheet shows no mistakes",
        fr: "\(Option.mode.spelling) vaut pour la page qui fait jouer les grilles (\(Option.worksheetFormat.spelling) web) : une fiche imprimée ne montre pas d’erreurs")

    static func badPaper(_ text: String) -> Localized {
        optionExpects(.paper, Localized(en: "a4 or letter", fr: "a4 ou letter"), got: text)
    }

    static let codesOfSeveralLists = Localized(
        en: "the codes name different word lists; give codes of one list, or the list with \(Option.words.spelling)",
        fr: "les codes nomment des listes de mots différentes ; donnez des codes d’une seule liste, ou la liste avec \(Option.words.spelling)")

    /// `--per-page 2` with a grid larger than 6×6: it stays one a page.
    static func perPageIgnored(size: Int) -> Localized {
        let option = Option.perPage.spelling
        return Localized(en: "\(option) 2 puts two 4×4 or 6×6 puzzles on a page; the \(size)×\(size) ones stay one a page",
                         fr: "\(option) 2 met deux grilles 4×4 ou 6×6 par page ; les \(size)×\(size) restent seules sur leur page")
    }

    /// After `-o FILE`: where the sheet is.
    static func worksheetWritten(path: String, puzzles: Int) -> Localized {
        let path = DisplaySafe.escaped(path, limit: 4096)
        return Localized(en: "Wrote \(puzzles) puzzle\(puzzles == 1 ? "" : "s") to \(path)",
                         fr: "\(puzzles) grille\(puzzles > 1 ? "s" : "") écrite\(puzzles > 1 ? "s" : "") dans \(path)")
    }
}

/// The texts of `class report`.
extension CommandLineText {
    static func classExpectsReport(_ given: String?) -> Localized {
        guard let given else {
            return Localized(en: "“class” needs an action: “class report FILE”", fr: "« class » attend une action : « class report FICHIER »")
        }
        return Localized(en: "unknown “class” action “\(shown(given))” (expected report)",
                         fr: "action « \(shown(given)) » inconnue pour « class » (report attendu)")
    }

    static let classReportFile = Localized(en: "“class report” reads one file of result codes: “class report FILE”",
                                           fr: "« class report » lit un fichier de codes de résultat : « class report FICHIER »")

    static func classReportWritten(path: String, results: Int) -> Localized {
        let path = DisplaySafe.escaped(path, limit: 4096)
        return Localized(en: "Wrote the report of \(results) result\(results == 1 ? "" : "s") to \(path)",
                         fr: "Bilan de \(results) résultat\(results > 1 ? "s" : "") écrit dans \(path)")
    }

    static func missedListKept(name: String, pairs: Int) -> Localized {
        let name = DisplaySafe.escaped(WordListLibrary.importedName(name))
        return Localized(en: "Kept the \(pairs) most-missed word\(pairs == 1 ? "" : "s") as your list \(name) (“play --words \(name)”)",
                         fr: "Les \(pairs) mot\(pairs > 1 ? "s" : "") les plus manqué\(pairs > 1 ? "s" : "") gardé\(pairs > 1 ? "s" : "") dans votre liste \(name) (« play --words \(name) »)")
    }

    static let noMissedWords = Localized(en: "no word was missed: no list kept", fr: "aucun mot manqué : aucune liste gardée")
}
