import Foundation
import Testing
@testable import WordSudokuKit
#if canImport(Glibc)
import Glibc
#endif

/// A data directory of its own with a `lists/` folder, removed after the test.
private final class ListsFolder {
    let home: URL
    var lists: URL { home.appendingPathComponent("lists") }
    var library: WordListLibrary { WordListLibrary(environment: ["WORD_SUDOKU_HOME": home.path]) }

    init(creatingLists: Bool = true) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("word-lists-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: creatingLists ? home.appendingPathComponent("lists") : home,
                                                withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: lists.appendingPathComponent(name))
    }

    /// Puts a copy of a list of `Benchmarks/wordlists` in the folder, as `fileName` if given.
    func copyBenchmarkList(_ name: String, as fileName: String? = nil) throws {
        try FileManager.default.copyItem(at: URL(fileURLWithPath: BenchmarkWordLists.path(name)),
                                         to: lists.appendingPathComponent(fileName ?? name))
    }

    /// A file outside the folder, to add.
    func source(_ text: String, named name: String) throws -> String {
        let url = home.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: lists.path)) ?? []).sorted()
    }

    deinit { try? FileManager.default.removeItem(at: home) }
}

private let fourPairs = "en\tfr\ncat\tle chat\ndog\tle chien\nbird\tl'oiseau\nfish\tle poisson\n"

@Suite("Teacher's lists: the lists/ folder", .timeLimit(.minutes(15)))
struct WordListLibraryTests {
    @Test func theFolderIsInTheDataDirectory() {
        #expect(WordListLibrary(environment: ["WORD_SUDOKU_HOME": "/srv/ws"]).directory == "/srv/ws/lists")
        #expect(WordListLibrary(environment: ["XDG_DATA_HOME": "/x"]).directory == "/x/word-sudoku/lists")
        #expect(WordListLibrary(environment: ["HOME": "/home/t"]).directory == "/home/t/.local/share/word-sudoku/lists")
    }

    @Test func builtInListsComeFirstThenTheFolderSortedByName() throws {
        let folder = try ListsFolder()
        try folder.copyBenchmarkList("frequency-120.json")
        try folder.write(fourPairs, to: "Animals-4.tsv")
        try folder.write("notes about the class", to: "notes.txt")
        try folder.write(fourPairs, to: ".hidden.tsv")
        try folder.write(fourPairs, to: "verbs.tsv.tmp.123")
        let entries = folder.library.entries()
        #expect(entries.prefix(BuiltInWordLists.all.count).map(\.name) == BuiltInWordLists.names)
        #expect(entries.prefix(BuiltInWordLists.all.count).allSatisfy { $0.isBuiltIn })
        let teacher = Array(entries.dropFirst(BuiltInWordLists.all.count))
        #expect(teacher.map(\.name) == ["Animals-4", "frequency-120"])
        #expect(teacher.map(\.fileName) == ["Animals-4.tsv", "frequency-120.json"])
        #expect(teacher[1].path == folder.lists.path + "/frequency-120.json")
        #expect(teacher[1].requestList == teacher[1].path)
        #expect(teacher[1].list?.pairs.count == 120)
        #expect(teacher[1].list?.title == "Most frequent French words (first 120)")
        #expect(teacher.allSatisfy { !$0.isBuiltIn && $0.failure == nil })
        #expect(entries[0].requestList == entries[0].name)
    }

    @Test func aBrokenListIsListedWithItsFirstProblemInBothLanguages() throws {
        let folder = try ListsFolder()
        try folder.copyBenchmarkList("frequency-1500.tsv")
        try folder.write("[{\"en\": \"cat\", \"fr\": \"le chat\"},\n {\"en\": \"dog\" \"fr\": \"le chien\"}]\n", to: "broken.json")
        let entries = folder.library.teacherEntries()
        #expect(entries.map(\.name) == ["broken", "frequency-1500"])
        #expect(entries.allSatisfy { $0.list == nil })
        #expect(entries[0].firstProblem(in: .en) == "broken.json:2:15: expected “,” or “}”")
        #expect(entries[0].firstProblem(in: .fr) == "broken.json:2:15: « , » ou « } » attendu")
        #expect(entries[1].firstProblem(in: .en) == "frequency-1500.tsv:98:1: duplicate en word “to know” (also at line 28)")
        #expect(entries[1].failure?.errors.count == 45)
    }

    @Test(.timeLimit(.minutes(15)))
    func aPipeAFolderAndADeviceAreListedAsNotFilesWithoutWaiting() throws {
        let folder = try ListsFolder()
        #expect(mkfifo(folder.lists.appendingPathComponent("pipe.tsv").path, 0o644) == 0)
        try FileManager.default.createDirectory(at: folder.lists.appendingPathComponent("folder.json"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.lists.appendingPathComponent("zero.csv").path, withDestinationPath: "/dev/zero")
        let entries = folder.library.teacherEntries()
        #expect(entries.map(\.name) == ["folder", "pipe", "zero"])
        #expect(entries.map { $0.failure?.isUnopenable } == [true, true, true])
        #expect(entries[0].firstProblem(in: .en) == "“folder.json” is not a file (a folder, a pipe or a device): not read")
        #expect(entries[1].firstProblem(in: .fr) == "« pipe.tsv » n’est pas un fichier (un dossier, un tube ou un périphérique) : non lu")
    }

    @Test func aHugeFileBinaryJunkAndADanglingLinkEachHaveTheirProblem() throws {
        let folder = try ListsFolder()
        try Data(repeating: UInt8(ascii: "a"), count: WordListFile.sizeLimit + 1).write(to: folder.lists.appendingPathComponent("huge.csv"))
        try Data([0x7B, 0xFF, 0xFE, 0x00, 0x01, 0x80]).write(to: folder.lists.appendingPathComponent("junk.json"))
        try FileManager.default.createSymbolicLink(atPath: folder.lists.appendingPathComponent("gone.tsv").path, withDestinationPath: "/nonexistent/list.tsv")
        let entries = folder.library.teacherEntries()
        #expect(entries.map(\.name) == ["gone", "huge", "junk"])
        // A link, dangling or not, is not followed in the lists folder.
        #expect(entries[0].firstProblem(in: .en) == "“gone.tsv” is a symbolic link: not followed, not read")
        #expect(entries[1].firstProblem(in: .en) == "huge.csv: the file is 1048577 bytes; a word list may be at most 1 MiB (1048576 bytes)")
        #expect(entries[2].firstProblem(in: .en)?.hasPrefix("junk.json:1:2: the file is not UTF-8 text") == true)
    }

    @Test func fileNamesAreShownWithoutTheirControlCharacters() throws {
        let folder = try ListsFolder()
        try folder.write(fourPairs, to: "evil\u{1B}[2J.tsv")
        // A name that is not UTF-8, made with the system call since Foundation's paths are text.
        let raw = Array(folder.lists.path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".csv".utf8) + [0]
        let fd = raw.withUnsafeBytes { open($0.baseAddress!.assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
        #expect(fd >= 0)
        close(fd)
        let entries = folder.library.teacherEntries()
        #expect(entries.map(\.displayName) == ["bad\u{FFFD}", "evil<U+001B>[2J"])
        #expect(entries[0].firstProblem(in: .en) == "the file name “bad\u{FFFD}.csv” is not UTF-8: rename the file")
        #expect(entries[1].list?.pairs.count == 4)
    }

    @Test func noFolderMeansNoTeacherLists() throws {
        let folder = try ListsFolder(creatingLists: false)
        #expect(folder.library.teacherEntries().isEmpty)
        #expect(folder.library.entries().count == BuiltInWordLists.all.count)
    }

    @Test func aNameMeansAnExplicitFileThenTheFolderThenTheBuiltInLists() throws {
        let folder = try ListsFolder()
        try folder.write(fourPairs, to: "verbs.tsv")
        try folder.write(fourPairs, to: "animals.tsv")
        let library = folder.library
        let verbs = folder.lists.path + "/verbs.tsv"
        #expect(library.resolve("verbs") == verbs)
        #expect(library.resolve("verbs.tsv") == verbs)
        #expect(library.resolve("VERBS") == verbs)
        // A teacher's list comes before the built-in list of the same name.
        #expect(library.resolve("animals") == folder.lists.path + "/animals.tsv")
        #expect(library.resolve("food") == "food")
        #expect(library.resolve("no-such-list") == "no-such-list")
        // A path is a path, even when the folder has a list of that name.
        #expect(library.resolve("./verbs.tsv") == "./verbs.tsv")
        let elsewhere = try folder.source(fourPairs, named: "verbs.tsv")
        #expect(library.resolve(elsewhere) == elsewhere)

        let loaded = try WordListCatalog.load(nameOrPath: "verbs", library: library)
        #expect(loaded.name == "verbs" && !loaded.isBuiltIn && loaded.list.pairs.count == 4)
        #expect(try WordListCatalog.load(nameOrPath: "food", library: library).isBuiltIn)
        #expect(try WordListCatalog.load(nameOrPath: "animals", library: library).isBuiltIn == false)
    }

    @Test func anExistingFolderDoesNotHideABuiltInList() throws {
        // `play --words animals` in a directory holding an `animals/` folder still means the built-in list.
        let file = try BenchmarkWordLists.path("frequency-120.json")
        #expect(!WordListCatalog.isExistingFile(BenchmarkWordLists.directory.path))
        #expect(WordListCatalog.isExistingFile(file))
    }

    @Test func aBrokenListInTheFolderFailsWithItsProblemsWhenLoadedByName() throws {
        let folder = try ListsFolder()
        try folder.copyBenchmarkList("frequency-1500.csv", as: "common.csv")
        let failure = try #require(throws: WordListFailure.self) { try WordListCatalog.load(nameOrPath: "common", library: folder.library) }
        #expect(failure.errors.count == 45)
        #expect(failure.lines(in: .en).first == "common.csv:98:1: duplicate en word “to know” (also at line 28)")
    }
}

@Suite("Teacher's lists: adding one", .timeLimit(.minutes(15)))
struct WordListAddingTests {
    @Test func aGoodListIsCopiedIntoAFolderMadeForIt() throws {
        let folder = try ListsFolder(creatingLists: false)
        let source = try BenchmarkWordLists.path("frequency-120.json")
        let added = try folder.library.add(contentsOfFile: source)
        #expect(added.outcome == .added)
        #expect(added.name == "frequency-120")
        #expect(added.path == folder.lists.path + "/frequency-120.json")
        #expect(added.list.pairs.count == 120)
        #expect(!added.hidesBuiltInList)
        #expect(try Data(contentsOf: URL(fileURLWithPath: added.path)) == Data(contentsOf: URL(fileURLWithPath: source)))
        #expect(folder.library.teacherEntry(named: "frequency-120")?.list?.pairs.count == 120)
    }

    @Test func aListWithProblemsIsRefusedAndNothingIsCopied() throws {
        let folder = try ListsFolder()
        let source = try BenchmarkWordLists.path("frequency-1500.tsv")
        let error = try #require(throws: WordListLibrary.AdditionError.self) {
            try folder.library.add(contentsOfFile: source)
        }
        guard case .invalid(let failure) = error else { Issue.record("\(error)"); return }
        #expect(!failure.isUnopenable && failure.errors.count == 45)
        #expect(folder.contents().isEmpty)
        let missing = try #require(throws: WordListLibrary.AdditionError.self) { try folder.library.add(contentsOfFile: "/nonexistent/list.tsv") }
        guard case .invalid(let unopenable) = missing else { Issue.record("\(missing)"); return }
        #expect(unopenable.isUnopenable)
    }

    @Test func theSameFileTwiceIsAlreadyThere() throws {
        let folder = try ListsFolder()
        let source = try folder.source(fourPairs, named: "pets.tsv")
        #expect(try folder.library.add(contentsOfFile: source).outcome == .added)
        let again = try folder.library.add(contentsOfFile: source)
        #expect(again.outcome == .alreadyThere && again.path == folder.lists.path + "/pets.tsv")
    }

    @Test func aDifferentListOfTheSameNameIsReplacedOnlyWhenAsked() throws {
        let folder = try ListsFolder()
        try folder.write(fourPairs, to: "pets.json")
        let source = try folder.source(fourPairs.replacingOccurrences(of: "cat\t", with: "kitten\t"), named: "pets.tsv")
        let error = try #require(throws: WordListLibrary.AdditionError.self) { try folder.library.add(contentsOfFile: source) }
        #expect(error == .nameTaken(name: "pets", path: folder.lists.path + "/pets.json"))
        #expect(folder.contents() == ["pets.json"])
        let replaced = try folder.library.add(contentsOfFile: source, replacing: true)
        #expect(replaced.outcome == .replaced)
        #expect(folder.contents() == ["pets.tsv"])
        #expect(folder.library.teacherEntry(named: "pets")?.list?.pairs.first?.first == ["kitten"])
    }

    @Test func anotherExtensionTakesTheExtensionOfItsFormat() throws {
        let folder = try ListsFolder()
        let source = try folder.source(fourPairs, named: "pets.txt")
        let added = try folder.library.add(contentsOfFile: source)
        #expect(added.path.hasSuffix("/lists/pets.tsv"))
        let builtInName = try folder.source(fourPairs, named: "animals.tsv")
        #expect(try folder.library.add(contentsOfFile: builtInName).hidesBuiltInList)
    }

    @Test func aHiddenOrUnprintableFileNameIsRefused() throws {
        let folder = try ListsFolder()
        for name in [".pets.tsv", "pets\u{1B}.tsv"] {
            let source = try folder.source(fourPairs, named: name)
            #expect(throws: WordListLibrary.AdditionError.unusableName(fileName: name)) { try folder.library.add(contentsOfFile: source) }
        }
        #expect(folder.contents().isEmpty)
    }

    @Test func aFolderThatCannotBeMadeIsAWriteFailure() throws {
        let folder = try ListsFolder(creatingLists: false)
        try Data("not a folder".utf8).write(to: folder.lists)
        let source = try BenchmarkWordLists.path("frequency-120.json")
        let error = try #require(throws: WordListLibrary.AdditionError.self) {
            try folder.library.add(contentsOfFile: source)
        }
        guard case .cannotWrite = error else { Issue.record("\(error)"); return }
    }
}
