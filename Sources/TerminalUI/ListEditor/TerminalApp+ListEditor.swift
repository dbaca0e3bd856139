import WordSudokuKit

/// The list editor's screen: the title, file name and languages fields, the table of pairs
/// with each row's problems beside it, a summary line (pairs, sizes filled, problems), and
/// saving into the lists folder, after which New game offers the list at once.
extension TerminalApp {
    mutating func handleListEditor(_ key: Key) -> [Effect] {
        guard var editor = listEditor else {
            screen = .wordLists
            return []
        }
        let outcome = editor.handle(key, language: language)
        listEditor = editor
        switch outcome {
        case .none: break
        case .leave:
            let saved = editor.savedDraft?.originalFileName != nil ? editor.savedDraft?.name : nil
            listEditor = nil
            screen = .wordLists
            if let saved { refreshLists(selecting: saved) }
        case .save: saveList(replacing: false)
        case .replaceAndSave: saveList(replacing: true)
        }
        return []
    }

    /// Saves the draft: it then says where, or why not, or asks before replacing a list.
    private mutating func saveList(replacing: Bool) {
        guard var editor = listEditor else { return }
        defer { listEditor = editor }
        editor.messageIsError = true
        guard let library = services.library else {
            editor.message = ListEditorText.cannotEdit
            return
        }
        do throws(WordListLibrary.SaveError) {
            let saved = try library.save(editor.draft, replacing: replacing)
            editor.draft.originalFileName = editor.draft.fileName
            editor.savedDraft = editor.draft
            editor.message = ListEditorText.savedAs(DisplaySafe.escaped(saved.path, limit: 1000), name: DisplaySafe.escaped(saved.name))
            editor.messageIsError = false
            refreshLists(selecting: saved.name)
        } catch {
            switch error {
            case .problems(let problems): editor.message = ListEditorText.notSaved(problems.count)
            case .nameTaken, .hidesBuiltInList: editor.question = .replace(error)
            case .cannotWrite(let failure): editor.message = failure.text
            }
        }
    }

    /// The columns of the table at `width`: row number, each side, problems.
    static func listEditorColumns(width: Int) -> (number: Int, side: Int, problems: Int) {
        let number = 4
        let side = max(8, min(28, (width - number - 30) / 2))
        return (number, side, max(0, width - number - 2 * (side + 1) - 3))
    }

    func renderListEditor(into buffer: inout ScreenBuffer) {
        guard let editor = listEditor else { return }
        let draft = editor.draft
        let check = draft.check()
        let title = editor.editing.map { ListEditorText.editTitle(DisplaySafe.escaped($0)) } ?? ListEditorText.newTitle
        buffer.write(title(language), column: 2, row: 1, style: theme.title)

        // The fields, each with its first problem beside it.
        let fields: [(ListEditor.Focus, Localized, String, String)] = [
            (.title, ListEditorText.fieldTitle, draft.title, ""),
            (.name, ListEditorText.fieldName, draft.name, ".json"),
            (.languages, ListEditorText.fieldLanguages, editor.languagesText, ""),
        ]
        let labelWidth = fields.map { DisplayWidth.of($0.1(language)) }.max() ?? 8
        let fieldWidth = min(40, buffer.width - labelWidth - 12)
        for (offset, (focus, label, value, suffix)) in fields.enumerated() {
            let row = 3 + offset
            buffer.write(label(language), column: 2, row: row, style: theme.text)
            let focused = editor.focus == focus
            let shown = "[ " + Self.cellText(value, width: fieldWidth, focused: focused) + " ]" + suffix
            let end = buffer.write(shown, column: 4 + labelWidth, row: row, style: focused ? theme.menuChoice : theme.text)
            let place: WordListDraft.Problem.Place = switch focus {
            case .title: .title
            case .name: .name
            default: .languages
            }
            if let problem = check.problems.first(where: { $0.place == place }) {
                buffer.write(ListEditorText.short(problem, languages: draft.languages)(language), column: end + 2, row: row,
                             style: theme.wrong, limit: max(0, buffer.width - end - 3))
            }
        }

        // The table.
        let help = ListEditorKeys.helpLines(language, width: buffer.width)
        let columns = Self.listEditorColumns(width: buffer.width)
        let sideColumn = [2 + columns.number, 2 + columns.number + columns.side + 1]
        let problemColumn = sideColumn[1] + columns.side + 2
        let header = 7
        for (index, side) in [Side.first, .second].enumerated() {
            let code = draft.languages.indices.contains(index) ? DisplaySafe.escaped(draft.languages[index], limit: 8) : "?"
            let name = GameText.languageName(code)(language)
            buffer.write(name == code ? code : "\(name) (\(code))", column: sideColumn[side.index], row: header,
                         style: theme.help, limit: columns.side)
        }
        buffer.write(ListEditorText.problemsColumn(language), column: problemColumn, row: header, style: theme.help, limit: columns.problems)
        let summaryRow = buffer.height - help.count - 3
        let visible = max(1, summaryRow - header - 1)
        var focusedRow = 0
        if case .cell(let row, _) = editor.focus { focusedRow = row }
        let first = max(0, min(focusedRow - visible + 1, draft.rows.count - visible))
        for row in first..<min(draft.rows.count, first + visible) {
            let y = header + 1 + row - first
            let number = "\(row + 1)"
            buffer.write(String(repeating: " ", count: max(0, columns.number - 1 - number.count)) + number, column: 2, row: y, style: theme.help)
            for (index, side) in [Side.first, .second].enumerated() {
                let focused = editor.focus == .cell(row: row, side: side)
                let text = Self.cellText(draft.rows[row][side], width: columns.side, focused: focused)
                let padded = text + String(repeating: " ", count: max(0, columns.side - DisplayWidth.of(text)))
                buffer.write(padded, column: sideColumn[index], row: y, style: focused ? theme.menuChoice : theme.given)
            }
            let problems = check.problems(onRow: row).map { ListEditorText.short($0, languages: draft.languages)(language) }
            if !problems.isEmpty {
                buffer.write(DisplayWidth.truncate(problems.joined(separator: " · "), to: columns.problems), column: problemColumn, row: y,
                             style: theme.wrong, limit: columns.problems)
            }
        }
        if first + visible < draft.rows.count {
            buffer.write("↓", column: 1, row: header + visible, style: theme.help)
        }
        if first > 0 { buffer.write("↑", column: 1, row: header + 1, style: theme.help) }

        // The summary; under it a question, the last save's outcome, or the problem under the cursor.
        buffer.write(WordListDraftText.summary(check)(language), column: 2, row: summaryRow,
                     style: check.problems.isEmpty ? theme.text : theme.wrong, limit: buffer.width - 4)
        var below: (Localized, Style)?
        switch editor.question {
        case .discard?: below = (ListEditorText.discardAsk, theme.message)
        case .replace(.nameTaken(let name, let path))?:
            below = (ListEditorText.replaceAsk(DisplaySafe.escaped(name), file: DisplaySafe.escaped(path, limit: 300)), theme.message)
        case .replace(.hidesBuiltInList(let name))?: below = (ListEditorText.hidesBuiltInAsk(DisplaySafe.escaped(name)), theme.message)
        default:
            if let message = editor.message {
                below = (message, editor.messageIsError ? theme.wrong : theme.message)
            } else if let problem = focusedProblem(editor, check) {
                below = (problem.message, theme.wrong)
            }
        }
        if let (text, style) = below {
            let lines = TextWrap.lines(text(language), width: buffer.width - 4).prefix(2)
            for (offset, line) in lines.enumerated() {
                buffer.write(Self.tail(line, width: buffer.width - 4), column: 2, row: summaryRow + 1 + offset, style: style)
            }
        }
        for (offset, line) in help.enumerated() {
            buffer.write(line, column: 0, row: buffer.height - help.count + offset, style: theme.help, limit: buffer.width)
        }
    }

    /// The first problem where the cursor is (its row, or its field).
    private func focusedProblem(_ editor: ListEditor, _ check: WordListDraft.Check) -> WordListDraft.Problem? {
        switch editor.focus {
        case .title: check.problems.first { $0.place == .title }
        case .name: check.problems.first { $0.place == .name }
        case .languages: check.problems.first { $0.place == .languages }
        case .cell(let row, _): check.problems(onRow: row).first
        }
    }

    /// `text`, or its end after `…` when it is wider than `width` (a long path: its file name shows).
    static func tail(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var shown = Substring(text)
        while DisplayWidth.of(shown) > width - 1, !shown.isEmpty { shown.removeFirst() }
        return "…" + shown
    }

    /// A field's text in `width` columns, made safe to print: the end of it, with a cursor,
    /// while it is being typed; its start otherwise.
    static func cellText(_ text: String, width: Int, focused: Bool) -> String {
        let safe = DisplaySafe.escaped(text, limit: ListEditor.maximumFieldLength)
        guard focused else { return DisplayWidth.truncate(safe, to: width) }
        var shown = safe + "_"
        while DisplayWidth.of(shown) > width, !shown.isEmpty { shown.removeFirst() }
        return shown
    }
}
