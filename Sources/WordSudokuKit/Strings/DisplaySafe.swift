/// Text from outside the program (an argument, a file's name, a key or a word of a file, a
/// puzzle's character, a player's name) made safe to repeat in a message: the one place that
/// decides which characters may not reach the terminal as they are, and how they are shown.
///
/// Unsafe are the controls (C0, DEL, C1: ESC starts the terminal's escape sequences), the
/// invisible format characters (zero-width joiners, word joiner, soft hyphen, direction marks and
/// overrides, byte-order mark: they make a text print differently from what it is) and the line
/// and paragraph separators. Each is shown as its code, `<U+001B>`.
public enum DisplaySafe {
    /// Whether `scalar` must not be printed as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x20...0x7E: return false  // the common case, without a property lookup
        default:
            switch scalar.properties.generalCategory {
            case .format, .lineSeparator, .paragraphSeparator, .control: return true
            default: return false
            }
        }
    }

    /// The first unsafe character of `text`, if any.
    static func firstUnsafeScalar(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isUnsafe)
    }

    /// `U+001B`: how a character is named in messages.
    public static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text` safe to print: unsafe characters shown as `<U+001B>`, and anything longer than
    /// `limit` characters (Unicode scalars) cut with `…`, so a message stays one readable line.
    public static func escaped(_ text: String, limit: Int = 60) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { result += "…"; break }
            if isUnsafe(scalar) {
                result += "<\(code(scalar))>"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }
}
