import WordSudokuKit

/// Turns the bytes a terminal sends into keys. Pure: fed bytes, it returns the keys they
/// complete and keeps any incomplete tail (a split escape sequence or UTF-8 character) for the
/// next read.
///
/// A lone Esc cannot be told from the start of a sequence until time passes, so the decoder
/// holds it: `hasPendingEscape` tells the read loop to wait a short time (`escapeTimeout`) and
/// call `flush()` if nothing more arrived.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// How long the read loop waits after an Esc before deciding it was the Esc key alone.
    static let escapeTimeoutMilliseconds: Int32 = 25

    public init() {}

    /// Whether bytes are held back waiting for the rest of a key.
    var hasPending: Bool { !pending.isEmpty }
    /// Whether the held bytes begin with Esc (so a timeout should turn them into keys).
    public var hasPendingEscape: Bool { pending.first == 0x1b }

    /// Adds `bytes` and returns the keys they complete, in order.
    public mutating func feed<S: Sequence>(_ bytes: S) -> [Key] where S.Element == UInt8 {
        pending.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Called when no byte followed within the timeout: whatever is held is taken as typed
    /// (a lone Esc is the Esc key; Esc with an unfinished sequence is Esc plus those keys).
    public mutating func flush() -> [Key] {
        decode(final: true)
    }

    private mutating func decode(final: Bool) -> [Key] {
        var keys: [Key] = []
        var i = 0
        let bytes = pending
        while i < bytes.count {
            let result = decodeOne(bytes, at: i, final: final)
            guard let (key, length) = result else { break }
            if let key { keys.append(key) }
            i += length
        }
        pending.removeFirst(i)
        return keys
    }

    /// The key at `start` and the bytes it used, or nil when more bytes are needed.
    /// A nil key with a length skips bytes that make no key.
    private func decodeOne(_ bytes: [UInt8], at start: Int, final: Bool) -> (Key?, Int)? {
        let byte = bytes[start]
        switch byte {
        case 0x1b:
            return decodeEscape(bytes, at: start, final: final)
        case 0x0d, 0x0a: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7f, 0x08: return (.backspace, 1)
        case 0x00: return (nil, 1)
        case 0x01...0x1a:
            return (.control(Character(Unicode.Scalar(byte - 1 + 0x61))), 1)
        case 0x1c...0x1f: return (.unknown, 1)
        case 0x20...0x7e: return (.character(Character(Unicode.Scalar(byte))), 1)
        default:
            // A C1 control (U+009B is a CSI) or an invisible format character (a direction
            // override) is no key to type: it would reach the screen raw in the typed word.
            return decodeUTF8(bytes, at: start, final: final).map { (scalar, length) in
                (scalar.map { DisplaySafe.isUnsafe($0) ? Key.unknown : Key.character(Character($0)) }, length)
            }
        }
    }

    private func decodeEscape(_ bytes: [UInt8], at start: Int, final: Bool) -> (Key?, Int)? {
        let next = start + 1
        guard next < bytes.count else { return final ? (.escape, 1) : nil }
        let introducer = bytes[next]
        if introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") {
            // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, then a final byte 0x40–0x7E.
            // SS3 (`ESC O x`): a single final byte.
            var j = next + 1
            if introducer == UInt8(ascii: "[") {
                while j < bytes.count, (0x20...0x3f).contains(bytes[j]) { j += 1 }
            }
            guard j < bytes.count else {
                // Unfinished: wait, unless time ran out, then it was Esc and then `[`/`O` typed.
                return final ? (.escape, 1) : nil
            }
            let finalByte = bytes[j]
            guard (0x40...0x7e).contains(finalByte) else { return (.escape, 1) }
            let parameters = String(decoding: bytes[(next + 1)..<j], as: UTF8.self)
            return (Self.keyForSequence(final: finalByte, parameters: parameters), j + 1 - start)
        }
        if introducer == 0x1b { return (.escape, 1) }
        if (0x20...0x7e).contains(introducer) {
            return (.alt(Character(Unicode.Scalar(introducer))), 2)
        }
        if introducer >= 0x80 {
            guard let (scalar, length) = decodeUTF8(bytes, at: next, final: final) else { return nil }
            guard let scalar else { return (.escape, 1) }
            return (.alt(Character(scalar)), 1 + length)
        }
        return (.escape, 1)
    }

    private static func keyForSequence(final: UInt8, parameters: String) -> Key {
        // Modifiers (`1;5A` for Ctrl-Up) are accepted and ignored: Ctrl-Up moves like Up.
        let first = parameters.split(separator: ";").first.map(String.init) ?? ""
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return .unknown
            }
        default: return .unknown
        }
    }

    /// The scalar encoded at `start` and its length; a nil scalar skips one invalid byte;
    /// nil altogether when the character is not complete yet.
    private func decodeUTF8(_ bytes: [UInt8], at start: Int, final: Bool) -> (Unicode.Scalar?, Int)? {
        let lead = bytes[start]
        let length: Int
        switch lead {
        case 0xc2...0xdf: length = 2
        case 0xe0...0xef: length = 3
        case 0xf0...0xf4: length = 4
        default: return (nil, 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1f : length == 3 ? 0x0f : 0x07)
        for k in 1..<length {
            guard start + k < bytes.count else { return final ? (nil, k) : nil }
            let continuation = bytes[start + k]
            guard continuation & 0xc0 == 0x80 else { return (nil, k) }
            value = value << 6 | UInt32(continuation & 0x3f)
        }
        guard let scalar = Unicode.Scalar(value) else { return (nil, length) }
        return (scalar, length)
    }
}
