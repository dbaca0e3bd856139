import SudokuEngine

/// A short code that rebuilds the same puzzle and words on any machine, e.g.
/// `g2-2x3-3-animals-K7Q2M`: the generator's edition, box shape (rows×columns, so 2x3 and 3x2
/// differ), grade, list name, seed in Crockford base 32. When the words were not the seed's own
/// choice (the learner memory favoured some), their indices in the list follow the seed after a
/// dot.
///
/// The edition (`Generator.Edition`) leads, as `gN-`, from the second on: a code made before
/// editions existed has none and means the first, so it keeps its puzzle. A program older than
/// an edition refuses its codes as no code at all rather than play another puzzle, and the
/// marker cannot be read as a list name, since every code without one starts with a shape.
public struct PuzzleCode: Equatable, Sendable, CustomStringConvertible {
    /// The algorithm that makes the puzzle from the seed.
    public var edition: Generator.Edition
    public var shape: BoxShape
    public var grade: Grade
    public var listName: String
    public var seed: UInt64
    /// The chosen pairs' indices in the list, in symbol order, when they must be spelled out.
    public var wordIndices: [Int]?

    public init(edition: Generator.Edition = .newest, shape: BoxShape, grade: Grade, listName: String, seed: UInt64,
                wordIndices: [Int]? = nil) {
        self.edition = edition
        self.shape = shape
        self.grade = grade
        self.listName = listName
        self.seed = seed
        self.wordIndices = wordIndices
    }

    static let digits = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    public var description: String {
        var text = Self.marker(of: edition) + "\(shape)-\(grade.rawValue)-\(listName)-\(Self.encode(seed))"
        if let wordIndices {
            let width = Self.encode(UInt64(wordIndices.max() ?? 0)).count
            text += "." + wordIndices.map { Self.encode(UInt64($0), width: width) }.joined()
        }
        return text
    }

    /// Reads a code (case does not matter; `I`/`L` read as 1 and `O` as 0, as Crockford allows).
    public init?(parsing text: String) {
        var parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        var edition = Generator.Edition.first
        if let first = parts.first, let marked = Self.edition(marker: first) {
            edition = marked
            parts.removeFirst()
        }
        guard parts.count >= 4, let shape = try? BoxShape(parsing: parts[0]),
              let gradeNumber = Int(parts[1]), let grade = Grade(rawValue: gradeNumber) else { return nil }
        let listName = parts[2..<(parts.count - 1)].joined(separator: "-")
        let tail = parts[parts.count - 1].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !listName.isEmpty, tail.count <= 2, let seed = Self.decode(tail[0]) else { return nil }
        var indices: [Int]?
        if tail.count == 2 {
            let n = shape.size, chars = Array(tail[1])
            guard chars.count % n == 0, chars.count > 0 else { return nil }
            let width = chars.count / n
            indices = []
            for i in 0..<n {
                // An index past `Int.max` is no list's: the code is malformed, as a bad digit is.
                guard let value = Self.decode(String(chars[(i * width)..<((i + 1) * width)])),
                      value <= UInt64(Int.max) else { return nil }
                indices!.append(Int(value))
            }
        }
        self.init(edition: edition, shape: shape, grade: grade, listName: listName, seed: seed, wordIndices: indices)
    }

    /// The segment that leads a code of `edition` (with its hyphen): none for the first.
    static func marker(of edition: Generator.Edition) -> String {
        edition == .first ? "" : "g\(edition.rawValue)-"
    }

    /// The edition a leading segment such as `g2` names (any case), or nil when it names none:
    /// an unknown edition is a newer program's, and its codes are not this program's codes.
    static func edition(marker: String) -> Generator.Edition? {
        guard let number = editionNumber(marker: marker) else { return nil }
        return Generator.Edition(rawValue: number)
    }

    /// The number a leading `gN` segment names, 2 or more, known to this program or not.
    private static func editionNumber(marker: some StringProtocol) -> Int? {
        guard marker.count >= 2, marker.first == "g" || marker.first == "G",
              marker.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(marker.dropFirst()), number >= 2 else { return nil }
        return number
    }

    /// The edition a code's leading `gN-` names when this program does not know it: the code
    /// comes from a newer program, and the learner is told to update rather than that the code
    /// is wrong. Nil for any other text.
    static func unknownEdition(in text: String) -> Int? {
        guard let first = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).first,
              let number = editionNumber(marker: first), Generator.Edition(rawValue: number) == nil else { return nil }
        return number
    }

    static func encode(_ value: UInt64, width: Int = 1) -> String {
        var v = value, text: [Character] = []
        repeat {
            text.append(digits[Int(v % 32)])
            v /= 32
        } while v > 0
        while text.count < width { text.append("0") }
        return String(text.reversed())
    }

    static func decode(_ text: String) -> UInt64? {
        guard !text.isEmpty, text.count <= 13 else { return nil }
        var value: UInt64 = 0
        for ch in text.uppercased() {
            let c: Character = ch == "I" || ch == "L" ? "1" : (ch == "O" ? "0" : ch)
            guard let d = digits.firstIndex(of: c) else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 32)
            guard !overflow else { return nil }
            value = times + UInt64(d)
        }
        return value
    }
}
