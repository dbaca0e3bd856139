import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 29 item 1: a list's recordings are played by the system's player instead of
/// espeak-ng; a recording that is missing falls back to espeak-ng, said once. Stand-ins for
/// `pw-play` and espeak-ng on `PATH` write down what they were asked to play or say.
@Suite("Recorded sounds", .serialized, .timeLimit(.minutes(15)))
final class RecordedSoundsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-recordings-\(UUID().uuidString)").path
    var log: String { folder + "/log.txt" }

    init() throws {
        for sub in ["/bin", "/list/sons", "/home"] {
            try FileManager.default.createDirectory(atPath: folder + sub, withIntermediateDirectories: true)
        }
        let espeak = StandInEspeak.script(word: #"echo "espeak-ng $3: $(cat)" >> ""# + folder + #"/log.txt""#)
        let player = "#!/bin/sh\necho \"pw-play $*\" >> \"\(folder)/log.txt\"\n"
        for (name, script) in [("espeak-ng", espeak), ("pw-play", player)] {
            try StandInEspeak.install(script, as: name, in: folder + "/bin")
        }
        let list = """
            {"title": "Farm", "languages": ["en", "fr"], "pairs": [
              {"en": "cat", "fr": "le chat", "sound_fr": "sons/chat.wav"},
              {"en": "dog", "fr": "le chien", "sound_fr": "sons/chien.wav"},
              {"en": "cow", "fr": "la vache", "sound_fr": "sons/vache.ogg"},
              {"en": "hen", "fr": "la poule"}
            ]}
            """
        try list.write(toFile: folder + "/list/farm.json", atomically: true, encoding: .utf8)
        // A WAV header and a little silence: the player is a stand-in, the file only has to be there.
        try Data(count: 64).write(to: URL(fileURLWithPath: folder + "/list/sons/chat.wav"))
        try Data(count: 64).write(to: URL(fileURLWithPath: folder + "/list/sons/vache.ogg"))
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func logged(count: Int) -> [String] {
        let deadline = Date().addingTimeInterval(5)
        var lines: [String] = []
        repeat {
            lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.count >= count { break }
            usleep(20_000)
        } while Date() < deadline
        return lines
    }

    @Test func aRecordingIsPlayedAndAMissingOneFallsBackToEspeakSaidOnce() throws {
        let result = try Binary.run(["play", "--plain", "--words", folder + "/list/farm.json", "--size", "4", "--seed", "3"],
                                    input: "say le chat\nsay le chien\nsay le chien\nsay la poule\nshow\nquit discard\ny\n",
                                    environment: ["WORD_SUDOKU_HOME": folder + "/home", "PATH": folder + "/bin:/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.stderr)")
        // Each word stops the one before, so a stand-in stopped early may not have written its line:
        // what was played and said, not how many times or in which order.
        let lines = Set(logged(count: 2))
        let sons = URL(fileURLWithPath: folder + "/list/sons").standardizedFileURL.path
        #expect(lines.contains("pw-play \(sons)/chat.wav"), "\(lines)")
        #expect(lines.contains("espeak-ng fr: le chien") || lines.contains("espeak-ng fr: la poule"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("pw-play") && $0.contains("chien") }, "\(lines)")
        // The missing recording is said once, by its path.
        let said = result.stdout.components(separatedBy: "The recording \(sons)/chien.wav cannot be played").count - 1
        #expect(said == 1, "\(result.stdout)")
    }

    /// `words check` says what is wrong with a path that leaves the list's folder.
    @Test func wordsCheckRefusesASoundOutsideTheListsFolder() throws {
        let bad = #"{"languages": ["en", "fr"], "pairs": [{"en": "cat", "fr": "le chat", "sound_fr": "../../etc/x.wav"}]}"#
        try bad.write(toFile: folder + "/list/bad.json", atomically: true, encoding: .utf8)
        let result = try Binary.run(["words", "check", folder + "/list/bad.json"], environment: ["WORD_SUDOKU_HOME": folder + "/home"])
        #expect(result.status == 65)
        #expect((result.stdout + result.stderr).contains("pairs[0].sound_fr: a sound file must be in the list's folder"))
    }
}
