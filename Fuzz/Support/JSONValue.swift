// A JSON document as the structure-aware fuzz target edits it (tooling, not the product: the
// product reads JSON only through Foundation's decoder). Unlike a decoded dictionary it keeps
// what a mutation needs to express and the product's decoder must survive: members in their
// order, the same key twice, a number's exact text (`9223372036854775808`, `1e309`, `-0`), and
// bytes that are no valid UTF-8 inside a string.

/// One JSON value; `raw` is text written as it is (deep nesting built without recursion,
/// invalid escapes, tokens JSON does not have).
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    /// A number's text, kept exactly.
    case number(String)
    /// A string's bytes, escaped when written (so they may be invalid UTF-8).
    case string([UInt8])
    case array([JSONValue])
    /// Members in order; a key may appear twice.
    case object([Member])
    case raw([UInt8])

    struct Member: Equatable {
        var key: [UInt8]
        var value: JSONValue
    }

    static func text(_ text: String) -> JSONValue { .string(Array(text.utf8)) }
    static func integer(_ value: Int) -> JSONValue { .number(String(value)) }
}

// MARK: Parsing (the committed fixtures: trusted, small, valid)

extension JSONValue {
    /// The value `text` holds, or nil when it is not one JSON value.
    init?(parsing text: [UInt8]) {
        var parser = JSONParser(bytes: text)
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        guard parser.index == text.count else { return nil }
        self = value
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) -> JSONValue? {
        skipSpace()
        guard index < bytes.count, depth < 200 else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [JSONValue.Member] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard case let .string(key)? = string(), expect(":"), let value = value(depth: depth + 1) else { return nil }
                members.append(.init(key: key, value: value))
                skipSpace()
                if expect(",") { continue }
                return expect("}") ? .object(members) : nil
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipSpace()
                if expect(",") { continue }
                return expect("]") ? .array(elements) : nil
            }
        case UInt8(ascii: "\""):
            return string()
        case UInt8(ascii: "t"): return word("true", .bool(true))
        case UInt8(ascii: "f"): return word("false", .bool(false))
        case UInt8(ascii: "n"): return word("null", .null)
        default:
            let start = index
            while index < bytes.count, "+-.0123456789eE".utf8.contains(bytes[index]) { index += 1 }
            return index > start ? .number(String(decoding: bytes[start..<index], as: UTF8.self)) : nil
        }
    }

    mutating func expect(_ character: Character) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == character.asciiValue! else { return false }
        index += 1
        return true
    }

    mutating func word(_ text: String, _ value: JSONValue) -> JSONValue? {
        let word = Array(text.utf8)
        guard bytes.count - index >= word.count, Array(bytes[index..<index + word.count]) == word else { return nil }
        index += word.count
        return value
    }

    /// A string, its escapes decoded to UTF-8 (a lone surrogate as U+FFFD).
    mutating func string() -> JSONValue? {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return .string(out)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"):
                    guard bytes.count - index >= 4,
                          let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
                    index += 4
                    out += Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
                default: out.append(escape)
                }
            default: out.append(byte)
            }
        }
        return nil
    }
}

// MARK: Writing

extension JSONValue {
    /// The value as compact JSON text. Nesting is written with an explicit stack, so a value
    /// nested ten thousand deep by a mutation is written without deep recursion.
    var serialized: [UInt8] {
        var out: [UInt8] = []
        enum Work { case value(JSONValue), bytes([UInt8]) }
        var stack: [Work] = [.value(self)]
        while let work = stack.popLast() {
            switch work {
            case let .bytes(bytes): out += bytes
            case let .value(value):
                switch value {
                case .null: out += Array("null".utf8)
                case let .bool(flag): out += Array((flag ? "true" : "false").utf8)
                case let .number(text): out += Array(text.utf8)
                case let .string(bytes): out += Self.quoted(bytes)
                case let .raw(bytes): out += bytes
                case let .array(elements):
                    out.append(UInt8(ascii: "["))
                    stack.append(.bytes([UInt8(ascii: "]")]))
                    for (position, element) in elements.enumerated().reversed() {
                        stack.append(.value(element))
                        if position > 0 { stack.append(.bytes([UInt8(ascii: ",")])) }
                    }
                case let .object(members):
                    out.append(UInt8(ascii: "{"))
                    stack.append(.bytes([UInt8(ascii: "}")]))
                    for (position, member) in members.enumerated().reversed() {
                        stack.append(.value(member.value))
                        stack.append(.bytes(Self.quoted(member.key) + [UInt8(ascii: ":")]))
                        if position > 0 { stack.append(.bytes([UInt8(ascii: ",")])) }
                    }
                }
            }
        }
        return out
    }

    /// `bytes` as a JSON string: quote, backslash and control bytes escaped, every other byte
    /// (invalid UTF-8 too) as it is.
    static func quoted(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        let hex = Array("0123456789abcdef".utf8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }
}
