import Foundation
import WordSudokuKit

extension Command {
    static let doctor = Command(
        name: "doctor",
        summary: Localized(en: "Check your data folder: every stored file, files set aside, a game open elsewhere, free space.",
                           fr: "Vérifier votre dossier de données : chaque fichier enregistré, les fichiers mis de côté, une partie ouverte ailleurs, la place libre."),
        description: Localized(en: """
            Reads every file of the data folder as the game reads it and says, one line each, what
            it found and what to do: a file that is damaged or holds an impossible value, records of
            the learner memory that cannot be used, files set aside earlier (NAME.corrupt-…), a
            symbolic link or anything not a file where a stored file should be, temporary files left
            by an interrupted save, a game open in another word-sudoku, and the free space.
            Changes nothing on disk. Exit status 0 when all is well, 65 when a problem was found.
            """, fr: """
            Lit chaque fichier du dossier de données comme le jeu le lit et dit, une ligne par
            constat, ce qu’il a trouvé et ce qu’il faut faire : un fichier endommagé ou qui contient
            une valeur impossible, des enregistrements de la mémoire inutilisables, des fichiers mis
            de côté (NOM.corrupt-…), un lien symbolique ou autre chose qu’un fichier à la place d’un
            fichier enregistré, des fichiers temporaires laissés par une sauvegarde interrompue, une
            partie ouverte dans un autre word-sudoku, et la place libre.
            Ne change rien sur le disque. Code de sortie 0 si tout va bien, 65 si un problème a été trouvé.
            """),
        options: [.lang],
        run: { arguments in
            try arguments.expectNoOperands()
            let environment = ProcessInfo.processInfo.environment
            // Not `GameContext`: a `Store` removes stale temporary files and reading the settings
            // sets a damaged file aside, and doctor changes nothing.
            let check = Store.check(directory: StoreLocation.directory(environment: environment))
            let language = try arguments.language(saved: check.settings?.uiLanguage, environment: environment)
            let problems = check.findings.filter { $0.kind == .problem }.count
            emit(check.findings.map { DoctorText.line($0)(language) }
                 + [DoctorText.summary(problems: problems)(language)])
            return problems == 0 ? .success : .dataError
        })
}
