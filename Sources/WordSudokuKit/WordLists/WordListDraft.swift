/// A word list being written or edited in a front end: its fields as the teacher types them.
///
/// It is checked row by row with the rules every list file obeys (`WordListBuilder`, the very
/// checks `words check` makes), so that a problem shows beside its row while she types rather
/// than when the file is loaded; `list()` is the list it makes once nothing is wrong. Pure: the
/// file is written by `WordListLibrary.save(_:replacing:)`.
public struct WordListDraft: Hashable, Sendable {
    /// One row of the table: each side as typed, its accepted answers separated by `|` as in a
    /// spreadsheet list (`bike|bicycle`), the first being the one shown.
    public struct Row: Hashable, Sendable {
        public var first: String
        public var second: String

        public init(first: String = "", second: String = "") {
            self.first = first
            self.second = second
        }

        public subscript(side: Side) -> String {
            get { side == .first ? first : second }
            set { if side == .first { first = newValue } else { second = newValue } }
        }

        /// Whether nothing was typed on either side: such a row is no pair and no problem.
        public var isBlank: Bool {
            first.allSatisfy(\.isWhitespace) && second.allSatisfy(\.isWhitespace)
        }
    }

    /// Separates the accepted answers of one side, as in the TSV and CSV list formats.
    static let answerSeparator: Character = "|"
    /// The longest word a side may hold (the rule of every list file).
    public static let maximumWordLength = WordListValidation.maximumWordLength
    /// The longest file name stem the editor gives a list.
    public static let maximumNameLength = 60

    /// Shown in menus (the list's `title`).
    public var title: String
    /// The file name without its extension: the list is saved as `lists/NAME.json` and played
    /// with `--words NAME`.
    public var name: String
    /// The two language codes, as typed (a draft may hold a wrong number while she types).
    public var languages: [String]
    public var rows: [Row]
    /// The file of the lists folder this draft was loaded from (`verbs.tsv`), which saving
    /// replaces; nil for a new list or a copy of a list from elsewhere. Once the draft is
    /// saved, the file it was saved as.
    public var originalFileName: String?
    /// What a loaded list carries that the editor does not show (French title and theme, level,
    /// peeks, voices): saved again as it was, so editing a list never loses them.
    var titleFrench: String?
    var theme: String?
    var themeFrench: String?
    var level: String?
    var peeks: Int?
    var voices: [String: String]?
    /// The sound files of the list's words, by side and word as the row writes it: a word left
    /// as it was keeps its recording when the draft is saved; an edited word loses it (the
    /// recording says the old word).
    var sounds: [SoundKey: String] = [:]

    struct SoundKey: Hashable, Sendable {
        let side: Side
        let words: String
    }

    /// A new, empty list: one blank row, English and French.
    public init(title: String = "", name: String = "", languages: [String] = ["en", "fr"], rows: [Row] = [Row()]) {
        self.title = title
        self.name = name
        self.languages = languages
        self.rows = rows.isEmpty ? [Row()] : rows
        originalFileName = nil
    }

    /// A draft of `list`, named `name`; `originalFileName` is its file in the lists folder when
    /// saving should replace it.
    public init(list: WordList, name: String, originalFileName: String?) {
        title = list.title
        self.name = name
        languages = list.languages
        rows = list.pairs.map { pair in
            Row(first: pair.first.joined(separator: String(Self.answerSeparator)),
                second: pair.second.joined(separator: String(Self.answerSeparator)))
        }
        if rows.isEmpty { rows = [Row()] }
        self.originalFileName = originalFileName
        titleFrench = list.titleFrench
        theme = list.theme
        themeFrench = list.themeFrench
        level = list.level
        peeks = list.peeks
        voices = list.voices
        for pair in list.pairs {
            for side in [Side.first, .second] {
                if let sound = pair.sound(side) {
                    sounds[SoundKey(side: side, words: pair.words(side).joined(separator: String(Self.answerSeparator)))] = sound
                }
            }
        }
    }

    /// An editable copy of a list the teacher cannot change (a built-in one): a new list named
    /// `NAME-copy`, its title marked as a copy in both languages so the two are told apart in menus.
    public init(copying list: WordList, name: String) {
        self.init(list: list, name: WordListDraft.fileNameStem(name + "-copy"), originalFileName: nil)
        title = list.title + " (copy)"
        titleFrench = list.title(in: .fr) + " (copie)"
    }

    /// The name a title suggests: the name the list goes by in puzzle codes
    /// (`WordListLibrary.importedName`: lower case, letters and digits without accents, the rest
    /// one `-`), at most `maximumNameLength` characters. One name everywhere, safe to type in a
    /// shell: an editor that kept `les-fruits-d'été` said `play --words les-fruits-d'été`, a
    /// command with an open quote, while codes and the game's header said `les-fruits-d-ete`.
    public static func fileNameStem(_ title: String) -> String {
        var stem = String(WordListLibrary.importedName(WordNormalizer.cleaned(title)).prefix(maximumNameLength))
        while stem.hasSuffix("-") { stem.removeLast() }
        return stem
    }

    /// The file the list is saved as in the lists folder.
    public var fileName: String { name + ".json" }
}
