import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 29: speech runs beside the game, never in its way. The program on `PATH` stands in for
/// espeak-ng: it lists two voices, prints noise on both its outputs and takes three seconds to
/// "say" a word — so a game that waited for it, or let its output through, would show.
@Suite("Speech beside the full-screen game", .serialized, .timeLimit(.minutes(15)))
struct SpeechSessionTests {
    static func fakeSpeaker() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-fake-espeak-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // It prints on both outputs (none of it may reach the screen) and takes 3 s a word.
        try StandInEspeak.install(StandInEspeak.script(word: """
            echo SPEAKER-NOISE-OUT
            echo SPEAKER-NOISE-ERR >&2
            cat > /dev/null
            exec sleep 3
            """), as: "espeak-ng", in: folder)
        return folder
    }

    /// The processes running the fake speaker's `sleep` (its words being "said").
    static func speaking() -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).hasPrefix("sleep\u{0}3")
        }.count
    }

    @Test func keysAnswerWhileAWordIsSaidAndNothingOfTheSpeakerReachesTheScreen() throws {
        let folder = try Self.fakeSpeaker()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = Self.speaking()
        let session = try TerminalSessionTests.Session(arguments: ["play", "--size", "4", "--seed", "3"],
                                                       environment: ["PATH": folder + ":/usr/bin:/bin"])
        defer { session.close() }
        try #require(session.waitFor("Peeks"))
        session.send("\u{1b}[H")   // Home: A1, a given (goat)
        func shows(_ text: String) -> Bool { TerminalSessionTests.screen(session.output).contains { $0.hasPrefix(text) } }
        try #require(session.waitUntil { shows("A1: goat") })
        var latencies: [Double] = []
        for round in 0..<20 {
            session.send("\u{13}")   // ^S: say the selected word
            usleep(30_000)
            let (key, expected) = round % 2 == 0 ? ("\u{1b}[C", "A2: donkey") : ("\u{1b}[D", "A1: goat")
            let start = Date()
            session.send(key)
            var seen = false
            while Date().timeIntervalSince(start) < 2 {
                if shows(expected) { seen = true; break }
                usleep(500)
            }
            #expect(seen, "round \(round): \(expected) not drawn")
            latencies.append(Date().timeIntervalSince(start) * 1000)
        }
        let sorted = latencies.sorted()
        let median = sorted[sorted.count / 2]
        print(String(format: "speech: key latency while a word is said, 20 keys: median %.1f ms, max %.1f ms", median, sorted.last!))
        // Each word stops the one before: at most one is being said.
        #expect(Self.speaking() - before <= 1)
        #expect(median < 20, "key latency while speaking, ms: median \(median), all \(sorted.map { Int($0) })")
        #expect(!session.output.contains("SPEAKER-NOISE"))
        session.send("\u{3}")
        #expect(session.waitForExit())
        // Leaving the game stops the word being said.
        #expect(session.waitUntil(seconds: 2) { Self.speaking() - before <= 0 })
    }
}
