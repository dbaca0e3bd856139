import SudokuEngine

/// A short code that rebuilds the same puzzle and words on any machine, e.g.
/// `2x3-3-animals-K7Q2M`: box shape (rows×columns, so 2x3 and 3x2 differ), grade, list name,
/// seed in Crockford base 32. When the words were not the seed's own choice (the learner
/// memory favoured some), their indices in the list follow the seed after a dot.
public struct PuzzleCode: Equatable, Sendable, CustomStringConvertible {
    public var shape: BoxShape
    public var grade: Grade
    public var listName: String
    public var seed: UInt64
    /// The chosen pairs' indices in the list, in symbol order, when they must be spelled out.
    public var wordIndices: [Int]?

    public init(shape: BoxShape, grade: Grade, listName: String, seed: UInt64, wordIndices: [Int]? = nil) {
        self.shape = shape
        self.grade = grade
        self.listName = listName
        self.seed = seed
        self.wordIndices = wordIndices
    }

    static let digits = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    public var description: String {
        var text = "\(shape)-\(grade.rawValue)-\(listName)-\(Self.encode(seed))"
        if let wordIndices {
            let width = Self.encode(UInt64(wordIndices.max() ?? 0)).count
            text += "." + wordIndices.map { Self.encode(UInt64($0), width: width) }.joined()
        }
        return text
    }

    /// Reads a code (case does not matter; `I`/`L` read as 1 and `O` as 0, as Crockford allows).
    public init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
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
        self.init(shape: shape, grade: grade, listName: listName, seed: seed, wordIndices: indices)
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
