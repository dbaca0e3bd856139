import Foundation
import Testing
import WordSudokuKit

@Suite("about", .timeLimit(.minutes(15)))
struct AboutCommandTests {
    @Test func aboutSaysTheVersionLicenceSourcesAndTheDataFolderInUse() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-about-\(UUID().uuidString)").path
        let result = try Binary.run(["about"], environment: ["WORD_SUDOKU_HOME": home])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "WordSudoku \(About.version): sudoku with words, a vocabulary trainer.")
        #expect(lines.contains(About.licence.en))
        #expect(lines.contains { $0.hasPrefix("Licence: GNU General Public License v3.0 or later.") && $0.contains("https://www.gnu.org/licenses/gpl-3.0.html") })
        #expect(lines.contains { $0.hasPrefix("Word lists: 18 built-in lists") })
        #expect(lines.contains { $0.hasPrefix("Your data (games, history, settings, lists): \(home) — ") })
        // The version is the one --version prints.
        let version = try Binary.run(["--version"])
        #expect(version.stdout == "word-sudoku \(About.version)\n")
    }

    @Test func aboutSpeaksFrenchAndFollowsXDGDataHome() throws {
        let result = try Binary.run(["about", "--lang", "fr"], environment: ["WORD_SUDOKU_HOME": "", "XDG_DATA_HOME": "/nonexistent/xdg"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("WordSudoku \(About.version) : le sudoku avec des mots"))
        #expect(result.stdout.contains(About.licence.fr))
        #expect(result.stdout.contains("\nLicence : Licence publique générale GNU, version 3 ou ultérieure"))
        #expect(result.stdout.contains("Vos données (parties, historique, réglages, listes) : /nonexistent/xdg/word-sudoku — "))
    }

    @Test func aboutIsInTheHelpInBothLanguages() throws {
        let help = try Binary.run(["--help"])
        #expect(help.stdout.contains("\n  about "))
        let english = try Binary.run(["help", "about"])
        #expect(english.status == 0)
        #expect(english.stdout.hasPrefix("Usage: word-sudoku about [--lang en|fr]"))
        let french = try Binary.run(["help", "about"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.stdout.contains("Afficher la version, la licence"))
    }

    @Test func aboutTakesNoOperands() throws {
        let result = try Binary.run(["about", "extra"])
        #expect(result.status == 2)
    }
}
