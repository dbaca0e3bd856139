import SudokuEngine

/// The puzzle of the day: the same for everyone on a calendar day. Its seed is a portable hash
/// of the date's text (`2026-11-23`), never `Hasher`, whose values change between runs; the
/// shape, grade and list are drawn from that seed too.
public struct DailyPuzzle: Equatable, Sendable {
    public let date: CivilDate
    public let shape: BoxShape
    public let grade: Grade
    public let listName: String
    public let seed: UInt64
    /// The generator's edition: the newest, so that a day's puzzle is the same for everyone on
    /// the same program.
    public let edition: Generator.Edition = .newest

    /// What a daily puzzle is drawn from: friendly sizes at grades 1–3. The puzzle of the day
    /// must open at once for everyone: a 6×6 medium, seconds from random grids, comes from the
    /// second edition's catalogue in well under a millisecond (`Generator+Catalogue.swift`).
    public static let kinds: [(rows: Int, columns: Int, grade: Grade)] = [
        (2, 3, .beginner), (2, 3, .easy), (2, 3, .medium), (3, 2, .beginner), (3, 2, .easy), (3, 2, .medium),
        (3, 3, .beginner), (3, 3, .easy), (3, 3, .medium),
    ]

    /// The puzzle of `date`, its list drawn from `listNames` (sorted, so every machine agrees).
    public init(date: CivilDate, listNames: [String]) {
        precondition(!listNames.isEmpty, "the daily puzzle needs a word list")
        self.date = date
        let hash = Self.fnv1a64(date.description)
        seed = hash % GameFactory.seedRange
        var random = RandomSource(seed: hash)
        let kind = Self.kinds[random.nextInt(below: Self.kinds.count)]
        shape = try! BoxShape(rows: kind.rows, columns: kind.columns)
        grade = kind.grade
        let names = listNames.sorted()
        listName = names[random.nextInt(below: names.count)]
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes: the same on every machine and run.
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
