import SudokuEngine

/// The worksheet's own labels in English and French. The list's words are printed as the list
/// has them; these are the words around them.
///
/// French labels follow French typography, for a printed page: a no-break space before `:`
/// (`Nom :`), a narrow no-break space before `;` `?` `!`, so that the sign never starts a
/// line alone. (Terminal texts keep a plain space: a terminal does not wrap them.)
public enum WorksheetText {
    typealias L = Localized

    /// The document's title: "Worksheet: Animals".
    static func documentTitle(_ listTitle: String) -> Localized {
        L(en: "Worksheet: \(listTitle)", fr: "Fiche d’exercices\u{00A0}: \(listTitle)")
    }

    public static let name: Localized = L(en: "Name", fr: "Nom")
    /// The label before the line a pupil writes a name on.
    static let nameField: Localized = L(en: "Name:", fr: "Nom\u{00A0}:")
    public static let answers: Localized = L(en: "Answers", fr: "Corrigé")
    public static let code: Localized = L(en: "Code", fr: "Code")

    /// "Grade 2 (easy)".
    public static func grade(_ grade: Grade) -> Localized {
        let name = GameText.gradeName(grade)
        return L(en: "Grade \(grade.rawValue) (\(name.en))", fr: "Niveau \(grade.rawValue) (\(name.fr))")
    }

    /// "9×9, boxes 3×3".
    public static func size(_ shape: BoxShape) -> Localized {
        let n = shape.size
        return L(en: "\(n)×\(n), boxes \(shape.boxRows)×\(shape.boxColumns)", fr: "\(n)×\(n), blocs \(shape.boxRows)×\(shape.boxColumns)")
    }

    /// "Puzzle 2 of 5".
    static func puzzleNumber(_ number: Int, of count: Int) -> Localized {
        L(en: "Puzzle \(number) of \(count)", fr: "Grille \(number) sur \(count)")
    }

    /// What the pupil does, naming the language to write (a code of the list).
    public static func instruction(answerLanguage: String) -> Localized {
        let language = GameText.languageName(answerLanguage)
        return L(en: "Write the \(language.en) word in each empty cell: every word once in each row, column and box.",
                 fr: "Écrivez le mot en \(language.fr) dans chaque case vide\u{00A0}: chaque mot une fois par ligne, colonne et bloc.")
    }

    /// The word bank's heading, naming the language of its words.
    static func bankHeading(answerLanguage: String) -> Localized {
        let language = GameText.languageName(answerLanguage)
        return L(en: "Word bank (\(language.en))", fr: "Banque de mots (\(language.fr))")
    }

    /// The word bank's heading before its words on one line (text and Markdown sheets):
    /// "Word bank (French):".
    static func bankLabel(answerLanguage: String) -> Localized {
        let heading = bankHeading(answerLanguage: answerLanguage)
        return L(en: heading.en + ":", fr: heading.fr + "\u{00A0}:")
    }

    /// How to play the same puzzle on screen.
    static func playOnScreen(_ command: String) -> Localized {
        L(en: "Play it on screen: \(command)", fr: "Pour y jouer à l’écran\u{00A0}: \(command)")
    }

    /// Under the answer key's heading: how to read it.
    static let answersLegend: Localized = L(en: "Given words in grey; the words to write in bold.",
                                        fr: "Mots donnés en gris\u{202F}; les mots à écrire en gras.")
}
