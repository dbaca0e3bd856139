/// Turns a UTF-16 file into UTF-8 before it is read. Excel and LibreOffice save "Unicode text"
/// as UTF-16 with a byte order mark; a teacher cannot be expected to know it is not UTF-8, and
/// the mark says for certain which encoding it is, so such a file is read rather than refused.
enum UTF16Conversion {
    /// The UTF-8 form of `bytes`, without the mark, when they start with a UTF-16 byte order
    /// mark (`FF FE`: little-endian, `FE FF`: big-endian); nil when they do not.
    /// Throws `.badUTF16` at the first unpaired surrogate, or at the end for an odd byte count.
    static func utf8(fromUTF16 bytes: [UInt8]) throws(WordListError) -> [UInt8]? {
        let littleEndian: Bool
        if bytes.starts(with: [0xFF, 0xFE]) {
            littleEndian = true
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            littleEndian = false
        } else {
            return nil
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count * 2)
        var position = TextPosition.start
        var iterator = units.makeIterator()
        var decoder = UTF16()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { output.append($0) }
                if scalar == "\n" {
                    position = TextPosition(line: position.line + 1, column: 1)
                } else {
                    position.column += 1
                }
            case .emptyInput:
                break decoding
            case .error:
                throw .badUTF16(position)
            }
        }
        if bytes.count % 2 == 1 { throw .badUTF16(position) }
        return output
    }
}
