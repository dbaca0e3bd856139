import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 29 item 3: `play --listen` and `--dictation` on the command line, with a stand-in
/// espeak-ng on `PATH` that writes down what it was asked to say, and without one.
@Suite("play --listen", .serialized, .timeLimit(.minutes(15)))
final class ListeningCommandTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-listen-\(UUID().uuidString)").path
    /// A folder with only the stand-in espeak-ng, and the file it writes the words it says to.
    let speaker: String
    var said: String { speaker + "/said.txt" }

    init() throws {
        speaker = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-listen-espeak-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: speaker, withIntermediateDirectories: true)
        try StandInEspeak.install(StandInEspeak.script(word: #"{ echo "$3: $(cat)"; } >> ""# + speaker + #"/said.txt""#),
                                  as: "espeak-ng", in: speaker)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: home)
        try? FileManager.default.removeItem(atPath: speaker)
    }

    func run(_ arguments: [String], input: String? = nil, withSpeech: Bool = true, language: String = "C.UTF-8") throws -> Binary.Result {
        try Binary.run(arguments, input: input, environment: ["WORD_SUDOKU_HOME": home, "LANG": language,
                                                             "PATH": withSpeech ? speaker + ":/usr/bin:/bin" : "/nonexistent"])
    }

    /// What the stand-in was asked to say, once it has said it (it runs in the background).
    func saidLines(count: Int) -> [String] {
        let deadline = Date().addingTimeInterval(5)
        var lines: [String] = []
        repeat {
            lines = ((try? String(contentsOfFile: said, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.count >= count { break }
            usleep(20_000)
        } while Date() < deadline
        return lines
    }

    @Test(arguments: [("C.UTF-8", "needs espeak-ng"), ("fr_FR.UTF-8", "besoin d’espeak-ng")])
    func withoutEspeakAListeningGameIsRefusedWithStatus69(language: String, expected: String) throws {
        for flag in ["--listen", "--dictation"] {
            let result = try run(["play", flag, "--plain", "--size", "4", "--seed", "3"], input: "quit\n", withSpeech: false, language: language)
            #expect(result.status == 69)
            #expect(result.stderr.contains(expected), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: home + "/game.json"))
        }
        let both = try run(["play", "--listen", "--dictation", "--plain"], input: "quit\n")
        #expect(both.status == 2)
    }

    /// The board shows the speaker, `say` says the given's word in its language (its reply
    /// names the cell, not the word the game hides: a play-tester read it there), and the game
    /// is saved and resumed as a listening game — which a computer without espeak-ng refuses
    /// to resume (69), keeping it.
    @Test func aListeningGameHidesItsGivensSaysThemAndResumesAsOne() throws {
        let played = try run(["play", "--listen", "--plain", "--size", "4", "--seed", "3"], input: "say A1\nquit\n")
        #expect(played.status == 0, "\(played.stderr)")
        #expect(played.stdout.contains("[🔊]"))
        #expect(!played.stdout.contains("[goat]"))
        #expect(played.stdout.contains("Saying the word in A1 (en)."))
        #expect(!played.stdout.contains("goat"), "\(played.stdout)")
        #expect(saidLines(count: 1) == ["en: goat"])
        let saved = try String(contentsOfFile: home + "/game.json", encoding: .utf8)
        #expect(saved.contains("\"listening\":\"heard\""))

        let refused = try run(["resume", "--plain"], input: "quit\n", withSpeech: false)
        #expect(refused.status == 69)
        #expect(FileManager.default.fileExists(atPath: home + "/game.json"))

        let resumed = try run(["resume", "--plain"], input: "dire A1\nquitter\n", language: "fr_FR.UTF-8")
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stdout.contains("Écoute : les mots donnés [🔊]"))
        #expect(resumed.stdout.contains("Dit : le mot de A1 (en)."))
        #expect(!resumed.stdout.contains("goat"))
        #expect(saidLines(count: 2) == ["en: goat", "en: goat"])
    }

    /// Dictation: the given is said in the language written.
    @Test func aDictationSaysTheGivensInTheLanguageWritten() throws {
        let played = try run(["play", "--dictation", "--plain", "--size", "4", "--seed", "3"], input: "say A1\nquit discard\ny\n")
        #expect(played.status == 0, "\(played.stderr)")
        #expect(played.stdout.contains("Dictation: the givens [🔊]"))
        #expect(played.stdout.contains("Saying the word in A1 (fr)."))
        #expect(!played.stdout.contains("Saying “la chèvre”"))
        #expect(saidLines(count: 1) == ["fr: la chèvre"])
    }
}
