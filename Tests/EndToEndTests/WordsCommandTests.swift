import Foundation
import Testing

@Suite("word-sudoku words", .timeLimit(.minutes(15)))
struct WordsCommandTests {
    static let wordlists = Binary.benchmarkWordLists
    static let english = ["LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"]
    static let tmp = URL(fileURLWithPath: "/tmp")

    @Test func wordsListsTheBuiltInListsFromAnyDirectory() throws {
        let result = try Binary.run(["words"], environment: Self.english, currentDirectory: Self.tmp)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("NAME") == true)
        let animals = try #require(lines.first { $0.hasPrefix("animals ") })
        #expect(animals.contains(" A1 "))
        #expect(animals.hasSuffix("4×4, 6×6, 8×8, 9×9, 12×12, 16×16, 25×25"))
    }

    @Test func aCopyOfTheBinaryElsewhereStillHasTheLists() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("word-sudoku")
        try FileManager.default.copyItem(at: Binary.url, to: copy)
        // Another test's process started while the copy was being written may hold it open for
        // writing for a moment ("Text file busy"): a fresh try until it is closed.
        var attempts = 0
        var process: Process
        var output: Pipe
        while true {
            process = Process()
            process.executableURL = copy
            process.arguments = ["words", "show", "animals"]
            process.currentDirectoryURL = directory
            output = Pipe()
            process.standardOutput = output
            do {
                try process.runChild()
                break
            } catch let error as NSError where attempts < 50 && (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY) {
                attempts += 1
                usleep(100_000)
            }
        }
        let watchdog = Watchdog(process)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.finish("words show animals")
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self).contains("le chat"))
    }

    @Test func showPrintsTwoAlignedColumnsEvenWithDecomposedAccents() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("words-show-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // `e\u{301}te\u{301}` is decomposed: 5 scalars, 3 columns.
        try Data("fr\ten\nl'e\u{301}te\u{301}\tsummer\nle chat\tcat\n".utf8).write(to: directory.appendingPathComponent("list.tsv"))
        let result = try Binary.run(["words", "show", "list.tsv"], environment: Self.english, currentDirectory: directory)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("FR       EN"))
        #expect(lines.contains("l'été    summer"))
        #expect(lines.contains("le chat  cat"))
    }

    @Test func checkSaysOkWithTheSizesAListFills() throws {
        let result = try Binary.run(["words", "check", "frequency-120.json"], environment: Self.english, currentDirectory: Self.wordlists)
        #expect(result.status == 0)
        #expect(result.stdout == "frequency-120.json: ok: 120 pairs (fills 4×4, 6×6, 8×8, 9×9, 12×12, 16×16, 25×25)\n")
    }

    @Test func checkReportsEveryDuplicateWithItsLinesAndExits65() throws {
        let result = try Binary.run(["words", "check", "frequency-1500.tsv"], environment: Self.english, currentDirectory: Self.wordlists)
        #expect(result.status == 65)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 46)
        #expect(lines[0] == "frequency-1500.tsv:98:1: duplicate en word “to know” (also at line 28)")
        #expect(lines.filter { $0.contains("duplicate en word") }.count == 31)
        #expect(lines.filter { $0.contains("duplicate fr word") }.count == 14)
        #expect(lines.last == "frequency-1500.tsv: 45 problems")
    }

    @Test func checkOfAFileThatCannotBeOpenedExits66WithTheReason() throws {
        let result = try Binary.run(["words", "check", "no-such-list.csv"], environment: Self.english, currentDirectory: Self.tmp)
        #expect(result.status == 66)
        #expect(result.stderr == "word-sudoku: cannot open “no-such-list.csv”: No such file or directory\n")
    }

    @Test func checkOfABrokenJSONFileGivesLineAndColumn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("words-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("[{\"en\": \"cat\", \"fr\": \"le chat\"},\n {\"en\": \"dog\" \"fr\": \"le chien\"}]\n".utf8)
            .write(to: directory.appendingPathComponent("bad.json"))
        let result = try Binary.run(["words", "check", "bad.json"], environment: Self.english, currentDirectory: directory)
        #expect(result.status == 65)
        #expect(result.stdout == "bad.json:2:15: expected “,” or “}”\nbad.json: 1 problem\n")
    }

    @Test func messagesFollowTheLocale() throws {
        let result = try Binary.run(["words", "check", "frequency-120.json"], environment: ["LC_ALL": "fr_FR.UTF-8"], currentDirectory: Self.wordlists)
        #expect(result.stdout == "frequency-120.json: ok : 120 paires (remplit 4×4, 6×6, 8×8, 9×9, 12×12, 16×16, 25×25)\n")
    }

    @Test func anUnknownActionIsAUsageError() throws {
        let result = try Binary.run(["words", "frobnicate"], environment: Self.english)
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown “words” action “frobnicate”"))
    }
}
