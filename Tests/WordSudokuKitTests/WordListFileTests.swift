import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

@Suite("Word lists: files, limits and hostile input")
struct WordListFileTests {
    @Test func theRealFrequency120ListLoadsCleanly() throws {
        let list = try WordList(contentsOfFile: SharedWordLists.path("frequency-120.json"))
        #expect(list.pairs.count == 120)
        #expect(list.languages == ["en", "fr"])
        #expect(list.pairs[0] == WordPair(first: ["to be"], second: ["être"]))
        #expect(list.fillableSizes == GridSizes.all)
    }

    @Test func aFileThatCannotBeOpenedGivesItsPathAndTheSystemsReason() throws {
        let failure = try #require(throws: WordListFailure.self) { try WordList(contentsOfFile: "/nonexistent/animals.json") }
        #expect(failure.isUnopenable)
        #expect(failure.lines(in: .en) == ["cannot open '/nonexistent/animals.json': No such file or directory"])
    }

    @Test func aDirectoryCannotBeOpenedAsAList() throws {
        let failure = try #require(throws: WordListFailure.self) { try WordList(contentsOfFile: "/tmp") }
        #expect(failure.isUnopenable)
        #expect(failure.lines(in: .en) == ["cannot open '/tmp': Is a directory"])
    }

    @Test func aFileOverOneMebibyteIsRefused() throws {
        let path = try temporaryFile(named: "big.json", bytes: [UInt8](repeating: 0x20, count: WordListFile.sizeLimit + 1))
        defer { removeTemporaryFile(path) }
        let failure = try #require(throws: WordListFailure.self) { try WordList(contentsOfFile: path) }
        #expect(!failure.isUnopenable)
        #expect(failure.lines(in: .en) == ["\(path): the file is 1048577 bytes; a word list may be at most 1 MiB (1048576 bytes)"])
    }

    @Test func aTenMegabyteFileIsRefusedBeforeItIsRead() throws {
        let path = try temporaryFile(named: "huge.json", bytes: Array(repeating: UInt8(ascii: "["), count: 10_000_000))
        defer { removeTemporaryFile(path) }
        let failure = try #require(throws: WordListFailure.self) { try WordList(contentsOfFile: path) }
        #expect(failure.errors == [.tooLarge(bytes: 10_000_000)])
    }

    @Test func aHundredThousandLevelsOfNestingAreRefusedWithoutRecursion() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(problems(deep) == ["list.json:1:65: nested more than 64 levels deep"])
        let deepObjects = String(repeating: "{\"a\":", count: 100_000)
        #expect(problems(deepObjects) == ["list.json:1:321: nested more than 64 levels deep"])
    }

    @Test func randomBytesNeverCrashTheLoader() {
        var random = RandomSource(seed: 2026)
        for length in [0, 1, 2, 7, 64, 1000, 100_000] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8(random.nextInt(below: 256)) }
                _ = problems(bytes: bytes, file: "random.json")
                _ = problems(bytes: bytes, file: "random.tsv")
            }
        }
    }

    @Test func randomJSONLikeTextNeverCrashesTheLoader() {
        // Text made of JSON's own characters reaches deeper into the reader than random bytes.
        let alphabet = Array(#"{}[]",:"0123456789-+.eE truefalsnl\u00e9 "en""fr""pairs""languages"\#n\#t"#.utf8)
        var random = RandomSource(seed: 7)
        var loaded = 0
        for _ in 0..<3000 {
            let length = random.nextInt(below: 80)
            let bytes = (0..<length).map { _ in alphabet[random.nextInt(below: alphabet.count)] }
            if problems(bytes: bytes).isEmpty { loaded += 1 }
            _ = problems(bytes: bytes, file: "random.csv")
        }
        #expect(loaded < 3000)
    }

    @Test func theFormatIsChosenByExtensionOrContent() {
        #expect(WordList.format(of: "a.JSON", bytes: []) == .json)
        #expect(WordList.format(of: "a.tsv", bytes: []) == .tsv)
        #expect(WordList.format(of: "a.csv", bytes: []) == .csv)
        #expect(WordList.format(of: "list.txt", bytes: Array("  [ {".utf8)) == .json)
        #expect(WordList.format(of: "list.txt", bytes: Array("en\tfr\n".utf8)) == .tsv)
        #expect(WordList.format(of: "list.txt", bytes: Array("en,fr\n".utf8)) == .csv)
    }

    @Test func everyErrorHasAFrenchSentenceToo() throws {
        let failure = try #require(throws: WordListFailure.self) { try WordList(contentsOfFile: SharedWordLists.path("frequency-1500.tsv")) }
        let french = failure.lines(in: .fr)
        #expect(french.first == "\(SharedWordLists.path("frequency-1500.tsv")):98:1: mot « to know » en double côté en (aussi à la ligne 28)")
    }
}
