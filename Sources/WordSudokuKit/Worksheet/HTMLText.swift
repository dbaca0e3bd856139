/// Text from a word list or a command line made safe to put in an HTML page: the characters
/// that would start markup (`& < > " '`) as entities, and the control and invisible characters
/// `DisplaySafe` names shown by their code, as every message shows them.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in DisplaySafe.escaped(text, limit: .max).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
