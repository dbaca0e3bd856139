import WordSudokuKit

/// The texts of `worksheet`: its usage errors and what it says it wrote.
extension CommandLineText {
    static func badWorksheetFormat(_ text: String) -> Localized {
        optionExpects(.worksheetFormat, Localized(en: "html, md, text or web", fr: "html, md, text ou web"), got: text)
    }

    static let noAnswersOnWebPage = Localized(
        en: "\(Option.answers.spelling) prints the key on paper; the web page keeps its answers hidden (print the key with \(Option.worksheetFormat.spelling) html)",
        fr: "\(Option.answers.spelling) imprime le corrigé sur papier ; la page web garde ses réponses cachées (imprimez le corrigé avec \(Option.worksheetFormat.spelling) html)")

    static func badPaper(_ text: String) -> Localized {
        optionExpects(.paper, Localized(en: "a4 or letter", fr: "a4 ou letter"), got: text)
    }

    static let codesOfSeveralLists = Localized(
        en: "the codes name different word lists; give codes of one list, or the list with \(Option.words.spelling)",
        fr: "les codes nomment des listes de mots différentes ; donnez des codes d’une seule liste, ou la liste avec \(Option.words.spelling)")

    /// After `-o FILE`: where the sheet is.
    static func worksheetWritten(path: String, puzzles: Int) -> Localized {
        let path = DisplaySafe.escaped(path, limit: 4096)
        return Localized(en: "Wrote \(puzzles) puzzle\(puzzles == 1 ? "" : "s") to \(path)",
                         fr: "\(puzzles) grille\(puzzles == 1 ? "" : "s") écrite\(puzzles == 1 ? "" : "s") dans \(path)")
    }
}
