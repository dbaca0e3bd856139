import Foundation
import Testing
@testable import WordSudokuKit

@Suite("Player names", .timeLimit(.minutes(15)))
struct PlayerNameTests {
    static let hostile = "Zo\u{1B}]0;pwned\u{07}\u{1B}[2J"

    @Test func aNameWithAnEscapeSequenceIsRefusedWithTheWordListReason() {
        #expect(PlayerName.problem(Self.hostile)?.en == "option '--player': control character U+001B not allowed (it could take over the terminal)")
        #expect(PlayerName.problem("Zoé") == nil)
    }

    @Test func namesReadFromFilesNeverCarryControlCharacters() throws {
        let temp = TemporaryStore()
        let entry = HistoryEntry(date: "2026-01-01T00:00:00Z", player: Self.hostile, shape: "2x2", grade: 1, list: "animals",
                                 code: "c", valid: true, seconds: 60, mistakes: 0, hints: 0, peeks: 0, score: 500)
        try temp.store.appendHistory(entry)
        var settings = Settings()
        settings.player = Self.hostile
        try temp.store.saveSettings(settings)
        var board = Leaderboard()
        board.add(entry)
        try temp.store.save(board, to: .leaderboard)
        var memory = LearnerMemory()
        memory.record(player: Self.hostile, pair: WordPair(first: ["cat\u{1B}[2J"], second: ["chat"]), rating: .again, at: Date(timeIntervalSince1970: 1_795_165_200))
        try temp.store.save(memory, to: .memory)

        func isSafe(_ text: String) -> Bool { !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } }
        let history = temp.store.loadHistory()
        #expect(history.map(\.player) == ["Zo<U+001B>]0;pwned<U+0007><U+001B>[2J"])
        #expect(isSafe(temp.store.loadSettings().player))
        #expect(temp.store.loadLeaderboard().boards.values.joined().allSatisfy { isSafe($0.player) })
        let loaded = temp.store.loadMemory()
        #expect(loaded.players.keys.allSatisfy(isSafe))
        #expect(loaded.players.values.flatMap(\.keys).allSatisfy(isSafe))
    }
}
