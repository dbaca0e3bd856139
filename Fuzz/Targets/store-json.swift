import Foundation
import SudokuEngine
@testable import WordSudokuKit
@testable import WordSudokuCommandLine

// Every stored file as a JSON tree, mutated where the store's checks live. The input is a
// program (`JSONMutation`): byte 0 chooses the file, byte 1 one of the committed format
// fixtures of it (`Tests/Fixtures/v*/`), the rest edits its tree — keys renamed, doubled or
// removed, numbers at the edges of their ranges, strings too long or holding escapes, arrays
// past every limit, values nested ten thousand deep, the version changed or given twice.
// The file is written into an empty data folder and read by the store's own paths, and what
// they did is checked, not only that they did not crash:
// - `doctor`'s check (`Store.check`) and the load agree: a file the load takes silently is
//   healthy to doctor, a file it sets aside or leaves alone is a problem to doctor;
// - nothing is lost: a file the load refused still exists, byte for byte, in the folder (left as
//   it was, or set aside) after the load and the save that follows it, as a command does;
// - a file the load took is saved, and the saved file loads back to the same value, silently;
// - a journal keeps every line it read: one entry appended after the load reads back with them.

/// The committed fixtures' folders (`Tests/Fixtures/v1`, `v2`, …), found from this file's path
/// (fuzz.sh compiles it by its absolute path), so a crash file replays the same way by hand.
let fixtureFolders: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    let folders = names.filter { $0.hasPrefix("v") }.sorted().map { root + "/" + $0 }
    if folders.isEmpty { fatalError("fuzz: no fixtures in \(root)") }
    return folders
}()

let storedFiles = ["game.json", "settings.json", "leaderboard.json", "memory.json", "daily.json", "history.jsonl", "reviews.jsonl"]

/// Each stored file's fixtures as trees: a document for a JSON file, an array of its lines for a journal.
let bases: [[JSONValue]] = storedFiles.map { name in
    fixtureFolders.compactMap { folder -> JSONValue? in
        guard let bytes = FileManager.default.contents(atPath: folder + "/" + name).map(Array.init) else { return nil }
        if name.hasSuffix(".jsonl") {
            return .array(bytes.split(separator: 10).compactMap { JSONValue(parsing: Array($0)) })
        }
        return JSONValue(parsing: bytes)
    }
}

/// The keys of every fixture: names a renamed key can take.
let fixtureKeys: [[UInt8]] = Array(Set(bases.joined().flatMap(\.keys))).sorted { $0.lexicographicallyPrecedes($1) }

/// The notices a store gave, collected.
final class Notices: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    func add(_ notice: StoreNotice) { lock.lock(); texts.append(notice.text.en); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return texts }
}

func fail(_ what: String, _ notices: Notices) -> Never {
    fatalError("fuzz store-json: \(what); notices: \(notices.all)")
}

/// Whether some file of the folder holds exactly `bytes`.
func folderHolds(_ bytes: [UInt8]) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fuzzHome)) ?? []
    return names.contains { FileManager.default.contents(atPath: fuzzHome + "/" + $0).map(Array.init) == bytes }
}

/// A 4×4 puzzle of the day, every cell answered and finished: what a finish records.
func finishedGame() -> (GameSession, GameResult) {
    let list = BuiltInWordLists.named("animals")!.list
    var session = try! GameFactory.makeSession(shape: try! BoxShape(rows: 2, columns: 2), grade: .beginner, listName: "animals",
                                               list: list, shownLanguage: nil, mode: .immediate, peekLimit: nil,
                                               player: "ada", seed: 3, dailyDate: "2026-11-23")
    for cell in 0..<16 where !session.isGiven(cell) {
        _ = session.apply(.place(cell: cell, symbol: Int(session.solution[cell])), at: 60)
    }
    _ = session.apply(.finish, at: 90)
    return (session, session.result!)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var program = ByteReader(bytes: bytes(data, size))
    let kind = Int(program.byte()) % storedFiles.count
    let name = storedFiles[kind]
    guard !bases[kind].isEmpty else { return 0 }
    var document = bases[kind][Int(program.byte()) % bases[kind].count]
    JSONMutation.apply(&program, to: &document, keys: fixtureKeys)
    var text: [UInt8]
    if name.hasSuffix(".jsonl"), case let .array(lines) = document {
        text = lines.flatMap { $0.serialized + [10] }
    } else {
        text = document.serialized + [10]
    }
    if text.count > 8 << 20 { return 0 }  // past what a mutation of a small fixture means to test

    clearFuzzHome()
    writeFuzzFile(name, text)
    let healthy = Store.check(directory: fuzzHome).isHealthy
    let notices = Notices()
    let store = Store(directory: fuzzHome, notify: notices.add)
    let date = Date(timeIntervalSince1970: 1_795_165_200)

    /// The load's verdict checked against doctor's, then the save after it: the refused file
    /// kept, or the saved value read back the same.
    func checkDocument<T: Equatable>(_ loaded: T, save: (T) throws -> Void, reload: () -> T) {
        let refused = !notices.all.isEmpty
        if refused == healthy { fail("\(name): doctor says \(healthy ? "healthy" : "a problem"), the load \(refused ? "refused it" : "took it")", notices) }
        try? save(loaded)
        if refused {
            if !folderHolds(text) { fail("\(name): the file the load refused is lost after a save", notices) }
            return
        }
        let again = reload()
        if !notices.all.isEmpty { fail("\(name): the file saved after a load is refused", notices) }
        if again != loaded { fail("\(name): the file saved after a load reads back different", notices) }
    }

    switch name {
    case "game.json":
        // Loaded, shown, played a little, saved, as `resume` does.
        var session = store.loadGame()
        if let game = session {
            _ = PlainBoard.render(game)
            for move in [Move.hint, .peek, .undo, .redo, .erase(cell: 0)] { _ = session!.apply(move, at: 2000) }
        }
        checkDocument(session, save: { if let game = $0 { try store.saveGame(game) } }, reload: { store.loadGame() })
    case "settings.json":
        let settings = store.loadSettings()
        checkDocument(settings, save: { try store.saveSettings($0) }, reload: { store.loadSettings() })
        _ = try? GameLifecycle.plan(GameRequest(settings: settings, player: "fuzz"), in: store)
    case "leaderboard.json", "memory.json", "daily.json":
        // Read as `stats` reads them, then saved as a finished game saves them: the one save
        // that follows their load.
        let memory = store.loadMemory(now: date), daily = store.loadDailyRecord()
        _ = StatsText.lines(store: store, player: nil, library: WordListLibrary(directory: fuzzHome + "/lists"), .en)
        _ = memory.summary(player: nil, at: date)
        _ = daily.streak(today: CivilDate(parsing: "2026-11-23")!)
        let refused = !notices.all.isEmpty
        if refused == healthy { fail("\(name): doctor says \(healthy ? "healthy" : "a problem"), the load \(refused ? "refused it" : "took it")", notices) }
        let (session, result) = finishedGame()
        _ = try? store.recordFinishedGame(session, result: result, at: date)
        if refused {
            if !folderHolds(text) { fail("\(name): the file the load refused is lost after a finished game", notices) }
        } else {
            _ = (store.loadLeaderboard(), store.loadMemory(now: date), store.loadDailyRecord())
            if !notices.all.isEmpty { fail("\(name): the file saved by a finished game is refused", notices) }
        }
    case "history.jsonl":
        let history = store.loadHistory()
        _ = StatsText.lines(store: store, player: nil, library: WordListLibrary(directory: fuzzHome + "/lists"), .en)
        if healthy != notices.all.isEmpty { fail("\(name): doctor and the load disagree", notices) }
        guard let last = history.last else { break }
        let before = notices.all.count
        guard (try? store.appendHistory(last)) != nil else { fail("\(name): an append after a load failed", notices) }
        let again = store.loadHistory()
        if again.count != history.count + 1 || notices.all.count != before {
            fail("\(name): \(history.count) entries, one appended, \(again.count) read back", notices)
        }
    default:
        let reviews = store.loadReviews()
        if healthy != notices.all.isEmpty { fail("\(name): doctor and the load disagree", notices) }
        _ = reviews.map(\.csvLine)
    }
    return 0
}
