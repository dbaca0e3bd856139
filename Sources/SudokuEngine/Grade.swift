/// How hard a puzzle is for a person, decided by the hardest technique its logical solution needs.
public enum Grade: Int, CaseIterable, Comparable, Hashable, Sendable, Codable, CustomStringConvertible {
    case beginner = 1, easy, medium, hard, expert

    /// Parses `1`...`5` or a name (`beginner`, `easy`, `medium`, `hard`, `expert`).
    public init?(parsing text: String) {
        let t = text.lowercased()
        if let n = Int(t), let g = Grade(rawValue: n) { self = g; return }
        guard let g = Grade.allCases.first(where: { $0.name == t }) else { return nil }
        self = g
    }

    /// The English id used on the command line and in files.
    public var name: String {
        switch self {
        case .beginner: "beginner"
        case .easy: "easy"
        case .medium: "medium"
        case .hard: "hard"
        case .expert: "expert"
        }
    }

    public var description: String { "\(rawValue) \(name)" }
    public static func < (a: Grade, b: Grade) -> Bool { a.rawValue < b.rawValue }
}

/// Where the givens of a generated puzzle are placed.
public enum Symmetry: String, CaseIterable, Hashable, Sendable, Codable {
    case none, rotational, mirror
}
