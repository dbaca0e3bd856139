import WordSudokuKit

/// The texts of moving lists and puzzles between a teacher and her class: `words import`,
/// `words export`, `generate --format codes`, and a code whose list is not on this computer.
extension CommandLineText {
    // MARK: words import

    static let wordsImportTakesOneFile = Localized(
        en: "“words import” takes one file (give \(Option.listName.spelling) NAME to choose the list's name)",
        fr: "« words import » prend un seul fichier (donnez \(Option.listName.spelling) NOM pour choisir le nom de la liste)")

    static let wordsImportStandardInputNeedsName = Localized(
        en: "“words import -” reads standard input, which has no name: give \(Option.listName.spelling) NAME",
        fr: "« words import - » lit l’entrée standard, qui n’a pas de nom : donnez \(Option.listName.spelling) NOM")

    static let nameOnlyWithImport = Localized(en: "“\(Option.listName.spelling)” only goes with “words import”",
                                              fr: "« \(Option.listName.spelling) » ne s’emploie qu’avec « words import »")

    /// `--languages` with `words add` (which copies the file as it is) or without a file.
    static let languagesOnlyWithAFile = Localized(
        en: "“\(Option.languages.spelling)” only goes with “words import”, “words check” or “words show” (a list added is copied as it is: import one without its languages line)",
        fr: "« \(Option.languages.spelling) » ne s’emploie qu’avec « words import », « words check » ou « words show » (une liste ajoutée est copiée telle quelle : importez celle qui n’a pas sa ligne de langues)")

    // MARK: words export

    static let wordsExportTakesOne = Localized(en: "“words export” takes one list name or file",
                                               fr: "« words export » prend un seul nom de liste ou fichier")

    static let formatOnlyWithExport = Localized(en: "“\(Option.exportFormat.spelling)” and “\(Option.output.spelling)” only go with “words export”",
                                                fr: "« \(Option.exportFormat.spelling) » et « \(Option.output.spelling) » ne s’emploient qu’avec « words export »")

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
            return Localized(en: "cannot export as \(format.rawValue): the word “\(word)” holds “|”, which separates answers in TSV and CSV; export as json",
                             fr: "impossible d’exporter en \(format.rawValue) : le mot « \(word) » contient « | », qui sépare les réponses en TSV et CSV ; exportez en json")
        }
    }

    // MARK: generate --format codes

    static let wordsOnlyWithCodes = Localized(
        en: "“\(Option.words.spelling)” only goes with “\(Option.generateFormat.spelling) codes” (the other formats print digit grids)",
        fr: "« \(Option.words.spelling) » ne s’emploie qu’avec « \(Option.generateFormat.spelling) codes » (les autres formats affichent des grilles de chiffres)")

    static let symmetryNotWithCodes = Localized(
        en: "“\(Option.symmetry.spelling)” does not go with “\(Option.generateFormat.spelling) codes” (a code's puzzle always has rotational symmetry)",
        fr: "« \(Option.symmetry.spelling) » ne s’emploie pas avec « \(Option.generateFormat.spelling) codes » (la grille d’un code a toujours la symétrie rotational)")

    /// On stderr when a teacher's list has the name of a built-in list: a pupil without it plays other words.
    static func codeNameIsBuiltIn(_ name: String) -> Localized {
        let name = shown(name)
        return Localized(en: "note: “\(name)” is also a built-in list; a pupil without your list would play the built-in one with these codes. Import yours under another name: word-sudoku words import FILE \(Option.listName.spelling) NAME",
                         fr: "remarque : « \(name) » est aussi une liste fournie ; un élève qui n’a pas votre liste jouerait celle-là avec ces codes. Importez la vôtre sous un autre nom : word-sudoku words import FICHIER \(Option.listName.spelling) NOM")
    }

    // MARK: play --code with a list that is not here

    /// A puzzle code made on a list this computer does not have, and how to get it.
    static func codeListMissing(list: String, code: String) -> Localized {
        let list = shown(list), code = shown(code)
        return Localized(
            en: "the code \(code) is for the word list “\(list)”, which is not on this computer. Ask for the list's file, then play with “word-sudoku play \(Option.code.spelling) \(code) \(Option.words.spelling) FILE”, or keep it with “word-sudoku words import FILE \(Option.listName.spelling) \(list)”",
            fr: "le code \(code) est celui de la liste de mots « \(list) », absente de cet ordinateur. Demandez le fichier de la liste, puis jouez avec « word-sudoku play \(Option.code.spelling) \(code) \(Option.words.spelling) FICHIER », ou gardez-la avec « word-sudoku words import FICHIER \(Option.listName.spelling) \(list) »")
    }
}
