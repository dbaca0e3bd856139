import Testing
@testable import WordSudokuKit

@Suite("About", .timeLimit(.minutes(1)))
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

    @Test func itSaysTheVersionAndThatNoLicenceIsChosenInBothLanguages() {
        let about = About(dataDirectory: "/d")
        let english = about.paragraphs(.en), french = about.paragraphs(.fr)
        #expect(english.count == french.count)
        #expect(english[0] == "WordSudoku \(About.version): sudoku with words, a vocabulary trainer.")
        #expect(french[0] == "WordSudoku \(About.version) : le sudoku avec des mots, pour apprendre du vocabulaire.")
        #expect(english.contains(About.licence.en) && french.contains(About.licence.fr))
        #expect(About.licence.en.contains("no licence has been chosen yet") && About.licence.en.contains("all rights are reserved"))
        #expect(About.licence.fr.contains("pas encore choisi de licence") && About.licence.fr.contains("tous droits réservés"))
    }

    @Test func theWordListsAreCountedFromTheBuiltInLists() {
        let pairs = BuiltInWordLists.all.reduce(0) { $0 + $1.list.pairs.count }
        let english = About(dataDirectory: "/d").paragraphs(.en).joined(separator: "\n")
        let french = About(dataDirectory: "/d").paragraphs(.fr).joined(separator: "\n")
        #expect(english.contains("Word lists: \(BuiltInWordLists.all.count) built-in lists, \(pairs) English/French pairs at CEFR levels A1–B1"))
        #expect(french.contains("Listes de mots : \(BuiltInWordLists.all.count) listes intégrées, \(pairs) paires anglais/français des niveaux A1–B1"))
        // The puzzle sets are named after their sources (../shared/puzzles/SOURCES.md).
        for source in ["dimitri/sudoku", "Gordon Royle", "CoderDennis/SudokuSolver", "Peter Norvig"] {
            #expect(english.contains(source) && french.contains(source))
        }
    }
}
