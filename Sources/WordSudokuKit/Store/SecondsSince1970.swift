import Foundation

/// A date stored as seconds since 1970 (`1795000000`), readable and the same on every machine,
/// rather than Foundation's default reference date: how `memory.json` keeps its dates. A
/// stored type marks its dates with it and keeps the Codable Swift writes for it.
@propertyWrapper
public struct SecondsSince1970: Equatable, Sendable, Codable {
    public var wrappedValue: Date

    public init(wrappedValue: Date) { self.wrappedValue = wrappedValue }

    public init(from decoder: Decoder) throws {
        wrappedValue = Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(wrappedValue.timeIntervalSince1970)
    }
}
