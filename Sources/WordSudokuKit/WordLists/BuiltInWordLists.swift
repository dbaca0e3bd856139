/// The lists that ship with the program. Their JSON is embedded in the binary
/// (`BuiltInWordLists+Data.swift`, generated from `WordPairs/` by `Scripts/embed-data.sh`),
/// so they are there whatever the directory and wherever the binary is copied; they are read by
/// the same loader as a teacher's file.
public enum BuiltInWordLists {
    /// One built-in list and the name it is known by.
    public struct Entry: Hashable, Sendable {
        /// The file name without `.json`, e.g. `animals`: what `--words` and `words show` accept.
        public let name: String
        public let list: WordList
    }

    /// Every built-in list, by name.
    public static let all: [Entry] = sources.keys.sorted().map { fileName in
        let name = String(fileName.dropLast(".json".count))
        do {
            return Entry(name: name, list: try WordList(json: Array(sources[fileName]!.utf8), fileName: fileName))
        } catch {
            // The tests load every built-in list, so this is a build that skipped them.
            preconditionFailure("built-in word list is invalid:\n\(error)")
        }
    }

    /// The names of the built-in lists, sorted.
    /// (From the embedded file names: no list is parsed for them.)
    public static var names: [String] { sources.keys.sorted().map { String($0.dropLast(".json".count)) } }

    /// The list called `name`: its name, its file name, its theme or its title (English or
    /// French), ignoring case.
    public static func named(_ name: String) -> Entry? {
        let wanted = WordNormalizer.key(name)
        return all.first { $0.name == wanted || $0.name + ".json" == wanted }
            ?? all.first { entry in
                [entry.list.theme, entry.list.title, entry.list.themeFrench, entry.list.titleFrench]
                    .contains { $0.map(WordNormalizer.key) == wanted }
            }
    }

    /// The built-in lists on `theme`.
    public static func lists(onTheme theme: String) -> [Entry] {
        let wanted = WordNormalizer.key(theme)
        return all.filter { $0.list.theme.map(WordNormalizer.key) == wanted }
    }
}
