import SudokuEngine
import WordSudokuKit

/// The game screen: header, grid, word bank, status, message and key help.
extension TerminalApp {
    /// Rows the game screen needs besides the grid: header, status line, key help.
    static let gameChromeRows = 3

    /// Where everything goes on the game screen. Below the grid, from the top: the word bank
    /// (when not beside the grid), the status line, the message line, the key help (one or two
    /// lines). When rows are short they are given up in this order: the blank line under the
    /// header and between rows, the second help line, the message line (merged into the
    /// status line), the bank.
    struct GameLayout: Equatable {
        var board: BoardLayout
        var bankBeside: Bool
        /// Rows of bank under the grid (0 when beside or left out).
        var bankRows: Int
        var messageLine: Bool
        var helpLines: Int
        /// Columns left of the grid for the row letters: 2 (`A `), or 1 where a wider cell
        /// needs the column (9×9 at 80 columns).
        var labelWidth: Int = 2
        /// Blank rows above the header and under the key help.
        var topMargin: Int = 0
        var bottomMargin: Int = 0
    }

    /// The game layout on a `width` × `height` screen, or nil when the grid cannot be drawn
    /// readably there.
    static func gameLayout(for play: GamePlay, width: Int, height: Int, language: UILanguage = .en,
                           vimKeys: Bool = false) -> GameLayout? {
        let shape = play.shape
        let longest = play.pairs.reduce(3) { max($0, DisplayWidth.of($1.first[0]), DisplayWidth.of($1.second[0])) }
        // Columns on the left for the row letters (the column numbers sit in the top border):
        // two, or one when that gives the words a wider cell.
        let longestWanted = min(longest, BoardLayout.maximumCellWidth)
        let rowLabelWidth = BoardLayout.cellWidth(for: shape, columns: width - 2) < longestWanted
            && BoardLayout.cellWidth(for: shape, columns: width - 1) > BoardLayout.cellWidth(for: shape, columns: width - 2) ? 1 : 2
        let widest = BoardLayout.cellWidth(for: shape, columns: width - rowLabelWidth)
        let gridHeight = BoardLayout.height(of: shape)
        guard widest >= BoardLayout.minimumCellWidth, height >= gridHeight + gameChromeRows else { return nil }
        let wanted = min(widest, longest, BoardLayout.maximumCellWidth)
        let bankWidth = bankColumnWidth(play)
        let besideWidth = rowLabelWidth + BoardLayout.width(of: shape, cellWidth: wanted) + 2 + bankWidth
        let bankBeside = besideWidth <= width && height >= shape.size + 2 + gameChromeRows
        let cellWidth = bankBeside ? wanted : min(widest, max(wanted, BoardLayout.minimumCellWidth))
        let gridWidth = BoardLayout.width(of: shape, cellWidth: cellWidth)
        let used = rowLabelWidth + (bankBeside ? gridWidth + 2 + bankWidth : gridWidth)
        let originColumn = max(0, (width - used) / 2) + rowLabelWidth

        var free = height - gridHeight - gameChromeRows
        var bankRows = 0
        if !bankBeside {
            let perLine = max(1, width / (bankWidth + 1))
            let needed = (shape.size + perLine - 1) / perLine
            if free >= needed { bankRows = needed; free -= needed }
        }
        let messageLine = free >= 1
        if messageLine { free -= 1 }
        var helpLines = 1
        // Every key on the help lines when rows allow (French takes three at 80 columns).
        let helpNeeded = GameKeys.helpLines(language, vim: vimKeys, words: shape.size, twoPlayers: play.game.turns != nil, width: width).count
        while helpLines < helpNeeded, free >= 1 { helpLines += 1; free -= 1 }
        var originRow = 1
        if free >= 1 { originRow = 2; free -= 1 }
        let gapRows = BoardLayout.height(of: shape, rowGap: 1) - gridHeight
        let rowGap = free >= gapRows ? 1 : 0
        if rowGap == 1 { free -= gapRows }
        // What is left is shared above and below, so the game sits in the middle of a tall
        // screen with its status lines under it.
        let board = BoardLayout(shape: shape, cellWidth: cellWidth, originColumn: originColumn, originRow: originRow + free / 2, rowGap: rowGap)
        return GameLayout(board: board, bankBeside: bankBeside, bankRows: bankRows, messageLine: messageLine, helpLines: helpLines,
                          labelWidth: rowLabelWidth,
                          topMargin: free / 2, bottomMargin: free - free / 2)
    }

    /// The parts of a bank entry (` 12 word ×3`): the number, the word, the count.
    static func bankParts(_ play: GamePlay) -> (number: Int, word: Int, count: Int) {
        let n = play.shape.size
        let longest = play.pairs.reduce(4) { max($0, DisplayWidth.of($1.shown(play.answerSide))) }
        // A number of two digits from 10 words; a count up to N ("×16").
        return (n >= 10 ? 4 : 3, min(longest, 18), n >= 10 ? 4 : 3)
    }

    /// Width of one bank entry: ` 9 word ×3`.
    static func bankColumnWidth(_ play: GamePlay) -> Int {
        let parts = bankParts(play)
        return parts.number + parts.word + 1 + parts.count
    }

    /// The needed size for the too-small message: the narrowest readable grid plus its lines.
    static func neededSize(for shape: BoxShape) -> (width: Int, height: Int) {
        (1 + BoardLayout.width(of: shape, cellWidth: BoardLayout.minimumCellWidth), BoardLayout.height(of: shape) + gameChromeRows)
    }

    func renderGame(into buffer: inout ScreenBuffer) {
        guard let play else { return }
        let shape = play.shape
        guard let gameLayout = TerminalApp.gameLayout(for: play, width: buffer.width, height: buffer.height, language: language, vimKeys: settings.vimKeys) else {
            let needed = TerminalApp.neededSize(for: shape)
            let grid = "\(shape.size)×\(shape.size)"
            let text = ScreenText.tooSmall(grid: grid, width: needed.width, height: needed.height,
                                           haveWidth: buffer.width, haveHeight: buffer.height)(language)
            writeWrapped(text, into: &buffer, column: 0, row: 0, width: buffer.width, style: theme.message)
            if play.overlay == .quitAsk || play.overlay == .discardAsk {
                writeWrapped((play.overlay == .quitAsk ? ScreenText.quitAsk : ScreenText.discardAsk)(language), into: &buffer, column: 0, row: max(0, buffer.height - 3), width: buffer.width, style: theme.title)
            }
            return
        }
        let layout = gameLayout.board
        if play.overlay == .peek {
            renderPeek(play, into: &buffer)
            return
        }
        if play.overlay == .bank {
            renderBankPage(play, into: &buffer)
            return
        }
        // A blank row between the header and the grid takes what the header line has no room for.
        let spare = gameLayout.board.originRow - gameLayout.topMargin >= 2 ? gameLayout.topMargin + 1 : nil
        let leftOut = renderHeader(play, row: gameLayout.topMargin, spareRow: spare, into: &buffer)
        switch play.overlay {
        case .paused:
            renderFrame(layout, into: &buffer)
            let title = ScreenText.pausedTitle(language)
            let middle = layout.originRow + layout.height / 2
            buffer.write(title, column: layout.originColumn + (layout.width - DisplayWidth.of(title)) / 2, row: middle - 1, style: theme.title)
            // Wrapped inside the frame, never cut (a 4×4 board is narrow).
            let lines = TextWrap.lines(ScreenText.pausedHelp(language), width: layout.width - 4).map { DisplayWidth.truncate($0, to: layout.width - 4) }
            for (index, help) in lines.enumerated() {
                buffer.write(help, column: layout.originColumn + max(2, (layout.width - DisplayWidth.of(help)) / 2),
                             row: middle + 1 + index, style: theme.text)
            }
            return
        default:
            break
        }
        renderFrame(layout, into: &buffer)
        renderCoordinates(gameLayout, into: &buffer)
        renderCells(play, layout, into: &buffer)
        renderBank(play, gameLayout, into: &buffer)
        renderStatus(play, gameLayout, headerLeftOut: leftOut, into: &buffer)
    }

    /// The header: size, level, notes, time, mistakes, peeks, hints, then who plays, the puzzle
    /// of the day's title (`GameText.occasion`) and the puzzle's code. Returns what it had no
    /// room for, of the player's name, the title and the code, for
    /// the grid's bottom border. When the line is short the name goes first, then the code, the
    /// spacing narrows, and last the labels shorten (`Indices 0` never becomes `Indice…`).
    @discardableResult
    private func renderHeader(_ play: GamePlay, row: Int, spareRow: Int?, into buffer: inout ScreenBuffer) -> [String] {
        let game = play.game
        let shape = play.shape
        func figures(short: Bool) -> [String] {
            var parts = ["\(shape.size)×\(shape.size) \(GameText.gradeName(game.setup.grade)(language))"]
            // NOTES right after the size, so a narrow header never loses it.
            if play.notesMode { parts.append(ScreenText.notesOn(language)) }
            let time = GameTimer.format(seconds: game.elapsedSeconds(at: services.now()))
            if settings.showTimer { parts.append(short ? time : "\(ScreenText.headerTime(language)) \(time)") }
            // Two players: the scores and whose turn stand where one player's name would.
            if TwoPlayerText.turnLine(game, language) == nil, game.showsMistakes {
                parts.append("\((short ? ScreenText.headerMistakesShort : ScreenText.headerMistakes)(language)) \(game.mistakes)")
            }
            parts.append("\((short ? ScreenText.headerPeeksShort : ScreenText.headerPeeks)(language)) \(game.peeksLeft)")
            if let left = game.hintsLeft {
                parts.append("\((short ? ScreenText.headerHintsLeftShort : ScreenText.headerHintsLeft)(language)) \(left)")
            } else {
                parts.append("\((short ? ScreenText.headerHintsShort : ScreenText.headerHints)(language)) \(game.hintsUsed)")
            }
            return parts
        }
        var parts = figures(short: false)
        let turn = TwoPlayerText.turnLine(game, language)
        let code = GameText.codeShown(game.setup.code)(language)
        // Who plays and the game's code, when there is room.
        var extras = [turn ?? DisplaySafe.escaped(game.setup.player), code]
        // The puzzle of the day says so (and whether it is practice), between the name and the code.
        if let occasion = GameText.occasion(game.setup) { extras.insert(occasion(language), at: 1) }
        // With a spare row under the header, who plays and the code go there rather than
        // squeeze (always for two players: their turn must never be cut).
        if let spareRow, turn != nil || DisplayWidth.of((parts + extras).joined(separator: "  ·  ")) > buffer.width {
            let first = [parts.joined(separator: "  ·  "), parts.joined(separator: " · ")].first { DisplayWidth.of($0) <= buffer.width }
                ?? figures(short: true).joined(separator: " · ")
            buffer.write(DisplayWidth.truncate(first, to: buffer.width), column: 0, row: row, style: theme.title)
            let second = extras.joined(separator: "  ·  ")
            buffer.write(DisplayWidth.truncate(second, to: buffer.width), column: 0, row: spareRow,
                         style: turn == nil ? theme.help : theme.title)
            return DisplayWidth.of(second) <= buffer.width ? [] : extras
        }
        // No spare row: two players' turn comes first, so a narrow header keeps it.
        var short = figures(short: true)
        if let turn {
            parts.insert(turn, at: 0)
            short.insert(turn, at: 0)
            extras.removeFirst()
        }
        let name = turn == nil ? Array(extras.prefix(1)) : []
        let choices: [([String], String)] = [
            (parts + extras, "  ·  "), (parts + [code], "  ·  "), (parts + extras, " · "), (parts + [code], " · "),
            (parts + name, "  ·  "), (parts + name, " · "), (parts, "  ·  "), (parts, " · "), (short, " · "),
        ]
        var chosen = (short, " · ")
        for choice in choices where DisplayWidth.of(choice.0.joined(separator: choice.1)) <= buffer.width {
            chosen = choice
            break
        }
        buffer.write(DisplayWidth.truncate(chosen.0.joined(separator: chosen.1), to: buffer.width), column: 0, row: row, style: theme.title)
        return extras.filter { !chosen.0.contains($0) }
    }

    func renderFrame(_ layout: BoardLayout, into buffer: inout ScreenBuffer) {
        let shape = layout.shape
        let inner = shape.boxColumns * (layout.cellWidth + 1) + 1
        let across = layout.boxesAcross
        func rule(_ left: String, _ middle: String, _ right: String) -> String {
            left + Array(repeating: String(repeating: "─", count: inner), count: across).joined(separator: middle) + right
        }
        let borderRows = layout.borderRows
        for (index, row) in borderRows.enumerated() {
            let line = index == 0 ? rule("┌", "┬", "┐") : index == borderRows.count - 1 ? rule("└", "┴", "┘") : rule("├", "┼", "┤")
            buffer.write(line, column: layout.originColumn, row: row, style: theme.border)
        }
        for y in (borderRows.first! + 1)..<borderRows.last! where !borderRows.contains(y) {
            for x in layout.borderColumns { buffer.write("│", column: x, row: y, style: theme.border) }
        }
    }

    /// The coordinates messages and hints speak in: column numbers in the top border, row
    /// letters on the left.
    func renderCoordinates(_ gameLayout: GameLayout, into buffer: inout ScreenBuffer) {
        let layout = gameLayout.board
        for column in 0..<layout.shape.size {
            let label = "\(column + 1)"
            let x = layout.screenColumn(ofColumn: column) + (layout.cellWidth - label.count) / 2
            buffer.write(label, column: x, row: layout.borderRows[0], style: theme.help)
        }
        for row in 0..<layout.shape.size {
            buffer.write(CellName.rowLetter(row), column: layout.originColumn - gameLayout.labelWidth,
                         row: layout.screenRow(ofRow: row), style: theme.help)
        }
    }

    func renderCells(_ play: GamePlay, _ layout: BoardLayout, into buffer: inout ScreenBuffer) {
        let game = play.game
        let shape = play.shape
        // The board corrected shows no selection.
        let showsSelection = play.corrections == nil
        let selected = play.selected
        // Read once: a game may build its board on each call.
        let board = play.board
        // A heard given's word is not shown, nor which cells share it (`>` told a child what a
        // given meant without hearing it).
        let selectedSymbol = game.showsWord(at: selected) ? board[selected] : 0
        let hinted = Set(play.hint?.cells ?? []).union(play.clash.map { [$0] } ?? []).union(play.corrections ?? [])
        let width = layout.cellWidth
        // Each side's words as cells this wide draw them, never two alike.
        let setup = game.setup
        let shownLanguage = setup.shownLanguage
        func labels(width: Int) -> (given: [String], answer: [String]) {
            let labels = CellLabels.labels(setup.pairs.map { ($0.shown(setup.shownSide), shownLanguage) }
                                           + setup.pairs.map { ($0.shown(play.answerSide), setup.answerLanguage) }, width: width)
            // Heard givens show the speaker, not their words (`GameSetup.givenLabel`); once a
            // dictation is over, its givens show the words heard, in the language written.
            let answerLabels = Array(labels.suffix(setup.pairs.count))
            let givenLabels = game.givenWordsHidden ? setup.pairs.indices.map { game.boardLabel(ofGiven: $0 + 1) }
                : setup.listening == .dictation ? answerLabels : Array(labels.prefix(setup.pairs.count))
            return (givenLabels, answerLabels)
        }
        let (givenLabels, answerLabels) = labels(width: width)
        // The cells marked `>` draw their word narrower (`BoardLayout.wordWidth`): made only
        // when a word is selected, and only where it changes anything.
        let markedWidth = BoardLayout.wordWidth(cellWidth: width, marked: true)
        let markedLabels = selectedSymbol != 0 && markedWidth != width ? labels(width: markedWidth) : (given: givenLabels, answer: answerLabels)
        for cell in 0..<shape.cellCount {
            let r = shape.row(of: cell), c = shape.column(of: cell)
            let symbol = board[cell]
            var style: Style
            var text: String
            if let corrections = play.corrections, corrections.contains(cell) {
                style = symbol != 0 ? theme.wrong : theme.entry
                text = answerLabels[Int(game.solution[cell]) - 1]
            } else if cell == selected, let entry = play.entry {
                style = theme.entry
                let typed = entry + "_"
                text = DisplayWidth.of(typed) <= width ? typed : "…" + String(typed.suffix(width - 1))
            } else if symbol != 0 {
                style = game.isGiven(cell) ? theme.given : game.isShownWrong(cell) ? theme.wrong : theme.entry
                // Two players: a word in the colour of the player who scored it.
                if let seat = game.turns?.owner(of: cell), let players = game.setup.players, players.indices.contains(seat) {
                    style = theme.player(seat: seat, colour: players[seat].colour)
                }
                text = (game.isGiven(cell) ? givenLabels : answerLabels)[symbol - 1]
            } else if !game.notes(at: cell).isEmpty {
                style = theme.note
                text = NotesLabel.text(Array(game.notes(at: cell)), width: width)
            } else {
                style = theme.note
                text = "·"
            }
            let related = showsSelection && (r == shape.row(of: selected) || c == shape.column(of: selected) || shape.box(of: cell) == shape.box(of: selected))
            let sameWord = showsSelection && symbol != 0 && symbol == selectedSymbol && cell != selected && game.showsWord(at: cell)
            // The cell's first column (before the word) carries the highlights, so moving the
            // selection rewrites one column per cell, not whole words: its background marks
            // the selected cell's row, column and box, and `>` marks the same word.
            var padStyle = Style.plain
            var pad: Character = " "
            if showsSelection && cell == selected {
                if game.isShownWrong(cell) { style = theme.wrong; style.reverse = true } else { style = theme.selected }
                padStyle = style
                padStyle.underline = false
            } else if hinted.contains(cell) {
                style.background = theme.hinted.background
                style.reverse = theme.hinted.reverse || style.reverse
                if theme.hinted.foreground != .default { style.foreground = theme.hinted.foreground }
                padStyle = style
                padStyle.underline = false
            } else if related {
                padStyle = theme.related
            }
            // The marked cell's word in one column less, after a blank one.
            var wordWidth = width
            if sameWord {
                pad = ">"
                wordWidth = markedWidth
                text = (game.isGiven(cell) ? markedLabels.given : markedLabels.answer)[symbol - 1]
            }
            let x = layout.screenColumn(ofColumn: c) - 1, y = layout.screenRow(ofRow: r)
            // Only a hinted cell is shaded across its width; the selected one shows its word
            // (and its first column) in reverse video, which keeps a move's rewrite small.
            var areaStyle = hinted.contains(cell) && (cell != selected || !showsSelection) ? style : .plain
            areaStyle.underline = false
            buffer.fill(column: x + 1, row: y, count: width, style: areaStyle)
            buffer.fill(pad, column: x, row: y, count: 1, style: padStyle)
            let textWidth = DisplayWidth.of(text)
            // Centred in the cell; a marked word at least one column in. (A word that already
            // has that room does not move: marking a cell rewrites its first column alone.)
            let lead = play.entry != nil && cell == selected ? 0 : max(width - wordWidth, (width - textWidth) / 2)
            buffer.write(text, column: x + 1 + max(0, lead), row: y, style: style, limit: width)
        }
    }

    /// The bank's entries, in symbol order: ` 12 word ×3` (the kit's `bankCounts`), dim when
    /// none is left, marked when more are placed than the grid holds (exam mode: some are wrong).
    func bankEntries(_ play: GamePlay) -> [(String, Style)] {
        let n = play.shape.size
        let entryWidth = TerminalApp.bankColumnWidth(play)
        let parts = TerminalApp.bankParts(play)
        let counts = play.game.bankCounts
        return (1...n).map { symbol in
            let number = "\(symbol) "
            let key = String(repeating: " ", count: parts.number - number.count) + number
            let word = DisplayWidth.truncate(play.pairs[symbol - 1].shown(play.answerSide), to: parts.word)
            let left = counts[symbol - 1]
            let style = left < 0 ? theme.wrong : left == 0 ? theme.note : theme.text
            let count = "×\(max(0, left))"
            let padding = String(repeating: " ", count: max(1, entryWidth - DisplayWidth.of(key) - DisplayWidth.of(word) - count.count))
            return (key + word + padding + count, style)
        }
    }

    /// The word bank: each answer word with how many are still to place. Returns the first
    /// row below it (or below the grid when beside).
    private func renderBank(_ play: GamePlay, _ gameLayout: GameLayout, into buffer: inout ScreenBuffer) {
        let layout = gameLayout.board
        let n = play.shape.size
        let entryWidth = TerminalApp.bankColumnWidth(play)
        let gridBottom = layout.originRow + layout.height
        let entries = bankEntries(play)
        func entry(_ symbol: Int) -> (String, Style) { entries[symbol - 1] }
        if gameLayout.bankBeside {
            let x = layout.originColumn + layout.width + 2
            let title = DisplayWidth.truncate(ScreenText.bankTitle(language), to: buffer.width - x)
            buffer.write(title, column: x, row: layout.originRow, style: theme.title)
            for symbol in 1...n {
                let (text, style) = entry(symbol)
                buffer.write(text, column: x, row: layout.originRow + symbol, style: style, limit: buffer.width - x)
            }
            return
        }
        guard gameLayout.bankRows > 0 else { return }
        let perLine = max(1, buffer.width / (entryWidth + 1))
        for symbol in 1...n {
            let (text, style) = entry(symbol)
            let line = (symbol - 1) / perLine, slot = (symbol - 1) % perLine
            buffer.write(text, column: slot * (entryWidth + 1), row: gridBottom + line, style: style, limit: entryWidth)
        }
    }

    /// The status line (the selected cell, its notes, what Tab would give), the message, and
    /// at the status line's right end what the header had no room for (16×16 at 80×24: the
    /// player's name, or the code, which names this very puzzle to play it again).
    private func renderStatus(_ play: GamePlay, _ gameLayout: GameLayout, headerLeftOut: [String] = [],
                              into buffer: inout ScreenBuffer) {
        let shape = play.shape
        let cell = play.selected
        var status = CellName.text(cell, shape: shape) + GameText.colon(language)
        if let word = play.word(at: cell) {
            status += word
            // A heard given: how to hear it again.
            if play.game.setup.givensHeard, play.game.isGiven(cell) { status += " " + ScreenText.sayAgain(language) }
        } else {
            status += ScreenText.emptyCell(language)
        }
        let notes = play.game.notes(at: cell)
        if !notes.isEmpty {
            status += " · \(ScreenText.notesLabel(language)): " + notes.map { play.pairs[$0 - 1].shown(play.answerSide) }.joined(separator: ", ")
        }
        var message: (String, Style)? = play.message.map { ($0(language), theme.message) }
        if let hint = play.hint { message = (hint.text(language), theme.message) }
        switch play.overlay {
        case .peekAsk: message = (ScreenText.peekAsk(play.game.peeksLeft)(language), theme.title)
        case .quitAsk:
            // A game that cannot be written cannot be kept: say so before it is left.
            message = ((play.lifecycle.saveFailure == nil ? ScreenText.quitAsk : ScreenText.quitAskUnsaved)(language), theme.title)
        case .finishAsk: message = (ScreenText.finishAsk(empty: play.game.cells.filter { $0 == 0 }.count)(language), theme.title)
        case .clearAsk: message = (ScreenText.clearAsk(language), theme.title)
        case .discardAsk: message = (ScreenText.discardAsk(language), theme.title)
        default: break
        }
        if play.entry != nil {
            // What Tab would give, once something is typed; the keys before that.
            let matches = (play.entry ?? "").isEmpty ? [] : play.completions(of: play.completionPrefix ?? play.entry ?? "")
            status += "  ›  " + (matches.isEmpty ? ScreenText.entryHelp(language) : "Tab: " + matches.joined(separator: ", "))
        }
        // What the `>` beside other cells means (a play-tester asked), at the line's right end
        // (so that a move from word to word rewrites little of it), when the line has room for
        // it and the header left nothing out.
        if play.entry == nil, play.corrections == nil, headerLeftOut.isEmpty {
            let cells = play.game.cells
            let symbol = cells[cell]
            let game = play.game
            let others = symbol == 0 || !game.showsWord(at: cell) ? 0
                : cells.indices.filter { $0 != cell && cells[$0] == symbol && game.showsWord(at: $0) }.count
            if others > 0 {
                let note = "(" + ScreenText.sameWordMarked(others)(language) + ")"
                let gap = buffer.width - 1 - DisplayWidth.of(status) - DisplayWidth.of(note)
                if gap >= 3 { status += String(repeating: " ", count: gap) + note }
            }
        }
        for count in stride(from: headerLeftOut.count, through: 1, by: -1) {
            let extra = headerLeftOut.suffix(count).joined(separator: " · ")
            let gap = buffer.width - DisplayWidth.of(status) - DisplayWidth.of(extra)
            if gap >= 3 { status += String(repeating: " ", count: gap) + extra; break }
        }
        let height = buffer.height - gameLayout.bottomMargin
        let bottom = height - gameLayout.helpLines
        // A message longer than the line (a hint, a failure) is never cut: it wraps upwards over
        // the status line and the bank under the grid, then over the key help, as a panel.
        if let (text, style) = message, DisplayWidth.of(text) > buffer.width {
            let lines = TextWrap.lines(text, width: buffer.width).map { DisplayWidth.truncate($0, to: buffer.width) }
            let gridBottom = gameLayout.board.originRow + gameLayout.board.height
            let top = max(gridBottom, bottom - lines.count)
            let last = min(height, top + lines.count)
            for row in top..<last {
                buffer.fill(column: 0, row: row, count: buffer.width, style: .plain)
                buffer.write(lines[row - top], column: 0, row: row, style: style)
            }
            if last < height { writeHelpLines(gameLayout, height: height, from: last, into: &buffer) }
            return
        }
        if gameLayout.messageLine {
            buffer.write(DisplayWidth.truncate(status, to: buffer.width), column: 0, row: bottom - 2, style: theme.text)
            if let (text, style) = message {
                buffer.write(DisplayWidth.truncate(text, to: buffer.width), column: 0, row: bottom - 1, style: style)
            }
        } else {
            // One line for both: the message wins when there is one.
            let (text, style) = message ?? (status, theme.text)
            buffer.write(DisplayWidth.truncate(text, to: buffer.width), column: 0, row: bottom - 1, style: style)
        }
        writeHelpLines(gameLayout, height: height, from: bottom, into: &buffer)
    }

    /// The key help, on the rows from `first` to `height` (every key when they fit, else the
    /// short line, which names `?` for all of them).
    private func writeHelpLines(_ gameLayout: GameLayout, height: Int, from first: Int, into buffer: inout ScreenBuffer) {
        let twoPlayers = play?.game.turns != nil
        let words = gameLayout.board.shape.size
        let lines = GameKeys.helpLines(language, vim: settings.vimKeys, words: words, twoPlayers: twoPlayers, width: buffer.width)
        if lines.count <= height - first {
            for (index, line) in lines.enumerated() {
                buffer.write(line, column: 0, row: height - lines.count + index, style: theme.help)
            }
        } else if first < height {
            buffer.write(DisplayWidth.truncate(GameKeys.helpLine(language, vim: settings.vimKeys, words: words, twoPlayers: twoPlayers, short: true, width: buffer.width), to: buffer.width), column: 0, row: height - 1, style: theme.help)
        }
    }

    /// The bank on its own page: every answer word with its number and how many are left.
    private func renderBankPage(_ play: GamePlay, into buffer: inout ScreenBuffer) {
        buffer.write(ScreenText.bankTitle(language), column: 0, row: 1, style: theme.title)
        let lines = bankEntries(play)
        let entryWidth = TerminalApp.bankColumnWidth(play)
        let rowsAvailable = max(1, buffer.height - 4)
        for (index, (text, style)) in lines.enumerated() {
            let column = index / rowsAvailable, row = index % rowsAvailable
            buffer.write(text, column: column * (entryWidth + 2), row: 3 + row, style: style, limit: entryWidth)
        }
        writeHelp(ScreenText.bankPageHelp, into: &buffer)
    }

    private func renderPeek(_ play: GamePlay, into buffer: inout ScreenBuffer) {
        buffer.write(DisplayWidth.truncate(ScreenText.peekTitle(play.game.peeksLeft)(language), to: buffer.width), column: 0, row: 1, style: theme.title)
        let pairs = play.pairs
        let given = play.game.setup.shownSide
        let lines = pairs.map { "\($0.shown(given)) — \($0.shown(given.other))" }
        let columnWidth = min(buffer.width, (lines.map { DisplayWidth.of($0) }.max() ?? 10) + 3)
        let rowsAvailable = max(1, buffer.height - 4)
        for (index, line) in lines.enumerated() {
            let column = index / rowsAvailable, row = index % rowsAvailable
            buffer.write(line, column: column * columnWidth, row: 3 + row, style: theme.text, limit: columnWidth - 1)
        }
    }
}
