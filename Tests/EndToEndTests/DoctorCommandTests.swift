import Foundation
import Testing

/// `word-sudoku doctor` (issue 25 item 8): the whole data folder checked as the store reads it,
/// one line per finding, 0 when all is well, 65 otherwise, and nothing on disk changed.
@Suite("doctor", .timeLimit(.minutes(15)))
struct DoctorCommandTests {
    static func doctor(_ home: String, _ arguments: [String] = ["--lang", "en"]) throws -> Binary.Result {
        try Binary.run(["doctor"] + arguments, environment: ["WORD_SUDOKU_HOME": home])
    }

    /// Every entry of the folder: a file's bytes, a link's target.
    static func snapshot(_ home: String) throws -> [String: Data] {
        var entries: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: home) {
            let path = home + "/" + name
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                entries[name] = Data(("link:" + target).utf8)
            } else {
                entries[name] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return entries
    }

    @Test func aCleanFolderIsWell() throws {
        try GameCommandTests.withHome { home in
            let saved = try Binary.run(["settings", "grade", "2"], environment: ["WORD_SUDOKU_HOME": home])
            #expect(saved.status == 0, "\(saved.stderr)")
            let result = try Self.doctor(home)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stderr.isEmpty)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains("ok: \(home)/settings.json: valid"))
            #expect(lines.contains { $0.hasPrefix("ok: ") && $0.contains(" MiB free for \(home)") })
            #expect(lines.last == "All is well.")
            #expect(!lines.contains { $0.hasPrefix("problem") })
        }
    }

    @Test func aFolderNotMadeYetIsWell() throws {
        let result = try Self.doctor("/nonexistent/word-sudoku-doctor-\(getpid())")
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("All is well.\n"))
    }

    /// A damaged folder: each problem in its line, status 65, every file as it was.
    static func damagedHome(_ home: String) throws {
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try #"{"formatVersion":2,"data":{"players":{"Ann":{"animals#1":"not a record"}}}}"#.write(toFile: home + "/memory.json", atomically: false, encoding: .utf8)
        try #"{"formatVersion":1,"data":{"grade":9}}"#.write(toFile: home + "/settings.json", atomically: false, encoding: .utf8)
        try "{\"formatVersion\":1,\"data\":{}}\n".write(toFile: home + "/elsewhere.jsonl", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: home + "/history.jsonl", withDestinationPath: home + "/elsewhere.jsonl")
        try "{}".write(toFile: home + "/game.json.corrupt-20260101-120000", atomically: false, encoding: .utf8)
        try "{}".write(toFile: home + "/daily.json.tmp.999999999", atomically: false, encoding: .utf8)
    }

    @Test func aDamagedFolderIsSaidLineByLineAndLeftAsItIs() throws {
        try GameCommandTests.withHome { home in
            try Self.damagedHome(home)
            let before = try Self.snapshot(home)
            let result = try Self.doctor(home)
            #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains("problem: \(home)/memory.json: 1 record cannot be used: players[Ann][animals#1] (not a record); the next word-sudoku that reads it drops it, keeps every other record and copies the file aside first"), "\(lines)")
            #expect(lines.contains("problem: \(home)/settings.json does not hold valid data (grade = 9): the next word-sudoku that reads it moves it aside (.corrupt-…) and uses defaults; copy it elsewhere first if you want to mend it by hand"), "\(lines)")
            #expect(lines.contains("problem: \(home)/history.jsonl is a symbolic link: word-sudoku never follows it and ignores what it points to; replace it with the file itself, or remove it"), "\(lines)")
            #expect(lines.contains("problem: \(home)/game.json.corrupt-20260101-120000 was set aside earlier as damaged: word-sudoku no longer reads it; look at it, copy back what you need, then delete it"), "\(lines)")
            #expect(lines.contains("problem: \(home)/daily.json.tmp.999999999 is the temporary file of a save that was interrupted: the saved file is whole; the next word-sudoku removes it, or delete it"), "\(lines)")
            #expect(lines.last == "5 problems found.")
            #expect(try Self.snapshot(home) == before, "doctor changed the folder")
        }
    }

    @Test func theDamagedFolderInFrench() throws {
        try GameCommandTests.withHome { home in
            try Self.damagedHome(home)
            let before = try Self.snapshot(home)
            let result = try Self.doctor(home, ["--lang", "fr"])
            #expect(result.status == 65)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains("problème : \(home)/settings.json ne contient pas de données valides (grade = 9) : le prochain word-sudoku qui le lit le met de côté (.corrupt-…) et utilise les valeurs par défaut ; copiez-le ailleurs avant pour le réparer à la main"), "\(lines)")
            #expect(lines.contains("problème : \(home)/history.jsonl est un lien symbolique : word-sudoku ne le suit jamais et ignore ce qu’il désigne ; remplacez-le par le fichier lui-même, ou supprimez-le"), "\(lines)")
            #expect(lines.last == "5 problèmes trouvés.")
            #expect(try Self.snapshot(home) == before)
        }
    }

    @Test func aGameOpenElsewhereIsANote() throws {
        try GameCommandTests.withHome { home in
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            let fd = open(home + "/game.lock", O_RDWR | O_CREAT, 0o644)
            #expect(fd >= 0)
            defer { close(fd) }
            #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
            _ = "4242\n".withCString { write(fd, $0, 5) }
            let result = try Self.doctor(home)
            #expect(result.status == 0, "\(result.stdout)")
            #expect(result.stdout.contains("note: the game is open in another word-sudoku (process 4242): its last save was checked; nothing to do\n"))
        }
    }

    @Test func aBadLanguageIsAUsageError() throws {
        try GameCommandTests.withHome { home in
            let result = try Self.doctor(home, ["--lang", "de"])
            #expect(result.status == 2)
        }
    }
}
