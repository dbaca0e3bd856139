import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a list out in the formats it is read from (`words export`, `words import`), so that
/// reading the text back gives the same list: JSON keeps everything (title, theme, level,
/// peeks, every accepted answer); TSV and CSV keep the languages and the pairs, for a
/// spreadsheet, with `|` between accepted answers.
extension WordList {
    /// Why a list cannot be written in a format.
    public enum ExportError: Error, Hashable, Sendable {
        /// A word holds `|`, which separates accepted answers in TSV and CSV: it would read back
        /// as two words. JSON can hold it.
        case separatorInWord(word: String, format: Format)
    }

    /// The list as a file of `format` whose reading gives this list again (for TSV and CSV, its
    /// languages and pairs; the title then comes from the file's name).
    /// `folder`: the folder the file goes to, which JSON's sound files are written relative to
    /// (`jsonText(soundsIn:)`).
    public func exported(as format: Format, folder: String? = nil) throws(ExportError) -> String {
        switch format {
        case .json: return jsonText(soundsIn: folder)
        case .tsv: return try delimitedText(separator: "\t", format: .tsv)
        case .csv: return try delimitedText(separator: ",", format: .csv)
        }
    }

    /// The list in the README's JSON format: one pair a line, so that a teacher can read and
    /// edit it; a side with several answers is an array. A title, theme or level whose
    /// characters the reader would refuse is left out, so the text always reads back.
    public var jsonText: String { jsonText(soundsIn: nil) }

    /// `jsonText`, with each pair's sound files (`"sound_fr"`) that lie in `folder` or below it,
    /// written relative to it: the folder of the file written, as a list's sounds are read
    /// relative to its own (`SoundFile`). A sound elsewhere would not be found from the new
    /// file, and is left out; so are all of them when `folder` is nil.
    public func jsonText(soundsIn folder: String?) -> String {
        var lines = ["{"]
        func text(_ key: String, _ value: String?) {
            guard let value, !value.isEmpty, WordListValidation.characterProblem(in: value, field: key, at: .start) == nil else { return }
            lines.append("  \(Self.jsonString(key)): \(Self.jsonString(value)),")
        }
        text("title", title)
        text("title_fr", titleFrench)
        lines.append("  \"languages\": [\(languages.map(Self.jsonString).joined(separator: ", "))],")
        text("theme", theme)
        text("theme_fr", themeFrench)
        text("level", level)
        if let peeks { lines.append("  \"peeks\": \(peeks),") }
        if let voices, !voices.isEmpty {
            let members = voices.sorted { $0.key < $1.key }.map { "\(Self.jsonString($0.key)): \(Self.jsonString($0.value))" }
            lines.append("  \"voices\": { \(members.joined(separator: ", ")) },")
        }
        lines.append("  \"pairs\": [")
        for (index, pair) in pairs.enumerated() {
            let sides = zip(languages, [pair.first, pair.second]).map { code, words in
                let value = words.count == 1 ? Self.jsonString(words[0]) : "[" + words.map(Self.jsonString).joined(separator: ", ") + "]"
                return "\(Self.jsonString(code)): \(value)"
            }
            let sounds = zip(languages, pair.sounds ?? []).compactMap { code, sound -> String? in
                guard let sound, let relative = Self.relativeSoundPath(sound, in: folder) else { return nil }
                return "\(Self.jsonString("sound_" + code)): \(Self.jsonString(relative))"
            }
            lines.append("    { \((sides + sounds).joined(separator: ", ")) }" + (index == pairs.count - 1 ? "" : ","))
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `sound` (a full path, as a list read from its file holds it) from `folder`, when it lies
    /// in it or below and the result passes `SoundFile`'s rule; nil otherwise.
    static func relativeSoundPath(_ sound: String, in folder: String?) -> String? {
        guard let folder else { return nil }
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard sound.hasPrefix(prefix) else { return nil }
        let relative = String(sound.dropFirst(prefix.count))
        return SoundFile.problem(relative) == nil ? relative : nil
    }

    /// A header line naming the languages, then a pair a line; a field is quoted when it holds
    /// the separator, a quote, or (in CSV) a semicolon, which French spreadsheets separate with.
    private func delimitedText(separator: Character, format: Format) throws(ExportError) -> String {
        func field(_ words: [String]) throws(ExportError) -> String {
            if let bad = words.first(where: { $0.contains("|") }) { throw .separatorInWord(word: bad, format: format) }
            let text = words.joined(separator: "|")
            guard text.contains(separator) || text.contains("\"") || (format == .csv && text.contains(";")) else { return text }
            return "\"" + text.replacingQuotes() + "\""
        }
        // A language's voice follows its code in brackets (`fr (fr-be)`), as the header reads it.
        var lines = [languages.map { code in voices?[code].map { "\(code) (\($0))" } ?? code }.joined(separator: String(separator))]
        for pair in pairs {
            lines.append(try field(pair.first) + String(separator) + (try field(pair.second)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a JSON string; a character that must not reach a terminal is written `\uXXXX`
    /// (the lists' words never hold one: the readers refuse them).
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where DisplaySafe.isUnsafe(scalar):
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension String {
    /// Each `"` doubled, as a quoted field of TSV or CSV writes it.
    func replacingQuotes() -> String {
        var result = ""
        for character in self {
            result.append(character)
            if character == "\"" { result.append("\"") }
        }
        return result
    }
}
