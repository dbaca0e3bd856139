import Foundation
import Testing
import WordSudokuKit
@testable import word_sudoku

/// The command line's help, usage errors and the commands' messages are in French when the UI
/// language is French, and unchanged in English.
@Suite("Help in French", .timeLimit(.minutes(15)))
struct FrenchHelpTests {
    /// A locale and an empty store, so no saved language setting interferes.
    static func environment(_ lang: String) -> [String: String] {
        ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": "", "WORD_SUDOKU_HOME": PlayScript.temporaryHome()]
    }

    @Test(arguments: Command.all.map(\.name))
    func everyCommandHasAFrenchSummaryAndTexts(_ name: String) throws {
        let command = try #require(Command.named(name))
        #expect(!command.summary.fr.isEmpty)
        #expect(command.summary.fr != command.summary.en)
        for text in [command.description, command.notes] {
            #expect(text.fr.isEmpty == text.en.isEmpty)
            if !text.en.isEmpty { #expect(text.fr != text.en) }
        }
    }

    /// Every option's help, as each command explains it, is written in both languages.
    @Test(arguments: Command.all.map(\.name))
    func everyOptionHasAFrenchHelp(_ name: String) throws {
        let command = try #require(Command.named(name))
        for option in command.options {
            #expect(!option.help.en.isEmpty && !option.help.fr.isEmpty, "\(name) \(option.spelling)")
            #expect(option.help.fr != option.help.en, "\(name) \(option.spelling)")
        }
    }

    /// The French help names the values in French and quotes with « »: it showed
    /// `--words NAME`, `[FILE ...]` and 'word-sudoku help COMMAND', half in English. The
    /// options and commands themselves keep their spelling (they are typed).
    @Test(arguments: Command.all.map(\.name))
    func frenchHelpNamesItsValuesInFrenchAndQuotesWithGuillemets(_ name: String) throws {
        let help = try #require(Command.named(name)).fullHelp(.fr) + "\n" + Command.overview(.fr)
        #expect(!help.contains("'"), "\(name): a straight quote in the French help")
        let words = Set(help.split { !$0.isLetter }.map(String.init))
        let english = words.intersection(["FILE", "NAME", "COMMAND", "KEY", "VALUE", "DIR", "YYYY", "DD", "ROWSxCOLUMNS"])
        #expect(english.isEmpty, "\(name): \(english.sorted()) in the French help")
        for line in help.split(separator: "\n") {
            #expect(!["»", ":", ";"].contains(line.drop { $0 == " " }.first.map(String.init) ?? ""), "\(name): \(line)")
            #expect(!line.hasSuffix("«"), "\(name): \(line)")
        }
    }

    /// The English help quotes with “ ”, the project's English typography, as the French help
    /// quotes with « »: it quoted with straight quotes ('word-sudoku help COMMAND', 'class
    /// report FILE'). What is quoted is typed as it is; an apostrophe (a command's options)
    /// stays.
    @Test(arguments: Command.all.map(\.name))
    func englishHelpQuotesWithCurlyQuotes(_ name: String) throws {
        let help = try #require(Command.named(name)).fullHelp(.en) + "\n" + Command.overview(.en)
        let straight = help.split { $0 == " " || $0 == "\n" || $0 == "(" }.filter { $0.hasPrefix("'") }
        #expect(straight.isEmpty, "\(name): \(straight) in the English help")
        #expect(help.filter { $0 == "“" }.count == help.filter { $0 == "”" }.count, "\(name)")
        #expect(help.contains("Run “word-sudoku help COMMAND” for a command's options."))
    }

    @Test func frenchHelpOfAClassReport() throws {
        let help = try Binary.run(["help", "class"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(help.stdout.hasPrefix("Utilisation : word-sudoku class [-o FICHIER] [--words NOM|FICHIER]\n                                [--save-list NOM] [--lang en|fr] report FICHIER\n"))
        #expect(help.stdout.contains("\n  -o FICHIER          écrire le bilan (HTML) dans FICHIER plutôt que"))
        let error = try Binary.run(["class"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(error.status == 2)
        #expect(error.stderr == "word-sudoku: « class » attend une action : « class report FICHIER » (voir « word-sudoku help class »)\n")
        let english = try Binary.run(["class"], environment: Self.environment("C"))
        #expect(english.stderr == "word-sudoku: “class” needs an action: “class report FILE” (see “word-sudoku help class”)\n")
    }

    @Test func helpIsFrenchWithAFrenchLocale() throws {
        let result = try Binary.run(["--help"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("WordSudoku "))
        #expect(result.stdout.contains("Utilisation : word-sudoku [COMMANDE] [OPTIONS]"))
        #expect(result.stdout.contains("Sans commande, word-sudoku ouvre le jeu dans le terminal."))
        #expect(result.stdout.contains("Commandes :"))
        #expect(result.stdout.split(separator: "\n").contains { $0.hasPrefix("  play  ") && $0.contains(" Jouer une nouvelle partie") })
        #expect(!result.stdout.contains("Usage:"))
        #expect(result.stdout.contains("\nLancez « word-sudoku help COMMANDE » pour connaître les options d’une commande.\n"))
    }

    @Test func aCommandsHelpIsFrenchWithAFrenchLocale() throws {
        let result = try Binary.run(["help", "solve"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Utilisation : word-sudoku solve [--box RxC] [--count] [--time-limit S]\n                                [FICHIER ...]\n\nRésoudre"))
        #expect(result.stdout.contains("Code de retour :"))
    }

    @Test func langOptionChoosesTheHelpsLanguage() throws {
        let result = try Binary.run(["play", "--lang", "fr", "--help"], environment: Self.environment("C"))
        #expect(result.stdout.hasPrefix("Utilisation : word-sudoku play "))
    }

    @Test func unknownCommandIsAFrenchUsageErrorOnOneLine() throws {
        let result = try Binary.run(["frob"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(result.status == 2)
        #expect(result.stderr == "word-sudoku: commande inconnue « frob » (voir « word-sudoku --help »)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func badNumberIsAFrenchUsageError() throws {
        let result = try Binary.run(["generate", "--count", "x"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("word-sudoku: l’option « --count » attend un nombre entier de 1 à "))
        #expect(result.stderr.hasSuffix(", et non « x » (voir « word-sudoku help generate »)\n"))
    }

    /// A command's own usage error, its French form and the start of its English form.
    static let commandUsageErrors: [([String], String, String)] = [
        (["calendar", "2024-13"],
         "word-sudoku: mois attendu sous la forme AAAA-MM, et non « 2024-13 » (voir « word-sudoku help calendar »)\n",
         "word-sudoku: expected a month as YYYY-MM, got “2024-13” (see “word-sudoku help calendar”)\n"),
        (["daily", "--plain", "--date", "tomorrow"],
         "word-sudoku: l’option « --date » attend une date AAAA-MM-JJ, et non « tomorrow » (voir « word-sudoku help daily »)\n",
         "word-sudoku: option “--date” expects YYYY-MM-DD, got “tomorrow” (see “word-sudoku help daily”)\n"),
        (["generate", "--symmetry", "diagonal"],
         "word-sudoku: l’option « --symmetry » attend none, rotational ou mirror, et non « diagonal » (voir « word-sudoku help generate »)\n",
         "word-sudoku: option “--symmetry” expects none, rotational or mirror, got “diagonal” (see “word-sudoku help generate”)\n"),
        (["generate", "--size", "4", "--grade", "5"],
         "word-sudoku: une grille 4x4 n’a pas de niveau 5 (expert) ; elle offre les niveaux 1-3 (voir « word-sudoku help generate »)\n",
         "word-sudoku: a 4x4 grid has no grade 5 (expert); it offers grades 1-3 (see “word-sudoku help generate”)\n"),
        (["solve", "--box", "three"],
         "word-sudoku: l’option « --box » : « three » n’est pas une forme de bloc ; écrivez LIGNESxCOLONNES, par ex. 3x3 ou 2x3 (voir « word-sudoku help solve »)\n",
         "word-sudoku: option “--box”: “three” is not a box shape; write ROWSxCOLUMNS, e.g. 3x3 or 2x3 (see “word-sudoku help solve”)\n"),
        (["play", "--plain", "--seed", "1", "--code", "2x3-1-animals-K7Q2M"],
         "word-sudoku: donnez --seed ou --code, pas les deux (voir « word-sudoku help play »)\n",
         "word-sudoku: give --seed or --code, not both (see “word-sudoku help play”)\n"),
        (["play", "--plain", "--mode", "exam"],
         "word-sudoku: l’option « --mode » attend immediate ou at-finish, et non « exam » (voir « word-sudoku help play »)\n",
         "word-sudoku: option “--mode” expects immediate or at-finish, got “exam” (see “word-sudoku help play”)\n"),
        (["settings", "mode", "exam"],
         "word-sudoku: le réglage « mode » attend immediate, at-finish, et non « exam » (voir « word-sudoku help settings »)\n",
         "word-sudoku: setting “mode” expects immediate, at-finish, got “exam” (see “word-sudoku help settings”)\n"),
        (["stats", "--yes"],
         "word-sudoku: « --yes » ne s’emploie qu’avec « --clear » (voir « word-sudoku help stats »)\n",
         "word-sudoku: “--yes” only goes with “--clear” (see “word-sudoku help stats”)\n"),
        (["words", "frob"],
         "word-sudoku: action « frob » inconnue pour « words » (show, check, add, import ou export attendu) (voir « word-sudoku help words »)\n",
         "word-sudoku: unknown “words” action “frob” (expected show, check, add, import or export) (see “word-sudoku help words”)\n"),
        (["bench", "--only", "nothing"],
         "word-sudoku: l’option « --only » attend l’une des sections solver, generator, terminal, save, learning, fit, variety, et non « nothing » (voir « word-sudoku help bench »)\n",
         "word-sudoku: option “--only” expects one of solver, generator, terminal, save, learning, fit, variety, got “nothing” (see “word-sudoku help bench”)\n"),
    ]

    @Test(arguments: commandUsageErrors)
    func aCommandsUsageErrorIsFrenchWithAFrenchLocale(_ arguments: [String], _ french: String, _ english: String) throws {
        let result = try Binary.run(arguments, environment: Self.environment("fr_FR.UTF-8"))
        #expect(result.status == 2)
        #expect(result.stderr == french)
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: commandUsageErrors)
    func aCommandsUsageErrorIsEnglishWithTheCLocale(_ arguments: [String], _ french: String, _ english: String) throws {
        let result = try Binary.run(arguments, environment: Self.environment("C.UTF-8"))
        #expect(result.status == 2)
        #expect(result.stderr == english)
        #expect(result.stdout.isEmpty)
    }

    @Test func langOptionChoosesAUsageErrorsLanguage() throws {
        let french = try Binary.run(["play", "--plain", "--lang", "fr", "--grade", "impossible"], environment: Self.environment("C"))
        #expect(french.status == 2)
        #expect(french.stderr == "word-sudoku: l’option « --grade » attend 1-5 ou beginner, easy, medium, hard, expert, et non « impossible » (voir « word-sudoku help play »)\n")
        let english = try Binary.run(["play", "--plain", "--lang", "en", "--grade", "impossible"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(english.status == 2)
        #expect(english.stderr == "word-sudoku: option “--grade” expects 1-5 or beginner, easy, medium, hard, expert, got “impossible” (see “word-sudoku help play”)\n")
    }

    @Test func aGameSetupUsageErrorPointsToTheHelpInFrench() throws {
        let result = try Binary.run(["play", "--plain", "--show", "de"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix(" (voir « word-sudoku help play »)\n"))
        #expect(!result.stderr.contains("(see "))
    }

    @Test func generateSaysItsSeedInFrench() throws {
        let result = try Binary.run(["generate", "--size", "4", "--grade", "1"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(result.status == 0)
        let seed = try #require(result.stderr.split(separator: " ").dropFirst(2).first)
        #expect(result.stderr == "word-sudoku: graine \(seed) (utilisez --seed \(seed) pour refaire ces grilles)\n")
    }

    @Test func settingsShowsTheAllowedValuesInFrench() throws {
        let result = try Binary.run(["settings", "size"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(result.status == 0)
        #expect(result.stdout == "size          6           valeurs : 4, 6, 8, 9, 12, 16, 25 (blocs de la forme habituelle)\n")
    }

    @Test(arguments: Settings.keys.map(\.name))
    func everySettingHasFrenchAllowedValues(_ name: String) throws {
        #expect(CommandLineText.frenchAllowedValues[name] != nil,
                "no French values for setting '\(name)' in CommandLineText+Commands.swift")
    }

    @Test func englishIsUnchangedWithTheCLocale() throws {
        let help = try Binary.run(["--help"], environment: Self.environment("C"))
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("WordSudoku \(wordSudokuVersion): sudoku with words, a vocabulary trainer.\n\nUsage: word-sudoku [COMMAND] [OPTIONS]\n\nWithout a command, word-sudoku opens the game in the terminal.\n\nCommands:\n"))
        #expect(help.stdout.hasSuffix("\n\nRun “word-sudoku help COMMAND” for a command's options.\nOptions for every command: --help, --version.\n"))
        #expect(help.stdout == Command.overview(.en) + "\n")

        let solve = try Binary.run(["help", "solve"], environment: Self.environment("C"))
        #expect(solve.stdout == Command.solve.fullHelp(.en) + "\n")
        #expect(solve.stdout.hasPrefix("Usage: word-sudoku solve [--box RxC] [--count] [--time-limit S] [FILE ...]\n\nSolve "))
        #expect(solve.stdout.contains("\n\nOptions:\n  --box RxC "))

        let error = try Binary.run(["frob"], environment: Self.environment("C"))
        #expect(error.status == 2)
        #expect(error.stderr == "word-sudoku: unknown command “frob” (see “word-sudoku --help”)\n")
    }
}
