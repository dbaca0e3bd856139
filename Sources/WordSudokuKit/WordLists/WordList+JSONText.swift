/// Writing a list in the documented JSON format (README, "Word lists"), one pair a line so that
/// a teacher can read and change the file by hand, and `WordList(json:fileName:)` reads it back
/// as the same list.
extension WordList {
    /// The list as JSON text: its fields in the README's order, a side with one answer as a
    /// string and with several as an array, non-ASCII letters as they are (UTF-8).
    public var jsonText: String {
        var lines = ["{"]
        var fields: [String] = ["  \"title\": \(Self.jsonString(title))"]
        if let titleFrench { fields.append("  \"title_fr\": \(Self.jsonString(titleFrench))") }
        fields.append("  \"languages\": [\(languages.map(Self.jsonString).joined(separator: ", "))]")
        if let theme { fields.append("  \"theme\": \(Self.jsonString(theme))") }
        if let themeFrench { fields.append("  \"theme_fr\": \(Self.jsonString(themeFrench))") }
        if let level { fields.append("  \"level\": \(Self.jsonString(level))") }
        if let peeks { fields.append("  \"peeks\": \(peeks)") }
        let pairLines = pairs.map { pair in
            "    { \(Self.jsonString(languages[0])): \(Self.jsonSide(pair.first)), \(Self.jsonString(languages[1])): \(Self.jsonSide(pair.second)) }"
        }
        fields.append("  \"pairs\": [\n" + pairLines.joined(separator: ",\n") + "\n  ]")
        lines.append(fields.joined(separator: ",\n"))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func jsonSide(_ words: [String]) -> String {
        words.count == 1 ? jsonString(words[0]) : "[" + words.map(jsonString).joined(separator: ", ") + "]"
    }

    /// `text` as a JSON string: quotes and backslashes escaped, control characters as `\u00XX`.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
