/// A JSON value read by `JSONReader`, with the position where it starts, so that every problem
/// found later in a word list can name its line and column.
struct JSONValue: Sendable {
    enum Kind: Sendable {
        case object([Member])
        case array([JSONValue])
        case string(String)
        /// The number as written (e.g. `2`, `-1.5e3`); the reader checked its grammar.
        case number(String)
        case bool(Bool)
        case null
    }

    /// One `"key": value` of an object, in file order (duplicates kept, so they can be reported).
    struct Member: Sendable {
        let key: String
        let keyPosition: TextPosition
        let value: JSONValue
    }

    let kind: Kind
    let position: TextPosition

    /// The string, if this value is one.
    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The members, if this value is an object.
    var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The elements, if this value is an array.
    var elements: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }
}
