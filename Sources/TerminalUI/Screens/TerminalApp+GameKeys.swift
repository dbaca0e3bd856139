import SudokuEngine
import WordSudokuKit

/// The game screen: what each key does.
///
/// A letter is a command when one is bound to it (h j k l move, n u r x d p q H R); any other
/// letter starts typing a word, and `i` or Enter opens an empty entry for words that begin
/// with a command letter. While typing, every key is text until Enter or Esc.
extension TerminalApp {
    mutating func handleGame(_ key: Key) -> [Effect] {
        guard var play else { screen = .menu; return [] }
        let effects = handleGame(key, play: &play)
        // Leaving for the menu or the results ends the game on screen.
        self.play = (screen == .menu || screen == .results) ? nil : play
        return effects
    }

    private mutating func handleGame(_ key: Key, play: inout GamePlay) -> [Effect] {
        let now = services.now()
        if let overlay = play.overlay {
            return handleOverlay(overlay, key: key, play: &play, now: now)
        }
        if play.entry != nil {
            return handleEntry(key, play: &play)
        }
        let n = play.shape.size
        let row = play.shape.row(of: play.selected), column = play.shape.column(of: play.selected)
        func select(_ r: Int, _ c: Int) {
            play.selected = play.shape.cell(row: max(0, min(n - 1, r)), column: max(0, min(n - 1, c)))
        }
        switch key {
        case .up, .character("k"): select(row - 1, column)
        case .down, .character("j"): select(row + 1, column)
        case .left, .character("h"): select(row, column - 1)
        case .right, .character("l"): select(row, column + 1)
        case .home: select(row, 0)
        case .end: select(row, n - 1)
        case .pageUp: select(0, column)
        case .pageDown: select(n - 1, column)
        case .tab: if let cell = play.nextEmpty(forward: true) { play.selected = cell }
        case .backTab: if let cell = play.nextEmpty(forward: false) { play.selected = cell }
        case .enter, .character("i"):
            // A given cannot change: say so now rather than after the word is typed.
            if play.game.isGiven(play.selected) { play.message = ScreenText.messageGivenLocked; return [] }
            play.entry = ""
            play.completionPrefix = nil
        case .character("x"), .backspace, .delete:
            return apply(play.game.erase(at: play.selected), play: &play)
        case .character("n"):
            play.notesMode.toggle()
            play.message = play.notesMode ? ScreenText.messageNotesOn : ScreenText.messageNotesOff
        case .character("u"):
            let outcome = play.game.undo()
            return apply(outcome, play: &play, done: ScreenText.messageUndone)
        case .character("r"):
            let outcome = play.game.redo()
            return apply(outcome, play: &play, done: ScreenText.messageRedone)
        case .character("R"):
            return apply(play.game.restart(), play: &play)
        case .character("H"):
            if let hint = play.game.hint() {
                play.hint = hint
                play.message = nil
                services.save(play.game)
            } else {
                play.message = ScreenText.messageNoHint
            }
        case .character("d"):
            if play.game.peeksLeft > 0 { play.overlay = .peekAsk } else { play.message = ScreenText.peekNoneLeft }
        case .character("p"):
            play.game.pause(at: now)
            play.overlay = .paused
        case .character("q"), .escape:
            play.overlay = .quitAsk
        case .character("?"):
            screenBeforeRules = .game
            screen = .rules
        case .character(let character):
            if let digit = character.wholeNumberValue, character.isASCII {
                guard digit >= 1, digit <= min(n, 9) else { return [] }
                return enter(symbol: digit, play: &play)
            }
            if character.isLetter {
                if play.game.isGiven(play.selected) { play.message = ScreenText.messageGivenLocked; return [] }
                play.entry = String(character)
                play.completionPrefix = nil
            }
        default:
            break
        }
        return []
    }

    private mutating func handleEntry(_ key: Key, play: inout GamePlay) -> [Effect] {
        let text = play.entry ?? ""
        switch key {
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
            switch play.match(text) {
            case .notInPuzzle:
                play.message = ScreenText.messageUnknownWord(text)
                return []
            case .ambiguous(_, let words):
                play.message = WordListText.ambiguousAccents(words)
                return []
            case .matched(let pair, let correction):
                play.entry = nil
                let effects = enter(symbol: pair + 1, play: &play)
                // A gentle correction (accents, article) unless the move said something else.
                if let correction, play.message == nil { play.message = correction.message }
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

    /// Places `symbol` in the selected cell, or toggles it as a note in notes mode.
    private mutating func enter(symbol: Int, play: inout GamePlay) -> [Effect] {
        let outcome = play.notesMode
            ? play.game.toggleNote(symbol, at: play.selected)
            : play.game.place(symbol, at: play.selected)
        return apply(outcome, play: &play)
    }

    /// Shows what a move did, saves the game, and rings or finishes.
    private mutating func apply(_ outcome: PlayOutcome, play: inout GamePlay, done: Localized? = nil) -> [Effect] {
        play.hint = nil
        var effects: [Effect] = []
        switch outcome {
        case .done: play.message = done
        case .mistake:
            play.message = play.game.showsMistakes ? ScreenText.messageMistake : nil
            if settings.sound && play.game.showsMistakes { effects.append(.bell) }
        case .givenIsLocked: play.message = ScreenText.messageGivenLocked
        case .nothingToUndo: play.message = ScreenText.messageNothingToUndo
        case .nothingToRedo: play.message = ScreenText.messageNothingToRedo
        case .refused(let reason): play.message = reason
        case .solved:
            let now = services.now()
            play.game.pause(at: now)
            result = services.finish(play.game, now)
            resultCode = play.game.code
            services.discard()
            screen = .results
            if settings.sound { effects.append(.bell) }
            return effects
        }
        services.save(play.game)
        return effects
    }

    private mutating func handleOverlay(_ overlay: GamePlay.Overlay, key: Key, play: inout GamePlay, now: Double) -> [Effect] {
        switch overlay {
        case .peekAsk:
            if key == .character("y") || key == .character("o") || key == .enter {
                play.overlay = play.game.peek() ? .peek : nil
                services.save(play.game)
            } else {
                play.overlay = nil
            }
        case .peek:
            play.overlay = nil
        case .paused:
            if key == .character("p") || key == .enter || key == .escape {
                play.game.resume(at: now)
                play.overlay = nil
            }
        case .quitAsk:
            switch key {
            case .character("k"), .character("g"):
                play.game.pause(at: now)
                services.save(play.game)
                screen = .menu
                menuIndex = 0
            case .character("d"), .character("s"):
                services.discard()
                screen = .menu
                menuIndex = 0
            case .escape, .character("n"):
                play.overlay = nil
            default:
                break
            }
        }
        return []
    }
}
