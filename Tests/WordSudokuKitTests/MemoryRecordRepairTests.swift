import Foundation
import Testing
@testable import WordSudokuKit

/// Issue 25: one bad record in `memory.json` cost every player's memory (the whole file was set
/// aside). Now the valid records are kept, the file as it was is copied aside, the memory is
/// written again without the bad ones, and the notice names each record dropped.
@Suite("Store: one bad memory record costs that record", .timeLimit(.minutes(15)))
struct MemoryRecordRepairTests {
    static let good = #"{"right":1,"seen":1,"shown":0,"wrong":0,"state":{"difficulty":2.1181,"due":1795364482,"lapses":0,"lastReview":1795165200,"reps":1,"stability":2.3065}}"#

    static func file(_ players: String) -> String { "{\"data\":{\"players\":{\(players)},\"recentGames\":[\"g1\"]},\"formatVersion\":2}" }

    @Test func anInvalidRecordIsDroppedAndEveryOtherKept() throws {
        let temp = TemporaryStore()
        let bad = #"{"right":-1,"seen":0,"shown":0,"wrong":1}"#
        let text = Self.file(#""ada":{"cat = le chat":\#(Self.good),"dog = le chien":\#(bad)},"ben":{"cat = le chat":\#(Self.good)}"#)
        try StoreValidationTests().write(temp, "memory.json", text)
        let memory = temp.store.loadMemory()
        #expect(memory.players["ada"]?.keys.sorted() == ["cat = le chat"])
        #expect(memory.players["ben"]?.keys.sorted() == ["cat = le chat"])
        #expect(memory.recentGames.contains("g1"))
        #expect(temp.notices.count == 1)
        let notice = try #require(temp.notices.first)
        #expect(notice.contains("1 record could not be used and was dropped: players[ada][dog = le chien] (players[ada][dog = le chien].right = -1"), "\(notice)")
        #expect(notice.contains("every other record is kept") && !notice.contains("\n"))
        // The file as it was, whole, beside the repaired one.
        let aside = temp.files().filter { $0.hasPrefix("memory.json.corrupt-") }
        #expect(aside.count == 1 && aside.first.flatMap(temp.contents) == text)
        // Repaired once: a second reader finds a valid file and says nothing.
        let again = TemporaryStore(directory: temp.directory)
        #expect(again.store.loadMemory() == memory)
        #expect(again.notices.isEmpty)
        withExtendedLifetime(again) {
            #expect(temp.files().filter { $0.hasPrefix("memory.json.corrupt-") }.count == 1)
        }
    }

    @Test func aRecordThatDoesNotDecodeAndAPlayerThatIsNotRecordsAreDropped() throws {
        let temp = TemporaryStore()
        let text = Self.file(#""ada":{"cat = le chat":\#(Self.good),"dog = le chien":{"right":"x"}},"ben":[1,2],"cy":{"cat = le chat":\#(Self.good)}"#)
        try StoreValidationTests().write(temp, "memory.json", text)
        let memory = temp.store.loadMemory()
        #expect(memory.players.keys.sorted() == ["ada", "cy"])
        #expect(memory.players["ada"]?.count == 1)
        let notice = try #require(temp.notices.first)
        #expect(notice.contains("2 records could not be used and were dropped: players[ada][dog = le chien] (not a record); players[ben] (not a player's records)"), "\(notice)")
    }

    /// A player's fit, test verdict or lists played that is bad costs that value alone: the
    /// records, the other players' values and the rest are kept (before, the whole file was set
    /// aside for one of them, and a repair lost every fit and list played).
    @Test func aBadFitVerdictOrListOfOnePlayerCostsThatValueAlone() throws {
        let temp = TemporaryStore()
        let fit = #"{"fitted":1795165200,"reviews":120,"target":0.8,"weights":[0.212,1.2931,2.3065,8.2956,6.4133,0.8334,3.0194,0.001,1.8722,0.1666,0.796,1.4835,0.0614,0.2629,1.6483,0.6014,1.8729,0.5425,0.0912,0.0658,0.1542]}"#
        let test = #"{"decided":1795165200,"recalled":7,"returns":18,"verdict":"spread"}"#
        let text = "{\"data\":{\"players\":{\"ada\":{\"cat = le chat\":\(Self.good)},\"ben\":{\"cat = le chat\":\(Self.good)}},"
            + "\"recentGames\":[\"g1\"],\"listsPlayed\":{\"ada\":[\"animals\"],\"ben\":[\"\"]},"
            + "\"fits\":{\"ada\":\(fit),\"ben\":{\"target\":\"x\"}},"
            + "\"spacingTests\":{\"ada\":\(test),\"ben\":{\"decided\":1795165200,\"recalled\":2,\"returns\":3,\"verdict\":\"focus\"}}},"
            + "\"formatVersion\":3}"
        try StoreValidationTests().write(temp, "memory.json", text)
        let memory = temp.store.loadMemory()
        #expect(memory.players.keys.sorted() == ["ada", "ben"])
        #expect(memory.listsPlayed == ["ada": ["animals"]])
        #expect(memory.fits.keys.sorted() == ["ada"] && memory.fits["ada"]?.target == 0.8)
        #expect(memory.spacingTests == ["ada": SpacingTest(verdict: .spread, returns: 18, recalled: 7, decided: Date(timeIntervalSince1970: 1_795_165_200))])
        let notice = try #require(temp.notices.first)
        #expect(notice.contains("3 records could not be used and were dropped: fits[ben] (not a fit); listsPlayed[ben] (listsPlayed[ben]: a source empty or too long); spacingTests[ben] (spacingTests[ben].returns = 3"), "\(notice)")
        #expect(temp.files().filter { $0.hasPrefix("memory.json.corrupt-") }.count == 1)
    }

    @Test func theNoticeIsInFrenchToo() throws {
        let temp = TemporaryStore()
        try StoreValidationTests().write(temp, "memory.json", Self.file(#""ada":{"cat = le chat":{"right":"x"}}"#))
        _ = temp.store.loadMemory()
        let text = try #require(temp.frenchNotices.first)
        #expect(text.contains("1 enregistrement inutilisable a été retiré : players[ada][cat = le chat] (not a record) ; tous les autres sont gardés"), "\(text)")
    }

    /// A Leitner box of format 1 out of range: that record goes, the others become states.
    @Test func aFormatOneFileKeepsItsGoodBoxes() throws {
        let temp = TemporaryStore()
        try StoreValidationTests().write(temp, "memory.json",
            #"{"data":{"players":{"ada":{"cat = le chat":{"box":9,"right":1,"seen":1,"wrong":0},"dog = le chien":{"box":3,"right":2,"seen":2,"wrong":0}}}},"formatVersion":1}"#)
        let memory = temp.store.loadMemory()
        #expect(memory.players["ada"]?.keys.sorted() == ["dog = le chien"])
        #expect(memory.players["ada"]?["dog = le chien"]?.state != nil)
        #expect(!memory.hasLeitnerBoxes)
        #expect(temp.contents("memory.json")?.contains("\"formatVersion\":3") == true)
    }

    /// Not JSON, or no players: nothing can be read record by record, so the file is set aside whole.
    @Test(arguments: ["{", #"{"data":{"players":7},"formatVersion":2}"#])
    func aFileWithoutRecordsIsStillSetAsideWhole(_ text: String) throws {
        let temp = TemporaryStore()
        try StoreValidationTests().write(temp, "memory.json", text)
        #expect(temp.store.loadMemory() == LearnerMemory())
        #expect(temp.notices.first?.contains("moved to") == true, "\(temp.notices)")
        #expect(!temp.files().contains("memory.json"))
    }

    /// A file that cannot be repaired (a read-only folder): the good records are used, the bad
    /// ones skipped, and the notice says the file is left as it is.
    @Test func aFileThatCannotBeRepairedIsLeftAndSaysSo() throws {
        guard getuid() != 0 else { return }  // root writes to a read-only folder
        let temp = TemporaryStore()
        let text = Self.file(#""ada":{"cat = le chat":\#(Self.good),"dog = le chien":{"right":"x"}}"#)
        try StoreValidationTests().write(temp, "memory.json", text)
        chmod(temp.directory, 0o555)
        defer { chmod(temp.directory, 0o755) }
        #expect(temp.store.loadMemory().players["ada"]?.count == 1)
        #expect(temp.notices.first?.contains("could not be repaired") == true, "\(temp.notices)")
        #expect(temp.contents("memory.json") == text)
    }
}
