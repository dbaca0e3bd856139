import Foundation
import Testing
@testable import WordSudokuKit

/// What spreadsheets really export, read as the list the teacher typed; and every list written
/// out (`exported(as:)`) reads back as itself.
@Suite("Word lists: importing spreadsheet exports, exporting lists", .timeLimit(.minutes(15)))
struct WordListImportTests {
    /// A list as a teacher types it: several answers per side, commas, semicolons, quotes, accents.
    static let tricky = WordList(title: "Tricky", languages: ["en", "fr"], pairs: [
        WordPair(first: ["bike", "bicycle"], second: ["le vélo", "la bicyclette"]),
        WordPair(first: ["he, it"], second: ["il"]),
        WordPair(first: ["he said \"hi\""], second: ["il a dit « salut »"]),
        WordPair(first: ["summer"], second: ["l'été"]),
        WordPair(first: ["first; second"], second: ["premier; second"]),
        WordPair(first: ["\"quoted\""], second: ["Noël"]),
    ])

    static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in text.utf16 {
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            bytes += littleEndian ? [low, high] : [high, low]
        }
        return bytes
    }

    // MARK: Reading what spreadsheets write

    @Test func aFrenchExcelCSVWithSemicolonsQuotesAndEmptyColumnsLoads() throws {
        let text = "\u{FEFF}en;fr;;\r\n\"he, it\";il;;\r\n\r\n\"first; second\";\"premier; second\";;\r\ncat;le chat;;\r\n"
        let list = try WordList(bytes: Array(text.utf8), fileName: "vocabulaire.csv")
        #expect(list.languages == ["en", "fr"])
        #expect(list.pairs == [
            WordPair(first: ["he, it"], second: ["il"]),
            WordPair(first: ["first; second"], second: ["premier; second"]),
            WordPair(first: ["cat"], second: ["le chat"]),
        ])
    }

    @Test func aCommaCSVWhoseWordsHoldSemicolonsStaysComma() throws {
        let list = try WordList(bytes: Array("en,fr\nsee; look,voir\n".utf8), fileName: "l.csv")
        #expect(list.pairs == [WordPair(first: ["see; look"], second: ["voir"])])
    }

    @Test func semicolonProblemsAreLocatedAsCommaOnes() {
        #expect(problems("en;fr\ncat;le chat\ndog;le chien;der Hund\ncat;le matou\n", file: "l.csv") == [
            "l.csv:3:1: expected 2 fields (en, fr), found 3",
            "l.csv:4:1: duplicate en word “cat” (also at line 2)",
        ])
    }

    @Test(arguments: [true, false])
    func unicodeTextFromExcelOrLibreOfficeIsReadAsUTF8(littleEndian: Bool) throws {
        let text = "en\tfr\r\nsummer\tl'été\r\nbike|bicycle\tle vélo\r\nChristmas\tNoël 🎄\r\n"
        let list = try WordList(bytes: Self.utf16(text, littleEndian: littleEndian), fileName: "unicode.txt")
        #expect(list == (try WordList(bytes: Array(text.utf8), fileName: "unicode.txt")))
        #expect(list.pairs[2].second == ["Noël 🎄"])
    }

    @Test func brokenUTF16IsRefusedWhereItBreaks() {
        var bytes = Self.utf16("en\tfr\ncat\tle chat\nd", littleEndian: true)
        bytes += [0x00, 0xD8]  // a lone high surrogate after "d" on line 3
        bytes += Self.utf16("og\tle chien\n", littleEndian: true).dropFirst(2)
        #expect(problems(bytes: bytes, file: "l.tsv") == ["l.tsv:3:2: the file is UTF-16 text with a broken character here (save it as UTF-8)"])
        #expect(problems(bytes: Self.utf16("en\tfr\n", littleEndian: true) + [0x41], file: "l.tsv")
                == ["l.tsv:2:1: the file is UTF-16 text with a broken character here (save it as UTF-8)"])
    }

    @Test func aUTF16JSONListLoadsToo() throws {
        let json = "{ \"title\": \"Été\", \"pairs\": [ { \"en\": \"summer\", \"fr\": \"l'été\" } ] }"
        let list = try WordList(bytes: Self.utf16(json, littleEndian: true), fileName: "summer.json")
        #expect(list.title == "Été")
        #expect(list.pairs == [WordPair(first: ["summer"], second: ["l'été"])])
    }

    // MARK: Writing lists out

    @Test(arguments: BuiltInWordLists.all.map(\.name))
    func everyBuiltInListReadsBackFromEveryFormat(name: String) throws {
        let list = try #require(BuiltInWordLists.named(name)).list
        let json = try WordList(bytes: Array(list.exported(as: .json).utf8), fileName: "\(name).json")
        #expect(json == list)
        for format in [WordList.Format.tsv, .csv] {
            let back = try WordList(bytes: Array(list.exported(as: format).utf8), fileName: "\(name).\(format.rawValue)")
            #expect(back.languages == list.languages)
            #expect(back.pairs == list.pairs)
        }
    }

    @Test func aListWithSeveralAnswersCommasQuotesAndAccentsReadsBack() throws {
        var list = Self.tricky
        list.titleFrench = "Piégeuse"
        list.level = "B1"
        list.peeks = 3
        #expect(try WordList(bytes: Array(list.exported(as: .json).utf8), fileName: "tricky.json") == list)
        let csv = try list.exported(as: .csv)
        #expect(csv.hasPrefix("en,fr\nbike|bicycle,le vélo|la bicyclette\n\"he, it\",il\n\"he said \"\"hi\"\"\",il a dit « salut »\n"))
        for format in [WordList.Format.tsv, .csv] {
            let back = try WordList(bytes: Array(list.exported(as: format).utf8), fileName: "tricky.\(format.rawValue)")
            #expect(back.pairs == list.pairs)
        }
    }

    @Test func aWordHoldingTheAnswerSeparatorIsExportedOnlyAsJSON() throws {
        let list = WordList(title: "Pipes", languages: ["en", "fr"], pairs: [WordPair(first: ["either|or"], second: ["ou"])])
        #expect(throws: WordList.ExportError.separatorInWord(word: "either|or", format: .tsv)) { try list.exported(as: .tsv) }
        #expect(try WordList(bytes: Array(list.exported(as: .json).utf8), fileName: "p.json") == list)
    }

    // MARK: Names

    @Test func anImportedNameIsSafeInAFileNameAndACode() {
        #expect(WordListLibrary.importedName("Verbes, semaine 3") == "verbes-semaine-3")
        #expect(WordListLibrary.importedName("Été à Noël") == "ete-a-noel")
        #expect(WordListLibrary.importedName("  ../../etc/passwd ") == "etc-passwd")
        #expect(WordListLibrary.importedName("evil\u{1B}[2J") == "evil-2j")
        #expect(WordListLibrary.importedName("глаголы_1") == "глаголы-1")
        #expect(WordListLibrary.importedName("...") == "")
        // Cut at 40 characters, then without the dash the cut left at the end.
        #expect(WordListLibrary.importedName(String(repeating: "abc ", count: 20)) == String(repeating: "abc-", count: 10).dropLast())
    }

    // MARK: Importing into the folder

    @Test func anImportKeepsTheListAsJSONUnderASafeNameByAddsRules() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("word-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let library = WordListLibrary(directory: home.appendingPathComponent("lists").path)
        let source = home.appendingPathComponent("Semaine 3.csv")
        let text = "en;fr\r\ncat;le chat\r\ndog;le chien\r\nbird;l'oiseau\r\nfish|fishes;le poisson\r\n"
        try Data(Self.utf16(text, littleEndian: true)).write(to: source)

        let added = try library.importList(contentsOfFile: source.path, name: "Animaux, semaine 3")
        #expect(added.outcome == .added)
        #expect(added.name == "animaux-semaine-3")
        #expect(added.path == library.directory + "/animaux-semaine-3.json")
        let kept = try WordList(contentsOfFile: added.path)
        #expect(kept.title == "Animaux, semaine 3")
        #expect(kept.pairs == (try WordList(bytes: Array(text.utf8), fileName: "x.csv")).pairs)
        #expect(try library.importList(contentsOfFile: source.path, name: "Animaux, semaine 3").outcome == .alreadyThere)

        // Without --name: the file's name, made safe; the title is the file's.
        let byFile = try library.importList(contentsOfFile: source.path)
        #expect(byFile.name == "semaine-3")
        #expect(try WordList(contentsOfFile: byFile.path).title == "Semaine 3")

        try Data("en,fr\nkitten,le chaton\ndog,le chien\nbird,l'oiseau\nfish,le poisson\n".utf8).write(to: source)
        #expect(throws: WordListLibrary.AdditionError.nameTaken(name: "semaine-3", path: library.directory + "/semaine-3.json")) {
            try library.importList(contentsOfFile: source.path)
        }
        #expect(try library.importList(contentsOfFile: source.path, replacing: true).outcome == .replaced)
        #expect(try WordList(contentsOfFile: byFile.path).pairs.first == WordPair(first: ["kitten"], second: ["le chaton"]))
        #expect(throws: WordListLibrary.AdditionError.unusableName(fileName: "---")) {
            try library.importList(contentsOfFile: source.path, name: "---")
        }
    }
}
