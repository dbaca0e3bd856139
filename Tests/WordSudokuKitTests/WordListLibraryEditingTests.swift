import Foundation
import Testing
@testable import WordSudokuKit

/// The editor's changes to the `lists/` folder: a draft saved as JSON, atomically, never over
/// another list without being told to; a teacher's TSV, CSV or JSON list loaded for editing and
/// saved back; a list deleted.
@Suite("List editor: saving to the lists folder", .timeLimit(.minutes(15)))
struct WordListLibraryEditingTests {
    /// A `lists/` folder of its own, removed after the test.
    final class Folder {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("list-editor-\(UUID().uuidString)").path
        var library: WordListLibrary { WordListLibrary(directory: directory + "/lists") }
        var lists: String { directory + "/lists" }

        func write(_ text: String, to name: String) throws {
            try FileManager.default.createDirectory(atPath: lists, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: lists + "/" + name))
        }

        func read(_ name: String) -> String? {
            FileManager.default.contents(atPath: lists + "/" + name).map { String(decoding: $0, as: UTF8.self) }
        }

        /// The folder's files, hidden ones (a temporary file left behind) included.
        func contents() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: lists)) ?? []).sorted() }

        deinit { try? FileManager.default.removeItem(atPath: directory) }
    }

    static let fourPairs = "en\tfr\ncat\tle chat\ndog\tle chien\nbird|birdie\tl'oiseau\nfish\tle poisson\n"

    @Test func aSavedDraftIsAJSONListOfTheFolderAndPlaysByItsName() throws {
        let folder = Folder()
        let draft = WordListDraftTests.draft(WordListDraftTests.colours, title: "Mes couleurs")
        let saved = try folder.library.save(draft)
        #expect(saved.name == "mes-couleurs")
        #expect(saved.path == folder.lists + "/mes-couleurs.json")
        #expect(folder.contents() == ["mes-couleurs.json"])
        let entry = try #require(folder.library.teacherEntries().first)
        #expect(entry.name == "mes-couleurs" && entry.list == saved.list)
        #expect(entry.list?.title == "Mes couleurs")
        let loaded = try WordListCatalog.load(nameOrPath: "mes-couleurs", library: folder.library)
        #expect(loaded.list.pairs.count == 9)
        #expect(folder.library.owns(entry))
    }

    @Test func aDraftWithProblemsIsNotWritten() throws {
        let folder = Folder()
        let draft = WordListDraftTests.draft([("cat", "le chat"), ("cat", "le chaton")])
        #expect(throws: WordListLibrary.SaveError.problems(draft.check().problems)) { try folder.library.save(draft) }
        #expect(folder.contents().isEmpty)
    }

    @Test func anotherListOfTheSameNameIsReplacedOnlyWhenAsked() throws {
        let folder = Folder()
        try folder.write(Self.fourPairs, to: "Colours.tsv")
        let draft = WordListDraftTests.draft(WordListDraftTests.colours)
        #expect(throws: WordListLibrary.SaveError.nameTaken(name: "Colours", path: folder.lists + "/Colours.tsv")) {
            try folder.library.save(draft)
        }
        #expect(folder.read("Colours.tsv") == Self.fourPairs)
        _ = try folder.library.save(draft, replacing: true)
        #expect(folder.contents() == ["colours.json"])
        #expect(folder.library.teacherEntries().first?.list?.pairs.count == 9)
    }

    @Test func aBuiltInListsNameIsAskedAboutFirst() throws {
        let folder = Folder()
        var draft = WordListDraftTests.draft(WordListDraftTests.colours)
        draft.name = "animals"
        #expect(throws: WordListLibrary.SaveError.hidesBuiltInList(name: "animals")) { try folder.library.save(draft) }
        #expect(folder.contents().isEmpty)
        _ = try folder.library.save(draft, replacing: true)
        #expect(folder.contents() == ["animals.json"])
    }

    /// A teacher's TSV list edited in the game becomes JSON under the same name; the TSV goes
    /// (two files of one name would leave one of them never played).
    @Test(arguments: ["verbs.tsv", "verbs.csv", "verbs.json"])
    func anEditedListReplacesItsFileAsJSON(fileName: String) throws {
        let folder = Folder()
        let text = switch fileName {
        case "verbs.csv": Self.fourPairs.replacingOccurrences(of: "\t", with: ",")
        case "verbs.json": try WordList(bytes: Array(Self.fourPairs.utf8), fileName: "verbs.tsv").jsonText
        default: Self.fourPairs
        }
        try folder.write(text, to: fileName)
        let entry = try #require(folder.library.teacherEntries().first)
        var draft = WordListDraft(list: try #require(entry.list), name: entry.name, originalFileName: entry.fileName)
        #expect(draft.rows.map(\.first) == ["cat", "dog", "bird|birdie", "fish"])
        #expect(draft.title == "verbs")
        draft.rows[1].second = "le chien|le toutou"
        draft.title = "Verbes"
        let saved = try folder.library.save(draft)
        #expect(folder.contents() == ["verbs.json"])
        #expect(saved.list.pairs[1].second == ["le chien", "le toutou"])
        #expect(folder.library.teacherEntries().first?.list == saved.list)
    }

    @Test func aRenamedListLeavesNoFileUnderItsOldName() throws {
        let folder = Folder()
        try folder.write(Self.fourPairs, to: "old.tsv")
        let entry = try #require(folder.library.teacherEntries().first)
        var draft = WordListDraft(list: try #require(entry.list), name: entry.name, originalFileName: entry.fileName)
        draft.name = "new"
        _ = try folder.library.save(draft)
        #expect(folder.contents() == ["new.json"])
    }

    @Test func deletingRemovesTheFileAndNothingElse() throws {
        let folder = Folder()
        try folder.write(Self.fourPairs, to: "a.tsv")
        try folder.write("{ broken", to: "b.json")
        try folder.library.delete(fileName: "b.json")
        #expect(folder.contents() == ["a.tsv"])
        #expect(throws: StoreError.self) { try folder.library.delete(fileName: "../settings.json") }
        // A list file that is already gone is no failure.
        try folder.library.delete(fileName: "b.json")
    }

    @Test func builtInListsAndFilesElsewhereAreNotTheFoldersOwn() throws {
        let folder = Folder()
        try folder.write(Self.fourPairs, to: "a.tsv")
        #expect(!folder.library.owns(try #require(WordListLibrary(directory: folder.lists).entries().first)))
        #expect(!folder.library.owns(WordListLibrary.entry(file: folder.lists + "/../a.tsv")))
        #expect(folder.library.owns(try #require(folder.library.teacherEntries().first)))
    }
}
