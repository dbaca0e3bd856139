import SudokuEngine
import WordSudokuKit

/// The texts of the list editor and of the Word lists screen's actions, in English and French.
enum ListEditorText {
    // Word lists
    static let newList = Localized(en: "+ New list", fr: "+ Nouvelle liste")
    static let wordListsHelp = Localized(en: "↑↓ choose · Enter open · Esc back", fr: "↑↓ choisir · Entrée ouvrir · Échap retour")
    static let actionsHelp = Localized(en: "↑↓ choose · Enter do it · Esc back", fr: "↑↓ choisir · Entrée valider · Échap retour")
    static let actionPlay = Localized(en: "Use for new games", fr: "Utiliser pour les parties")
    static let actionPrint = Localized(en: "Print worksheets", fr: "Imprimer des fiches")
    /// Where *Print worksheets* wrote the sheet, the path on a line of its own (already made
    /// safe to show).
    static func printed(count: Int, size: Int, grade: Grade, path: String) -> Localized {
        Localized(en: "A worksheet of \(count) puzzles \(size)×\(size) (\(GameText.gradeName(grade).en)) with answers; open it in a browser to print:\n\(path)",
                  fr: "Une fiche de \(count) grilles \(size)×\(size) (\(GameText.gradeName(grade).fr)) et corrigé ; ouvrez-la dans un navigateur pour l’imprimer :\n\(path)")
    }
    static let actionEdit = Localized(en: "Edit", fr: "Modifier")
    static let actionCopy = Localized(en: "Copy to my lists", fr: "Copier dans mes listes")
    static let actionDelete = Localized(en: "Delete", fr: "Supprimer")
    static func deleteAsk(_ name: String, file: String) -> Localized {
        Localized(en: "Delete the list “\(name)” (\(file))? It cannot be undone. y yes · any other key no",
                  fr: "Supprimer la liste « \(name) » (\(file)) ? C’est définitif. o oui · autre touche non")
    }
    static let deleteHelp = Localized(en: "y delete · any other key back", fr: "o supprimer · autre touche retour")
    static func deleted(_ name: String) -> Localized {
        Localized(en: "The list “\(name)” was deleted.", fr: "La liste « \(name) » a été supprimée.")
    }

    // The editor
    static let newTitle = Localized(en: "New word list", fr: "Nouvelle liste de mots")
    static func editTitle(_ name: String) -> Localized {
        Localized(en: "Word list “\(name)”", fr: "Liste de mots « \(name) »")
    }
    static let fieldTitle = Localized(en: "Title", fr: "Titre")
    static let fieldName = Localized(en: "File name", fr: "Nom de fichier")
    static let fieldLanguages = Localized(en: "Languages", fr: "Langues")
    static let problemsColumn = Localized(en: "problems", fr: "problèmes")
    static func savedAs(_ file: String, name: String) -> Localized {
        Localized(en: "Saved: it is in New game now (play --words \(name)).\n\(file)",
                  fr: "Enregistrée : elle est dans Nouvelle partie (play --words \(name)).\n\(file)")
    }
    static func notSaved(_ count: Int) -> Localized {
        count == 1 ? Localized(en: "Not saved: fix the problem first.", fr: "Non enregistrée : corrigez d’abord le problème.")
            : Localized(en: "Not saved: fix the \(count) problems first.", fr: "Non enregistrée : corrigez d’abord les \(count) problèmes.")
    }
    static let discardAsk = Localized(en: "Leave without saving? Your changes will be lost. y leave · any other key stay",
                                      fr: "Quitter sans enregistrer ? Vos modifications seront perdues. o quitter · autre touche rester")
    static func replaceAsk(_ name: String, file: String) -> Localized {
        Localized(en: "You already have a list named “\(name)” (\(file)). Replace it? y replace · any other key no",
                  fr: "Vous avez déjà une liste « \(name) » (\(file)). La remplacer ? o remplacer · autre touche non")
    }
    static func hidesBuiltInAsk(_ name: String) -> Localized {
        Localized(en: "A built-in list is named “\(name)”: yours would be played instead. Save? y save · any other key no",
                  fr: "Une liste intégrée s’appelle « \(name) » : la vôtre serait jouée à sa place. Enregistrer ? o oui · autre touche non")
    }
    static let cannotEdit = Localized(en: "No lists folder: lists cannot be saved here.", fr: "Pas de dossier de listes : impossible d’enregistrer ici.")

    /// A problem in the few columns beside its row: the side's language and a few words.
    static func short(_ problem: WordListDraft.Problem, languages: [String]) -> Localized {
        let side: String = {
            guard case .row(_, let side?) = problem.place, languages.count == 2 else { return "" }
            return DisplaySafe.escaped(languages[side.index], limit: 8)
        }()
        let text: Localized = switch problem.kind {
        case .duplicate(_, _, let row): Localized(en: "also on row \(row + 1)", fr: "déjà ligne \(row + 1)")
        case .noPairs: Localized(en: "no pairs yet", fr: "pas encore de paire")
        case .unusableName: Localized(en: "not a file name", fr: "nom de fichier impossible")
        case .emptyName: Localized(en: "empty", fr: "vide")
        case .rule(let error):
            switch error {
            case .emptyWord: Localized(en: "empty", fr: "vide")
            case .wordTooLong(_, let length, _):
                Localized(en: "too long (\(length) > \(WordListDraft.maximumWordLength))", fr: "trop long (\(length) > \(WordListDraft.maximumWordLength))")
            case .controlCharacter(_, let scalar, _): Localized(en: "control \(DisplaySafe.code(scalar))", fr: "contrôle \(DisplaySafe.code(scalar))")
            case .invisibleCharacter(_, let scalar, _): Localized(en: "invisible \(DisplaySafe.code(scalar))", fr: "invisible \(DisplaySafe.code(scalar))")
            case .tooManyMarks: Localized(en: "too many accents", fr: "trop d’accents")
            default: error.message
            }
        }
        return side.isEmpty ? text : Localized(en: "\(side): \(text.en)", fr: "\(side) : \(text.fr)")
    }
}
