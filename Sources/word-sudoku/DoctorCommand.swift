import Foundation
import WordSudokuKit

extension Command {
    static let doctor = Command(
        name: "doctor",
        summary: "Check your data folder: every stored file, files set aside, a game open elsewhere, free space.",
        usage: "doctor [--lang en|fr]",
        details: """
          Reads every file of the data folder as the game reads it and says, one line each, what
          it found and what to do: a file that is damaged or holds an impossible value, records of
          the learner memory that cannot be used, files set aside earlier (NAME.corrupt-…), a
          symbolic link or anything not a file where a stored file should be, temporary files left
          by an interrupted save, a game open in another word-sudoku, and the free space.
          Changes nothing on disk. Exit status 0 when all is well, 65 when a problem was found.
        """,
        flags: [],
        options: ["--lang"],
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
