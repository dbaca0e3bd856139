#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the list a person names on the command line: a built-in list (by name, theme or
/// title) or a file (`.json`, `.tsv`, `.csv`).
public enum WordListCatalog {
    /// A list and the name to use for it in messages (`animals`, `lists/verbs.tsv`).
    public struct Loaded: Hashable, Sendable {
        public let name: String
        public let list: WordList
        /// Whether it came from the built-in lists rather than a file.
        public let isBuiltIn: Bool
        /// The list's name in puzzle codes, by the kit's one rule (`WordListLibrary.codeName`):
        /// a built-in list's name; a file's or a teacher's list's name as `words import` keeps
        /// it (`a.b.tsv` → `a-b`), so that a code printed for the file plays once it is imported.
        public let codeName: String

        /// A built-in list (`name` is its name), or the file at the path `name`.
        public init(name: String, list: WordList, isBuiltIn: Bool) {
            self.init(name: name, list: list, isBuiltIn: isBuiltIn,
                      codeName: isBuiltIn ? name : WordListLibrary.codeName(ofFile: name))
        }

        /// The list of a library's entry, named as the library names it (`verbs`).
        public init(entry: WordListLibrary.Entry, list: WordList) {
            self.init(name: entry.name, list: list, isBuiltIn: entry.isBuiltIn, codeName: entry.codeName)
        }

        private init(name: String, list: WordList, isBuiltIn: Bool, codeName: String) {
            self.name = name
            self.list = list
            self.isBuiltIn = isBuiltIn
            self.codeName = codeName
        }
    }

    /// Loads `nameOrPath`: `-` is standard input; an existing file (not a folder) wins, then a built-in list's name,
    /// theme or title; a name that looks like a path is read as a file (so a missing file says
    /// why). Knows nothing of the teacher's `lists/` folder: see `load(nameOrPath:library:)`.
    /// Throws a `WordListFailure`: every problem of the file, or why it cannot be found.
    /// `languages` (two codes) are those of a file that does not name its own: see
    /// `WordList.init(delimited:…)`. They are not a built-in list's, which has its own.
    public static func load(nameOrPath: String, languages: [String]? = nil) throws(WordListFailure) -> Loaded {
        if nameOrPath == WordListFile.standardInput || isExistingFile(nameOrPath) || WordList.looksLikePath(nameOrPath) {
            return Loaded(name: nameOrPath, list: try WordList(contentsOfFile: nameOrPath, languages: languages), isBuiltIn: false)
        }
        if let entry = BuiltInWordLists.named(nameOrPath) {
            return Loaded(name: entry.name, list: entry.list, isBuiltIn: true)
        }
        throw WordListFailure(file: nameOrPath, errors: [.unknownList(name: nameOrPath, available: BuiltInWordLists.names)])
    }

    /// Loads `nameOrPath` as `library.resolve` reads it: an existing file named explicitly, then
    /// a teacher's list of `library` (loaded under its short name, `verbs`), then a built-in list.
    /// A name found nowhere says the teacher's lists too, beside the built-in ones.
    public static func load(nameOrPath: String, library: WordListLibrary, languages: [String]? = nil) throws(WordListFailure) -> Loaded {
        guard let entry = library.teacherEntry(meant: nameOrPath) else {
            do {
                return try load(nameOrPath: nameOrPath, languages: languages)
            } catch {
                throw error.namingTeacherLists(of: library)
            }
        }
        return Loaded(entry: entry, list: try entry.content.get())
    }

    /// Whether `path` names something that exists and is not a folder (a file, a pipe...).
    static func isExistingFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFDIR
    }

    /// The built-in lists on `theme` (e.g. `animals`), to give `WordChooser` together.
    public static func load(theme: String) throws(WordListFailure) -> [Loaded] {
        let entries = BuiltInWordLists.lists(onTheme: theme)
        if entries.isEmpty {
            let themes = Set(BuiltInWordLists.all.compactMap(\.list.theme)).sorted()
            throw WordListFailure(file: theme, errors: [.unknownList(name: theme, available: themes)])
        }
        return entries.map { Loaded(name: $0.name, list: $0.list, isBuiltIn: true) }
    }

    /// Every built-in list.
    public static var builtIn: [Loaded] {
        BuiltInWordLists.all.map { Loaded(name: $0.name, list: $0.list, isBuiltIn: true) }
    }
}
