import Foundation
import Testing
@testable import WordSudokuKit

/// The data folder follows no symbolic link (README, "Where your data lives"): a list in
/// `lists/` that is a link is an entry with its problem, never read through; a file the user
/// names explicitly (`--words PATH`) may be a link, as any path a user types.
@Suite("Lists folder: links are not followed", .timeLimit(.minutes(15)))
struct ListFolderLinkTests {
    @Test func aLinkInTheListsFolderIsNotReadButANamedPathIs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ws-links-\(UUID().uuidString)").path
        let lists = root + "/lists"
        try FileManager.default.createDirectory(atPath: lists, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = #"{"title":"Pets","languages":["en","fr"],"pairs":[{"en":"cat","fr":"le chat"},{"en":"dog","fr":"le chien"},{"en":"cow","fr":"la vache"},{"en":"pig","fr":"le cochon"}]}"#
        try text.write(toFile: root + "/outside.json", atomically: true, encoding: .utf8)
        try text.write(toFile: lists + "/real.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: lists + "/linked.json", withDestinationPath: root + "/outside.json")
        let library = WordListLibrary(directory: lists)
        let entries = Dictionary(uniqueKeysWithValues: library.teacherEntries().map { ($0.name, $0) })
        #expect(entries["real"]?.list?.pairs.count == 4)
        let linked = try #require(entries["linked"])
        #expect(linked.list == nil)
        #expect(linked.firstProblem(in: .en) == "“linked.json” is a symbolic link: not followed, not read")
        #expect(linked.firstProblem(in: .fr) == "« linked.json » est un lien symbolique : non suivi, non lu")
        #expect(WordListLibrary.entry(file: lists + "/linked.json").list?.pairs.count == 4, "a path the user names is read")
    }
}
