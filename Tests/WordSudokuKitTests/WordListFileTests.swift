import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

@Suite("Word lists: files, limits and hostile input", .timeLimit(.minutes(15)))
struct WordListFileTests {
    @Test func theRealFrequency120ListLoadsCleanly() throws {
        let list = try WordList(contentsOfFile: BenchmarkWordLists.path("frequency-120.json"))
        #expect(list.pairs.count == 120)
        #expect(list.languages == ["en", "fr"])
        #expect(list.pairs[0] == WordPair(first: ["to be"], second: ["être"]))
        #expect(list.fillableSizes == GridSizes.all)
    }

    @Test func aFileThatCannotBeOpenedGivesItsPathAndTheSystemsReason() throws {
        let failure = try #require(throws: WordListFailure.self) { try WordList(contentsOfFile: "/nonexistent/animals.json") }
        #expect(failure.isUnopenable)
        #expect(failure.lines(in: .en) == ["cannot open “/nonexistent/animals.json”: No such file or directory"])
    }

    @Test func aDirectoryCannotBeOpenedAsAList() throws {
        let failure = try #require(throws: WordListFailure.self) { try WordList(contentsOfFile: "/tmp") }
        #expect(failure.isUnopenable)
        #expect(failure.lines(in: .en) == ["“/tmp” is not a file (a folder, a pipe or a device): not read"])
    }

    @Test func aPipeOrADeviceIsRefusedWithoutWaiting() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("list.tsv").path
        #expect(mkfifo(pipe, 0o644) == 0)
        for path in [pipe, "/dev/null", "/dev/zero"] {
            let failure = try #require(throws: WordListFailure.self) { try WordList(contentsOfFile: path) }
            #expect(failure.lines(in: .en) == ["“\(path)” is not a file (a folder, a pipe or a device): not read"])
        }
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

    @Test func aListJustUnderTheSizeLimitLoads() throws {
        var text = #"{"languages": ["en", "fr"], "pairs": ["#
        var count = 0
        while text.utf8.count < WordListFile.sizeLimit - 100 {
            text += (count == 0 ? "" : ",") + #"{"en": "word \#(count)", "fr": ["mot \#(count)", "le mot \#(count) (m)"]}"#
            count += 1
        }
        text += "]}"
        let path = try temporaryFile(named: "large.json", bytes: Array(text.utf8))
        defer { removeTemporaryFile(path) }
        let list = try WordList(contentsOfFile: path)
        #expect(list.pairs.count == count)
        #expect(list.pairs.last?.second == ["mot \(count - 1)", "le mot \(count - 1) (m)"])
    }

    @Test func readingStopsAfterAThousandProblems() {
        let text = "en\tfr\n" + String(repeating: "same\tmême\n", count: 2000)
        let lines = problems(text, file: "l.tsv")
        #expect(lines.count == 1001)
        #expect(lines[0] == "l.tsv:3:1: duplicate en word “same” (also at line 2)")
        #expect(lines.last == "l.tsv: more than 1000 problems: stopped reading here (is this a word list?)")
        let json = "[" + Array(repeating: #"{"en": "", "fr": ""}"#, count: 600).joined(separator: ",") + "]"
        let jsonLines = problems(json)
        #expect(jsonLines.count == 1001)
        #expect(jsonLines.last == "list.json: more than 1000 problems: stopped reading here (is this a word list?)")
    }

    /// Random bytes, in either reader, end in an answer a user can act on rather than a crash:
    /// a list with two languages and pairs, or problems (at least one, at most the thousand and
    /// the line that stops), each naming the file and printing none of the bytes raw (no
    /// control character reaches the terminal).
    @Test func randomBytesNeverCrashTheLoader() {
        var random = RandomSource(seed: 2026)
        for length in [0, 1, 2, 7, 64, 1000, 100_000] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8(random.nextInt(below: 256)) }
                for file in ["random.json", "random.tsv"] {
                    do {
                        let list = try WordList(bytes: bytes, fileName: file)
                        #expect(list.languages.count == 2 && !list.pairs.isEmpty, "\(file), \(length) bytes")
                    } catch {
                        let lines = error.lines(in: .en)
                        #expect((1...1001).contains(lines.count), "\(file), \(length) bytes: \(lines.count) lines")
                        for line in lines {
                            #expect(line.hasPrefix(file + ":"), "\(line)")
                            #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(line)")
                        }
                    }
                }
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

    @Test func mutatedRealListsNeverCrashTheLoader() throws {
        // Small edits of a real list reach the checks behind the parser: types, words, duplicates.
        var random = RandomSource(seed: 11)
        for file in ["frequency-120.json", "frequency-1500.csv"] {
            let original = try WordListFile.read(path: BenchmarkWordLists.path(file))
            let replacements = Array(#"{}[]",:\ 0aé\#n\#t"#.utf8) + [0x1B, 0xFF, 0xC3]
            for _ in 0..<Self.mutationRounds {
                var bytes = original
                for _ in 0..<(1 + random.nextInt(below: 4)) {
                    let at = random.nextInt(below: bytes.count)
                    switch random.nextInt(below: 3) {
                    case 0: bytes[at] = replacements[random.nextInt(below: replacements.count)]
                    case 1: bytes.remove(at: at)
                    default: bytes.insert(replacements[random.nextInt(below: replacements.count)], at: at)
                    }
                }
                let lines = problems(bytes: bytes, file: file)
                for line in lines { #expect(line.hasPrefix(file + ":")) }
            }
        }
    }

    static let mutationRounds = 100

    @Test func theFormatIsChosenByExtensionOrContent() {
        #expect(WordList.format(of: "a.JSON", bytes: []) == .json)
        #expect(WordList.format(of: "a.tsv", bytes: []) == .tsv)
        #expect(WordList.format(of: "a.csv", bytes: []) == .csv)
        #expect(WordList.format(of: "list.txt", bytes: Array("  [ {".utf8)) == .json)
        #expect(WordList.format(of: "list.txt", bytes: Array("en\tfr\n".utf8)) == .tsv)
        #expect(WordList.format(of: "list.txt", bytes: Array("en,fr\n".utf8)) == .csv)
    }

    @Test func everyErrorHasAFrenchSentenceToo() throws {
        let path = try BenchmarkWordLists.path("frequency-1500.tsv")
        let failure = try #require(throws: WordListFailure.self) { try WordList(contentsOfFile: path) }
        let french = failure.lines(in: .fr)
        #expect(french.first == "\(path):98:1: mot « to know » en double côté en (aussi à la ligne 28)")
    }
}
