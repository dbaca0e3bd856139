import SudokuEngine

/// What the store says of its files (a write that failed, a file unreadable, invalid, of a
/// newer version, left alone or set aside, damaged journal lines) and of standard output.
extension GameText {
    /// What a command printed could not all be written (a full disk, a closed pipe): exit 73.
    static func standardOutputFailed(reason: String) -> Localized {
        L(en: "cannot write to standard output: \(reason)", fr: "impossible d’écrire sur la sortie standard : \(reason)")
    }

    static func storeWriteFailed(path: String, reason: String) -> Localized {
        L(en: "cannot save \(path): \(reason); nothing on disk was changed",
          fr: "impossible d’enregistrer \(path) : \(reason) ; rien n’a été modifié sur le disque")
    }

    /// An append that failed half way and could not be cut back.
    static func storeAppendTorn(path: String, reason: String) -> Localized {
        L(en: "cannot save \(path): \(reason); part of a line may be left at its end, and will be set aside when it is next read",
          fr: "impossible d’enregistrer \(path) : \(reason) ; une partie de ligne est peut-être restée à la fin, et sera mise de côté à la prochaine lecture")
    }

    static func storeUnreadable(path: String, reason: String) -> Localized {
        L(en: "cannot read \(path): \(reason); going on with defaults",
          fr: "impossible de lire \(path) : \(reason) ; on continue avec les valeurs par défaut")
    }

    static func storeInvalid(path: String, reason: String, aside: String) -> Localized {
        L(en: "\(path) does not hold valid data (\(reason)); it was moved to \(aside) and defaults are used",
          fr: "\(path) ne contient pas de données valides (\(reason)) ; il a été déplacé vers \(aside) et les valeurs par défaut sont utilisées")
    }

    static func storeNewerVersion(path: String) -> Localized {
        L(en: "\(path) was written by a newer version of word-sudoku; left as it is",
          fr: "\(path) a été écrit par une version plus récente de word-sudoku ; laissé tel quel")
    }

    static func storeLeftAlone(path: String, isLink: Bool) -> Localized {
        isLink ? L(en: "\(path) is a symbolic link; left alone", fr: "\(path) est un lien symbolique ; laissé tel quel")
               : L(en: "\(path) is not a regular file; left alone", fr: "\(path) n’est pas un fichier ordinaire ; laissé tel quel")
    }

    static func historyLinesOfANewerVersion(_ count: Int, path: String) -> Localized {
        count == 1
            ? L(en: "1 line of \(path) was written by a newer version of word-sudoku; it is kept and skipped",
                fr: "1 ligne de \(path) a été écrite par une version plus récente de word-sudoku ; elle est conservée et ignorée")
            : L(en: "\(count) lines of \(path) were written by a newer version of word-sudoku; they are kept and skipped",
                fr: "\(count) lignes de \(path) ont été écrites par une version plus récente de word-sudoku ; elles sont conservées et ignorées")
    }

    static func storeSetAside(path: String, aside: String) -> Localized {
        L(en: "\(path) was damaged; it was moved to \(aside) and defaults are used",
          fr: "\(path) était endommagé ; il a été déplacé vers \(aside) et les valeurs par défaut sont utilisées")
    }

    static func storeClearFailed(path: String, reason: String) -> Localized {
        L(en: "cannot clear \(path): \(reason); nothing more was deleted",
          fr: "impossible d’effacer \(path) : \(reason) ; rien d’autre n’a été supprimé")
    }

    /// Said instead of "Game saved" when the last save failed.
    public static func notSaved(_ error: StoreError) -> Localized {
        L(en: "Your game could not be saved: \(error.path): \(error.reason).",
          fr: "Votre partie n’a pas pu être enregistrée : \(error.path) : \(error.reason).")
    }

    static func unsafePlayerName(_ code: String) -> Localized {
        L(en: "option “--player”: control character \(code) not allowed (it could take over the terminal)",
          fr: "option « --player » : caractère de contrôle \(code) interdit (il pourrait détourner le terminal)")
    }

    static func historyLinesSetAside(_ count: Int, path: String, aside: String) -> Localized {
        L(en: "\(path): \(count) damaged line\(count == 1 ? "" : "s") moved aside to \(aside)",
          fr: "\(path) : \(count) ligne\(count > 1 ? "s" : "") endommagée\(count > 1 ? "s" : "") mise\(count > 1 ? "s" : "") de côté dans \(aside)")
    }

    static func historyLinesSkipped(_ count: Int, path: String) -> Localized {
        L(en: "\(path): \(count) damaged line\(count == 1 ? "" : "s") skipped",
          fr: "\(path) : \(count) ligne\(count > 1 ? "s" : "") endommagée\(count > 1 ? "s" : "") ignorée\(count > 1 ? "s" : "")")
    }
}
