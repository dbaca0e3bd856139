import SudokuEngine
import WordSudokuKit

/// The game screen: what each key does.
///
/// A key does what `GameKeys` binds it to; any other letter, capital or not, starts typing a
/// word, and Enter opens an empty entry (for a word that starts with a Vim move). While
/// typing, every key is text until Enter or Esc. What throws work away (clearing the board,
/// discarding the game) asks first, and only `y` (`o`) says yes: a child's stray Enter does not.
extension TerminalApp {
    mutating func handleGame(_ key: Key) -> [Effect] {
        guard var play else { screen = .menu; return [] }
        let messageBefore = play.message, selectedBefore = play.selected
        var effects = handleGame(key, play: &play)
        // Heard givens (`Listening`) say their word when the cursor lands on them.
        if play.selected != selectedBefore, play.overlay == nil, let heard = heardGiven(play) { effects.append(heard) }
        // A new message replaces the hint on show (^T shows it again, not counted twice).
        if play.message != nil, play.message != messageBefore { play.hint = nil }
        // A store failure is said once, in the status line (the game goes on in memory).
        if let failure = play.lifecycle.takeFailure() { play.hint = nil; play.message = failure.text }
        // The selected cell goes with the next save, so a resumed game opens there.
        play.lifecycle.remember(cursor: play.selected)
        self.play = play
        // Leaving for the menu or the results ends the game on screen.
        if screen == .menu || screen == .results { endPlay() }
        return effects
    }

    /// The selected cell's word to say, when it is a heard given and words can be said.
    func heardGiven(_ play: GamePlay) -> Effect? {
        guard canSpeak, play.game.setup.givensHeard, play.game.isGiven(play.selected),
              let utterance = play.game.utterance(at: play.selected) else { return nil }
        return .speak(utterance)
    }

    private mutating func handleGame(_ key: Key, play: inout GamePlay) -> [Effect] {
        if let overlay = play.overlay {
            return handleOverlay(overlay, key: key, play: &play)
        }
        if play.entry != nil {
            return handleEntry(key, play: &play)
        }
        // `L` waits for a word's number; any other key (Esc too) cancels it.
        if play.lookingUp, play.pendingNumber == nil {
            guard case .digit? = GameKeys.command(for: key, vim: settings.vimKeys) else {
                play.lookingUp = false
                play.message = nil
                return key == .escape ? [] : handleGame(key, play: &play)
            }
        }
        let n = play.shape.size
        let row = play.shape.row(of: play.selected), column = play.shape.column(of: play.selected)
        func select(_ r: Int, _ c: Int) {
            play.selected = play.shape.cell(row: max(0, min(n - 1, r)), column: max(0, min(n - 1, c)))
        }
        // A word's number waiting for its second digit: Enter takes the first alone.
        if let first = play.pendingNumber {
            play.pendingNumber = nil
            if key == .enter { return enter(symbol: first, play: &play) }
            if case .digit(let second)? = GameKeys.command(for: key, vim: settings.vimKeys) {
                let number = first * 10 + second
                guard number <= n else { play.message = ScreenText.noSuchWordNumber(number, n); return [] }
                return enter(symbol: number, play: &play)
            }
            play.message = nil
        }
        guard let command = GameKeys.command(for: key, vim: settings.vimKeys) else {
            // Any other letter, either case, starts typing a word (Caps Lock types too).
            if case .character(let character) = key, character.isLetter {
                if play.game.isGiven(play.selected) { return show(.givenCell(cell: play.selected), play: &play) }
                play.entry = String(character)
                play.completionPrefix = nil
            }
            return []
        }
        switch command {
        case .up: select(row - 1, column)
        case .down: select(row + 1, column)
        case .left: select(row, column - 1)
        case .right: select(row, column + 1)
        case .rowStart: select(row, 0)
        case .rowEnd: select(row, n - 1)
        case .columnTop: select(0, column)
        case .columnBottom: select(n - 1, column)
        case .nextEmpty: if let cell = play.nextEmpty(forward: true) { play.selected = cell }
        case .previousEmpty: if let cell = play.nextEmpty(forward: false) { play.selected = cell }
        case .type:
            // A given cannot change: say so now rather than after the word is typed.
            if play.game.isGiven(play.selected) { return show(.givenCell(cell: play.selected), play: &play) }
            play.entry = ""
            play.completionPrefix = nil
        case .digit(let digit):
            // One digit names words 1-9; on bigger grids a digit that can begin a number up
            // to N waits for a second one (1 then 2 is word 12), Enter taking it alone.
            guard digit >= 1, digit <= n else { play.message = ScreenText.noSuchWordNumber(digit, n); return [] }
            if digit * 10 <= n {
                play.pendingNumber = digit
                play.message = ScreenText.secondDigit(digit, of: n)
                return []
            }
            return enter(symbol: digit, play: &play)
        case .erase:
            return apply(.erase(cell: play.selected), play: &play)
        case .notes:
            play.notesMode.toggle()
            play.message = play.notesMode ? ScreenText.messageNotesOn : ScreenText.messageNotesOff
        case .undo:
            return apply(.undo, play: &play)
        case .redo:
            return apply(.redo, play: &play)
        case .restart:
            // Nothing of the player's on the board: said at once, not asked about.
            if !play.game.canRestart { return show(.nothingToRestart, play: &play) }
            play.overlay = .clearAsk
        case .pass:
            return apply(.pass, play: &play)
        case .hint:
            let user = play.game.playerOnTurn, scoresBefore = play.game.turns?.scores
            let outcome = play.lifecycle.play(.hint)
            // Two players: the game's hints used up.
            if case .refused(let refusal) = outcome { return show(refusal, play: &play) }
            guard case .hint(let hint) = outcome, let shown = BoardHint(hint, play.game) else {
                play.message = ScreenText.messageNoHint
                return []
            }
            // Two players: what it cost and how many are left, after the hint, as line mode says
            // (in the hint's own text: a message would take the hint's place).
            let game = play.game
            var charged = shown
            if TwoPlayerText.hintCharged(user: user, scoresBefore: scoresBefore, game, .en) != nil {
                let text = shown.text
                charged.text = Localized { text($0) + " " + (TwoPlayerText.hintCharged(user: user, scoresBefore: scoresBefore, game, $0) ?? "") }
            }
            play.hint = charged
            play.message = nil
        case .peek:
            if play.game.peeksLeft > 0 { play.overlay = .peekAsk } else { play.message = ScreenText.peekNoneLeft }
        case .lookUp:
            // The selected given's word, or elsewhere the bank's word whose number comes next,
            // as line mode's `? cow`: only that word counts as looked up.
            guard play.game.isGiven(play.selected) else {
                play.lookingUp = true
                play.message = ScreenText.lookUpWhichNumber
                return []
            }
            return lookUp(Int(play.game.givens[play.selected]), play: &play)
        case .say:
            return say(play.game.utterance(at: play.selected), play: &play)
        case .bank:
            play.overlay = .bank
        case .finish:
            // Finishing checks the grid; with cells still empty it asks first, as line mode does.
            if play.game.isFilled { return apply(.finish, play: &play) }
            play.overlay = .finishAsk
        case .pause:
            play.lifecycle.pause()
            play.overlay = .paused
        case .leave:
            play.overlay = .quitAsk
        case .rules:
            screenBeforeRules = .game
            screen = .rules
        }
        return []
    }

    /// ^S: says `utterance` (the cell's word, or the word being typed). Not a move: it costs
    /// nothing and is no evidence. Said in the background by the runner's `Speaker`; without
    /// espeak-ng, how to get it.
    private func say(_ utterance: Utterance?, play: inout GamePlay) -> [Effect] {
        guard canSpeak else {
            play.message = SpeechText.howToGet
            return []
        }
        guard settings.speech.isOn else {
            play.message = SpeechText.speechOff
            return []
        }
        guard let utterance else {
            play.message = SpeechText.emptyCell
            return []
        }
        return spoken(utterance, in: play.game.setup)
    }

    private mutating func handleEntry(_ key: Key, play: inout GamePlay) -> [Effect] {
        let text = play.entry ?? ""
        switch key {
        case .control("s") where !text.isEmpty:
            // The word being typed (or Tab-completed from the bank), heard before it is placed:
            // the same rule as line mode's `say WORD` (a bank word in its own language).
            return say(play.game.utterance(of: text), play: &play)
        case .character(let character):
            play.entry = text + String(character)
            play.completionPrefix = nil
        case .backspace:
            play.entry = String(text.dropLast())
            play.completionPrefix = nil
        case .escape:
            play.entry = nil
        case .tab, .backTab:
            let prefix = play.completionPrefix ?? text
            let matches = play.completions(of: prefix)
            guard !matches.isEmpty else {
                play.message = ScreenText.messageNoCompletion(prefix)
                return []
            }
            if play.completionPrefix == nil {
                play.completionPrefix = prefix
                play.completionIndex = 0
            } else {
                play.completionIndex = (play.completionIndex + (key == .tab ? 1 : matches.count - 1)) % matches.count
            }
            play.entry = matches[play.completionIndex]
        case .enter:
            // The same reading and the same words as line mode.
            let setup = play.game.setup
            switch play.match(text) {
            case .nearMiss(let symbol, let word):
                // The suggested word placed here next counts as corrected (hard), not recalled.
                play.lifecycle.suggested(symbol, for: play.selected)
                play.message = Localized { GameText.nearMiss(text, suggesting: word, $0) }
            case .notInPuzzle:
                play.message = Localized { GameText.notInPuzzle(text, $0) }
            case .otherLanguage:
                play.message = Localized { GameText.otherLanguage(text, setup, $0) }
                // The other language's word is typed from the start: the entry stays open,
                // emptied (typing on after "fish" gave "fishle").
                play.entry = ""
                play.completionPrefix = nil
            case .ambiguous(let words):
                play.message = WordListText.ambiguousAccents(words)
            case .exact(let symbol):
                play.entry = nil
                return enter(symbol: symbol, play: &play)
            case .corrected(let symbol, let correction):
                play.entry = nil
                let effects = enter(symbol: symbol, play: &play, correction: correction)
                // A gentle correction (accents, article) unless the move said something else.
                if play.message == nil { play.message = correction.message }
                return effects
            }
        case .up, .down, .left, .right:
            play.entry = nil
            return handleGame(key, play: &play)
        default:
            break
        }
        return []
    }

    /// Places `symbol` in the selected cell, or toggles it as a note in notes mode;
    /// `correction` when the typed word was accepted with one (the learner memory counts it).
    /// Looks `symbol` up (one peek of the allowance) and says its pair.
    private mutating func lookUp(_ symbol: Int, play: inout GamePlay) -> [Effect] {
        let outcome = play.lifecycle.play(.lookUp(symbol: symbol))
        let session = play.game
        play.message = Localized { GameText.outcome(outcome, session, $0) }
        return []
    }

    private mutating func enter(symbol: Int, play: inout GamePlay, correction: AnswerCorrection? = nil) -> [Effect] {
        if play.lookingUp {
            play.lookingUp = false
            return lookUp(symbol, play: &play)
        }
        return apply(play.notesMode ? .toggleNote(cell: play.selected, symbol: symbol) : .place(cell: play.selected, symbol: symbol),
              play: &play, correction: correction)
    }

    /// Plays `move` through the game's lifecycle (which saves it, or finishes and records the
    /// game), then shows what it did: a message, the bell, or the results.
    private mutating func apply(_ move: Move, play: inout GamePlay, done: Localized? = nil,
                                correction: AnswerCorrection? = nil) -> [Effect] {
        play.hint = nil
        play.clash = nil
        let outcome = play.lifecycle.play(move, correction: correction)
        // A game that speaks its words says the one just placed (the last one too).
        let said = spoken(play.game.spokenWord(after: outcome), in: play.game.setup)
        if play.lifecycle.isFinished {
            showResults(of: play.lifecycle)
            return (settings.sound ? [.bell] : []) + said
        }
        var effects: [Effect] = said
        switch outcome {
        case .refused(let refusal):
            return show(refusal, play: &play)
        case .placed(let cell, let symbol, _, let flagged, _):
            // A mistake is said as line mode says it ("B2 le chat: le chat is already in row B,
            // at B4 [cat] — mistake 2."), and the cell it clashes with is shaded.
            let session = play.game
            play.message = flagged ? Localized { GameText.outcome(outcome, session, $0) } : nil
            if flagged { play.clash = session.clash(placing: symbol, in: cell)?.cell }
            if flagged && settings.sound { effects.append(.bell) }
            // A full grid waits for F: in exam mode to be checked, else to be fixed or given up.
            if play.lifecycle.waitsForFinish {
                play.message = play.game.showsMistakes ? ScreenText.gridFullWrong : ScreenText.gridFullExam
            }
        case .wrongWordRemoved(let cell, let symbol):
            // Why, as line mode says it, and the cell it clashes with shaded, as for a mistake.
            let session = play.game
            play.message = Localized { GameText.outcome(outcome, session, $0) }
            play.clash = session.clash(placing: symbol, in: cell)?.cell
            if settings.sound { effects.append(.bell) }
        case .passed, .undone, .redone:
            // What was undone or redone, as line mode says it ("Undone: note B2 le canard."):
            // a bare "Undone." left the player looking for what changed.
            let session = play.game
            play.message = Localized { GameText.outcome(outcome, session, $0) }
        default:
            play.message = done
        }
        return effects
    }

    /// Says why a move was refused, in line mode's words.
    private func show(_ refusal: Refusal, play: inout GamePlay) -> [Effect] {
        let session = play.game
        play.message = Localized { GameText.refusal(refusal, session, $0) }
        return []
    }

    private mutating func handleOverlay(_ overlay: GamePlay.Overlay, key: Key, play: inout GamePlay) -> [Effect] {
        let yes = TerminalApp.confirms(key) || key == .enter
        switch overlay {
        case .peekAsk:
            play.overlay = nil
            if yes, case .peek = play.lifecycle.play(.peek) { play.overlay = .peek }
        case .peek:
            play.overlay = nil
        case .bank:
            // A digit places from the bank's page too, and L looks its next number up; any
            // other key closes it.
            play.overlay = nil
            if case .digit? = GameKeys.command(for: key, vim: settings.vimKeys) { return handleGame(key, play: &play) }
            if case .lookUp? = GameKeys.command(for: key, vim: settings.vimKeys) {
                play.lookingUp = true
                play.message = ScreenText.lookUpWhichNumber
            }
        case .finishAsk:
            play.overlay = nil
            if yes { return apply(.finish, play: &play) }
        case .clearAsk:
            play.overlay = nil
            if TerminalApp.confirms(key) { return apply(.restart, play: &play) }
        case .discardAsk:
            play.overlay = nil
            if TerminalApp.confirms(key) {
                play.lifecycle.discard()
                screen = .menu
                menuIndex = 0
            }
        case .paused:
            if key == .control("p") || key == .character("P") || key == .character("p") || key == .enter || key == .escape {
                play.lifecycle.resume()
                play.overlay = nil
            }
        case .quitAsk:
            switch key {
            case .character("k"), .character("g"), .character("K"), .character("G"):
                play.lifecycle.keep()
                // Kept only if it could be written: otherwise stay, and say why.
                if let failure = play.lifecycle.saveFailure {
                    play.overlay = nil
                    _ = play.lifecycle.takeFailure()
                    play.message = GameText.notSaved(failure)
                    return []
                }
                keptAGame = true
                screen = .menu
                menuIndex = 0
            case .character("d"), .character("s"), .character("D"), .character("S"):
                play.overlay = .discardAsk
            case .escape, .character("n"), .character("N"):
                play.overlay = nil
            default:
                break
            }
        }
        return []
    }

    /// Whether `key` says yes to a question: `y`, or French `o` (oui), in either case.
    static func confirms(_ key: Key) -> Bool {
        [.character("y"), .character("Y"), .character("o"), .character("O")].contains(key)
    }
}
