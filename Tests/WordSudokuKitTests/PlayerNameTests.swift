import Foundation
import Testing
@testable import WordSudokuKit

@Suite("Player names", .timeLimit(.minutes(15)))
struct PlayerNameTests {
    static let hostile = "Zo\u{1B}]0;pwned\u{07}\u{1B}[2J"

    @Test func aNameWithAnEscapeSequenceIsRefusedWithTheWordListReason() {
        #expect(PlayerName.problem(Self.hostile)?.en == "option “--player”: control character U+001B not allowed (it could take over the terminal)")
        #expect(PlayerName.problem("Zoé") == nil)
    }

    /// With no login name, the guest's games go to the guest name already in the data, in
    /// whichever language it was written: a play-tester's English games went to "Guest" and
    /// French ones to « Invité », one child's words and records split between two players.
    @Test func withNoLoginTheGuestNameAlreadyUsedIsKeptInEitherLanguage() throws {
        let temp = TemporaryStore()
        #expect(PlayerName.defaultName(login: nil, store: temp.store)(.fr) == "Invité")
        #expect(PlayerName.defaultName(login: nil, store: temp.store)(.en) == "Guest")
        var memory = LearnerMemory()
        memory.record(player: "Invité", pair: WordPair(first: ["cat"], second: ["le chat"]), rating: .good, at: Date(timeIntervalSince1970: 1_795_165_200))
        try temp.store.save(memory, to: .memory)
        #expect(PlayerName.defaultName(login: nil, store: temp.store)(.en) == "Invité")
        #expect(PlayerName.defaultName(login: "  ", store: temp.store)(.en) == "Invité")
        // A login name wins, as before.
        #expect(PlayerName.defaultName(login: "ada", store: temp.store)(.en) == "ada")
        // Games of the history count too (a dictation leaves no memory).
        let other = TemporaryStore()
        try other.store.appendHistory(HistoryEntry(date: "2026-01-01T00:00:00Z", player: "Guest", shape: "2x2", grade: 1, list: "animals",
                                                   code: "c", valid: true, seconds: 60, mistakes: 0, hints: 0, peeks: 0, score: 500))
        #expect(PlayerName.defaultName(login: nil, store: other.store)(.fr) == "Guest")
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
