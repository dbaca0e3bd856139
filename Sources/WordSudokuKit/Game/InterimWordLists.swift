import Foundation

/// Finds word lists by built-in name or file path.
///
/// INTERIM, until the vocabulary issue's `WordListCatalog` lands: reads `WordPairs/NAME.json`
/// from the source tree, or a JSON file in the documented format; no validation beyond shape.
public enum GameWordLists {
    /// The built-in lists' names, sorted.
    public static var builtInNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// A built-in list by name, or a list file by path, with the name the game records.
    public static func load(nameOrPath: String) throws(GameSetupError) -> (name: String, list: WordList) {
        var path = nameOrPath
        if !FileManager.default.fileExists(atPath: path) {
            path = directory + "/" + nameOrPath + ".json"
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unknownList(nameOrPath) }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard let object = try? JSONSerialization.jsonObject(with: data) else { throw .unreadableList(nameOrPath) }
        var title = name, languages = ["en", "fr"], theme: String?, level: String?, peeks: Int?
        var rawPairs: [[String: Any]]
        if let dictionary = object as? [String: Any] {
            title = dictionary["title"] as? String ?? name
            languages = dictionary["languages"] as? [String] ?? languages
            theme = dictionary["theme"] as? String
            level = dictionary["level"] as? String
            peeks = dictionary["peeks"] as? Int
            rawPairs = dictionary["pairs"] as? [[String: Any]] ?? []
        } else {
            rawPairs = object as? [[String: Any]] ?? []
            if let keys = rawPairs.first?.keys.sorted(), keys.count == 2 { languages = keys }
        }
        guard languages.count == 2 else { throw .unreadableList(nameOrPath) }
        func side(_ value: Any?) -> [String]? {
            if let word = value as? String { return [word] }
            if let words = value as? [String], !words.isEmpty { return words }
            return nil
        }
        var pairs: [WordPair] = []
        for raw in rawPairs {
            guard let first = side(raw[languages[0]]), let second = side(raw[languages[1]]) else { throw .unreadableList(nameOrPath) }
            pairs.append(WordPair(first: first, second: second))
        }
        return (name, WordList(title: title, languages: languages, theme: theme, level: level, peeks: peeks, pairs: pairs))
    }

    private static var directory: String {
        if let override = ProcessInfo.processInfo.environment["WORD_SUDOKU_LISTS"] { return override }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("WordPairs").path
    }
}
