import Foundation
import WordSudokuKit

extension UILanguage {
    /// The language of the command line's own texts (help, usage errors, every error report),
    /// by the kit's rule (`UILanguage.chosen`): `--lang` when `words` give one (read as
    /// `Arguments.languageAsked(in:)` reads it, since the words may not parse), then the
    /// language saved in the settings, then the locale's.
    ///
    /// Pass `words` only for a command that accepts `--lang`.
    static func commandLine(_ words: [String] = []) -> UILanguage {
        .chosen(asked: Arguments.languageAsked(in: words), saved: Settings.atStart.uiLanguage, environment: startUpEnvironment)
    }
}

/// The variables that choose the command line's language and the data folder (`LC_ALL`,
/// `LC_MESSAGES`, `LANG`, then `StoreLocation`'s), read one by one: `ProcessInfo`'s
/// `environment` copies the whole environment into a dictionary, which was most of what
/// `solve` did before its first puzzle.
let startUpEnvironment: [String: String] = {
    var found: [String: String] = [:]
    for name in UILanguage.localeVariables + StoreLocation.variables {
        if let value = getenv(name) { found[name] = String(cString: value) }
    }
    return found
}()

extension Settings {
    /// The settings as this run found them in the data folder, read once: a damaged file is
    /// reported once (in the environment's language), however many texts need its language.
    static let atStart: Settings = {
        let environment = startUpEnvironment
        // `doctor` changes nothing: its settings are read without setting a damaged file aside.
        if CommandLine.arguments.dropFirst().first == "doctor" {
            return Store.check(directory: StoreLocation.directory(environment: environment)).settings ?? Settings()
        }
        let reportLanguage = UILanguage.fromEnvironment(environment)
        let store = Store(environment: environment, notify: { notice in printError("word-sudoku: " + notice.text(reportLanguage)) })
        return store.loadSettings()
    }()
}

/// The command line's own texts: the help's frame and the usage errors of the argument parser
/// and of `main`. The commands' own usage errors and messages are in
/// `CommandLineText+Commands.swift`; their summaries and help in each command's file, their
/// options' help in `Options.swift`.
enum CommandLineText {
    /// The exit statuses of `solve` and `rate`, which judge puzzles alike: one text for both
    /// helps.
    static let puzzleExitStatus = Localized(en: """
        Exit status: 0 if every puzzle had exactly one solution, 1 if any did not, 2 for a
        usage error, 66 if a file cannot be opened, 75 if a puzzle was given up at the time
        limit.
        """, fr: """
        Code de retour : 0 si chaque grille avait exactement une solution, 1 sinon, 2 pour une
        erreur d’utilisation, 66 si un fichier ne peut pas être ouvert, 75 si une grille a été
        abandonnée à la limite de temps.
        """)

    // MARK: Help

    /// The first line of a command's help.
    static func usageLine(_ usage: String) -> Localized {
        Localized(en: "Usage: word-sudoku \(usage)",
                  fr: "Utilisation : word-sudoku \(usage)")
    }

    /// The program's help around the list of commands (`commandList`, one command a line).
    /// `everyCommand`: the options every command takes (`--help, --version`).
    static func overview(version: String, commandList: String, everyCommand: String) -> Localized {
        Localized(en: """
                  WordSudoku \(version): sudoku with words, a vocabulary trainer.

                  Usage: word-sudoku [COMMAND] [OPTIONS]

                  Without a command, word-sudoku opens the game in the terminal.

                  Commands:
                  \(commandList)

                  Run “word-sudoku help COMMAND” for a command's options.
                  Options for every command: \(everyCommand).
                  """,
                  fr: """
                  WordSudoku \(version) : le sudoku avec des mots, pour apprendre du vocabulaire.

                  Utilisation : word-sudoku [COMMANDE] [OPTIONS]

                  Sans commande, word-sudoku ouvre le jeu dans le terminal.

                  Commandes :
                  \(commandList)

                  Lancez « word-sudoku help COMMANDE » pour connaître les options d’une commande.
                  Options de toutes les commandes : \(everyCommand).
                  """)
    }

    /// The names of the values in a usage line or an option's synopsis (`FILE`, `NAME`,
    /// `YYYY-MM-DD`), in French: each upper-case word this table knows is translated, the rest
    /// (option spellings, values typed as they are, one-letter names) kept. The French texts
    /// that name a value spell it the same way (`FICHIER`, `NOM`).
    static func placeholders(_ text: String) -> Localized {
        var french = ""
        var word = ""
        func flush() {
            french += frenchPlaceholders[word] ?? word
            word = ""
        }
        for character in text {
            if character.isASCII && character.isUppercase {
                word.append(character)
            } else {
                flush()
                french.append(character)
            }
        }
        flush()
        return Localized(en: text, fr: french)
    }

    /// The French of the value names the options and operands are declared with.
    static let frenchPlaceholders: [String: String] = [
        "FILE": "FICHIER", "NAME": "NOM", "COMMAND": "COMMANDE", "KEY": "CLÉ", "VALUE": "VALEUR",
        "DIR": "DOSSIER", "LANG": "LANGUE", "YYYY": "AAAA", "DD": "JJ",
    ]

    /// The heading of a command's options in its help.
    static let optionsHeading = Localized(en: "Options:", fr: "Options :")

    // MARK: Usage errors

    /// Text the user typed, repeated in a message: control and invisible characters shown by
    /// their code (`<U+001B>`), a very long text cut.
    static func shown(_ text: String) -> String { DisplaySafe.escaped(text, limit: 200) }

    /// Where to read more, after a usage error: `(see “word-sudoku help play”)`.
    static func seeHelp(_ pointer: String) -> Localized {
        Localized(en: "(see “\(pointer)”)", fr: "(voir « \(pointer) »)")
    }

    static func unknownCommand(_ name: String) -> Localized {
        let name = shown(name)
        return Localized(en: "unknown command “\(name)”", fr: "commande inconnue « \(name) »")
    }

    /// An option given before any command.
    static func unknownOption(_ name: String) -> Localized {
        let name = shown(name)
        return Localized(en: "unknown option “\(name)”", fr: "option inconnue « \(name) »")
    }

    static func unknownOption(_ name: String, command: String) -> Localized {
        let name = shown(name)
        return Localized(en: "unknown option “\(name)” for “\(command)”",
                  fr: "option inconnue « \(name) » pour « \(command) »")
    }

    static func optionTakesNoValue(_ name: String) -> Localized {
        let name = shown(name)
        return Localized(en: "option “\(name)” takes no value",
                  fr: "l’option « \(name) » ne prend pas de valeur")
    }

    static func optionNeedsValue(_ name: String) -> Localized {
        let name = shown(name)
        return Localized(en: "option “\(name)” needs a value",
                  fr: "l’option « \(name) » demande une valeur")
    }

    static func notAWholeNumber(option name: String, in range: ClosedRange<Int>, got text: String) -> Localized {
        let text = shown(text)
        return Localized(en: "option “\(name)” expects a whole number from \(range.lowerBound) to \(range.upperBound), got “\(text)”",
                  fr: "l’option « \(name) » attend un nombre entier de \(range.lowerBound) à \(range.upperBound), et non « \(text) »")
    }

    static func unexpectedArgument(_ operand: String, command: String) -> Localized {
        let operand = shown(operand)
        return Localized(en: "unexpected argument “\(operand)” for “\(command)”",
                  fr: "argument inattendu « \(operand) » pour « \(command) »")
    }
}
