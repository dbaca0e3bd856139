import TestSupport
import Foundation
import Testing
@testable import WordSudokuKit

@Suite("About", .timeLimit(.minutes(15)))
struct AboutTests {
    @Test func theDataDirectoryShownIsTheOneTheStoreUses() {
        let environment = ["WORD_SUDOKU_HOME": "", "XDG_DATA_HOME": "/srv/xdg", "HOME": "/home/ana"]
        let about = About(environment: environment)
        #expect(about.dataDirectory == Store(environment: environment).directory)
        #expect(about.dataDirectory == "/srv/xdg/word-sudoku")
        #expect(about.paragraphs(.en).last!.hasPrefix("Your data (games, history, settings, lists): /srv/xdg/word-sudoku — "))
        #expect(about.paragraphs(.fr).last!.hasPrefix("Vos données (parties, historique, réglages, listes) : /srv/xdg/word-sudoku — "))
        #expect(About(environment: ["WORD_SUDOKU_HOME": "/tmp/class-4b"]).paragraphs(.en).last!.contains(": /tmp/class-4b — "))
    }

    @Test func aPathWithControlCharactersIsShownSafely() {
        let about = About(dataDirectory: "/tmp/\u{1B}[31mred")
        for language in UILanguage.allCases {
            #expect(about.paragraphs(language).last!.contains("/tmp/<U+001B>[31mred"))
            #expect(!about.paragraphs(language).joined().unicodeScalars.contains { DisplaySafe.isUnsafe($0) })
        }
    }

    @Test func itSaysTheVersionAndTheGPLInBothLanguages() {
        let about = About(dataDirectory: "/d")
        let english = about.paragraphs(.en), french = about.paragraphs(.fr)
        #expect(english.count == french.count)
        #expect(english[0] == "WordSudoku \(About.version): sudoku with words, a vocabulary trainer.")
        #expect(french[0] == "WordSudoku \(About.version) : le sudoku avec des mots, pour apprendre du vocabulaire.")
        #expect(english[1] == About.licence.en && french[1] == About.licence.fr)
        // The licence by name, the two places to read it, and the GPL's notices: free to share
        // and change, no warranty.
        #expect(english[1].hasPrefix("Licence: GNU General Public License v3.0 or later. "))
        #expect(french[1].hasPrefix("Licence : Licence publique générale GNU, version 3 ou ultérieure. "))
        for text in [english[1], french[1]] {
            #expect(text.contains(" https://www.gnu.org/licenses/gpl-3.0.html "))
            #expect(text.contains("LICENSE"))
            #expect(!text.contains("rights") && !text.contains("droits"))
        }
        #expect(english[1].contains("free software") && english[1].contains("no warranty"))
        #expect(french[1].contains("logiciel libre") && french[1].contains("sans aucune garantie"))
    }

    /// The LICENSE file About points to is at the top of the package, and is the GPL version 3
    /// whole (Debian's copy, /usr/share/common-licenses/GPL-3, byte for byte: 35,149 bytes).
    @Test func theLicenceFileIsTheGPLVersion3() throws {
        let root = PackageFiles.root
        let text = try String(contentsOf: root.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(text.hasPrefix("                    GNU GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007\n"))
        #expect(text.contains("either version 3 of the License, or\n    (at your option) any later version."))
        #expect(text.hasSuffix("<https://www.gnu.org/licenses/why-not-lgpl.html>.\n"))
        #expect(text.utf8.count == 35_149)
    }

    @Test func theWordListsAreCountedFromTheBuiltInLists() {
        let pairs = BuiltInWordLists.all.reduce(0) { $0 + $1.list.pairs.count }
        let english = About(dataDirectory: "/d").paragraphs(.en).joined(separator: "\n")
        let french = About(dataDirectory: "/d").paragraphs(.fr).joined(separator: "\n")
        #expect(english.contains("Word lists: \(BuiltInWordLists.all.count) built-in lists, \(pairs) English/French pairs at CEFR levels A1–B1"))
        #expect(french.contains("Listes de mots : \(BuiltInWordLists.all.count) listes intégrées, \(pairs) paires anglais/français des niveaux A1–B1"))
        // The puzzle sets are named after their sources (Benchmarks/puzzles/SOURCES.md).
        for source in ["dimitri/sudoku", "Gordon Royle", "CoderDennis/SudokuSolver", "Peter Norvig"] {
            #expect(english.contains(source) && french.contains(source))
        }
    }
}
