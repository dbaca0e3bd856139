import SudokuEngine
import WordSudokuKit

/// Something to do with the list chosen on the Word lists screen. The screen offers those that
/// apply to the list (built-in lists are read-only); another action is one more case here.
enum WordListAction: CaseIterable {
    case play, print, edit, copy, delete

    var title: Localized {
        switch self {
        case .play: ListEditorText.actionPlay
        case .print: ListEditorText.actionPrint
        case .edit: ListEditorText.actionEdit
        case .copy: ListEditorText.actionCopy
        case .delete: ListEditorText.actionDelete
        }
    }
}

/// The Word lists screen: every list, with its pairs or its problem; *New list* first when
/// lists can be saved; Enter on a list opens what can be done with it.
extension TerminalApp {
    /// Rows before the lists: the *New list* row, when there is a folder to save in.
    var wordListsLead: Int { services.library == nil ? 0 : 1 }

    /// The list of row `row` of the screen, if that row is a list.
    func wordListEntry(atRow row: Int) -> WordListLibrary.Entry? {
        let index = row - wordListsLead
        return services.lists.indices.contains(index) ? services.lists[index] : nil
    }

    /// What can be done with `entry`: play a list that loads; edit and delete the teacher's own
    /// (a broken one can be deleted); copy any other list that loads, to change the copy.
    func actions(for entry: WordListLibrary.Entry) -> [WordListAction] {
        let owned = services.library?.owns(entry) ?? false
        return WordListAction.allCases.filter { action in
            switch action {
            case .play: entry.list != nil
            case .print: services.worksheetDirectory != nil && (entry.list?.pairs.count ?? 0) >= 4
            case .edit: owned && entry.list != nil
            case .copy: !owned && entry.list != nil && services.library != nil
            case .delete: owned
            }
        }
    }

    mutating func handleWordLists(_ key: Key) -> [Effect] {
        wordListMessage = nil
        let rows = max(1, services.lists.count + wordListsLead)
        wordListIndex = min(wordListIndex, rows - 1)
        let entry = wordListEntry(atRow: wordListIndex)
        if confirmingDelete {
            confirmingDelete = false
            wordListActionIndex = nil
            let yes = key == .character("y") || key == .character("Y") || (language == .fr && (key == .character("o") || key == .character("O")))
            if yes, let entry, let fileName = entry.fileName { deleteList(entry, fileName: fileName) }
            return []
        }
        if let actionIndex = wordListActionIndex, let entry {
            let actions = actions(for: entry)
            switch key {
            case .up, .character("k"), .backTab: wordListActionIndex = (actionIndex + actions.count - 1) % actions.count
            case .down, .character("j"), .tab: wordListActionIndex = (actionIndex + 1) % actions.count
            case .enter, .right, .character("l"), .character(" "): perform(actions[actionIndex], on: entry)
            default: wordListActionIndex = nil
            }
            return []
        }
        switch key {
        case .up, .character("k"): wordListIndex = (wordListIndex + rows - 1) % rows
        case .down, .character("j"): wordListIndex = (wordListIndex + 1) % rows
        case .home: wordListIndex = 0
        case .end: wordListIndex = rows - 1
        case .enter, .right, .character("l"), .character(" "):
            guard let entry else {
                if wordListIndex < wordListsLead { openListEditor(ListEditor()) }
                return []
            }
            let actions = actions(for: entry)
            // Without a folder to save in, Enter uses the list at once, as it always did.
            if actions.count == 1 {
                perform(actions[0], on: entry)
            } else if !actions.isEmpty {
                wordListActionIndex = 0
            }
        default: screen = .menu
        }
        return []
    }

    private mutating func perform(_ action: WordListAction, on entry: WordListLibrary.Entry) {
        wordListActionIndex = nil
        guard let index = services.lists.firstIndex(of: entry) else { return }
        switch action {
        case .play:
            newGame.listIndex = index
            newGame.failure = nil
            screen = .newGame
        case .print:
            printWorksheets(entry)
        case .edit:
            guard let list = entry.list else { return }
            openListEditor(ListEditor(draft: WordListDraft(list: list, name: entry.name, originalFileName: entry.fileName), isCopy: false))
        case .copy:
            guard let list = entry.list else { return }
            openListEditor(ListEditor(draft: WordListDraft(copying: list, name: entry.name), isCopy: true))
        case .delete:
            confirmingDelete = true
            wordListActionIndex = 0
        }
    }

    /// *Print worksheets*: a sheet of `worksheetCount` puzzles with their answer key, at the
    /// New game form's size and level (the largest size the list fills when it is too short
    /// for that one), the givens in the form's language, written as HTML into the worksheets
    /// folder; the screen says where. The same sheet as `word-sudoku worksheet` makes.
    private mutating func printWorksheets(_ entry: WordListLibrary.Entry) {
        guard let directory = services.worksheetDirectory, let list = entry.list else { return }
        let shape = newGame.shape.size <= list.pairs.count ? newGame.shape
            : NewGameForm.shapes.map { try! BoxShape(rows: $0.rows, columns: $0.columns) }.last { $0.size <= list.pairs.count }!
        let offered = Generator.offeredGrades(for: shape)
        let grade = offered.contains(newGame.grade) ? newGame.grade : offered.last { $0 < newGame.grade } ?? offered[0]
        let seed = UInt64(services.clock.now() * 1000) % GameFactory.seedRange
        let shown = list.language(of: newGame.givenSide)
        do throws(WorksheetFile.Failure) {
            let path = try WorksheetFile.writeHTML(for: entry, shape: shape, grade: grade, count: Self.worksheetCount, seed: seed,
                                                   shownLanguage: shown, options: WorksheetOptions(includesAnswers: true, language: language),
                                                   into: directory)
            wordListMessage = ListEditorText.printed(count: Self.worksheetCount, size: shape.size, grade: grade,
                                                     path: DisplaySafe.escaped(path, limit: 1000))
        } catch {
            wordListMessage = error.text
        }
    }

    /// Puzzles on a sheet printed from the Word lists screen (`word-sudoku worksheet --count`
    /// makes any number).
    static let worksheetCount = 4

    mutating func openListEditor(_ editor: ListEditor) {
        listEditor = editor
        screen = .listEditor
    }

    private mutating func deleteList(_ entry: WordListLibrary.Entry, fileName: String) {
        guard let library = services.library else { return }
        do throws(StoreError) {
            try library.delete(fileName: fileName)
            refreshLists()
            wordListMessage = ListEditorText.deleted(entry.displayName)
        } catch {
            wordListMessage = error.text
        }
    }

    /// Reads the lists again (after one was saved or deleted) so that New game and this screen
    /// offer them at once; the New game form keeps its choices and, when it is still there, its list.
    mutating func refreshLists(selecting name: String? = nil) {
        guard let reload = services.reloadLists else { return }
        let chosen = services.lists.indices.contains(newGame.listIndex) ? services.lists[newGame.listIndex] : nil
        services.lists = reload()
        var form = NewGameForm(listPairs: services.lists.map { $0.list?.pairs.count }, choice: newGame.choice, player: newGame.player)
        form.field = newGame.field
        form.listIndex = services.lists.firstIndex { $0.requestList == chosen?.requestList }
            ?? services.lists.firstIndex { $0.name == chosen?.name } ?? 0
        newGame = form
        if let name, let index = services.lists.firstIndex(where: { !$0.isBuiltIn && $0.name == name }) {
            wordListIndex = index + wordListsLead
        }
        wordListIndex = min(wordListIndex, max(0, services.lists.count + wordListsLead - 1))
    }

    func renderWordLists(into buffer: inout ScreenBuffer) {
        buffer.write(ScreenText.wordListsTitle(language), column: 2, row: 1, style: theme.title)
        let visible = max(1, buffer.height - 5)
        let rows = services.lists.count + wordListsLead
        let first = max(0, wordListIndex - visible + 1)
        for row in first..<min(rows, first + visible) {
            let text: String
            if let entry = wordListEntry(atRow: row) {
                if let list = entry.list {
                    let level = list.level.map { " · \($0)" } ?? ""
                    // As many sample pairs as fit whole (up to three), never a cut word.
                    let head = "\(DisplaySafe.escaped(list.title(in: language))) (\(ScreenText.pairsCount(list.pairs.count)(language))\(level))"
                    text = list.pairs.prefix(3).map { "\(DisplaySafe.escaped($0.first[0])) / \(DisplaySafe.escaped($0.second[0]))" }
                        .reduce(head) { line, pair in
                            let longer = line + (line == head ? " — " : ", ") + pair
                            return DisplayWidth.of(longer) <= buffer.width - 4 ? longer : line
                        }
                } else {
                    // A broken list is shown with its first problem, never hidden.
                    text = "\(entry.displayName) — \(entry.firstProblem(in: language) ?? "")"
                }
            } else {
                text = ListEditorText.newList(language)
            }
            buffer.write(DisplayWidth.truncate(text, to: buffer.width - 4), column: 2, row: 3 + row - first,
                         style: row == wordListIndex ? theme.menuChoice : theme.text)
        }
        if let message = wordListMessage {
            // Above the help: the message's sentences wrapped, and a path (a line without
            // spaces) cut from the left so that it keeps the file's name.
            let width = buffer.width - 4
            let lines = message(language).split(separator: "\n").flatMap { line in
                line.contains(" ") ? TextWrap.lines(String(line), width: width) : [TerminalApp.tail(String(line), width: width)]
            }
            for (offset, line) in lines.enumerated() {
                // Padded to the width: a list row under it does not show through.
                let padded = line + String(repeating: " ", count: max(0, width - DisplayWidth.of(line)))
                buffer.write(padded, column: 2, row: buffer.height - 1 - lines.count + offset, style: theme.message)
            }
        }
        if wordListActionIndex != nil, let entry = wordListEntry(atRow: wordListIndex) {
            renderWordListActions(for: entry, selectedRow: 3 + wordListIndex - first, into: &buffer)
            writeHelp(confirmingDelete ? ListEditorText.deleteHelp : ListEditorText.actionsHelp, into: &buffer)
        } else {
            writeHelp(services.library == nil ? ScreenText.wordListsHelp : ListEditorText.wordListsHelp, into: &buffer)
        }
    }

    /// The actions on the chosen list, in a box under its row (above it near the bottom), or
    /// the question before deleting it.
    private func renderWordListActions(for entry: WordListLibrary.Entry, selectedRow: Int, into buffer: inout ScreenBuffer) {
        let lines: [String]
        if confirmingDelete {
            let ask = ListEditorText.deleteAsk(entry.displayName, file: DisplaySafe.escaped(entry.fileName ?? ""))(language)
            lines = TextWrap.lines(ask, width: min(56, buffer.width - 8))
        } else {
            lines = actions(for: entry).map { $0.title(language) }
        }
        let inner = max(lines.map(DisplayWidth.of).max() ?? 10, 10) + 2
        let height = lines.count + 2
        let top = selectedRow + 1 + height <= buffer.height - 2 ? selectedRow + 1 : max(2, selectedRow - height)
        let left = 6
        buffer.write("┌" + String(repeating: "─", count: inner) + "┐", column: left, row: top, style: theme.text)
        for (offset, line) in lines.enumerated() {
            let row = top + 1 + offset
            buffer.write("│", column: left, row: row, style: theme.text)
            let padded = " " + line + String(repeating: " ", count: max(0, inner - 1 - DisplayWidth.of(line)))
            let chosen = !confirmingDelete && offset == wordListActionIndex
            buffer.write(padded, column: left + 1, row: row, style: chosen ? theme.menuChoice : (confirmingDelete ? theme.message : theme.text))
            buffer.write("│", column: left + 1 + inner, row: row, style: theme.text)
        }
        buffer.write("└" + String(repeating: "─", count: inner) + "┘", column: left, row: top + height - 1, style: theme.text)
    }
}
