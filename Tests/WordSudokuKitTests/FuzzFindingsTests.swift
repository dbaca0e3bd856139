import TestSupport
import Foundation
import Testing
@testable import WordSudokuKit

/// The saved games the fuzzer found crashing `resume` (kept in `Fuzz/Corpus/store-game/`, which
/// every fuzz run replays): each is now refused in one line and set aside.
@Suite("Fuzz findings", .timeLimit(.minutes(15)))
struct FuzzFindingsTests {
    static let corpus = PackageFiles.url("Fuzz/Corpus/store-game")

    @Test(arguments: ["box-0-rows.json", "cell-value-99.json", "cells-wrong-length.json", "no-pairs.json", "note-mask-max.json"])
    func aSavedGameTheFuzzerFoundIsSetAside(file: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.corpus.appendingPathComponent(file).path), "missing \(file)")
        let temp = TemporaryStore()
        try FileManager.default.createDirectory(atPath: temp.directory, withIntermediateDirectories: true)
        // Without the saved game in place there is nothing to set aside.
        try #require(FileManager.default.createFile(atPath: temp.path("game.json"), contents: bytes))
        #expect(temp.store.loadGame() == nil)
        #expect(temp.notices.count == 1, "\(temp.notices)")
        #expect(temp.files().contains { $0.hasPrefix("game.json.corrupt-") })
        // Once set aside, it is gone for good: no crash, no second notice.
        #expect(temp.store.loadGame() == nil)
        #expect(temp.notices.count == 1)
    }
}
