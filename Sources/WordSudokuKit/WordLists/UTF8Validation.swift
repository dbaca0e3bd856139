/// Finds where a byte sequence stops being valid UTF-8, so a file that is not UTF-8 text (a
/// spreadsheet saved as Latin-1, a binary file) is refused with the place of its first bad byte.
enum UTF8Validation {
    /// The position of the first byte that is not part of a valid UTF-8 sequence (no overlong
    /// forms, no surrogates, nothing above U+10FFFF), or nil if all of `bytes` is valid.
    static func firstInvalidPosition(in bytes: [UInt8]) -> TextPosition? {
        var line = 1, column = 1
        var i = 0
        let count = bytes.count
        while i < count {
            let byte = bytes[i]
            if byte < 0x80 {
                if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
                i += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return TextPosition(line: line, column: column)
            }
            guard i + length <= count else { return TextPosition(line: line, column: column) }
            let second = bytes[i + 1]
            guard second >= lower && second <= upper else { return TextPosition(line: line, column: column) }
            for k in 2..<max(2, length) where bytes[i + k] & 0xC0 != 0x80 {
                return TextPosition(line: line, column: column)
            }
            column += 1
            i += length
        }
        return nil
    }
}
