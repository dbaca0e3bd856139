import Foundation

/// A class's results, read from the result codes pupils brought back from the playable page
/// (`ResultCode`): each pupil's result per puzzle, with its score as the game computes it, and
/// the words the class missed most, which a teacher may keep as a list for the next lesson.
public struct ClassReport: Sendable {
    /// One pupil's result on one puzzle; `puzzle` nil when its list or code could not be read
    /// here (the row is kept, without score or words).
    public struct Row: Sendable {
        public let line: Int
        public let result: ResultCode
        public let puzzle: WorksheetPuzzle?
        /// The puzzle's list's two language codes, in the list's order (empty without the puzzle).
        public let languages: [String]

        public init(line: Int, result: ResultCode, puzzle: WorksheetPuzzle?, languages: [String]) {
            self.line = line
            self.result = result
            self.puzzle = puzzle
            self.languages = puzzle == nil ? [] : languages
        }

        /// The score `Score.compute` gives (no hints on the page), nil without the puzzle.
        public var score: Int? {
            puzzle.map { puzzle in
                Score.compute(valid: result.solved, size: puzzle.shape.size, grade: puzzle.grade.rawValue,
                              cellsToFill: puzzle.givens.filter { $0 == 0 }.count, seconds: result.seconds,
                              mistakes: result.mistakes, hints: 0, peeks: result.peeks)
            }
        }

        /// The pairs of the words missed (bank places out of range are left out).
        public var missedPairs: [WordPair] {
            guard let puzzle else { return [] }
            let bank = WebPage.bank(puzzle)
            return result.missed.filter { $0 < bank.count }.map { puzzle.pairs[bank[$0].symbol - 1] }
        }
    }

    /// A line that is not a result code, and why.
    public struct Rejected: Equatable, Sendable {
        public let line: Int
        public let problem: ResultCode.Problem
        /// The pupil's name the line gives, when its check fails (`ResultCode.claimedName`):
        /// the teacher knows whom to ask again (the line number alone did not say).
        public var name: String? = nil
    }

    public let rows: [Row]
    public let rejected: [Rejected]

    public init(rows: [Row], rejected: [Rejected]) {
        self.rows = rows
        self.rejected = rejected
    }

    /// The result codes of `text`, one a line (blank lines and lines starting with `#` skipped),
    /// each with its line number, and the lines that are not codes.
    public static func read(_ text: String) -> (results: [(line: Int, result: ResultCode)], rejected: [Rejected]) {
        var results: [(Int, ResultCode)] = []
        var rejected: [Rejected] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            do { results.append((index + 1, try ResultCode.parse(line))) }
            catch { rejected.append(Rejected(line: index + 1, problem: error, name: error == .badCheck ? ResultCode.claimedName(line) : nil)) }
        }
        return (results, rejected)
    }

    /// The words missed by the most pupils, most first (then alphabetically), with how many
    /// missed each; a word missed twice by one pupil counts once for that pupil.
    public var mostMissed: [(pair: WordPair, shownSide: Side, pupils: Int)] {
        var counts: [WordPair: (side: Side, pupils: Set<String>)] = [:]
        for row in rows {
            guard let puzzle = row.puzzle else { continue }
            for pair in row.missedPairs {
                counts[pair, default: (puzzle.shownSide, [])].pupils.insert(row.result.name.lowercased())
            }
        }
        return counts.map { (pair: $0.key, shownSide: $0.value.side, pupils: $0.value.pupils.count) }
            .sorted { a, b in
                a.pupils != b.pupils ? a.pupils > b.pupils
                    : WordNormalizer.key(a.pair.shown(a.shownSide.other)) < WordNormalizer.key(b.pair.shown(b.shownSide.other))
            }
    }
}

extension ClassReport {
    /// The most-missed words as a list titled `name` (at most 25 pairs, the most missed first),
    /// in the languages of the first puzzle's list; nil when no word was missed. Pairs of a list in
    /// other languages are left out.
    public func missedList(named name: String) -> WordList? {
        guard let languages = rows.first(where: { !$0.missedPairs.isEmpty })?.languages else { return nil }
        let pairs = mostMissed.filter { entry in
            rows.contains { $0.languages == languages && $0.missedPairs.contains(entry.pair) }
        }.prefix(25).map(\.pair)
        return pairs.isEmpty ? nil : WordList(title: name, languages: languages, pairs: Array(pairs))
    }
}
