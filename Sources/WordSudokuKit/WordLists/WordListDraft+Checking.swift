/// Checking a draft as it is typed: each problem with its row or field, the pairs that are
/// fine, and the grid sizes they fill.
extension WordListDraft {
    /// One thing to fix before the list can be saved.
    public struct Problem: Hashable, Sendable {
        /// Where the problem is.
        public enum Place: Hashable, Sendable {
            case title, name, languages
            /// A row of the table (from 0) and, when it is about one word, its side.
            case row(Int, Side?)
        }

        /// What is wrong.
        public enum Kind: Hashable, Sendable {
            /// A rule of every list file (`WordListBuilder`): an empty side, a word too long, a
            /// control or invisible character, too many marks, a duplicate, a language code.
            case rule(WordListError)
            /// The same word is already on row `row` (from 0), on the same side.
            case duplicate(word: String, language: String, row: Int)
            /// The name is empty (a new list's follows its title until one is typed).
            case emptyName
            /// The name cannot be a file name (`/`, a leading `.`, a control, too long).
            case unusableName
            /// No row holds a pair yet.
            case noPairs
        }

        public let place: Place
        public let kind: Kind

        /// The row the problem is on, if it is on one.
        public var row: Int? {
            if case .row(let row, _) = place { return row }
            return nil
        }

        /// The sentence the teacher reads, in both languages (words from the draft made safe to print).
        public var message: Localized { WordListDraftText.message(for: self) }
    }

    /// What checking the draft found.
    public struct Check: Hashable, Sendable {
        /// Every problem, the fields' first, then the rows' in order.
        public let problems: [Problem]
        /// The pairs of the rows without problems.
        public let pairs: [WordPair]
        /// The grid sizes (`GridSizes.all`) those pairs fill.
        public let fillableSizes: [Int]

        /// The problems of row `row` (from 0).
        public func problems(onRow row: Int) -> [Problem] { problems.filter { $0.row == row } }
    }

    /// Checks every field and row with the rules a list file is read with. A blank row is
    /// skipped (it is where the next pair will go), as a blank line of a TSV file is.
    public func check() -> Check {
        var problems: [Problem] = []
        let codes = languages.map { WordNormalizer.key($0) }
        var builder = WordListBuilder(languages: codes.count == 2 ? codes : ["en", "fr"])
        // The fields: a place per field, told apart by the column the builder reports.
        if let problem = WordListValidation.characterProblem(in: title, field: "title", at: TextPosition(line: 0, column: 1)) {
            problems.append(Problem(place: .title, kind: .rule(problem)))
        }
        if name.isEmpty {
            problems.append(Problem(place: .name, kind: .emptyName))
        } else if !Self.isUsableName(name) {
            problems.append(Problem(place: .name, kind: .unusableName))
        }
        if codes.count != 2 {
            problems.append(Problem(place: .languages, kind: .rule(.languageCount(found: codes.count, .start))))
        } else {
            var languageCheck = WordListBuilder(languages: codes)
            if !languageCheck.checkLanguages(codes.map { ($0, TextPosition.start) }) {
                problems += languageCheck.errors.map { Problem(place: .languages, kind: .rule($0)) }
            }
        }
        // The rows: row r is line r + 1, side s column s + 1, so each problem finds its place.
        var anyPair = false
        let fields = builder.languages
        for (index, row) in rows.enumerated() where !row.isBlank {
            anyPair = true
            builder.addPair([Side.first, .second].enumerated().map { column, side in
                row[side].split(separator: Self.answerSeparator, omittingEmptySubsequences: false).map {
                    WordListBuilder.RawWord(text: String($0), field: fields[column],
                                            position: TextPosition(line: index + 1, column: column + 1))
                }
            })
        }
        for error in builder.errors {
            guard let position = error.position else { continue }
            let place = Problem.Place.row(position.line - 1, position.column == 1 ? .first : .second)
            if case .duplicateWord(let word, let language, let firstLine, _) = error {
                problems.append(Problem(place: place, kind: .duplicate(word: word, language: language, row: firstLine - 1)))
            } else {
                problems.append(Problem(place: place, kind: .rule(error)))
            }
        }
        if !anyPair { problems.append(Problem(place: .row(0, nil), kind: .noPairs)) }
        let sizes = WordList(title: title, languages: builder.languages, pairs: builder.pairs).fillableSizes
        return Check(problems: problems, pairs: builder.pairs, fillableSizes: sizes)
    }

    /// The list the draft makes, or nil while it has a problem.
    public func list() -> WordList? {
        let check = check()
        guard check.problems.isEmpty else { return nil }
        let cleanTitle = WordNormalizer.cleaned(title)
        var list = WordList(title: cleanTitle.isEmpty ? name : cleanTitle, languages: languages.map { WordNormalizer.key($0) },
                            theme: theme, level: level, peeks: peeks, pairs: check.pairs)
        list.titleFrench = titleFrench
        list.themeFrench = themeFrench
        if !sounds.isEmpty {
            for index in list.pairs.indices {
                let pair = list.pairs[index]
                let kept = [Side.first, .second].map {
                    sounds[SoundKey(side: $0, words: pair.words($0).joined(separator: String(Self.answerSeparator)))]
                }
                if kept.contains(where: { $0 != nil }) { list.pairs[index].sounds = kept }
            }
        }
        // A language renamed in the editor loses its voice: the voice was chosen for the other.
        list.voices = voices?.filter { list.languages.contains($0.key) }
        if list.voices?.isEmpty == true { list.voices = nil }
        return list
    }

    /// Whether `name` can name a list file of the folder: not empty, at most
    /// `maximumNameLength` characters, no `/` or `\`, no leading `.`, nothing unsafe to print.
    static func isUsableName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= maximumNameLength && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && name.trimmingWhitespace == name && DisplaySafe.firstUnsafeScalar(in: name) == nil
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
