/// The sentences about a draft list the teacher reads in the list editor, in English and French.
/// A rule of every list file is said as loading a file says it (`WordListText`); what only the
/// editor has (rows rather than lines, the file name) is said here.
public enum WordListDraftText {
    static func message(for problem: WordListDraft.Problem) -> Localized {
        switch problem.kind {
        case .rule(let error):
            return error.message
        case .duplicate(let word, let language, let row):
            let word = DisplaySafe.escaped(word)
            let language = DisplaySafe.escaped(language, limit: 8)
            return Localized(en: "duplicate \(language) word “\(word)” (also on row \(row + 1))",
                             fr: "mot « \(word) » en double côté \(language) (aussi à la ligne \(row + 1))")
        case .unusableName:
            return Localized(en: "the name makes the file name: 1 to \(WordListDraft.maximumNameLength) characters, no / or \\, not starting with a dot",
                             fr: "le nom fait le nom du fichier : 1 à \(WordListDraft.maximumNameLength) caractères, sans / ni \\, sans point au début")
        case .emptyName:
            return Localized(en: "the list needs a file name: type a title, or a name",
                             fr: "la liste a besoin d’un nom de fichier : tapez un titre, ou un nom")
        case .noPairs:
            return Localized(en: "no pairs yet: type a word on each side of a row",
                             fr: "pas encore de paire : tapez un mot de chaque côté d’une ligne")
        }
    }

    /// `9 pairs · fills 4×4, 6×6, 8×8, 9×9 · no problems`: the editor's summary line.
    public static func summary(_ check: WordListDraft.Check) -> Localized {
        let count = check.pairs.count
        let sizes = check.fillableSizes.map { "\($0)×\($0)" }.joined(separator: ", ")
        let smallest = GridSizes.all[0]
        let fills = sizes.isEmpty
            ? Localized(en: "fills no grid yet (\(smallest)×\(smallest) needs \(smallest))",
                        fr: "ne remplit encore aucune grille (\(smallest)×\(smallest) en demande \(smallest))")
            : Localized(en: "fills \(sizes)", fr: "remplit \(sizes)")
        let problems = check.problems.count
        let problemText = switch problems {
        case 0: Localized(en: "no problems", fr: "aucun problème")
        case 1: Localized(en: "1 problem", fr: "1 problème")
        default: Localized(en: "\(problems) problems", fr: "\(problems) problèmes")
        }
        let pairs = count == 1 ? Localized(en: "1 pair", fr: "1 paire") : Localized(en: "\(count) pairs", fr: "\(count) paires")
        return Localized { "\(pairs($0)) · \(fills($0)) · \(problemText($0))" }
    }
}
