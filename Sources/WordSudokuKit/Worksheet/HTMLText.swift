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

    /// `escaped(text)` with a soft hyphen (`&#173;`, numeric so the page stays well-formed XML)
    /// where a long word may break: inside each run of letters, leaving at least three letters on
    /// each side. The browser breaks there only when it must, and shows the hyphen then.
    static func hyphenated(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var runStart = 0
        for (index, character) in characters.enumerated() {
            if !character.isLetter { runStart = index + 1 }
            if index > 0, character.isLetter, index - runStart >= 3 {
                let runEnd = characters[index...].firstIndex { !$0.isLetter } ?? characters.count
                if runEnd - index >= 3 { result += "&#173;" }
            }
            result += escaped(String(character))
        }
        return result
    }
}
