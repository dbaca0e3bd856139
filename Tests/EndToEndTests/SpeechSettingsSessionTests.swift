import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 29, items 4 and 5 end to end: the program starts no espeak-ng until a word is to be
/// said, `settings` keeps speech's rate and voices (and refuses what espeak-ng could not take),
/// and `play --speak` says each word placed rightly in the voice and at the rate set. The
/// espeak-ng on `PATH` is a stand-in that writes down how it was run and what it was given.
@Suite("Speech settings, end to end", .serialized, .timeLimit(.minutes(15)))
struct SpeechSettingsSessionTests {
    /// A folder holding the stand-in espeak-ng, and the log it writes: `run: ARGUMENTS` for
    /// every run, `said: TEXT` for every word given it.
    struct FakeEspeak {
        let folder: String
        var log: String { folder + "/espeak.log" }
        var path: String { folder + ":/usr/bin:/bin" }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-espeak-log-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let script = StandInEspeak.script(first: "trap '' TERM\necho \"run: $*\" >> '\(folder)/espeak.log'",
                                              extraVoices: [" 5  fr-be           --/M      French_(Belgium)   roa/fr-BE            (fr 8)"],
                                              word: "echo \"said: $(cat)\" >> '\(folder)/espeak.log'")
            try StandInEspeak.install(script, as: "espeak-ng", in: folder)
        }

        var lines: [String] {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        func remove() { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Starting the full screen (the menu, or a game) runs no espeak-ng: its voices are asked
    /// for at the first word said. (It asked for them at every start.)
    @Test func theFullScreenStartsNoSpeakerUntilAWordIsSaid() throws {
        let espeak = try FakeEspeak()
        defer { espeak.remove() }
        let session = try TerminalSessionTests.Session(arguments: ["play", "--size", "4", "--seed", "3"],
                                                       environment: ["PATH": espeak.path])
        defer { session.close() }
        try #require(session.waitFor("Peeks"))
        usleep(300_000)
        #expect(espeak.lines.isEmpty, "run at start: \(espeak.lines)")
        session.send("\u{1b}[H")   // A1, a given
        session.send("\u{13}")     // ^S
        #expect(session.waitUntil(seconds: 5) { espeak.lines.contains { $0.hasPrefix("said: ") } })
        let lines = espeak.lines
        #expect(lines.first == "run: --voices")
        #expect(lines.contains("run: --stdin -v en -s 140"), "\(lines)")
        session.send("\u{3}")
        #expect(session.waitForExit())
    }

    static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// No child process at all while a game starts and is played without a word said (line
    /// mode, `play --speak` on, espeak-ng installed): the only program run is word-sudoku.
    @Test(.enabled(if: strace != nil, "strace is not installed"))
    func aGameThatSaysNothingRunsNoOtherProgram() throws {
        let espeak = try FakeEspeak()
        defer { espeak.remove() }
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let trace = espeak.folder + "/trace.txt"
        let result = try Binary.run(["-f", "-e", "trace=execve", "-o", trace, Binary.url.path, "play", "--plain", "--size", "4", "--seed", "3", "--speak"],
                                    input: "show\nquit\n", environment: ["WORD_SUDOKU_HOME": home, "PATH": espeak.path],
                                    executable: URL(fileURLWithPath: try #require(Self.strace)))
        #expect(result.status == 0, "\(result.stderr)")
        let runs = ((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains("execve(") }
        #expect(runs.count == 1, "\(runs)")
        #expect(espeak.lines.isEmpty)
    }

    @Test func settingsKeepTheRateAndAVoicePerLanguageAndRefuseBadOnes() throws {
        let espeak = try FakeEspeak()
        defer { espeak.remove() }
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["WORD_SUDOKU_HOME": home, "PATH": espeak.path]
        func run(_ arguments: String...) throws -> Binary.Result { try Binary.run(["settings"] + arguments, environment: environment) }

        #expect(try run("speech-rate", "200").status == 0)
        #expect(try run("voice", "fr", "fr-be").status == 0)
        let shown = try run("voice")
        #expect(shown.stdout.hasPrefix("voice         fr fr-be"), "\(shown.stdout)")
        #expect(try run("speech-rate").stdout.hasPrefix("speech-rate   200"))

        let fast = try run("speech-rate", "300")
        #expect(fast.status == 2)
        #expect(fast.stderr.contains("setting “speech-rate” expects 80-260 words a minute"), "\(fast.stderr)")
        // A voice espeak-ng has not got, said with those it has for the language.
        let typo = try run("voice", "fr", "fr-bee")
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("espeak-ng has no voice “fr-bee”; it has fr, fr-be, fr-fr"), "\(typo.stderr)")
        // What could never be a voice: an option, a path, a control character.
        for bad in ["-w", "fr/../x", "fr\u{1B}[2J"] {
            let refused = try run("--", "voice", "fr", bad)
            #expect(refused.status == 2, "\(bad)")
            #expect(refused.stderr.contains("setting “voice” expects LANGUAGE VOICE"), "\(refused.stderr)")
            #expect(!refused.stderr.contains("\u{1B}"))
        }
        #expect(try run("voice", "fr", "fr-be", "extra").status == 2)
        // Nothing refused was kept.
        #expect(try run("voice").stdout.hasPrefix("voice         fr fr-be"))
        #expect(try run("speech-rate").stdout.hasPrefix("speech-rate   200"))
        // In French too.
        let french = try Binary.run(["settings", "speech-rate", "10"], environment: environment.merging(["LANG": "fr_FR.UTF-8"]) { $1 })
        #expect(french.status == 2 && french.stderr.contains("le réglage « speech-rate » attend 80-260 mots par minute"), "\(french.stderr)")

        // Without espeak-ng a voice cannot be checked now: kept, and checked when a word is said.
        let without = try Binary.run(["settings", "voice", "es", "es-419"], environment: ["WORD_SUDOKU_HOME": home, "PATH": "/nonexistent"])
        #expect(without.status == 0, "\(without.stderr)")
        #expect(try run("voice").stdout.hasPrefix("voice         es es-419, fr fr-be"))
    }

    /// Runs line mode with `arguments`, giving it the lines one by one, each after `ready` says
    /// the one before was dealt with; returns what it printed.
    static func playLines(_ arguments: [String], environment: [String: String], lines: [(String, () -> Bool)]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = Binary.url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for key in ["LC_ALL", "LC_MESSAGES", "NO_COLOR"] { env[key] = nil }
        env["LANG"] = "C.UTF-8"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        nonisolated(unsafe) var printed = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { printed = output.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        for (line, ready) in lines {
            try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
            let start = Date()
            while !ready(), Date().timeIntervalSince(start) < 10 { usleep(10_000) }
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self))
    }

    /// `play --speak`: each word placed rightly is said, in the voice and at the rate set, in
    /// the language written; a wrong one is not. A voice espeak-ng has not got is said once, and
    /// the language's own voice is used.
    @Test func playSpeakSaysEachRightWordInTheVoiceSet() throws {
        let espeak = try FakeEspeak()
        defer { espeak.remove() }
        let game = ["play", "--plain", "--seed", "1", "--box", "2x3", "--words", "animals", "--peeks", "1", "--lang", "en"]
        let script = try PlayTests.learn(game)
        let home = PlayScript.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["WORD_SUDOKU_HOME": home, "PATH": espeak.path]
        #expect(try Binary.run(["settings", "speech-rate", "180"], environment: environment).status == 0)
        #expect(try Binary.run(["settings", "voice", "fr", "fr-be"], environment: environment).status == 0)
        let (wrongCell, rightCell) = (script.emptyCells[0], script.emptyCells[1])
        let right = script.answers[script.solution[rightCell] - 1]
        func said(_ count: Int) -> () -> Bool { { espeak.lines.filter { $0.hasPrefix("said: ") }.count >= count } }
        let played = try Self.playLines(game + ["--speak"], environment: environment, lines: [
            ("\(script.name(wrongCell)) \(script.wrongWord(wrongCell))", { true }),
            (script.right(rightCell), said(1)),
            ("quit", { true }),
        ])
        #expect(played.status == 0, "\(played.output)")
        let lines = espeak.lines
        #expect(lines.filter { $0.hasPrefix("said: ") } == ["said: " + right], "\(lines)")
        #expect(lines.contains("run: --stdin -v fr-be -s 180"), "\(lines)")

        // The same game without --speak says nothing, and runs no espeak-ng.
        try? FileManager.default.removeItem(atPath: espeak.log)
        let quiet = try Binary.run(game + ["--new"], input: script.right(rightCell) + "\nquit\n", environment: environment)
        #expect(quiet.status == 0)
        #expect(espeak.lines.isEmpty, "\(espeak.lines)")

        // A voice set while espeak-ng was away, and that it has not got: said once, in English.
        #expect(try Binary.run(["settings", "voice", "fr", "fr-xx"], environment: ["WORD_SUDOKU_HOME": home, "PATH": "/nonexistent"]).status == 0)
        let cells = script.emptyCells.prefix(3)
        let unknown = try Self.playLines(game + ["--speak", "--new"], environment: environment, lines: cells.enumerated().map { index, cell in
            (script.right(cell), said(index + 1))
        } + [("show", { true }), ("quit", { true })])
        #expect(unknown.output.components(separatedBy: "espeak-ng has no voice “fr-xx”").count == 2, "\(unknown.output)")
        #expect(espeak.lines.contains("run: --stdin -v fr -s 180"), "\(espeak.lines)")
    }
}
