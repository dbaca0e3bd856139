/// A small JSON value written for a page's `<script type="application/json">` block: keys in the
/// order given (the same sheet gives the same bytes), and `<`, `>`, `&`, U+2028 and U+2029
/// written as `\u` escapes so that no word of a list can close the script element or start markup.
indirect enum JSONText {
    case string(String)
    case int(Int)
    case array([JSONText])
    case object([(String, JSONText)])

    var rendered: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .string(let text): Self.quote(text, into: &out)
        case .int(let value): out += String(value)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                Self.quote(key, into: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += "\\u" + hex4(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u" + hex4(scalar.value) }
                else { out.unicodeScalars.append(scalar) }
            }
        }
        out += "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
