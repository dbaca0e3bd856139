import SudokuEngine
import WordSudokuKit

/// The New game screen: the form's fields (`NewGameForm`), starting the game it describes.
extension TerminalApp {
    mutating func handleNewGame(_ key: Key) -> [Effect] {
        // In the name field, letters type (j, k, h, l and q too); arrows, Tab and Esc still work.
        if newGame.field.isName, newGame.edit(key) {
            newGame.failure = nil
            return []
        }
        switch key {
        case .up, .character("k"), .backTab:
            newGame.moveField(by: -1)
        case .down, .character("j"), .tab:
            newGame.moveField(by: 1)
        case .left, .character("h"): newGame.change(by: -1)
        case .right, .character("l"), .character(" "): newGame.change(by: 1)
        case .enter:
            var choice = newGame.choice
            let entry = services.entry(of: choice)
            // A broken list says why and is not played; a list too short for the size says so
            // too (the teacher chose it: another list would not be what she asked for).
            if let entry, entry.list == nil {
                newGame.failure = Localized { entry.firstProblem(in: $0) ?? "" }
                return []
            }
            if let list = entry?.list, list.pairs.count < choice.shape.size {
                newGame.failure = GameSetupError.tooFewPairs(list: entry!.displayName, pairs: list.pairs.count, size: choice.shape.size).text
                return []
            }
            // Heard givens need a voice: said here rather than in a game that cannot be played.
            if choice.listening != nil, !canSpeak {
                newGame.failure = ListeningText.needsSpeech
                newGame.field = .givens
                return []
            }
            // The name: trimmed, the default when left empty, refused when it holds a control
            // character (as `--player` is).
            let name = PlayerName.trimmed(choice.player)
            if let problem = PlayerName.problem(name) {
                newGame.failure = problem
                newGame.field = .player
                return []
            }
            // Two players: two names of their own (the first may not be left to the default).
            if let seats = newGame.seats {
                if let problem = PlayerSeat.problem(seats) {
                    newGame.failure = problem
                    newGame.field = PlayerSeat.problem(seats[0].name) == nil ? .secondPlayer : .player
                    return []
                }
                choice.players = seats
            }
            choice.player = name.isEmpty ? PlayerName.defaultName(login: nil)(language) : name
            newGame.player = choice.player
            settings.player = choice.player
            // Making a big puzzle can take a moment: the screen says so first. An unfinished
            // saved game is asked about before.
            return requestStart(newGame.typed.map { .typedGame(choice, $0) } ?? .newGame(choice))
        case .escape, .character("q"):
            // Play it goes back to the solved puzzle; the form is the menu's again.
            screen = newGame.typed != nil && solver != nil ? .solver : .menu
            newGame.leaveTyped()
        default: break
        }
        return []
    }

    func renderNewGame(into buffer: inout ScreenBuffer) {
        let form = newGame
        buffer.write((form.typed == nil ? ScreenText.newGameTitle : ScreenText.playTypedTitle)(language), column: 2, row: 1, style: theme.title)
        let entry = services.lists.indices.contains(form.listIndex) ? services.lists[form.listIndex] : nil
        let list = entry?.list
        let languages = list?.languages ?? ["en", "fr"]
        let shape = form.shape
        let size = "\(shape.size)×\(shape.size)"
        // A grid this window cannot draw says which window it needs.
        let needed = TerminalApp.neededSize(for: shape)
        let fits = needed.width <= buffer.width && needed.height <= buffer.height
        let values: [(Localized, String)] = [
            (ScreenText.fieldSize, size + (shape.boxRows == shape.boxColumns ? "" : " (\(ScreenText.boxes(language)) \(shape.boxRows)×\(shape.boxColumns))")
                + (fits ? "" : " — " + ScreenText.sizeNeedsWindow(needed.width, needed.height)(language))),
            (ScreenText.fieldGrade, GameText.gradeName(form.grade)(language)),
            (ScreenText.fieldList, entry.map { entry in
                entry.list.map { list in
                    let pairs = "\(list.title(in: language)) (\(ScreenText.pairsCount(list.pairs.count)(language)))"
                    return list.pairs.count < shape.size ? pairs + " — " + ScreenText.listTooShort(size)(language) : pairs
                } ?? "\(entry.displayName) — \(ScreenText.listBroken(language))"
            } ?? "—"),
            (ScreenText.fieldShown, GameText.languageName(languages[form.givenSide.index])(language)),
            (ScreenText.fieldGivens, ScreenText.givensWay(form.listening, written: GameText.languageName(languages[form.givenSide.other.index]))(language)),
            (ScreenText.fieldMode, (form.immediate ? ScreenText.modeImmediate : ScreenText.modeAtFinish)(language)),
            (ScreenText.fieldSpeak, (form.speakWords ? ScreenText.on : ScreenText.off)(language)
                + (form.speakWords && !canSpeak ? " — " + ScreenText.speakNeedsEspeak(language) : "")
                + (form.speakWords && canSpeak && !settings.speech.isOn ? " — " + ScreenText.speakNeedsSpeechOn(language) : "")),
            (ScreenText.fieldPlayers, (form.twoPlayers ? ScreenText.playersTwo : ScreenText.playersOne)(language)),
            (form.twoPlayers ? ScreenText.fieldFirstPlayer : ScreenText.fieldPlayer, form.player),
            (ScreenText.fieldColour, colourName(form.colour, seat: 0)),
            (ScreenText.fieldSecondPlayer, form.secondPlayer),
            (ScreenText.fieldColour, colourName(form.secondColour, seat: 1)),
        ]
        // The fields on show (the second player's only when two play), each with its value.
        let rows = form.shownFields.filter { $0 != .start }.map { ($0, values[$0.rawValue]) }
        let labelWidth = rows.map { DisplayWidth.of($0.1.0(language)) }.max() ?? 8
        // Single spacing unless the screen is tall enough for two rows a field, Start and a
        // failure of three lines below them (two players take four more lines).
        let spacing = buffer.height >= 9 + 2 * rows.count ? 2 : 1
        for (index, (field, (label, value))) in rows.enumerated() {
            let row = 3 + index * spacing
            let selected = form.field == field
            let labelText = label(language) + String(repeating: " ", count: labelWidth - DisplayWidth.of(label(language)))
            buffer.write(labelText, column: 2, row: row, style: theme.text)
            // A name is a text field: shown with a cursor while it is selected.
            // A typed puzzle's size and grade are its own: shown, not offered.
            let fixed = form.typed != nil && (field == .size || field == .grade)
            let shown = field.isName ? "[ \(value)\(selected ? "_" : "") ]" : fixed ? "  \(value)" : "‹ \(value) ›"
            // A colour is drawn as the player's words will be.
            var style = selected ? theme.menuChoice : theme.text
            if !selected, field == .colour { style = theme.player(seat: 0, colour: form.colour) }
            if !selected, field == .secondColour { style = theme.player(seat: 1, colour: form.secondColour) }
            buffer.write(shown, column: 4 + labelWidth, row: row, style: style, limit: buffer.width - 5 - labelWidth)
        }
        buffer.write("  \(ScreenText.start(language))  ", column: 4 + labelWidth, row: 3 + rows.count * spacing,
                     style: form.field == .start ? theme.menuChoice : theme.title)
        let below = 4 + rows.count * spacing + (spacing == 2 ? 1 : 0)
        if pendingWork != nil {
            // A big grid can take seconds: said, with how to give up waiting.
            let making = shape.size >= NewGameForm.slowSize ? ScreenText.makingBigPuzzle(size) : ScreenText.makingPuzzle
            buffer.write(making(language), column: 2, row: below, style: theme.message, limit: buffer.width - 4)
            buffer.write(ScreenText.cancelMaking(language), column: 2, row: below + 1, style: theme.help)
        } else if let failure = form.failure {
            writeWrapped(failure(language), into: &buffer, column: 2, row: below, width: buffer.width - 4, style: theme.wrong)
        } else if !fits {
            writeWrapped(ScreenText.sizeTooBig(size, needed.width, needed.height, buffer.width, buffer.height)(language), into: &buffer,
                         column: 2, row: below, width: buffer.width - 4, style: theme.message)
        }
        writeHelp(form.field.isName ? ScreenText.newGameNameHelp : ScreenText.newGameHelp, into: &buffer)
    }

    /// A colour's name, or without colours how the player's words are marked.
    private func colourName(_ colour: PlayerColour, seat: Int) -> String {
        theme.coloured ? colour.name(language) : colour.name(language) + " (" + ScreenText.colourMark(seat: seat)(language) + ")"
    }
}
