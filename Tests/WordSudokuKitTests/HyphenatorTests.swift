import TestSupport
import Foundation
import Testing
@testable import WordSudokuKit

/// The hyphenator against the Hyphen library (LibreOffice's), run on the same patterns over
/// every long word of the built-in lists (`Tests/Fixtures/hyphenation`), and the worksheet's
/// typography on top of the patterns.
@Suite("Hyphenation", .timeLimit(.minutes(15)))
struct HyphenatorTests {
    static let root = PackageFiles.root

    /// A forgotten `Scripts/embed-data.sh` fails here, not on a printed sheet.
    @Test func theEmbeddedPatternsMatchTheHyphenationFolderByteForByte() throws {
        let folder = Self.root.appendingPathComponent("Hyphenation")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".dic") }.sorted()
        #expect(HyphenationPatterns.sources.keys.sorted() == files, "run Scripts/embed-data.sh")
        for file in files {
            let onDisk = try Data(contentsOf: folder.appendingPathComponent(file))
            #expect(Data(HyphenationPatterns.sources[file, default: ""].utf8) == onDisk, "\(file) changed: run Scripts/embed-data.sh")
        }
    }

    /// libhyphen's answers: each word of a fixture and its breaks (`co=chon` → [2]).
    static func reference(_ language: String) throws -> [(word: String, breaks: [Int])] {
        let path = root.appendingPathComponent("Tests/Fixtures/hyphenation/libhyphen-\(language).tsv").path
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
            let fields = line.split(separator: "\t")
            var breaks: [Int] = [], count = 0
            for character in fields[1] {
                if character == "=" { breaks.append(count) } else { count += 1 }
            }
            return (String(fields[0]), breaks)
        }
    }

    /// `word` with a hyphen at each of its breaks.
    static func hyphenated(_ word: String, _ language: String) -> String {
        let characters = Array(word)
        let breaks = Hyphenator.forLanguage(language)?.breaks(in: word) ?? []
        return characters.indices.map { (breaks.contains($0) ? "-" : "") + String(characters[$0]) }.joined()
    }

    @Test(arguments: ["fr", "en"])
    func everyLongWordOfTheBuiltInListsBreaksWhereTheHyphenLibraryBreaksIt(language: String) throws {
        let reference = try Self.reference(language)
        #expect(reference.count > 250)
        let hyphenator = try #require(Hyphenator.forLanguage(language))
        for (word, expected) in reference {
            // The one place the worksheet is stricter: never next to an apostrophe.
            let characters = Array(word)
            let allowed = expected.filter { characters[$0 - 1] != "'" && characters[$0] != "'" }
            #expect(hyphenator.breaks(in: word) == allowed, "\(word)")
        }
    }

    @Test func theIssuesWordsBreakAtTheirSyllables() {
        // The breaks the Hyphen library gives on these patterns; the old sheets printed
        // coc-hon, cer-ise, ban-ana, l'ora-nge, éléph-ant.
        #expect(Self.hyphenated("cochon", "fr") == "co-chon")
        #expect(Self.hyphenated("cerise", "fr") == "ce-rise")
        #expect(Self.hyphenated("banane", "fr") == "ba-nane")
        #expect(Self.hyphenated("éléphant", "fr") == "élé-phant")
        #expect(Self.hyphenated("mouton", "fr") == "mou-ton")
        #expect(Self.hyphenated("l'orange", "fr") == "l'orange")
        #expect(Self.hyphenated("maintenant", "fr") == "main-te-nant")
        #expect(Self.hyphenated("banana", "en") == "ba-nana")
        #expect(Self.hyphenated("elephant", "en") == "ele-phant")
        #expect(Self.hyphenated("chocolate", "en") == "choco-late")
        // Capitals and accents as the lists write them.
        #expect(Self.hyphenated("Éléphant", "fr") == "Élé-phant")
        #expect(Self.hyphenated("e\u{301}le\u{301}phant", "fr") == "e\u{301}le\u{301}-phant")
    }

    @Test func aWordOfFewerThanSixLettersIsNeverBroken() throws {
        // The patterns would break these (libhyphen: pa=per, ti=ger, wa=ter); a sheet does not.
        #expect(Self.hyphenated("paper", "en") == "paper")
        #expect(Self.hyphenated("water", "en") == "water")
        #expect(Self.hyphenated("tiger", "fr") == "tiger")
        for entry in BuiltInWordLists.all {
            for pair in entry.list.pairs {
                for (side, language) in zip([Side.first, .second], entry.list.languages) {
                    for word in pair.shown(side).split(whereSeparator: { !$0.isLetter }) where word.count < 6 {
                        #expect(Hyphenator.forLanguage(language)?.breaks(in: word) == [], "\(word)")
                    }
                }
            }
        }
    }

    @Test func aBreakLeavesTwoCharactersBeforeItAndThreeAfter() throws {
        let french = try #require(HyphenationPatterns.sources["hyph_fr.dic"])
        // The French file allows 2 after a break (libhyphen so: `sa=me=di`); the worksheet asks for 3.
        #expect(Hyphenator(patterns: french, rightMin: 2).breaks(in: "samedi") == [2, 4])
        #expect(Hyphenator(patterns: french).breaks(in: "samedi") == [2])
        #expect(Hyphenator(patterns: french).leftMin == 2 && Hyphenator(patterns: french).rightMin == 3)
        // A file asking for more is obeyed.
        let strict = Hyphenator(patterns: "UTF-8\nLEFTHYPHENMIN 4\nRIGHTHYPHENMIN 4\n1na\n")
        #expect(strict.breaks(in: "bananana") == [4])
        #expect(Hyphenator(patterns: "UTF-8\n1na\n").breaks(in: "bananana") == [2, 4])
    }

    @Test func aLanguageWithoutPatternsIsNeverBroken() {
        #expect(Hyphenator.forLanguage("es") == nil)
        #expect(Hyphenator.forLanguage("fr-CA") != nil && Hyphenator.forLanguage("en_GB") != nil)
        #expect(BreakableText("anticonstitucionalmente", language: "es").words.map(\.pieces.count) == [1])
    }

    @Test func aCellsTextBreaksAtSpacesItsOwnHyphensAndItsHyphenationPoints() {
        let text = BreakableText("la grand-mère maintenant", language: "fr")
        #expect(text.words.map { $0.pieces.map(\.text) } == [["la"], ["grand-", "mère"], ["main", "te", "nant"]])
        #expect(text.words[1].pieces[0].breakAfter == .ownHyphen)
        #expect(text.words[2].pieces[0].breakAfter == .hyphenation)
        // A bracketed gloss: the word inside is hyphenated, the brackets kept.
        #expect(BreakableText("(elephant)", language: "en").words[0].pieces.map(\.text) == ["(ele", "phant)"])
    }
}
