#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every list a player can choose: the built-in lists, then the teacher's lists — the `.json`,
/// `.tsv` and `.csv` files of the `lists/` folder in the data directory. A file that does not
/// load is an entry too, with its problem, so that a teacher sees why a list is missing.
///
/// A teacher's list is named by its file name without the extension (`lists/verbs.tsv` is
/// `verbs`), or by its whole file name. `resolve(_:)` says which list a name on the command
/// line means: an existing file named explicitly, then the folder's lists, then the built-in ones.
public struct WordListLibrary: Hashable, Sendable {
    /// The `lists/` folder (it may not exist yet: there are then no teacher's lists).
    public let directory: String

    /// The library whose teacher's lists are in `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The library of the data directory `environment` names (`StoreLocation`): its `lists/` folder.
    public init(environment: [String: String]) {
        self.init(directory: StoreLocation.directory(environment: environment) + "/lists")
    }

    /// The extensions of a teacher's list file, in lower case.
    static let fileExtensions = ["json", "tsv", "csv"]

    /// A list to choose, or a teacher's file that failed to load.
    public struct Entry: Hashable, Sendable {
        /// What `--words` takes: a built-in list's name (`animals`), or a teacher's file name
        /// without its extension (`verbs`). Not yet safe to print: see `displayName`.
        public let name: String
        /// The teacher's file's name in the folder (`verbs.tsv`); nil for a built-in list.
        public let fileName: String?
        /// The teacher's file's path (the folder and `fileName`); nil for a built-in list.
        public let path: String?
        /// The list, or every problem of the file (named by `fileName`).
        public let content: Result<WordList, WordListFailure>

        /// Whether it is one of the built-in lists.
        public var isBuiltIn: Bool { path == nil }

        /// The list, when it loaded.
        public var list: WordList? { try? content.get() }

        /// Why the file did not load, when it did not.
        public var failure: WordListFailure? {
            if case .failure(let failure) = content { return failure }
            return nil
        }

        /// The name, safe to print (a file name may hold any character).
        public var displayName: String { DisplaySafe.escaped(name) }

        /// The first problem of a file that did not load, as one line (`verbs.tsv:14:1: duplicate
        /// en word 'to know' (also at line 6)`), or nil for a list that loaded.
        public func firstProblem(in language: UILanguage) -> String? {
            failure?.lines(in: language).first
        }

        /// What `GameRequest.list` (or `WordListCatalog.load(nameOrPath:)`) takes to play this
        /// list: the built-in name, or the teacher's file's path.
        public var requestList: String { path ?? name }

        /// The list's name in puzzle codes: a built-in (or in-memory) list's own name, a
        /// teacher's list's `WordListLibrary.codeName(ofListNamed:)`.
        public var codeName: String { path == nil ? name : WordListLibrary.codeName(ofListNamed: name) }
    }

    /// Every list: the built-in ones (in their order), then the teacher's (see `teacherEntries`).
    public func entries() -> [Entry] {
        BuiltInWordLists.all.map { Entry(name: $0.name, fileName: nil, path: nil, content: .success($0.list)) }
            + teacherEntries()
    }

    /// The teacher's lists: the folder's `.json`, `.tsv` and `.csv` files (any case), sorted by
    /// name ignoring case. Hidden files (`.name.json`) are left out; a folder, a pipe, an unreadable
    /// or broken file is an entry with its problem. No folder: no entries.
    public func teacherEntries() -> [Entry] {
        listFileNames().map(entry)
    }

    /// The teacher's list called `name`: its file name (`verbs.tsv`), else its name (`verbs`),
    /// exactly, then ignoring case, then its name in codes (`codeName(ofListNamed:)`: `my-verbs`
    /// finds `my.verbs.tsv`); the first in the folder's order when several match. Only that
    /// file is read.
    func teacherEntry(named name: String) -> Entry? {
        let names = listFileNames()
        let lowered = name.lowercased()
        let match = names.first { $0.lossy == name } ?? names.first { Self.stem(of: $0.lossy) == name }
            ?? names.first { $0.lossy.lowercased() == lowered } ?? names.first { Self.stem(of: $0.lossy).lowercased() == lowered }
        if let match { return entry(match) }
        // A code's name for the list (`my-verbs` for `my.verbs.tsv`), whichever way it came in.
        let coded = Self.importedName(name)
        guard !coded.isEmpty else { return nil }
        return names.first { Self.codeName(ofListNamed: Self.stem(of: $0.lossy)) == coded }.map(entry)
    }

    /// A list made in memory (for tests and front ends that bring their own), named `name`.
    public static func entry(named name: String, list: WordList) -> Entry {
        Entry(name: name, fileName: nil, path: nil, content: .success(list))
    }

    /// The list file at `path`, wherever it is (the one `settings words FILE` names), read now.
    public static func entry(file path: String) -> Entry {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        return Entry(name: stem(of: fileName), fileName: fileName, path: path, content: load(path: path, fileName: fileName))
    }

    /// The entry of one of the folder's files, read now.
    func entry(_ name: RawFileName) -> Entry {
        let path = directory + "/" + name.lossy
        guard let fileName = name.text else {
            let failure = WordListFailure(file: name.lossy, errors: [.fileNameNotUTF8(name: name.lossy)])
            return Entry(name: Self.stem(of: name.lossy), fileName: name.lossy, path: path, content: .failure(failure))
        }
        return Entry(name: Self.stem(of: fileName), fileName: fileName, path: path,
                     content: Self.load(path: path, fileName: fileName, followingLinks: false))
    }

    /// What a name given on the command line (`--words NAME`, `words show NAME`) means, as
    /// `GameRequest.list` and `WordListCatalog.load(nameOrPath:)` take it:
    /// 1. a path with a `/`, or an existing file (not a folder) in the current directory: itself;
    /// 2. a teacher's list (`teacherEntry(named:)`): its file's path;
    /// 3. anything else as given (a built-in list's name, theme or title, or an unknown name).
    public func resolve(_ nameOrPath: String) -> String {
        teacherEntry(meant: nameOrPath)?.path ?? nameOrPath
    }

    /// The teacher's list `nameOrPath` means by `resolve`'s rules, or nil when it means a file
    /// named explicitly or something else than a teacher's list.
    func teacherEntry(meant nameOrPath: String) -> Entry? {
        if nameOrPath.contains("/") || WordListCatalog.isExistingFile(nameOrPath) { return nil }
        return teacherEntry(named: nameOrPath)
    }

    /// The name a list goes by in puzzle codes (and so in a game's header and history), given
    /// its name in the folder or a file's name without its extension: the name `words import`
    /// keeps the list under (`importedName`: `my.verbs` → `my-verbs`, `Verbes semaine 3` →
    /// `verbes-semaine-3`), or `list` when no letter or digit is left.
    ///
    /// One rule for `play`, `worksheet`, `generate --format codes` and the full screen, so
    /// that a code printed for a file finds the list once a pupil has imported (or added) that
    /// file: `teacherEntry(named:)` finds a list by this name too. A code is typed by pupils, so
    /// the name has no capitals, spaces or dots to get wrong.
    public static func codeName(ofListNamed name: String) -> String {
        let name = importedName(name)
        return name.isEmpty ? "list" : name
    }

    /// The name in puzzle codes of the list file at `path` (`codeName(ofListNamed:)` of its
    /// file name without the extension: `~/a.b.tsv` → `a-b`).
    public static func codeName(ofFile path: String) -> String {
        codeName(ofListNamed: stem(of: String(path.split(separator: "/").last ?? Substring(path))))
    }

    /// `verbs` for `verbs.tsv` (only the last extension goes: `my.verbs.tsv` is `my.verbs`).
    static func stem(of fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    /// Whether `fileName` is one a teacher's list may have: a list extension, not hidden.
    static func isListFileName(_ fileName: String) -> Bool {
        guard !fileName.hasPrefix("."), let dot = fileName.lastIndex(of: ".") else { return false }
        return fileExtensions.contains(fileName[fileName.index(after: dot)...].lowercased())
    }

    /// Reads a file of the folder without following it into a pipe or a folder (nor, for the
    /// folder's own entries, through a symbolic link), its problems named by `fileName` rather
    /// than the whole path.
    static func load(path: String, fileName: String, followingLinks: Bool = true) -> Result<WordList, WordListFailure> {
        do throws(WordListFailure) {
            let bytes: [UInt8]
            do throws(WordListFailure) {
                bytes = try WordListFile.read(path: path, followingLinks: followingLinks)
            } catch {
                throw WordListFailure(file: fileName, errors: error.errors.map { error in
                    switch error {
                    case .cannotOpen(_, let reason): .cannotOpen(path: fileName, reason: reason)
                    case .notAFile: .notAFile(path: fileName)
                    case .symbolicLink: .symbolicLink(path: fileName)
                    default: error
                    }
                })
            }
            return .success(try WordList(bytes: bytes, fileName: fileName))
        } catch {
            return .failure(error)
        }
    }

    /// A directory entry's name: its text, or nil when it is not UTF-8 (then `lossy`).
    struct RawFileName {
        let text: String?
        let lossy: String
    }

    /// The folder's list file names, sorted by name ignoring case (then exactly, so the order is
    /// stable). Read with `readdir`, so that a name that is not UTF-8 is seen rather than skipped.
    func listFileNames() -> [RawFileName] {
        var names: [RawFileName] = []
        for bytes in FolderEntries.names(in: directory) ?? [] {
            let name = RawFileName(text: String(validating: bytes, as: UTF8.self), lossy: String(decoding: bytes, as: UTF8.self))
            if Self.isListFileName(name.lossy) { names.append(name) }
        }
        return names.sorted { ($0.lossy.lowercased(), $0.lossy) < ($1.lossy.lowercased(), $1.lossy) }
    }
}
