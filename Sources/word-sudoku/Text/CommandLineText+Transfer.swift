import WordSudokuKit

/// The texts of moving lists and puzzles between a teacher and her class: `words import`,
/// `words export`, `generate --format codes`, and a code whose list is not on this computer.
extension CommandLineText {
    // MARK: words import

    static let wordsImportTakesOneFile = Localized(
        en: "'words import' takes one file (give --name NAME to choose the list's name)",
        fr: "'words import' prend un seul fichier (donnez --name NOM pour choisir le nom de la liste)")

    static let wordsImportStandardInputNeedsName = Localized(
        en: "'words import -' reads standard input, which has no name: give --name NAME",
        fr: "'words import -' lit l’entrée standard, qui n’a pas de nom : donnez --name NOM")

    static let nameOnlyWithImport = Localized(en: "'--name' only goes with 'words import'",
                                              fr: "'--name' ne s’emploie qu’avec 'words import'")

    /// `--languages` with `words add` (which copies the file as it is) or without a file.
    static let languagesOnlyWithAFile = Localized(
        en: "'--languages' only goes with 'words import', 'words check' or 'words show' (a list added is copied as it is: import one without its languages line)",
        fr: "'--languages' ne s’emploie qu’avec 'words import', 'words check' ou 'words show' (une liste ajoutée est copiée telle quelle : importez celle qui n’a pas sa ligne de langues)")

    // MARK: words export

    static let wordsExportTakesOne = Localized(en: "'words export' takes one list name or file",
                                               fr: "'words export' prend un seul nom de liste ou fichier")

    static let formatOnlyWithExport = Localized(en: "'--format' and '-o' only go with 'words export'",
                                                fr: "'--format' et '-o' ne s’emploient qu’avec 'words export'")

    static func badExportFormat(_ text: String) -> Localized {
        optionExpects(.exportFormat, Localized(en: "json, tsv or csv", fr: "json, tsv ou csv"), got: text)
    }

    /// After `words export -o FILE`: what was written where.
    static func exported(_ name: String, pairs: Int, format: WordList.Format, path: String) -> Localized {
        let name = shown(name), path = DisplaySafe.escaped(path, limit: 4096)
        let count = WordListText.pairCount(pairs)
        return Localized(en: "Exported \(name) (\(count.en)) as \(format.rawValue) to \(path)",
                         fr: "Liste \(name) exportée (\(count.fr)) en \(format.rawValue) dans \(path)")
    }

    /// Why a list cannot be written in the format asked.
    static func exportRefused(_ error: WordList.ExportError) -> Localized {
        switch error {
        case .separatorInWord(let word, let format):
            let word = DisplaySafe.escaped(word)
            return Localized(en: "cannot export as \(format.rawValue): the word '\(word)' holds '|', which separates answers in TSV and CSV; export as json",
                             fr: "impossible d’exporter en \(format.rawValue) : le mot « \(word) » contient « | », qui sépare les réponses en TSV et CSV ; exportez en json")
        }
    }

    // MARK: generate --format codes

    static let wordsOnlyWithCodes = Localized(
        en: "'--words' only goes with '--format codes' (the other formats print digit grids)",
        fr: "'--words' ne s’emploie qu’avec '--format codes' (les autres formats affichent des grilles de chiffres)")

    static let symmetryNotWithCodes = Localized(
        en: "'--symmetry' does not go with '--format codes' (a code's puzzle always has rotational symmetry)",
        fr: "'--symmetry' ne s’emploie pas avec '--format codes' (la grille d’un code a toujours la symétrie rotational)")

    /// On stderr when a teacher's list has the name of a built-in list: a pupil without it plays other words.
    static func codeNameIsBuiltIn(_ name: String) -> Localized {
        let name = shown(name)
        return Localized(en: "note: '\(name)' is also a built-in list; a pupil without your list would play the built-in one with these codes. Import yours under another name: word-sudoku words import FILE --name NAME",
                         fr: "remarque : « \(name) » est aussi une liste fournie ; un élève qui n’a pas votre liste jouerait celle-là avec ces codes. Importez la vôtre sous un autre nom : word-sudoku words import FICHIER --name NOM")
    }

    // MARK: play --code with a list that is not here

    /// A puzzle code made on a list this computer does not have, and how to get it.
    static func codeListMissing(list: String, code: String) -> Localized {
        let list = shown(list), code = shown(code)
        return Localized(
            en: "the code \(code) is for the word list '\(list)', which is not on this computer. Ask for the list's file, then play with 'word-sudoku play --code \(code) --words FILE', or keep it with 'word-sudoku words import FILE --name \(list)'",
            fr: "le code \(code) est celui de la liste de mots « \(list) », absente de cet ordinateur. Demandez le fichier de la liste, puis jouez avec 'word-sudoku play --code \(code) --words FICHIER', ou gardez-la avec 'word-sudoku words import FICHIER --name \(list)'")
    }
}
