import Foundation
import Testing
@testable import WordSudokuKit

/// What the store leaves alone: files of a newer version (kept, never written over), symbolic
/// links and other non-files in its directory (never followed); and what it cleans: the
/// temporary files of a killed save.
@Suite("Store: files left alone", .timeLimit(.minutes(15)))
struct StoreRefusalTests {
    func write(_ temp: TemporaryStore, _ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: temp.directory, withIntermediateDirectories: true)
        try text.write(toFile: temp.path(name), atomically: false, encoding: .utf8)
    }

    static let newerGame = #"{"data":{"whatever":"comes next"},"formatVersion":3}"#

    @Test func aNewerGameIsKeptInPlaceAndNeverWrittenOver() throws {
        let temp = TemporaryStore()
        try write(temp, "game.json", Self.newerGame)
        #expect(temp.store.loadGame() == nil)
        #expect(temp.notices == ["\(temp.path("game.json")) was written by a newer version of word-sudoku; left as it is"])
        #expect(temp.files() == ["game.json"], "not set aside")
        #expect(throws: StoreError(path: temp.path("game.json"), refused: .newerVersion)) { try temp.store.saveGame(GameFixtures.session()) }
        try temp.store.discardGame()
        #expect(temp.contents("game.json") == Self.newerGame)
    }

    /// A file naming `formatVersion` twice, the newer first: read as a newer version's, it is
    /// left alone by the save too (the save reads the version as loading does), never overwritten.
    @Test(arguments: ["game.json", "settings.json", "leaderboard.json"])
    func aFileNamingItsVersionTwiceIsReadAndKeptAlike(name: String) throws {
        let temp = TemporaryStore()
        let text = #"{"formatVersion":9,"data":{},"formatVersion":1}"#
        try write(temp, name, text)
        switch name {
        case "game.json":
            #expect(temp.store.loadGame() == nil)
            #expect(throws: StoreError.self) { try temp.store.saveGame(GameFixtures.session()) }
        case "settings.json":
            _ = temp.store.loadSettings()
            #expect(throws: StoreError.self) { try temp.store.saveSettings(Settings()) }
        default:
            #expect(throws: StoreError.self) { try temp.store.save(Leaderboard(), to: .leaderboard) }
        }
        #expect(temp.contents(name) == text, "kept as it was")
    }

    @Test func aNewerGameIsNotReplacedByANewOneStarted() throws {
        let temp = TemporaryStore()
        try write(temp, "game.json", Self.newerGame)
        var game = try GameLifecycle(starting: GameFixtures.session(), store: temp.store, clock: FakeClock(), replacing: true)
        #expect(game.saveFailure?.kind == .newerVersion)
        #expect(game.takeFailure()?.text.en == "\(temp.path("game.json")) was written by a newer version of word-sudoku; left as it is")
        game.play(.place(cell: GameFixtures.emptyCells(game.session)[0], symbol: 1))
        #expect(temp.contents("game.json") == Self.newerGame)
        #expect(game.hasUnwrittenData)
    }

    @Test func newerSettingsAreNotOverwritten() throws {
        let temp = TemporaryStore()
        let newer = #"{"data":{"grade":2,"newThing":true},"formatVersion":2}"# + "\n"
        try write(temp, "settings.json", newer)
        #expect(temp.store.loadSettings() == Settings())
        let error = #expect(throws: StoreError.self) { try temp.store.saveSettings(Settings()) }
        #expect(error?.kind == .newerVersion)
        #expect(error?.text.fr == "\(temp.path("settings.json")) a été écrit par une version plus récente de word-sudoku ; laissé tel quel")
        #expect(temp.contents("settings.json") == newer)
    }

    @Test func aNewerFileWrittenWithOtherKeyOrderIsStillRecognised() throws {
        let temp = TemporaryStore()
        try write(temp, "leaderboard.json", #"{"formatVersion":5,"data":{}}"#)
        #expect(throws: StoreError(path: temp.path("leaderboard.json"), refused: .newerVersion)) { try temp.store.save(Leaderboard(), to: .leaderboard) }
    }

    @Test func newerHistoryLinesAreKeptAndSkipped() throws {
        let newer = #"{"data":{"future":1},"formatVersion":2}"#
        let (temp, entry) = try StoreTests.historyWithOneEntry(thenDamage: newer + "\n")
        try temp.store.appendHistory(entry)
        #expect(temp.store.loadHistory() == [entry, entry])
        #expect(temp.notices == ["1 line of \(temp.path("history.jsonl")) was written by a newer version of word-sudoku; it is kept and skipped"])
        #expect(temp.contents("history.jsonl")?.contains(newer) == true)
        #expect(!temp.files().contains { $0.contains("corrupt") })
    }

    /// A finished game, ready to record.
    static func finishedGame() -> (GameSession, GameResult) {
        var game = GameFixtures.session()
        for cell in GameFixtures.emptyCells(game) { game.apply(.place(cell: cell, symbol: Int(game.solution[cell])), at: 0) }
        guard case .finished(let result) = game.apply(.finish, at: 30) else { fatalError("not finished") }
        return (game, result)
    }

    @Test func aHistoryLinkedToAnotherFileIsNotWrittenThrough() throws {
        let temp = TemporaryStore()
        try write(temp, "elsewhere.txt", "precious\n")
        try FileManager.default.createSymbolicLink(atPath: temp.path("history.jsonl"), withDestinationPath: temp.path("elsewhere.txt"))
        let (game, result) = Self.finishedGame()
        let error = #expect(throws: StoreError.self) { try temp.store.recordFinishedGame(game, result: result) }
        #expect(error?.text.en == "\(temp.path("history.jsonl")) is a symbolic link; left alone")
        #expect(error?.text.fr == "\(temp.path("history.jsonl")) est un lien symbolique ; laissé tel quel")
        #expect(temp.contents("elsewhere.txt") == "precious\n")
        #expect(temp.store.loadHistory() == [])
        #expect(temp.notices == ["\(temp.path("history.jsonl")) is a symbolic link; left alone"])
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: temp.path("history.jsonl"))) == temp.path("elsewhere.txt"))
    }

    @Test func aGameLinkedElsewhereIsNeitherReadNorReplaced() throws {
        let temp = TemporaryStore()
        try temp.store.saveGame(GameFixtures.session())
        try FileManager.default.moveItem(atPath: temp.path("game.json"), toPath: temp.path("other.json"))
        try FileManager.default.createSymbolicLink(atPath: temp.path("game.json"), withDestinationPath: temp.path("other.json"))
        let before = temp.contents("other.json")
        #expect(temp.store.loadGame() == nil)
        #expect(temp.notices.count == 1)
        #expect(throws: StoreError(path: temp.path("game.json"), refused: .symbolicLink)) { try temp.store.saveGame(GameFixtures.session()) }
        try temp.store.discardGame()
        #expect(temp.contents("other.json") == before)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: temp.path("game.json"))) != nil, "the link stays")
    }

    /// `play` looks at the saved game several times as it starts: a link there is said once.
    @Test func aFileLeftAloneIsReportedOnceHoweverOftenItIsRead() throws {
        let temp = TemporaryStore()
        try FileManager.default.createDirectory(atPath: temp.directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: temp.path("game.json"), withDestinationPath: temp.path("elsewhere.json"))
        try FileManager.default.createSymbolicLink(atPath: temp.path("settings.json"), withDestinationPath: temp.path("elsewhere.json"))
        for _ in 0..<3 {
            #expect(temp.store.loadGame() == nil)
            _ = temp.store.loadSettings()
        }
        #expect(temp.notices == ["\(temp.path("game.json")) is a symbolic link; left alone",
                                 "\(temp.path("settings.json")) is a symbolic link; left alone"])
    }

    @Test func aPipeNamedGameJSONDoesNotBlock() throws {
        let temp = TemporaryStore()
        try FileManager.default.createDirectory(atPath: temp.directory, withIntermediateDirectories: true)
        #expect(mkfifo(temp.path("game.json"), 0o644) == 0)
        #expect(temp.store.loadGame() == nil)
        #expect(temp.notices == ["\(temp.path("game.json")) is not a regular file; left alone"])
    }

    @Test func temporaryFilesOfADeadSaveAreRemovedAtTheNextStart() throws {
        let temp = TemporaryStore()
        // A process id that is surely not running: a child that has exited and been reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        try write(temp, "game.json.tmp.\(dead)", "half a save")
        try write(temp, "settings.json.tmp.1", "init's: alive, kept")
        try write(temp, "notes.tmp.txt", "not ours")
        _ = Store(directory: temp.directory)
        #expect(temp.files() == ["notes.tmp.txt", "settings.json.tmp.1"])
    }
}
