// The structure-aware fuzz target's mutations: libFuzzer's bytes read as a small program of
// edits to a stored file's JSON tree (a committed fixture), so that every input is a file the
// program could plausibly meet — the right shape, with one key renamed or doubled, a number at
// the edge of its range, a string too long, an array too large, a value nested too deep —
// rather than bytes that rarely get past the JSON parser.

/// The input bytes read in order; zeros once they run out.
struct ByteReader {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    mutating func number(below limit: Int) -> Int {
        guard limit > 1 else { return 0 }
        let value = Int(byte()) << 8 | Int(byte())
        return value % limit
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[number(below: choices.count)] }
}

/// Where a value sits in a tree: the index of each array element or object member on the way.
typealias JSONPath = [Int]

extension JSONValue {
    /// The paths of the first `limit` values, root first, depth first.
    func paths(limit: Int = 4000) -> [JSONPath] {
        var found: [JSONPath] = []
        var stack: [(JSONValue, JSONPath)] = [(self, [])]
        while let (value, path) = stack.popLast(), found.count < limit {
            found.append(path)
            switch value {
            case let .array(elements):
                for index in elements.indices.reversed() { stack.append((elements[index], path + [index])) }
            case let .object(members):
                for index in members.indices.reversed() { stack.append((members[index].value, path + [index])) }
            default: break
            }
        }
        return found
    }

    subscript(path: JSONPath) -> JSONValue {
        get {
            guard let first = path.first else { return self }
            switch self {
            case let .array(elements) where elements.indices.contains(first): return elements[first][Array(path.dropFirst())]
            case let .object(members) where members.indices.contains(first): return members[first].value[Array(path.dropFirst())]
            default: return self
            }
        }
        set {
            guard let first = path.first else { self = newValue; return }
            switch self {
            case var .array(elements) where elements.indices.contains(first):
                elements[first][Array(path.dropFirst())] = newValue
                self = .array(elements)
            case var .object(members) where members.indices.contains(first):
                members[first].value[Array(path.dropFirst())] = newValue
                self = .object(members)
            default: break
            }
        }
    }

    /// Every key of every object in the tree.
    var keys: [[UInt8]] {
        switch self {
        case let .array(elements): return elements.flatMap(\.keys)
        case let .object(members): return members.flatMap { [$0.key] + $0.value.keys }
        default: return []
        }
    }
}

/// The edits, and the values they put in: edges of the ranges the store's files use.
enum JSONMutation {
    /// Numbers at the edges: of the integer types, of a double's exact integers, of the store's
    /// limits (`StoreLimits`: counts and seconds 10⁹, alternatives 16, word length 40, 25×25
    /// grids, retention 0.70–0.97), and texts JSON allows but no value fits (`1e309`, `-0`).
    static let edgeNumbers = [
        "0", "-0", "-1", "1", "2", "3", "0.5", "-0.0", "1.0", "1e0", "1E2", "9", "15", "16", "17", "24", "25", "26", "36",
        "40", "41", "99", "255", "256", "625", "626", "1000", "1001", "65535", "65536", "100000", "100001",
        "1000000000", "1000000001", "-1000000000", "2147483647", "2147483648", "-2147483649", "4294967295",
        "4294967296", "9007199254740993", "-9007199254740993", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "18446744073709551616", "1e308", "-1e308", "1e309",
        "-1e309", "5e-324", "1e-400", "0.7", "0.69999999", "0.97", "0.9700001", "1.7976931348623157e308",
        "1795165200", "-62135596800", "253402300800", "1e20", "123456789012345678901234567890",
    ]

    /// Strings that stand for numbers or dates without being them, and strings that must not
    /// reach a terminal as they are.
    static let edgeStrings: [[UInt8]] = [
        "", "NaN", "nan", "Infinity", "-Infinity", "inf", "1e999", "0x10", "1", "-1", "true", "null",
        "2026-11-23T12:00:00Z", "2026-02-30", "9999-12-31", "0000-00-00", "2026-11-23T25:61:61Z",
        "animals", "en", "fr", "ada", "\u{1B}]0;owned\u{07}", "\u{1B}[2J", "a\nb", "\u{202E}evil",
        "\u{200B}", "\u{FEFF}", "\u{0}", "\t", "ＡＢＣ", "e\u{301}\u{301}\u{301}\u{301}\u{301}", "..", "../../etc/passwd",
        "2x2-1-animals-3", "g2-2x3-3-animals-6", "p3,1 3:0,0>1,0", "p99,99 9:9", "immediate", "atFinish",
        "again", "good", "game", "recallCheck",
    ].map { Array($0.utf8) } + [[0xFF, 0xFE], [0xC3], [0xED, 0xA0, 0x80], [0xE2, 0x80]]

    /// Keys that are the store's own, under another name, or odd.
    static let extraKeys: [[UInt8]] = ["formatVersion", "data", "", "id", "Data", "formatversion", "__proto__",
                                       "data ", "formatVersion\u{0}"].map { Array($0.utf8) }

    /// Applies the edits `program` describes to `document`; `keys` are names to rename to.
    static func apply(_ program: inout ByteReader, to document: inout JSONValue, keys: [[UInt8]]) {
        var edits = 0
        while !program.isAtEnd, edits < 24 {
            edits += 1
            let paths = document.paths()
            let path = program.pick(paths)
            let other = program.pick(paths)
            let operation = program.byte() % 19
            edit(operation, at: path, other: other, in: &document, keys: keys, program: &program)
        }
    }

    private static func edit(_ operation: UInt8, at path: JSONPath, other: JSONPath, in document: inout JSONValue,
                             keys: [[UInt8]], program: inout ByteReader) {
        let target = document[path]
        // A value grown to megabytes is not copied again: each copy would multiply it past
        // the memory libFuzzer allows (the target writes at most 8 MiB anyway).
        if [8, 9, 10, 17].contains(operation), document[other].isLarge { return }
        switch operation {
        case 0: // An edge number.
            document[path] = .number(program.pick(edgeNumbers))
        case 1: // A number nudged: ±1, negated, doubled, written as a fraction or with an exponent.
            guard case let .number(text) = target, let value = Int(text) else { document[path] = .integer(Int(program.byte())); return }
            let nudged: [String] = [String(value &+ 1), String(value &- 1), String(0 &- value), String(value &* 2), "\(value).0",
                                    "\(value)e0", "\(value).5", String(value) + "000000000000"]
            document[path] = .number(program.pick(nudged))
        case 2: // A string at an edge.
            document[path] = .string(program.pick(edgeStrings))
        case 3: // A long string: past a name's 4096 bytes, a word's 1024, or much further.
            let length = program.pick([41, 1025, 4096, 4097, 65_537, 1 << 20])
            let unit: [UInt8] = program.pick([[UInt8(ascii: "a")], Array("é".utf8), Array("\u{1B}[".utf8), [0xFF]])
            document[path] = .string(Array(repeatElement(unit, count: length / unit.count).joined()))
        case 4: // Another type.
            document[path] = program.pick([.null, .bool(true), .bool(false), .text("1"), .array([]), .object([]),
                                           .array([target]), .object([.init(key: Array("data".utf8), value: target)])])
        case 5: // A member or element removed.
            remove(at: path, in: &document)
        case 6: // A member doubled: the same key again, before or after, with this value or an edge.
            guard let (parentPath, index) = split(path), case var .object(members) = document[parentPath] else { return }
            var copy = members[index]
            if program.byte() & 1 == 1 { copy.value = .number(program.pick(edgeNumbers)) }
            members.insert(copy, at: program.byte() & 1 == 1 ? index : index + 1)
            document[parentPath] = .object(members)
        case 7: // A key renamed.
            guard let (parentPath, index) = split(path), case var .object(members) = document[parentPath] else { return }
            members[index].key = program.pick(keys + extraKeys)
            document[parentPath] = .object(members)
        case 8: // A member added, a key from the files, the value from elsewhere in the file.
            guard case var .object(members) = target else { return }
            members.insert(.init(key: program.pick(keys + extraKeys), value: document[other]),
                           at: program.number(below: members.count + 1))
            document[path] = .object(members)
        case 9: // A value copied over another.
            document[path] = document[other]
        case 10: // Two values swapped.
            let second = document[other]
            guard !path.starts(with: other), !other.starts(with: path) else { return }
            document[path] = second
            document[other] = target
        case 11: // An array grown: its last element (or this value) repeated, past every limit.
            var element = target
            if case let .array(elements) = target, let last = elements.last { element = last }
            let text = element.serialized
            // At most the 8 MiB the target writes: an element already grown to megabytes,
            // repeated 300,000 times, asked the allocator for half a terabyte.
            let count = min(program.pick([2, 17, 41, 101, 1001, 100_001, 300_000]), max(1, (8 << 20) / (text.count + 1)))
            var out: [UInt8] = [UInt8(ascii: "[")]
            out.reserveCapacity(count * (text.count + 1) + 2)
            for index in 0..<count {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += text
            }
            out.append(UInt8(ascii: "]"))
            document[path] = .raw(out)
        case 12: // An array cut: emptied, or one element kept.
            guard case let .array(elements) = target else { return }
            document[path] = .array(program.byte() & 1 == 1 ? [] : Array(elements.prefix(1)))
        case 13: // Nested deep: in arrays or objects, to the parser's limits and past them.
            let depth = program.pick([100, 511, 512, 513, 1000, 10_000])
            let object = program.byte() & 1 == 1
            let open = object ? Array("{\"data\":".utf8) : [UInt8(ascii: "[")]
            let close = object ? [UInt8(ascii: "}")] : [UInt8(ascii: "]")]
            document[path] = .raw(Array(repeatElement(open, count: depth).joined()) + target.serialized
                                  + Array(repeatElement(close, count: depth).joined()))
        case 14: // The file's version changed, or given twice (the newer first).
            guard case var .object(members) = document else { return }
            let version = JSONValue.number(program.pick(["0", "1", "2", "3", "9", "-1", "1.0", "1e0", "99999999999999999999"]))
            if program.byte() & 1 == 1 {
                members.insert(.init(key: Array("formatVersion".utf8), value: version), at: 0)
            } else if let index = members.firstIndex(where: { $0.key == Array("formatVersion".utf8) }) {
                members[index].value = version
            }
            document = .object(members)
        case 15: // A string's bytes edited: one byte changed, cut, or a control byte put in.
            guard case var .string(bytes) = target else { return }
            let position = program.number(below: bytes.count + 1)
            switch program.byte() % 3 {
            case 0: bytes.insert(program.pick([0x1B, 0x00, 0x0A, 0x7F, 0x9B, 0xFF]), at: position)
            case 1: bytes = Array(bytes.prefix(position))
            default: if position < bytes.count { bytes[position] = program.byte() }
            }
            document[path] = .string(bytes)
        case 16: // Text that is not JSON where a value goes.
            document[path] = .raw(Array(program.pick(["NaN", "Infinity", "-", "01", "1.", ".5", "+1", "\"\\ud800\"", "\"\\u00\"",
                                                      "\"unterminated", "[1,]", "{\"a\":1,}", "", "nul"]).utf8))
        case 17: // An element added to an array: a copy of another value.
            guard case var .array(elements) = target else { return }
            elements.insert(document[other], at: program.number(below: elements.count + 1))
            document[path] = .array(elements)
        default: // Members reordered (keys sorted the other way).
            guard case let .object(members) = target else { return }
            document[path] = .object(members.reversed())
        }
    }

    /// The parent's path and the index within it; nil for the root.
    private static func split(_ path: JSONPath) -> (JSONPath, Int)? {
        guard let last = path.last else { return nil }
        return (Array(path.dropLast()), last)
    }

    private static func remove(at path: JSONPath, in document: inout JSONValue) {
        guard let (parentPath, index) = split(path) else { return }
        switch document[parentPath] {
        case var .array(elements): elements.remove(at: index); document[parentPath] = .array(elements)
        case var .object(members): members.remove(at: index); document[parentPath] = .object(members)
        default: break
        }
    }
}

extension JSONValue {
    /// Whether the value holds a text of more than 64 KiB made by a mutation.
    var isLarge: Bool {
        switch self {
        case let .raw(bytes), let .string(bytes): return bytes.count > 64 << 10
        case let .array(elements): return elements.contains(where: \.isLarge)
        case let .object(members): return members.contains { $0.value.isLarge }
        default: return false
        }
    }
}
