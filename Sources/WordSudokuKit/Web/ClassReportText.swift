/// The class report's texts in English and French.
public enum ClassReportText {
    typealias L = Localized

    static let title = L(en: "Class report", fr: "Bilan de la classe")
    static func summary(results: Int, rejected: Int) -> Localized {
        L(en: "\(results) result\(results == 1 ? "" : "s") read" + (rejected == 0 ? "." : "; \(rejected) line\(rejected == 1 ? "" : "s") not read (below)."),
          fr: "\(results) résultat\(results > 1 ? "s" : "") lu\(results > 1 ? "s" : "")" + (rejected == 0 ? "." : " ; \(rejected) ligne\(rejected > 1 ? "s" : "") non lue\(rejected > 1 ? "s" : "") (plus bas)."))
    }
    static let puzzle = L(en: "Puzzle", fr: "Grille")
    static let puzzleUnknown = L(en: "This puzzle's list could not be read here: no score and no words.",
                                 fr: "La liste de cette grille n’a pas pu être lue ici : ni score ni mots.")
    static let pupil = L(en: "Pupil", fr: "Élève")
    static let time = L(en: "Time", fr: "Temps")
    static let mistakes = L(en: "Mistakes", fr: "Erreurs")
    /// When the page showed the pupil's wrong words: the same count means more when they were seen at once.
    static let mistakesShown = L(en: "Mistakes shown", fr: "Erreurs montrées")
    static func mode(_ mode: MistakeMode) -> Localized {
        mode == .atFinish ? L(en: "at the finish (exam)", fr: "à la fin (examen)") : L(en: "at once", fr: "aussitôt")
    }
    static let peeks = L(en: "Dictionary looks", fr: "Coups d’œil")
    static let score = L(en: "Score", fr: "Score")
    static let missed = L(en: "Words missed", fr: "Mots manqués")
    static let yes = L(en: "yes", fr: "oui")
    static let no = L(en: "no", fr: "non")
    static let mostMissed = L(en: "The class's most-missed words", fr: "Les mots les plus manqués de la classe")
    static let noneMissed = L(en: "No word was missed.", fr: "Aucun mot n’a été manqué.")
    static let word = L(en: "Word", fr: "Mot")
    static let translation = L(en: "Translation", fr: "Traduction")
    static let pupils = L(en: "Pupils who missed it", fr: "Élèves qui l’ont manqué")
    static let notRead = L(en: "Lines not read", fr: "Lignes non lues")

    /// `line 4: the check does not match (a typo?)`.
    public static func rejected(_ rejected: ClassReport.Rejected) -> Localized {
        let who = rejected.name.map { " (\(DisplaySafe.escaped($0, limit: 40)))" } ?? ""
        return switch rejected.problem {
        case .badCheck: L(en: "line \(rejected.line)\(who): the check does not match (a typo or an edit?)",
                          fr: "ligne \(rejected.line)\(who) : la clé de contrôle ne correspond pas (une faute de frappe, une modification ?)")
        case .malformed: L(en: "line \(rejected.line): not a result code",
                           fr: "ligne \(rejected.line) : ce n’est pas un code de résultat")
        }
    }
}
