import Foundation
import Testing

/// The bad inputs of issue 11 that the command line meets, each given to the real program: one
/// line on stderr, the documented exit status, nothing crashed, nothing left waiting.
@Suite("Hostile input", .timeLimit(.minutes(15)))
struct HostileInputTests {
    static func run(_ arguments: [String], input: String = "", home: String) throws -> Binary.Result {
        try Binary.run(arguments, input: input, environment: ["WORD_SUDOKU_HOME": home, "LANG": "C"], timeout: 30)
    }

    static func withHome(_ body: (String) throws -> Void) rethrows {
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try body(home)
    }

    /// A folder with a named pipe in it, removed afterwards.
    static func withPipe(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("pipe.tsv").path
        #expect(mkfifo(pipe, 0o644) == 0)
        try body(pipe)
    }

    /// One line on stderr, saying `word-sudoku: …` and ending with the command's help.
    static func expectOneUsageLine(_ result: Binary.Result, naming fragment: String, _ arguments: [String]) {
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("word-sudoku: "), "\(arguments)")
        #expect(result.stderr.contains(fragment), "\(arguments): \(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments): \(result.stderr)")
    }

    // MARK: Bounded arguments and codes

    @Test(arguments: ["solve", "rate", "generate", "play"])
    func aHugeBoxIsAUsageError(command: String) throws {
        try Self.withHome { home in
            let arguments = [command, "--box", "4294967296x4294967296"] + (command == "play" ? ["--plain"] : [])
            let result = try Self.run(arguments, home: home)
            Self.expectOneUsageLine(result, naming: "a 4294967296x4294967296 box is too large; grids from 4x4 to 25x25 are supported", arguments)
        }
    }

    /// Out of range, each names the range or the form it expects.
    @Test(arguments: [
        (["generate", "--count", "0"], "from 1 to 1000000"),
        (["generate", "--count", "99999999999999999999"], "from 1 to 1000000"),
        (["generate", "--seed", "1e99"], "from 0 to 18446744073709551615"),
        (["generate", "--seed", "18446744073709551616"], "from 0 to 18446744073709551615"),
        (["play", "--plain", "--seed", "1e99"], "from 0 to 18446744073709551615"),
        (["play", "--plain", "--peeks", "100"], "from 0 to 99"),
        (["play", "--plain", "--size", "999999999999"], "from 4 to 25"),
        (["bench", "--runs", "99999999999999999999"], "from 1 to 100"),
        (["daily", "--plain", "--date", "99999-99-99"], "expects YYYY-MM-DD"),
        (["daily", "--plain", "--date", "2026-02-30"], "expects YYYY-MM-DD"),
        (["calendar", "99999-13"], "expected a month as YYYY-MM"),
        (["settings", "size", "999999999999"], "expects 4, 6, 8, 9, 12, 16, 25"),
        (["settings", "box", "0x0"], "expects RxC"),
        (["settings", "box", "4294967296x4294967296"], "expects RxC"),
        (["generate", "--box", "0x0"], "a 0x0 box gives a 0x0 grid"),
    ])
    func aNumberOutOfItsRangeIsAUsageErrorNamingTheRange(arguments: [String], fragment: String) throws {
        try Self.withHome { home in
            Self.expectOneUsageLine(try Self.run(arguments, home: home), naming: fragment, arguments)
        }
    }

    /// Codes with absurd fields: a shape too large, grade 0 or 99, a seed past 64 bits, a word
    /// index past `Int.max` (it crashed `play`), too many indices.
    @Test(arguments: [
        "4294967296x4294967296-1-animals-K7",
        "2x2-0-animals-K7",
        "2x2-99-animals-K7",
        "2x2-1-animals-ZZZZZZZZZZZZZ",
        "2x2-1-animals-K7.8000000000000000000000000100000000000020000000000003",
        "2x2-1-animals-K7.FZZZZZZZZZZZZ000000000000100000000000020000000000003",
        "2x2-1-animals-K7." + String(repeating: "1", count: 4 * 14),
    ])
    func anAbsurdCodeIsAUsageError(code: String) throws {
        try Self.withHome { home in
            let arguments = ["play", "--plain", "--code", code]
            Self.expectOneUsageLine(try Self.run(arguments, home: home), naming: "is not a puzzle code", arguments)
        }
    }

    @Test func aCodeNamingTheSameWordTwiceIsABrokenInput() throws {
        try Self.withHome { home in
            let result = try Self.run(["play", "--plain", "--code", "2x2-1-animals-K7.0001"], home: home)
            #expect(result.status == 65)
            #expect(result.stderr == "word-sudoku: this code names words that the list “animals” does not have\n")
        }
    }

    // MARK: Sanitized echoes

    static let escape = "\u{1B}]0;pwned\u{07}\u{1B}[2J"

    /// Every place a message repeats what was typed: the escape sequence is shown by its codes.
    @Test(arguments: [
        ["x\(escape)"],
        ["--x\(escape)"],
        ["solve", "--x\(escape)"],
        ["generate", "--grade", escape],
        ["generate", "--size", escape],
        ["generate", "--box", escape],
        ["generate", "--seed", escape],
        ["play", "--plain", "--code", "2x2-1-\(escape)-K7.01"],
        ["play", "--plain", "--mode", escape],
        ["play", "--plain", "--show", escape],
        ["play", "--plain", "--lang", escape],
        ["settings", escape],
        ["settings", "grade", escape],
        ["calendar", escape],
        ["daily", "--plain", "--date", escape],
        ["stats", escape],
        ["words", escape],
        ["words", "check", "/nonexistent/\(escape).tsv"],
        ["solve", "/nonexistent/\(escape).txt"],
        ["rate", "/nonexistent/\(escape).txt"],
    ])
    func anEscapeSequenceTypedIsEchoedByItsCodes(arguments: [String]) throws {
        try Self.withHome { home in
            let result = try Self.run(arguments, home: home)
            #expect(result.status != 0)
            #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("<U+001B>"), "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains("\u{1B}"))
        }
    }

    @Test func aPuzzleCharacterAndFileNameAreEchoedByTheirCodes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = folder.appendingPathComponent("p\u{1B}[2J.txt").path
        // 16 cells, the second an escape character.
        try "1\u{1B}..............\n".write(toFile: name, atomically: true, encoding: .utf8)
        for command in ["solve", "rate"] {
            let result = try Binary.run([command, name], timeout: 30)
            #expect(result.status == 1, "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}"), "\(command): \(result.stderr)")
            #expect(result.stderr.contains("p<U+001B>[2J.txt:1: "), "\(command): \(result.stderr)")
        }
    }

    @Test func aJSONKeyHoldingAnEscapeSequenceIsEchoedByItsCodes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("l\u{1B}[31m.json").path
        try #"{"languages": ["en", "fr"], "\u001b[2J": 1, "pairs": [{"en": "cat", "fr": "le chat", "x\u001b]0;t\u0007": "y"}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Binary.run(["words", "check", path], timeout: 30)
        #expect(result.status == 65)
        #expect(!result.stderr.contains("\u{1B}") && !result.stdout.contains("\u{1B}"), "\(result.stderr)")
        // `words check` reports a list's problems on standard output.
        #expect(result.stdout.contains("l<U+001B>[31m.json:1:29: <U+001B>[2J: unknown key"), "\(result.stdout)")
        #expect(result.stdout.contains(":1:86: pairs[0].x<U+001B>]0;t<U+0007>: unknown key"), "\(result.stdout)")
    }

    // MARK: Files that are not files

    @Test(arguments: [["words", "check"], ["play", "--plain", "--words"], ["solve"], ["rate"], ["words", "show"], ["words", "add"]])
    func aPipeNamedAsAFileIsRefusedAtOnce(command: [String]) throws {
        try Self.withPipe { pipe in
            try Self.withHome { home in
                let result = try Self.run(command + [pipe], home: home)
                #expect(result.status == 66, "\(command): \(result.stderr)")
                #expect(result.stderr.contains("“\(pipe)”"), "\(command): \(result.stderr)")
                #expect(result.stderr.contains("not a file (a folder, a pipe or a device)"), "\(command): \(result.stderr)")
            }
        }
    }

    @Test(arguments: ["solve", "rate"])
    func aFolderOrADeviceIsNotAPuzzleFile(command: String) throws {
        for path in ["/tmp", "/dev/zero"] {
            let result = try Binary.run([command, path], timeout: 30)
            #expect(result.status == 66)
            #expect(result.stderr == "word-sudoku: cannot open “\(path)”: not a file (a folder, a pipe or a device), not read; give - to read standard input\n")
        }
    }

    /// `settings words` keeps a list file by its path without opening it, so a pipe is kept too;
    /// nothing after that waits on the pipe: the other settings still change, and `play`
    /// refuses the list at once with the not-a-file exit status. (A wait would be killed by
    /// `run`'s watchdog and show as a signal, not these statuses.)
    @Test func aListSettingNamingAPipeNeverWaitsForIt() throws {
        try Self.withPipe { pipe in
            try Self.withHome { home in
                let kept = try Self.run(["settings", "words", pipe], home: home)
                #expect(kept.status == 0, "\(kept.stderr)")
                #expect(kept.stdout.hasPrefix("words ") && kept.stdout.contains(pipe), "\(kept.stdout)")
                let shown = try Self.run(["settings", "show", "en"], home: home)
                #expect(shown.status == 0, "\(shown.stderr)")
                #expect(shown.stdout.hasPrefix("show "), "\(shown.stdout)")
                let played = try Self.run(["play", "--plain"], home: home)
                #expect(played.status == 66)
                #expect(played.stderr == "word-sudoku: “\(pipe)” is not a file (a folder, a pipe or a device): not read\n")
            }
        }
    }

    @Test func standardInputIsStillReadAsDash() throws {
        let list = "en\tfr\ncat\tle chat\ndog\tle chien\nbird\tl'oiseau\nfish\tle poisson\n"
        let result = try Binary.run(["words", "check", "-"], input: list, timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("-: "))
        let broken = try Binary.run(["words", "check", "-"], input: "en\tfr\ncat\tle chat\ncat\tle chien\n", timeout: 30)
        #expect(broken.status == 65)
        #expect(broken.stdout.hasPrefix("<stdin>:3:1: duplicate en word “cat” (also at line 2)"), "\(broken.stdout)")
    }

    @Test func standardInputCannotBeAddedAsAList() throws {
        try Self.withHome { home in
            let result = try Self.run(["words", "add", "-"], input: "en\tfr\ncat\tle chat\n", home: home)
            Self.expectOneUsageLine(result, naming: "give a file, not - (standard input)", ["words", "add", "-"])
            #expect(!FileManager.default.fileExists(atPath: home + "/lists"))
        }
    }
}
