import SudokuEngine
import Testing
@testable import WordSudokuKit

@Suite("Plain line mode", .timeLimit(.minutes(15)))
struct PlainInterpreterTests {
    let temp = TemporaryStore()

    func interpreter(_ shape: BoxShape = try! BoxShape(rows: 2, columns: 3), mode: MistakeMode = .immediate,
                     language: UILanguage = .en, clock: FakeClock = FakeClock()) -> PlainInterpreter {
        let game = try! GameLifecycle(starting: GameFixtures.session(shape, mode: mode, peekLimit: 1), store: temp.store,
                                      clock: clock, replacing: false)
        return PlainInterpreter(game: game, language: language)
    }

    func word(_ p: PlainInterpreter, _ cell: Int) -> String { p.session.setup.answerWord(Int(p.session.solution[cell])) }
    func name(_ p: PlainInterpreter, _ cell: Int) -> String { CellName.text(cell, shape: p.session.shape) }

    @Test func aWholeGameIsPlayedLineByLine() throws {
        let clock = FakeClock()
        var p = interpreter(clock: clock)
        let intro = p.start()
        #expect(intro[0].hasPrefix("WordSudoku 6×6 (boxes 2×3)"))
        #expect(intro.contains { $0.contains("[") })
        // The example names the first empty cell and a word of the answers' language that is
        // not in the puzzle: it shows the form without giving an answer away (it gave the
        // cell's own word, which typed as shown counted as recalled).
        let first = GameFixtures.emptyCells(p.session)[0]
        let answers = (1...p.session.shape.size).map { p.session.setup.answerWord($0) }
        let example = try #require(GameText.exampleWords[p.session.setup.answerLanguage]?.first { !answers.contains($0) })
        #expect(intro[1].contains("e.g. “\(name(p, first)) \(example)”"), "\(intro[1])")
        #expect(!intro[1].contains(word(p, first)), "\(intro[1])")
        // Typed as shown: not in this puzzle, nothing placed, no mistake.
        let said = p.handle("\(name(p, first)) \(example)")
        #expect(p.session.cells[first] == 0 && p.session.mistakes == 0, "\(said.lines)")
        let empty = GameFixtures.emptyCells(p.session)
        var last = PlainInterpreter.Reply(lines: [], effect: .none)
        for cell in empty {
            clock.time += 3
            last = p.handle("\(name(p, cell).lowercased()) \(word(p, cell))")
        }
        guard let result = p.session.result else { Issue.record("not finished: \(last)"); return }
        #expect(result.valid)
        #expect(last.effect == .none)
        // Recorded once, and the saved game forgotten.
        #expect(temp.store.loadHistory().count == 1)
        #expect(!temp.store.hasSavedGame)
        #expect(last.lines.contains("Solved! time \(GameTimer.format(seconds: 3 * empty.count)), mistakes 0, hints 0, peeks 0, score \(result.score). Code 2x3-2-animals-7."))
        // The recall check confirms the words recalled for the first time; a command there is
        // no answer. Once it is skipped, the game is over.
        #expect(p.handle("undo").lines.first == GameText.recallIsOn(.en))
        // Then the prompt has nothing more to ask: said at once, and for any command but show and
        // quit (help included: the game's commands no longer apply).
        let cue = "The game is over: type show to see the board, or quit to leave."
        #expect(p.handle("").lines == ["Recall check skipped (0 answered).", cue])
        #expect(p.handle("undo").lines == [cue])
        #expect(p.handle("help").lines == [cue])
        #expect(p.handle("show").lines.count > 1)
        #expect(p.handle("quit").effect == .quit)
    }

    /// A game with no recall check (two players at one keyboard) says at its finish that the
    /// game is over and what the prompt still takes, in the UI language: a player at a terminal
    /// saw only `> ` after the score.
    @Test func aGameWithoutRecallCheckSaysItIsOverAtItsFinish() throws {
        for language in [UILanguage.en, .fr] {
            let temp = TemporaryStore()
            let game = try GameLifecycle(starting: TwoPlayerTests.game(), store: temp.store, clock: FakeClock(), replacing: false)
            var p = PlainInterpreter(game: game, language: language)
            _ = p.start()
            var last = PlainInterpreter.Reply(lines: [], effect: .none)
            for cell in GameFixtures.emptyCells(p.session) { last = p.handle("\(name(p, cell)) \(word(p, cell))") }
            #expect(p.session.isFinished && p.recall == nil)
            #expect(last.lines.last == GameText.gameOverCue(language), "\(last.lines)")
            #expect(GameText.gameOverCue(.fr) == "La partie est finie : tapez voir pour la grille, ou quitter pour sortir.")
            #expect(p.handle(language == .en ? "hint" : "indice").lines == [GameText.gameOverCue(language)])
        }
    }

    /// Line mode at a terminal: sentences cut at spaces to its width, a French colon kept with
    /// its word, a board row (laid out in columns) and a line that fits left as they are.
    @Test func linesAreFittedToATerminalAtSpaces() {
        let french = GameText.help(.fr)[0]
        let fitted = PlainInterpreter.fitted([french], width: 40)
        #expect(fitted.count > 1 && fitted.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(fitted)")
        #expect(fitted.joined(separator: " ") == french)
        #expect(!fitted.contains { $0.hasPrefix(":") || $0.hasPrefix(";") }, "\(fitted)")
        // A board row wider than the window is cut between its cells, spacing kept, the rest
        // under its first cell; one that fits is left as it is.
        let row = "A   .         [hen]     |  .         .         [a long given]"
        #expect(PlainInterpreter.fitted([row, "Short."], width: 40)
                == ["A   .         [hen]     |  .         .", "    [a long given]", "Short."])
        #expect(PlainInterpreter.fitted([row], width: 80) == [row])
        // The column numbers go on in the same columns as the rows under them.
        let numbers = "    1         2         |  3         4         5"
        #expect(PlainInterpreter.fitted([numbers], width: 40) == ["    1         2         |  3         4", "    5"])
        #expect(PlainInterpreter.fitted(["élève " + String(repeating: "é", count: 50)], width: 20)
                == ["élève", String(repeating: "é", count: 50)])
    }

    @Test func aTypedEscapeSequenceIsEchoedByItsCodes() throws {
        var p = interpreter()
        _ = p.start()
        let a = GameFixtures.emptyCells(p.session)[0]
        let example = try #require(GameText.exampleMove(p.session))
        #expect(p.handle("\u{1B}[2J").lines == ["Unknown command “<U+001B>[2J”; type a cell and a word (\(example)) or help."])
        #expect(p.handle("\(name(p, a)) x\u{1B}]0;t\u{07}").lines == ["“x<U+001B>]0;t<U+0007>” is not one of this puzzle's words (not a mistake; the dictionary lists them)."])
    }

    @Test func eachCommandGetsAOneLineAnswer() {
        var p = interpreter()
        _ = p.start()
        let empty = GameFixtures.emptyCells(p.session)
        let given = p.session.givens.firstIndex { $0 != 0 }!
        let a = empty[0]
        let wrong = p.session.setup.answerWord(GameFixtures.wrongSymbol(p.session, a))
        let givenWord = p.session.setup.shownWord(Int(p.session.givens[given]))
        let script: [(String, String)] = [
            ("\(name(p, a)) \(wrong)", "\(name(p, a)) \(wrong): \(GameText.mistake(placing: GameFixtures.wrongSymbol(p.session, a), in: a, p.session).en) — mistake 1."),
            ("\(name(p, given)) \(word(p, a))", "\(name(p, given)) is a given ([\(givenWord)]); it cannot be changed."),
            ("undo", "Undone: \(name(p, a)) \(wrong)."),
            ("redo", "Redone: \(name(p, a)) \(wrong)."),
            ("erase \(name(p, a))", "\(name(p, a)) erased."),
            ("note \(name(p, a)) \(word(p, a))", "\(name(p, a)): note \(word(p, a)) added."),
            ("peek", "Dictionary (0 peeks left): " + p.session.setup.pairs.map { "\($0.first[0]) = \($0.second[0])" }.joined(separator: "; ")),
            ("peek", "No peek left: this game allows 1 and you have used them all."),
            ("\(name(p, a)) ordinateur", "“ordinateur” is not one of this puzzle's words (not a mistake; the dictionary lists them)."),
            ("frobnicate", "Unknown command “frobnicate”; type a cell and a word (\(GameText.exampleMove(p.session)!)) or help."),
            ("erase", "Write erase and the cell, e.g. erase B2."),
            ("restart", "Back to the givens (undo to get your words back)."),
            ("restart", "The grid is already as it started."),
            ("save", "Game saved."),
        ]
        for (line, answer) in script {
            let reply = p.handle(line)
            #expect(reply.lines == [answer], "\(line)")
        }
        #expect(p.session.mistakes == 1)
        #expect(p.handle("").lines.isEmpty)
        #expect(p.handle("hint").lines[0].hasPrefix("Hint: "))
        #expect(p.handle("quit") == PlainInterpreter.Reply(lines: ["Game saved; continue with word-sudoku resume."], effect: .quit))
        #expect(temp.store.loadGame() == p.session)
    }

    /// A move's usage and an unknown command show the game's example move: the first empty
    /// cell and a word of the language the player writes that is not in the puzzle, as the
    /// first lines do. They said "B2 chat" in every game: French in a game answered in English,
    /// and on the animals list a word of the puzzle, which typed as shown was a move.
    @Test func theUsageExamplesAreInTheLanguageTyped() throws {
        let french = GameFixtures.session(try BoxShape(rows: 2, columns: 3))
        var setup = french.setup
        setup.shownSide = .second
        let english = GameSession(setup: setup, givens: french.givens, solution: french.solution)
        for (session, word) in [(french, "la maison"), (english, "house")] {
            let game = try GameLifecycle(starting: session, store: temp.store, clock: FakeClock(), replacing: true)
            var p = PlainInterpreter(game: game, language: .en)
            #expect(!(1...6).map(session.setup.answerWord).contains(word))
            let cell = name(p, GameFixtures.emptyCells(session)[0])
            #expect(p.start()[1].contains("e.g. “\(cell) \(word)”"))
            #expect(p.handle("frobnicate").lines == ["Unknown command “frobnicate”; type a cell and a word (\(cell) \(word)) or help."])
            #expect(p.handle(cell).lines == ["Write the cell then the word, e.g. \(cell) \(word)."])
            #expect(p.handle("note").lines == ["Write note, the cell and the word, e.g. note \(cell) \(word)."])
        }
    }

    @Test func examModeShowsMistakesOnlyAtTheEnd() {
        var p = interpreter(mode: .atFinish)
        _ = p.start()
        // A word typed beside its own translation: a mistake, and a word to review.
        let miss = GameFixtures.vocabularyMiss(p.session)!
        let a = miss.cell
        let wrong = p.session.setup.answerWord(miss.symbol)
        #expect(p.handle("\(name(p, a)) \(wrong)").lines == ["\(name(p, a)) \(wrong): placed."])
        #expect(!p.handle("show").lines.joined().contains("!"))
        let empty = p.session.cells.filter { $0 == 0 }.count
        #expect(p.handle("finish").lines == ["\(empty) cells are still empty; type finish again to end the game anyway."])
        let reply = p.handle("finish")
        #expect(reply.lines[0].hasPrefix("Not solved: "))
        #expect(reply.lines[0].contains("mistakes 1"))
        // At the end, every cell to correct with its right word: the wrong one first said here.
        let right = p.session.setup.answerWord(Int(p.session.solution[a]))
        #expect(reply.lines[1].hasPrefix("Corrections: ") && reply.lines[1].contains("\(name(p, a)) \(right) (not \(wrong))"))
        #expect(reply.lines[2] == "Words to review: \(p.session.setup.shownWord(miss.symbol)) = \(wrong)")
    }

    /// At the recall check's prompt a command is a command, never a wrong answer: `show` shows
    /// the board, `help` (or any other command) says what the check waits for, `finish` skips it.
    @Test func commandsAtTheRecallPromptAreNotAnswers() {
        var p = interpreter()
        _ = p.start()
        let miss = GameFixtures.vocabularyMiss(p.session)!
        _ = p.handle("\(name(p, miss.cell)) \(p.session.setup.answerWord(miss.symbol))")
        for cell in GameFixtures.emptyCells(p.session) { _ = p.handle("\(name(p, cell)) \(word(p, cell))") }
        #expect(p.session.isFinished)
        let check = try! #require(p.recall)
        let prompt = GameText.recallPrompt(check.asked!, p.session.setup, .en)
        // The question in words, not an arrow a screen reader reads as "right arrow".
        #expect(prompt == "\(check.asked!) in French?")
        #expect(GameText.recallPrompt(check.asked!, p.session.setup, .fr) == "\(check.asked!) en français ?")
        #expect(p.handle("help").lines == [GameText.recallIsOn(.en), prompt])
        #expect(p.handle("hint").lines == [GameText.recallIsOn(.en), prompt])
        let shown = p.handle("show").lines
        #expect(shown.last == prompt && shown.contains { $0.hasPrefix("A ") })
        #expect(p.recall?.answered == 0, "no command was judged")
        let skipped = p.handle("finish").lines
        #expect(skipped == ["Recall check skipped (0 answered).", GameText.gameOverCue(.en)])
        #expect(p.recall == nil)
    }

    @Test func frenchTextsAndCommandsWork() {
        var p = interpreter(language: .fr)
        let intro = p.start()
        #expect(intro[1].hasPrefix("Les mots donnés [entre crochets] sont en anglais ; tapez les mots en français"))
        #expect(p.handle("annuler").lines == ["Rien à annuler."])
        #expect(p.handle("aide").lines[0].hasPrefix("Commandes : "))
        let discarded = p.handle("quitter abandonner")
        #expect(discarded.effect == .quit)
        // What discarding keeps: the answers count for the reviews (GameLifecycle.discard).
        #expect(discarded.lines == ["Partie abandonnée (vos réponses comptent toujours pour vos révisions)."])
        #expect(!temp.store.hasSavedGame)
    }

    @Test func theBoardShowsGivensInBracketsEntriesPlainAndEmptyDots() {
        var p = interpreter(try! BoxShape(rows: 2, columns: 2))
        _ = p.start()
        let a = GameFixtures.emptyCells(p.session)[0]
        _ = p.handle("\(name(p, a)) \(word(p, a))")
        let board = PlainBoard.render(p.session)
        #expect(board.count == 1 + 4 + 1)
        let row = board[1 + p.session.shape.row(of: a) + (p.session.shape.row(of: a) >= 2 ? 1 : 0)]
        #expect(row.contains(word(p, a)))
        #expect(board.joined().contains("["))
        #expect(board.joined().contains("."))
        #expect(board[0].hasPrefix("    1"))
    }

    /// For a screen reader: bands are parted by an empty line, not a rule of dashes read aloud
    /// dash by dash, and `show B` / `show 3` read one row or column, each cell by its name.
    @Test func aRowOrAColumnIsShownOnOneLineAndBandsArePartedByAnEmptyLine() {
        var p = interpreter(try! BoxShape(rows: 3, columns: 3))
        _ = p.start()
        let board = PlainBoard.render(p.session)
        #expect(board.count == 1 + 9 + 2)
        #expect(board[4] == "" && board[8] == "" && !board.joined().contains("-"))
        let shape = p.session.shape
        let b = (0..<9).map { shape.cell(row: 1, column: $0) }
        let row = p.handle("show b").lines
        #expect(row.count == 1)
        let expected = b.map { cell -> String in
            let value = Int(p.session.cells[cell])
            let shown = value == 0 ? "empty" : "[\(p.session.setup.shownWord(value))]"
            return "\(name(p, cell)) \(shown)"
        }
        #expect(row == ["Row B: " + expected.joined(separator: "; ")])
        // A wrong word reads "(wrong)" there, not "!" (read aloud "exclamation"); the grid keeps "!".
        if let cell = b.first(where: { p.session.cells[$0] == 0 }) {
            let wrong = Int(p.session.solution[cell]) % 9 + 1
            let word = p.session.setup.answerWord(wrong)
            _ = p.handle("\(name(p, cell)) \(word)")
            #expect(p.handle("show B").lines.first?.contains("\(name(p, cell)) \(word) (wrong)") == true)
            #expect(PlainBoard.render(p.session).contains { $0.contains("\(word)!") })
        } else {
            Issue.record("row B has no empty cell")
        }
        let column = p.handle("voir 3").lines
        #expect(column.count == 1 && column[0].hasPrefix("Column 3: A3 ") && column[0].contains("; I3 "), "\(column)")
        #expect(p.handle("show J").lines == ["show alone shows the board; show B a row (A to I), show 3 a column (1 to 9), show B3 a cell."])
        #expect(p.handle("show 10").lines == p.handle("show J").lines)
        #expect(p.handle("show J1").lines == p.handle("show J").lines)
        // One cell, and an empty cell's notes (which the board does not show), in the row too.
        let given = try! #require(b.first { p.session.isGiven($0) })
        #expect(p.handle("show \(name(p, given).lowercased())").lines == ["\(name(p, given)) [\(p.session.setup.shownWord(Int(p.session.cells[given])))]"])
        let empty = try! #require(b.last { p.session.cells[$0] == 0 })
        let first = p.session.setup.answerWord(1), second = p.session.setup.answerWord(2)
        _ = p.handle("note \(name(p, empty)) \(first)")
        _ = p.handle("note \(name(p, empty)) \(second)")
        let reading = "\(name(p, empty)) empty, notes: \(first), \(second)"
        #expect(p.handle("show \(name(p, empty))").lines == [reading])
        #expect(p.handle("show B").lines.first?.contains(reading + "; ") == true || p.handle("show B").lines.first?.hasSuffix(reading) == true)
        #expect(PlainBoard.reading(empty, p.session, .fr) == "\(name(p, empty)) vide, notes : \(first), \(second)")
    }

    @Test func pauseStopsTheTimerUntilTheNextCommand() {
        let clock = FakeClock()
        var p = interpreter(clock: clock)
        _ = p.start()
        clock.time += 10
        #expect(p.handle("pause").lines == ["Paused: the timer is stopped; any command goes on."])
        clock.time += 500
        _ = p.handle("show")
        clock.time += 5
        #expect(p.session.timer.elapsed(at: clock.now()) == 15)
    }

    @Test func endOfInputSavesAndStopsTheTimer() {
        let clock = FakeClock()
        var p = interpreter(clock: clock)
        _ = p.start()
        clock.time += 30
        let reply = p.endOfInput()
        #expect(reply.effect == .quit)
        clock.time += 100
        #expect(p.session.timer.elapsed(at: clock.now()) == 30)
        #expect(temp.store.loadGame()?.timer.elapsed(at: clock.now()) == 30)
    }
}

@Suite("Plain line mode: the word bank and cells off the grid", .timeLimit(.minutes(15)))
struct PlainBankTests {
    let temp = TemporaryStore()

    func interpreter(language: UILanguage = .en) -> PlainInterpreter {
        let game = try! GameLifecycle(starting: GameFixtures.session(try! BoxShape(rows: 2, columns: 3), mode: .immediate, peekLimit: 1),
                                      store: temp.store, clock: FakeClock(), replacing: true)
        return PlainInterpreter(game: game, language: language)
    }

    @Test func bankCountsWhatIsLeftToPlaceOfEachWord() {
        var p = interpreter()
        let session = p.session
        let expected = (1...6).map { symbol in
            "\(symbol) \(session.setup.answerWord(symbol)), \(6 - session.cells.filter { Int($0) == symbol }.count) left"
        }.joined(separator: "; ")
        #expect(p.handle("bank").lines == ["Words to place: " + expected + "."])
        // Placing a word rightly takes one off its count, as the full screen's bank does.
        let cell = GameFixtures.emptyCells(session)[0]
        let symbol = Int(session.solution[cell])
        let before = p.session.bankCounts[symbol - 1]
        _ = p.handle("\(CellName.text(cell, shape: session.shape)) \(session.setup.answerWord(symbol))")
        #expect(p.session.bankCounts[symbol - 1] == before - 1)
        #expect(p.handle("show").lines.contains { $0.hasPrefix("Words to place: 1 ") })
    }

    @Test func frenchBankIsBanque() {
        var p = interpreter(language: .fr)
        #expect(p.handle("banque").lines.first?.hasPrefix("Mots à placer : 1 ") == true)
        #expect(p.handle("aide").lines.first?.contains("banque") == true)
    }

    @Test func aCellOffTheGridIsSaidToBeOutsideIt() {
        var p = interpreter()
        #expect(p.handle("A7 chat").lines == ["A7 is outside the 6×6 grid (A1 to F6)."])
        #expect(p.handle("z9").lines == ["Z9 is outside the 6×6 grid (A1 to F6)."])
        #expect(p.handle("erase G1").lines == ["G1 is outside the 6×6 grid (A1 to F6)."])
        #expect(p.handle("foo").lines.first?.hasPrefix("Unknown command") == true)
        var f = interpreter(language: .fr)
        #expect(f.handle("A7 chat").lines == ["A7 est en dehors de la grille 6×6 (de A1 à F6)."])
    }
}
