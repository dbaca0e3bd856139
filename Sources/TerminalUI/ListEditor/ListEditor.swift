import WordSudokuKit

/// The list editor's state: the draft, where the cursor is, and what the screen asks.
///
/// Editing is at the end of a field, as in the game's other text fields: typing appends,
/// Backspace takes the last character back. Tab and Enter go on to the next field or cell
/// (Enter on the last row's second side adds a row), so pairs are typed as `cat ⏎ le chat ⏎`,
/// and a pasted spreadsheet (tab between the sides, a line end after each pair) fills the table.
struct ListEditor {
    enum Focus: Hashable {
        case title, name, languages
        case cell(row: Int, side: Side)
    }

    /// A question over the editor, answered with y (o in French) or any other key for no.
    enum Question: Equatable {
        /// Leave and lose the unsaved changes?
        case discard
        /// Saving would replace another list or hide a built-in one: save anyway?
        case replace(WordListLibrary.SaveError)
    }

    /// What the app must do after a key.
    enum Outcome: Equatable {
        case none, save, replaceAndSave, leave
    }

    var draft: WordListDraft
    var focus: Focus = .title
    /// The languages field as typed (`en fr`); `draft.languages` is read from it.
    var languagesText: String
    /// A new list's name follows its title until the teacher types a name herself.
    var nameFollowsTitle: Bool
    /// The draft as it is on disk: changes since are unsaved. Nil for a copy never saved.
    var savedDraft: WordListDraft?
    var question: Question?
    /// The last save's outcome, or why it failed; `isError` shows it as a problem.
    var message: Localized?
    var messageIsError = false
    /// What the list was, for the screen's title: nil for a new list.
    let editing: String?

    /// The longest text a cell or field takes: more than any rule allows, so the rule says
    /// why, but bounded.
    static let maximumFieldLength = 200

    /// A new, empty list.
    init() {
        draft = WordListDraft()
        languagesText = draft.languages.joined(separator: " ")
        nameFollowsTitle = true
        savedDraft = draft
        editing = nil
    }

    /// A list to change (`savedDraft` is it) or a copy to save (never saved yet).
    init(draft: WordListDraft, isCopy: Bool) {
        self.draft = draft
        languagesText = draft.languages.joined(separator: " ")
        nameFollowsTitle = false
        savedDraft = isCopy ? nil : draft
        editing = isCopy ? nil : draft.name
    }

    var hasUnsavedChanges: Bool { draft != savedDraft }

    var rowCount: Int { draft.rows.count }

    /// The text under the cursor.
    var focusedText: String {
        get {
            switch focus {
            case .title: draft.title
            case .name: draft.name
            case .languages: languagesText
            case .cell(let row, let side): draft.rows[row][side]
            }
        }
        set {
            switch focus {
            case .title:
                draft.title = newValue
                if nameFollowsTitle { draft.name = WordListDraft.fileNameStem(newValue) }
            case .name:
                draft.name = newValue
                nameFollowsTitle = false
            case .languages:
                languagesText = newValue
                draft.languages = newValue.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" }).map(String.init)
            case .cell(let row, let side):
                draft.rows[row][side] = newValue
            }
        }
    }

    /// Handles one key (Ctrl-C and Ctrl-Z are the app's).
    mutating func handle(_ key: Key, language: UILanguage) -> Outcome {
        if let asked = question {
            question = nil
            let yes = key == .character("y") || key == .character("Y") || (language == .fr && (key == .character("o") || key == .character("O")))
            guard yes else { return .none }
            return asked == .discard ? .leave : .replaceAndSave
        }
        // What the last save said stays until the next key.
        message = nil
        if case .character(let character) = key {
            if !character.isNewline, focusedText.count < Self.maximumFieldLength { focusedText.append(character) }
            return .none
        }
        guard let command = ListEditorKeys.command(for: key) else { return .none }
        switch command {
        case .next: moveNext(addingRow: key == .enter)
        case .previous: movePrevious()
        case .up: moveVertically(-1)
        case .down: moveVertically(1)
        case .otherSide:
            if case .cell(let row, let side) = focus { focus = .cell(row: row, side: side.other) }
        case .erase: erase()
        case .deleteRow: deleteRow()
        case .save: return .save
        case .leave:
            if hasUnsavedChanges {
                question = .discard
                return .none
            }
            return .leave
        }
        return .none
    }

    /// Tab and Enter: title, name, languages, then each row's two sides. On the last row's
    /// second side both add a row (a row of pairs is typed `word Tab word Tab` or with Enter);
    /// on a still blank last row, Tab goes round to the title and Enter stays.
    private mutating func moveNext(addingRow: Bool) {
        switch focus {
        case .title: focus = .name
        case .name: focus = .languages
        case .languages: focus = .cell(row: 0, side: .first)
        case .cell(let row, .first): focus = .cell(row: row, side: .second)
        case .cell(let row, .second):
            if row + 1 < rowCount {
                focus = .cell(row: row + 1, side: .first)
            } else if !draft.rows[row].isBlank {
                draft.rows.append(WordListDraft.Row())
                focus = .cell(row: row + 1, side: .first)
            } else if !addingRow {
                focus = .title
            }
        }
    }

    private mutating func movePrevious() {
        switch focus {
        case .title: focus = .cell(row: rowCount - 1, side: .second)
        case .name: focus = .title
        case .languages: focus = .name
        case .cell(0, .first): focus = .languages
        case .cell(let row, .first): focus = .cell(row: row - 1, side: .second)
        case .cell(let row, .second): focus = .cell(row: row, side: .first)
        }
    }

    private mutating func moveVertically(_ step: Int) {
        switch focus {
        case .title: if step > 0 { focus = .name }
        case .name: focus = step > 0 ? .languages : .title
        case .languages: focus = step > 0 ? .cell(row: 0, side: .first) : .name
        case .cell(let row, let side):
            let target = row + step
            if target < 0 { focus = .languages } else if target < rowCount { focus = .cell(row: target, side: side) }
        }
    }

    /// Backspace: the last character goes; in an empty row's first side, the row goes and the
    /// cursor goes up to the end of the row before, as a line does in a text editor.
    private mutating func erase() {
        if !focusedText.isEmpty {
            focusedText.removeLast()
            return
        }
        if case .cell(let row, .first) = focus, row > 0, draft.rows[row].isBlank {
            draft.rows.remove(at: row)
            focus = .cell(row: row - 1, side: .second)
        }
    }

    /// Ctrl-K: the row under the cursor goes (the only row is emptied instead).
    private mutating func deleteRow() {
        guard case .cell(let row, let side) = focus else { return }
        if rowCount == 1 {
            draft.rows[0] = WordListDraft.Row()
        } else {
            draft.rows.remove(at: row)
            focus = .cell(row: min(row, rowCount - 1), side: side)
        }
    }
}
