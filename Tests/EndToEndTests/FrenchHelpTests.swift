import Foundation
import Testing
@testable import word_sudoku

/// The command line's help and usage errors are in French when the UI language is French, and
/// unchanged in English.
@Suite("Help in French")
struct FrenchHelpTests {
    /// A locale and an empty store, so no saved language setting interferes.
    static func environment(_ lang: String) -> [String: String] {
        ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": "", "WORD_SUDOKU_HOME": PlayScript.temporaryHome()]
    }

    @Test(arguments: Command.all.map(\.name))
    func everyCommandHasAFrenchSummaryAndDetails(_ name: String) throws {
        let command = try #require(Command.named(name))
        let french = try #require(Command.frenchHelp[name], "no French help for '\(name)' in CommandHelp+French.swift")
        #expect(!french.summary.isEmpty)
        #expect(french.summary != command.summary)
        #expect(french.details.isEmpty == command.details.isEmpty)
        if !command.details.isEmpty { #expect(french.details != command.details) }
    }

    @Test func helpIsFrenchWithAFrenchLocale() throws {
        let result = try Binary.run(["--help"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("WordSudoku "))
        #expect(result.stdout.contains("Utilisation : word-sudoku [COMMANDE] [OPTIONS]"))
        #expect(result.stdout.contains("Sans commande, word-sudoku ouvre le jeu dans le terminal."))
        #expect(result.stdout.contains("Commandes :"))
        #expect(result.stdout.contains("  play      Jouer une nouvelle partie"))
        #expect(!result.stdout.contains("Usage:"))
    }

    @Test func aCommandsHelpIsFrenchWithAFrenchLocale() throws {
        let result = try Binary.run(["help", "solve"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Utilisation : word-sudoku solve [--box RxC] [--count] [FILE ...]\n\nRésoudre"))
        #expect(result.stdout.contains("Code de retour :"))
    }

    @Test func langOptionChoosesTheHelpsLanguage() throws {
        let result = try Binary.run(["play", "--lang", "fr", "--help"], environment: Self.environment("C"))
        #expect(result.stdout.hasPrefix("Utilisation : word-sudoku play "))
    }

    @Test func unknownCommandIsAFrenchUsageErrorOnOneLine() throws {
        let result = try Binary.run(["frob"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(result.status == 2)
        #expect(result.stderr == "word-sudoku: commande inconnue 'frob' (voir 'word-sudoku --help')\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func badNumberIsAFrenchUsageError() throws {
        let result = try Binary.run(["generate", "--count", "x"], environment: Self.environment("fr_FR.UTF-8"))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("word-sudoku: l’option '--count' attend un nombre entier de 1 à "))
        #expect(result.stderr.hasSuffix(", et non 'x' (voir 'word-sudoku help generate')\n"))
    }

    @Test func englishIsUnchangedWithTheCLocale() throws {
        let help = try Binary.run(["--help"], environment: Self.environment("C"))
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("WordSudoku \(wordSudokuVersion): sudoku with words, a vocabulary trainer.\n\nUsage: word-sudoku [COMMAND] [OPTIONS]\n\nWithout a command, word-sudoku opens the game in the terminal.\n\nCommands:\n"))
        #expect(help.stdout.hasSuffix("\n\nRun 'word-sudoku help COMMAND' for a command's options.\nOptions for every command: --help, --version.\n"))
        #expect(help.stdout == Command.overview(.en) + "\n")

        let solve = try Binary.run(["help", "solve"], environment: Self.environment("C"))
        #expect(solve.stdout == "Usage: word-sudoku \(Command.solve.usage)\n\n\(Command.solve.summary)\n\n\(Command.solve.details)\n")

        let error = try Binary.run(["frob"], environment: Self.environment("C"))
        #expect(error.status == 2)
        #expect(error.stderr == "word-sudoku: unknown command 'frob' (see 'word-sudoku --help')\n")
    }
}
