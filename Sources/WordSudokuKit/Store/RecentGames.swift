/// The ids of the last games a file took into account, newest last: how the leaderboard and
/// the learner memory know that a retried finish is already counted. Bounded, so the files do
/// not grow with the history; a retry comes soon after its failure, far within the bound.
public struct RecentGames: Equatable, Sendable, Codable {
    public static let limit = 100
    public private(set) var ids: [String] = []

    public init() {}

    public func contains(_ id: String) -> Bool { ids.contains(id) }

    mutating func insert(_ id: String) {
        guard !contains(id) else { return }
        ids.append(id)
        if ids.count > Self.limit { ids.removeFirst(ids.count - Self.limit) }
    }

    public init(from decoder: Decoder) throws { ids = try decoder.singleValueContainer().decode([String].self) }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(ids)
    }
}

extension RecentGames {
    /// At most `limit` ids, each within `StoreLimits.textBytes`.
    func validate(name: String) throws(InvalidStoredValue) {
        try InvalidStoredValue.check(name, ids, atMost: Self.limit)
        for (index, id) in ids.enumerated() { try InvalidStoredValue.check(text: "\(name)[\(index)]", id) }
    }
}
