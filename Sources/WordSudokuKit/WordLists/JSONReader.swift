/// A small, strict JSON reader (RFC 8259) that records where every value starts.
///
/// Foundation's `JSONSerialization` gives no line or column, and a teacher needs both. The reader
/// is iterative (an explicit stack, no recursion), so deeply nested input cannot overflow the
/// call stack; nesting beyond `depthLimit` is refused. It expects valid UTF-8 (see
/// `UTF8Validation`); it stops at the first syntax error, since nothing after it can be trusted.
struct JSONReader {
    /// Deeper nesting is refused: a word list needs three levels.
    static let depthLimit = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark, as some editors write, is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Reads the whole text as one JSON value.
    static func read(_ bytes: [UInt8]) throws(WordListError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        return try reader.readDocument()
    }

    /// An array or object being read. Mutated in place on the stack (never copied out and back),
    /// so adding an element does not copy the elements before it.
    private struct Frame {
        let start: TextPosition
        let isObject: Bool
        var elements: [JSONValue] = []
        var members: [JSONValue.Member] = []
        /// The key whose value is being read, in an object.
        var key = ""
        var keyPosition = TextPosition.start
    }

    private var position: TextPosition { TextPosition(line: line, column: column) }
    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            advance()
        }
    }

    private func fail(_ problem: JSONSyntaxProblem, at position: TextPosition) -> WordListError {
        .syntax(problem, position)
    }

    /// The character at the current position, for messages.
    private var currentCharacter: String {
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<min(end, bytes.count)], as: UTF8.self)
    }

    private mutating func readDocument() throws(WordListError) -> JSONValue {
        var stack: [Frame] = []
        skipWhitespace()
        nextValue: while true {
            // A value is expected here.
            let start = position
            guard let byte = peek else {
                throw fail(.unexpectedEnd, at: start)
            }
            var value: JSONValue
            switch byte {
            case UInt8(ascii: "{"):
                if stack.count >= Self.depthLimit { throw fail(.tooDeep(limit: Self.depthLimit), at: start) }
                advance()
                skipWhitespace()
                if peek == UInt8(ascii: "}") {
                    advance()
                    value = JSONValue(kind: .object([]), position: start)
                } else {
                    let (key, keyPosition) = try readKey(afterComma: false)
                    stack.append(Frame(start: start, isObject: true, key: key, keyPosition: keyPosition))
                    continue nextValue
                }
            case UInt8(ascii: "["):
                if stack.count >= Self.depthLimit { throw fail(.tooDeep(limit: Self.depthLimit), at: start) }
                advance()
                skipWhitespace()
                if peek == UInt8(ascii: "]") {
                    advance()
                    value = JSONValue(kind: .array([]), position: start)
                } else {
                    stack.append(Frame(start: start, isObject: false))
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                value = JSONValue(kind: .string(try readString()), position: start)
            case UInt8(ascii: "t"):
                try readLiteral("true")
                value = JSONValue(kind: .bool(true), position: start)
            case UInt8(ascii: "f"):
                try readLiteral("false")
                value = JSONValue(kind: .bool(false), position: start)
            case UInt8(ascii: "n"):
                try readLiteral("null")
                value = JSONValue(kind: .null, position: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = JSONValue(kind: .number(try readNumber()), position: start)
            default:
                throw fail(.unexpectedCharacter(currentCharacter), at: start)
            }

            // A value is complete: give it to the containers it closes, innermost first.
            while true {
                skipWhitespace()
                guard !stack.isEmpty else {
                    if peek != nil { throw fail(.textAfterValue, at: position) }
                    return value
                }
                let top = stack.count - 1
                if stack[top].isObject {
                    stack[top].members.append(JSONValue.Member(key: stack[top].key, keyPosition: stack[top].keyPosition, value: value))
                    if peek == UInt8(ascii: ",") {
                        advance()
                        (stack[top].key, stack[top].keyPosition) = try readKey(afterComma: true)
                        continue nextValue
                    } else if peek == UInt8(ascii: "}") {
                        advance()
                        let frame = stack.removeLast()
                        value = JSONValue(kind: .object(frame.members), position: frame.start)
                    } else {
                        throw peek == nil
                            ? fail(.unclosed("{"), at: stack[top].start)
                            : fail(.expectedCommaOrClose("}"), at: position)
                    }
                } else {
                    stack[top].elements.append(value)
                    if peek == UInt8(ascii: ",") {
                        advance()
                        skipWhitespace()
                        if peek == UInt8(ascii: "]") { throw fail(.trailingComma, at: position) }
                        continue nextValue
                    } else if peek == UInt8(ascii: "]") {
                        advance()
                        let frame = stack.removeLast()
                        value = JSONValue(kind: .array(frame.elements), position: frame.start)
                    } else {
                        throw peek == nil
                            ? fail(.unclosed("["), at: stack[top].start)
                            : fail(.expectedCommaOrClose("]"), at: position)
                    }
                }
            }
        }
    }

    /// Reads `"key"` and the colon after it, leaving the reader at the value.
    private mutating func readKey(afterComma: Bool) throws(WordListError) -> (String, TextPosition) {
        skipWhitespace()
        let keyPosition = position
        guard let byte = peek else { throw fail(.unexpectedEnd, at: keyPosition) }
        if byte != UInt8(ascii: "\"") {
            if afterComma && byte == UInt8(ascii: "}") { throw fail(.trailingComma, at: keyPosition) }
            throw fail(.expectedKey(currentCharacter), at: keyPosition)
        }
        let key = try readString()
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else {
            throw peek == nil ? fail(.unexpectedEnd, at: position) : fail(.expectedColon, at: position)
        }
        advance()
        skipWhitespace()
        return (key, keyPosition)
    }

    private mutating func readLiteral(_ word: StaticString) throws(WordListError) {
        let start = position
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard peek == byte else { throw fail(.unexpectedCharacter(String(decoding: expected, as: UTF8.self)), at: start) }
            advance()
        }
        if let next = peek, Self.isWordByte(next) { throw fail(.unexpectedCharacter(currentCharacter), at: position) }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }

    /// Reads a string from its opening quote; returns its content with escapes decoded.
    private mutating func readString() throws(WordListError) -> String {
        let start = position
        advance()  // the opening quote
        var content: [UInt8] = []
        while true {
            guard let byte = peek else { throw fail(.unterminatedString, at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: content, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let escapePosition = position
                advance()
                guard let escaped = peek else { throw fail(.unterminatedString, at: start) }
                advance()
                switch escaped {
                case UInt8(ascii: "\""): content.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): content.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): content.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): content.append(0x08)
                case UInt8(ascii: "f"): content.append(0x0C)
                case UInt8(ascii: "n"): content.append(0x0A)
                case UInt8(ascii: "r"): content.append(0x0D)
                case UInt8(ascii: "t"): content.append(0x09)
                case UInt8(ascii: "u"):
                    var value = try readHex4(escapeAt: escapePosition)
                    if (0xD800...0xDBFF).contains(value) {
                        // A high surrogate must be followed by `\u` and a low one.
                        guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                            throw fail(.loneSurrogate, at: escapePosition)
                        }
                        advance()
                        advance()
                        let low = try readHex4(escapeAt: escapePosition)
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail(.loneSurrogate, at: escapePosition) }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(value) {
                        throw fail(.loneSurrogate, at: escapePosition)
                    }
                    content.append(contentsOf: Array(String(Character(Unicode.Scalar(value)!)).utf8))
                default:
                    throw fail(.badEscape, at: escapePosition)
                }
            case 0x00..<0x20:
                throw fail(.controlCharacterInString, at: position)
            default:
                content.append(byte)
                advance()
            }
        }
    }

    private mutating func readHex4(escapeAt escapePosition: TextPosition) throws(WordListError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek else { throw fail(.badEscape, at: escapePosition) }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail(.badEscape, at: escapePosition)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    /// Reads a number: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    private mutating func readNumber() throws(WordListError) -> String {
        let start = position
        let first = index
        if peek == UInt8(ascii: "-") { advance() }
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        guard isDigit(peek) else { throw fail(.badNumber, at: start) }
        if peek == UInt8(ascii: "0") {
            advance()
            if isDigit(peek) { throw fail(.badNumber, at: start) }
        } else {
            while isDigit(peek) { advance() }
        }
        if peek == UInt8(ascii: ".") {
            advance()
            guard isDigit(peek) else { throw fail(.badNumber, at: start) }
            while isDigit(peek) { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard isDigit(peek) else { throw fail(.badNumber, at: start) }
            while isDigit(peek) { advance() }
        }
        if let next = peek, Self.isWordByte(next) || next == UInt8(ascii: ".") { throw fail(.badNumber, at: start) }
        return String(decoding: bytes[first..<index], as: UTF8.self)
    }
}
