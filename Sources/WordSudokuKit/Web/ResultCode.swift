import Foundation

/// What the playable page (`WebPage`) shows a pupil at the finish, to give the teacher:
/// `R2~CODE~SHOWN~MODE~NAME~SOLVED~SECONDS~MISTAKES~PEEKS~MISSED~CHECK`. SHOWN is the language code
/// of the givens (the bank is in the list's other language). MODE is `i` when wrong words were
/// shown at once, `f` when only at the finish (exam mode): the same mistakes weigh differently
/// when the pupil could not see them. Pages made before exam mode wrote `R1` codes, without
/// MODE (always at once): they are still read. MISSED lists the bank positions
/// (`WorksheetPuzzle.bankWords` order) of the words missed, joined by `.`; CHECK is the first six
/// hexadecimal digits of the SHA-256 of everything before it, so a typo or an edit in a copied
/// or photographed code is detected (one in 16⁶ slips through). The page's script makes it
/// (Web/page.js, `resultCode`); both pass Web/answer-vectors.json.
public struct ResultCode: Equatable, Sendable {
    public var code: String
    /// The language code the givens showed.
    public var shown: String
    /// When the page showed wrong words.
    public var mode: MistakeMode
    /// The pupil's name, `cleanedName`.
    public var name: String
    public var solved: Bool
    public var seconds: Int
    public var mistakes: Int
    public var peeks: Int
    /// Bank positions, ascending.
    public var missed: [Int]

    public init(code: String, shown: String, mode: MistakeMode = .immediate, name: String, solved: Bool, seconds: Int, mistakes: Int,
                peeks: Int, missed: [Int]) {
        self.code = code
        self.shown = shown
        self.mode = mode
        self.name = Self.cleanedName(name)
        self.solved = solved
        self.seconds = seconds
        self.mistakes = mistakes
        self.peeks = peeks
        self.missed = missed
    }

    /// Why a line is not a result code.
    public enum Problem: Error, Equatable, Sendable {
        /// Not of the form above (a field missing, a number that is not one).
        case malformed
        /// The check does not match: a typo or an edit.
        case badCheck
    }

    static let version = "R2"
    static let limit = 10_000_000

    /// The code as the page shows it.
    public var text: String {
        let body = [Self.version, code, shown, Self.modeField(mode), name, solved ? "1" : "0", String(seconds), String(mistakes),
                    String(peeks), missed.map(String.init).joined(separator: ".")].joined(separator: "~")
        return body + "~" + Self.check(body)
    }

    static func modeField(_ mode: MistakeMode) -> String { mode == .atFinish ? "f" : "i" }

    static func check(_ body: String) -> String { String(SHA256.hex("word-sudoku-result|" + body).prefix(6)) }

    /// The result `line` holds (spaces around it ignored, the check in either case).
    public static func parse(_ line: String) throws(Problem) -> ResultCode {
        guard var fields = fields(of: line) else { throw .malformed }
        let isFirstVersion = fields[0] == "R1"
        let body = fields.dropLast().joined(separator: "~")
        guard fields.last!.lowercased() == check(body) else { throw .badCheck }
        // An R1 code has no MODE: its page showed wrong words at once.
        if isFirstVersion { fields.insert("i", at: 3) }
        guard let mode = [MistakeMode.immediate, .atFinish].first(where: { modeField($0) == fields[3] }) else { throw .malformed }
        fields.remove(at: 3)
        func number(_ text: String) throws(Problem) -> Int {
            guard !text.isEmpty, text.count <= 8, text.allSatisfy(\.isASCII), let value = Int(text), (0..<limit).contains(value) else { throw .malformed }
            return value
        }
        let (code, shown, name, solved) = (fields[1], fields[2], fields[3], fields[4])
        guard !code.isEmpty, !shown.isEmpty, solved == "0" || solved == "1" else { throw .malformed }
        var missed: [Int] = []
        if !fields[8].isEmpty {
            for part in fields[8].split(separator: ".", omittingEmptySubsequences: false) {
                let index = try number(String(part))
                guard index < 25 else { throw .malformed }
                missed.append(index)
            }
        }
        return ResultCode(code: code, shown: shown, mode: mode, name: name, solved: solved == "1", seconds: try number(fields[5]),
                          mistakes: try number(fields[6]), peeks: try number(fields[7]), missed: missed)
    }

    /// The name field of a line of a result code's shape, cleaned (`cleanedName`), whatever its
    /// check: named beside a line whose check fails. Nil when the line has no such field or
    /// it is empty.
    public static func claimedName(_ line: String) -> String? {
        guard let fields = fields(of: line) else { return nil }
        let name = cleanedName(fields[fields[0] == "R1" ? 3 : 4])
        return name.isEmpty ? nil : name
    }

    /// The `~`-separated fields of `line` (spaces around it ignored) when they have a known
    /// version's number of fields: R1's 10 (no mode) or this version's 11.
    static func fields(of line: String) -> [String]? {
        let fields = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "~", omittingEmptySubsequences: false).map(String.init)
        let isFirstVersion = fields.first == "R1"
        guard fields.count == (isFirstVersion ? 10 : 11), isFirstVersion || fields[0] == version else { return nil }
        return fields
    }

    /// A name as a code carries it: no `~`, control, format or line-separator character (each
    /// becomes a space), single spaces, trimmed, at most 40 scalars, as the page's `cleanName`.
    public static func cleanedName(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.precomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: scalars.append(" ")
            default: scalars.append(scalar == "~" ? " " : scalar)
            }
        }
        let collapsed = String(scalars).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return String(String.UnicodeScalarView(collapsed.unicodeScalars.prefix(40))).trimmingCharacters(in: .whitespaces)
    }
}
